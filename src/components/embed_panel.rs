use super::CopyButton;
use crate::embed::snippet as embed_snippet;
use crate::model::Page;
use crate::strings::{tr, use_strings};
use crate::url::embed_link;
use leptos::prelude::*;

/// The ready-to-paste `<iframe>` and the host-side script that applies the height message,
/// for the current state and language.
#[component]
pub fn EmbedPanel(page: Page) -> impl IntoView {
    let t = use_strings();
    let snippet = Signal::derive(move || embed_link(page).map(|src| embed_snippet(&src, t().title)));
    // Built only while the panel is open: closed, it would be rebuilt on every keystroke unseen.
    let open = RwSignal::new(false);
    let on_toggle = move |ev: leptos::ev::Event| open.set(crate::web::details_open(&ev));
    view! {
        <details class="embed-panel" on:toggle=on_toggle>
            <summary>{tr(|s| s.embed_heading)}</summary>
            <p class="hint">{tr(|s| s.embed_note)}</p>
            <pre tabindex="0"><code id="embed-snippet">{move || if open.get() { snippet.get() } else { None }}</code></pre>
            <CopyButton id="copy-embed" label=Signal::derive(tr(|s| s.embed_copy)) text=snippet always_enabled=true />
        </details>
    }
}
