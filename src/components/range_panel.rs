use super::{CopyButton, Prose, TextField, ToolPanel};
use crate::snowflake::{id_span, Error, IdRange, SpanError};
use crate::state::FormState;
use crate::strings::{tr, use_strings, Strings};
use leptos::prelude::*;

/// "Which IDs were made between these two moments?": two timestamp inputs, and the first and
/// last ID of the span with the API bounds and a SQL filter.
#[component]
pub fn RangePanel(state: FormState, now_ms: Signal<f64>, open_at_start: bool) -> impl IntoView {
    view! {
        <ToolPanel id="range" heading=|s| s.range_heading open_at_start>
            <RangeBody state now_ms />
        </ToolPanel>
    }
}

#[component]
fn RangeBody(state: FormState, now_ms: Signal<f64>) -> impl IntoView {
    let t = use_strings();
    let span = Memo::new(move |_| {
        let (from, to) = (state.range_from.read(), state.range_to.read());
        id_span(&from, &to, now_ms.get(), state.zone.get().zone())
    });
    let error_of = move |pick: fn(&SpanError) -> Option<&Error>| -> Signal<Option<Error>> {
        Memo::new(move |_| span.with(|s| s.as_ref().err().and_then(|errors| errors.iter().find_map(pick).cloned())))
            .into()
    };
    let from_error = error_of(|e| if let SpanError::From(e) = e { Some(e) } else { None });
    let to_error = error_of(|e| if let SpanError::To(e) = e { Some(e) } else { None });
    let reversed = move || {
        span.with(|s| match s {
            Err(errors) => errors.iter().find_map(|e| match e {
                SpanError::Reversed { from_ms, to_ms } => Some(t().range_reversed(*from_ms, *to_ms)),
                _ => None,
            }),
            Ok(_) => None,
        })
    };
    let range = move || span.with(|s| s.as_ref().ok().copied());
    let value = move |pick: fn(&IdRange) -> Option<u64>| -> Signal<Option<String>> {
        Signal::derive(move || range().and_then(|r| pick(&r)).map(|v| v.to_string()))
    };
    let first = value(|r| Some(r.first().as_u64()));
    let last = value(|r| Some(r.last().as_u64()));
    let since = value(IdRange::since_id);
    let max = value(|r| Some(r.max_id()));
    let until = value(IdRange::until_id);
    let sql = Signal::derive(move || range().map(|r| format!("WHERE id BETWEEN {} AND {}", r.first(), r.last())));
    let count = move || {
        range().map(|r| {
            let ms = r.last().decompose().timestamp_ms() - r.first().decompose().timestamp_ms() + 1;
            t().range_count(r.count(), ms)
        })
    };
    let row = move |id: &'static str,
                    copy_id: &'static str,
                    copy_name: usize,
                    label: fn(&'static Strings) -> &'static str,
                    text: Signal<Option<String>>,
                    none: Option<fn(&'static Strings) -> &'static str>| {
        view! {
            <div class="range-row">
                <dt>{tr(label)}</dt>
                <dd>
                    <code id=id class=(id != "range-sql").then_some("num") hidden=move || text.with(Option::is_none)>{move || text.get()}</code>
                    {none.map(|none| view! {
                        <span class="range-none" id=format!("{id}-none") hidden=move || range().is_none() || text.with(Option::is_some)>
                            {tr(none)}
                        </span>
                    })}
                    <span hidden=move || text.with(Option::is_none)>
                        <CopyButton id=copy_id label=Signal::derive(tr(|s| s.copy)) aria_label=Signal::derive(move || t().range_copy_names[copy_name]) text />
                    </span>
                </dd>
            </div>
        }
    };
    view! {
        <p class="hint">{tr(|s| s.range_intro)}</p>
        <div class="range-inputs">
            <TextField id="range-from" label=|s| s.range_from hint=|s| s.range_from_hint
                placeholder=|s: &'static Strings| s.timestamp_placeholder text=state.range_from error=from_error />
            <TextField id="range-to" label=|s| s.range_to hint=|s| s.range_to_hint
                placeholder=|s: &'static Strings| s.range_to_placeholder text=state.range_to error=to_error />
        </div>
        <p class="error" id="range-reversed" role="alert" hidden=move || reversed().is_none()>
            <Prose text=Signal::derive(move || reversed().unwrap_or_default()) />
        </p>
        <p class="id-invalid" hidden=move || range().is_some() || reversed().is_some()>{tr(|s| s.range_invalid)}</p>
        <dl class="range-out" hidden=move || range().is_none()>
            {row("range-first", "copy-range-first", 0, |s| s.range_first, first, None)}
            {row("range-last", "copy-range-last", 1, |s| s.range_last, last, None)}
            {row("range-since-id", "copy-range-since-id", 2, |s| s.range_since_id, since, Some(|s| s.range_since_none))}
            {row("range-max-id", "copy-range-max-id", 3, |s| s.range_max_id, max, None)}
            {row("range-until-id", "copy-range-until-id", 4, |s| s.range_until_id, until, Some(|s| s.range_until_none))}
            {row("range-sql", "copy-range-sql", 5, |s| s.range_sql, sql, None)}
        </dl>
        <p id="range-count" hidden=move || range().is_none()><Prose text=Signal::derive(move || count().unwrap_or_default()) /></p>
    }
}
