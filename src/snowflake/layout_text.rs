//! A layout written down: a preset's name (`layout=discord`), or a layout of one's own as its
//! epoch, tick and blocks (`epoch=…&tick=…&blocks=sign:1,timestamp:41,node:10,sequence:12`),
//! each read as far as the text goes, as the editor's inputs are typed.

use super::block::{BlockKey, MAX_KEY_LEN};
use super::grammar;
use super::layout::{Layout, EPOCH_LIMIT_MS, FIRST_EPOCH_MS, MAX_BLOCKS, MAX_TICK_MS};
use super::bulk::EXPORT_COLUMNS;
use super::error::Reserved;
use super::{describe_text, read_instant_within, read_number, Bounds, Error, ErrorKind, Expected, Found, Reading, Utc};

/// The layouts the page knows by name, in the order it offers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Preset {
    Twitter,
    Discord,
    Instagram,
    Sonyflake,
    Mastodon,
}

/// What the page knows of a preset: one entry per preset, in [`Preset::entry`].
struct Entry {
    /// The name the address and the DOM use.
    key: &'static str,
    layout: Layout,
    /// How the service's API takes a span of IDs, where it pages by ID.
    paging: Option<Paging>,
}

/// How an API that pages by ID takes the bounds of a span of IDs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paging {
    /// Twitter's `since_id` (exclusive), `max_id` (inclusive) and `until_id` (exclusive).
    Twitter,
    /// Discord's `after` and `before`, both exclusive.
    Discord,
}

impl Preset {
    pub const ALL: [Preset; 5] =
        [Preset::Twitter, Preset::Discord, Preset::Instagram, Preset::Sonyflake, Preset::Mastodon];

    /// The page's table of presets: a new preset is a line here (and its wording).
    const fn entry(self) -> Entry {
        let (key, layout, paging) = match self {
            Preset::Twitter => ("twitter", Layout::TWITTER, Some(Paging::Twitter)),
            Preset::Discord => ("discord", Layout::DISCORD, Some(Paging::Discord)),
            Preset::Instagram => ("instagram", Layout::INSTAGRAM, None),
            Preset::Sonyflake => ("sonyflake", Layout::SONYFLAKE, None),
            Preset::Mastodon => ("mastodon", Layout::MASTODON, None),
        };
        Entry { key, layout, paging }
    }

    /// The name the address and the DOM use (`layout=discord`, `data-layout`).
    pub const fn key(self) -> &'static str {
        self.entry().key
    }

    pub const fn layout(self) -> Layout {
        self.entry().layout
    }

    /// How the service's API takes the bounds of a span of IDs, if it pages by ID.
    pub const fn paging(self) -> Option<Paging> {
        self.entry().paging
    }

    /// The preset named `key`.
    pub fn from_key(key: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.key() == key)
    }

    /// The preset that is `layout`, if one is.
    pub fn of(layout: &Layout) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.layout() == *layout)
    }
}

/// A layout as the page's select and its address name it: a preset, or one of the person's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LayoutName {
    Preset(Preset),
    Custom,
}

impl LayoutName {
    /// Every name, in the select's order: the presets, then one's own.
    pub const ALL: [LayoutName; Preset::ALL.len() + 1] = {
        let mut all = [LayoutName::Custom; Preset::ALL.len() + 1];
        let mut i = 0;
        while i < Preset::ALL.len() {
            all[i] = LayoutName::Preset(Preset::ALL[i]);
            i += 1;
        }
        all
    };

    /// The select's value and the address's `layout=`.
    pub const fn key(self) -> &'static str {
        match self {
            LayoutName::Preset(preset) => preset.key(),
            LayoutName::Custom => "custom",
        }
    }

    pub fn from_key(key: &str) -> Option<LayoutName> {
        LayoutName::ALL.into_iter().find(|name| name.key() == key)
    }

    /// The layout the address's `layout=` names, spaces around it ignored.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{ErrorKind, LayoutName, Preset};
    /// assert_eq!(LayoutName::read(" discord "), Ok(LayoutName::Preset(Preset::Discord)));
    /// assert_eq!(LayoutName::read("custom"), Ok(LayoutName::Custom));
    /// assert_eq!(LayoutName::read("snowflake").unwrap_err().kind(), ErrorKind::LayoutUnknown);
    /// ```
    pub fn read(text: &str) -> Result<LayoutName, Error> {
        let name = text.trim();
        LayoutName::from_key(name)
            .ok_or_else(|| Error::new(ErrorKind::LayoutUnknown, Expected::LayoutName, Found::Text(describe_text(name))))
    }
}

/// The address's own words, which no block key may take: a block's value is written under its
/// key, beside them.
pub const RESERVED_KEYS: [&str; 13] = [
    "id",
    "lang",
    "theme",
    "tz",
    "embed",
    "layout",
    "epoch",
    "tick",
    "blocks",
    "range_from",
    "range_to",
    "compare_a",
    "compare_b",
];

