//! What else a person needs to read an ID's time rightly: whether it is older than Snowflake
//! itself, whether it is later than now, and what the same bits mean as a Discord ID.

use super::{BitBlock, SnowflakeId};

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
        Some(self.discord_timestamp_ms()).filter(|&ms| ms as f64 <= now_ms)
    }

    /// Whether this ID's time is later than `now_ms` (Unix ms from the device clock).
    pub fn is_after(self, now_ms: f64) -> bool {
        self.decompose().timestamp_ms() as f64 > now_ms
    }
}
