use super::{TextField, ToolPanel};
use crate::snowflake::{decode_id, iso_utc, Comparison, Field, SnowflakeId};
use crate::state::FormState;
use crate::strings::{tr, use_strings, Strings};
use leptos::prelude::*;
use std::cmp::Ordering;

/// Two IDs side by side (`#compare`). A starts as the current ID.
#[component]
pub fn ComparePanel(state: FormState, id_digits: Signal<String>, open_at_start: bool) -> impl IntoView {
    view! {
        <ToolPanel id="compare" heading=|s| s.compare_heading open_at_start>
            <CompareBody state id_digits />
        </ToolPanel>
    }
}

#[component]
fn CompareBody(state: FormState, id_digits: Signal<String>) -> impl IntoView {
    let t = use_strings();
    if state.compare_a.with_untracked(String::is_empty) {
        state.compare_a.set(id_digits.get_untracked());
    }
    let a = Memo::new(move |_| state.compare_a.with(|text| decode_id(text)));
    let b = Memo::new(move |_| state.compare_b.with(|text| decode_id(text)));
    let both = move || match (a.get(), b.get()) {
        (Ok(a), Ok(b)) => Some((a, b, Comparison::new(a, b))),
        _ => None,
    };
    let delta = move || {
        both().map(|(_, _, c)| {
            let grouped = t().group(c.delta_ms.unsigned_abs());
            if c.delta_ms < 0 {
                format!("-{grouped}")
            } else {
                grouped
            }
        })
    };
    let human = move || both().map(|(_, _, c)| t().duration(c.delta_ms));
    let order = move || {
        both().map(|(_, _, c)| match c.order {
            Ordering::Less => t().compare_a_first,
            Ordering::Greater => t().compare_b_first,
            Ordering::Equal => t().compare_equal,
        })
    };
    let machine =
        move || {
            both().map(|(a, b, _)| {
                if Comparison::same_machine(a, b) {
                    t().compare_same_machine
                } else {
                    t().compare_other_machine
                }
            })
        };
    let field_row = move |field: Option<Field>, label: fn(&'static Strings) -> &'static str| {
        let value = move |id: SnowflakeId| match field {
            Some(field) => id.decompose().get(field).to_string(),
            None => iso_utc(id.decompose().timestamp_ms()),
        };
        let differs = move || both().is_some_and(|(a, b, c)| c.differs(a, b, field.unwrap_or(Field::Timestamp)));
        view! {
            <tr data-field=field.map_or("time", Field::key) data-differs=move || differs().then_some("")>
                <th scope="row">{tr(label)}</th>
                <td class="num">{move || both().map(|(a, _, _)| value(a))}</td>
                <td class="num">{move || both().map(|(_, b, _)| value(b))}</td>
                <td>{move || differs().then(|| t().compare_differs)}</td>
            </tr>
        }
    };
    let strip = move || {
        both().map(|(a, b, c)| {
            let marks: String = (0..64).map(|i| if c.bit_differs(i) { '^' } else { '·' }).collect();
            format!("A {:064b}\nB {:064b}\n  {marks}", a.as_u64(), b.as_u64())
        })
    };
    view! {
        <div class="range-inputs">
            <TextField id="compare-a" label=|s| s.compare_a hint=|s| s.compare_hint text=state.compare_a
                error=Signal::derive(move || a.get().err()) />
            <TextField id="compare-b" label=|s| s.compare_b hint=|s| s.compare_hint text=state.compare_b
                error=Signal::derive(move || b.get().err()) />
        </div>
        <div class="compare-out" hidden=move || both().is_none()>
            <p class="compare-delta">
                {tr(|s| s.compare_delta)} ": " <strong id="compare-delta-ms" class="num">{delta}</strong> " ms ("
                <span id="compare-delta-human">{human}</span> ")"
            </p>
            <div class="compare-table-wrap" tabindex="0">
            <table class="compare-table">
                <thead><tr>
                    <th scope="col">{tr(|s| s.compare_field)}</th><th scope="col">"A"</th><th scope="col">"B"</th>
                    <th scope="col"><span class="visually-hidden">{tr(|s| s.compare_differs)}</span></th>
                </tr></thead>
                <tbody>
                    {field_row(None, |s| s.time_utc)}
                    {field_row(Some(Field::Datacenter), |s| s.block_names[2])}
                    {field_row(Some(Field::Machine), |s| s.block_names[3])}
                    {field_row(Some(Field::Sequence), |s| s.block_names[4])}
                </tbody>
            </table>
            </div>
            <p class="hint">{tr(|s| s.compare_bits)}</p>
            <pre id="compare-strip" class="compare-strip" tabindex="0">{strip}</pre>
            <p id="compare-order">{order}</p>
            <p id="compare-machine">{machine}</p>
        </div>
    }
}
