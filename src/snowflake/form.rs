//! The whole form at once: four texts and a clock reading in, an ID or every field's error out.

use super::{
    parse_field, parse_instant, Error, ErrorKind, Field, Found, Input, Parts, SnowflakeId, Zone, EPOCH_MS,
    MAX_TIMESTAMP_MS,
};

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

/// The result for the whole form: the ID, or one error per invalid field (field order).
pub type FormResult = Result<Composition, Vec<Error>>;

/// Validates all four fields at once and composes the ID if every one is valid.
///
/// The timestamp is read by [`resolve_timestamp`]: Unix ms, a date-time (read in `zone`
/// without an offset), or empty for "now".
///
/// ```
/// use snowflake_composer::snowflake::{compose_fields, Field, RawFields, Utc};
/// let raw = RawFields { timestamp: "1,288,834,975,657", datacenter: "1", machine: "1", sequence: "0" };
/// assert_eq!(compose_fields(&raw, 0.0, &Utc).unwrap().id.as_u64(), 4_194_439_168);
///
/// let raw = RawFields { timestamp: "", datacenter: "32", machine: "x", sequence: "0" };
/// let errors = compose_fields(&raw, 1.7e12, &Utc).unwrap_err();
/// assert_eq!(errors.iter().map(|e| e.field()).collect::<Vec<_>>(), [Some(Field::Datacenter), Some(Field::Machine)]);
/// ```
pub fn compose_fields(raw: &RawFields<'_>, now_ms: f64, zone: &dyn Zone) -> FormResult {
    let timestamp_from_clock = raw.timestamp.trim().is_empty();
    let timestamp = resolve_timestamp(raw.timestamp, now_ms, zone);
    match [
        timestamp,
        parse_field(Field::Datacenter, raw.datacenter),
        parse_field(Field::Machine, raw.machine),
        parse_field(Field::Sequence, raw.sequence),
    ] {
        // Each value passed its field's range check just above.
        [Ok(t), Ok(d), Ok(m), Ok(s)] => {
            Ok(Composition { id: SnowflakeId::compose(Parts::from_checked(t, d, m, s)), timestamp_from_clock })
        }
        results => Err(results.into_iter().filter_map(Result::err).collect()),
    }
}

/// The timestamp field's value in Unix milliseconds. Empty means "now": `now_ms` (the device
/// clock, as the browser's `Date.now()` gives it). Otherwise [`parse_instant`].
///
/// ```
/// use snowflake_composer::snowflake::{resolve_timestamp, Utc};
/// assert_eq!(resolve_timestamp(" ", 1_700_000_000_000.7, &Utc), Ok(1_700_000_000_000));
/// assert_eq!(resolve_timestamp("2023-11-14T22:13:20Z", f64::NAN, &Utc), Ok(1_700_000_000_000));
/// ```
pub fn resolve_timestamp(text: &str, now_ms: f64, zone: &dyn Zone) -> Result<u64, Error> {
    resolve_instant(Input::Field(Field::Timestamp), text, now_ms, zone)
}

/// Any timestamp input's value: empty means the clock's `now_ms`, else [`parse_instant`].
pub(super) fn resolve_instant(input: Input, text: &str, now_ms: f64, zone: &dyn Zone) -> Result<u64, Error> {
    if text.trim().is_empty() {
        clock_instant(input, now_ms)
    } else {
        parse_instant(input, text, zone)
    }
}

/// Turns a device clock reading into a timestamp, refusing clocks outside the 41-bit window.
pub fn clock_timestamp(now_ms: f64) -> Result<u64, Error> {
    clock_instant(Input::Field(Field::Timestamp), now_ms)
}

fn clock_instant(input: Input, now_ms: f64) -> Result<u64, Error> {
    let floored = now_ms.floor();
    // `as` saturates and maps NaN to 0, so any reading, however broken, gives a defined value.
    let reading = floored as i64;
    let error = |kind| Error::new(input, kind, Found::Clock(reading));
    if !(floored >= EPOCH_MS as f64) {
        Err(error(ErrorKind::BeforeEpoch))
    } else if floored > MAX_TIMESTAMP_MS as f64 {
        Err(error(ErrorKind::AfterLimit))
    } else {
        Ok(floored as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_error_is_reported_at_once() {
        let raw = RawFields { timestamp: "abc", datacenter: "", machine: "32", sequence: "-1" };
        let kinds: Vec<_> = compose_fields(&raw, 0.0, &crate::snowflake::Utc)
            .unwrap_err()
            .into_iter()
            .map(|e| (e.field(), e.kind()))
            .collect();
        assert_eq!(
            kinds,
            [
                (Some(Field::Timestamp), ErrorKind::NotADate),
                (Some(Field::Datacenter), ErrorKind::Missing),
                (Some(Field::Machine), ErrorKind::OutOfRange),
                (Some(Field::Sequence), ErrorKind::OutOfRange),
            ]
        );
    }

    #[test]
    fn empty_timestamp_uses_the_clock() {
        let raw = RawFields { timestamp: "  ", datacenter: "0", machine: "0", sequence: "0" };
        let composed = compose_fields(&raw, 1_288_834_975_657.9, &crate::snowflake::Utc).unwrap();
        assert!(composed.timestamp_from_clock);
        assert_eq!(composed.id.as_u64(), 1000 << 22);
    }

    #[test]
    fn a_clock_before_the_epoch_or_broken_is_an_error_not_a_negative_delta() {
        for reading in [0.0, -5.0, 1_288_834_974_656.5, f64::NAN, f64::NEG_INFINITY] {
            let error = clock_timestamp(reading).unwrap_err();
            assert_eq!(error.kind(), ErrorKind::BeforeEpoch, "{reading}");
            assert!(matches!(error.found(), Found::Clock(_)));
        }
        assert_eq!(clock_timestamp(f64::INFINITY).unwrap_err().kind(), ErrorKind::AfterLimit);
    }
}
