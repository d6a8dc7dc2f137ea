//! Time as numbers: an instant in ISO 8601 UTC, and how to say "when" relative to now (each
//! language words it, `Strings::relative`; this only picks the unit and the rounded count).

/// The units of "how long ago".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeUnit {
    Second,
    Minute,
    Hour,
    Day,
    Month,
    Year,
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
    // A count rounded up to the next unit's size is one of that unit: "1 minute", not "60
    // seconds"; "1 year", not "12 months". (Days stop at 30: a month is 30.44 days.)
    let (count, name) = match (count, name) {
        (60, TimeUnit::Second) => (1, TimeUnit::Minute),
        (60, TimeUnit::Minute) => (1, TimeUnit::Hour),
        (24, TimeUnit::Hour) => (1, TimeUnit::Day),
        (12, TimeUnit::Month) => (1, TimeUnit::Year),
        other => other,
    };
    let count = i64::try_from(count).unwrap_or(i64::MAX);
    (if delta < 0 { -count } else { count }, name)
}

/// The instant `unix_ms` in ISO 8601 UTC with milliseconds, as JavaScript's `toISOString`
/// writes it: a year after 9999 (far in a wide time block) with a sign and six digits.
///
/// ```
/// use snowflake_composer::snowflake::{iso_utc, Layout};
/// let (epoch, last) = Layout::TWITTER.window();
/// assert_eq!(iso_utc(epoch), "2010-11-04T01:42:54.657Z");
/// assert_eq!(iso_utc(last), "2080-07-10T17:30:30.208Z");
/// // Mastodon's last instant, 2^48 − 1 ms after 1970: new Date(2 ** 48 - 1).toISOString().
/// assert_eq!(iso_utc(Layout::MASTODON.window().1), "+010889-08-02T05:31:50.655Z");
/// ```
pub fn iso_utc(unix_ms: u64) -> String {
    let days = unix_ms / DAY as u64;
    let in_day = unix_ms % DAY as u64;
    let (year, month, day) = civil_from_days(days);
    let (h, m, s, ms) = (in_day / 3_600_000, in_day / 60_000 % 60, in_day / 1000 % 60, in_day % 1000);
    let year = if year > 9999 { format!("+{year:06}") } else { format!("{year:04}") };
    format!("{year}-{month:02}-{day:02}T{h:02}:{m:02}:{s:02}.{ms:03}Z")
}

/// The proleptic Gregorian date of a day count since 1970-01-01 (H. Hinnant's algorithm,
/// for days on or after the Unix epoch).
fn civil_from_days(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z % 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iso_dates_across_leap_days_and_centuries() {
        assert_eq!(iso_utc(0), "1970-01-01T00:00:00.000Z");
        assert_eq!(iso_utc(951_782_400_000), "2000-02-29T00:00:00.000Z");
        assert_eq!(iso_utc(951_868_799_999), "2000-02-29T23:59:59.999Z");
        assert_eq!(iso_utc(4_107_542_400_000), "2100-03-01T00:00:00.000Z");
        assert_eq!(iso_utc(1_290_982_458_305), "2010-11-28T22:14:18.305Z");
    }

    #[test]
    fn picks_the_largest_unit_reached() {
        assert_eq!(relative_time(0, 0), (0, TimeUnit::Second));
        assert_eq!(relative_time(0, -59_499), (-59, TimeUnit::Second));
        assert_eq!(relative_time(0, 60_000), (1, TimeUnit::Minute));
        assert_eq!(relative_time(0, 36 * HOUR), (2, TimeUnit::Day));
        assert_eq!(relative_time(0, -45 * DAY), (-1, TimeUnit::Month));
        assert_eq!(relative_time(0, i64::MIN), (-292_277_025, TimeUnit::Year));
        assert_eq!(relative_time(i64::MIN, i64::MAX).1, TimeUnit::Year);
    }

    /// Just short of a unit, the count rounds up to that unit's size: it then says one of the
    /// larger unit, never "60 seconds", "60 minutes", "24 hours" or "12 months".
    #[test]
    fn a_count_rounded_up_to_the_next_unit_is_one_of_it() {
        assert_eq!(relative_time(0, -59_999), (-1, TimeUnit::Minute));
        assert_eq!(relative_time(0, 59 * MINUTE + 40_000), (1, TimeUnit::Hour));
        assert_eq!(relative_time(0, -(23 * HOUR + 40 * MINUTE)), (-1, TimeUnit::Day));
        assert_eq!(relative_time(0, -(YEAR - 5 * DAY)), (-1, TimeUnit::Year));
        assert_eq!(relative_time(0, 30 * DAY), (30, TimeUnit::Day));
    }
}
