//! Calendar date-times typed into a timestamp input: the grammar, the calendar, and how a
//! date-time without an offset is read in the page's time zone.
//!
//! The accepted forms, after trimming: `YYYY-MM-DD`, optionally followed by `T`, `t` or one
//! space and `HH:MM`, optionally `:SS`, optionally `.` and 1–3 fraction digits; then
//! optionally `Z`, `z`, `±HH:MM` or `±HHMM` (an offset needs a time).

/// A wall-clock date and time, as typed (every field already checked to exist).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CivilTime {
    pub year: i32,
    /// 1–12.
    pub month: u32,
    /// 1 to the month's length.
    pub day: u32,
    pub hour: u32,
    pub minute: u32,
    pub second: u32,
    pub millisecond: u32,
}

impl CivilTime {
    /// Milliseconds since 1970-01-01T00:00:00Z, reading this wall time as UTC.
    pub fn utc_ms(&self) -> i64 {
        let days = days_from_civil(self.year, self.month, self.day);
        let seconds = i64::from(self.hour * 3600 + self.minute * 60 + self.second);
        (days * 86_400 + seconds) * 1000 + i64::from(self.millisecond)
    }
}

/// How a date-time without an offset is read. The browser's own zone is the web layer's
/// (it asks JavaScript's `Date`, which settles DST gaps and overlaps); UTC is built in.
pub trait Zone {
    /// Unix milliseconds of `time` read in this zone (NaN if the zone cannot say).
    fn unix_ms(&self, time: &CivilTime) -> f64;
}

/// Coordinated Universal Time.
#[derive(Clone, Copy, Debug, Default)]
pub struct Utc;

impl Zone for Utc {
    fn unix_ms(&self, time: &CivilTime) -> f64 {
        time.utc_ms() as f64
    }
}

/// A fixed offset east of UTC, in minutes (for tests, and any zone without DST).
#[derive(Clone, Copy, Debug)]
pub struct FixedOffset(pub i32);

impl Zone for FixedOffset {
    fn unix_ms(&self, time: &CivilTime) -> f64 {
        (time.utc_ms() - i64::from(self.0) * 60_000) as f64
    }
}

/// A parsed date-time: the wall time and, if one was typed, its offset east of UTC in minutes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DateTimeText {
    pub time: CivilTime,
    pub offset_minutes: Option<i32>,
}

impl DateTimeText {
    /// The instant in Unix milliseconds: exact with an offset, else read in `zone`.
    /// `None` only if the zone cannot place it.
    pub fn unix_ms(&self, zone: &dyn Zone) -> Option<i64> {
        match self.offset_minutes {
            Some(offset) => Some(self.time.utc_ms() - i64::from(offset) * 60_000),
            None => {
                let ms = zone.unix_ms(&self.time);
                // Finite and within ±2^53, so the conversion is exact.
                (ms.is_finite() && ms.abs() <= 9_007_199_254_740_992.0).then_some(ms as i64)
            }
        }
    }
}

/// Whether `text` starts like a date (`YYYY-`): such text is judged by the date grammar, so
/// a mistyped date is told it is not a date rather than not a number.
pub fn looks_like_date(text: &str) -> bool {
    matches!(text.as_bytes(), [a, b, c, d, b'-', ..] if [a, b, c, d].iter().all(|x| x.is_ascii_digit()))
}

/// Reads a calendar date-time (the module's grammar). `None` if the text breaks the grammar
/// or names a date or time that does not exist.
///
/// ```
/// use snowflake_composer::snowflake::parse_date_time;
/// let leap = parse_date_time("2024-02-29T23:59:59.5+09:00").unwrap();
/// assert_eq!((leap.time.day, leap.time.millisecond, leap.offset_minutes), (29, 500, Some(540)));
/// assert!(parse_date_time("2023-02-29").is_none());
/// assert!(parse_date_time("2024-01-01Z").is_none()); // an offset needs a time
/// ```
pub fn parse_date_time(text: &str) -> Option<DateTimeText> {
    scan_date(text)?.whole
}

