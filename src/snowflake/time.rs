//! Choosing how to say "when" relative to now. The browser's `Intl.RelativeTimeFormat` words
//! it in the visitor's language; this only picks the unit and the rounded count.

/// Units from `Intl.RelativeTimeFormat`, by their names there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeUnit {
    Second,
    Minute,
    Hour,
    Day,
    Month,
    Year,
}

impl TimeUnit {
    pub const fn name(self) -> &'static str {
        match self {
            TimeUnit::Second => "second",
            TimeUnit::Minute => "minute",
            TimeUnit::Hour => "hour",
            TimeUnit::Day => "day",
            TimeUnit::Month => "month",
            TimeUnit::Year => "year",
        }
    }
}

const SECOND: i64 = 1000;
const MINUTE: i64 = 60 * SECOND;
const HOUR: i64 = 60 * MINUTE;
const DAY: i64 = 24 * HOUR;
/// Gregorian averages, so that "in 54 years" lands on the right year over decades.
const YEAR: i64 = 31_556_952_000;
const MONTH: i64 = YEAR / 12;

/// The count and unit for `then_ms` seen from `now_ms`: negative counts are in the past.
/// Picks the largest unit that the distance reaches, rounded to the nearest whole unit.
///
/// ```
/// use snowflake_composer::snowflake::{relative_time, TimeUnit};
/// let now = 1_764_000_000_000;
/// assert_eq!(relative_time(now, now - 3 * 31_556_952_000), (-3, TimeUnit::Year));
/// assert_eq!(relative_time(now, now + 90_000), (2, TimeUnit::Minute));
/// ```
pub fn relative_time(now_ms: i64, then_ms: i64) -> (i64, TimeUnit) {
    let delta = then_ms.saturating_sub(now_ms);
    let distance = delta.unsigned_abs();
    let unit = [
        (YEAR, TimeUnit::Year),
        (MONTH, TimeUnit::Month),
        (DAY, TimeUnit::Day),
        (HOUR, TimeUnit::Hour),
        (MINUTE, TimeUnit::Minute),
    ]
    .into_iter()
    .find(|&(size, _)| distance >= size.unsigned_abs())
    .unwrap_or((SECOND, TimeUnit::Second));
    let (size, name) = unit;
    // Round half away from zero without overflow: |delta| < 2^63 and size > 1.
    let count = (distance + size.unsigned_abs() / 2) / size.unsigned_abs();
    let count = i64::try_from(count).unwrap_or(i64::MAX);
    (if delta < 0 { -count } else { count }, name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picks_the_largest_unit_reached() {
        assert_eq!(relative_time(0, 0), (0, TimeUnit::Second));
        assert_eq!(relative_time(0, -59_999), (-60, TimeUnit::Second));
        assert_eq!(relative_time(0, 60_000), (1, TimeUnit::Minute));
        assert_eq!(relative_time(0, 36 * HOUR), (2, TimeUnit::Day));
        assert_eq!(relative_time(0, -45 * DAY), (-1, TimeUnit::Month));
        assert_eq!(relative_time(0, i64::MIN), (-292_277_025, TimeUnit::Year));
        assert_eq!(relative_time(i64::MIN, i64::MAX).1, TimeUnit::Year);
    }
}
