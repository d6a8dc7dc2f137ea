//! The slots of the page's templates: each names the placeholders one template fills
//! (`Template<MinMax>` holds `{min}` and `{max}`), checked when the app is compiled. The word
//! files take their templates' types from here, and `schema.rs` builds `Strings` from them.

use super::template::{slots, Template};

slots! {
    /// A number's range.
    MinMax { min, max }
    /// A field's range and its block's width.
    MinMaxBits { min, max, bits }
    /// The epoch, as digits and as an ISO instant.
    MinIso { min, min_iso }
    /// The last instant, as digits and as an ISO instant.
    MaxIso { max, max_iso }
    Max { max }
    Ms { ms }
    /// A length in CSS pixels.
    Px { px }
    Iso { iso }
    First { first }
    Count { count }
    /// A count with its unit: `2 years`.
    Span { span }
    Line { line }
    More { more }
    /// An error message: what was expected, what was found.
    Sentence { expected, found }
    /// A run's row: its instant, how far after the first, the counter's name and value.
    RunRow { ms, offset, counter, value }
    /// A tick's length worded: "millisecond", "10 ms tick".
    Tick { tick }
    /// The run tool's introduction: the counter's name, its largest value, the tick.
    RunIntro { counter, max, tick }
    /// The ticks of a time block's value, the tick's length, the instant.
    TicksValue { ticks, tick, unix_ms }
    /// How many IDs a span holds, over its ticks.
    TickSpanCount { count, ticks, tick, per_tick }
    /// A layout's or a block's name.
    Name { name }
    Total { total }
    Shown { shown, count }
    Hazard { back, iso, id }
    Throughput { per_tick, tick, per_second, generators, all_per_second }
    BulkSummary { rows, errors }
    RowsPage { from, to, rows }
    FromTo { from, to }
    /// The two instants a range read, as ISO instants, and the zone its dates are read in.
    RangeRead { from, to, zone }
    SpanCount { count, ms, per_ms }
    UnitHint { unit, ms, iso }
    /// A bit's block, its index in the block (0 the lowest), the block's width, its index in the ID.
    BitPlace { block, index, width, id_bit }
    BitLabel { block, index, width, id_bit, value }
    TimestampValue { delta, unix_ms }
    OneId { id }
    /// An input's label.
    FieldName { field }
    /// Words a text may be one of, joined as the language lists them.
    Names { names }
}

/// One wording for a count of one, another for every other count.
pub struct Plural {
    pub one: Template<Count<'static>>,
    pub other: Template<Count<'static>>,
}
