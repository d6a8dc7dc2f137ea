//! Numbers in text: digits grouped for reading, signed numbers, counts with their plural,
//! durations in units, all as a language writes them; and where the numbers sit in a
//! sentence, so the page can keep each one on one line.

use super::schema::Strings;
use super::slots::{Count, Plural};

/// Writes `value` in groups of three digits joined by `separator` (`4,194,439,168`).
pub fn group_digits(value: u64, separator: char) -> String {
    group_text(&value.to_string(), separator)
}

/// Decimal digits grouped in threes.
fn group_text(digits: &str, separator: char) -> String {
    let mut out = String::with_capacity(digits.len() * 4 / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(digit);
    }
    out
}

impl Strings {
    /// `value` with its digits grouped: `4,194,439,168`.
    pub fn group(&self, value: u64) -> String {
        group_digits(value, self.numbers.digit_separator)
    }

    /// A count past `u64`, grouped (a layout's IDs per second across its generators).
    pub fn group_wide(&self, value: u128) -> String {
        group_text(&value.to_string(), self.numbers.digit_separator)
    }

    /// A signed number, grouped: `-1,000`.
    pub fn group_signed(&self, value: i64) -> String {
        let grouped = self.group(value.unsigned_abs());
        if value < 0 {
            format!("-{grouped}")
        } else {
            grouped
        }
    }

    /// The wording for `count`: one or other.
    pub(super) fn plural(&self, plural: &Plural, count: usize) -> String {
        let template = if count == 1 { &plural.one } else { &plural.other };
        template.fill(Count { count: &self.group(count as u64) })
    }

    /// A signed span in units, largest first, zero units left out: `-2 d 3 h 5 ms`.
    pub fn duration(&self, ms: i64) -> String {
        let d = crate::snowflake::DurationParts::from_ms(ms);
        let (units, gap) = (&self.numbers.duration_units, self.numbers.unit_gap);
        let parts = [
            (d.days, units.days),
            (d.hours, units.hours),
            (d.minutes, units.minutes),
            (d.seconds, units.seconds),
            (d.millis, units.millis),
        ];
        let mut out = String::from(if d.negative { "-" } else { "" });
        for (value, unit) in parts {
            if value > 0 {
                if out.len() > 1 {
                    out.push(' ');
                }
                out.push_str(&format!("{}{gap}{unit}", self.group(value)));
            }
        }
        if parts.iter().all(|(value, _)| *value == 0) {
            out.push_str(&format!("0{gap}{}", units.millis));
        }
        out
    }
}

/// Splits text into runs, each marked `true` when it is a number: ASCII digits with the `,` or
/// `_` that group them, or a date in the forms the timestamp input reads (`2024-06-21`,
/// `2024-06-21T14:30Z`, `2010-11-04T01:42:54.657Z`), or the format `YYYY-MM-DD` a message
/// names. The page keeps each on one line.
///
/// ```
/// use snowflake_composer::strings::number_runs;
/// assert_eq!(
///     number_runs("from 1,288 to 2080-07-10T17:30:30.208Z."),
///     [(false, "from "), (true, "1,288"), (false, " to "), (true, "2080-07-10T17:30:30.208Z"), (false, ".")]
/// );
/// assert_eq!(number_runs("as YYYY-MM-DD, then"), [(false, "as "), (true, "YYYY-MM-DD"), (false, ", then")]);
/// ```
pub fn number_runs(text: &str) -> Vec<(bool, &str)> {
    let bytes = text.as_bytes();
    let mut runs = Vec::new();
    let (mut start, mut i) = (0, 0);
    while i < bytes.len() {
        // The date format a message spells out: a line may break after a hyphen, so it is kept whole.
        let format = bytes[i..].starts_with(DATE_FORMAT).then_some(i + DATE_FORMAT.len());
        if !bytes[i].is_ascii_digit() && format.is_none() {
            i += 1;
            continue;
        }
        let end = format.or_else(|| date_time_end(bytes, i)).unwrap_or_else(|| {
            let mut end = i + 1;
            while end < bytes.len()
                && (bytes[end].is_ascii_digit()
                    || (matches!(bytes[end], b',' | b'_') && bytes.get(end + 1).is_some_and(u8::is_ascii_digit)))
            {
                end += 1;
            }
            end
        });
        // Both ends sit on ASCII bytes, so both are char boundaries.
        if let (Some(before), Some(number)) = (text.get(start..i), text.get(i..end)) {
            if !before.is_empty() {
                runs.push((false, before));
            }
            runs.push((true, number));
        }
        start = end;
        i = end;
    }
    if let Some(rest) = text.get(start..).filter(|rest| !rest.is_empty()) {
        runs.push((false, rest));
    }
    runs
}

