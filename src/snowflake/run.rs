//! A generator's run: the IDs one machine issues one after another, starting from an ID, as a
//! real Snowflake generator does, and what goes wrong when its clock steps back.

use super::{
    read_number, Bounds, Error, Field, Parts, Reading, SnowflakeId, DATACENTER_BITS, MACHINE_BITS, MAX_SEQUENCE,
    MAX_TIMESTAMP_MS,
};

/// How many IDs a run may have: 1 to 10,000.
pub const RUN_COUNT: Bounds = Bounds::whole(1, 10_000);
const MAX_RUN: usize = RUN_COUNT.max() as usize;

/// IDs one machine can issue in one millisecond: the 12-bit sequence's 4,096 values.
pub const IDS_PER_MS_PER_MACHINE: u64 = MAX_SEQUENCE + 1;

/// Machine identities the layout allows: 32 datacenters × 32 machines.
pub const MACHINE_IDENTITIES: u64 = 1 << (DATACENTER_BITS + MACHINE_BITS);

/// Reads the run's length: [`parse_number`](super::parse_number) within [`RUN_COUNT`].
///
/// ```
/// use snowflake_composer::snowflake::{parse_run_count, ErrorKind};
/// assert_eq!(parse_run_count("1,000"), Ok(1000));
/// assert_eq!(parse_run_count("0").unwrap_err().kind(), ErrorKind::OutOfRange);
/// ```
pub fn parse_run_count(raw: &str) -> Result<u32, Error> {
    read_run_count(raw).into_result()
}

/// [`parse_run_count`], also saying whether more typing can still make the text a count.
pub fn read_run_count(raw: &str) -> Reading<u32> {
    // RUN_COUNT's maximum fits u32.
    read_number(raw, RUN_COUNT).map(|count| count as u32)
}

/// One ID of a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunStep {
    pub id: SnowflakeId,
    /// Milliseconds after the run's first ID.
    pub offset_ms: u64,
    /// Whether this ID starts a new millisecond (the sequence rolled over from 4,095 to 0).
    pub new_ms: bool,
}

/// A run of IDs and whether it stopped before the count asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    pub steps: Vec<RunStep>,
    /// The run reached the last millisecond the 41-bit timestamp holds before `count` IDs.
    pub hit_limit: bool,
}

impl Run {
    /// The IDs one machine issues from `start` on, `count` of them (at most the largest of [`RUN_COUNT`]): the
    /// sequence counts up within a millisecond, and after 4,095 the generator waits for the
    /// next millisecond and starts again at 0. Datacenter and machine never change.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{Parts, Run, SnowflakeId};
    /// let start = SnowflakeId::compose(Parts::new(1_288_834_975_657, 1, 1, 4094).unwrap());
    /// let run = Run::starting_at(start, 3);
    /// let sequences: Vec<_> = run.steps.iter().map(|s| s.id.decompose().sequence()).collect();
    /// assert_eq!(sequences, [4094, 4095, 0]);
    /// assert!(run.steps[2].new_ms && run.steps[2].offset_ms == 1);
    /// ```
    pub fn starting_at(start: SnowflakeId, count: u32) -> Run {
        let count = (count as usize).clamp(1, MAX_RUN);
        let first = start.decompose();
        let mut steps = Vec::with_capacity(count);
        steps.push(RunStep { id: start, offset_ms: 0, new_ms: false });
        let (mut ms, mut sequence) = (first.timestamp_ms(), u64::from(first.sequence()));
        let (datacenter, machine) = (first.get(Field::Datacenter), first.get(Field::Machine));
        while steps.len() < count {
            let new_ms = sequence == MAX_SEQUENCE;
            if new_ms {
                if ms == MAX_TIMESTAMP_MS {
                    return Run { steps, hit_limit: true };
                }
                ms += 1;
                sequence = 0;
            } else {
                sequence += 1;
            }
            // In range: ms stays within the window, the other parts come from a valid ID.
            let parts = Parts::from_checked(ms, datacenter, machine, sequence);
            steps.push(RunStep { id: SnowflakeId::compose(parts), offset_ms: ms - first.timestamp_ms(), new_ms });
        }
        Run { steps, hit_limit: false }
    }

    /// One ID per line, as copied.
    pub fn to_text(&self) -> String {
        let mut out = String::with_capacity(self.steps.len() * 20);
        for step in &self.steps {
            out.push_str(&step.id.to_string());
            out.push('\n');
        }
        out
    }
}

/// The clock-backwards hazard for the machine of `id`: the generator issued `repeated` (the
/// first ID of the millisecond `back_ms` before `id`'s), then its clock steps back to that
/// millisecond and a naive generator, restarting its sequence, issues `repeated` again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockStepBack {
    pub back_ms: u64,
    /// The millisecond the clock stepped back to.
    pub to_ms: u64,
    pub repeated: SnowflakeId,
}

impl ClockStepBack {
    /// The example for `id` with the clock stepping back `back_ms` milliseconds; `None` when
    /// that would be before the epoch.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{ClockStepBack, SnowflakeId};
    /// let id = SnowflakeId::try_from(4_194_439_168u64).unwrap(); // 1,000 ms after the epoch, dc 1, machine 1
    /// let hazard = ClockStepBack::for_id(id, 3).unwrap();
    /// assert_eq!(hazard.repeated.as_u64(), (997 << 22) | (1 << 17) | (1 << 12));
    /// assert!(ClockStepBack::for_id(SnowflakeId::MIN, 3).is_none());
    /// ```
    pub fn for_id(id: SnowflakeId, back_ms: u64) -> Option<ClockStepBack> {
        let parts = id.decompose();
        let to_ms = parts.timestamp_ms().checked_sub(back_ms).filter(|ms| *ms >= super::EPOCH_MS)?;
        let repeated = SnowflakeId::compose(Parts::from_checked(
            to_ms,
            parts.get(Field::Datacenter),
            parts.get(Field::Machine),
            0,
        ));
        Some(ClockStepBack { back_ms, to_ms, repeated })
    }
}