/// The epoch of a layout of one's own: Unix ms or a date-time, from 1970 to the end of 2099.
/// A date-time without an offset is read in UTC, wherever the page is open: every library
/// defines its epoch in UTC (Discord's is 2015-01-01T00:00Z), and a link that carries the epoch
/// then names the same instant in every zone.
///
/// ```
/// use snowflake_composer::snowflake::{read_epoch, ErrorKind};
/// assert_eq!(read_epoch("2015-01-01").into_result(), Ok(1_420_070_400_000));
/// assert_eq!(read_epoch("2015-01-01T09:00+09:00").into_result(), Ok(1_420_070_400_000));
/// assert_eq!(read_epoch("0").into_result(), Ok(0));
/// assert!(read_epoch("2015-0").is_incomplete());
/// assert_eq!(read_epoch("2100-01-01").into_result().unwrap_err().kind(), ErrorKind::LayoutEpoch);
/// ```
pub fn read_epoch(text: &str) -> Reading<u64> {
    // An instant outside the range is wrong as an epoch, not as a time of an ID: its message
    // says which epochs a layout may have.
    let as_epoch = |error: Error| match error.kind() {
        ErrorKind::BeforeEpoch | ErrorKind::AfterLimit => Error::new(
            ErrorKind::LayoutEpoch,
            Expected::EpochRange { min: FIRST_EPOCH_MS, max: EPOCH_LIMIT_MS - 1 },
            error.found().clone(),
        ),
        _ => error,
    };
    match read_instant_within(text, &Utc, Bounds::instants(FIRST_EPOCH_MS, EPOCH_LIMIT_MS - 1)) {
        Reading::Incomplete(error) => Reading::Incomplete(as_epoch(error)),
        Reading::Invalid(error) => Reading::Invalid(as_epoch(error)),
        complete => complete,
    }
}

/// The tick of a layout of one's own: whole milliseconds, 1 to a day. A number outside that is
/// wrong as a tick, and its message says which ticks a layout may have.
///
/// ```
/// use snowflake_composer::snowflake::{read_tick, ErrorKind};
/// assert_eq!(read_tick("10").into_result(), Ok(10));
/// assert_eq!(read_tick("0").into_result().unwrap_err().kind(), ErrorKind::LayoutTick);
/// assert_eq!(read_tick("x").into_result().unwrap_err().kind(), ErrorKind::NotANumber);
/// ```
pub fn read_tick(text: &str) -> Reading<u64> {
    let as_tick = |error: Error| {
        let kind = if error.kind() == ErrorKind::OutOfRange { ErrorKind::LayoutTick } else { error.kind() };
        Error::new(kind, Expected::TickRange { min: 1, max: MAX_TICK_MS }, error.found().clone())
    };
    match read_number(text, Bounds::whole(1, MAX_TICK_MS)) {
        Reading::Incomplete(error) => Reading::Incomplete(as_tick(error)),
        Reading::Invalid(error) => Reading::Invalid(as_tick(error)),
        complete => complete,
    }
}

/// What a block key of one's own may not be, and why: a word of the address, beside which a
/// block's value is written, or a column of the list tool's export, beside which each block's
/// value is a column of its own.
pub fn reserved_by(key: &str) -> Option<Reserved> {
    if RESERVED_KEYS.contains(&key) {
        Some(Reserved::Address)
    } else if EXPORT_COLUMNS.contains(&key) {
        Some(Reserved::Export)
    } else {
        None
    }
}

