//! Snowflake-style IDs: their layouts, the ID type, the input grammars and the one error
//! model.
//!
//! Pure Rust with no web dependency, so every rule here is tested natively. The UI only
//! renders what this module returns; it never does arithmetic or validation of its own.
//!
//! ```
//! use snowflake_composer::snowflake::{Layout, Parts, SnowflakeId};
//!
//! // The worked example: 1 000 ms after Twitter's epoch, datacenter 1, machine 1, sequence 0.
//! let parts = Parts::new(1_288_834_975_657, 1, 1, 0).unwrap();
//! let id = SnowflakeId::compose(parts);
//! assert_eq!(id.as_u64(), 4_194_439_168);
//! assert_eq!(id.to_hex(), "0x00000000FA021000");
//! assert_eq!(Layout::TWITTER.decompose(id), parts);
//! assert_eq!("4,194,439,168".parse::<SnowflakeId>(), Ok(id));
//! // A post's link is the page's convenience, not one of the ID's written forms.
//! assert!("x.com/a/status/20".parse::<SnowflakeId>().is_err());
//! ```

mod block;
mod bulk;
mod compare;
mod date;
mod discord_tag;
mod error;
mod form;
mod formula;
mod found;
mod grammar;
mod id;
mod instant;
mod layout;
mod layout_text;
mod link_grammar;
mod number;
mod other_readings;
mod parts;
mod range;
mod reading;
mod run;
mod samples;
mod time;
mod written;

pub use block::{Block, BlockKey, Role, MAX_KEY_LEN};
pub use bulk::{Bulk, BulkRow, EXPORT_COLUMNS};
pub use compare::{Comparison, DurationParts};
pub use date::{
    days_from_civil, days_in_month, looks_like_date, parse_date_time, CivilTime, DateTimeText, FixedOffset, Utc, Zone,
};
pub use discord_tag::TagStyle;
pub use error::{Error, ErrorKind, Expected, Found, Reserved};
pub use form::read_block;
pub use formula::FormulaSteps;
pub use found::{describe_text, FOUND_MAX_CHARS};
pub use id::{link_kind, parse_id_or_post_link, read_id_or_post_link, SnowflakeId};
pub use instant::{
    clock_instant, clock_instant_within, parse_instant, read_instant, read_instant_or_now, read_instant_within,
    resolve_instant, unit_hint, unit_hint_within, TimeUnitGuess,
};
pub use layout::{Layout, MAX_BLOCKS};
pub use layout_text::{read_blocks, read_epoch, read_tick, reserved_by, LayoutName, Paging, Preset, RESERVED_KEYS};
pub use link_grammar::LinkKind;
pub use number::{parse_block, parse_number, read_number, Bounds};
pub use parts::Parts;
pub use other_readings::{OtherReading, TimeReading};
pub use range::{id_span, IdRange, SpanError};
pub use reading::Reading;
pub use samples::{code_samples, CodeSample};
pub use run::{parse_run_count, read_run_count, ClockStepBack, Run, RunStep, RUN_COUNT};
pub use time::{iso_utc, relative_time, wall_time, TimeUnit};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twitters_shifts_and_window_follow_its_widths() {
        let twitter = Layout::TWITTER;
        assert_eq!([1, 2, 3, 4].map(|i| twitter.shift(i)), [22, 17, 12, 0]);
        assert_eq!(twitter.window().1, 3_487_858_230_208);
    }
}