/// The date a date-time starts with, each letter a digit.
const DATE_FORMAT: &[u8] = b"YYYY-MM-DD";

/// The end of a date or date-time starting at `at`, if one does: `dddd-dd-dd`, then optionally
/// `T` or a space and `dd:dd`, `:dd`, `.` with 1–3 digits, and `Z` or `±dd:dd`/`±dddd`, the
/// forms the timestamp input reads.
fn date_time_end(bytes: &[u8], at: usize) -> Option<usize> {
    // Each step matches a shape where `0` is any digit, or leaves the position where it was.
    let shape = |pos: usize, shape: &[u8]| -> Option<usize> {
        let candidate = bytes.get(pos..pos + shape.len())?;
        let fits = candidate.iter().zip(shape).all(|(&b, &s)| if s == b'0' { b.is_ascii_digit() } else { b == s });
        fits.then_some(pos + shape.len())
    };
    let mut end = shape(at, b"0000-00-00")?;
    let time = [b"T00:00", b" 00:00"].iter().find_map(|form| shape(end, *form));
    let Some(after_time) = time else { return Some(end) };
    end = after_time;
    if let Some(seconds) = shape(end, b":00") {
        end = seconds;
        if let Some(point) = shape(end, b".0") {
            end = point;
            for _ in 0..2 {
                end = shape(end, b"0").unwrap_or(end);
            }
        }
    }
    let zone = [&b"Z"[..], b"+00:00", b"-00:00", b"+0000", b"-0000"].iter().find_map(|form| shape(end, form));
    Some(zone.unwrap_or(end))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn group_digits_in_threes() {
        assert_eq!(group_digits(0, ','), "0");
        assert_eq!(group_digits(999, ','), "999");
        assert_eq!(group_digits(4_194_439_168, ','), "4,194,439,168");
        assert_eq!(group_digits(u64::MAX, ','), "18,446,744,073,709,551,615");
    }

    #[test]
    fn number_runs_cover_the_text_and_find_every_number() {
        let text = "필요한 값: 0 ~ 9,223,372,036,854,775,807. found “1,,2”, 3_4 and 2010-11-04T01:42:54.657Zx";
        let runs = number_runs(text);
        assert_eq!(runs.iter().map(|(_, r)| *r).collect::<String>(), text);
        let numbers: Vec<&str> = runs.iter().filter(|(n, _)| *n).map(|(_, r)| *r).collect();
        assert_eq!(numbers, ["0", "9,223,372,036,854,775,807", "1", "2", "3_4", "2010-11-04T01:42:54.657Z"]);
        assert_eq!(number_runs(""), []);
        for date in [
            "2010-11-04",
            "2024-06-21T14:30Z",
            "2024-06-21 14:30",
            "2024-06-21T14:30:05.250+09:00",
            "2024-06-21T14:30-0500",
        ] {
            assert_eq!(number_runs(date), [(true, date)], "{date}");
        }
        assert_eq!(
            number_runs("2024-06-21T14:3"),
            [(true, "2024-06-21"), (false, "T"), (true, "14"), (false, ":"), (true, "3")]
        );
        assert_eq!(number_runs("1-2"), [(true, "1"), (false, "-"), (true, "2")]);
    }
}
