//! Snowflake ID composer: a Leptos app that builds a Twitter-layout Snowflake ID from its
//! four values, reads IDs back, and shows how the values fill the 64 bits.
//!
//! Data flows one way: input components write raw text into [`state::FormState`], memos run
//! the pure core ([`snowflake`]) over it, and every output component reads the derived ID.

pub mod components;
pub mod embed;
pub mod snowflake;
pub mod state;
pub mod strings;
pub mod web;

use components::{
    BitView, BulkPanel, Calculation, ClockNote, CodeSamples, ComparePanel, EmbedPanel, Formats, IdInput,
    LanguageSwitch, NumberField, RangePanel, RunPanel, TimeInfo,
};
use embed::HEIGHT_MESSAGE;
use leptos::prelude::*;
use snowflake::{compose_fields, decode_id, resolve_timestamp, Error, Field, FormResult, RawFields, SnowflakeId};
use state::{
    FormState, Source, COMPARE_A_PARAM, COMPARE_B_PARAM, ID_PARAM, RANGE_FROM_PARAM, RANGE_TO_PARAM, TZ_PARAM,
};
use strings::{tr, use_strings, Lang};

/// How often "from now" is worded again while the page is open.
pub const CLOCK_TICK: std::time::Duration = std::time::Duration::from_secs(1);

/// How long typing must pause before the address bar is rewritten.
pub const ADDRESS_DELAY: std::time::Duration = std::time::Duration::from_millis(150);

/// The query parameters this app writes; any others in the address are left alone.
const QUERY_KEYS: [&str; 11] = [
    "lang",
    ID_PARAM,
    "timestamp",
    "datacenter",
    "machine",
    "sequence",
    TZ_PARAM,
    RANGE_FROM_PARAM,
    RANGE_TO_PARAM,
    COMPARE_A_PARAM,
    COMPARE_B_PARAM,
];

