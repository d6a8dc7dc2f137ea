//! The ID's written forms: decimal, hex and binary through the fmt traits, the fixed-width
//! forms the page shows and copies, and bits as `0`/`1` text.

use super::layout::Layout;
use super::SnowflakeId;
use std::fmt;

impl SnowflakeId {
    /// Block `index` of `layout`'s bits as `0`/`1` characters, most significant first.
    pub fn block_bits(self, layout: &Layout, index: usize) -> String {
        layout.blocks().get(index).map_or_else(String::new, |block| self.bits(layout.shift(index), block.width()))
    }

    /// `width` bits from bit `shift` up (bit 0 the least significant) as `0`/`1`
    /// characters, most significant first: a block's, or a byte's.
    ///
    /// ```
    /// use snowflake_composer::snowflake::SnowflakeId;
    /// let id = SnowflakeId::try_from(4_194_439_168u64).unwrap();
    /// assert_eq!(id.bits(24, 8), "11111010");
    /// assert_eq!(id.bits(60, 8), "0000"); // only bits inside the 64 are written
    /// ```
    pub fn bits(self, shift: u32, width: u32) -> String {
        let top = (shift + width).min(64);
        (shift.min(64)..top).rev().map(|bit| if self.as_u64() >> bit & 1 == 1 { '1' } else { '0' }).collect()
    }

    /// `0x` and 16 upper-case hex digits, a form [`FromStr`](std::str::FromStr) reads back.
    pub fn to_hex(self) -> String {
        format!("{self:#018X}")
    }

    /// `0b` and all 64 binary digits, a form [`FromStr`](std::str::FromStr) reads back.
    pub fn to_binary(self) -> String {
        format!("{self:#066b}")
    }

    /// [`Self::to_binary`] with a space between its bytes, for reading: it wraps between bytes,
    /// never inside one, and [`FromStr`](std::str::FromStr) reads it back (a space may separate digit groups).
    ///
    /// ```
    /// use snowflake_composer::snowflake::SnowflakeId;
    /// let id = SnowflakeId::try_from(4_194_439_168u64).unwrap();
    /// let grouped = id.to_binary_bytes();
    /// assert_eq!(&grouped[..20], "0b00000000 00000000 ");
    /// assert_eq!(grouped.parse::<SnowflakeId>(), Ok(id));
    /// ```
    pub fn to_binary_bytes(self) -> String {
        let mut out = String::from("0b");
        for byte in 0..8 {
            if byte > 0 {
                out.push(' ');
            }
            out.push_str(&self.bits(56 - 8 * byte, 8));
        }
        out
    }
}

impl fmt::Display for SnowflakeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.as_u64(), f)
    }
}

impl fmt::LowerHex for SnowflakeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::LowerHex::fmt(&self.as_u64(), f)
    }
}

impl fmt::UpperHex for SnowflakeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::UpperHex::fmt(&self.as_u64(), f)
    }
}

impl fmt::Binary for SnowflakeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Binary::fmt(&self.as_u64(), f)
    }
}
