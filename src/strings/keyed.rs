//! Words that come one per member of a set (a field, a block, a zone, a theme, a unit, a
//! column): each is a named member, read by the value it names, so no wording sits at a
//! position a reader has to count to, and a new variant does not compile until it has words.

use crate::address::{Theme, ZoneSetting};
use crate::snowflake::{BitBlock, Field, TimeUnit, TimeUnitGuess};
use std::ops::Index;

/// One `T` per input field, read with [`PerField::get`] or `words[field]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerField<T> {
    pub timestamp: T,
    pub datacenter: T,
    pub machine: T,
    pub sequence: T,
}

impl<T> PerField<T> {
    pub fn get(&self, field: Field) -> &T {
        match field {
            Field::Timestamp => &self.timestamp,
            Field::Datacenter => &self.datacenter,
            Field::Machine => &self.machine,
            Field::Sequence => &self.sequence,
        }
    }
}

impl<T> Index<Field> for PerField<T> {
    type Output = T;
    fn index(&self, field: Field) -> &T {
        self.get(field)
    }
}

/// One `T` per block of the 64 bits, read with [`PerBlock::get`] or `words[block]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerBlock<T> {
    pub sign: T,
    pub timestamp: T,
    pub datacenter: T,
    pub machine: T,
    pub sequence: T,
}

impl<T> PerBlock<T> {
    pub fn get(&self, block: BitBlock) -> &T {
        match block {
            BitBlock::Sign => &self.sign,
            BitBlock::Timestamp => &self.timestamp,
            BitBlock::Datacenter => &self.datacenter,
            BitBlock::Machine => &self.machine,
            BitBlock::Sequence => &self.sequence,
        }
    }
}

impl<T> Index<BitBlock> for PerBlock<T> {
    type Output = T;
    fn index(&self, block: BitBlock) -> &T {
        self.get(block)
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

/// The list tool's table columns.
pub struct BulkColumns {
    pub line: &'static str,
    pub id: &'static str,
    pub time: &'static str,
    pub datacenter: &'static str,
    pub machine: &'static str,
    pub sequence: &'static str,
}

impl BulkColumns {
    /// The headings as the table shows them, left to right.
    pub fn in_order(&self) -> [&'static str; 6] {
        [self.line, self.id, self.time, self.datacenter, self.machine, self.sequence]
    }
}
