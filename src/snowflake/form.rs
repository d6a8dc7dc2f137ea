//! The whole form at once: four texts and a clock reading in, an ID or every field's error out.

use super::{parse_field, resolve_instant, Error, Field, Parts, SnowflakeId, Zone};

/// The raw text of the four inputs, exactly as typed.
#[derive(Clone, Copy, Debug)]
pub struct RawFields<'a> {
    pub timestamp: &'a str,
    pub datacenter: &'a str,
    pub machine: &'a str,
    pub sequence: &'a str,
}

/// A composed ID and whether its timestamp came from the clock (empty timestamp field).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Composition {
    pub id: SnowflakeId,
    pub timestamp_from_clock: bool,
}

/// The result for the whole form: the ID, or each invalid field with its error (field order).
pub type FormResult = Result<Composition, Vec<(Field, Error)>>;

/// One field's text read under its rule: the timestamp by
/// [`resolve_instant`](super::resolve_instant) (Unix ms, a date-time read in `zone` without
/// an offset, or empty for the clock's `now_ms`), the others by [`parse_field`].
pub fn read_field(field: Field, text: &str, now_ms: f64, zone: &dyn Zone) -> Result<u64, Error> {
    match field {
        Field::Timestamp => resolve_instant(text, now_ms, zone),
        _ => parse_field(field, text),
    }
}

/// Validates all four fields at once and composes the ID if every one is valid.
///
/// ```
/// use snowflake_composer::snowflake::{compose_fields, Field, RawFields, Utc};
/// let raw = RawFields { timestamp: "1,288,834,975,657", datacenter: "1", machine: "1", sequence: "0" };
/// assert_eq!(compose_fields(&raw, 0.0, &Utc).unwrap().id.as_u64(), 4_194_439_168);
///
/// let raw = RawFields { timestamp: "", datacenter: "32", machine: "x", sequence: "0" };
/// let errors = compose_fields(&raw, 1.7e12, &Utc).unwrap_err();
/// assert_eq!(errors.iter().map(|(field, _)| *field).collect::<Vec<_>>(), [Field::Datacenter, Field::Machine]);
/// ```
pub fn compose_fields(raw: &RawFields<'_>, now_ms: f64, zone: &dyn Zone) -> FormResult {
    let texts = [raw.timestamp, raw.datacenter, raw.machine, raw.sequence];
    let id = match Field::ALL.map(|field| read_field(field, texts[field as usize], now_ms, zone)) {
        [Ok(t), Ok(d), Ok(m), Ok(s)] => Parts::new(t, d, m, s).map(SnowflakeId::compose).map_err(|e| vec![e])?,
        results => {
            return Err(Field::ALL.into_iter().zip(results).filter_map(|(f, r)| r.err().map(|e| (f, e))).collect())
        }
    };
    Ok(Composition { id, timestamp_from_clock: raw.timestamp.trim().is_empty() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::snowflake::{clock_instant, ErrorKind, Found, Utc};

    #[test]
    fn every_field_error_is_reported_at_once() {
        let raw = RawFields { timestamp: "abc", datacenter: "", machine: "32", sequence: "-1" };
        let kinds: Vec<_> =
            compose_fields(&raw, 0.0, &Utc).unwrap_err().into_iter().map(|(field, e)| (field, e.kind())).collect();
        assert_eq!(
            kinds,
            [
                (Field::Timestamp, ErrorKind::NotADate),
                (Field::Datacenter, ErrorKind::Missing),
                (Field::Machine, ErrorKind::OutOfRange),
                (Field::Sequence, ErrorKind::OutOfRange),
            ]
        );
    }

    #[test]
    fn empty_timestamp_uses_the_clock() {
        let raw = RawFields { timestamp: "  ", datacenter: "0", machine: "0", sequence: "0" };
        let composed = compose_fields(&raw, 1_288_834_975_657.9, &Utc).unwrap();
        assert!(composed.timestamp_from_clock);
        assert_eq!(composed.id.as_u64(), 1000 << 22);
    }

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
