//! The ID type, an ID of a layout, and reading an ID back from text.

use super::block::Role;
use super::grammar::{self, Number, Quotes, MAGNITUDE_CAP};
use super::layout::Layout;
use super::link_grammar::{self, LinkKind};
use super::{describe_text, Error, ErrorKind, Expected, Found, Parts, Reading};
use std::str::FromStr;

impl Layout {
    /// `bits` as an ID of this layout: refused when its sign bit is set.
    pub fn id(&self, bits: u64) -> Result<SnowflakeId, Error> {
        if bits > self.max_id() {
            return Err(id_error(ErrorKind::SignBitSet, Found::Text(bits.to_string()), self.max_id()));
        }
        Ok(SnowflakeId(bits))
    }

    /// Whether bit `index` (0 the top bit, 63 the lowest) is one a person may flip: any bit
    /// but a sign bit.
    pub fn flippable(&self, index: u32) -> bool {
        index < 64 && !(index == 0 && self.has_sign())
    }

    /// `id` with bit `index` (0 the top bit) flipped, where the layout lets that bit be
    /// flipped; a sign bit never is.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{Layout, SnowflakeId};
    /// let id = SnowflakeId::from_bits(4_194_439_168);
    /// // Bit 46 from the top is the datacenter's lowest, worth 2^17.
    /// assert_eq!(Layout::TWITTER.flip(id, 46).map(SnowflakeId::as_u64), Some(4_194_439_168 ^ 1 << 17));
    /// assert_eq!(Layout::TWITTER.flip(id, 0), None); // Twitter's sign bit
    /// assert_eq!(Layout::DISCORD.flip(id, 0).map(SnowflakeId::as_u64), Some(4_194_439_168 | 1 << 63));
    /// ```
    pub fn flip(&self, id: SnowflakeId, index: u32) -> Option<SnowflakeId> {
        let bit = 1u64.checked_shl(63u32.checked_sub(index)?)?;
        self.flippable(index).then(|| self.id(id.as_u64() ^ bit).ok()).flatten()
    }

    /// What the ID box and the tools take, in this layout: an ID in any of its written forms
    /// (see [`SnowflakeId::from_str`]), a post's link on X or a message's link on Discord,
    /// refused where its sign bit is set in a layout that has one.
    ///
    /// ```
    /// use snowflake_composer::snowflake::Layout;
    /// assert!(Layout::TWITTER.parse_id_or_link("9223372036854775808").is_err()); // the sign bit
    /// assert_eq!(Layout::DISCORD.parse_id_or_link("9223372036854775808").unwrap().as_u64(), 1 << 63);
    /// let link = "https://discord.com/channels/1/2/175928847299117063";
    /// assert_eq!(Layout::DISCORD.parse_id_or_link(link).unwrap().as_u64(), 175_928_847_299_117_063);
    /// ```
    pub fn parse_id_or_link(&self, text: &str) -> Result<SnowflakeId, Error> {
        read_id(text, true, self.max_id())
    }

    /// [`Self::parse_id_or_link`], also saying whether more typing can still make the text an
    /// ID: a number that still fits the layout, or a link on its way, with an opening quote or not.
    pub fn read_id_or_link(&self, text: &str) -> Reading<SnowflakeId> {
        let max = self.max_id();
        Reading::judge(read_id(text, true, max), || {
            let (typed, quotes) = grammar::unquote(text.trim_start());
            match quotes {
                // Nothing may follow a closing quote.
                Quotes::Closed => false,
                // Inside a quote, the text may go on, or be done and wait only for the closing
                // quote (what is inside is trimmed once it comes).
                Quotes::Open => grammar::can_become_id(typed.trim_start(), max) || read_id(typed, true, max).is_ok(),
                Quotes::None => grammar::can_become_id(typed, max),
            }
        })
    }
}

/// Whose link a whole text is, if it is one: a Discord message's link names a Discord-layout
/// ID, whatever layout the page reads in.
///
/// ```
/// use snowflake_composer::snowflake::{link_kind, LinkKind};
/// assert_eq!(link_kind(" https://discord.com/channels/@me/2/3 "), Some(LinkKind::DiscordMessage));
/// assert_eq!(link_kind("x.com/jack/status/20"), Some(LinkKind::Post));
/// assert_eq!(link_kind("20"), None);
/// ```
pub fn link_kind(text: &str) -> Option<LinkKind> {
    let text = text.trim();
    let inner = match grammar::unquote(text) {
        (inner, Quotes::Closed) => inner.trim(),
        _ => text,
    };
    link_grammar::any_link(inner).filter(|(link, _)| link.whole).map(|(_, kind)| kind)
}

