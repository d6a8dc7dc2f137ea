//! What else a person needs to read an ID's time rightly: whether its bits hold a time at all
//! (Twitter's counter from before Snowflake, the worked example, an empty time block), and
//! what the same bits mean in each other layout.

use super::layout::Layout;
use super::layout_text::Preset;
use super::SnowflakeId;

/// What an ID's time block can be taken for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeReading {
    /// The moment the ID was made, as far as its layout says.
    Moment,
    /// A number from the counter Twitter used before Snowflake: its bits hold no time, and the
    /// moment they decode to is nobody's.
    Counter,
    /// The page's worked example: its moment is the example's arithmetic, not a post's.
    Example,
    /// An empty time block: the reading falls on the epoch itself, as it does for a small
    /// counter read in a layout it is not.
    AtEpoch,
}

impl SnowflakeId {
    /// The first Snowflake ID Twitter issued, as far as public records go: IDs below it were
    /// made by the auto-increment counter it replaced (November 2010), so their bits hold no time.
    pub const FIRST_TWITTER_SNOWFLAKE: u64 = 29_700_859_247;

    /// The page's worked example: one second after Twitter's epoch, datacenter 1, machine 1,
    /// sequence 0. Made up to show the arithmetic; no post ever had it.
    pub const WORKED_EXAMPLE: u64 = 4_194_439_168;

    /// Whether this ID is below [`Self::FIRST_TWITTER_SNOWFLAKE`]: read in Twitter's layout, an
    /// old counter value that decodes, but whose timestamp block means nothing.
    ///
    /// ```
    /// use snowflake_composer::snowflake::SnowflakeId;
    /// assert!(SnowflakeId::try_from(20u64).unwrap().predates_snowflake());
    /// assert!(!SnowflakeId::try_from(29_700_859_247u64).unwrap().predates_snowflake());
    /// ```
    pub const fn predates_snowflake(self) -> bool {
        self.as_u64() < Self::FIRST_TWITTER_SNOWFLAKE
    }
}

impl Layout {
    /// What `id`'s time block can be taken for in this layout.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{Layout, SnowflakeId, TimeReading};
    /// let id = |v: u64| SnowflakeId::from_bits(v);
    /// assert_eq!(Layout::TWITTER.time_reading(id(20)), TimeReading::Counter); // the first tweet, March 2006
    /// assert_eq!(Layout::TWITTER.time_reading(id(4_194_439_168)), TimeReading::Example);
    /// assert_eq!(Layout::TWITTER.time_reading(id(1_804_242_886_974_412_801)), TimeReading::Moment);
    /// assert_eq!(Layout::DISCORD.time_reading(id(20)), TimeReading::AtEpoch);
    /// ```
    pub fn time_reading(&self, id: SnowflakeId) -> TimeReading {
        if *self == Layout::TWITTER {
            if id.as_u64() == SnowflakeId::WORKED_EXAMPLE {
                return TimeReading::Example;
            }
            if id.predates_snowflake() {
                return TimeReading::Counter;
            }
        }
        if self.value(id.as_u64(), self.time_index()) == 0 {
            TimeReading::AtEpoch
        } else {
            TimeReading::Moment
        }
    }

    /// Whether `id`'s time in this layout is later than `now_ms` (Unix ms from the device clock).
    pub fn is_after(&self, id: SnowflakeId, now_ms: f64) -> bool {
        self.decompose(id).timestamp_ms() as f64 > now_ms
    }
}

/// The same bits read in another layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OtherReading {
    /// The moment they name there, in Unix ms.
    Moment(u64),
    /// A moment still to come: not an ID of that layout yet.
    Future(u64),
    /// Their time block is empty there: the reading falls on that layout's epoch itself.
    AtEpoch,
    /// Their top bit is set, and that layout's is a sign bit, always 0.
    SignBitSet,
}

impl OtherReading {
    /// `id` read in `layout`, at `now_ms` (Unix ms from the device clock).
    ///
    /// ```
    /// use snowflake_composer::snowflake::{Layout, OtherReading, SnowflakeId};
    /// // Discord's own documented example, pasted while the page reads Twitter's layout.
    /// let id = SnowflakeId::from_bits(175_928_847_299_117_063);
    /// assert_eq!(OtherReading::of(id, &Layout::DISCORD, 1.8e12), OtherReading::Moment(1_462_015_105_796));
    /// assert_eq!(OtherReading::of(id, &Layout::DISCORD, 1.4e12), OtherReading::Future(1_462_015_105_796));
    /// assert_eq!(OtherReading::of(SnowflakeId::from_bits(1 << 63), &Layout::SONYFLAKE, 1.8e12), OtherReading::SignBitSet);
    /// ```
    pub fn of(id: SnowflakeId, layout: &Layout, now_ms: f64) -> OtherReading {
        if id.as_u64() > layout.max_id() {
            return OtherReading::SignBitSet;
        }
        let ticks = layout.value(id.as_u64(), layout.time_index());
        let ms = layout.instant(ticks);
        match () {
            _ if ticks == 0 => OtherReading::AtEpoch,
            _ if ms as f64 > now_ms => OtherReading::Future(ms),
            _ => OtherReading::Moment(ms),
        }
    }

    /// `id` read in every preset but `current`, in the presets' order.
    pub fn in_other_presets(id: SnowflakeId, current: &Layout, now_ms: f64) -> Vec<(Preset, OtherReading)> {
        Preset::ALL
            .into_iter()
            .filter(|preset| preset.layout() != *current)
            .map(|preset| (preset, OtherReading::of(id, &preset.layout(), now_ms)))
            .collect()
    }
}
