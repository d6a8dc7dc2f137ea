use super::tool_panel::NoLayoutNote;
use super::{CopyButton, ToolPanel};
use crate::model::{BulkTool, BULK_PAGE};
use crate::snowflake::{iso_utc, Bulk, BulkRow, Role, TimeReading};
use crate::split::{body, split_point};
use crate::strings::{tr, use_strings};
use leptos::prelude::*;

/// Invalid lines listed; the count of the rest follows.
pub const BULK_ERRORS_LISTED: usize = 100;

/// A list of IDs decoded at once (`#bulk`), sortable, exported as CSV or JSON.
#[component]
pub fn BulkPanel(tool: BulkTool) -> impl IntoView {
    view! {
        <ToolPanel id="bulk" heading=|s| s.tools.bulk.heading body=body(move || bulk_body(tool)) />
    }
}

split_point! { tools, preload_bulk: fn bulk_body(tool: BulkTool) -> View {
    view! { <BulkBody tool /> }
} }

#[component]
fn BulkBody(tool: BulkTool) -> impl IntoView {
    let t = use_strings();
    let sorted = tool.sorted;
    let bulk = tool.bulk();
    let rows = tool.rows();
    let current = move || tool.page();
    let visible = move || {
        let s = t();
        let start = current() * BULK_PAGE;
        let Some(layout) = bulk.with(|b| b.as_ref().map(|b| b.layout)) else { return Vec::new() };
        let numbers: Vec<(usize, String)> = layout
            .blocks()
            .iter()
            .enumerate()
            .filter(|(_, b)| b.role() == Role::Number)
            .map(|(i, b)| (i, s.block_name(b.key()).into_owned()))
            .collect();
        rows.with(|rows| {
            rows.iter()
                .skip(start)
                .take(BULK_PAGE)
                .map(|row| {
                    let parts = layout.decompose(row.id);
                    let badge = match layout.time_reading(row.id) {
                        TimeReading::Moment => None,
                        TimeReading::Counter => Some(s.tools.bulk.counter),
                        TimeReading::Example => Some(s.tools.bulk.example),
                        TimeReading::AtEpoch => Some(s.time.other_at_epoch),
                    };
                    let cells = numbers
                        .iter()
                        .map(|(i, name)| view! { <td class="num" data-label=name.clone()>{parts.get(*i)}</td> })
                        .collect_view();
                    // Each cell names its column: a phone shows the rows as labelled cards.
                    let label = &s.tools.bulk.columns;
                    view! {
                        <tr data-id=row.id.to_string() data-repeated=row.repeated.then_some("")>
                            <td class="num" data-label=label.line>{row.line}</td>
                            <td data-label=label.id>
                                <code class="num">{row.id.to_string()}</code>
                                {row.repeated.then(|| view! { " " <span class="bulk-mark">{s.tools.bulk.repeated}</span> })}
                                {badge.map(|badge| view! { " " <span class="bulk-mark bulk-old">{badge}</span> })}
                            </td>
                            // A time the bits do not hold is shown struck through, never as the answer.
                            <td class="num" class:no-time=badge.is_some() data-label=label.time>{iso_utc(parts.timestamp_ms())}</td>
                            {cells}
                        </tr>
                    }
                })
                .collect_view()
        })
    };
    let summary = move || bulk.with(|b| b.as_ref().map(|b| t().bulk_summary(b.rows.len(), b.errors.len())));
    let page_label = move || {
        let total = rows.with(Vec::len);
        let from = (current() * BULK_PAGE + 1).min(total);
        let to = ((current() + 1) * BULK_PAGE).min(total);
        t().bulk_page(from, to, total)
    };
    let errors = move || {
        let s = t();
        bulk.with(|b| {
            let errors = b.as_ref().map_or(&[][..], |b| &b.errors[..]);
            errors
                .iter()
                .take(BULK_ERRORS_LISTED)
                .map(|(line, error)| {
                    let prefix = s.bulk_error_line(*line);
                    view! { <li data-line=*line data-error-kind=error.kind().key()>{prefix}{s.message(error)}</li> }
                })
                .collect_view()
        })
    };
    let more_errors = move || {
        bulk.with(|b| b.as_ref()?.errors.len().checked_sub(BULK_ERRORS_LISTED).filter(|more| *more > 0))
            .map(|more| t().bulk_errors_more(more))
    };
    let export =
        move |to: fn(&Bulk, &[BulkRow]) -> String| Signal::derive(move || bulk.with(|b| rows.with(|r| Some(to(b.as_ref()?, r)))));
    let (csv, json) = (export(Bulk::to_csv), export(Bulk::to_json));
    let download = move |name: &'static str, mime: &'static str, text: Signal<Option<String>>| {
        move |_| {
            if let Some(text) = text.get_untracked() {
                crate::web::download(name, mime, &text);
            }
        }
    };
    let empty = move || rows.with(Vec::is_empty);
    let has_rows = Signal::derive(move || !empty());
    view! {
        <div class="field bulk-field">
            <label for="bulk-input">{tr(|s| s.tools.bulk.label)}</label>
            // The list as the person left it, when the tool was open before.
            <textarea id="bulk-input" rows="6" wrap="off" spellcheck="false" autocomplete="off"
                prop:value=tool.text_untracked()
                on:paste=move |ev| {
                    if let Some(text) = crate::web::paste_as_value(&ev) {
                        // Decoded in the next task, so the browser's layout of a long text and
                        // the decoding are two tasks, not one long one.
                        set_timeout(move || tool.set_text(text), std::time::Duration::ZERO);
                    }
                }
                on:input=move |ev| tool.set_text(event_target_value(&ev))></textarea>
        </div>
        <NoLayoutNote layout=Signal::derive(move || bulk.with(Option::is_some)) />
        <p id="bulk-summary" class="hint">{summary}</p>
        <label class="bulk-sort">
            <input type="checkbox" id="bulk-sort" prop:checked=move || sorted.get()
                on:change=move |ev| sorted.set(event_target_checked(&ev)) />
            " " {tr(|s| s.tools.bulk.sort)}
        </label>
        <div class="bulk-table-wrap" tabindex="0" hidden=empty>
            <table id="bulk-table" class="bulk-table">
                <thead><tr>{move || {
                    let s = t();
                    let layout = bulk.with(|b| b.as_ref().map(|b| b.layout))?;
                    let c = &s.tools.bulk.columns;
                    let numbers = layout.blocks().iter().filter(|b| b.role() == Role::Number).map(|b| s.block_name(b.key()).into_owned());
                    let names = [c.line, c.id, c.time].into_iter().map(String::from).chain(numbers);
                    Some(names.map(|c| view! { <th scope="col">{c}</th> }).collect_view())
                }}</tr></thead>
                <tbody>{visible}</tbody>
            </table>
        </div>
        <p class="bulk-pages" hidden=move || { tool.pages() < 2 }>
            <button type="button" id="bulk-prev" disabled=move || current() == 0 on:click=move |_| tool.turn(-1)>
                {tr(|s| s.tools.bulk.prev)}
            </button>
            " " <span id="bulk-page">{page_label}</span> " "
            <button type="button" id="bulk-next" disabled=move || { current() + 1 >= tool.pages() } on:click=move |_| tool.turn(1)>
                {tr(|s| s.tools.bulk.next)}
            </button>
        </p>
        <div class="bulk-export" hidden=empty>
            <button type="button" id="bulk-download-csv" on:click=download("snowflake-ids.csv", "text/csv", csv)>{tr(|s| s.tools.bulk.download_csv)}</button>
            <button type="button" id="bulk-download-json" on:click=download("snowflake-ids.json", "application/json", json)>{tr(|s| s.tools.bulk.download_json)}</button>
            <CopyButton id="bulk-copy-csv" label=Signal::derive(tr(|s| s.tools.bulk.copy_csv)) text=csv enabled=has_rows />
            <CopyButton id="bulk-copy-json" label=Signal::derive(tr(|s| s.tools.bulk.copy_json)) text=json enabled=has_rows />
        </div>
        <section class="bulk-errors" hidden=move || bulk.with(|b| b.as_ref().is_none_or(|b| b.errors.is_empty()))>
            <h3>{tr(|s| s.tools.bulk.errors_heading)}</h3>
            <ul id="bulk-errors">{errors}</ul>
            <p hidden=move || more_errors().is_none()>{more_errors}</p>
        </section>
    }
}
