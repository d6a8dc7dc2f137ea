use super::{CopyButton, Deferred};
use crate::address::{Lang, Theme, View};
use crate::embed::{snippet as embed_snippet, Choice, Host, HEIGHT_MESSAGE};
use crate::links::{embed_element, embed_link};
use crate::model::Page;
use crate::split::{self, split_point};
use crate::strings::{tr, use_strings};
use crate::web;
use leptos::html::Iframe;
use leptos::prelude::*;

/// The embed panel: a `<details>` whose builder's code arrives when it is first opened.
#[component]
pub fn EmbedPanel(page: Page) -> impl IntoView {
    // The snippet the panel gave before it was a builder: the whole composer, in the page's
    // language, from the page's values. Kept while the panel is closed and opened again.
    let choice = RwSignal::new(Choice {
        view: View::Embed,
        lang: Some(page.language.lang.get_untracked()),
        theme: None,
        values: true,
    });
    // The host the snippet is for: a plain HTML page until the author picks another.
    let host = RwSignal::new(Host::Html);
    // Built only while the panel is open: closed, it would be rebuilt on every keystroke unseen,
    // and the preview would load a second copy of the app for every visitor.
    let (open, shown, on_toggle) = super::tool_panel::disclosure(false);
    // Its link in the tools' navigation, or a shared `#embed`, opens it.
    crate::web::on_hash(move |hash| {
        if hash == "#embed" {
            open.set(true);
        }
    });
    view! {
        <details class="embed-panel" id="embed" prop:open=move || open.get() on:toggle=on_toggle>
            <summary>{tr(|s| s.embed.heading)}</summary>
            {move || shown.get().then(|| view! {
                <Deferred body=split::body(move || embed_builder(page, choice, host)) failed=|s| s.status.tool_failed loading=|s| s.status.tool_loading />
            })}
        </details>
    }
}

// In the chunk of the outputs below the first screen (`results_below`): both come after the
// first answer.
split_point! { below_first_screen: fn embed_panel(page: Page) -> View {
    view! { <EmbedPanel page /> }
} }

split_point! { for_authors, preload_builder: fn embed_builder(page: Page, choice: RwSignal<Choice>, host: RwSignal<Host>) -> View {
    view! { <EmbedBuilder page choice host /> }
} }