/// A date-time's text read as far as it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct DateScan {
    /// The date-time, when the text is a whole one that exists.
    pub whole: Option<DateTimeText>,
    /// The earliest and the latest instant, in Unix ms, that the text or a continuation of it
    /// can name, any offset from −23:59 to +23:59 included.
    pub reach: (i64, i64),
}

/// Reads the module's grammar as far as the text goes. `None` once the text breaks it or
/// fixes a part that cannot exist (month 13, February 30th, hour 24), whatever may follow.
///
/// Each part the text has fixed is one value; a part begun is the range its typed digits
/// allow; a part not reached yet, its whole range. The earliest and latest instants follow,
/// and both are reachable. Between them the reachable instants are every millisecond while
/// the year or the day is still open; once the text fixes a day, they may have gaps (offsets
/// move in whole minutes), but then `reach` spans under three days. Either way a window of
/// seventy years is met exactly when `reach` overlaps it: with gaps, an overlap puts one end
/// inside the window.
pub(super) fn scan_date(text: &str) -> Option<DateScan> {
    let mut parts = Parts::WIDE;
    let offset = match walk(&mut Scanner(text.as_bytes()), &mut parts) {
        Ok(offset) => Some(offset),
        Err(Stop::Ended) => None,
        Err(Stop::Broken) => return None,
    };
    // A day not reached yet goes up to the last day of the latest month.
    parts.day.1 = parts.day.1.min(days_in_month(parts.year.1 as i32, parts.month.1));
    let at = |end: fn((u32, u32)) -> u32| CivilTime {
        year: end(parts.year) as i32,
        month: end(parts.month),
        day: end(parts.day),
        hour: end(parts.hour),
        minute: end(parts.minute),
        second: end(parts.second),
        millisecond: end(parts.milli),
    };
    let (earliest, latest) = (at(|range| range.0), at(|range| range.1));
    let reach =
        (earliest.utc_ms() - i64::from(parts.offset.1) * 60_000, latest.utc_ms() - i64::from(parts.offset.0) * 60_000);
    Some(DateScan { whole: offset.map(|offset_minutes| DateTimeText { time: earliest, offset_minutes }), reach })
}

/// Why a scan stopped before the grammar's end: the text ended, or a byte broke it.
enum Stop {
    Ended,
    Broken,
}

/// The range of each part, lowest and highest; the offset in minutes east of UTC.
struct Parts {
    year: (u32, u32),
    month: (u32, u32),
    day: (u32, u32),
    hour: (u32, u32),
    minute: (u32, u32),
    second: (u32, u32),
    milli: (u32, u32),
    offset: (i32, i32),
}

impl Parts {
    const WIDE: Parts = Parts {
        year: (0, 9999),
        month: (1, 12),
        day: (1, 31),
        hour: (0, 23),
        minute: (0, 59),
        second: (0, 59),
        milli: (0, 999),
        offset: (-MAX_OFFSET, MAX_OFFSET),
    };
}

/// The largest offset the grammar takes, ±23:59, in minutes.
const MAX_OFFSET: i32 = 23 * 60 + 59;

