//! The field parser: the input rules for the four fields, applied all at once.

use super::*;

/// The raw text of the four inputs, exactly as typed.
#[derive(Clone, Copy, Debug)]
pub struct RawFields<'a> {
    pub timestamp: &'a str,
    pub datacenter: &'a str,
    pub machine: &'a str,
    pub sequence: &'a str,
}

/// A composed ID and whether its timestamp came from the clock (empty timestamp field).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Composition {
    pub id: SnowflakeId,
    pub timestamp_from_clock: bool,
}

/// The result for the whole form: the ID, or one error per invalid field (field order).
pub type FormResult = Result<Composition, Vec<FieldError>>;

/// Validates all four fields at once and composes the ID if every one is valid.
///
/// An empty timestamp means "now": `now_ms` (Unix milliseconds from the device clock, as the
/// browser's `Date.now()` gives it) is used in its place.
///
/// ```
/// use snowflake_composer::snowflake::{compose_fields, Field, RawFields};
/// let raw = RawFields { timestamp: "1,288,834,975,657", datacenter: "1", machine: "1", sequence: "0" };
/// assert_eq!(compose_fields(&raw, 0.0).unwrap().id.as_u64(), 4_194_439_168);
///
/// let raw = RawFields { timestamp: "", datacenter: "32", machine: "x", sequence: "0" };
/// let errors = compose_fields(&raw, 1.7e12).unwrap_err();
/// assert_eq!(errors.iter().map(|e| e.field).collect::<Vec<_>>(), [Field::Datacenter, Field::Machine]);
/// ```
pub fn compose_fields(raw: &RawFields<'_>, now_ms: f64) -> FormResult {
    let timestamp_from_clock = raw.timestamp.trim().is_empty();
    let timestamp =
        if timestamp_from_clock { clock_timestamp(now_ms) } else { parse_field(Field::Timestamp, raw.timestamp) };
    let results = [
        timestamp,
        parse_field(Field::Datacenter, raw.datacenter),
        parse_field(Field::Machine, raw.machine),
        parse_field(Field::Sequence, raw.sequence),
    ];
    let errors: Vec<FieldError> = results.iter().filter_map(|r| r.as_ref().err().cloned()).collect();
    match results {
        [Ok(t), Ok(d), Ok(m), Ok(s)] => Parts::new(t, d, m, s)
            .map(|parts| Composition { id: SnowflakeId::compose(parts), timestamp_from_clock })
            .map_err(|e| vec![e]),
        _ => Err(errors),
    }
}

/// Turns a device clock reading into a timestamp, refusing clocks outside the 41-bit window.
pub fn clock_timestamp(now_ms: f64) -> Result<u64, FieldError> {
    let floored = now_ms.floor();
    // `as` saturates and maps NaN to 0, so any reading, however broken, gives a defined value.
    let reading = floored as i64;
    let error = |kind| FieldError { field: Field::Timestamp, kind, found: Found::Clock(reading) };
    if !(floored >= EPOCH_MS as f64) {
        Err(error(ErrorKind::BeforeEpoch))
    } else if floored > MAX_TIMESTAMP_MS as f64 {
        Err(error(ErrorKind::AfterLimit))
    } else {
        Ok(floored as u64)
    }
}

/// Parses one field's text under the input rules and checks it against the field's range.
///
/// ```
/// use snowflake_composer::snowflake::{parse_field, ErrorKind, Field};
/// assert_eq!(parse_field(Field::Sequence, " 4_095 "), Ok(4095));
/// assert_eq!(parse_field(Field::Machine, "-0"), Ok(0));
/// assert_eq!(parse_field(Field::Machine, "1.5").unwrap_err().kind, ErrorKind::NotANumber);
/// assert_eq!(parse_field(Field::Timestamp, "1").unwrap_err().kind, ErrorKind::BeforeEpoch);
/// ```
pub fn parse_field(field: Field, raw: &str) -> Result<u64, FieldError> {
    let text = raw.trim();
    if text.is_empty() {
        return Err(FieldError { field, kind: ErrorKind::Missing, found: Found::Nothing });
    }
    let found = || Found::Text(describe_text(text));
    let (negative, magnitude) =
        parse_integer(text).ok_or_else(|| FieldError { field, kind: ErrorKind::NotANumber, found: found() })?;
    check_range(field, negative && magnitude != 0, magnitude, found)?;
    // check_range accepted it, so it is at most field.max(), which fits u64.
    Ok(magnitude as u64)
}

/// Above every field's maximum; magnitudes are clamped here so no digit string can overflow.
pub(super) const MAGNITUDE_CAP: u128 = u64::MAX as u128 + 1;

/// Reads `-?digit(sep? digit)*` in base 10 where `sep` is `,`, `_` or a space. Returns the sign
/// and the magnitude (clamped to [`MAGNITUDE_CAP`]), or `None` when the text breaks the grammar.
fn parse_integer(text: &str) -> Option<(bool, u128)> {
    let (negative, digits) = match text.as_bytes().split_first() {
        Some((b'-', rest)) => (true, rest),
        _ => (false, text.as_bytes()),
    };
    Some((negative, parse_digits(digits, 10)?))
}

