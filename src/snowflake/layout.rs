//! How a Snowflake-style ID's 64 bits are laid out: the epoch its time counts from, the
//! milliseconds one unit of its time block counts (the tick), and its blocks from the most
//! significant bit, each with a key, a width and a role. Twitter's is the default; Discord,
//! Instagram, Sonyflake and Mastodon are presets; a person can describe one of their own.
//! Everything the page does with an ID (composing, decoding, bounds, the time window, the
//! formula) follows from a [`Layout`]; no width, shift, mask or epoch is written elsewhere.

use super::block::{is, same, Block, BlockKey, Role, MAX_KEY_LEN};
use super::{Error, ErrorKind, Expected, Found};

/// The most blocks a layout has.
pub const MAX_BLOCKS: usize = 8;
/// The earliest epoch: 1970-01-01T00:00:00.000Z.
pub const FIRST_EPOCH_MS: u64 = 0;
/// The latest epoch: 2100-01-01T00:00:00.000Z, not included.
pub const EPOCH_LIMIT_MS: u64 = 4_102_444_800_000;
/// The longest tick: a day.
pub const MAX_TICK_MS: u64 = 86_400_000;
/// The last instant a layout's time block may reach: the last one JavaScript's `Date` holds,
/// in the year 275760 (Mastodon's 48 bits of milliseconds reach the year 10889).
pub const LAST_INSTANT_MS: u64 = 8_640_000_000_000_000;

/// An ID layout: epoch, tick and blocks, checked when built (see [`Layout::new`]).
///
/// ```
/// use snowflake_composer::snowflake::Layout;
/// let twitter = Layout::TWITTER;
/// assert_eq!(twitter.epoch_ms(), 1_288_834_974_657);
/// assert_eq!(twitter.blocks().iter().map(|b| b.width()).collect::<Vec<_>>(), [1, 41, 5, 5, 12]);
/// assert_eq!(twitter.shift(1), 22);
/// assert_eq!(twitter.window(), (1_288_834_974_657, 3_487_858_230_208));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    epoch_ms: u64,
    tick_ms: u64,
    blocks: [Block; MAX_BLOCKS],
    len: u8,
}

/// What is wrong with a layout, found when it is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Problem {
    Blocks { count: usize },
    Width { width: u64 },
    Sum { total: u64 },
    TimeBlocks { count: usize },
    Sign,
    Repeated { key: BlockKey },
    Epoch { epoch_ms: u64 },
    Tick { tick_ms: u64 },
    Window,
}

const UNUSED: Block = Block { key: BlockKey { bytes: [0; MAX_KEY_LEN], len: 0 }, width: 0 };

impl Layout {
    /// Twitter's layout, the default: 2010-11-04T01:42:54.657Z, milliseconds, sign 1 ·
    /// timestamp 41 · datacenter 5 · machine 5 · sequence 12 (twitter-archive/snowflake,
    /// `IdWorker.scala`).
    pub const TWITTER: Layout = Layout::preset(
        1_288_834_974_657,
        1,
        &[("sign", 1), ("timestamp", 41), ("datacenter", 5), ("machine", 5), ("sequence", 12)],
    );
    /// Discord's: 2015-01-01, milliseconds, timestamp 42 · worker 5 · process 5 · increment
    /// 12 (the API reference, "Snowflakes").
    pub const DISCORD: Layout =
        Layout::preset(1_420_070_400_000, 1, &[("timestamp", 42), ("worker", 5), ("process", 5), ("increment", 12)]);
    /// Instagram's: 2011-08-24T21:07:01.721Z, milliseconds, timestamp 41 · shard 13 · sequence
    /// 10 ("Sharding & IDs at Instagram", 2011).
    pub const INSTAGRAM: Layout =
        Layout::preset(1_314_220_021_721, 1, &[("timestamp", 41), ("shard", 13), ("sequence", 10)]);
    /// Sonyflake's: 2014-09-01, ticks of 10 ms, sign 1 · timestamp 39 · sequence 8 · machine 16
    /// (sony/sonyflake, `sonyflake.go`, its default start time).
    pub const SONYFLAKE: Layout =
        Layout::preset(1_409_529_600_000, 10, &[("sign", 1), ("timestamp", 39), ("sequence", 8), ("machine", 16)]);
    /// Mastodon's: the Unix epoch, milliseconds, timestamp 48 · sequence 16
    /// (`lib/mastodon/snowflake.rb`).
    pub const MASTODON: Layout = Layout::preset(0, 1, &[("timestamp", 48), ("sequence", 16)]);