/// The grammar, part by part. `Ok` where the text may end: its offset, if it has one.
fn walk(s: &mut Scanner, parts: &mut Parts) -> Result<Option<i32>, Stop> {
    s.part(&mut parts.year, 4, 0, 9999)?;
    s.one_of(b"-")?;
    s.part(&mut parts.month, 2, 1, 12)?;
    s.one_of(b"-")?;
    s.part(&mut parts.day, 2, 1, days_in_month(parts.year.0 as i32, parts.month.0))?;
    if s.0.is_empty() {
        return Ok(None);
    }
    s.one_of(b"Tt ")?;
    s.part(&mut parts.hour, 2, 0, 23)?;
    s.one_of(b":")?;
    s.part(&mut parts.minute, 2, 0, 59)?;
    if s.0.is_empty() {
        return Ok(None);
    }
    if s.skip(b':') {
        s.part(&mut parts.second, 2, 0, 59)?;
        if s.0.is_empty() {
            return Ok(None);
        }
        if s.skip(b'.') {
            s.fraction(&mut parts.milli)?;
            if s.0.is_empty() {
                return Ok(None);
            }
        }
    }
    // Once an offset begins, what was not typed of the time is zero and stays so.
    parts.second.1 = parts.second.0;
    parts.milli.1 = parts.milli.0;
    if s.skip(b'Z') || s.skip(b'z') {
        parts.offset = (0, 0);
        return if s.0.is_empty() { Ok(Some(0)) } else { Err(Stop::Broken) };
    }
    let sign = if s.skip(b'+') {
        1
    } else if s.skip(b'-') {
        -1
    } else {
        return Err(Stop::Broken);
    };
    let (mut hours, mut minutes) = ((0, 23), (0, 59));
    let read = (|| {
        s.part(&mut hours, 2, 0, 23)?;
        s.skip(b':');
        s.part(&mut minutes, 2, 0, 59)?;
        if s.0.is_empty() {
            Ok(())
        } else {
            Err(Stop::Broken)
        }
    })();
    let (low, high) = ((hours.0 * 60 + minutes.0) as i32, (hours.1 * 60 + minutes.1) as i32);
    parts.offset = if sign > 0 { (low, high) } else { (-high, -low) };
    read.map(|()| Some(sign * low))
}

struct Scanner<'a>(&'a [u8]);

impl Scanner<'_> {
    /// One of `allowed` next.
    fn one_of(&mut self, allowed: &[u8]) -> Result<(), Stop> {
        match self.0.split_first() {
            None => Err(Stop::Ended),
            Some((first, rest)) if allowed.contains(first) => {
                self.0 = rest;
                Ok(())
            }
            Some(_) => Err(Stop::Broken),
        }
    }

    /// Takes `byte` if it comes next.
    fn skip(&mut self, byte: u8) -> bool {
        match self.0.split_first() {
            Some((&first, rest)) if first == byte => {
                self.0 = rest;
                true
            }
            _ => false,
        }
    }

    /// A part of exactly `width` digits in `min..=max`, narrowed to what its typed digits
    /// allow even when the text ends inside it.
    fn part(&mut self, range: &mut (u32, u32), width: usize, min: u32, max: u32) -> Result<(), Stop> {
        let typed = self.0.iter().take(width).take_while(|b| b.is_ascii_digit()).count();
        if typed < width && typed < self.0.len() {
            return Err(Stop::Broken);
        }
        let value = self.digits(typed);
        let scale = 10u32.pow((width - typed) as u32);
        *range = (min.max(value * scale), max.min(value * scale + scale - 1));
        if range.0 > range.1 {
            Err(Stop::Broken)
        } else if typed < width {
            Err(Stop::Ended)
        } else {
            Ok(())
        }
    }

    /// Takes the next `count` bytes, known to be ASCII digits, as a number.
    fn digits(&mut self, count: usize) -> u32 {
        // `split_at_checked`, not indexing: no slicing that could panic, so no panic-message
        // code ships.
        let (digits, rest) = self.0.split_at_checked(count).unwrap_or((self.0, &[]));
        self.0 = rest;
        digits.iter().fold(0, |value, digit| value * 10 + u32::from(digit.wrapping_sub(b'0')))
    }

    /// 1–3 digits after the point, as milliseconds: `.5` is 500, and may become 500–599.
    fn fraction(&mut self, range: &mut (u32, u32)) -> Result<(), Stop> {
        let typed = self.0.iter().take(4).take_while(|b| b.is_ascii_digit()).count();
        if typed == 4 || (typed == 0 && !self.0.is_empty()) {
            return Err(Stop::Broken);
        }
        let value = self.digits(typed);
        let scale = 10u32.pow(3 - typed as u32);
        *range = (value * scale, value * scale + scale - 1);
        if typed == 0 {
            Err(Stop::Ended)
        } else {
            Ok(())
        }
    }
}

fn is_leap(year: i32) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

