//! Snowflake ID composer: a Leptos app that builds a Snowflake-style ID from its blocks' values
//! (Twitter's layout by default; Discord's, Instagram's, Sonyflake's, Mastodon's or one's own),
//! reads IDs back, and shows how the values fill the 64 bits.
//!
//! Data flows one way: input components call the edit methods of the page's model
//! ([`model`]), whose memos run the pure core ([`snowflake`]) once per edit, and every output
//! component reads a derived result. [`App`] only lays the views out.

pub mod address;
pub mod components;
pub mod diagram_file;
pub mod embed;
pub mod links;
pub mod model;
mod slices;
pub mod snowflake;
pub mod split;
pub mod strings;
pub mod web;

use address::View;
use components::{
    clock_note_view, diagram_view, embed_panel, other_layouts_view, results_below, BitView, BulkPanel, ComparePanel,
    Deferred, FieldsForm, FullToolLink, Headline, IdBox, LanguageSwitch, NewBuildLine, RangePanel, RunPanel, ToolsJump,
    ToolsNav,
};
use leptos::prelude::*;
use model::{Device, Page};
use slices::Slice;
use strings::{tr, use_strings};

/// The page's model, built from the address, and what keeps it running: the clock's tick, the
/// address bar in step, the document's language, and for an embed its height messages.
fn start() -> Page {
    let device = Device { now_ms: js_sys::Date::now, local_zone: &web::BrowserZone };
    let page = Page::from_query(links::query_values(), &web::preferred_languages(), device);
    provide_context(page.language.lang);
    if page.view.embedded() {
        web::mark_embedded();
        web::report_height(embed::HEIGHT_MESSAGE);
    }
    page.clock.start(web::unwatched);
    let new_build = RwSignal::new(false);
    provide_context(components::NewBuild(new_build));
    web::on_build_gone(move || new_build.set(true));
    web::on_worker_of_another_build(move || new_build.set(true));
    links::keep_in_step(page);
    let (lang, t) = (page.language.lang, use_strings());
    Effect::new(move |_| web::set_document_language(lang.get().code(), t().page.title, t().page.description));
    page
}

/// The page's model, built from the address and kept running (see [`App`]), with the ID it
/// describes already worked out. Call it under the reactive owner that [`page_view`] will run
/// under, or an ancestor of it: the model's contexts are there.
pub fn prepare() -> Page {
    let page = start();
    // Worked out once here, outside any view; the memo keeps it for the first screen.
    let _ = page.composer.id_signal().get_untracked();
    page
}

/// The whole app: [`prepare`] and [`page_view`] in one go.
#[component]
pub fn App() -> impl IntoView {
    page_view(prepare())
}

/// The page for a model that [`prepare`] built: the first screen now, what follows it in slices.
pub fn page_view(page: Page) -> impl IntoView {
    // Once the first answer is painted and the browser is idle: the service worker, which
    // keeps the page and every tool's code for offline use, or where there is none (a debug
    // build, an old browser, a page not served securely), the tools' code fetched ahead.
    if page.view == View::Page {
        web::after_next_paint(move || {
            web::when_idle(move || {
                let prefetch = || leptos::task::spawn_local(components::prefetch_tools());
                if cfg!(debug_assertions) {
                    prefetch()
                } else {
                    web::register_worker(prefetch)
                }
            })
        });
    }
    let Page { view: shown, language, clock, zones, layouts, composer, range, run, compare, bulk } = page;
    // The ID and its layout together, a paint behind, for the outputs far below the answer.
    let parts_behind = web::a_paint_behind(composer.parts_signal());
    let (waiting, waiting_box) = provide_composer_contexts(composer, layouts);
    let share_link = links::share_link(page);
    // An embedded view's link to the whole page: the range view opens the range tool.
    let full_href = Signal::derive(move || {
        share_link.get().map(|link| if shown == View::EmbedRange { link + "#range" } else { link })
    });
    // An embedded view has no page header, but a document still needs its heading.
    let heading = shown.embedded().then(|| view! { <h1 class="visually-hidden">{tr(|s| s.page.app_name)}</h1> });
    // Two Options, not an early return with into_any(): an AnyView keeps the HTML-rendering
    // code of everything under it (benches/README.md has the figures).
    let range_view = (shown == View::EmbedRange).then(|| view! { <RangePanel range open_at_start=true /> });
    // The compact embed: what a narrow column in someone's documentation has room for. The
    // answer first (the ID, when it was made, the way to the whole page), so that a frame as
    // short as 200 px shows it; then the fields and the bits.
    let compact_view = (shown == View::EmbedCompact).then(|| {
        view! {
            <section class="result compact" class:waiting=waiting class:waiting-box=waiting_box aria-label=tr(|s| s.result.label)>
                <IdBox composer share_link />
                <Headline composer clock />
                <FullToolLink href=full_href />
                <FieldsForm composer />
                <BitView composer />
            </section>
        }
    });
    // The diagram embed: one ID's bits and legend, read-only, in a chunk of its own.
    let bits_view = (shown == View::EmbedBits).then(|| {
        view! { <Deferred body=split::body(move || diagram_view(composer)) failed=|s| s.status.diagram_failed /> }
    });
    // The first screen mounts with the page; what follows it mounts in slices, top to bottom,
    // each in a task of its own ([`slices`]), so that no task of a phone's first visit is long
    // and a key typed meanwhile is handled between two slices.
    let sliced = matches!(shown, View::Page | View::Embed);
    let turns = slices::start(sliced, components::preload_results());
    let page_view = sliced.then(|| {
        let zone = zones.setting;
        let builder = shown == View::Page;
        let tools = move || {
            view! {
                <ToolsNav builder />
                <RangePanel range open_at_start=range.filled_at_start() />
                <RunPanel tool=run />
                <ComparePanel compare open_at_start=compare.filled_at_start() />
                <BulkPanel tool=bulk />
            }
        };
        let notes = view! {
            <Deferred body=turns.then(Slice::OtherLayouts, move || other_layouts_view(parts_behind, clock, composer)) failed=|s| s.status.below_failed />
            <Deferred body=turns.then(Slice::ClockNote, move || clock_note_view(composer, zone)) failed=|s| s.status.below_failed />
        };
        view! {
            {first_screen(composer, clock, share_link, waiting, waiting_box, notes)}
            <Deferred body=turns.build(Slice::Tools, tools) failed=|s| s.status.below_failed />
            // The tools first, then the longer explanations of this one ID: its other bases, the
            // diagram as a file, the calculation and the code samples. Far below the answer,
            // they follow it a paint behind, so that an edit's frame shows the answer sooner.
            <div class="about-id" class:waiting=waiting>
                <Deferred body=turns.then(Slice::AboutId, move || results_below(parts_behind, share_link)) failed=|s| s.status.below_failed />
            </div>
            {(shown == View::Page).then(|| view! {
                <Deferred body=turns.then(Slice::EmbedBuilder, move || embed_panel(page)) failed=|s| s.status.below_failed />
            })}
        }
    });
    let switch = top_row(shown, language, full_href);
    // Every embedded view links to the whole page, same state and language, in a new tab: the
    // whole composer at its top, the compact view under its answer, the others under what they
    // show.
    let full_tool =
        matches!(shown, View::EmbedBits | View::EmbedRange).then(|| view! { <FullToolLink href=full_href /> });
    view! { {heading} {switch} {range_view} {compact_view} {bits_view} {page_view} {full_tool} <NewBuildLine /> }
}

