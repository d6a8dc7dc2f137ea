use super::{CopyButton, Prose, TextField, ToolPanel};
use crate::model::Calm;
use crate::snowflake::{read_run_count, ClockStepBack, Run, SnowflakeId};
use crate::split::{body, split_point};
use crate::strings::{tr, use_strings};
use leptos::prelude::*;

/// How many rows of a run are listed; the copy button takes them all.
pub const RUN_LISTED: usize = 1000;

/// How far the clock steps back in the hazard example.
const STEP_BACK_MS: u64 = 3;

/// A generator's run from the current ID (`#run`).
#[component]
pub fn RunPanel(id: Signal<Option<SnowflakeId>>) -> impl IntoView {
    view! {
        <ToolPanel id="run" heading=|s| s.tools.run.heading body=body(move || run_body(id)) />
    }
}

split_point! { tools, preload_run: fn run_body(id: Signal<Option<SnowflakeId>>) -> View {
    view! { <RunBody id /> }
} }

#[component]
fn RunBody(id: Signal<Option<SnowflakeId>>) -> impl IntoView {
    let t = use_strings();
    let count_text = RwSignal::new("8".to_string());
    let calm = RwSignal::new(Calm::IDLE);
    // Only on a change: every write wakes everything that reads the calm.
    let set_calm = move |next: Calm<()>| {
        if next != calm.get_untracked() {
            calm.set(next);
        }
    };
    let count = Memo::new(move |_| count_text.with(|text| read_run_count(text)));
    let run = Memo::new(move |_| match (id.get(), count.with(|c| c.value().copied())) {
        (Some(id), Some(n)) => Some(Run::starting_at(id, n)),
        _ => None,
    });
    let count_error = Signal::derive(move || count.with(|reading| calm.get().verdict((), reading).error()));
    let rows = move || {
        let s = t();
        run.with(|run| {
            run.as_ref().map(|run| {
                run.steps
                    .iter()
                    .take(RUN_LISTED)
                    .map(|step| {
                        let parts = step.id.decompose();
                        let detail = s.run_row(parts.timestamp_ms(), step.offset_ms, parts.sequence());
                        view! {
                            <li data-id=step.id.to_string() class:new-ms=step.new_ms>
                                <code class="num">{step.id.to_string()}</code>
                                " "
                                <span class="run-detail">{detail}</span>
                                {step.new_ms.then(|| view! { <strong class="run-mark">" ↳ " {s.tools.run.next_ms}</strong> })}
                            </li>
                        }
                    })
                    .collect_view()
            })
        })
    };
    let shown_note = move || {
        run.with(|run| {
            run.as_ref()
                .filter(|run| run.steps.len() > RUN_LISTED)
                .map(|run| t().run_shown(RUN_LISTED, run.steps.len()))
        })
    };
    let hazard = move || {
        id.get()
            .and_then(|id| ClockStepBack::for_id(id, STEP_BACK_MS))
            .map(|h| t().run_hazard(h.back_ms, h.to_ms, h.repeated))
    };
    let text = Signal::derive(move || run.with(|run| run.as_ref().map(Run::to_text)));
    view! {
        <p class="hint"><Prose text=Signal::derive(move || t().run_intro()) /></p>
        <div class="run-count">
            <TextField id="run-count" label=Signal::derive(tr(|s| s.tools.run.count_label))
                hint=Signal::derive(move || t().run_count_hint()) value=count_text
                error=count_error inputmode=Some("numeric")
                on_change=Callback::new(move |(text, change)| {
                    set_calm(calm.get_untracked().changed((), change));
                    count_text.set(text);
                })
                on_judge=Callback::new(move |()| set_calm(calm.get_untracked().judged(())))>{()}</TextField>
        </div>
        <p class="id-invalid" hidden=move || id.with(Option::is_some)>{tr(|s| s.result.invalid)}</p>
        <p class="run-throughput"><Prose text=Signal::derive(move || t().run_throughput()) /></p>
        <ol id="run-list" class="run-list">{rows}</ol>
        <p id="run-limit" class="note" hidden=move || !run.with(|r| r.as_ref().is_some_and(|r| r.hit_limit))>{tr(|s| s.tools.run.limit)}</p>
        <p id="run-shown" class="hint" hidden=move || shown_note().is_none()>{shown_note}</p>
        <CopyButton id="copy-run" label=Signal::derive(tr(|s| s.tools.run.copy)) text enabled=true />
        <p id="run-hazard" hidden=move || hazard().is_none()><Prose text=Signal::derive(move || hazard().unwrap_or_default()) /></p>
    }
}