    /// A preset, checked when the constant is built.
    const fn preset(epoch_ms: u64, tick_ms: u64, blocks: &[(&str, u8)]) -> Layout {
        let mut out = [UNUSED; MAX_BLOCKS];
        let mut i = 0;
        while i < blocks.len() {
            out[i] = Block { key: BlockKey::known(blocks[i].0), width: blocks[i].1 };
            i += 1;
        }
        let layout = Layout { epoch_ms, tick_ms, blocks: out, len: blocks.len() as u8 };
        assert!(layout.problem().is_none(), "a preset is a valid layout");
        layout
    }

    /// A layout of `blocks` (key and width, most significant first), with its time counted in
    /// ticks of `tick_ms` from `epoch_ms`. The key says the role: `sign` is the sign bit,
    /// `timestamp` the time block, any other key a number. Refused, with what was expected:
    /// a key outside `[a-z][a-z0-9_]{0,15}` or one already used, more than 8 blocks, a width
    /// outside 1–63, widths that do not add up to 64, not exactly one time block, a sign that
    /// is not the top bit alone, an epoch outside 1970–2099, a tick outside 1 ms to a day, and a
    /// time block that reaches past the last instant a browser's `Date` holds.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{ErrorKind, Layout};
    /// let mine = Layout::new(1_700_000_000_000, 1, &[("sign", 1), ("timestamp", 41), ("node", 10), ("sequence", 12)]).unwrap();
    /// assert_eq!(mine.shift(2), 12);
    /// let wrong = Layout::new(0, 1, &[("timestamp", 41), ("node", 10)]).unwrap_err();
    /// assert_eq!(wrong.kind(), ErrorKind::LayoutWidths);
    /// ```
    pub fn new(epoch_ms: u64, tick_ms: u64, blocks: &[(&str, u32)]) -> Result<Layout, Error> {
        if blocks.len() > MAX_BLOCKS {
            return Err(Problem::Blocks { count: blocks.len() }.error());
        }
        let mut out = [UNUSED; MAX_BLOCKS];
        for (slot, (key, width)) in out.iter_mut().zip(blocks) {
            let key =
                BlockKey::parse(key).ok_or_else(|| layout_error(ErrorKind::LayoutKey, Expected::BlockKey, key))?;
            let fits = u8::try_from(*width).ok().filter(|w| (1..=63).contains(w));
            let width = fits.ok_or_else(|| Problem::Width { width: u64::from(*width) }.error())?;
            *slot = Block { key, width };
        }
        let layout = Layout { epoch_ms, tick_ms, blocks: out, len: blocks.len() as u8 };
        match layout.problem() {
            None => Ok(layout),
            Some(problem) => Err(problem.error()),
        }
    }

    /// The first thing wrong with the layout, if any.
    const fn problem(&self) -> Option<Problem> {
        let count = self.len as usize;
        if count < 2 || count > MAX_BLOCKS {
            return Some(Problem::Blocks { count });
        }
        let (mut total, mut times, mut i) = (0u64, 0usize, 0usize);
        while i < count {
            let block = &self.blocks[i];
            if block.width == 0 || block.width > 63 {
                return Some(Problem::Width { width: block.width as u64 });
            }
            total += block.width as u64;
            let key = &block.key;
            if is(key, b"timestamp") {
                times += 1;
            }
            if is(key, b"sign") && (i != 0 || block.width != 1) {
                return Some(Problem::Sign);
            }
            let mut j = 0;
            while j < i {
                if same(&self.blocks[j].key, key) {
                    return Some(Problem::Repeated { key: *key });
                }
                j += 1;
            }
            i += 1;
        }
        if total != 64 {
            return Some(Problem::Sum { total });
        }
        if times != 1 {
            return Some(Problem::TimeBlocks { count: times });
        }
        if self.epoch_ms >= EPOCH_LIMIT_MS {
            return Some(Problem::Epoch { epoch_ms: self.epoch_ms });
        }
        if self.tick_ms == 0 || self.tick_ms > MAX_TICK_MS {
            return Some(Problem::Tick { tick_ms: self.tick_ms });
        }
        // The last tick's last millisecond, without overflow: ticks × tick ≤ the limit.
        let ticks = self.time_max_const();
        let room = (LAST_INSTANT_MS - self.epoch_ms + 1) / self.tick_ms;
        if ticks >= room {
            return Some(Problem::Window);
        }
        None
    }

    /// The largest value the time block holds.
    const fn time_max_const(&self) -> u64 {
        let mut i = 0;
        while i < self.len as usize {
            if is(&self.blocks[i].key, b"timestamp") {
                return (1u64 << self.blocks[i].width) - 1;
            }
            i += 1;
        }
        0
    }

    pub const fn epoch_ms(&self) -> u64 {
        self.epoch_ms
    }