/// What the composer's views read from their owner: the layout shown, and whether an input is
/// being typed, which dims the outputs. Returns whether any input is, and whether the ID box is.
fn provide_composer_contexts(composer: model::Composer, layouts: model::LayoutChoice) -> (Signal<bool>, Signal<bool>) {
    provide_context(components::PageLayout(layouts.shown_signal()));
    let waiting = Signal::derive(move || composer.waiting().is_some());
    let waiting_box = Signal::derive(move || composer.waiting() == Some(model::Typing::IdBox));
    provide_context(components::IdWaiting(waiting));
    (waiting, waiting_box)
}

/// Above the first screen: the way to the tools, an embed's link to the whole page, and the
/// language switch. The compact and diagram embeds take their language from the address: no
/// switch.
fn top_row(shown: View, language: model::Language, full_href: Signal<Option<String>>) -> Option<impl IntoView> {
    (!matches!(shown, View::EmbedCompact | View::EmbedBits)).then(|| {
        let jump = matches!(shown, View::Page | View::Embed).then(|| view! { <ToolsJump /> });
        let full_tool = (shown == View::Embed).then(|| view! { <FullToolLink href=full_href /> });
        view! { <div class="top-row">{jump}{full_tool}<LanguageSwitch language /></div> }
    })
}

/// The page's first screen: the fields, then the ID, when it was made and its bits, with
/// `below` after them in the same section. The app mounts it; the build renders it natively
/// into `index.html` ([`first_screen_html`]), so both come from this one markup.
fn first_screen(
    composer: model::Composer,
    clock: model::Clock,
    share_link: Signal<Option<String>>,
    waiting: Signal<bool>,
    waiting_box: Signal<bool>,
    below: impl IntoView,
) -> impl IntoView {
    view! {
        <FieldsForm composer />
        <section class="result" class:waiting=waiting class:waiting-box=waiting_box aria-label=tr(|s| s.result.label)>
            <IdBox composer share_link />
            // The answer under the ID, then the bits: the first screen is the fields, the
            // ID, when it was made and its bits; other readings and the timestamp's own
            // controls follow them.
            <Headline composer clock />
            <BitView composer page=true />
            {below}
        </section>
    }
}

/// The first screen as HTML, for a page that has no query and speaks `lang`, rendered off the
/// web: what only the browser knows (the clock, the zone) is left out. Effects do not run
/// here, so the ID box and the bits are written without digits, as the app's first render is.
#[cfg(not(target_arch = "wasm32"))]
pub fn first_screen_html(lang: address::Lang) -> String {
    static UTC: snowflake::Utc = snowflake::Utc;
    let owner = Owner::new();
    let html = owner.with(|| {
        let code = lang.code();
        let get = move |key: &str| (key == "lang").then(|| code.to_string());
        // Any instant inside the layout's window, as the visitor's clock will be: it only
        // makes an ID exist, so the headline's lines are there, each value a dash
        // (`components::known`); the ID box and the bits are written by effects, which do not
        // run here.
        let page = Page::from_query(get, &[code], Device { now_ms: || 1_704_067_200_000.0, local_zone: &UTC });
        provide_context(page.language.lang);
        provide_context(components::NewBuild(RwSignal::new(false)));
        let composer = page.composer;
        let (waiting, waiting_box) = provide_composer_contexts(composer, page.layouts);
        let top = top_row(View::Page, page.language, Signal::stored(None));
        (top, first_screen(composer, page.clock, Signal::stored(None), waiting, waiting_box, ())).to_html()
    });
    drop(owner);
    html
}
