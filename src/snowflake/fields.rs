//! One field's value: its text read under the input rules, then checked against its range.

use super::{describe_text, grammar, Error, ErrorKind, Field, Found, Input};

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
    check_range(field, negative && magnitude != 0, magnitude, found)?;
    // check_range accepted it, so it is at most field.max(), which fits u64.
    Ok(magnitude as u64)
}

/// The range rule: below the minimum (or negative) and above the maximum are refused, with
/// the timestamp's two ends told apart.
pub(super) fn check_range(
    field: Field,
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
    Err(Error::new(Input::Field(field), kind, found()))
}