/// The number of days in `month` (1–12) of `year`.
pub fn days_in_month(year: i32, month: u32) -> u32 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days from 1970-01-01 to the given proleptic Gregorian date (Howard Hinnant's algorithm).
pub fn days_from_civil(year: i32, month: u32, day: u32) -> i64 {
    let y = i64::from(year) - i64::from(month <= 2);
    let era = y.div_euclid(400);
    let year_of_era = y - era * 400;
    let m = i64::from(month);
    let day_of_year = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    fn instant(text: &str) -> Option<i64> {
        parse_date_time(text)?.unix_ms(&Utc)
    }

    #[test]
    fn the_epoch_and_the_last_instant_in_every_offset_form() {
        assert_eq!(instant("2010-11-04T01:42:54.657Z"), Some(1_288_834_974_657));
        assert_eq!(instant("2010-11-04 10:42:54.657+09:00"), Some(1_288_834_974_657));
        assert_eq!(instant("2010-11-03t21:42:54.657-0400"), Some(1_288_834_974_657));
        assert_eq!(instant("2080-07-10T17:30:30.208z"), Some(3_487_858_230_208));
    }

    #[test]
    fn fractions_of_one_to_three_digits_are_milliseconds() {
        assert_eq!(instant("1970-01-01T00:00:00.5Z"), Some(500));
        assert_eq!(instant("1970-01-01T00:00:00.05Z"), Some(50));
        assert_eq!(instant("1970-01-01T00:00:00.005Z"), Some(5));
        assert_eq!(instant("1970-01-01T00:00:00.0005Z"), None);
        assert_eq!(instant("1970-01-01T00:00:00.Z"), None);
    }

    #[test]
    fn leap_days_exist_only_in_leap_years() {
        assert!(parse_date_time("2024-02-29").is_some());
        assert!(parse_date_time("2000-02-29").is_some());
        assert!(parse_date_time("2100-02-29").is_none());
        assert!(parse_date_time("2023-02-29").is_none());
        assert!(parse_date_time("2023-04-31").is_none());
    }

    #[test]
    fn offsets_of_fourteen_hours_either_way_are_exact() {
        assert_eq!(instant("2024-01-01T14:00+14:00"), Some(1_704_067_200_000));
        assert_eq!(instant("2023-12-31T10:00-14:00"), Some(1_704_067_200_000));
        assert_eq!(instant("2024-01-01T00:00+2400"), None);
        assert_eq!(instant("2024-01-01T00:00+09:60"), None);
    }

    #[test]
    fn a_date_alone_is_midnight_in_the_zone() {
        let date = parse_date_time("2024-06-21").unwrap();
        assert_eq!(date.unix_ms(&Utc), Some(1_718_928_000_000));
        assert_eq!(date.unix_ms(&FixedOffset(9 * 60)), Some(1_718_928_000_000 - 9 * 3_600_000));
    }

    #[test]
    fn malformed_dates_are_refused() {
        for text in [
            "24-01-01",
            "2024-1-01",
            "2024-01-1",
            "2024/01/01",
            "2024-01-01T",
            "2024-01-01T1:00",
            "2024-01-01T01",
            "2024-01-01T24:00",
            "2024-01-01T23:60",
            "2024-01-01T23:59:60",
            "2024-01-01  01:00",
            "2024-01-01Z",
            "2024-01-01T01:00+9",
            "2024-01-01T01:00 Z",
            "2024-00-10",
            "2024-13-10",
            "2024-01-00",
            "２０２４-01-01",
            "2024-01-01T01:00:00.1234",
            "+2024-01-01",
            "20240-01-01",
            "2024-01-01T01:00Zx",
        ] {
            assert_eq!(parse_date_time(text), None, "{text:?}");
        }
    }

    #[test]
    fn days_from_civil_counts_from_1970() {
        assert_eq!(days_from_civil(1970, 1, 1), 0);
        assert_eq!(days_from_civil(1969, 12, 31), -1);
        assert_eq!(days_from_civil(2000, 3, 1), 11_017);
    }
}
