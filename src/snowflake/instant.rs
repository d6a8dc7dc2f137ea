//! An instant typed or read from the clock: Unix milliseconds or a date-time, checked against
//! the timestamp window, and the hint for a number written in another unit.

use super::date::{looks_like_date, scan_date, Zone};
use super::grammar::{self, Number};
use super::number::trimmed;
use super::{describe_text, Bounds, Error, ErrorKind, Found, Reading};

/// Reads an instant typed into a timestamp input (the timestamp field or a range end): Unix
/// milliseconds under the number grammar, or a calendar date-time (see
/// [`parse_date_time`](super::parse_date_time)) read in `zone` when it has no offset. Then
/// [`Bounds::TIMESTAMP`]. Text that starts like a date (`YYYY-`) and breaks the date grammar,
/// or starts with neither a digit nor a sign, is `NotADate`; other text that breaks the number
/// grammar keeps its `NotANumber`.
///
/// ```
/// use snowflake_composer::snowflake::{parse_instant, ErrorKind, FixedOffset, Utc};
/// assert_eq!(parse_instant("1288834975657", &Utc), Ok(1_288_834_975_657));
/// assert_eq!(parse_instant("2010-11-04T01:42:55.657Z", &Utc), Ok(1_288_834_975_657));
/// assert_eq!(parse_instant("2010-11-04 10:42:55.657", &FixedOffset(540)), Ok(1_288_834_975_657));
/// assert_eq!(parse_instant("2010-02-30", &Utc).unwrap_err().kind(), ErrorKind::NotADate);
/// assert_eq!(parse_instant("1.5", &Utc).unwrap_err().kind(), ErrorKind::NotANumber);
/// ```
pub fn parse_instant(raw: &str, zone: &dyn Zone) -> Result<u64, Error> {
    read_instant(raw, zone).into_result()
}

/// [`parse_instant`], also saying whether more typing can still make the text valid: a
/// prefix of Unix milliseconds or of a date-time in the window.
///
/// ```
/// use snowflake_composer::snowflake::{read_instant, Utc};
/// assert!(read_instant("2024-0", &Utc).is_incomplete());
/// assert!(read_instant("2024-13", &Utc).is_invalid()); // no month 13
/// assert!(read_instant("2081-", &Utc).is_invalid()); // after the 41-bit limit
/// ```
pub fn read_instant(raw: &str, zone: &dyn Zone) -> Reading<u64> {
    read_instant_within(raw, zone, Bounds::TIMESTAMP)
}

/// [`read_instant`] against the window `bounds` (a layout's, [`Layout::window_bounds`](super::Layout::window_bounds)).
pub fn read_instant_within(raw: &str, zone: &dyn Zone, bounds: Bounds) -> Reading<u64> {
    let result = trimmed(raw, bounds).and_then(|text| {
        let found = || Found::Text(describe_text(text));
        let error = |kind| bounds.error(kind, found());
        let (negative, magnitude) = if looks_like_date(text) {
            let date = scan_date(text).and_then(|scan| scan.whole);
            let ms = date.and_then(|date| date.unix_ms(zone)).ok_or_else(|| error(ErrorKind::NotADate))?;
            (ms < 0, u128::from(ms.unsigned_abs()))
        } else {
            match grammar::field_number(text).and_then(Number::whole) {
                Some(number) => number,
                None if looks_numeric(text) => return Err(error(ErrorKind::NotANumber)),
                None => return Err(error(ErrorKind::NotADate)),
            }
        };
        bounds.check(negative, magnitude, found)
    });
    Reading::judge(result, || {
        let in_window =
            |(earliest, latest): (i64, i64)| earliest <= bounds.max() as i64 && latest >= bounds.min() as i64;
        bounds.can_reach(raw) || scan_date(raw.trim_start()).is_some_and(|scan| in_window(scan.reach))
    })
}

/// A timestamp input's value: empty means the clock's reading `now_ms` (see
/// [`clock_instant`]), anything else [`parse_instant`].
///
/// ```
/// use snowflake_composer::snowflake::{resolve_instant, Utc};
/// assert_eq!(resolve_instant(" ", 1_700_000_000_000.7, &Utc), Ok(1_700_000_000_000));
/// assert_eq!(resolve_instant("2023-11-14T22:13:20Z", f64::NAN, &Utc), Ok(1_700_000_000_000));
/// ```
pub fn resolve_instant(text: &str, now_ms: f64, zone: &dyn Zone) -> Result<u64, Error> {
    read_instant_or_now(text, now_ms, zone, Bounds::TIMESTAMP).into_result()
}

/// [`resolve_instant`], also saying whether more typing can still make the text valid. The
/// one statement of "an empty timestamp means now": an empty text follows the clock, and typing
/// can still replace a broken clock's reading.
///
/// ```
/// use snowflake_composer::snowflake::{read_instant_or_now, Utc};
/// use snowflake_composer::snowflake::Bounds;
/// let window = Bounds::TIMESTAMP;
/// assert!(read_instant_or_now("", 1_700_000_000_000.0, &Utc, window).is_complete());
/// assert!(read_instant_or_now("", f64::NAN, &Utc, window).is_incomplete()); // a broken clock
/// assert!(read_instant_or_now("2024-0", f64::NAN, &Utc, window).is_incomplete());
/// ```
pub fn read_instant_or_now(text: &str, now_ms: f64, zone: &dyn Zone, bounds: Bounds) -> Reading<u64> {
    if text.trim().is_empty() {
        Reading::judge(clock_instant_within(now_ms, bounds), || true)
    } else {
        read_instant_within(text, zone, bounds)
    }
}

/// A device clock reading (`Date.now()`, fractional ms) as a timestamp, refusing clocks
/// outside the window: a clock before the epoch is an error, never a negative delta.
///
/// ```
/// use snowflake_composer::snowflake::{clock_instant, ErrorKind};
/// assert_eq!(clock_instant(1_288_834_974_657.9), Ok(1_288_834_974_657));
/// assert_eq!(clock_instant(f64::NAN).unwrap_err().kind(), ErrorKind::BeforeEpoch);
/// ```
pub fn clock_instant(now_ms: f64) -> Result<u64, Error> {
    clock_instant_within(now_ms, Bounds::TIMESTAMP)
}

/// [`clock_instant`] against the window `bounds`.
#[expect(
    clippy::neg_cmp_op_on_partial_ord,
    reason = "`!(x >= min)` on purpose: a NaN reading fails it and is refused as before the epoch"
)]
pub fn clock_instant_within(now_ms: f64, bounds: Bounds) -> Result<u64, Error> {
    let floored = now_ms.floor();
    // `as` saturates and maps NaN to 0, so any reading, however broken, gives a defined value.
    let reading = floored as i64;
    let error = |kind| bounds.error(kind, Found::Clock(reading));
    if !(floored >= bounds.min() as f64) {
        Err(error(ErrorKind::BeforeEpoch))
    } else if floored > bounds.max() as f64 {
        Err(error(ErrorKind::AfterLimit))
    } else {
        Ok(floored as u64)
    }
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
    unit_hint_within(raw, Bounds::TIMESTAMP)
}

/// [`unit_hint`] against the window `bounds`.
pub fn unit_hint_within(raw: &str, bounds: Bounds) -> Option<(TimeUnitGuess, u64)> {
    let text = raw.trim();
    let (negative, value) = grammar::field_number(text).and_then(Number::whole).filter(|_| !looks_like_date(text))?;
    // Every reading that can fit is below 2^64, so u64 arithmetic (no u128 division code).
    let value = u64::try_from(value).ok()?;
    let in_range = |ms: u64| bounds.contains(ms);
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
