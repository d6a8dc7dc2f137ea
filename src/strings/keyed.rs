//! Words that come one per member of a set (a field, a block, a zone, a theme, a unit, a
//! column): each is a named member, read by the value it names, so no wording sits at a
//! position a reader has to count to, and a new variant does not compile until it has words.

use crate::address::{Theme, ZoneSetting};
use crate::snowflake::{Preset, TagStyle, TimeUnit, TimeUnitGuess};

/// One `T` per block key the page has words for, the presets' keys: read with
/// [`BlockWords::get`]. A key of a person's own layout has none, and is named by itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockWords<T> {
    pub sign: T,
    pub timestamp: T,
    pub datacenter: T,
    pub machine: T,
    pub sequence: T,
    pub worker: T,
    pub process: T,
    pub increment: T,
    pub shard: T,
}

/// The block keys the page has words for, in [`BlockWords`]' order.
pub const WORDED_KEYS: [&str; 9] =
    ["sign", "timestamp", "datacenter", "machine", "sequence", "worker", "process", "increment", "shard"];

impl<T> BlockWords<T> {
    pub fn get(&self, key: &str) -> Option<&T> {
        Some(match key {
            "sign" => &self.sign,
            "timestamp" => &self.timestamp,
            "datacenter" => &self.datacenter,
            "machine" => &self.machine,
            "sequence" => &self.sequence,
            "worker" => &self.worker,
            "process" => &self.process,
            "increment" => &self.increment,
            "shard" => &self.shard,
            _ => return None,
        })
    }
}

/// The layouts' names, and "your own".
pub struct LayoutNames {
    pub twitter: &'static str,
    pub discord: &'static str,
    pub instagram: &'static str,
    pub sonyflake: &'static str,
    pub mastodon: &'static str,
    pub custom: &'static str,
}

impl LayoutNames {
    /// A preset's name; `None` is a layout of one's own.
    pub fn get(&self, preset: Option<Preset>) -> &'static str {
        match preset {
            Some(Preset::Twitter) => self.twitter,
            Some(Preset::Discord) => self.discord,
            Some(Preset::Instagram) => self.instagram,
            Some(Preset::Sonyflake) => self.sonyflake,
            Some(Preset::Mastodon) => self.mastodon,
            None => self.custom,
        }
    }
}

/// Discord's timestamp tag styles (`<t:…:F>`), by their letter.
pub struct TagStyles {
    pub short_time: &'static str,
    pub long_time: &'static str,
    pub short_date: &'static str,
    pub long_date: &'static str,
    pub short_date_time: &'static str,
    pub long_date_time: &'static str,
    pub relative: &'static str,
}

impl TagStyles {
    /// A style's name.
    pub fn get(&self, style: TagStyle) -> &'static str {
        match style {
            TagStyle::ShortTime => self.short_time,
            TagStyle::LongTime => self.long_time,
            TagStyle::ShortDate => self.short_date,
            TagStyle::LongDate => self.long_date,
            TagStyle::ShortDateTime => self.short_date_time,
            TagStyle::LongDateTime => self.long_date_time,
            TagStyle::Relative => self.relative,
        }
    }
}

/// The zones a date without an offset can be read in.
pub struct ZoneNames {
    /// The browser's zone.
    pub local: &'static str,
    pub utc: &'static str,
}

impl ZoneNames {
    pub fn get(&self, setting: ZoneSetting) -> &'static str {
        match setting {
            ZoneSetting::Local => self.local,
            ZoneSetting::Utc => self.utc,
        }
    }
}

/// The themes an embed can be given.
pub struct ThemeNames {
    pub light: &'static str,
    pub dark: &'static str,
}

impl ThemeNames {
    pub fn get(&self, theme: Theme) -> &'static str {
        match theme {
            Theme::Light => self.light,
            Theme::Dark => self.dark,
        }
    }
}

/// The units a timestamp out of range may have been written in.
pub struct TimeUnitNames {
    pub seconds: &'static str,
    pub microseconds: &'static str,
    pub nanoseconds: &'static str,
}

impl TimeUnitNames {
    pub fn get(&self, unit: TimeUnitGuess) -> &'static str {
        match unit {
            TimeUnitGuess::Seconds => self.seconds,
            TimeUnitGuess::Microseconds => self.microseconds,
            TimeUnitGuess::Nanoseconds => self.nanoseconds,
        }
    }
}

/// Each unit of "how long ago" as it follows its count, for a count of one and for any other:
/// `[" year", " years"]`, `["년", "년"]`.
pub struct RelativeUnits {
    pub years: [&'static str; 2],
    pub months: [&'static str; 2],
    pub days: [&'static str; 2],
    pub hours: [&'static str; 2],
    pub minutes: [&'static str; 2],
    pub seconds: [&'static str; 2],
}

impl RelativeUnits {
    pub fn get(&self, unit: TimeUnit) -> [&'static str; 2] {
        match unit {
            TimeUnit::Year => self.years,
            TimeUnit::Month => self.months,
            TimeUnit::Day => self.days,
            TimeUnit::Hour => self.hours,
            TimeUnit::Minute => self.minutes,
            TimeUnit::Second => self.seconds,
        }
    }
}

/// A duration's units, largest first.
pub struct DurationUnits {
    pub days: &'static str,
    pub hours: &'static str,
    pub minutes: &'static str,
    pub seconds: &'static str,
    pub millis: &'static str,
}

/// The list tool's table columns before the blocks', which the blocks' names head.
pub struct BulkColumns {
    pub line: &'static str,
    pub id: &'static str,
    pub time: &'static str,
}
