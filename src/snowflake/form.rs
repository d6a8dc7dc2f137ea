//! One field's text read under its rule, as the composer reads each field.

use super::{parse_field, resolve_instant, Error, Field, Zone};

/// One field's text read under its rule: the timestamp by
/// [`resolve_instant`](super::resolve_instant) (Unix ms, a date-time read in `zone` without
/// an offset, or empty for the clock's `now_ms`), the others by [`parse_field`].
pub fn read_field(field: Field, text: &str, now_ms: f64, zone: &dyn Zone) -> Result<u64, Error> {
    match field {
        Field::Timestamp => resolve_instant(text, now_ms, zone),
        _ => parse_field(field, text),
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
