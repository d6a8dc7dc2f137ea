//! The ID type, its four parts, and reading an ID back from text.

use super::grammar::{self, Number, Quotes, MAGNITUDE_CAP};
use super::{
    describe_text, BitBlock, Error, ErrorKind, Expected, Field, Found, Reading, DATACENTER_SHIFT, EPOCH_MS,
    MACHINE_SHIFT, TIMESTAMP_SHIFT,
};
use std::str::FromStr;

/// The four values of an ID, each known to fit its block.
///
/// Fields are private so that a `Parts` can only come from [`Parts::new`] or
/// [`SnowflakeId::decompose`], both of which keep every value in range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Parts {
    timestamp_ms: u64,
    datacenter_id: u8,
    machine_id: u8,
    sequence: u16,
}

impl Parts {
    /// Checks each value against its field's bounds and returns the first problem found.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{ErrorKind, Field, Parts};
    /// let (field, err) = Parts::new(1_288_834_974_657, 32, 0, 0).unwrap_err();
    /// assert_eq!((field, err.kind()), (Field::Datacenter, ErrorKind::OutOfRange));
    /// ```
    pub fn new(timestamp_ms: u64, datacenter_id: u64, machine_id: u64, sequence: u64) -> Result<Self, (Field, Error)> {
        let values = [timestamp_ms, datacenter_id, machine_id, sequence];
        for (field, value) in Field::ALL.into_iter().zip(values) {
            let found = || Found::Text(value.to_string());
            field.bounds().check(false, u128::from(value), found).map_err(|error| (field, error))?;
        }
        Ok(Self::from_checked(timestamp_ms, datacenter_id, machine_id, sequence))
    }

    /// For values that have already passed their field's range check: the narrowing casts
    /// are then lossless.
    pub(super) const fn from_checked(timestamp_ms: u64, datacenter_id: u64, machine_id: u64, sequence: u64) -> Self {
        Parts {
            timestamp_ms,
            datacenter_id: datacenter_id as u8,
            machine_id: machine_id as u8,
            sequence: sequence as u16,
        }
    }

    pub const fn timestamp_ms(self) -> u64 {
        self.timestamp_ms
    }
    pub const fn datacenter_id(self) -> u8 {
        self.datacenter_id
    }
    pub const fn machine_id(self) -> u8 {
        self.machine_id
    }
    pub const fn sequence(self) -> u16 {
        self.sequence
    }

    /// The value of one field as a plain integer.
    pub const fn get(self, field: Field) -> u64 {
        match field {
            Field::Timestamp => self.timestamp_ms,
            Field::Datacenter => self.datacenter_id as u64,
            Field::Machine => self.machine_id as u64,
            Field::Sequence => self.sequence as u64,
        }
    }
}

/// A 64-bit Snowflake ID. The sign bit is always 0, so every value is `0..=2^63 − 1`.
///
/// ```
/// use snowflake_composer::snowflake::SnowflakeId;
/// let id: SnowflakeId = "0xFA021000".parse().unwrap();
/// assert_eq!(id.to_string(), "4194439168");
/// assert_eq!(format!("{id:#X}"), "0xFA021000");
/// assert_eq!(format!("{id:x}"), "fa021000");
/// assert_eq!(format!("{id:b}"), "11111010000000100001000000000000");
/// assert_eq!(SnowflakeId::try_from(u64::MAX).unwrap_err().to_string(),
///            "expected an ID with the sign bit clear, <= 9223372036854775807, found \"18446744073709551615\"");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SnowflakeId(u64);

impl SnowflakeId {
    /// The smallest ID, 0: the epoch's first millisecond, every other block 0.
    pub const MIN: SnowflakeId = SnowflakeId(0);
    /// The largest ID, 2^63 − 1.
    pub const MAX: SnowflakeId = SnowflakeId(i64::MAX as u64);

    /// Packs the four values into their blocks. Cannot fail: `Parts` is always in range.
    pub const fn compose(parts: Parts) -> Self {
        let delta = parts.timestamp_ms - EPOCH_MS;
        SnowflakeId(
            (delta << TIMESTAMP_SHIFT)
                | ((parts.datacenter_id as u64) << DATACENTER_SHIFT)
                | ((parts.machine_id as u64) << MACHINE_SHIFT)
                | parts.sequence as u64,
        )
    }

    /// Accepts any 64-bit value whose sign bit is clear.
    ///
    /// ```
    /// use snowflake_composer::snowflake::SnowflakeId;
    /// assert!(SnowflakeId::from_u64(i64::MAX as u64).is_some());
    /// assert!(SnowflakeId::from_u64(1 << 63).is_none());
    /// ```
    pub const fn from_u64(value: u64) -> Option<Self> {
        if value > Self::MAX.0 {
            None
        } else {
            Some(SnowflakeId(value))
        }
    }

