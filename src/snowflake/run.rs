//! A generator's run: the IDs one generator issues one after another, starting from an ID, as
//! a real Snowflake generator does, and what goes wrong when its clock steps back. A run needs
//! a counter block (`sequence` or `increment`): the one that counts within a tick.

use super::block::Role;
use super::layout::Layout;
use super::{read_number, Bounds, Error, Reading, SnowflakeId};

/// How many IDs a run may have: 1 to 10,000.
pub const RUN_COUNT: Bounds = Bounds::whole(1, 10_000);
const MAX_RUN: usize = RUN_COUNT.max() as usize;

/// The keys of a counter block, the one that counts the IDs of one tick.
const COUNTER_KEYS: [&str; 2] = ["sequence", "increment"];

impl Layout {
    /// The position of the counter block (`sequence` or `increment`), if the layout has one.
    pub fn counter_index(&self) -> Option<usize> {
        self.blocks().iter().position(|b| COUNTER_KEYS.contains(&b.key().as_str()))
    }

    /// How many IDs one generator (one value of every other number block) can issue in a tick:
    /// the counter's values.
    pub fn ids_per_tick(&self) -> Option<u64> {
        self.counter_index().map(|i| self.value_max(i) + 1)
    }

    /// How many generators the layout tells apart: the values of its number blocks but the
    /// counter, multiplied (1 when it has none).
    pub fn generators(&self) -> u128 {
        let counter = self.counter_index();
        self.blocks()
            .iter()
            .enumerate()
            .filter(|(i, b)| b.role() == Role::Number && Some(*i) != counter)
            .map(|(_, b)| 1u128 << b.width())
            .product()
    }
}

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
    /// The counter's value.
    pub counter: u64,
    /// Whether this ID starts a new tick (the counter rolled over to 0).
    pub new_tick: bool,
}

/// A run of IDs and whether it stopped before the count asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    pub steps: Vec<RunStep>,
    /// The run reached the last tick the time block holds before `count` IDs.
    pub hit_limit: bool,
}

impl Run {
    /// The IDs one generator of `layout` issues from `start` on, `count` of them (at most the
    /// largest of [`RUN_COUNT`]): the counter counts up within a tick, and after its largest
    /// value the generator waits for the next tick and starts again at 0; every other block
    /// stays. `None` for a layout without a counter block.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{Layout, Parts, Run, SnowflakeId};
    /// let start = SnowflakeId::compose(Parts::new(1_288_834_975_657, 1, 1, 4094).unwrap());
    /// let run = Run::starting_at(&Layout::TWITTER, start, 3).unwrap();
    /// assert_eq!(run.steps.iter().map(|s| s.counter).collect::<Vec<_>>(), [4094, 4095, 0]);
    /// assert!(run.steps[2].new_tick && run.steps[2].offset_ms == 1);
    /// ```
    pub fn starting_at(layout: &Layout, start: SnowflakeId, count: u32) -> Option<Run> {
        let counter = layout.counter_index()?;
        let time = layout.time_index();
        let count = (count as usize).clamp(1, MAX_RUN);
        let (max_counter, max_ticks) = (layout.value_max(counter), layout.value_max(time));
        let (counter_shift, time_shift) = (layout.shift(counter), layout.shift(time));
        let others = start.as_u64() & !(layout.mask(counter) | layout.mask(time));
        let first_ticks = layout.value(start.as_u64(), time);
        let (mut ticks, mut value) = (first_ticks, layout.value(start.as_u64(), counter));
        let mut steps = Vec::with_capacity(count);
        steps.push(RunStep { id: start, offset_ms: 0, counter: value, new_tick: false });
        while steps.len() < count {
            let new_tick = value == max_counter;
            if new_tick {
                if ticks == max_ticks {
                    return Some(Run { steps, hit_limit: true });
                }
                ticks += 1;
                value = 0;
            } else {
                value += 1;
            }
            // Each value within its block, so the OR is an ID of the layout.
            let id = SnowflakeId::from_bits(others | ticks << time_shift | value << counter_shift);
            let offset_ms = (ticks - first_ticks) * layout.tick_ms();
            steps.push(RunStep { id, offset_ms, counter: value, new_tick });
        }
        Some(Run { steps, hit_limit: false })
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

/// The clock-backwards hazard for the generator of `id`: it issued `repeated` (the first ID of
/// the tick `back_ms` before `id`'s), then its clock steps back to that tick and a naive
/// generator, restarting its counter, issues `repeated` again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockStepBack {
    pub back_ms: u64,
    /// The instant the clock stepped back to, its tick's first millisecond.
    pub to_ms: u64,
    pub repeated: SnowflakeId,
}

impl ClockStepBack {
    /// The example for `id` in `layout` with the clock stepping back `ticks` ticks; `None`
    /// when that would be before the epoch, or the layout has no counter.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{ClockStepBack, Layout, SnowflakeId};
    /// let id = SnowflakeId::try_from(4_194_439_168u64).unwrap(); // 1,000 ms after the epoch, dc 1, machine 1
    /// let hazard = ClockStepBack::for_id(&Layout::TWITTER, id, 3).unwrap();
    /// assert_eq!(hazard.repeated.as_u64(), (997 << 22) | (1 << 17) | (1 << 12));
    /// assert!(ClockStepBack::for_id(&Layout::TWITTER, SnowflakeId::MIN, 3).is_none());
    /// ```
    pub fn for_id(layout: &Layout, id: SnowflakeId, ticks: u64) -> Option<ClockStepBack> {
        let counter = layout.counter_index()?;
        let time = layout.time_index();
        let to_ticks = layout.value(id.as_u64(), time).checked_sub(ticks)?;
        let others = id.as_u64() & !(layout.mask(counter) | layout.mask(time));
        let repeated = SnowflakeId::from_bits(others | to_ticks << layout.shift(time));
        Some(ClockStepBack { back_ms: ticks * layout.tick_ms(), to_ms: layout.instant(to_ticks), repeated })
    }
}