    pub const fn tick_ms(&self) -> u64 {
        self.tick_ms
    }

    /// The blocks, most significant first.
    pub fn blocks(&self) -> &[Block] {
        self.blocks.get(..usize::from(self.len)).unwrap_or(&[])
    }

    /// The position of the block keyed `key`.
    pub fn index_of(&self, key: &str) -> Option<usize> {
        self.blocks().iter().position(|b| b.key.as_str() == key)
    }

    /// The position of the time block.
    pub fn time_index(&self) -> usize {
        self.blocks().iter().position(|b| b.role() == Role::Time).unwrap_or(0)
    }

    /// Whether the top bit is a sign bit, always 0.
    pub fn has_sign(&self) -> bool {
        self.blocks().first().is_some_and(|b| b.role() == Role::Sign)
    }

    /// The largest ID of the layout: 2^63 − 1 with a sign bit, else 2^64 − 1.
    pub fn max_id(&self) -> u64 {
        if self.has_sign() {
            i64::MAX as u64
        } else {
            u64::MAX
        }
    }

    /// Position of block `index`'s least significant bit in the ID: the widths below it.
    pub fn shift(&self, index: usize) -> u32 {
        self.blocks().iter().skip(index + 1).map(Block::width).sum()
    }

    /// Block `index`'s bits, in place: all ones over the block.
    pub fn mask(&self, index: usize) -> u64 {
        self.value_max(index) << self.shift(index)
    }

    /// The largest number block `index` holds: 2^width − 1.
    pub fn value_max(&self, index: usize) -> u64 {
        self.blocks().get(index).map_or(0, |b| (1u64 << b.width()) - 1)
    }

    /// The first and the last instant (Unix ms) the time block can name: the epoch, and the
    /// last millisecond of its last tick.
    pub const fn window(&self) -> (u64, u64) {
        self.window_const()
    }

    pub(super) const fn window_const(&self) -> (u64, u64) {
        let last = self.epoch_ms + (self.time_max_const() + 1) * self.tick_ms - 1;
        (self.epoch_ms, last)
    }

    /// The value block `index` holds in `id` (for the time block: ticks since the epoch).
    pub fn value(&self, id: u64, index: usize) -> u64 {
        (id >> self.shift(index)) & self.value_max(index)
    }

    /// The instant, in Unix ms, that `ticks` of the time block name: its tick's first millisecond.
    pub fn instant(&self, ticks: u64) -> u64 {
        self.epoch_ms + ticks.min(self.time_max_const()) * self.tick_ms
    }

    /// The ticks `ms` (an instant in the window) falls in.
    pub fn ticks(&self, ms: u64) -> u64 {
        ms.saturating_sub(self.epoch_ms) / self.tick_ms
    }
}

fn layout_error(kind: ErrorKind, expected: Expected, found: &str) -> Error {
    Error::new(kind, expected, Found::Text(super::describe_text(found)))
}

impl Problem {
    fn error(self) -> Error {
        let text = |n: u64| Found::Text(n.to_string());
        match self {
            Problem::Blocks { count } => {
                Error::new(ErrorKind::LayoutBlocks, Expected::BlocksText { max: MAX_BLOCKS as u64 }, text(count as u64))
            }
            Problem::Width { width } => {
                Error::new(ErrorKind::LayoutWidth, Expected::BlockWidth { min: 1, max: 63 }, text(width))
            }
            Problem::Sum { total } => {
                Error::new(ErrorKind::LayoutWidths, Expected::WidthsSum { total: 64 }, text(total))
            }
            Problem::TimeBlocks { count } => {
                Error::new(ErrorKind::LayoutTime, Expected::OneTimeBlock, text(count as u64))
            }
            Problem::Sign => Error::new(ErrorKind::LayoutSign, Expected::SignOnTop, Found::Nothing),
            Problem::Repeated { key } => {
                Error::new(ErrorKind::LayoutKeyRepeated, Expected::KeysDistinct, Found::Text(key.as_str().to_string()))
            }
            Problem::Epoch { epoch_ms } => Error::new(
                ErrorKind::LayoutEpoch,
                Expected::EpochRange { min: FIRST_EPOCH_MS, max: EPOCH_LIMIT_MS - 1 },
                text(epoch_ms),
            ),
            Problem::Tick { tick_ms } => {
                Error::new(ErrorKind::LayoutTick, Expected::TickRange { min: 1, max: MAX_TICK_MS }, text(tick_ms))
            }
            Problem::Window => {
                Error::new(ErrorKind::LayoutWindow, Expected::WindowEnd { max: LAST_INSTANT_MS }, Found::Nothing)
            }
        }
    }
}