    pub const fn as_u64(self) -> u64 {
        self.0
    }

    /// Splits the ID back into its four values.
    pub const fn decompose(self) -> Parts {
        Parts {
            timestamp_ms: EPOCH_MS + self.block_value(BitBlock::Timestamp),
            datacenter_id: self.block_value(BitBlock::Datacenter) as u8,
            machine_id: self.block_value(BitBlock::Machine) as u8,
            sequence: self.block_value(BitBlock::Sequence) as u16,
        }
    }

    /// The number stored in one block (for the timestamp: milliseconds since the epoch).
    pub const fn block_value(self, block: BitBlock) -> u64 {
        (self.0 >> block.shift()) & block.mask()
    }

    /// Every intermediate value of the formula, for the worked calculation.
    pub const fn formula_steps(self) -> FormulaSteps {
        let parts = self.decompose();
        let delta = parts.timestamp_ms - EPOCH_MS;
        FormulaSteps {
            timestamp_ms: parts.timestamp_ms,
            delta,
            timestamp_part: delta << TIMESTAMP_SHIFT,
            datacenter_part: (parts.datacenter_id as u64) << DATACENTER_SHIFT,
            machine_part: (parts.machine_id as u64) << MACHINE_SHIFT,
            sequence_part: parts.sequence as u64,
            id: self.0,
        }
    }
}

impl TryFrom<u64> for SnowflakeId {
    type Error = Error;

    /// Refuses values with the sign bit set, as parsing does.
    fn try_from(value: u64) -> Result<Self, Error> {
        Self::from_u64(value).ok_or_else(|| id_error(ErrorKind::SignBitSet, Found::Text(value.to_string())))
    }
}

impl From<SnowflakeId> for u64 {
    fn from(id: SnowflakeId) -> u64 {
        id.0
    }
}

impl FromStr for SnowflakeId {
    type Err = Error;

    /// An ID in one of its written forms: decimal, `0x`/`0X` hex or `0b`/`0B` binary, as
    /// people paste them from logs, database rows and API responses. Surrounding whitespace
    /// and one pair of surrounding quotes are ignored; `,`, `_` or a space may separate digit
    /// groups. A post's link is not an ID: [`parse_id_or_post_link`] reads those too.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{ErrorKind, SnowflakeId};
    /// let parse = |text: &str| text.parse::<SnowflakeId>().map(SnowflakeId::as_u64);
    /// assert_eq!(parse(" \"1,804,242,886,974,412,801\" "), Ok(1_804_242_886_974_412_801));
    /// assert_eq!(parse("0x1909_F558_AEA2_9801"), Ok(1_804_242_886_974_412_801));
    /// assert_eq!(parse("0b1111101000"), Ok(1000));
    /// assert_eq!(parse("9223372036854775808").unwrap_err().kind(), ErrorKind::SignBitSet);
    /// assert_eq!(parse("18446744073709551616").unwrap_err().kind(), ErrorKind::TooLarge);
    /// assert_eq!(parse("https://x.com/jack/status/20").unwrap_err().kind(), ErrorKind::NotANumber);
    /// ```
    fn from_str(text: &str) -> Result<Self, Error> {
        read_id(text, false)
    }
}

/// What the ID box and the tools take: an ID in any of its written forms (see
/// [`SnowflakeId::from_str`]) or a post's address on `twitter.com`, `x.com` or
/// `mobile.twitter.com` (`/<user>/status/<id>` or `/i/web/status/<id>`, any tail).
///
/// ```
/// use snowflake_composer::snowflake::parse_id_or_post_link;
/// assert_eq!(parse_id_or_post_link("https://x.com/jack/status/20").unwrap().as_u64(), 20);
/// assert_eq!(parse_id_or_post_link("0x14").unwrap().as_u64(), 20);
/// ```
pub fn parse_id_or_post_link(text: &str) -> Result<SnowflakeId, Error> {
    read_id(text, true)
}

/// [`parse_id_or_post_link`], also saying whether more typing can still make the text an
/// ID: a number that still fits 63 bits, or a post's link on its way, with an opening quote
/// or not.
///
/// ```
/// use snowflake_composer::snowflake::read_id_or_post_link;
/// assert!(read_id_or_post_link("x.com/jack/stat").is_incomplete());
/// assert!(read_id_or_post_link("x.com/j.ack/status/20").is_invalid()); // no such user name
/// assert!(read_id_or_post_link("0x8000000000000000").is_invalid()); // the sign bit
/// ```
pub fn read_id_or_post_link(text: &str) -> Reading<SnowflakeId> {
    Reading::judge(read_id(text, true), || {
        let (typed, quotes) = grammar::unquote(text.trim_start());
        match quotes {
            // Nothing may follow a closing quote.
            Quotes::Closed => false,
            // Inside a quote, the text may go on, or be done and wait only for the closing quote
            // (what is inside is trimmed once it comes).
            Quotes::Open => {
                grammar::can_become_id(typed.trim_start(), SnowflakeId::MAX.0) || read_id(typed, true).is_ok()
            }
            Quotes::None => grammar::can_become_id(typed, SnowflakeId::MAX.0),
        }
    })
}

