//! A number input's one rule: the text read under the number grammar, then checked against
//! the window of values the input accepts.

use super::block::Role;
use super::grammar::{self, Number};
use super::layout::Layout;
use super::{describe_text, Error, ErrorKind, Expected, Found, Reading};

/// The whole numbers an input accepts, `min..=max`, and whether they are instants (Unix
/// milliseconds), whose two ends have names of their own: the epoch and the time block's limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    min: u64,
    max: u64,
    instant: bool,
}

impl Bounds {
    /// Every instant Twitter's layout can hold: the epoch to the last millisecond of the 41-bit
    /// block ([`Layout::window`]).
    pub const TIMESTAMP: Bounds = Layout::TWITTER.window_bounds();

    /// The instants `min..=max`, Unix milliseconds.
    pub const fn instants(min: u64, max: u64) -> Self {
        Bounds { min, max, instant: true }
    }

    /// A count or an identifier from `min` to `max`.
    pub const fn whole(min: u64, max: u64) -> Self {
        Bounds { min, max, instant: false }
    }

    pub const fn min(self) -> u64 {
        self.min
    }

    pub const fn max(self) -> u64 {
        self.max
    }

    pub const fn contains(self, value: u64) -> bool {
        value >= self.min && value <= self.max
    }

    /// What the input expected, for an error of `kind`.
    pub(crate) const fn expected(self, kind: ErrorKind) -> Expected {
        let Bounds { min, max, instant } = self;
        match (instant, kind) {
            (false, _) => Expected::WholeNumber { min, max },
            (true, ErrorKind::BeforeEpoch) => Expected::NotBeforeEpoch { min },
            (true, ErrorKind::AfterLimit) => Expected::NotAfterLimit { max },
            (true, ErrorKind::NotADate) => Expected::UnixMsOrDate,
            (true, _) => Expected::UnixMs { min, max },
        }
    }

    /// Whether more typing can turn `raw` into a number in these bounds. A trailing space
    /// counts: it may separate the next digit group.
    pub(crate) fn can_reach(self, raw: &str) -> bool {
        grammar::field_number(raw.trim_start()).is_some_and(|number| number.can_reach(self.min, self.max))
    }

    pub(crate) const fn error(self, kind: ErrorKind, found: Found) -> Error {
        Error::new(kind, self.expected(kind), found)
    }

    /// The range check on a signed magnitude: below `min` (or negative) and above `max` are
    /// refused, an instant's two ends told apart.
    pub(crate) fn check(self, negative: bool, magnitude: u128, found: impl Fn() -> Found) -> Result<u64, Error> {
        let negative = negative && magnitude != 0;
        let too_low = negative || magnitude < u128::from(self.min);
        let too_high = !negative && magnitude > u128::from(self.max);
        let kind = match (self.instant, too_low, too_high) {
            // In the window, so at most `max`, which fits u64.
            (_, false, false) => return Ok(magnitude as u64),
            (true, true, _) => ErrorKind::BeforeEpoch,
            (true, _, true) => ErrorKind::AfterLimit,
            (false, _, _) => ErrorKind::OutOfRange,
        };
        Err(self.error(kind, found()))
    }
}

/// The text with surrounding whitespace removed, or `Missing` when nothing is left.
pub(crate) fn trimmed(text: &str, bounds: Bounds) -> Result<&str, Error> {
    let text = text.trim();
    if text.is_empty() {
        Err(bounds.error(ErrorKind::Missing, Found::Nothing))
    } else {
        Ok(text)
    }
}

/// Reads a whole number under the input rules and checks it against `bounds`. Surrounding
/// whitespace is ignored; `,`, `_` or a space may separate digit groups; `-0` is 0.
///
/// ```
/// use snowflake_composer::snowflake::{parse_number, Bounds, ErrorKind};
/// assert_eq!(parse_number(" 1_000 ", Bounds::whole(1, 10_000)), Ok(1000));
/// assert_eq!(parse_number("0", Bounds::whole(1, 10_000)).unwrap_err().kind(), ErrorKind::OutOfRange);
/// assert_eq!(parse_number("1", Bounds::TIMESTAMP).unwrap_err().kind(), ErrorKind::BeforeEpoch);
/// assert_eq!(parse_number("1.5", Bounds::TIMESTAMP).unwrap_err().kind(), ErrorKind::NotANumber);
/// ```
pub fn parse_number(raw: &str, bounds: Bounds) -> Result<u64, Error> {
    read_number(raw, bounds).into_result()
}

/// [`parse_number`], also saying whether more typing can still make the text valid: a
/// prefix of a number in `bounds`, digit groups and `-0` included.
///
/// ```
/// use snowflake_composer::snowflake::{read_number, Bounds};
/// // 1000…: too small at 13 digits, too large at 14.
/// assert!(read_number("1000", Bounds::TIMESTAMP).is_invalid());
/// assert!(read_number("17189", Bounds::TIMESTAMP).is_incomplete());
/// ```
pub fn read_number(raw: &str, bounds: Bounds) -> Reading<u64> {
    let text = raw.trim();
    let number = grammar::field_number(text);
    let result = trimmed(raw, bounds).and_then(|text| {
        let found = || Found::Text(describe_text(text));
        let (negative, magnitude) =
            number.and_then(Number::whole).ok_or_else(|| bounds.error(ErrorKind::NotANumber, found()))?;
        bounds.check(negative, magnitude, found)
    });
    Reading::judge(result, || bounds.can_reach(raw))
}

impl Layout {
    /// The values block `index` accepts: the time window for the time block, 0 to the
    /// block's largest value for a number, 0 alone for the sign.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{Bounds, Layout};
    /// assert_eq!(Layout::TWITTER.bounds(2), Bounds::whole(0, 31));
    /// assert_eq!(Layout::TWITTER.bounds(1), Bounds::TIMESTAMP);
    /// ```
    pub fn bounds(&self, index: usize) -> Bounds {
        match self.blocks().get(index).map(|b| b.role()) {
            Some(Role::Time) => self.window_bounds(),
            Some(Role::Number) => Bounds::whole(0, self.value_max(index)),
            Some(Role::Sign) | None => Bounds::whole(0, 0),
        }
    }

    /// The time window as bounds.
    pub const fn window_bounds(&self) -> Bounds {
        let (first, last) = self.window_const();
        Bounds::instants(first, last)
    }
}

/// A number block's value: [`parse_number`] with the block's [`Bounds`]. (The time block
/// also takes dates: see [`parse_instant`](super::parse_instant).)
///
/// ```
/// use snowflake_composer::snowflake::{parse_block, ErrorKind, Layout};
/// let twitter = Layout::TWITTER;
/// assert_eq!(parse_block(&twitter, 4, " 4_095 "), Ok(4095));
/// assert_eq!(parse_block(&twitter, 3, "-0"), Ok(0));
/// assert_eq!(parse_block(&twitter, 3, "1.5").unwrap_err().kind(), ErrorKind::NotANumber);
/// assert_eq!(parse_block(&twitter, 1, "1").unwrap_err().kind(), ErrorKind::BeforeEpoch);
/// ```
pub fn parse_block(layout: &Layout, index: usize, raw: &str) -> Result<u64, Error> {
    parse_number(raw, layout.bounds(index))
}
