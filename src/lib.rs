//! Snowflake ID composer: a Leptos app that builds a Twitter-layout Snowflake ID from its
//! four values, reads IDs back, and shows how the values fill the 64 bits.
//!
//! Data flows one way: input components write raw text into [`state::FormState`], memos run
//! the pure core ([`snowflake`]) over it, and every output component reads the derived ID.

pub mod components;
pub mod snowflake;
pub mod state;
pub mod strings;
pub mod web;

use components::embed_panel::HEIGHT_MESSAGE;
use components::{
    BitView, Calculation, ClockNote, CodeSamples, EmbedPanel, Formats, IdInput, LanguageSwitch, NumberField, TimeInfo,
};
use leptos::prelude::*;
use snowflake::{compose_fields, decode_id, Field, FieldError, FormResult, IdError, RawFields, SnowflakeId};
use state::{FormState, Source, ID_PARAM};
use strings::{tr, use_strings, Lang};

/// How long typing must pause before the address bar is rewritten.
pub const ADDRESS_DELAY: std::time::Duration = std::time::Duration::from_millis(150);

/// The query parameters this app writes; any others in the address are left alone.
const QUERY_KEYS: [&str; 6] = ["lang", ID_PARAM, "timestamp", "datacenter", "machine", "sequence"];

#[component]
pub fn App() -> impl IntoView {
    let query_lang = web::query_param("lang");
    let lang = RwSignal::new(Lang::choose(query_lang.as_deref(), &web::preferred_languages()));
    // Written to the address only once chosen, by the link or the switch; else the browser decides.
    let lang_in_url = RwSignal::new(query_lang.as_deref().and_then(Lang::from_tag).is_some());
    provide_context(lang);
    let t = use_strings();
    let embedded = web::has_query_param("embed");
    if embedded {
        web::mark_embedded();
        web::report_height(HEIGHT_MESSAGE);
    }

    let state = FormState::from_query(web::query_param);
    let form: Memo<FormResult> = Memo::new(move |_| {
        let (t, d, m, s) =
            (state.timestamp.read(), state.datacenter.read(), state.machine.read(), state.sequence.read());
        compose_fields(&RawFields { timestamp: &t, datacenter: &d, machine: &m, sequence: &s }, state.now_ms.get())
    });
    // Only while the ID box is the source; otherwise the fields decide.
    let decoded: Memo<Option<Result<SnowflakeId, IdError>>> =
        Memo::new(move |_| (state.source.get() == Source::IdText).then(|| state.id_text.with(|text| decode_id(text))));
    let id: Signal<Option<SnowflakeId>> = Memo::new(move |_| match decoded.get() {
        Some(result) => result.ok(),
        None => form.with(|r| r.as_ref().ok().map(|c| c.id)),
    })
    .into();
    let id_error = Signal::derive(move || decoded.get().and_then(Result::err));
    let id_digits = Signal::derive(move || id.get().map(|id| id.to_string()).unwrap_or_default());
    let field_error = move |field: Field| -> Signal<Option<FieldError>> {
        Memo::new(move |_| {
            form.with(|r| r.as_ref().err().and_then(|errors| errors.iter().find(|e| e.field == field).cloned()))
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
    // The share link is built from the state itself, so it is current even before the address is.
    let share_link = Signal::derive(move || web::page_url(&query()));
    // The local and relative times wait until just after the first paint: building the first
    // `Intl` formatters costs ~45 ms, which held back the composer's first paint. (Deferring the
    // panels below the bits too was measured: it saved ~5 ms and cost 5.6 KB of wasm gzip.)
    let painted = RwSignal::new(false);
    request_animation_frame(move || set_timeout(move || painted.set(true), std::time::Duration::ZERO));
    let choose_language = Callback::new(move |choice: Lang| {
        lang.set(choice);
        lang_in_url.set(true);
    });

    view! {
        // The embedded view has no page header, but a document still needs its heading.
        {embedded.then(|| view! { <h1 class="visually-hidden">{tr(|s| s.app_name)}</h1> })}
        <LanguageSwitch lang on_choose=choose_language />
        <form class="fields" aria-label=tr(|s| s.form_label) on:submit=|ev| ev.prevent_default()>
            {Field::ALL.map(|field| view! { <NumberField field state error=field_error(field) /> }).collect_view()}
        </form>
        <ClockNote state form />
        <section class="result" aria-label=tr(|s| s.id_label)>
            <IdInput state id_digits error=id_error />
            <TimeInfo id now_ms=state.now_ms.into() painted=painted.into() />
            <Formats id share_link />
            <BitView state id />
            <Calculation id />
            <CodeSamples id />
        </section>
        {(!embedded).then(|| view! { <EmbedPanel state lang /> })}
    }
}
