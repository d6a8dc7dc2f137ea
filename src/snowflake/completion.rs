//! Whether text that is not valid yet can still become valid by typing more. While a person
//! types such text key by key it is left unjudged; text that no typing can make valid (`abc`,
//! `32` for a 5-bit field, `1000` as a timestamp) is wrong however it goes on, and is judged at
//! once.

use super::date::{looks_like_date, Zone};
use super::{parse_instant, Bounds, Field};

/// Whether more typed characters can turn `text` into a valid value of `field`: a prefix of a
/// number in the field's range, or, for the timestamp, also of a date-time in its window.
///
/// ```
/// use snowflake_composer::snowflake::{can_complete, Field, Utc};
/// assert!(can_complete(Field::Timestamp, "17189", &Utc)); // on its way to 13 digits
/// assert!(can_complete(Field::Timestamp, "2024-0", &Utc));
/// assert!(!can_complete(Field::Timestamp, "1000", &Utc)); // 1000…: too small at 13 digits, too large at 14
/// assert!(can_complete(Field::Datacenter, "", &Utc));
/// assert!(!can_complete(Field::Datacenter, "32", &Utc));
/// ```
pub fn can_complete(field: Field, text: &str, zone: &dyn Zone) -> bool {
    match field {
        Field::Timestamp => can_complete_instant(text, zone),
        _ => can_complete_number(text, field.bounds()),
    }
}

/// [`can_complete`] for any input that takes an instant (the timestamp, a range's ends).
pub fn can_complete_instant(text: &str, zone: &dyn Zone) -> bool {
    let text = text.trim_start();
    can_complete_number(text, Bounds::TIMESTAMP) || can_complete_date(text, zone)
}

/// [`can_complete`] for a whole number in `bounds`: digits, optionally grouped by `,`, `_` or
/// a space, and `-0`, the only negative the grammar accepts.
pub fn can_complete_number(text: &str, bounds: Bounds) -> bool {
    let text = text.trim_start();
    let Some(value) = digits_so_far(text.strip_prefix('-').unwrap_or(text)) else { return false };
    if text.starts_with('-') {
        // Only `-0…0` is valid, and only while 0 is in range.
        return matches!(value, None | Some(0)) && bounds.min() == 0;
    }
    let Some(value) = value else { return true };
    // Some number of further digits puts it in range: value·10^k ..= value·10^k + (10^k − 1).
    let (mut low, mut span) = (u128::from(value), 1u128);
    while low <= u128::from(bounds.max()) {
        if low + span > u128::from(bounds.min()) {
            return true;
        }
        low *= 10;
        span *= 10;
    }
    false
}

/// The value of a digit run that may still grow: digits with single separators between them
/// and at most one at the end. `Some(None)` for no digit yet, `None` for text no digit can
/// continue. Clamped, so a long run cannot overflow.
fn digits_so_far(text: &str) -> Option<Option<u64>> {
    let mut value: Option<u64> = None;
    let mut after_separator = false;
    for byte in text.bytes() {
        match byte {
            b'0'..=b'9' => {
                let digit = u64::from(byte - b'0');
                value = Some(value.unwrap_or(0).saturating_mul(10).saturating_add(digit));
                after_separator = false;
            }
            b',' | b'_' | b' ' if value.is_some() && !after_separator => after_separator = true,
            _ => return None,
        }
    }
    Some(value)
}

/// Valid date-times in every written form the grammar takes, with varied digits: a prefix
/// that can become valid becomes valid with the rest of one of these.
const DATE_SHAPES: [&str; 5] = [
    "2011-01-01T00:00:00.000",
    "2020-10-10T10:10:10.100",
    "2020-12-20T20:20:20.200",
    "2010-11-05T01:42:54.657",
    "2079-09-19T19:59:59.999",
];
/// Where a date-time may end: date only, minutes, seconds, one to three fraction digits.
const DATE_CUTS: [usize; 6] = [10, 16, 19, 21, 22, 23];
/// No offset, UTC, two common ones with and without their colon, and the grammar's extremes,
/// which reach a day either way.
const OFFSETS: [&str; 9] = ["", "Z", "+09:00", "-05:00", "+0900", "-0500", "+23:59", "-23:59", "-2359"];

/// Whether `text` starts a date-time that the rest of some written form makes valid.
fn can_complete_date(text: &str, zone: &dyn Zone) -> bool {
    // A date starts with four digits and a hyphen; shorter digit runs are numbers so far.
    if text.len() >= 5 && !looks_like_date(text) {
        return false;
    }
    for shape in DATE_SHAPES {
        for cut in DATE_CUTS {
            for offset in if cut == 10 { &OFFSETS[..1] } else { &OFFSETS[..] } {
                let full = [&shape[..cut], offset].concat();
                if let Some(rest) = full.get(text.len()..)
                    && parse_instant(&[text, rest].concat(), zone).is_ok()
                {
                    return true;
                }
            }
        }
    }
    false
}