#[component]
pub fn App() -> impl IntoView {
    let query_lang = web::query_param("lang");
    let lang = RwSignal::new(Lang::choose(query_lang.as_deref(), &web::preferred_languages()));
    // Written to the address only once chosen, by the link or the switch; else the browser decides.
    let lang_in_url = RwSignal::new(query_lang.as_deref().and_then(Lang::from_tag).is_some());
    provide_context(lang);
    let t = use_strings();
    let embed = web::query_param("embed");
    let embedded = embed.is_some();
    // `?embed=range` embeds the range panel alone.
    let range_only = embed.as_deref() == Some("range");
    if embedded {
        web::mark_embedded();
        web::report_height(HEIGHT_MESSAGE);
    }

    let state = FormState::from_query(web::query_param);
    let form: Memo<FormResult> = Memo::new(move |_| {
        let (t, d, m, s) =
            (state.timestamp.read(), state.datacenter.read(), state.machine.read(), state.sequence.read());
        let raw = RawFields { timestamp: &t, datacenter: &d, machine: &m, sequence: &s };
        compose_fields(&raw, state.now_ms.get(), state.zone.get().zone())
    });
    // The timestamp on its own, so its resolved value shows even while another field is wrong.
    let timestamp_ms = Memo::new(move |_| {
        state.timestamp.with(|text| resolve_timestamp(text, state.now_ms.get(), state.zone.get().zone()).ok())
    });
    // Only while the ID box is the source; otherwise the fields decide.
    let decoded: Memo<Option<Result<SnowflakeId, Error>>> =
        Memo::new(move |_| (state.source.get() == Source::IdText).then(|| state.id_text.with(|text| decode_id(text))));
    let id: Signal<Option<SnowflakeId>> = Memo::new(move |_| match decoded.get() {
        Some(result) => result.ok(),
        None => form.with(|r| r.as_ref().ok().map(|c| c.id)),
    })
    .into();
    let id_error = Signal::derive(move || decoded.get().and_then(Result::err));
    let id_digits = Signal::derive(move || id.get().map(|id| id.to_string()).unwrap_or_default());
    let field_error = move |field: Field| -> Signal<Option<Error>> {
        Memo::new(move |_| {
            form.with(|r| r.as_ref().err().and_then(|errors| errors.iter().find(|e| e.field() == Some(field)).cloned()))
        })
        .into()
    };

    Effect::new(move |_| {
        let s = t();
        web::set_document_language(lang.get().code(), s.title, s.description);
    });
    let query = move || {
        let mut pairs = state.to_query();
        if lang_in_url.get() {
            pairs.insert(0, ("lang", lang.get().code().to_string()));
        }
        pairs
    };
    // Keep the address bar in step, a moment after typing pauses: browsers throttle pages that
    // call replaceState on every keystroke, and nobody reads the address mid-word.
    Effect::new(move |previous: Option<Option<TimeoutHandle>>| {
        if let Some(Some(handle)) = previous {
            handle.clear();
        }
        let pairs = query();
        set_timeout_with_handle(move || web::replace_query(&QUERY_KEYS, &pairs), ADDRESS_DELAY).ok()
    });
    // The copied link pins "now" to the millisecond on screen, so it opens on the same ID;
    // the address bar keeps "now" as typed.
    let share_link = Signal::derive(move || {
        let mut pairs = query();
        if state.source.get() == Source::Fields {
            if let Ok(c) = form.get() {
                if c.timestamp_from_clock {
                    let at = pairs.iter().position(|(key, _)| *key != "lang").unwrap_or(pairs.len());
                    pairs.insert(at, ("timestamp", c.id.decompose().timestamp_ms().to_string()));
                }
            }
        }
        web::page_url(&pairs)
    });
    // The local and relative times wait until just after the first paint: a page's first
    // `Intl` formatters are slow to build and would hold back the composer's first paint.
    let painted = RwSignal::new(false);
    request_animation_frame(move || set_timeout(move || painted.set(true), std::time::Duration::ZERO));
    // "From now" stays true on a page left open: the clock ticks while there is a time to word.
    let clock = RwSignal::new(js_sys::Date::now());
    let has_id = Memo::new(move |_| id.with(Option::is_some));
    Effect::new(move |previous: Option<Option<IntervalHandle>>| {
        if let Some(Some(handle)) = previous {
            handle.clear();
        }
        clock.set(js_sys::Date::now());
        has_id
            .get()
            .then(|| set_interval_with_handle(move || clock.set(js_sys::Date::now()), CLOCK_TICK).ok())
            .flatten()
    });
    // After an ID box edit that is no ID, the fields still hold the last valid ID's parts.
    let fields_stale = Memo::new(move |_| decoded.with(|d| matches!(d, Some(Err(_)))));
    let choose_language = Callback::new(move |choice: Lang| {
        lang.set(choice);
        lang_in_url.set(true);
    });

    let compare_open =
        state.compare_a.with_untracked(|t| !t.is_empty()) || state.compare_b.with_untracked(|t| !t.is_empty());
    let range_open = range_only
        || state.range_from.with_untracked(|t| !t.is_empty())
        || state.range_to.with_untracked(|t| !t.is_empty());
    // Two Options, not an early return with into_any(): an AnyView keeps the HTML-rendering
    // code of everything under it (benches/README.md has the figures).
    let range_view = range_only.then(|| {
        view! {
            <h1 class="visually-hidden">{tr(|s| s.app_name)}</h1>
            <LanguageSwitch lang on_choose=choose_language />
            <RangePanel state now_ms=clock.into() open_at_start=true />
        }
    });
    let page_view = (!range_only).then(|| {
        view! {
            // The embedded view has no page header, but a document still needs its heading.
            {embedded.then(|| view! { <h1 class="visually-hidden">{tr(|s| s.app_name)}</h1> })}
            <LanguageSwitch lang on_choose=choose_language />
            <form class="fields" aria-label=tr(|s| s.form_label) on:submit=|ev| ev.prevent_default()
                class:stale=fields_stale aria-describedby=move || fields_stale.get().then_some("fields-stale")>
                {Field::ALL.map(|field| view! { <NumberField field state error=field_error(field) /> }).collect_view()}
                <p class="stale-note" id="fields-stale" hidden=move || !fields_stale.get()>{tr(|s| s.fields_stale)}</p>
            </form>
            <ClockNote state resolved=timestamp_ms />
            <section class="result" aria-label=tr(|s| s.id_label)>
                <IdInput state id id_digits error=id_error now_ms=clock.into() />
                // The bits come straight after the ID, so the first screen is fields, ID, bits.
                <BitView state id />
                <TimeInfo id now_ms=clock.into() painted=painted.into() />
                <Formats id share_link />
                <Calculation id />
                <CodeSamples id />
            </section>
            <nav class="tools-nav" aria-label=tr(|s| s.tools_label)>
            <ul>
                {[("#range", 0), ("#run", 1), ("#compare", 2), ("#bulk", 3)].map(|(href, i)| view! {
                    <li><a href=href>{move || t().tools_nav[i]}</a></li>
                }).collect_view()}
            </ul>
        </nav>
        <RangePanel state now_ms=clock.into() open_at_start=range_open />
        <RunPanel id />
        <ComparePanel state id_digits open_at_start=compare_open />
        <BulkPanel />
            {(!embedded).then(|| view! { <EmbedPanel state lang /> })}
        }
    });
    view! { {range_view} {page_view} }
}
