//! What else a person needs to read an ID's time rightly: whether it is older than Snowflake
//! itself, whether it is later than now, and what the same bits mean as a Discord ID.

use super::{BitBlock, SnowflakeId};

/// What an ID's timestamp block can be taken for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeReading {
    /// The moment the ID was made, as far as its layout says.
    Moment,
    /// A number from the counter Twitter used before Snowflake: its bits hold no time, and the
    /// moment they decode to is nobody's.
    Counter,
    /// The page's worked example: its moment is the example's arithmetic, not a post's.
    Example,
}

impl SnowflakeId {
    /// The first Snowflake ID Twitter issued, as far as public records go: IDs below it were
    /// made by the auto-increment counter it replaced (November 2010), so their bits hold no time.
    pub const FIRST_TWITTER_SNOWFLAKE: u64 = 29_700_859_247;

    /// Whether this ID is below [`Self::FIRST_TWITTER_SNOWFLAKE`]: an old counter value that
    /// decodes, but whose timestamp block means nothing.
    ///
    /// ```
    /// use snowflake_composer::snowflake::SnowflakeId;
    /// assert!(SnowflakeId::try_from(20u64).unwrap().predates_snowflake());
    /// assert!(!SnowflakeId::try_from(29_700_859_247u64).unwrap().predates_snowflake());
    /// ```
    pub const fn predates_snowflake(self) -> bool {
        self.as_u64() < Self::FIRST_TWITTER_SNOWFLAKE
    }

    /// The page's worked example: one second after the epoch, datacenter 1, machine 1,
    /// sequence 0. Made up to show the arithmetic; no post ever had it.
    pub const WORKED_EXAMPLE: u64 = 4_194_439_168;

    /// What this ID's timestamp block can be taken for.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{SnowflakeId, TimeReading};
    /// let id = |v: u64| SnowflakeId::try_from(v).unwrap();
    /// assert_eq!(id(20).time_reading(), TimeReading::Counter); // the first tweet, March 2006
    /// assert_eq!(id(4_194_439_168).time_reading(), TimeReading::Example);
    /// assert_eq!(id(1_804_242_886_974_412_801).time_reading(), TimeReading::Moment);
    /// ```
    pub const fn time_reading(self) -> TimeReading {
        match self.as_u64() {
            Self::WORKED_EXAMPLE => TimeReading::Example,
            _ if self.predates_snowflake() => TimeReading::Counter,
            _ => TimeReading::Moment,
        }
    }

    /// Discord's epoch, the first instant of 2015 in Unix ms. Discord IDs share this layout but
    /// count their time from here.
    pub const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

    /// The moment these bits name when read as a Discord ID: the same timestamp block, counted
    /// from [`Self::DISCORD_EPOCH_MS`] instead of Twitter's epoch. A reading aid; the page's
    /// own epoch never changes.
    ///
    /// ```
    /// use snowflake_composer::snowflake::SnowflakeId;
    /// // The example in Discord's API reference: 2016-04-30T11:18:25.796Z.
    /// let id = SnowflakeId::try_from(175_928_847_299_117_063u64).unwrap();
    /// assert_eq!(id.discord_timestamp_ms(), 1_462_015_105_796);
    /// ```
    pub const fn discord_timestamp_ms(self) -> u64 {
        Self::DISCORD_EPOCH_MS + self.block_value(BitBlock::Timestamp)
    }

    /// The Discord reading worth showing at `now_ms` (Unix ms from the device clock): the
    /// moment of [`Self::discord_timestamp_ms`], unless it is still to come, as it is for most
    /// recent Twitter IDs (their timestamp blocks are larger than Discord's have had time to be).
    ///
    /// ```
    /// use snowflake_composer::snowflake::SnowflakeId;
    /// let id = SnowflakeId::try_from(175_928_847_299_117_063u64).unwrap();
    /// assert_eq!(id.discord_reading(1.8e12), Some(1_462_015_105_796));
    /// assert_eq!(id.discord_reading(1.4e12), None);
    /// ```
    pub fn discord_reading(self, now_ms: f64) -> Option<u64> {
        // A counter's or the example's bits hold no time in any layout: their reading would
        // be Discord's epoch itself, or a few seconds after it.
        if self.time_reading() != TimeReading::Moment {
            return None;
        }
        Some(self.discord_timestamp_ms()).filter(|&ms| ms as f64 <= now_ms)
    }

    /// Whether this ID's time is later than `now_ms` (Unix ms from the device clock).
    pub fn is_after(self, now_ms: f64) -> bool {
        self.decompose().timestamp_ms() as f64 > now_ms
    }
}
