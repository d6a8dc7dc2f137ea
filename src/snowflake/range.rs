//! IDs by time: every ID a Twitter-layout generator can make between two instants, and the
//! bounds the Twitter API's `since_id`, `max_id` and `until_id` take for that span.

use super::{parse_instant, resolve_instant, Error, SnowflakeId, Zone, EPOCH_MS, TIMESTAMP_BITS, TIMESTAMP_SHIFT};

/// The IDs made from the first millisecond of `from` to the last of `to`, both included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IdRange {
    first: SnowflakeId,
    last: SnowflakeId,
}

/// Why a span gives no IDs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpanError {
    /// The start's text is not an instant in range.
    From(Error),
    /// The end's text is not an instant in range.
    To(Error),
    /// Both are instants, but the start is later than the end.
    Reversed { from_ms: u64, to_ms: u64 },
}

impl IdRange {
    /// The span from `from_ms` to `to_ms` (Unix ms), or `None` if either is outside the 41-bit
    /// window or `from_ms > to_ms`.
    ///
    /// ```
    /// use snowflake_composer::snowflake::IdRange;
    /// let second = IdRange::new(1_288_834_975_657, 1_288_834_975_657).unwrap();
    /// assert_eq!((second.first().as_u64(), second.last().as_u64()), (4_194_304_000, 4_198_498_303));
    /// assert_eq!(second.since_id(), Some(4_194_303_999));
    /// assert_eq!(second.count(), 4_194_304);
    /// ```
    pub fn new(from_ms: u64, to_ms: u64) -> Option<Self> {
        let delta = |ms: u64| ms.checked_sub(EPOCH_MS).filter(|d| *d < 1 << TIMESTAMP_BITS);
        let (from, to) = (delta(from_ms)?, delta(to_ms)?);
        let low_bits = (1u64 << TIMESTAMP_SHIFT) - 1;
        // Both deltas are below 2^41, so the shifted values stay below 2^63.
        let first = SnowflakeId::from_u64(from << TIMESTAMP_SHIFT)?;
        let last = SnowflakeId::from_u64((to << TIMESTAMP_SHIFT) | low_bits)?;
        (from <= to).then_some(IdRange { first, last })
    }

    /// The smallest ID made at the start: its millisecond, every other block 0.
    pub const fn first(&self) -> SnowflakeId {
        self.first
    }

    /// The largest ID made at the end: its millisecond, every other bit 1.
    pub const fn last(&self) -> SnowflakeId {
        self.last
    }

    /// `first − 1`: the exclusive lower bound that `since_id` takes (API v1.1 and v2). `None`
    /// when the span starts at ID 0, where `since_id` should be left out.
    pub const fn since_id(&self) -> Option<u64> {
        self.first.as_u64().checked_sub(1)
    }

    /// `last`: API v1.1's inclusive `max_id`.
    pub const fn max_id(&self) -> u64 {
        self.last.as_u64()
    }

    /// `last + 1`: API v2's exclusive `until_id`. `None` at the very last ID, 2^63 − 1, where
    /// `until_id` should be left out.
    pub const fn until_id(&self) -> Option<u64> {
        match self.last.as_u64() {
            last if last == SnowflakeId::MAX.as_u64() => None,
            last => Some(last + 1),
        }
    }

    /// How many IDs the span can hold: `last − first + 1` (at most 2^63, which still fits).
    pub const fn count(&self) -> u64 {
        self.last.as_u64() - self.first.as_u64() + 1
    }
}

/// The span typed into the range panel: `from` empty means now (`now_ms`), `to` empty means
/// the same instant as `from`; both read like the timestamp field, dates in `zone`.
///
/// ```
/// use snowflake_composer::snowflake::{id_span, SpanError, Utc};
/// let span = id_span("2024-06-21", "2024-06-21T23:59:59.999Z", f64::NAN, &Utc).unwrap();
/// assert_eq!(span.first().as_u64(), 1_803_940_896_568_246_272);
/// assert!(matches!(id_span("2024-06-22", "2024-06-21", 0.0, &Utc), Err(errors) if errors == [SpanError::Reversed { from_ms: 1_719_014_400_000, to_ms: 1_718_928_000_000 }]));
/// ```
pub fn id_span(from: &str, to: &str, now_ms: f64, zone: &dyn Zone) -> Result<IdRange, Vec<SpanError>> {
    let from_ms = resolve_instant(from, now_ms, zone);
    let to_ms =
        if to.trim().is_empty() { from_ms.clone().map_err(|_| None) } else { parse_instant(to, zone).map_err(Some) };
    match (from_ms, to_ms) {
        (Ok(from_ms), Ok(to_ms)) => IdRange::new(from_ms, to_ms).ok_or(vec![SpanError::Reversed { from_ms, to_ms }]),
        (from_ms, to_ms) => Err(from_ms
            .err()
            .map(SpanError::From)
            .into_iter()
            .chain(to_ms.err().flatten().map(SpanError::To))
            .collect()),
    }
}