/// A 64-bit Snowflake ID. Which values are IDs is its layout's to say: with a sign bit,
/// `0..=2^63 − 1`; without one, any 64 bits. Read from text without a layout (`FromStr`,
/// `TryFrom<u64>`, [`SnowflakeId::from_u64`]), an ID is Twitter's: its sign bit is clear.
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
    /// The smallest ID, 0: the epoch's first tick, every other block 0.
    pub const MIN: SnowflakeId = SnowflakeId(0);
    /// The largest ID of a layout with a sign bit (Twitter's), 2^63 − 1.
    pub const MAX: SnowflakeId = SnowflakeId(i64::MAX as u64);

    /// Packs the parts into their blocks. Cannot fail: `Parts` is always in range.
    pub fn compose(parts: Parts) -> Self {
        let layout = parts.layout();
        let bits = layout.blocks().iter().enumerate().fold(0u64, |bits, (index, block)| {
            let value = match block.role() {
                Role::Time => layout.ticks(parts.get(index)),
                _ => parts.get(index),
            };
            bits | value << layout.shift(index)
        });
        SnowflakeId(bits)
    }

    /// Any 64 bits, an ID of whatever layout reads them (see [`Layout::id`] for one that
    /// checks its sign bit).
    pub const fn from_bits(bits: u64) -> Self {
        SnowflakeId(bits)
    }

    /// Accepts any 64-bit value whose sign bit is clear (Twitter's layout).
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
}

impl TryFrom<u64> for SnowflakeId {
    type Error = Error;

    /// Refuses values with the sign bit set, as parsing does (Twitter's layout).
    fn try_from(value: u64) -> Result<Self, Error> {
        Layout::TWITTER.id(value)
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
    /// people paste them from logs, database rows and API responses, its sign bit clear
    /// (Twitter's layout; [`Layout::parse_id_or_link`] reads in any). Surrounding whitespace
    /// and one pair of surrounding quotes are ignored; `,`, `_` or a space may separate digit
    /// groups. A link is not an ID: [`parse_id_or_post_link`] reads those too.
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
        read_id(text, false, Self::MAX.0)
    }
}

/// What the ID box takes in Twitter's layout: an ID in any of its written forms (see
/// [`SnowflakeId::from_str`]) or a link: a post's on `twitter.com`, `x.com` or
/// `mobile.twitter.com` (`/<user>/status/<id>` or `/i/web/status/<id>`, any tail), or a
/// message's on Discord (`discord.com/channels/<guild>/<channel>/<message>`).
///
/// ```
/// use snowflake_composer::snowflake::parse_id_or_post_link;
/// assert_eq!(parse_id_or_post_link("https://x.com/jack/status/20").unwrap().as_u64(), 20);
/// assert_eq!(parse_id_or_post_link("0x14").unwrap().as_u64(), 20);
/// ```
pub fn parse_id_or_post_link(text: &str) -> Result<SnowflakeId, Error> {
    Layout::TWITTER.parse_id_or_link(text)
}

/// [`parse_id_or_post_link`], also saying whether more typing can still make the text an
/// ID: a number that still fits 63 bits, or a link on its way, with an opening quote or not.
///
/// ```
/// use snowflake_composer::snowflake::read_id_or_post_link;
/// assert!(read_id_or_post_link("x.com/jack/stat").is_incomplete());
/// assert!(read_id_or_post_link("x.com/j.ack/status/20").is_invalid()); // no such user name
/// assert!(read_id_or_post_link("0x8000000000000000").is_invalid()); // the sign bit
/// ```
pub fn read_id_or_post_link(text: &str) -> Reading<SnowflakeId> {
    Layout::TWITTER.read_id_or_link(text)
}

/// The error for an ID text: what an ID expects follows from the kind of problem and the
/// layout's largest ID.
fn id_error(kind: ErrorKind, found: Found, max: u64) -> Error {
    let expected = match kind {
        ErrorKind::Negative => Expected::IdNotNegative { max },
        ErrorKind::SignBitSet => Expected::IdSignBitClear { max },
        ErrorKind::TooLarge => Expected::Id64Bits { max },
        _ => Expected::IdText { max },
    };
    Error::new(kind, expected, found)
}

fn read_id(text: &str, links: bool, max: u64) -> Result<SnowflakeId, Error> {
    let text = text.trim();
    let inner = match grammar::unquote(text) {
        (inner, Quotes::Closed) => inner.trim(),
        _ => text,
    };
    if inner.is_empty() {
        return Err(id_error(ErrorKind::Missing, Found::Nothing, max));
    }
    let error = |kind| Err(id_error(kind, Found::Text(describe_text(inner)), max));
    let link = links.then(|| link_grammar::any_link(inner)).flatten().filter(|(link, _)| link.whole);
    let number = link.map_or(inner, |(link, _)| link.digits);
    let Some((negative, magnitude)) = grammar::id_number(number).and_then(Number::whole) else {
        return error(ErrorKind::NotANumber);
    };
    if negative && magnitude != 0 {
        return error(ErrorKind::Negative);
    }
    if magnitude >= MAGNITUDE_CAP {
        return error(ErrorKind::TooLarge);
    }
    // Below the cap, so it fits u64.
    let bits = magnitude as u64;
    if bits > max {
        return error(ErrorKind::SignBitSet);
    }
    Ok(SnowflakeId(bits))
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