/// The error for an ID text: what an ID expects follows from the kind of problem alone.
fn id_error(kind: ErrorKind, found: Found) -> Error {
    let max = SnowflakeId::MAX.0;
    let expected = match kind {
        ErrorKind::Negative => Expected::IdNotNegative { max },
        ErrorKind::SignBitSet => Expected::IdSignBitClear { max },
        ErrorKind::TooLarge => Expected::Id64Bits { max },
        _ => Expected::IdText { max },
    };
    Error::new(kind, expected, found)
}

fn read_id(text: &str, post_links: bool) -> Result<SnowflakeId, Error> {
    let text = text.trim();
    let inner = match grammar::unquote(text) {
        (inner, Quotes::Closed) => inner.trim(),
        _ => text,
    };
    if inner.is_empty() {
        return Err(id_error(ErrorKind::Missing, Found::Nothing));
    }
    let error = |kind| Err(id_error(kind, Found::Text(describe_text(inner))));
    let link = post_links.then(|| grammar::post_link(inner)).flatten().filter(|link| link.whole);
    let number = link.map_or(inner, |link| link.digits);
    let Some((negative, magnitude)) = grammar::id_number(number).and_then(Number::whole) else {
        return error(ErrorKind::NotANumber);
    };
    if negative && magnitude != 0 {
        return error(ErrorKind::Negative);
    }
    if magnitude >= MAGNITUDE_CAP {
        return error(ErrorKind::TooLarge);
    }
    // Below the cap, so it fits u64; from_u64 refuses the sign bit.
    SnowflakeId::from_u64(magnitude as u64).map_or_else(|| error(ErrorKind::SignBitSet), Ok)
}

/// The formula's steps for one ID: `delta = t − epoch`, each block shifted into place, and
/// their OR (equal to their sum, since the blocks never overlap).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormulaSteps {
    pub timestamp_ms: u64,
    pub delta: u64,
    pub timestamp_part: u64,
    pub datacenter_part: u64,
    pub machine_part: u64,
    pub sequence_part: u64,
    pub id: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode_id(text: &str) -> Result<SnowflakeId, Error> {
        text.parse()
    }

    fn kind(text: &str) -> ErrorKind {
        decode_id(text).unwrap_err().kind()
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
        assert_eq!(kind("0x8000000000000000"), ErrorKind::SignBitSet);
        assert_eq!(kind("18446744073709551615"), ErrorKind::SignBitSet);
        assert_eq!(kind("0x1_0000_0000_0000_0000"), ErrorKind::TooLarge);
        assert_eq!(kind(&"9".repeat(100_000)), ErrorKind::TooLarge);
        assert_eq!(kind("-1"), ErrorKind::Negative);
    }

    #[test]
    fn refusals() {
        for text in ["", "  ", "\"\""] {
            assert_eq!(kind(text), ErrorKind::Missing, "{text:?}");
        }
        for text in
            ["0x", "0b", "0b102", "0xG1", "1.5", "1e3", "+1", "--1", "0x-1", "12,", "\"12", "٣", "３", "0o17", "0x 1"]
        {
            assert_eq!(kind(text), ErrorKind::NotANumber, "{text:?}");
        }
    }

    #[test]
    fn written_forms_have_fixed_widths() {
        let five = SnowflakeId::from_u64(5).unwrap();
        assert_eq!(five.to_binary(), format!("0b{}101", "0".repeat(61)));
        assert_eq!(five.to_hex(), "0x0000000000000005");
        assert_eq!(SnowflakeId::MAX.to_hex(), "0x7FFFFFFFFFFFFFFF");
    }

    #[test]
    fn try_from_and_parse_agree_with_from_u64() {
        assert_eq!(SnowflakeId::try_from(0), Ok(SnowflakeId::MIN));
        assert_eq!(SnowflakeId::try_from(i64::MAX as u64), Ok(SnowflakeId::MAX));
        assert_eq!(SnowflakeId::try_from(1 << 63).unwrap_err().kind(), ErrorKind::SignBitSet);
        assert_eq!("9223372036854775807".parse::<SnowflakeId>(), Ok(SnowflakeId::MAX));
        assert_eq!(u64::from(SnowflakeId::MAX), i64::MAX as u64);
    }
}