/// Reads `digit(sep? digit)*` in `radix` (2, 10 or 16), clamping at [`MAGNITUDE_CAP`] so that
/// no length of input can overflow. `None` for an empty run, a stray byte or a misplaced
/// separator (separators sit between two digits only).
pub(super) fn parse_digits(digits: &[u8], radix: u32) -> Option<u128> {
    let is_digit = |byte: u8| char::from(byte).is_digit(radix);
    if !is_digit(*digits.first()?) || !is_digit(*digits.last()?) {
        return None;
    }
    let mut magnitude: u128 = 0;
    let mut previous_was_digit = false;
    for &byte in digits {
        if let Some(digit) = char::from(byte).to_digit(radix) {
            magnitude = (magnitude * u128::from(radix) + u128::from(digit)).min(MAGNITUDE_CAP);
            previous_was_digit = true;
        } else if matches!(byte, b',' | b'_' | b' ') && previous_was_digit {
            // The last byte is a digit, so a digit also follows this separator.
            previous_was_digit = false;
        } else {
            return None;
        }
    }
    Some(magnitude)
}

pub(super) fn check_range(
    field: Field,
    negative: bool,
    magnitude: u128,
    found: impl Fn() -> Found,
) -> Result<(), FieldError> {
    let too_low = negative || magnitude < u128::from(field.min());
    let too_high = !negative && magnitude > u128::from(field.max());
    let kind = match (field, too_low, too_high) {
        (_, false, false) => return Ok(()),
        (Field::Timestamp, true, _) => ErrorKind::BeforeEpoch,
        (Field::Timestamp, _, true) => ErrorKind::AfterLimit,
        _ => ErrorKind::OutOfRange,
    };
    Err(FieldError { field, kind, found: found() })
}

/// How many characters of a bad input an error message repeats.
pub const FOUND_MAX_CHARS: usize = 24;

/// Prepares user text for "found …": keeps at most [`FOUND_MAX_CHARS`] characters (then `…`),
/// and spells out control, zero-width and direction-changing characters as `U+XXXX`, so that
/// the message shows what was typed instead of being reordered or hidden by it.
///
/// ```
/// use snowflake_composer::snowflake::describe_text;
/// assert_eq!(describe_text("1\u{202E}2"), "1<U+202E>2");
/// assert_eq!(describe_text(&"9".repeat(30)), format!("{}…", "9".repeat(24)));
/// ```
pub fn describe_text(text: &str) -> String {
    let mut out = String::new();
    for (index, c) in text.chars().enumerate() {
        if index == FOUND_MAX_CHARS {
            out.push('…');
            break;
        }
        if is_invisible(c) {
            out.push_str(&format!("<U+{:04X}>", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    out
}

fn is_invisible(c: char) -> bool {
    c.is_control()
        || matches!(u32::from(c),
            0x00AD | 0x034F | 0x061C | 0x115F | 0x1160 | 0x180E | 0x200B..=0x200F | 0x2028..=0x202E
            | 0x2060..=0x206F | 0x3164 | 0xFE00..=0xFE0F | 0xFEFF | 0xFFF9..=0xFFFB | 0xE0000..=0xE0FFF)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_grammar() {
        assert_eq!(parse_integer("1,288,834,975,657"), Some((false, 1_288_834_975_657)));
        assert_eq!(parse_integer("1_600 000,000"), Some((false, 1_600_000_000)));
        assert_eq!(parse_integer("-0"), Some((true, 0)));
        for bad in [",12", "12,", "1,,2", "-", "--1", "+1", "1.5", "1e3", "0x12", "１", "−1", "- 1", "1__2"] {
            assert_eq!(parse_integer(bad), None, "{bad:?}");
        }
        assert_eq!(parse_integer(&"9".repeat(10_000)), Some((false, MAGNITUDE_CAP)));
    }

    #[test]
    fn every_field_error_is_reported_at_once() {
        let raw = RawFields { timestamp: "abc", datacenter: "", machine: "32", sequence: "-1" };
        let kinds: Vec<_> = compose_fields(&raw, 0.0).unwrap_err().into_iter().map(|e| (e.field, e.kind)).collect();
        assert_eq!(
            kinds,
            [
                (Field::Timestamp, ErrorKind::NotANumber),
                (Field::Datacenter, ErrorKind::Missing),
                (Field::Machine, ErrorKind::OutOfRange),
                (Field::Sequence, ErrorKind::OutOfRange),
            ]
        );
    }

    #[test]
    fn empty_timestamp_uses_the_clock() {
        let raw = RawFields { timestamp: "  ", datacenter: "0", machine: "0", sequence: "0" };
        let composed = compose_fields(&raw, 1_288_834_975_657.9).unwrap();
        assert!(composed.timestamp_from_clock);
        assert_eq!(composed.id.as_u64(), 1000 << 22);
    }

    #[test]
    fn a_clock_before_the_epoch_or_broken_is_an_error_not_a_negative_delta() {
        for reading in [0.0, -5.0, 1_288_834_974_656.5, f64::NAN, f64::NEG_INFINITY] {
            let error = clock_timestamp(reading).unwrap_err();
            assert_eq!(error.kind, ErrorKind::BeforeEpoch, "{reading}");
            assert!(matches!(error.found, Found::Clock(_)));
        }
        assert_eq!(clock_timestamp(f64::INFINITY).unwrap_err().kind, ErrorKind::AfterLimit);
    }

    #[test]
    fn found_text_is_short_and_visible() {
        assert_eq!(describe_text("a\u{0}b"), "a<U+0000>b");
        assert_eq!(describe_text("\u{200D}"), "<U+200D>");
        assert_eq!(describe_text("٣"), "٣");
    }
}
