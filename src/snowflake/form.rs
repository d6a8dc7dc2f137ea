//! One block's text read under its rule, as the composer reads each of its inputs.

use super::block::Role;
use super::layout::Layout;
use super::{read_instant_or_now, read_number, Reading, Zone};

/// One block's text read under its rule in `layout`: the time block's by
/// [`read_instant_or_now`](super::read_instant_or_now) (Unix ms, a date-time read in `zone`
/// without an offset, or when empty the clock's `now_ms`) in the layout's window; a number's
/// by [`read_number`](super::read_number) in the block's bounds.
///
/// ```
/// use snowflake_composer::snowflake::{read_block, Layout, Utc};
/// let twitter = Layout::TWITTER;
/// assert!(read_block(&twitter, 1, "17189", f64::NAN, &Utc).is_incomplete()); // on its way to 13 digits
/// assert!(read_block(&twitter, 1, "2024-0", f64::NAN, &Utc).is_incomplete());
/// assert!(read_block(&twitter, 2, "", f64::NAN, &Utc).is_incomplete());
/// assert!(read_block(&twitter, 2, "32", f64::NAN, &Utc).is_invalid());
/// ```
pub fn read_block(layout: &Layout, index: usize, text: &str, now_ms: f64, zone: &dyn Zone) -> Reading<u64> {
    match layout.blocks().get(index).map(|b| b.role()) {
        Some(Role::Time) => read_instant_or_now(text, now_ms, zone, layout.window_bounds()),
        _ => read_number(text, layout.bounds(index)),
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
