//! Two IDs side by side in one layout: how far apart in time, which blocks differ, which bits
//! differ, which sorts first and whether one generator could have made both.

use super::block::Role;
use super::layout::Layout;
use super::SnowflakeId;
use std::cmp::Ordering;

/// What sets ID `b` apart from ID `a`, both read in one layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Comparison {
    pub layout: Layout,
    pub a: SnowflakeId,
    pub b: SnowflakeId,
    /// `b`'s time minus `a`'s, in milliseconds (negative when `b` is earlier).
    pub delta_ms: i64,
    /// The bits that differ: `a XOR b`.
    pub differing_bits: u64,
    /// How `a` sorts against `b` (numeric order, which is time order first where the layout
    /// sorts by time).
    pub order: Ordering,
}

impl Comparison {
    /// Compares `a` with `b` in `layout`.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{Comparison, Layout, SnowflakeId};
    /// let a = SnowflakeId::try_from(4_194_439_168u64).unwrap(); // 1,000 ms, dc 1, machine 1, seq 0
    /// let b = SnowflakeId::try_from(4_194_304_000u64 + 5).unwrap(); // 1,000 ms, dc 0, machine 0, seq 5
    /// let c = Comparison::new(&Layout::TWITTER, a, b);
    /// assert_eq!(c.delta_ms, 0);
    /// assert!(c.differs(2) && !c.differs(1)); // the datacenter, not the timestamp
    /// assert!(!c.same_generator());
    /// ```
    pub fn new(layout: &Layout, a: SnowflakeId, b: SnowflakeId) -> Comparison {
        let (ta, tb) = (layout.decompose(a).timestamp_ms(), layout.decompose(b).timestamp_ms());
        // Both are instants a browser holds (below 2^53), so the difference fits i64 exactly.
        let delta_ms = tb as i64 - ta as i64;
        Comparison { layout: *layout, a, b, delta_ms, differing_bits: a.as_u64() ^ b.as_u64(), order: a.cmp(&b) }
    }

    /// Whether block `index` holds different values in `a` and `b`.
    pub fn differs(&self, index: usize) -> bool {
        self.differing_bits & self.layout.mask(index) != 0
    }

    /// Whether one generator could have made both: every number block but the counter equal.
    pub fn same_generator(&self) -> bool {
        let counter = self.layout.counter_index();
        let blocks = self.layout.blocks().iter().enumerate();
        blocks.filter(|(i, b)| b.role() == Role::Number && Some(*i) != counter).all(|(i, _)| !self.differs(i))
    }

    /// Whether bit `index` (0 = most significant) differs.
    pub const fn bit_differs(&self, index: u32) -> bool {
        index < 64 && (self.differing_bits >> (63 - index)) & 1 == 1
    }
}

/// A span of milliseconds in human units: days, hours, minutes, seconds and milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DurationParts {
    pub negative: bool,
    pub days: u64,
    pub hours: u64,
    pub minutes: u64,
    pub seconds: u64,
    pub millis: u64,
}

impl DurationParts {
    /// Splits `ms` into units.
    ///
    /// ```
    /// use snowflake_composer::snowflake::DurationParts;
    /// let d = DurationParts::from_ms(-(2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_006));
    /// assert_eq!((d.negative, d.days, d.hours, d.minutes, d.seconds, d.millis), (true, 2, 3, 4, 5, 6));
    /// ```
    pub const fn from_ms(ms: i64) -> DurationParts {
        let abs = ms.unsigned_abs();
        DurationParts {
            negative: ms < 0,
            days: abs / 86_400_000,
            hours: abs / 3_600_000 % 24,
            minutes: abs / 60_000 % 60,
            seconds: abs / 1000 % 60,
            millis: abs % 1000,
        }
    }
}