/// [`can_complete`] for an ID text: a decimal, `0x` hex or `0b` binary number still within
/// 63 bits (digit groups allowed, an opening quote too), or a post's link on its way.
pub fn can_complete_id(text: &str) -> bool {
    let text = text.trim_start();
    let text = text.strip_prefix(['"', '\'', '`', '\u{201C}', '\u{2018}']).unwrap_or(text);
    let lower = text.to_ascii_lowercase();
    if lower.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return can_complete_link(&lower);
    }
    match lower.as_bytes() {
        [b'0', b'x', rest @ ..] => radix_fits(rest, 16),
        [b'0', b'b', rest @ ..] => radix_fits(rest, 2),
        _ => can_complete_number(text, Bounds::whole(0, i64::MAX as u64)),
    }
}

/// Whether `digits` (hex or binary, single separators between them) can still grow into a
/// value of at most 63 bits.
fn radix_fits(digits: &[u8], radix: u32) -> bool {
    let mut value: u128 = 0;
    let mut after_separator = false;
    for (i, &byte) in digits.iter().enumerate() {
        match char::from(byte).to_digit(radix) {
            Some(digit) => {
                value = value * u128::from(radix) + u128::from(digit);
                if value > i64::MAX as u128 {
                    return false;
                }
                after_separator = false;
            }
            None if matches!(byte, b',' | b'_' | b' ') && i > 0 && !after_separator => after_separator = true,
            None => return false,
        }
    }
    true
}

