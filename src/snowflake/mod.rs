//! The Twitter-layout Snowflake ID: the layout, the ID type, the input grammars and the one
//! error model.
//!
//! Pure Rust with no web dependency, so every rule here is tested natively. The UI only
//! renders what this module returns; it never does arithmetic or validation of its own.
//!
//! ```
//! use snowflake_composer::snowflake::{Parts, SnowflakeId};
//!
//! // The worked example: 1 000 ms after the epoch, datacenter 1, machine 1, sequence 0.
//! let parts = Parts::new(1_288_834_975_657, 1, 1, 0).unwrap();
//! let id = SnowflakeId::compose(parts);
//! assert_eq!(id.as_u64(), 4_194_439_168);
//! assert_eq!(id.to_hex(), "0x00000000FA021000");
//! assert_eq!(id.decompose(), parts);
//! assert_eq!("4,194,439,168".parse::<SnowflakeId>(), Ok(id));
//! // A post's link is the page's convenience, not one of the ID's written forms.
//! assert!("x.com/a/status/20".parse::<SnowflakeId>().is_err());
//! ```

mod bulk;
mod compare;
mod date;
mod error;
mod form;
mod found;
mod grammar;
mod id;
mod instant;
mod number;
mod other_readings;
mod range;
mod reading;
mod run;
mod time;
mod written;

pub use bulk::{Bulk, BulkRow, BULK_COLUMNS};
pub use compare::{Comparison, DurationParts};
pub use date::{
    days_from_civil, days_in_month, looks_like_date, parse_date_time, CivilTime, DateTimeText, FixedOffset, Utc, Zone,
};
pub use error::{Error, ErrorKind, Expected, Found};
pub use form::read_field;
pub use found::{describe_text, FOUND_MAX_CHARS};
pub use id::{parse_id_or_post_link, read_id_or_post_link, FormulaSteps, Parts, SnowflakeId};
pub use instant::{
    clock_instant, parse_instant, read_instant, read_instant_or_now, resolve_instant, unit_hint, TimeUnitGuess,
};
pub use number::{parse_field, parse_number, read_number, Bounds};
pub use other_readings::TimeReading;
pub use range::{id_span, IdRange, SpanError};
pub use reading::Reading;
pub use run::{
    parse_run_count, read_run_count, ClockStepBack, Run, RunStep, IDS_PER_MS_PER_MACHINE, MACHINE_IDENTITIES, RUN_COUNT,
};
pub use time::{iso_utc, relative_time, TimeUnit};

/// Twitter's epoch, 2010-11-04T01:42:54.657Z, in Unix milliseconds. Fixed: not configurable.
pub const EPOCH_MS: u64 = 1_288_834_974_657;

/// Width of each block in bits, most significant first.
pub const SIGN_BITS: u32 = 1;
pub const TIMESTAMP_BITS: u32 = 41;
pub const DATACENTER_BITS: u32 = 5;
pub const MACHINE_BITS: u32 = 5;
pub const SEQUENCE_BITS: u32 = 12;

// The shifts follow from the widths: each block sits directly above the one to its right.
pub const MACHINE_SHIFT: u32 = SEQUENCE_BITS;
pub const DATACENTER_SHIFT: u32 = MACHINE_SHIFT + MACHINE_BITS;
pub const TIMESTAMP_SHIFT: u32 = DATACENTER_SHIFT + DATACENTER_BITS;
const _: () = assert!(SIGN_BITS + TIMESTAMP_BITS + TIMESTAMP_SHIFT == 64);

pub const MAX_DATACENTER_ID: u64 = (1 << DATACENTER_BITS) - 1;
pub const MAX_MACHINE_ID: u64 = (1 << MACHINE_BITS) - 1;
pub const MAX_SEQUENCE: u64 = (1 << SEQUENCE_BITS) - 1;
/// The last instant the 41-bit timestamp block can hold: 2080-07-10T17:30:30.208Z.
pub const MAX_TIMESTAMP_MS: u64 = EPOCH_MS + ((1 << TIMESTAMP_BITS) - 1);
/// IDs in one millisecond, over every machine and sequence: 2^22.
pub const IDS_PER_MS: u64 = 1 << TIMESTAMP_SHIFT;
/// The first millisecond whose IDs are all above 2^53, the largest integer a JavaScript
/// `Number` holds exactly (2^53 is the first ID there): 2010-11-28T22:14:18.305Z.
pub const FIRST_MS_ABOVE_2_53: u64 = EPOCH_MS + ((1 << 53) >> TIMESTAMP_SHIFT);

