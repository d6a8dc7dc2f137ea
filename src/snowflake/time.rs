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
    let (date, time) = civil(signed(unix_ms));
    format!("{date}T{time}Z")
}

/// The wall time `offset_ms` from UTC at the instant `unix_ms`, `YYYY-MM-DD HH:MM:SS.mmm`, as
/// a zone that far east of UTC shows it (west: negative), before 1970 too: an instant near the
/// Unix epoch is still the evening before in New York.
///
/// ```
/// use snowflake_composer::snowflake::wall_time;
/// assert_eq!(wall_time(20, -5 * 3_600_000), "1969-12-31 19:00:00.020");
/// assert_eq!(wall_time(1_288_834_974_657, 9 * 3_600_000), "2010-11-04 10:42:54.657");
/// ```
pub fn wall_time(unix_ms: u64, offset_ms: i64) -> String {
    let (date, time) = civil(signed(unix_ms).saturating_add(offset_ms));
    format!("{date} {time}")
}

/// An instant as signed milliseconds: every instant a layout's time block names is at most
/// `LAST_INSTANT_MS`, far inside `i64`, so u64 arithmetic stays out of the division code.
fn signed(unix_ms: u64) -> i64 {
    i64::try_from(unix_ms).unwrap_or(i64::MAX)
}

/// The date and the time of day of `ms` after 1970-01-01T00:00 (negative: before), as ISO
/// writes them: a year after 9999 with a sign and six digits, one before 0 likewise.
fn civil(ms: i64) -> (String, String) {
    let (days, in_day) = (ms.div_euclid(DAY), ms.rem_euclid(DAY));
    let (year, month, day) = civil_from_days(days);
    let (h, m, s, milli) = (in_day / 3_600_000, in_day / 60_000 % 60, in_day / 1000 % 60, in_day % 1000);
    let year = match year {
        0..=9999 => format!("{year:04}"),
        _ if year < 0 => format!("-{:06}", -year),
        _ => format!("+{year:06}"),
    };
    (format!("{year}-{month:02}-{day:02}"), format!("{h:02}:{m:02}:{s:02}.{milli:03}"))
}

/// The proleptic Gregorian date of a day count since 1970-01-01, before it too (H. Hinnant's
/// algorithm).
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
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

    /// JavaScript's `new Date(ms).toISOString()` for the same instants, written out by hand.
    #[test]
    fn wall_times_before_the_unix_epoch_and_across_a_year() {
        assert_eq!(wall_time(0, -1), "1969-12-31 23:59:59.999");
        assert_eq!(wall_time(0, -14 * 3_600_000), "1969-12-31 10:00:00.000");
        assert_eq!(wall_time(0, -(719_528 * DAY)), "0000-01-01 00:00:00.000");
        assert_eq!(wall_time(0, -(719_529 * DAY)), "-000001-12-31 00:00:00.000");
        assert_eq!(wall_time(1_704_067_199_999, 1), "2024-01-01 00:00:00.000");
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