/// Whether a lowercase text is on its way to a post's link: `https://`, `www.`, a host the
/// page reads (`x.com`, `twitter.com`, `mobile.twitter.com`), then `<user>/status/<id>` or
/// `i/web/status/<id>` with any tail after the ID.
fn can_complete_link(text: &str) -> bool {
    let mut rest = text;
    for prefix in ["https://", "http://", "www."] {
        if prefix.starts_with(rest) {
            return true;
        }
        rest = rest.strip_prefix(prefix).unwrap_or(rest);
    }
    let hosts = ["x.com/", "twitter.com/", "mobile.twitter.com/", "www."];
    let Some(path) =
        hosts
            .iter()
            .find_map(|host| if host.starts_with(rest) { Some(None) } else { rest.strip_prefix(host).map(Some) })
    else {
        return false;
    };
    let Some(path) = path else { return true };
    let after_user = match path.strip_prefix("i/web/") {
        Some(after) => after,
        None if "i/web/".starts_with(path) => return true,
        None => match path.split_once('/') {
            // Still typing the user's name.
            None => return true,
            Some(("", _)) => return false,
            Some((_, after)) => after,
        },
    };
    match after_user.split_once('/') {
        None => "status".starts_with(after_user),
        Some(("status", id)) => {
            // The ID's digits, then any tail (`?s=20`, `/photo/1`) once there is one.
            let digits: String = id.chars().take_while(char::is_ascii_digit).collect();
            (digits.len() == id.len() || !digits.is_empty())
                && can_complete_number(&digits, Bounds::whole(0, i64::MAX as u64))
        }
        Some(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::snowflake::{parse_field, parse_id_or_post_link, FixedOffset, Utc, EPOCH_MS, MAX_TIMESTAMP_MS};
    use proptest::prelude::*;

    #[test]
    fn every_prefix_of_a_thirteen_digit_timestamp_can_complete() {
        let text = "1718900000123";
        for end in 0..=text.len() {
            assert!(can_complete(Field::Timestamp, &text[..end], &Utc), "{}", &text[..end]);
        }
    }

    #[test]
    fn timestamps_that_no_digit_can_save_are_judged() {
        for text in ["1000", "9", "4", "35000000000000", "abc", "1.5", "-1", "17189x"] {
            assert!(!can_complete(Field::Timestamp, text, &Utc), "{text}");
        }
        // 1 and 3 can: 1,288,834,974,657 and 3,487,858,230,208 start with them; 0 can, as
        // leading zeros are allowed.
        for text in ["1", "3", "34", "1,2", "1_718_", "2", "0"] {
            assert!(can_complete(Field::Timestamp, text, &Utc), "{text}");
        }
    }

    #[test]
    fn every_prefix_of_each_written_date_form_can_complete() {
        for text in [
            "2024-06-21",
            "2024-06-21 14:30",
            "2024-06-21T14:30:05",
            "2024-06-21T14:30:05.250+09:00",
            "2024-06-20 20:00-0400",
            "2024-06-21T14:30:05.2+09:00",
            "2024-06-21T14:30:05.25Z",
            "2024-02-29T23:59Z",
            "2010-11-04T01:42:54.657Z",
            "2080-07-10T17:30:30.208Z",
        ] {
            for end in 0..=text.len() {
                assert!(can_complete(Field::Timestamp, &text[..end], &Utc), "{}", &text[..end]);
            }
        }
    }

    #[test]
    fn dates_that_cannot_exist_or_fall_outside_the_window_are_judged() {
        for text in
            ["2024-13", "2024-02-3", "2023-02-29", "2009-", "2081-", "2024-06-21T24", "2024-06-21T14:60", "2024-6-"]
        {
            assert!(!can_complete(Field::Timestamp, text, &Utc), "{text}");
        }
        // Before the epoch at midnight, but the epoch's own day later on is in; so is the day
        // before, at an offset far enough west (-23:59), and no earlier day.
        assert!(can_complete(Field::Timestamp, "2010-11-04", &Utc));
        assert!(can_complete(Field::Timestamp, "2010-11-03", &Utc));
        assert!(!can_complete(Field::Timestamp, "2010-11-02", &Utc));
        // With its offset begun, 10:42 at +09:00 is before the epoch whatever follows; 10:43 is not.
        assert!(!can_complete(Field::Timestamp, "2010-11-04T10:42+09:", &Utc));
        assert!(can_complete(Field::Timestamp, "2010-11-04T10:43+09:", &Utc));
        // Without one, a wall time is read in the zone.
        assert!(can_complete(Field::Timestamp, "2010-11-04 10:43", &FixedOffset(540)));
    }

    #[test]
    fn small_fields_can_complete_below_their_maximum_only() {
        for (text, ok) in [
            ("", true),
            ("3", true),
            ("31", true),
            ("32", false),
            ("40", false),
            ("-", true),
            ("-0", true),
            ("-1", false),
            ("x", false),
            ("1,", true),
            ("1,,", false),
        ] {
            assert_eq!(can_complete(Field::Datacenter, text, &Utc), ok, "{text:?}");
        }
        assert!(can_complete(Field::Sequence, "409", &Utc));
        assert!(!can_complete(Field::Sequence, "4096", &Utc));
        assert!(!can_complete(Field::Sequence, "5000", &Utc));
    }

    #[test]
    fn id_texts_can_complete_while_they_fit_63_bits() {
        for text in [
            "",
            "0x",
            "0xFA02",
            "0xFA02_",
            "0b",
            "0b101",
            "\"42",
            "h",
            "https://x.co",
            "x.com/",
            "www.x",
            "https://www.x.com/j",
            "x.com/jack/stat",
            "x.com/jack/status/",
            "x.com/jack/status/20",
            "x.com/jack/status/20?s=1",
            "x.com/i/web/status/2",
            "922337203685477580",
        ] {
            assert!(can_complete_id(text), "{text}");
        }
        for text in [
            "9223372036854775808",
            "0x8000000000000000",
            "0xG",
            "0x_",
            "-1",
            "abc",
            "0b2",
            "https://example.com/",
            "x.com/jack/likes/1",
            "x.com/jack/status/x",
        ] {
            assert!(!can_complete_id(text), "{text}");
        }
    }

    proptest! {
        /// Whatever value a field accepts, each of its prefixes can complete: the rule never
        /// flags text on its way to a valid value.
        #[test]
        fn every_prefix_of_a_valid_field_value_can_complete(d in 0u64..=31, s in 0u64..=4095, t in EPOCH_MS..=MAX_TIMESTAMP_MS) {
            for (field, value) in [(Field::Datacenter, d), (Field::Sequence, s), (Field::Timestamp, t)] {
                let text = value.to_string();
                prop_assert!(parse_field(field, &text).is_ok());
                for end in 0..=text.len() {
                    prop_assert!(can_complete(field, &text[..end], &Utc), "{:?} {}", field, &text[..end]);
                }
            }
        }

        /// Text that can complete is not simply everything: a value above the field's maximum
        /// never can, nor can any text that starts with it.
        #[test]
        fn a_value_above_the_maximum_never_completes(v in 32u64..100_000, tail in "[0-9]{0,3}") {
            let text = format!("{v}{tail}");
            prop_assert!(!can_complete(Field::Machine, &text, &Utc));
        }

        /// Every prefix of a valid ID's decimal or hex text can complete.
        #[test]
        fn every_prefix_of_a_valid_id_can_complete(v in 0u64..=i64::MAX as u64) {
            for text in [v.to_string(), format!("0x{v:X}")] {
                prop_assert!(parse_id_or_post_link(&text).is_ok());
                for end in 0..=text.len() {
                    prop_assert!(can_complete_id(&text[..end]), "{}", &text[..end]);
                }
            }
        }
    }
}
