//! A layout's blocks: what each holds (its role), its key, and its width.

use std::fmt;

/// The longest block key, in bytes.
pub const MAX_KEY_LEN: usize = 16;

/// What a block holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// The top bit, always 0, so the ID stays positive as a signed 64-bit integer.
    Sign,
    /// Ticks since the epoch.
    Time,
    /// A number: a datacenter, a machine, a shard, a sequence…
    Number,
}

/// A block's key: a lowercase letter, then up to 15 lowercase letters, digits or `_`. Also its
/// name in the address and in the DOM (`data-field`, `data-block`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct BlockKey {
    pub(super) bytes: [u8; MAX_KEY_LEN],
    pub(super) len: u8,
}

impl BlockKey {
    /// The time block's key, in every layout.
    pub const TIMESTAMP: BlockKey = BlockKey::known("timestamp");
    /// The sign bit's key.
    pub const SIGN: BlockKey = BlockKey::known("sign");

    /// A key known to follow the grammar (the presets'): checked when the constant is built.
    pub(super) const fn known(key: &str) -> BlockKey {
        let source = key.as_bytes();
        assert!(key_grammar_holds(source), "a preset's key follows the grammar");
        let mut bytes = [0; MAX_KEY_LEN];
        let mut i = 0;
        while i < source.len() {
            bytes[i] = source[i];
            i += 1;
        }
        BlockKey { bytes, len: source.len() as u8 }
    }

    /// The key `text` names, if it follows the grammar.
    pub fn parse(text: &str) -> Option<BlockKey> {
        key_grammar_holds(text.as_bytes()).then(|| {
            let mut bytes = [0; MAX_KEY_LEN];
            bytes[..text.len()].copy_from_slice(text.as_bytes());
            BlockKey { bytes, len: text.len() as u8 }
        })
    }

    pub fn as_str(&self) -> &str {
        // Only grammar-checked ASCII is ever stored.
        self.bytes.get(..usize::from(self.len)).and_then(|b| std::str::from_utf8(b).ok()).unwrap_or("")
    }

    /// The role a key stands for in a layout's address: `sign` and `timestamp` name theirs,
    /// every other key a number.
    pub fn role(&self) -> Role {
        match self.as_str() {
            "sign" => Role::Sign,
            "timestamp" => Role::Time,
            _ => Role::Number,
        }
    }
}

/// `[a-z][a-z0-9_]{0,15}`.
const fn key_grammar_holds(key: &[u8]) -> bool {
    if key.is_empty() || key.len() > MAX_KEY_LEN || !key[0].is_ascii_lowercase() {
        return false;
    }
    let mut i = 1;
    while i < key.len() {
        let b = key[i];
        if !(b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_') {
            return false;
        }
        i += 1;
    }
    true
}

impl fmt::Debug for BlockKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl fmt::Display for BlockKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One block of a layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Block {
    pub(super) key: BlockKey,
    pub(super) width: u8,
}

impl Block {
    pub fn key(&self) -> BlockKey {
        self.key
    }

    pub const fn width(&self) -> u32 {
        self.width as u32
    }

    pub fn role(&self) -> Role {
        self.key.role()
    }
}

pub(super) const fn is(key: &BlockKey, word: &[u8]) -> bool {
    if key.len as usize != word.len() {
        return false;
    }
    let mut i = 0;
    while i < word.len() {
        if key.bytes[i] != word[i] {
            return false;
        }
        i += 1;
    }
    true
}

pub(super) const fn same(a: &BlockKey, b: &BlockKey) -> bool {
    if a.len != b.len {
        return false;
    }
    let mut i = 0;
    while i < a.len as usize {
        if a.bytes[i] != b.bytes[i] {
            return false;
        }
        i += 1;
    }
    true
}