/// One of the four inputs, in the order their bits appear.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    Timestamp,
    Datacenter,
    Machine,
    Sequence,
}

impl Field {
    pub const ALL: [Field; 4] = [Field::Timestamp, Field::Datacenter, Field::Machine, Field::Sequence];

    /// The values the field accepts: the timestamp window, or 0 to the block's largest value.
    pub const fn bounds(self) -> Bounds {
        match self {
            Field::Timestamp => Bounds::TIMESTAMP,
            Field::Datacenter => Bounds::whole(0, MAX_DATACENTER_ID),
            Field::Machine => Bounds::whole(0, MAX_MACHINE_ID),
            Field::Sequence => Bounds::whole(0, MAX_SEQUENCE),
        }
    }

    /// The smallest accepted value.
    pub const fn min(self) -> u64 {
        self.bounds().min()
    }

    /// The largest accepted value.
    pub const fn max(self) -> u64 {
        self.bounds().max()
    }

    /// The bit block the field fills.
    pub const fn block(self) -> BitBlock {
        match self {
            Field::Timestamp => BitBlock::Timestamp,
            Field::Datacenter => BitBlock::Datacenter,
            Field::Machine => BitBlock::Machine,
            Field::Sequence => BitBlock::Sequence,
        }
    }

    /// The stable name used in the DOM (`id`, `data-field`) and in the test vectors.
    pub const fn key(self) -> &'static str {
        match self {
            Field::Timestamp => "timestamp",
            Field::Datacenter => "datacenter",
            Field::Machine => "machine",
            Field::Sequence => "sequence",
        }
    }
}

/// One of the five bit blocks of an ID, most significant first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BitBlock {
    Sign,
    Timestamp,
    Datacenter,
    Machine,
    Sequence,
}

impl BitBlock {
    pub const ALL: [BitBlock; 5] =
        [BitBlock::Sign, BitBlock::Timestamp, BitBlock::Datacenter, BitBlock::Machine, BitBlock::Sequence];

    pub const fn width(self) -> u32 {
        match self {
            BitBlock::Sign => SIGN_BITS,
            BitBlock::Timestamp => TIMESTAMP_BITS,
            BitBlock::Datacenter => DATACENTER_BITS,
            BitBlock::Machine => MACHINE_BITS,
            BitBlock::Sequence => SEQUENCE_BITS,
        }
    }

    /// Position of the block's least significant bit within the 64-bit ID.
    pub const fn shift(self) -> u32 {
        match self {
            BitBlock::Sign => TIMESTAMP_SHIFT + TIMESTAMP_BITS,
            BitBlock::Timestamp => TIMESTAMP_SHIFT,
            BitBlock::Datacenter => DATACENTER_SHIFT,
            BitBlock::Machine => MACHINE_SHIFT,
            BitBlock::Sequence => 0,
        }
    }

    /// The stable name used as `data-field` in the DOM and in the test vectors.
    pub const fn key(self) -> &'static str {
        match self {
            BitBlock::Sign => "sign",
            BitBlock::Timestamp => "timestamp",
            BitBlock::Datacenter => "datacenter",
            BitBlock::Machine => "machine",
            BitBlock::Sequence => "sequence",
        }
    }

    pub(crate) const fn mask(self) -> u64 {
        (1u64 << self.width()) - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_follow_the_widths() {
        assert_eq!((TIMESTAMP_SHIFT, DATACENTER_SHIFT, MACHINE_SHIFT), (22, 17, 12));
        assert_eq!(MAX_TIMESTAMP_MS, 3_487_858_230_208);
    }
}
