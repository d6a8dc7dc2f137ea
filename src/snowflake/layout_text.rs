//! A layout written down: a preset's name (`layout=discord`), or a layout of one's own as its
//! epoch, tick and blocks (`epoch=…&tick=…&blocks=sign:1,timestamp:41,node:10,sequence:12`),
//! each read as far as the text goes, as the editor's inputs are typed.

use super::block::{BlockKey, MAX_KEY_LEN};
use super::date::Zone;
use super::grammar;
use super::layout::{Layout, EPOCH_LIMIT_MS, FIRST_EPOCH_MS, MAX_BLOCKS, MAX_TICK_MS};
use super::{describe_text, read_instant_within, read_number, Bounds, Error, ErrorKind, Expected, Found, Reading};

/// The layouts the page knows by name, in the order it offers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Preset {
    Twitter,
    Discord,
    Instagram,
    Sonyflake,
    Mastodon,
}

impl Preset {
    pub const ALL: [Preset; 5] =
        [Preset::Twitter, Preset::Discord, Preset::Instagram, Preset::Sonyflake, Preset::Mastodon];

    /// The name the address and the DOM use (`layout=discord`, `data-layout`).
    pub const fn key(self) -> &'static str {
        match self {
            Preset::Twitter => "twitter",
            Preset::Discord => "discord",
            Preset::Instagram => "instagram",
            Preset::Sonyflake => "sonyflake",
            Preset::Mastodon => "mastodon",
        }
    }

    pub const fn layout(self) -> Layout {
        match self {
            Preset::Twitter => Layout::TWITTER,
            Preset::Discord => Layout::DISCORD,
            Preset::Instagram => Layout::INSTAGRAM,
            Preset::Sonyflake => Layout::SONYFLAKE,
            Preset::Mastodon => Layout::MASTODON,
        }
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

/// The epoch of a layout of one's own: Unix ms or a date-time (as the timestamp field takes
/// them, dates without an offset in `zone`), from 1970 to the end of 2099.
///
/// ```
/// use snowflake_composer::snowflake::{read_epoch, ErrorKind, Utc};
/// assert_eq!(read_epoch("2015-01-01T00:00Z", &Utc).into_result(), Ok(1_420_070_400_000));
/// assert_eq!(read_epoch("0", &Utc).into_result(), Ok(0));
/// assert!(read_epoch("2015-0", &Utc).is_incomplete());
/// assert_eq!(read_epoch("2100-01-01", &Utc).into_result().unwrap_err().kind(), ErrorKind::LayoutEpoch);
/// ```
pub fn read_epoch(text: &str, zone: &dyn Zone) -> Reading<u64> {
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
    match read_instant_within(text, zone, Bounds::instants(FIRST_EPOCH_MS, EPOCH_LIMIT_MS - 1)) {
        Reading::Incomplete(error) => Reading::Incomplete(as_epoch(error)),
        Reading::Invalid(error) => Reading::Invalid(as_epoch(error)),
        complete => complete,
    }
}

/// The tick of a layout of one's own: whole milliseconds, 1 to a day.
pub fn read_tick(text: &str) -> Reading<u64> {
    read_number(text, Bounds::whole(1, MAX_TICK_MS))
}

/// The blocks of a layout of one's own, written `key:width` and separated by commas, most
/// significant first (spaces around each part are ignored). A key the address itself uses
/// (`id`, `lang`…) is refused; whether the blocks make a layout is [`Layout::new`]'s to say.
///
/// ```
/// use snowflake_composer::snowflake::{read_blocks, ErrorKind};
/// let blocks = read_blocks("sign:1, timestamp:41 ,node:10,sequence:12").into_result().unwrap();
/// assert_eq!(blocks[2], ("node".to_string(), 10));
/// assert!(read_blocks("sign:1,timestamp:").is_incomplete()); // a width on its way
/// assert!(read_blocks("sign:1,time").is_incomplete()); // a key on its way
/// assert!(read_blocks("sign:1,Node:10").is_invalid());
/// assert_eq!(read_blocks("id:64").into_result().unwrap_err().kind(), ErrorKind::LayoutKey);
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
        let key_ok = BlockKey::parse(key).is_some() && !RESERVED_KEYS.contains(&key);
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
    /// Reads the address's `layout`, `epoch`, `tick` and `blocks`: no `layout` is Twitter's; a
    /// preset's name is that preset; `custom` is a layout of one's own from the other three (an
    /// epoch and tick left out are Twitter's and 1 ms). Dates without an offset are read in
    /// `zone`.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{Layout, Utc};
    /// let get = |pairs: &'static [(&'static str, &'static str)]| move |key: &str| pairs.iter().find(|(k, _)| *k == key).map(|(_, v)| v.to_string());
    /// assert_eq!(Layout::from_address(&get(&[]), &Utc), Ok(Layout::TWITTER));
    /// assert_eq!(Layout::from_address(&get(&[("layout", "discord")]), &Utc), Ok(Layout::DISCORD));
    /// let mine = Layout::from_address(&get(&[("layout", "custom"), ("epoch", "0"), ("blocks", "timestamp:48,sequence:16")]), &Utc);
    /// assert_eq!(mine, Ok(Layout::MASTODON));
    /// assert!(Layout::from_address(&get(&[("layout", "snowflake")]), &Utc).is_err());
    /// ```
    pub fn from_address(get: &impl Fn(&str) -> Option<String>, zone: &dyn Zone) -> Result<Layout, Error> {
        let Some(name) = get("layout") else { return Ok(Layout::TWITTER) };
        let name = name.trim();
        if let Some(preset) = Preset::from_key(name) {
            return Ok(preset.layout());
        }
        if name != "custom" {
            return Err(Error::new(ErrorKind::LayoutUnknown, Expected::LayoutName, Found::Text(describe_text(name))));
        }
        let epoch =
            get("epoch").map_or(Ok(Layout::TWITTER.epoch_ms()), |text| read_epoch(&text, zone).into_result())?;
        let tick = get("tick").map_or(Ok(1), |text| read_tick(&text).into_result())?;
        let blocks = read_blocks(&get("blocks").unwrap_or_default()).into_result()?;
        let blocks: Vec<(&str, u32)> = blocks.iter().map(|(k, w)| (k.as_str(), *w)).collect();
        Layout::new(epoch, tick, &blocks)
    }

    /// The address's pairs for this layout: none for Twitter's, `layout` for another preset,
    /// and for one of one's own `layout=custom` with its epoch, tick and blocks.
    pub fn to_address(&self) -> Vec<(&'static str, String)> {
        match Preset::of(self) {
            Some(Preset::Twitter) => Vec::new(),
            Some(preset) => vec![("layout", preset.key().to_string())],
            None => vec![
                ("layout", "custom".to_string()),
                ("epoch", self.epoch_ms().to_string()),
                ("tick", self.tick_ms().to_string()),
                ("blocks", self.blocks_text()),
            ],
        }
    }

    /// The blocks as the address writes them: `sign:1,timestamp:41,…`.
    pub fn blocks_text(&self) -> String {
        let parts: Vec<String> = self.blocks().iter().map(|b| format!("{}:{}", b.key(), b.width())).collect();
        parts.join(",")
    }
}

impl Layout {
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
