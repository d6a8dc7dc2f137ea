//! English: the tools' words, in a file of their own for their length.

use super::{BulkColumns, BulkWords, CompareWords, Plural, RangeWords, RunWords, ToolWords};
use crate::template;

pub(super) const TOOLS: ToolWords = ToolWords {
    label: "Tools",
    no_layout: "No layout can be read while the message under the ID box shows, so this tool reads nothing \
        until the layout is whole again.",
    range: RangeWords {
        heading: "IDs between two moments",
        intro: "Every ID made from the first millisecond of From to the last of To, and the bounds to page an \
            API or filter a table by time.",
        from: "From",
        to: "To",
        from_hint: "Unix ms or a date, as in the timestamp field. Empty means now.",
        to_hint: "Unix ms or a date. Empty means the same instant as From.",
        to_placeholder: "same as From",
        reversed: template!("From ({from}) is later than To ({to}): swap them."),
        first: "First ID made at From",
        last: "Last ID made at To",
        since_id: "since_id (API v1.1 and v2, exclusive)",
        since_none: "Leave since_id out: the span starts at the epoch, so no ID is earlier.",
        max_id: "max_id (API v1.1, inclusive)",
        until_id: "until_id (API v2, exclusive)",
        until_none: "Leave until_id out: the span ends at the last possible ID.",
        after: "after (Discord API, exclusive)",
        before: "before (Discord API, exclusive)",
        after_none: "Leave after out: the span starts at the epoch, so no ID is earlier.",
        before_none: "Leave before out: the span ends at the last possible ID.",
        copy_after: "Copy after",
        copy_before: "Copy before",
        sql: "In SQL",
        count: template!("The span can hold {count} IDs: {ms} ms × {per_ms} IDs per millisecond."),
        count_ticks: template!("The span can hold {count} IDs: {ticks} ticks of {tick} ms × {per_tick} IDs per tick."),
        unsorted: "This layout does not put its time block first, so its IDs do not sort by time: no span of \
            IDs holds a span of time.",
        read: template!(
            "Read as {from} to {to}. Dates without an offset are read in {zone}, and a date alone \
            means 00:00 that day."
        ),
        zone_link: "Change the zone",
        invalid: "No IDs while From or To is invalid.",
        copy_first: "Copy first ID",
        copy_last: "Copy last ID",
        copy_since_id: "Copy since_id",
        copy_max_id: "Copy max_id",
        copy_until_id: "Copy until_id",
        copy_sql: "Copy SQL",
    },
    run: RunWords {
        heading: "A generator's run",
        intro: template!(
            "The IDs one generator issues one after another from the ID above: the {counter} counts up within a \
            {tick}, and after {max} a real generator waits for the next {tick} and starts again at 0.",
        ),
        count_label: "How many IDs",
        count_hint: template!("{min} to {max}"),
        millisecond: "millisecond",
        tick: template!("tick of {ms} ms"),
        next_tick: template!("next {tick}: the generator waited"),
        row: template!("{ms} ms (+{offset} ms), {counter} {value}"),
        limit: "The run stops here: the time block has no later tick.",
        shown: template!("The first {shown} of {count} IDs are listed; Copy takes all of them."),
        copy: "Copy the run, one ID per line",
        throughput: template!(
            "One generator can issue {per_tick} IDs per {tick}, {per_second} per second. Across all {generators} \
            generators the layout tells apart, that is {all_per_second} per second.",
        ),
        hazard: template!(
            "If this generator's clock steps back {back} ms, to {iso}, a naive generator starts counting that tick's IDs again at 0 and issues {id} a second time: it made that ID when the clock first passed that moment. Real generators refuse to issue IDs, or wait until the clock catches up."
        ),
        no_counter: "This layout has no sequence or increment block: it does not say how one generator numbers the \
            IDs of a tick, so there is no run to show.",
    },
    compare: CompareWords {
        heading: "Compare two IDs",
        a: "ID A",
        b: "ID B",
        hint: "An ID in decimal, 0x hex, 0b binary, or a post's link.",
        delta: "B − A",
        field: "Block",
        bits: "Bits that differ (^)",
        a_first: "A sorts first: it is the older ID.",
        b_first: "B sorts first: it is the older ID.",
        equal: "A and B are the same ID.",
        same_generator: "Every block that names the generator is the same: one generator could have made both.",
        other_generator: "A block that names the generator differs: two different generators made them.",
        differs: "differs",
    },
    bulk: BulkWords {
        heading: "Decode a list",
        label: "IDs or post links, one per line",
        sort: "Sort by ID (time order)",
        summary: template!("{rows}, {errors}"),
        rows: Plural { one: template!("{count} ID decoded"), other: template!("{count} IDs decoded") },
        refused: Plural { one: template!("{count} line refused"), other: template!("{count} lines refused") },
        columns: BulkColumns { line: "Line", id: "ID", time: "Time (UTC)" },
        repeated: "repeated",
        counter: "counter, no time",
        example: "worked example",
        page: template!("Rows {from}–{to} of {rows}"),
        prev: "Previous rows",
        next: "Next rows",
        errors_heading: "Lines that are not IDs",
        error_line: template!("Line {line}: "),
        errors_more: template!("…and {more} more."),
        download_csv: "Download CSV",
        download_json: "Download JSON",
        copy_csv: "Copy CSV",
        copy_json: "Copy JSON",
    },
};
