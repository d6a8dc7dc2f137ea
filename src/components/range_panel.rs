use super::tool_panel::NoLayoutNote;
use super::{CopyButton, Prose, TextField, ToolPanel};
use crate::address::ZoneSetting;
use crate::model::{End, RangeTool};
use crate::snowflake::{IdRange, Paging};
use crate::split::{body, split_point};
use crate::strings::{tr, tr_label, use_strings, Pick};
use crate::web;
use leptos::prelude::*;

/// "Which IDs were made between these two moments?": two timestamp inputs, and the first and
/// last ID of the span with the API bounds and a SQL filter.
#[component]
pub fn RangePanel(range: RangeTool, open_at_start: bool) -> impl IntoView {
    view! {
        <ToolPanel id="range" heading=|s| s.tools.range.heading open_at_start body=body(move || range_body(range))
            on_open=Callback::new(move |()| range.opened()) />
    }
}

split_point! { range_tool, preload_range: fn range_body(range: RangeTool) -> View {
    view! { <RangeBody range /> }
} }

#[component]
fn RangeBody(range: RangeTool) -> impl IntoView {
    let t = use_strings();
    let layout = Memo::new(move |_| range.layout());
    // The API bounds where the layout has an API that pages by ID: Twitter's and Discord's.
    let paging = Memo::new(move |_| layout.get().and_then(|l| l.paging()));
    let twitter = Signal::derive(move || paging.get() == Some(Paging::Twitter));
    let discord = Signal::derive(move || paging.get() == Some(Paging::Discord));
    let unsorted = Memo::new(move |_| layout.get().is_some_and(|l| !l.sorts_by_time()));
    let from_error = Memo::new(move |_| range.error(End::From));
    let to_error = Memo::new(move |_| range.error(End::To));
    let reversed = Memo::new(move |_| range.reversed());
    let span = Memo::new(move |_| range.range());
    let value = move |pick: fn(&IdRange) -> Option<u64>| -> Signal<Option<String>> {
        Signal::derive(move || span.get().and_then(|r| pick(&r)).map(|v| v.to_string()))
    };
    let first = value(|r| Some(r.first().as_u64()));
    let last = value(|r| Some(r.last().as_u64()));
    let since = value(IdRange::since_id);
    let max = value(|r| Some(r.max_id()));
    let until = value(IdRange::until_id);
    let sql = Signal::derive(move || span.get().map(|r| format!("WHERE id BETWEEN {} AND {}", r.first(), r.last())));
    // What was read: both ends, and the zone, named as UTC or by its IANA name.
    let read = move || {
        span.get().map(|r| {
            let s = t();
            let zone = match range.zone_setting() {
                ZoneSetting::Utc => "UTC".to_string(),
                ZoneSetting::Local => web::local_zone_name().unwrap_or_else(|| s.time.zone_names.local.to_string()),
            };
            let l = layout.get()?;
            Some(s.range_read(l.decompose(r.first()).timestamp_ms(), l.decompose(r.last()).timestamp_ms(), &zone))
        })?
    };
    let count = move || span.get().and_then(|r| Some(t().range_count(&layout.get()?, r.count(), r.ticks())));
    let row = move |[id, copy_id]: [&'static str; 2],
                    label: Pick,
                    copy_name: Pick,
                    text: Signal<Option<String>>,
                    none: Option<Pick>,
                    shown: Option<Signal<bool>>| {
        view! {
            <div class="range-row" hidden=move || shown.is_some_and(|s| !s.get())>
                <dt>{tr(label)}</dt>
                <dd>
                    <code id=id class=(id != "range-sql").then_some("num") hidden=move || text.with(Option::is_none)>{move || text.get()}</code>
                    {none.map(|none| view! {
                        <span class="range-none" id=format!("{id}-none") hidden=move || span.with(Option::is_none) || text.with(Option::is_some)>
                            {tr(none)}
                        </span>
                    })}
                    <span hidden=move || text.with(Option::is_none)>
                        <CopyButton id=copy_id label=Signal::derive(tr(|s| s.page.copy))
                            aria_label=Signal::derive(tr(copy_name)) text />
                    </span>
                </dd>
            </div>
        }
    };
    view! {
        <p class="hint">{tr(|s| s.tools.range.intro)}</p>
        <div class="range-inputs">
            <TextField id="range-from" label=tr_label(|s| s.tools.range.from)
                hint=Signal::derive(move || t().tools.range.from_hint.to_string())
                placeholder=Signal::derive(tr(|s| s.fields.timestamp_placeholder))
                value=range.from error=from_error
                on_change=Callback::new(move |(text, change)| range.change(End::From, text, change))
                on_judge=Callback::new(move |()| range.judge(End::From))>{()}</TextField>
            <TextField id="range-to" label=tr_label(|s| s.tools.range.to)
                hint=Signal::derive(move || t().tools.range.to_hint.to_string())
                placeholder=Signal::derive(tr(|s| s.tools.range.to_placeholder))
                value=range.to error=to_error
                on_change=Callback::new(move |(text, change)| range.change(End::To, text, change))
                on_judge=Callback::new(move |()| range.judge(End::To))
                // From after To: To is marked, and described by the sentence that says so.
                external_error=Signal::derive(move || reversed.with(Option::is_some).then_some("range-reversed"))>{()}</TextField>
        </div>
        <p class="error" id="range-reversed" role="alert" hidden=move || reversed.with(Option::is_none)>
            <Prose text=Signal::derive(move || reversed.get().map(|(from, to)| t().range_reversed(from, to)).unwrap_or_default()) />
        </p>
        <p class="note" id="range-unsorted" hidden=move || !unsorted.get()>{tr(|s| s.tools.range.unsorted)}</p>
        <NoLayoutNote layout=Signal::derive(move || layout.with(Option::is_some)) />
        <p class="id-invalid" hidden=move || span.with(Option::is_some) || reversed.with(Option::is_some) || unsorted.get() || layout.with(Option::is_none)>{tr(|s| s.tools.range.invalid)}</p>
        <p class="hint" id="range-read" hidden=move || span.with(Option::is_none)>
            <Prose text=Signal::derive(move || read().unwrap_or_default()) />
            " "
            <a href="#timezone">{tr(|s| s.tools.range.zone_link)}</a>
        </p>
        <dl class="range-out" hidden=move || span.with(Option::is_none)>
            {row(["range-first", "copy-range-first"], |s| s.tools.range.first, |s| s.tools.range.copy_first, first, None, None)}
            {row(["range-last", "copy-range-last"], |s| s.tools.range.last, |s| s.tools.range.copy_last, last, None, None)}
            {row(["range-since-id", "copy-range-since-id"], |s| s.tools.range.since_id, |s| s.tools.range.copy_since_id, since, Some(|s| s.tools.range.since_none), Some(twitter))}
            {row(["range-max-id", "copy-range-max-id"], |s| s.tools.range.max_id, |s| s.tools.range.copy_max_id, max, None, Some(twitter))}
            {row(["range-until-id", "copy-range-until-id"], |s| s.tools.range.until_id, |s| s.tools.range.copy_until_id, until, Some(|s| s.tools.range.until_none), Some(twitter))}
            {row(["range-after", "copy-range-after"], |s| s.tools.range.after, |s| s.tools.range.copy_after, since, Some(|s| s.tools.range.after_none), Some(discord))}
            {row(["range-before", "copy-range-before"], |s| s.tools.range.before, |s| s.tools.range.copy_before, until, Some(|s| s.tools.range.before_none), Some(discord))}
            {row(["range-sql", "copy-range-sql"], |s| s.tools.range.sql, |s| s.tools.range.copy_sql, sql, None, None)}
        </dl>
        <p id="range-count" hidden=move || span.with(Option::is_none)><Prose text=Signal::derive(move || count().unwrap_or_default()) /></p>
    }
}
