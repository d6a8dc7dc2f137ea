//! One field's value: its text read under the input rules, then checked against its range.

use super::date::{looks_like_date, parse_date_time, Zone};
use super::{describe_text, grammar, Error, ErrorKind, Field, Found, Input, EPOCH_MS, MAX_TIMESTAMP_MS};

/// Parses one field's text under the input rules and checks it against the field's range.
/// Surrounding whitespace is ignored; `,`, `_` or a space may separate digit groups.
///
/// ```
/// use snowflake_composer::snowflake::{parse_field, ErrorKind, Field};
/// assert_eq!(parse_field(Field::Sequence, " 4_095 "), Ok(4095));
/// assert_eq!(parse_field(Field::Machine, "-0"), Ok(0));
/// assert_eq!(parse_field(Field::Machine, "1.5").unwrap_err().kind(), ErrorKind::NotANumber);
/// assert_eq!(parse_field(Field::Timestamp, "1").unwrap_err().kind(), ErrorKind::BeforeEpoch);
/// ```
pub fn parse_field(field: Field, raw: &str) -> Result<u64, Error> {
    let text = raw.trim();
    if text.is_empty() {
        return Err(Error::new(Input::Field(field), ErrorKind::Missing, Found::Nothing));
    }
    let found = || Found::Text(describe_text(text));
    let (negative, magnitude) =
        grammar::field_number(text).ok_or_else(|| Error::new(Input::Field(field), ErrorKind::NotANumber, found()))?;
    check_range(field, Input::Field(field), negative && magnitude != 0, magnitude, found)?;
    // check_range accepted it, so it is at most field.max(), which fits u64.
    Ok(magnitude as u64)
}

/// The range rule: below the minimum (or negative) and above the maximum are refused, with
/// the timestamp's two ends told apart. Reported as `field`'s error, or as `input`'s for the
/// other inputs that take a timestamp (the range panel's ends).
pub(super) fn check_range(
    field: Field,
    input: Input,
    negative: bool,
    magnitude: u128,
    found: impl Fn() -> Found,
) -> Result<(), Error> {
    let too_low = negative || magnitude < u128::from(field.min());
    let too_high = !negative && magnitude > u128::from(field.max());
    let kind = match (field, too_low, too_high) {
        (_, false, false) => return Ok(()),
        (Field::Timestamp, true, _) => ErrorKind::BeforeEpoch,
        (Field::Timestamp, _, true) => ErrorKind::AfterLimit,
        _ => ErrorKind::OutOfRange,
    };
    Err(Error::new(input, kind, found()))
}

/// Reads an instant typed into a timestamp input (the timestamp field or a range end): Unix
/// milliseconds under the field grammar, or a calendar date-time (see
/// [`parse_date_time`](super::parse_date_time)) read in `zone` when it has no offset. Then the
/// timestamp's range rule. Text that starts like a date (`YYYY-`) and breaks the date grammar,
/// or starts with neither a digit nor a sign, is `NotADate`; other text that breaks the number
/// grammar keeps its `NotANumber`.
///
/// ```
/// use snowflake_composer::snowflake::{parse_instant, ErrorKind, Field, FixedOffset, Input, Utc};
/// let input = Input::Field(Field::Timestamp);
/// assert_eq!(parse_instant(input, "1288834975657", &Utc), Ok(1_288_834_975_657));
/// assert_eq!(parse_instant(input, "2010-11-04T01:42:55.657Z", &Utc), Ok(1_288_834_975_657));
/// assert_eq!(parse_instant(input, "2010-11-04 10:42:55.657", &FixedOffset(540)), Ok(1_288_834_975_657));
/// assert_eq!(parse_instant(input, "2010-02-30", &Utc).unwrap_err().kind(), ErrorKind::NotADate);
/// assert_eq!(parse_instant(input, "1.5", &Utc).unwrap_err().kind(), ErrorKind::NotANumber);
/// ```
pub fn parse_instant(input: Input, raw: &str, zone: &dyn Zone) -> Result<u64, Error> {
    let text = raw.trim();
    if text.is_empty() {
        return Err(Error::new(input, ErrorKind::Missing, Found::Nothing));
    }
    let found = || Found::Text(describe_text(text));
    let error = |kind| Error::new(input, kind, found());
    let (negative, magnitude) = if looks_like_date(text) {
        let ms = parse_date_time(text).and_then(|date| date.unix_ms(zone)).ok_or_else(|| error(ErrorKind::NotADate))?;
        (ms < 0, u128::from(ms.unsigned_abs()))
    } else {
        match grammar::field_number(text) {
            Some(number) => number,
            None if looks_numeric(text) => return Err(error(ErrorKind::NotANumber)),
            None => return Err(error(ErrorKind::NotADate)),
        }
    };
    check_range(Field::Timestamp, input, negative && magnitude != 0, magnitude, found)?;
    // check_range accepted it, so it is at most the last timestamp, which fits u64.
    Ok(magnitude as u64)
}

/// Starts with a digit of any script, a sign or a point: a mistyped number (`12abc`, `1.3e12`),
/// which keeps the number grammar's message; text starting otherwise was never a number.
fn looks_numeric(text: &str) -> bool {
    text.chars().next().is_some_and(|c| c.is_numeric() || matches!(c, '+' | '-' | '.'))
}

/// A unit a timestamp may have been written in by mistake.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeUnitGuess {
    Seconds,
    Microseconds,
    Nanoseconds,
}

impl TimeUnitGuess {
    pub const fn key(self) -> &'static str {
        match self {
            TimeUnitGuess::Seconds => "seconds",
            TimeUnitGuess::Microseconds => "microseconds",
            TimeUnitGuess::Nanoseconds => "nanoseconds",
        }
    }
}

/// For a whole number outside the timestamp's range, the unit it would be in range in, and
/// the milliseconds it then stands for: seconds × 1000, microseconds ÷ 1000 and nanoseconds
/// ÷ 1,000,000, rounded down. `None` for anything else, in range or not a plain number.
///
/// ```
/// use snowflake_composer::snowflake::{unit_hint, TimeUnitGuess};
/// assert_eq!(unit_hint("1700000000"), Some((TimeUnitGuess::Seconds, 1_700_000_000_000)));
/// assert_eq!(unit_hint("1700000000123456789"), Some((TimeUnitGuess::Nanoseconds, 1_700_000_000_123)));
/// assert_eq!(unit_hint("1700000000123"), None); // already milliseconds
/// ```
pub fn unit_hint(raw: &str) -> Option<(TimeUnitGuess, u64)> {
    let text = raw.trim();
    let (negative, value) = grammar::field_number(text).filter(|_| !looks_like_date(text))?;
    // Every reading that can fit is below 2^64, so u64 arithmetic (no u128 division code).
    let value = u64::try_from(value).ok()?;
    let in_range = |ms: u64| (EPOCH_MS..=MAX_TIMESTAMP_MS).contains(&ms);
    if negative || in_range(value) {
        return None;
    }
    [
        (TimeUnitGuess::Seconds, value.saturating_mul(1000)),
        (TimeUnitGuess::Microseconds, value / 1000),
        (TimeUnitGuess::Nanoseconds, value / 1_000_000),
    ]
    .into_iter()
    .find(|(_, ms)| in_range(*ms))
}
