//! Reading an ID back from text: decimal, `0x` hex or `0b` binary, as people paste them from
//! logs, database rows and API responses.

use super::parse::{parse_digits, MAGNITUDE_CAP};
use super::{describe_text, Found, SnowflakeId};

/// Why a text is not a Snowflake ID.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IdErrorKind {
    /// Nothing but whitespace or quotes.
    Missing,
    /// Not a decimal, `0x` hex or `0b` binary number.
    NotANumber,
    /// A number below zero.
    Negative,
    /// A 64-bit value with the top bit set (2^63 to 2^64 − 1): not a Snowflake, whose sign bit is 0.
    SignBitSet,
    /// More than 64 bits (above 2^64 − 1).
    TooLarge,
}

impl IdErrorKind {
    /// A stable snake_case name, for tests and logs.
    pub const fn key(self) -> &'static str {
        match self {
            IdErrorKind::Missing => "missing",
            IdErrorKind::NotANumber => "not_a_number",
            IdErrorKind::Negative => "negative",
            IdErrorKind::SignBitSet => "sign_bit_set",
            IdErrorKind::TooLarge => "too_large",
        }
    }
}

/// A text that is not a Snowflake ID: what kind of problem, and what was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdError {
    pub kind: IdErrorKind,
    pub found: Found,
}

/// Parses an ID written in decimal, `0x`/`0X` hex or `0b`/`0B` binary. Surrounding
/// whitespace and one pair of surrounding quotes are ignored; `,`, `_` or a space may
/// separate digit groups.
///
/// ```
/// use snowflake_composer::snowflake::{decode_id, IdErrorKind};
/// assert_eq!(decode_id(" \"1,804,242,886,974,412,801\" ").unwrap().as_u64(), 1_804_242_886_974_412_801);
/// assert_eq!(decode_id("0x1909_F558_AEA2_9801").unwrap().as_u64(), 1_804_242_886_974_412_801);
/// assert_eq!(decode_id("0b1111101000").unwrap().as_u64(), 1000);
/// assert_eq!(decode_id("9223372036854775808").unwrap_err().kind, IdErrorKind::SignBitSet);
/// assert_eq!(decode_id("18446744073709551616").unwrap_err().kind, IdErrorKind::TooLarge);
/// ```
pub fn decode_id(text: &str) -> Result<SnowflakeId, IdError> {
    let inner = strip_quotes(text.trim()).trim();
    let error = |kind| Err(IdError { kind, found: Found::Text(describe_text(inner)) });
    if inner.is_empty() {
        return Err(IdError { kind: IdErrorKind::Missing, found: Found::Nothing });
    }
    let (negative, unsigned) = match inner.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, inner),
    };
    let Some(magnitude) = parse_unsigned(unsigned) else {
        return error(IdErrorKind::NotANumber);
    };
    if negative && magnitude != 0 {
        return error(IdErrorKind::Negative);
    }
    if magnitude >= MAGNITUDE_CAP {
        return error(IdErrorKind::TooLarge);
    }
    // Below the cap, so it fits u64; from_u64 refuses the sign bit.
    SnowflakeId::from_u64(magnitude as u64).map_or_else(|| error(IdErrorKind::SignBitSet), Ok)
}

fn parse_unsigned(text: &str) -> Option<u128> {
    let bytes = text.as_bytes();
    match bytes {
        [b'0', b'x' | b'X', digits @ ..] => parse_digits(digits, 16),
        [b'0', b'b' | b'B', digits @ ..] => parse_digits(digits, 2),
        digits => parse_digits(digits, 10),
    }
}

/// Removes one pair of matching quotes around the whole text, as JSON and SQL output have.
fn strip_quotes(text: &str) -> &str {
    for (open, close) in [('"', '"'), ('\'', '\''), ('`', '`'), ('\u{201C}', '\u{201D}'), ('\u{2018}', '\u{2019}')] {
        if let Some(inner) = text.strip_prefix(open).and_then(|rest| rest.strip_suffix(close)) {
            return inner;
        }
    }
    text
}

impl SnowflakeId {
    /// `0b` and all 64 binary digits, the form [`decode_id`] reads back.
    pub fn to_binary(self) -> String {
        format!("0b{:064b}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(text: &str) -> IdErrorKind {
        decode_id(text).unwrap_err().kind
    }

    #[test]
    fn every_form_people_paste() {
        for text in [
            "4194439168",
            "'4194439168'",
            "`4_194_439_168`",
            "\u{201C}4194439168\u{201D}",
            "0XFA021000",
            "0xfa021000",
            "0b11111010000000100001000000000000",
            "-0x0 ",
        ] {
            let expected = if text.starts_with('-') { 0 } else { 4_194_439_168 };
            assert_eq!(decode_id(text).map(SnowflakeId::as_u64), Ok(expected), "{text}");
        }
    }

    #[test]
    fn boundaries() {
        assert_eq!(decode_id("9223372036854775807").unwrap(), SnowflakeId::MAX);
        assert_eq!(decode_id("0x7FFFFFFFFFFFFFFF").unwrap(), SnowflakeId::MAX);
        assert_eq!(kind("0x8000000000000000"), IdErrorKind::SignBitSet);
        assert_eq!(kind("18446744073709551615"), IdErrorKind::SignBitSet);
        assert_eq!(kind("0x1_0000_0000_0000_0000"), IdErrorKind::TooLarge);
        assert_eq!(kind(&"9".repeat(100_000)), IdErrorKind::TooLarge);
        assert_eq!(kind("-1"), IdErrorKind::Negative);
    }

    #[test]
    fn refusals() {
        for text in ["", "  ", "\"\""] {
            assert_eq!(kind(text), IdErrorKind::Missing, "{text:?}");
        }
        for text in
            ["0x", "0b", "0b102", "0xG1", "1.5", "1e3", "+1", "--1", "0x-1", "12,", "\"12", "٣", "３", "0o17", "0x 1"]
        {
            assert_eq!(kind(text), IdErrorKind::NotANumber, "{text:?}");
        }
    }

    #[test]
    fn binary_form_has_64_digits() {
        assert_eq!(SnowflakeId::from_u64(5).unwrap().to_binary(), format!("0b{}101", "0".repeat(61)));
    }
}
