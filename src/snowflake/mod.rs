//! The Twitter-layout Snowflake ID: layout, compose, decompose and the field parser.
//!
//! Pure Rust with no web dependency, so every rule here is tested natively. The UI only
//! renders what this module returns; it never does arithmetic or validation of its own.
//!
//! ```
//! use snowflake_composer::snowflake::{Parts, SnowflakeId};
//!
//! // The worked example: 1 000 ms after the epoch, datacenter 1, machine 1, sequence 0.
//! let parts = Parts::new(1_288_834_975_657, 1, 1, 0).unwrap();
//! let id = SnowflakeId::compose(parts);
//! assert_eq!(id.as_u64(), 4_194_439_168);
//! assert_eq!(id.to_hex(), "0x00000000FA021000");
//! assert_eq!(id.decompose(), parts);
//! ```

use std::fmt;

mod decode;
mod parse;
mod time;

pub use decode::{decode_id, IdError, IdErrorKind};
pub use parse::{
    clock_timestamp, compose_fields, describe_text, parse_field, Composition, FormResult, RawFields, FOUND_MAX_CHARS,
};
pub use time::{relative_time, TimeUnit};

/// Twitter's epoch, 2010-11-04T01:42:54.657Z, in Unix milliseconds. Fixed: not configurable.
pub const EPOCH_MS: u64 = 1_288_834_974_657;

/// Width of each block in bits, most significant first.
pub const SIGN_BITS: u32 = 1;
pub const TIMESTAMP_BITS: u32 = 41;
pub const DATACENTER_BITS: u32 = 5;
pub const MACHINE_BITS: u32 = 5;
pub const SEQUENCE_BITS: u32 = 12;

// The shifts follow from the widths: each block sits directly above the one to its right.
pub const MACHINE_SHIFT: u32 = SEQUENCE_BITS;
pub const DATACENTER_SHIFT: u32 = MACHINE_SHIFT + MACHINE_BITS;
pub const TIMESTAMP_SHIFT: u32 = DATACENTER_SHIFT + DATACENTER_BITS;
const _: () = assert!(SIGN_BITS + TIMESTAMP_BITS + TIMESTAMP_SHIFT == 64);

pub const MAX_DATACENTER_ID: u64 = (1 << DATACENTER_BITS) - 1;
pub const MAX_MACHINE_ID: u64 = (1 << MACHINE_BITS) - 1;
pub const MAX_SEQUENCE: u64 = (1 << SEQUENCE_BITS) - 1;
/// The last instant the 41-bit timestamp block can hold: 2080-07-10T17:30:30.208Z.
pub const MAX_TIMESTAMP_MS: u64 = EPOCH_MS + ((1 << TIMESTAMP_BITS) - 1);

/// One of the four inputs, in the order their bits appear.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    Timestamp,
    Datacenter,
    Machine,
    Sequence,
}

impl Field {
    pub const ALL: [Field; 4] = [Field::Timestamp, Field::Datacenter, Field::Machine, Field::Sequence];

    /// The smallest accepted value.
    pub const fn min(self) -> u64 {
        match self {
            Field::Timestamp => EPOCH_MS,
            _ => 0,
        }
    }

    /// The largest accepted value.
    pub const fn max(self) -> u64 {
        match self {
            Field::Timestamp => MAX_TIMESTAMP_MS,
            Field::Datacenter => MAX_DATACENTER_ID,
            Field::Machine => MAX_MACHINE_ID,
            Field::Sequence => MAX_SEQUENCE,
        }
    }

    /// The stable name used in the DOM (`id`, `data-field`) and in the shared test vectors.
    pub const fn key(self) -> &'static str {
        match self {
            Field::Timestamp => "timestamp",
            Field::Datacenter => "datacenter",
            Field::Machine => "machine",
            Field::Sequence => "sequence",
        }
    }
}

/// What is wrong with a field. Exactly the five cases a person can run into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// The field is empty (the timestamp never is: empty means now).
    Missing,
    /// The text is not an optionally negative run of ASCII digits with digit-group separators.
    NotANumber,
    /// A datacenter, machine or sequence number outside its range.
    OutOfRange,
    /// A timestamp earlier than [`EPOCH_MS`].
    BeforeEpoch,
    /// A timestamp later than [`MAX_TIMESTAMP_MS`].
    AfterLimit,
}

impl ErrorKind {
    /// The name used in the shared test vectors.
    pub const fn key(self) -> &'static str {
        match self {
            ErrorKind::Missing => "missing",
            ErrorKind::NotANumber => "not_a_number",
            ErrorKind::OutOfRange => "out_of_range",
            ErrorKind::BeforeEpoch => "before_epoch",
            ErrorKind::AfterLimit => "after_limit",
        }
    }
}

/// What the field held, ready to be shown after "found".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// Nothing was typed.
    Nothing,
    /// The trimmed text, shortened and with invisible characters spelled out (see [`describe_text`]).
    Text(String),
    /// The timestamp field was empty and the device clock gave this many Unix milliseconds.
    Clock(i64),
}

/// Why one field cannot be used: which field, what kind of problem, and what was found.
/// The expected side is implied by `field` and `kind` ([`Field::min`], [`Field::max`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    pub field: Field,
    pub kind: ErrorKind,
    pub found: Found,
}

