//! The one error model: what kind of problem a text has, what was expected instead and what
//! was found. Which input the text came from is the caller's to know.

use std::fmt;

/// What is wrong with a text. Every case a person can run into, for fields and IDs alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// Nothing was typed (for the ID box: nothing but whitespace or quotes). The timestamp is
    /// never missing: empty means now.
    Missing,
    /// Not a number in the input's grammar.
    NotANumber,
    /// A timestamp input's text that is neither Unix milliseconds nor a date-time that exists.
    NotADate,
    /// A datacenter, machine or sequence number outside its range.
    OutOfRange,
    /// A timestamp earlier than [`EPOCH_MS`](super::EPOCH_MS).
    BeforeEpoch,
    /// A timestamp later than [`MAX_TIMESTAMP_MS`](super::MAX_TIMESTAMP_MS).
    AfterLimit,
    /// An ID below zero.
    Negative,
    /// A 64-bit value with the top bit set (2^63 to 2^64 − 1): a Snowflake's sign bit is 0.
    SignBitSet,
    /// More than 64 bits.
    TooLarge,
}

impl ErrorKind {
    /// The stable snake_case name used in the DOM (`data-error-kind`) and the test vectors.
    pub const fn key(self) -> &'static str {
        match self {
            ErrorKind::Missing => "missing",
            ErrorKind::NotANumber => "not_a_number",
            ErrorKind::NotADate => "not_a_date",
            ErrorKind::OutOfRange => "out_of_range",
            ErrorKind::BeforeEpoch => "before_epoch",
            ErrorKind::AfterLimit => "after_limit",
            ErrorKind::Negative => "negative",
            ErrorKind::SignBitSet => "sign_bit_set",
            ErrorKind::TooLarge => "too_large",
        }
    }
}

/// What the input held, ready to be shown after "found".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// Nothing was typed.
    Nothing,
    /// The trimmed text, shortened and with invisible characters spelled out
    /// (see [`describe_text`](super::describe_text)).
    Text(String),
    /// The timestamp field was empty and the device clock gave this many Unix milliseconds.
    Clock(i64),
}

/// What would have been accepted: decided here, once, for every input and kind, so that each
/// language only words it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A whole number from `min` to `max` (datacenter, machine, sequence).
    WholeNumber { min: u64, max: u64 },
    /// Unix milliseconds from `min` to `max` (a timestamp that was not a number).
    UnixMs { min: u64, max: u64 },
    /// Unix milliseconds or a calendar date-time in one of the accepted forms.
    UnixMsOrDate,
    /// An instant at or after the epoch, `min` Unix milliseconds.
    NotBeforeEpoch { min: u64 },
    /// An instant no later than the last one the 41-bit block holds, `max`.
    NotAfterLimit { max: u64 },
    /// An ID in decimal, `0x` hex or `0b` binary, from 0 to `max`.
    IdText { max: u64 },
    /// An ID that is not negative, at most `max`.
    IdNotNegative { max: u64 },
    /// An ID whose sign bit is clear, at most `max` (2^63 − 1).
    IdSignBitClear { max: u64 },
    /// At most 64 bits, and for a Snowflake at most `max`.
    Id64Bits { max: u64 },
}

impl fmt::Display for Expected {
    /// Terse and technical, for logs and `Error`'s `Display`; the page words it per language.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Expected::WholeNumber { min, max } => write!(f, "an integer in {min}..={max}"),
            Expected::UnixMs { min, max } => write!(f, "Unix milliseconds in {min}..={max}"),
            Expected::UnixMsOrDate => write!(f, "Unix milliseconds or a date-time like 2024-06-21T14:30:00Z"),
            Expected::NotBeforeEpoch { min } => write!(f, "a timestamp >= {min}"),
            Expected::NotAfterLimit { max } => write!(f, "a timestamp <= {max}"),
            Expected::IdText { max } => write!(f, "a decimal, 0x or 0b ID in 0..={max}"),
            Expected::IdNotNegative { max } => write!(f, "a non-negative ID <= {max}"),
            Expected::IdSignBitClear { max } => write!(f, "an ID with the sign bit clear, <= {max}"),
            Expected::Id64Bits { max } => write!(f, "at most 64 bits, and <= {max} for a Snowflake ID"),
        }
    }
}

/// Why a text cannot be used: what kind of problem, what would have been accepted, and what
/// was found. The rule that refused the text decides `expected`, once.
///
/// ```
/// use snowflake_composer::snowflake::{parse_field, ErrorKind, Expected, Field};
/// let error = parse_field(Field::Datacenter, "32").unwrap_err();
/// assert_eq!(error.kind(), ErrorKind::OutOfRange);
/// assert_eq!(error.expected(), Expected::WholeNumber { min: 0, max: 31 });
/// assert_eq!(error.to_string(), "expected an integer in 0..=31, found \"32\"");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    expected: Expected,
    found: Found,
}

impl Error {
    pub(crate) const fn new(kind: ErrorKind, expected: Expected, found: Found) -> Self {
        Error { kind, expected, found }
    }

    pub const fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// What would have been accepted in its place.
    pub const fn expected(&self) -> Expected {
        self.expected
    }

    pub const fn found(&self) -> &Found {
        &self.found
    }

    /// Whether "found" shows the text in quotation marks: text that is not a number, so that
    /// stray spaces and symbols show; a number out of range reads better bare.
    pub const fn quotes_found(&self) -> bool {
        matches!(self.kind, ErrorKind::NotANumber | ErrorKind::NotADate) && matches!(self.found, Found::Text(_))
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "expected {}, found ", self.expected)?;
        match &self.found {
            Found::Nothing => write!(f, "nothing"),
            Found::Text(text) => write!(f, "{text:?}"),
            Found::Clock(ms) => write!(f, "a clock reading of {ms} ms"),
        }
    }
}

impl std::error::Error for Error {}
