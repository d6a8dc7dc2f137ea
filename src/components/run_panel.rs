use super::tool_panel::NoLayoutNote;
use super::{CopyButton, Prose, TextField, ToolPanel};
use crate::model::RunTool;
use crate::snowflake::{ClockStepBack, Layout, Run};
use crate::split::{body, split_point};
use crate::strings::{tr, tr_label, use_strings};
use leptos::prelude::*;

/// How many rows of a run are listed; the copy button takes them all.
pub const RUN_LISTED: usize = 1000;

/// How far the clock steps back in the hazard example, in ticks.
const STEP_BACK_TICKS: u64 = 3;

/// A generator's run from the current ID, as the person last left it (`#run`).
#[component]
pub fn RunPanel(tool: RunTool) -> impl IntoView {
    view! {
        <ToolPanel id="run" heading=|s| s.tools.run.heading body=body(move || run_body(tool)) />
    }
}

split_point! { tools, preload_run: fn run_body(tool: RunTool) -> View {
    view! { <RunBody tool /> }
} }

#[component]
fn RunBody(tool: RunTool) -> impl IntoView {
    let t = use_strings();
    let current = Memo::new(move |_| tool.layout());
    // The layout the page last could read in, for the wording while it can read in none (the
    // run is empty then).
    let layout = Memo::new(move |last: Option<&Layout>| current.get().or(last.copied()).unwrap_or(Layout::TWITTER));
    let id = Memo::new(move |_| tool.start());
    let run = tool.run();
    let rows = move || {
        let (s, layout) = (t(), layout.get());
        run.with(|run| {
            run.as_ref().map(|run| {
                run.steps
                    .iter()
                    .take(RUN_LISTED)
                    .map(|step| {
                        let detail = s.run_row(&layout, step);
                        view! {
                            <li data-id=step.id.to_string() class:new-ms=step.new_tick>
                                <code class="num">{step.id.to_string()}</code>
                                " "
                                <span class="run-detail">{detail}</span>
                                {step.new_tick.then(|| view! { <strong class="run-mark">" ↳ " {s.run_next_tick(&layout)}</strong> })}
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
        let (layout, id) = (current.get()?, id.get()?);
        ClockStepBack::for_id(&layout, id, STEP_BACK_TICKS)
            .map(|h| t().run_hazard(h.back_ms, h.to_ms, h.repeated))
    };
    let text = Signal::derive(move || run.with(|run| run.as_ref().map(Run::to_text)));
    let has_run = Signal::derive(move || run.with(Option::is_some));
    view! {
        <p class="hint" id="run-intro"><Prose text=Signal::derive(move || layout.with(|l| t().run_intro(l))) /></p>
        <div class="run-count">
            <TextField id="run-count" label=tr_label(|s| s.tools.run.count_label)
                hint=Signal::derive(move || t().run_count_hint()) value=tool.count_text
                error=Signal::derive(move || tool.count_error()) inputmode=Some("numeric")
                on_change=Callback::new(move |(text, change)| tool.change(text, change))
                on_judge=Callback::new(move |()| tool.judge())>{()}</TextField>
        </div>
        <NoLayoutNote layout=Signal::derive(move || current.with(Option::is_some)) />
        <p class="id-invalid" hidden=move || id.with(Option::is_some) || current.with(Option::is_none)>{tr(|s| s.result.invalid)}</p>
        <p class="run-throughput" hidden=move || layout.with(|l| l.counter_index().is_none())><Prose text=Signal::derive(move || layout.with(|l| t().run_throughput(l))) /></p>
        <ol id="run-list" class="run-list">{rows}</ol>
        <p id="run-limit" class="note" hidden=move || !run.with(|r| r.as_ref().is_some_and(|r| r.hit_limit))>{tr(|s| s.tools.run.limit)}</p>
        <p id="run-shown" class="hint" hidden=move || shown_note().is_none()>{shown_note}</p>
        <CopyButton id="copy-run" label=Signal::derive(tr(|s| s.tools.run.copy)) text enabled=has_run />
        <p id="run-hazard" hidden=move || hazard().is_none()><Prose text=Signal::derive(move || hazard().unwrap_or_default()) /></p>
    }
}