impl fmt::Display for FieldError {
    /// A plain English rendering for logs and tests; the page uses `strings` instead.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let found = match &self.found {
            Found::Nothing => "nothing".to_string(),
            Found::Text(text) => format!("\"{text}\""),
            Found::Clock(ms) => format!("a clock reading of {ms} ms"),
        };
        write!(
            f,
            "{}: {}: expected a whole number from {} to {}, found {found}",
            self.field.key(),
            self.kind.key(),
            self.field.min(),
            self.field.max()
        )
    }
}

impl std::error::Error for FieldError {}

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
    /// Checks each value against its block and returns the first problem found.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{ErrorKind, Field, Parts};
    /// let err = Parts::new(1_288_834_974_657, 32, 0, 0).unwrap_err();
    /// assert_eq!((err.field, err.kind), (Field::Datacenter, ErrorKind::OutOfRange));
    /// ```
    pub fn new(timestamp_ms: u64, datacenter_id: u64, machine_id: u64, sequence: u64) -> Result<Self, FieldError> {
        let values = [timestamp_ms, datacenter_id, machine_id, sequence];
        for (field, value) in Field::ALL.into_iter().zip(values) {
            parse::check_range(field, false, u128::from(value), || Found::Text(value.to_string()))?;
        }
        // Every value was just checked to fit its block, so the narrowing casts are lossless.
        Ok(Parts {
            timestamp_ms,
            datacenter_id: datacenter_id as u8,
            machine_id: machine_id as u8,
            sequence: sequence as u16,
        })
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

/// One of the five bit blocks of an ID, most significant first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BitBlock {
    Sign,
    Timestamp,
    Datacenter,
    Machine,
    Sequence,
}

impl BitBlock {
    pub const ALL: [BitBlock; 5] =
        [BitBlock::Sign, BitBlock::Timestamp, BitBlock::Datacenter, BitBlock::Machine, BitBlock::Sequence];

    pub const fn width(self) -> u32 {
        match self {
            BitBlock::Sign => SIGN_BITS,
            BitBlock::Timestamp => TIMESTAMP_BITS,
            BitBlock::Datacenter => DATACENTER_BITS,
            BitBlock::Machine => MACHINE_BITS,
            BitBlock::Sequence => SEQUENCE_BITS,
        }
    }

    /// Position of the block's least significant bit within the 64-bit ID.
    pub const fn shift(self) -> u32 {
        match self {
            BitBlock::Sign => TIMESTAMP_SHIFT + TIMESTAMP_BITS,
            BitBlock::Timestamp => TIMESTAMP_SHIFT,
            BitBlock::Datacenter => DATACENTER_SHIFT,
            BitBlock::Machine => MACHINE_SHIFT,
            BitBlock::Sequence => 0,
        }
    }

    /// The stable name used as `data-field` in the DOM and in the shared test vectors.
    pub const fn key(self) -> &'static str {
        match self {
            BitBlock::Sign => "sign",
            BitBlock::Timestamp => "timestamp",
            BitBlock::Datacenter => "datacenter",
            BitBlock::Machine => "machine",
            BitBlock::Sequence => "sequence",
        }
    }

    const fn mask(self) -> u64 {
        (1u64 << self.width()) - 1
    }
}

/// A 64-bit Snowflake ID. The sign bit is always 0, so every value is `0..=i64::MAX`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SnowflakeId(u64);

impl SnowflakeId {
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

    /// The block's bits as `0`/`1` characters, most significant first, `width` long.
    pub fn block_bits(self, block: BitBlock) -> String {
        let value = self.block_value(block);
        (0..block.width()).rev().map(|bit| if value >> bit & 1 == 1 { '1' } else { '0' }).collect()
    }

    /// `0x` and 16 upper-case hex digits.
    pub fn to_hex(self) -> String {
        format!("0x{:016X}", self.0)
    }

    /// Every intermediate value of the formula, for the worked calculation.
    pub const fn calculation(self) -> Calculation {
        let parts = self.decompose();
        let delta = parts.timestamp_ms - EPOCH_MS;
        Calculation {
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

impl fmt::Display for SnowflakeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The formula's steps for one ID: `delta = t − epoch`, each block shifted into place, and
/// their OR (equal to their sum, since the blocks never overlap).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Calculation {
    pub timestamp_ms: u64,
    pub delta: u64,
    pub timestamp_part: u64,
    pub datacenter_part: u64,
    pub machine_part: u64,
    pub sequence_part: u64,
    pub id: u64,
}

/// Writes `value` in groups of three digits joined by `separator` (`4,194,439,168`).
pub fn group_digits(value: u64, separator: char) -> String {
    let digits = value.to_string();
    let mut out = String::with_capacity(digits.len() * 4 / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index) % 3 == 0 {
            out.push(separator);
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_follow_the_widths() {
        assert_eq!((TIMESTAMP_SHIFT, DATACENTER_SHIFT, MACHINE_SHIFT), (22, 17, 12));
        assert_eq!(MAX_TIMESTAMP_MS, 3_487_858_230_208);
    }

    #[test]
    fn group_digits_in_threes() {
        assert_eq!(group_digits(0, ','), "0");
        assert_eq!(group_digits(999, ','), "999");
        assert_eq!(group_digits(4_194_439_168, ','), "4,194,439,168");
        assert_eq!(group_digits(u64::MAX, ','), "18,446,744,073,709,551,615");
    }
}