/// A small builder for the embed: the author picks the view, the language and theme (or
/// leaves them to the reader) and whether the frame starts from this page's values, sees
/// that very frame, and copies the snippet for their documentation host: the line that loads
/// `embed.js` and the `<snowflake-embed>` element, or the frame alone.
#[component]
fn EmbedBuilder(page: Page, choice: RwSignal<Choice>, host: RwSignal<Host>) -> impl IntoView {
    let t = use_strings();
    let src = Memo::new(move |_| embed_link(page, choice.get()));
    // The frame's title in the frame's language: the one pinned in the builder, or, where the
    // reader's browser decides, the builder's own.
    let snippet = Signal::derive(move || {
        let (view, lang) = choice.with(|c| (c.view, c.lang));
        let title = lang.map_or_else(|| t().page.title, |lang| lang.strings().page.title);
        let host = host.get();
        let (element, home) = embed_element(page, choice.get(), host)?;
        src.get().map(|src| embed_snippet(host, &home, &element, &src, title, view))
    });
    let host_options = Host::ALL.map(|option| {
        let name = move || match option {
            Host::Html => t().embed.host_html,
            Host::IframeOnly => t().embed.host_iframe,
            _ => option.proper_name().unwrap_or_default(),
        };
        view! { <option value=option.code() selected=move || host.get() == option>{name}</option> }
    });
    let iframe_only = move || host.get() == Host::IframeOnly;

    let preview = NodeRef::<Iframe>::new();
    let listener = window_event_listener(leptos::ev::message, move |event| {
        let Some(frame) = preview.get_untracked() else { return };
        if let Some(height) = web::reported_height(&event, &frame, HEIGHT_MESSAGE) {
            let _ = web_sys::HtmlElement::style(&frame).set_property("height", &format!("{}px", height.ceil() as u32));
        }
    });
    on_cleanup(move || listener.remove());

    let view_options = View::EMBEDDED.map(|view| {
        let value = view.embed_value().unwrap_or_default();
        view! {
            <label class="choice">
                <input type="radio" name="embed-view" value=value id=format!("embed-view-{}", if value.is_empty() { "whole" } else { value })
                    prop:checked=move || choice.with(|c| c.view == view)
                    on:change=move |_| choice.update(|c| c.view = view) />
                {move || t().embed_view_name(view)}
                // The height the view needs in a documentation column, as the snippet sets it.
                <span class="view-height">{move || t().embed_view_height(view)}</span>
            </label>
        }
    });
    let lang_options = Lang::ALL.map(|lang| {
        view! { <option value=lang.code() lang=lang.code() selected=move || choice.with(|c| c.lang == Some(lang))>{lang.strings().page.lang_name}</option> }
    });
    let theme_options = Theme::ALL.map(|theme| {
        view! { <option value=theme.code() selected=move || choice.with(|c| c.theme == Some(theme))>{move || t().embed.theme_names.get(theme)}</option> }
    });
    let is_bits = move || choice.with(|c| c.view == View::EmbedBits);
    view! {
            <fieldset class="embed-views">
                <legend>{tr(|s| s.embed.view_label)}</legend>
                {view_options.collect_view()}
            </fieldset>
            <div class="embed-options">
                <label>
                    {tr(|s| s.embed.lang_label)} " "
                    <select id="embed-lang" on:change=move |ev| {
                        let lang = Lang::from_tag(&event_target_value(&ev));
                        choice.update(|c| c.lang = lang);
                    }>
                        <option value="" selected=move || choice.with(|c| c.lang.is_none())>{tr(|s| s.embed.lang_reader)}</option>
                        {lang_options.collect_view()}
                    </select>
                </label>
                <label>
                    {tr(|s| s.embed.theme_label)} " "
                    <select id="embed-theme" on:change=move |ev| {
                        let theme = Theme::from_code(&event_target_value(&ev));
                        choice.update(|c| c.theme = theme);
                    }>
                        <option value="" selected=move || choice.with(|c| c.theme.is_none())>{tr(|s| s.embed.theme_reader)}</option>
                        {theme_options.collect_view()}
                    </select>
                </label>
                <label class="choice">
                    <input type="checkbox" id="embed-values" aria-describedby="embed-values-note"
                        prop:checked=move || choice.with(|c| c.values)
                        disabled=is_bits
                        on:change=move |ev| { let on = event_target_checked(&ev); choice.update(|c| c.values = on) } />
                    {tr(|s| s.embed.values)}
                </label>
                <span class="hint" id="embed-values-note" hidden=move || !is_bits()>{tr(|s| s.embed.values_bits)}</span>
            </div>
            <label class="embed-host">
                {tr(|s| s.embed.host_label)} " "
                <select id="embed-host" on:change=move |ev| {
                    if let Some(picked) = Host::from_code(&event_target_value(&ev)) {
                        host.set(picked);
                    }
                }>
                    {host_options.collect_view()}
                </select>
            </label>
            <p class="hint" id="embed-note">{move || if iframe_only() { t().embed.iframe_note } else { t().embed.note }}</p>
            <pre tabindex="0"><code id="embed-snippet">{move || snippet.get()}</code></pre>
            <CopyButton id="copy-embed" label=Signal::derive(tr(|s| s.embed.copy)) text=snippet enabled=true />
            <h3 class="embed-preview-heading" id="embed-preview-heading">{tr(|s| s.embed.preview)}</h3>
            <iframe id="embed-preview" class="embed-preview" node_ref=preview src=move || src.get() title=move || t().page.title
                aria-describedby="embed-preview-heading"></iframe>
    }
}
