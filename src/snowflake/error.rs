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
    /// A timestamp earlier than the layout's epoch.
    BeforeEpoch,
    /// A timestamp later than the last instant the layout's time block holds.
    AfterLimit,
    /// An ID below zero.
    Negative,
    /// A 64-bit value with the top bit set (2^63 to 2^64 − 1): a Snowflake's sign bit is 0.
    SignBitSet,
    /// More than 64 bits.
    TooLarge,
    /// A layout's name the page does not know (`layout=`).
    LayoutUnknown,
    /// A layout's blocks not written as `key:width,…`, or more of them than a layout has.
    LayoutBlocks,
    /// A block key outside `[a-z][a-z0-9_]{0,15}`.
    LayoutKey,
    /// A block key the page uses itself: one of the address's words or the export's columns.
    LayoutKeyReserved,
    /// The same key on two blocks.
    LayoutKeyRepeated,
    /// A block's width outside 1–63.
    LayoutWidth,
    /// Widths that do not add up to 64.
    LayoutWidths,
    /// Not exactly one time block (`timestamp`).
    LayoutTime,
    /// A sign bit (`sign`) that is not the top bit alone.
    LayoutSign,
    /// An epoch outside 1970–2099.
    LayoutEpoch,
    /// A tick outside 1 ms to a day.
    LayoutTick,
    /// A time block that reaches past the last instant a browser holds.
    LayoutWindow,
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
            ErrorKind::LayoutUnknown => "layout_unknown",
            ErrorKind::LayoutBlocks => "layout_blocks",
            ErrorKind::LayoutKey => "layout_key",
            ErrorKind::LayoutKeyReserved => "layout_key_reserved",
            ErrorKind::LayoutKeyRepeated => "layout_key_repeated",
            ErrorKind::LayoutWidth => "layout_width",
            ErrorKind::LayoutWidths => "layout_widths",
            ErrorKind::LayoutTime => "layout_time",
            ErrorKind::LayoutSign => "layout_sign",
            ErrorKind::LayoutEpoch => "layout_epoch",
            ErrorKind::LayoutTick => "layout_tick",
            ErrorKind::LayoutWindow => "layout_window",
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

/// Who uses a word that a block key of one's own may not take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reserved {
    /// The page's address, a query parameter ([`RESERVED_KEYS`](super::RESERVED_KEYS)).
    Address,
    /// The list tool's export, a column of its own ([`EXPORT_COLUMNS`](super::EXPORT_COLUMNS)).
    Export,
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
    /// An instant no later than the last one the time block holds, `max`.
    NotAfterLimit { max: u64 },
    /// An ID in decimal, `0x` hex or `0b` binary, from 0 to `max`.
    IdText { max: u64 },
    /// An ID that is not negative, at most `max`.
    IdNotNegative { max: u64 },
    /// An ID whose sign bit is clear, at most `max` (2^63 − 1).
    IdSignBitClear { max: u64 },
    /// At most 64 bits, and for a Snowflake at most `max`.
    Id64Bits { max: u64 },
    /// One of the page's layouts, by name.
    LayoutName,
    /// Blocks written `key:width`, comma-separated, most significant first, at most `max`.
    BlocksText { max: u64 },
    /// A block key: a lowercase letter, then up to 15 lowercase letters, digits or `_`.
    BlockKey,
    /// A block key that is not one of the words the page uses itself, `by` the address or the
    /// list's export.
    KeyNotReserved { by: Reserved },
    /// Each block's key once.
    KeysDistinct,
    /// A block width from `min` to `max` bits.
    BlockWidth { min: u64, max: u64 },
    /// Widths that add up to `total`.
    WidthsSum { total: u64 },
    /// Exactly one time block, keyed `timestamp`.
    OneTimeBlock,
    /// A sign block, if any, of one bit, first.
    SignOnTop,
    /// An epoch from `min` to `max` Unix ms.
    EpochRange { min: u64, max: u64 },
    /// A tick from `min` to `max` ms.
    TickRange { min: u64, max: u64 },
    /// A time block whose last tick ends by `max` Unix ms.
    WindowEnd { max: u64 },
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
            Expected::LayoutName => {
                let names: Vec<&str> = super::LayoutName::ALL.iter().map(|name| name.key()).collect();
                write!(f, "one of {}", names.join(", "))
            }
            Expected::BlocksText { max } => write!(f, "at most {max} blocks written key:width, comma-separated"),
            Expected::BlockKey => write!(f, "a key matching [a-z][a-z0-9_]{{0,15}}"),
            Expected::KeyNotReserved { by: Reserved::Address } => write!(f, "a key that is not a query parameter"),
            Expected::KeyNotReserved { by: Reserved::Export } => write!(f, "a key that is not an export column"),
            Expected::KeysDistinct => write!(f, "each block key once"),
            Expected::BlockWidth { min, max } => write!(f, "a width in {min}..={max}"),
            Expected::WidthsSum { total } => write!(f, "widths adding up to {total}"),
            Expected::OneTimeBlock => write!(f, "exactly one timestamp block"),
            Expected::SignOnTop => write!(f, "a one-bit sign block first, or none"),
            Expected::EpochRange { min, max } => write!(f, "an epoch in {min}..={max}"),
            Expected::TickRange { min, max } => write!(f, "a tick in {min}..={max} ms"),
            Expected::WindowEnd { max } => write!(f, "a time block ending by {max}"),
        }
    }
}

/// Why a text cannot be used: what kind of problem, what would have been accepted, and what
/// was found. The rule that refused the text decides `expected`, once.
///
/// ```
/// use snowflake_composer::snowflake::{parse_block, ErrorKind, Expected, Layout};
/// let error = parse_block(&Layout::TWITTER, 2, "32").unwrap_err();
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
