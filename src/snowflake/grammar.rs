//! The text grammars of numbers and IDs, syntax only, each read as far as the text goes: a
//! field's whole number, and an ID in decimal, `0x` hex or `0b` binary (the links an ID is read
//! from are `link_grammar.rs`'s). Each
//! grammar is written once, and both what a text is now and what it can still become are read
//! from that one definition, so parsing and the calm-typing rule cannot disagree. Ranges are
//! checked by the callers; the date-time grammar is in `date.rs`.

/// What may separate two digits of a group: `1,000`, `1_000`, `1 000`.
pub(super) const SEPARATORS: [u8; 3] = [b',', b'_', b' '];

/// The quotation marks one pair of which may surround an ID, as JSON, SQL and prose write
/// them: opening, closing.
pub(super) const QUOTES: [(char, char); 5] =
    [('"', '"'), ('\'', '\''), ('`', '`'), ('\u{201C}', '\u{201D}'), ('\u{2018}', '\u{2019}')];

/// Above every field's maximum and every 64-bit value: magnitudes are clamped here, so no
/// length of digit string can overflow.
pub(super) const MAGNITUDE_CAP: u128 = u64::MAX as u128 + 1;

/// A number's text read as far as it goes: `-?digit(sep? digit)*`, in `radix`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Number {
    pub negative: bool,
    pub radix: u32,
    /// The digits' value so far (clamped to [`MAGNITUDE_CAP`]); `None` before the first digit.
    pub value: Option<u128>,
    /// Whether the text is a whole number now: at least one digit, and a digit last.
    pub whole: bool,
}

impl Number {
    /// The signed magnitude of a whole number.
    pub fn whole(self) -> Option<(bool, u128)> {
        Some((self.negative, self.value?)).filter(|_| self.whole)
    }

    /// Whether some further digits (and separators) make a value in `min..=max`. Only `-0`
    /// is a negative the grammar accepts, so a negative can reach 0 alone.
    pub fn can_reach(self, min: u64, max: u64) -> bool {
        let (min, max, radix) = (u128::from(min), u128::from(max), u128::from(self.radix));
        let Some(value) = self.value else { return min <= max && (!self.negative || min == 0) };
        if self.negative {
            return value == 0 && min == 0;
        }
        // With k more digits the value lies in value·r^k ..= value·r^k + r^k − 1; after a
        // separator at least one digit must come.
        let (mut low, mut span) = if self.whole { (value, 1) } else { (value * radix, radix) };
        while low <= max {
            if low + span > min {
                return true;
            }
            // Only leading zeros keep `low` at 0; `span` then grows past any `min`.
            low *= radix;
            span *= radix;
        }
        false
    }
}

/// Reads `-?digit(sep? digit)*` in base 10, as far as it goes: `None` once a byte breaks it.
pub(super) fn field_number(text: &str) -> Option<Number> {
    let (negative, digits) = split_sign(text);
    scan_digits(negative, digits.as_bytes(), 10)
}

/// Like [`field_number`], but `0x`/`0X` hex or `0b`/`0B` binary may follow the sign.
pub(super) fn id_number(text: &str) -> Option<Number> {
    let (negative, unsigned) = split_sign(text);
    match unsigned.as_bytes() {
        [b'0', b'x' | b'X', digits @ ..] => scan_digits(negative, digits, 16),
        [b'0', b'b' | b'B', digits @ ..] => scan_digits(negative, digits, 2),
        digits => scan_digits(negative, digits, 10),
    }
}

fn split_sign(text: &str) -> (bool, &str) {
    match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    }
}

/// Digits in `radix` with single separators between them. `None` for a stray byte, a
/// separator first or two separators in a row.
fn scan_digits(negative: bool, digits: &[u8], radix: u32) -> Option<Number> {
    let mut number = Number { negative, radix, value: None, whole: false };
    for &byte in digits {
        if let Some(digit) = char::from(byte).to_digit(radix) {
            let value = number.value.unwrap_or(0) * u128::from(radix) + u128::from(digit);
            number.value = Some(value.min(MAGNITUDE_CAP));
            number.whole = true;
        } else if SEPARATORS.contains(&byte) && number.whole {
            number.whole = false;
        } else {
            return None;
        }
    }
    Some(number)
}

