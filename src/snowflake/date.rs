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
    let mut s = Scanner(text.as_bytes());
    let year = s.number(4)? as i32;
    s.byte(b'-')?;
    let month = s.number(2)?;
    s.byte(b'-')?;
    let day = s.number(2)?;
    if !(1..=12).contains(&month) || day == 0 || day > days_in_month(year, month) {
        return None;
    }
    let mut time = CivilTime { year, month, day, hour: 0, minute: 0, second: 0, millisecond: 0 };
    let mut offset_minutes = None;
    if !s.0.is_empty() {
        s.one_of(b"Tt ")?;
        time.hour = s.number(2)?;
        s.byte(b':')?;
        time.minute = s.number(2)?;
        if s.byte(b':').is_some() {
            time.second = s.number(2)?;
            if s.byte(b'.').is_some() {
                time.millisecond = s.fraction()?;
            }
        }
        if time.hour > 23 || time.minute > 59 || time.second > 59 {
            return None;
        }
        offset_minutes = s.offset()?;
    }
    s.0.is_empty().then_some(DateTimeText { time, offset_minutes })
}

struct Scanner<'a>(&'a [u8]);

impl Scanner<'_> {
    fn byte(&mut self, expected: u8) -> Option<()> {
        self.one_of(&[expected])
    }

    fn one_of(&mut self, allowed: &[u8]) -> Option<()> {
        let (&first, rest) = self.0.split_first()?;
        allowed.contains(&first).then(|| self.0 = rest)
    }

    /// Exactly `width` ASCII digits.
    fn number(&mut self, width: usize) -> Option<u32> {
        let (digits, rest) = (self.0.get(..width)?, self.0.get(width..)?);
        let mut value = 0;
        for &d in digits {
            value = value * 10 + u32::from(d).checked_sub(u32::from(b'0')).filter(|v| *v < 10)?;
        }
        self.0 = rest;
        Some(value)
    }

    /// 1–3 digits after the point, as milliseconds.
    fn fraction(&mut self) -> Option<u32> {
        let count = self.0.iter().take(4).take_while(|b| b.is_ascii_digit()).count();
        if !(1..=3).contains(&count) {
            return None;
        }
        let value = self.number(count)?;
        Some(value * 10u32.pow(3 - count as u32))
    }

    /// Nothing, `Z`/`z`, or `±HH:MM` / `±HHMM`: `Some(None)`, `Some(Some(0))`, `Some(Some(±m))`.
    fn offset(&mut self) -> Option<Option<i32>> {
        let Some(&first) = self.0.first() else { return Some(None) };
        if self.one_of(b"Zz").is_some() {
            return Some(Some(0));
        }
        let sign = match first {
            b'+' => 1,
            b'-' => -1,
            _ => return None,
        };
        self.0 = self.0.get(1..)?;
        let hours = self.number(2)?;
        let _ = self.byte(b':');
        let minutes = self.number(2)?;
        (hours <= 23 && minutes <= 59).then(|| Some(sign * (hours * 60 + minutes) as i32))
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
