use super::tool_panel::NoLayoutNote;
use super::{TextField, ToolPanel};
use crate::model::{CompareTool, Side};
use crate::snowflake::{iso_utc, Role, SnowflakeId};
use crate::split::{body, split_point};
use crate::strings::{tr, tr_label, use_strings, Strings};
use leptos::prelude::*;
use std::cmp::Ordering;

/// Two IDs side by side (`#compare`). A is the current ID until the person types into it.
#[component]
pub fn ComparePanel(compare: CompareTool, open_at_start: bool) -> impl IntoView {
    view! {
        <ToolPanel id="compare" heading=|s| s.tools.compare.heading open_at_start body=body(move || compare_body(compare)) />
    }
}

split_point! { tools, preload_compare: fn compare_body(compare: CompareTool) -> View {
    view! { <CompareBody compare /> }
} }

#[component]
fn CompareBody(compare: CompareTool) -> impl IntoView {
    let t = use_strings();
    let has_layout = Signal::derive(move || compare.layout().is_some());
    let comparison = Memo::new(move |_| compare.comparison());
    let delta = move || comparison.get().map(|c| t().group_signed(c.delta_ms));
    // In days, hours, minutes and seconds: under a second that would only say the milliseconds again.
    let human =
        move || comparison.get().filter(|c| c.delta_ms.unsigned_abs() >= 1000).map(|c| t().duration(c.delta_ms));
    let order = move || {
        comparison.get().map(|c| match c.order {
            Ordering::Less => t().tools.compare.a_first,
            Ordering::Greater => t().tools.compare.b_first,
            Ordering::Equal => t().tools.compare.equal,
        })
    };
    let machine = move || {
        comparison.get().map(|c| {
            if c.same_generator() {
                t().tools.compare.same_generator
            } else {
                t().tools.compare.other_generator
            }
        })
    };
    // The time, then each number block of the layout the two IDs were read in.
    let rows = move || {
        let Some(c) = comparison.get() else { return Vec::new() };
        let (layout, s) = (c.layout, t());
        let time = layout.time_index();
        let mut rows = vec![("time".to_string(), s.time.utc.to_string(), time, true)];
        rows.extend(
            layout
                .blocks()
                .iter()
                .enumerate()
                .filter(|(_, b)| b.role() == Role::Number)
                .map(|(i, b)| (b.key().to_string(), s.block_name(b.key()).into_owned(), i, false)),
        );
        rows.into_iter()
            .map(|(key, label, index, is_time)| {
                let value = |id: SnowflakeId| {
                    let parts = layout.decompose(id);
                    if is_time {
                        iso_utc(parts.timestamp_ms())
                    } else {
                        parts.get(index).to_string()
                    }
                };
                let differs = c.differs(index);
                view! {
                    <tr data-field=key data-differs=differs.then_some("")>
                        <th scope="row">{label}</th>
                        <td class="num">{value(c.a)}</td>
                        <td class="num">{value(c.b)}</td>
                        <td>{differs.then(|| s.tools.compare.differs)}</td>
                    </tr>
                }
            })
            .collect::<Vec<_>>()
    };
    // A's bits, B's bits and the marks under the bits that differ, cut into bytes so that a
    // phone can wrap them without losing the column each bit sits in.
    let strip = Memo::new(move |_| {
        comparison.get().map(|c| {
            // Byte 0 is the most significant: bits 63 to 56.
            let bytes = |id: SnowflakeId| (0..8).map(|byte| id.bits(56 - 8 * byte, 8)).collect::<Vec<_>>();
            let marks =
                (0..8).map(|byte| (byte * 8..byte * 8 + 8).map(|i| if c.bit_differs(i) { '^' } else { '·' }).collect());
            [bytes(c.a), bytes(c.b), marks.collect()]
        })
    });
    let byte = move |n: usize| {
        let row = move |r: usize| move || strip.with(|s| s.as_ref().and_then(|s| s.get(r)?.get(n).cloned()));
        view! { <span class="strip-byte"><span>{row(0)}</span><span>{row(1)}</span><span>{row(2)}</span></span> }
    };
    let spoken = move |r: usize| move || strip.with(|s| s.as_ref().and_then(|s| s.get(r)).map(|bytes| bytes.join(" ")));
    let labels =
        || view! { <span class="strip-byte strip-labels"><span>"A"</span><span>"B"</span><span></span></span> };
    let hint = |s: &'static Strings| s.tools.compare.hint.to_string();
    view! {
        <div class="range-inputs">
            <TextField id="compare-a" label=tr_label(|s| s.tools.compare.a) hint=Signal::derive(move || hint(t()))
                value=Signal::derive(move || compare.text(Side::A)) error=Signal::derive(move || compare.error(Side::A))
                on_change=Callback::new(move |(text, change)| compare.change(Side::A, text, change))
                on_judge=Callback::new(move |()| compare.judge(Side::A))>{()}</TextField>
            <TextField id="compare-b" label=tr_label(|s| s.tools.compare.b) hint=Signal::derive(move || hint(t()))
                value=Signal::derive(move || compare.text(Side::B)) error=Signal::derive(move || compare.error(Side::B))
                on_change=Callback::new(move |(text, change)| compare.change(Side::B, text, change))
                on_judge=Callback::new(move |()| compare.judge(Side::B))>{()}</TextField>
        </div>
        <NoLayoutNote layout=has_layout />
        <div class="compare-out" hidden=move || comparison.with(Option::is_none)>
            <p class="compare-delta">
                {tr(|s| s.tools.compare.delta)} ": " <strong id="compare-delta-ms" class="num">{delta}</strong>
                {tr(|s| s.numbers.unit_gap)} {tr(|s| s.numbers.ms)}
                <span hidden=move || human().is_none()>" (" <span id="compare-delta-human">{human}</span> ")"</span>
            </p>
            <div class="compare-table-wrap" tabindex="0">
            <table class="compare-table">
                <thead><tr>
                    <th scope="col">{tr(|s| s.tools.compare.field)}</th><th scope="col">"A"</th><th scope="col">"B"</th>
                    <th scope="col"><span class="visually-hidden">{tr(|s| s.tools.compare.differs)}</span></th>
                </tr></thead>
                <tbody>
                    {rows}
                </tbody>
            </table>
            </div>
            <p class="hint">{tr(|s| s.tools.compare.bits)}</p>
            // Read by eye as columns; read aloud, byte by byte across A, B and the marks, it would
            // make no sense: a screen reader hears each ID's bits on a line of its own instead,
            // and the table above says which parts differ.
            <div id="compare-strip" class="compare-strip" aria-hidden="true">
                {labels()} {byte(0)} {byte(1)} {byte(2)} {byte(3)} {labels()} {byte(4)} {byte(5)} {byte(6)} {byte(7)}
            </div>
            <p class="visually-hidden">"A " {spoken(0)} <br /> "B " {spoken(1)}</p>
            <p id="compare-order">{order}</p>
            <p id="compare-machine">{machine}</p>
        </div>
    }
}