/// Whether a text is quoted, and whether its closing quote has been typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Quotes {
    None,
    Open,
    Closed,
}

/// What is inside one pair of [`QUOTES`] at the text's two ends, or after an opening quote
/// alone, which starts a quoted text.
pub(super) fn unquote(text: &str) -> (&str, Quotes) {
    for (open, close) in QUOTES {
        if let Some(inner) = text.strip_prefix(open) {
            return match inner.strip_suffix(close) {
                Some(inner) => (inner, Quotes::Closed),
                None => (inner, Quotes::Open),
            };
        }
    }
    (text, Quotes::None)
}

/// Whether more typing can turn `text` (no quotes) into an ID of at most `max`: a number
/// that still fits, or a link whose ID's digits may still come.
pub(super) fn can_become_id(text: &str, max: u64) -> bool {
    let fits = |number: Option<Number>| number.is_some_and(|number| number.can_reach(0, max));
    if text.starts_with(|c: char| c.is_ascii_alphabetic()) {
        super::link_grammar::any_link(text).is_some_and(|(link, _)| link.open && fits(field_number(link.digits)))
    } else {
        fits(id_number(text))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn whole_field(text: &str) -> Option<(bool, u128)> {
        field_number(text)?.whole()
    }

    fn whole_id(text: &str) -> Option<(bool, u128)> {
        id_number(text)?.whole()
    }

    #[test]
    fn field_numbers() {
        assert_eq!(whole_field("1,288,834,975,657"), Some((false, 1_288_834_975_657)));
        assert_eq!(whole_field("1_600 000,000"), Some((false, 1_600_000_000)));
        assert_eq!(whole_field("-0"), Some((true, 0)));
        for bad in [",12", "12,", "1,,2", "-", "--1", "+1", "1.5", "1e3", "0x12", "１", "−1", "- 1", "1__2", ""] {
            assert_eq!(whole_field(bad), None, "{bad:?}");
        }
        assert_eq!(whole_field(&"9".repeat(10_000)), Some((false, MAGNITUDE_CAP)));
    }

    #[test]
    fn numbers_on_their_way_are_told_from_broken_ones() {
        for open in ["", "-", "12,", "1_2 ", "0x", "0b1_"] {
            assert!(id_number(open).is_some_and(|n| !n.whole), "{open:?}");
        }
        for broken in [",", "1,,", "--", "0x_", "12a", "1 ,2"] {
            assert_eq!(id_number(broken), None, "{broken:?}");
        }
    }

    #[test]
    fn id_numbers() {
        assert_eq!(whole_id("0xFA02_1000"), Some((false, 0xFA02_1000)));
        assert_eq!(whole_id("0B101"), Some((false, 5)));
        assert_eq!(whole_id("-0x0"), Some((true, 0)));
        for bad in ["0x", "0b", "0b102", "0xG1", "0x-1", "0o17", "0x 1", "12,"] {
            assert_eq!(whole_id(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn reach_counts_the_digits_still_to_come() {
        let number = |text| field_number(text).unwrap();
        // 1,288,834,974,657 is the smallest timestamp: "1" reaches it at 13 digits.
        assert!(number("1").can_reach(1_288_834_974_657, 3_487_858_230_208));
        assert!(!number("1000").can_reach(1_288_834_974_657, 3_487_858_230_208));
        // The last timestamp itself is whole; after a separator one more digit is too many.
        assert!(number("3487858230208").can_reach(1_288_834_974_657, 3_487_858_230_208));
        assert!(!number("3487858230208,").can_reach(1_288_834_974_657, 3_487_858_230_208));
        assert!(number("0000").can_reach(5, 9));
        assert!(number("-").can_reach(0, 31) && !number("-").can_reach(1, 31));
        assert!(!number("-1").can_reach(0, 31));
    }

    #[test]
    fn one_pair_of_quotes() {
        assert_eq!(unquote("\"12\""), ("12", Quotes::Closed));
        assert_eq!(unquote("\u{201C}12\u{201D}"), ("12", Quotes::Closed));
        assert_eq!(unquote("\"\"12\"\""), ("\"12\"", Quotes::Closed));
        assert_eq!(unquote("\"12"), ("12", Quotes::Open));
        assert_eq!(unquote("\""), ("", Quotes::Open));
        assert_eq!(unquote("12"), ("12", Quotes::None));
    }
}
