//! The four tools' words: part of [`Strings`](super::Strings), in a file of their own for
//! its length. In the page's order: range, run, compare, list.

use super::keyed::BulkColumns;
use super::slots::*;
use super::template::Template;

/// The four tools, in the page's order.
pub struct ToolWords {
    pub label: &'static str,
    /// In every tool while the page can read in no layout: the tool reads nothing.
    pub no_layout: &'static str,
    /// The range tool: IDs by time.
    pub range: RangeWords,
    /// The run tool: a generator's IDs one after another.
    pub run: RunWords,
    /// The compare tool: two IDs side by side.
    pub compare: CompareWords,
    /// The list tool: many IDs decoded at once.
    pub bulk: BulkWords,
}

/// The range tool: IDs by time.
pub struct RangeWords {
    pub heading: &'static str,
    pub intro: &'static str,
    pub from: &'static str,
    pub to: &'static str,
    pub from_hint: &'static str,
    pub to_hint: &'static str,
    pub to_placeholder: &'static str,
    /// A start later than the end, both as ISO instants.
    pub reversed: Template<FromTo<'static>>,
    pub first: &'static str,
    pub last: &'static str,
    pub since_id: &'static str,
    pub since_none: &'static str,
    pub max_id: &'static str,
    pub until_id: &'static str,
    pub until_none: &'static str,
    /// Discord's API: the bounds for `after` and `before`, both exclusive.
    pub after: &'static str,
    pub before: &'static str,
    pub after_none: &'static str,
    pub before_none: &'static str,
    pub copy_after: &'static str,
    pub copy_before: &'static str,
    pub sql: &'static str,
    /// IDs over milliseconds, and the IDs one millisecond holds, all grouped.
    pub count: Template<SpanCount<'static>>,
    /// The same over ticks longer than a millisecond.
    pub count_ticks: Template<TickSpanCount<'static>>,
    /// A layout whose IDs do not sort by time: no range of IDs holds a span of time.
    pub unsorted: &'static str,
    /// What the tool read: both ends as ISO instants, and the zone a date without an offset
    /// is read in (UTC, or the visitor's zone by its IANA name).
    pub read: Template<RangeRead<'static>>,
    /// The link to the zone setting.
    pub zone_link: &'static str,
    pub invalid: &'static str,
    pub copy_first: &'static str,
    pub copy_last: &'static str,
    pub copy_since_id: &'static str,
    pub copy_max_id: &'static str,
    pub copy_until_id: &'static str,
    pub copy_sql: &'static str,
}

/// The run tool: a generator's IDs one after another.
pub struct RunWords {
    pub heading: &'static str,
    pub intro: Template<RunIntro<'static>>,
    pub count_label: &'static str,
    pub count_hint: Template<MinMax<'static>>,
    /// A tick worded: a millisecond, or a tick of more.
    pub millisecond: &'static str,
    pub tick: Template<Ms<'static>>,
    /// A row after which the generator waited for the next tick.
    pub next_tick: Template<Tick<'static>>,
    pub row: Template<RunRow<'static>>,
    pub limit: &'static str,
    pub shown: Template<Shown<'static>>,
    pub copy: &'static str,
    pub throughput: Template<Throughput<'static>>,
    pub hazard: Template<Hazard<'static>>,
    /// A layout without a counter block (`sequence` or `increment`).
    pub no_counter: &'static str,
}

/// The compare tool: two IDs side by side.
pub struct CompareWords {
    pub heading: &'static str,
    pub a: &'static str,
    pub b: &'static str,
    pub hint: &'static str,
    pub delta: &'static str,
    pub field: &'static str,
    pub bits: &'static str,
    pub a_first: &'static str,
    pub b_first: &'static str,
    pub equal: &'static str,
    pub same_generator: &'static str,
    pub other_generator: &'static str,
    pub differs: &'static str,
}

/// The list tool: many IDs decoded at once.
pub struct BulkWords {
    pub heading: &'static str,
    pub label: &'static str,
    pub sort: &'static str,
    /// The two counts below, joined.
    pub summary: Template<BulkSummary<'static>>,
    pub rows: Plural,
    pub refused: Plural,
    pub columns: BulkColumns,
    pub repeated: &'static str,
    /// The badge of an ID from the counter before Snowflake, whose time column stays empty.
    pub counter: &'static str,
    /// The badge of the worked example.
    pub example: &'static str,
    pub page: Template<RowsPage<'static>>,
    pub prev: &'static str,
    pub next: &'static str,
    pub errors_heading: &'static str,
    pub error_line: Template<Line<'static>>,
    pub errors_more: Template<More<'static>>,
    pub download_csv: &'static str,
    pub download_json: &'static str,
    pub copy_csv: &'static str,
    pub copy_json: &'static str,
}
