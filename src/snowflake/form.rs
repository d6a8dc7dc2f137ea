//! One field's text read under its rule, as the composer reads each field.

use super::{read_instant_or_now, read_number, Field, Reading, Zone};

/// One field's text read under its rule: the timestamp by
/// [`read_instant_or_now`](super::read_instant_or_now) (Unix ms, a date-time read in `zone`
/// without an offset, or when empty the clock's `now_ms`); the others by
/// [`read_number`](super::read_number) in the field's bounds.
///
/// ```
/// use snowflake_composer::snowflake::{read_field, Field, Utc};
/// assert!(read_field(Field::Timestamp, "17189", f64::NAN, &Utc).is_incomplete()); // on its way to 13 digits
/// assert!(read_field(Field::Timestamp, "2024-0", f64::NAN, &Utc).is_incomplete());
/// assert!(read_field(Field::Datacenter, "", f64::NAN, &Utc).is_incomplete());
/// assert!(read_field(Field::Datacenter, "32", f64::NAN, &Utc).is_invalid());
/// ```
pub fn read_field(field: Field, text: &str, now_ms: f64, zone: &dyn Zone) -> Reading<u64> {
    match field {
        Field::Timestamp => read_instant_or_now(text, now_ms, zone),
        _ => read_number(text, field.bounds()),
    }
}

#[cfg(test)]
mod tests {
    use crate::snowflake::{clock_instant, ErrorKind, Found};

    #[test]
    fn a_clock_before_the_epoch_or_broken_is_an_error_not_a_negative_delta() {
        for reading in [0.0, -5.0, 1_288_834_974_656.5, f64::NAN, f64::NEG_INFINITY] {
            let error = clock_instant(reading).unwrap_err();
            assert_eq!(error.kind(), ErrorKind::BeforeEpoch, "{reading}");
            assert!(matches!(error.found(), Found::Clock(_)));
        }
        assert_eq!(clock_instant(f64::INFINITY).unwrap_err().kind(), ErrorKind::AfterLimit);
    }
}
