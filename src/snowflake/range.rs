//! IDs by time: every ID a generator of a layout can make between two instants, and the
//! bounds an API's `since_id`, `max_id` and `until_id` take for that span (Twitter's, and the
//! `after`/`before` of Discord's, which work the same way).

use super::layout::Layout;
use super::layout_text::{Paging, Preset};
use super::{read_instant_or_now, read_instant_within, Error, SnowflakeId, Zone};

/// The IDs made from the first millisecond of `from` to the last of `to`, both included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IdRange {
    first: SnowflakeId,
    last: SnowflakeId,
    max_id: u64,
    /// How many of the layout's ticks the span covers.
    ticks: u64,
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
    /// The layout has a number above its time block: its IDs do not sort by time, so no span
    /// of time is a span of IDs.
    Unsorted,
}

impl Layout {
    /// Whether a span of time is a span of IDs: the time block comes first (after the sign),
    /// so IDs sort by time. A layout with a number above its time block has no such spans.
    pub fn sorts_by_time(&self) -> bool {
        self.time_index() == usize::from(self.has_sign())
    }
}

impl IdRange {
    /// The span from `from_ms` to `to_ms` (Unix ms) in `layout`, or `None` if either is
    /// outside its time window, `from_ms > to_ms`, or the layout does not sort by time.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{IdRange, Layout};
    /// let second = IdRange::new(&Layout::TWITTER, 1_288_834_975_657, 1_288_834_975_657).unwrap();
    /// assert_eq!((second.first().as_u64(), second.last().as_u64()), (4_194_304_000, 4_198_498_303));
    /// assert_eq!(second.since_id(), Some(4_194_303_999));
    /// assert_eq!(second.count(), 4_194_304);
    /// ```
    pub fn new(layout: &Layout, from_ms: u64, to_ms: u64) -> Option<Self> {
        let (first_ms, last_ms) = layout.window();
        let in_window = |ms: u64| (first_ms..=last_ms).contains(&ms);
        if !layout.sorts_by_time() || !in_window(from_ms) || !in_window(to_ms) || from_ms > to_ms {
            return None;
        }
        let shift = layout.shift(layout.time_index());
        let low_bits = if shift == 0 { 0 } else { u64::MAX >> (64 - shift) };
        let first = SnowflakeId::from_bits(layout.ticks(from_ms) << shift);
        let last = SnowflakeId::from_bits((layout.ticks(to_ms) << shift) | low_bits);
        let ticks = layout.ticks(to_ms) - layout.ticks(from_ms) + 1;
        Some(IdRange { first, last, max_id: layout.max_id(), ticks })
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

    /// `last + 1`: API v2's exclusive `until_id`. `None` at the layout's very last ID, where
    /// `until_id` should be left out.
    pub const fn until_id(&self) -> Option<u64> {
        match self.last.as_u64() {
            last if last == self.max_id => None,
            last => Some(last + 1),
        }
    }

    /// How many IDs the span can hold: `last − first + 1` (up to 2^64).
    pub const fn count(&self) -> u128 {
        (self.last.as_u64() - self.first.as_u64()) as u128 + 1
    }

    /// How many ticks of its layout the span covers, its first and last included.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{IdRange, Layout};
    /// let epoch = Layout::SONYFLAKE.epoch_ms();
    /// // 10 ms ticks: 1,234 ms after the start is in tick 123, 1,301 ms in tick 130.
    /// let span = IdRange::new(&Layout::SONYFLAKE, epoch + 1_234, epoch + 1_301).unwrap();
    /// assert_eq!(span.ticks(), 8);
    /// ```
    pub const fn ticks(&self) -> u64 {
        self.ticks
    }
}

impl Layout {
    /// How the service's API takes a span's bounds, where the layout is a preset whose API
    /// pages by ID (Twitter's, Discord's).
    pub fn paging(&self) -> Option<Paging> {
        Preset::of(self).and_then(Preset::paging)
    }
}

/// The span typed into the range panel, in `layout`: `from` empty means now (`now_ms`), `to`
/// empty means the same instant as `from`; both read like the timestamp field, dates in `zone`.
///
/// ```
/// use snowflake_composer::snowflake::{id_span, Layout, SpanError, Utc};
/// let twitter = Layout::TWITTER;
/// let span = id_span(&twitter, "2024-06-21", "2024-06-21T23:59:59.999Z", f64::NAN, &Utc).unwrap();
/// assert_eq!(span.first().as_u64(), 1_803_940_896_568_246_272);
/// assert!(matches!(id_span(&twitter, "2024-06-22", "2024-06-21", 0.0, &Utc), Err(errors) if errors == [SpanError::Reversed { from_ms: 1_719_014_400_000, to_ms: 1_718_928_000_000 }]));
/// // Discord's range: its own epoch, the same 22 bits under the time.
/// let discord = id_span(&Layout::DISCORD, "2016-04-30T11:18:25.796Z", "", f64::NAN, &Utc).unwrap();
/// assert_eq!(discord.first().as_u64(), 175_928_847_298_985_984); // its example ID less worker 1, increment 7
/// ```
pub fn id_span(layout: &Layout, from: &str, to: &str, now_ms: f64, zone: &dyn Zone) -> Result<IdRange, Vec<SpanError>> {
    if !layout.sorts_by_time() {
        return Err(vec![SpanError::Unsorted]);
    }
    let window = layout.window_bounds();
    let from_ms = read_instant_or_now(from, now_ms, zone, window).into_result();
    let to_ms = if to.trim().is_empty() {
        from_ms.clone().map_err(|_| None)
    } else {
        read_instant_within(to, zone, window).into_result().map_err(Some)
    };
    match (from_ms, to_ms) {
        (Ok(from_ms), Ok(to_ms)) => {
            IdRange::new(layout, from_ms, to_ms).ok_or(vec![SpanError::Reversed { from_ms, to_ms }])
        }
        (from_ms, to_ms) => Err(from_ms
            .err()
            .map(SpanError::From)
            .into_iter()
            .chain(to_ms.err().flatten().map(SpanError::To))
            .collect()),
    }
}