/// The blocks of a layout of one's own, written `key:width` and separated by commas, most
/// significant first (spaces around each part are ignored). A key the page uses itself, in the
/// address (`id`, `lang`…) or in the list's export (`utc`, `unix_ms`…), is refused; whether the
/// blocks make a layout is [`Layout::new`]'s to say.
///
/// ```
/// use snowflake_composer::snowflake::{read_blocks, ErrorKind};
/// let blocks = read_blocks("sign:1, timestamp:41 ,node:10,sequence:12").into_result().unwrap();
/// assert_eq!(blocks[2], ("node".to_string(), 10));
/// assert!(read_blocks("sign:1,timestamp:").is_incomplete()); // a width on its way
/// assert!(read_blocks("sign:1,time").is_incomplete()); // a key on its way
/// assert!(read_blocks("sign:1,Node:10").is_invalid());
/// assert_eq!(read_blocks("id:64").into_result().unwrap_err().kind(), ErrorKind::LayoutKeyReserved);
/// assert_eq!(read_blocks("timestamp:52,utc:12").into_result().unwrap_err().kind(), ErrorKind::LayoutKeyReserved);
/// ```
pub fn read_blocks(text: &str) -> Reading<Vec<(String, u32)>> {
    let trimmed = text.trim();
    let error = |kind, expected| Error::new(kind, expected, Found::Text(describe_text(trimmed)));
    let shape = || Expected::BlocksText { max: MAX_BLOCKS as u64 };
    if trimmed.is_empty() {
        return Reading::Incomplete(Error::new(ErrorKind::Missing, shape(), Found::Nothing));
    }
    let parts: Vec<&str> = trimmed.split(',').collect();
    let mut blocks = Vec::new();
    // Whether the text, as typed so far, can still grow into well-written blocks.
    let mut open = parts.len() <= MAX_BLOCKS;
    let mut problem = None;
    for (i, part) in parts.iter().enumerate() {
        let last = i + 1 == parts.len();
        let (key, width) = match part.split_once(':') {
            Some((key, width)) => (key.trim(), Some(width.trim())),
            None => (part.trim(), None),
        };
        // A word the page uses itself (all of them follow the key grammar), once its colon
        // says the key is whole.
        if let (Some(_), Some(by)) = (width, reserved_by(key)) {
            open = false;
            let found = Found::Text(describe_text(key));
            problem.get_or_insert(Error::new(ErrorKind::LayoutKeyReserved, Expected::KeyNotReserved { by }, found));
            continue;
        }
        let key_ok = BlockKey::parse(key).is_some();
        let key_prefix = key.is_empty()
            || (key.len() < MAX_KEY_LEN
                && key.as_bytes()[0].is_ascii_lowercase()
                && key.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_'));
        let width_value = width.and_then(|w| grammar::field_number(w)).and_then(|n| n.whole());
        match width {
            _ if !key_ok && (width.is_some() || !key_prefix) => {
                open = false;
                problem.get_or_insert(error(ErrorKind::LayoutKey, Expected::BlockKey));
            }
            None => {
                // A key on its way, its colon and width still to come.
                open &= last;
                problem.get_or_insert(error(ErrorKind::LayoutBlocks, shape()));
            }
            Some(w) => match width_value {
                Some((false, n)) if (1..=63).contains(&n) => blocks.push((key.to_string(), n as u32)),
                Some(_) => {
                    open = false;
                    problem.get_or_insert(error(ErrorKind::LayoutWidth, Expected::BlockWidth { min: 1, max: 63 }));
                }
                None => {
                    // Nothing yet after the colon: a width on its way.
                    open &= last && w.is_empty();
                    problem.get_or_insert(error(ErrorKind::LayoutBlocks, shape()));
                }
            },
        }
    }
    if parts.len() > MAX_BLOCKS {
        problem.get_or_insert(error(ErrorKind::LayoutBlocks, shape()));
    }
    match problem {
        None => Reading::Complete(blocks),
        Some(error) if open => Reading::Incomplete(error),
        Some(error) => Reading::Invalid(error),
    }
}

impl Layout {
    /// The blocks as the address writes them: `sign:1,timestamp:41,…`.
    pub fn blocks_text(&self) -> String {
        let parts: Vec<String> = self.blocks().iter().map(|b| format!("{}:{}", b.key(), b.width())).collect();
        parts.join(",")
    }

    /// A layout of one's own from its epoch, its tick and its blocks as typed, read as far as
    /// the blocks' text goes: blocks whose widths fall short of 64, or that have no time block
    /// yet, can still become a layout as more are typed.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{ErrorKind, Layout};
    /// let mine = Layout::read(0, 1, "timestamp:48,sequence:16").into_result();
    /// assert_eq!(mine, Ok(Layout::MASTODON));
    /// assert!(Layout::read(0, 1, "timestamp:48,").is_incomplete());
    /// assert!(Layout::read(0, 1, "timestamp:48").is_incomplete()); // 16 bits still to come
    /// let over = Layout::read(0, 1, "timestamp:48,sequence:17").into_result().unwrap_err();
    /// assert_eq!(over.kind(), ErrorKind::LayoutWidths);
    /// ```
    pub fn read(epoch_ms: u64, tick_ms: u64, blocks_text: &str) -> Reading<Layout> {
        let blocks = match read_blocks(blocks_text) {
            Reading::Complete(blocks) => blocks,
            Reading::Incomplete(error) => return Reading::Incomplete(error),
            Reading::Invalid(error) => return Reading::Invalid(error),
        };
        let pairs: Vec<(&str, u32)> = blocks.iter().map(|(k, w)| (k.as_str(), *w)).collect();
        match Layout::new(epoch_ms, tick_ms, &pairs) {
            Ok(layout) => Reading::Complete(layout),
            Err(error) => {
                // A rule of the whole layout (a key twice, the sign's place, the window) names
                // no value of its own: the blocks as typed are what was found.
                let error = match error.found() {
                    Found::Nothing => {
                        Error::new(error.kind(), error.expected(), Found::Text(describe_text(blocks_text.trim())))
                    }
                    _ => error,
                };
                let total: u32 = blocks.iter().map(|(_, w)| w).sum();
                let can_grow = blocks.len() < MAX_BLOCKS
                    && total < 64
                    && matches!(
                        error.kind(),
                        ErrorKind::LayoutWidths | ErrorKind::LayoutTime | ErrorKind::LayoutBlocks
                    );
                if can_grow {
                    Reading::Incomplete(error)
                } else {
                    Reading::Invalid(error)
                }
            }
        }
    }
}
