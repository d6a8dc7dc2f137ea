use super::CopyButton;
use crate::state::FormState;
use crate::strings::{tr, use_strings, Lang};
use crate::web::page_url;
use leptos::prelude::*;

/// The message the embedded view posts to its host page whenever its height changes:
/// `{ type: HEIGHT_MESSAGE, height: <CSS pixels> }`.
pub const HEIGHT_MESSAGE: &str = "snowflake-composer:height";

/// The ready-to-paste `<iframe>` and the host-side script that applies the height message,
/// for the current state and language.
#[component]
pub fn EmbedPanel(state: FormState, lang: RwSignal<Lang>) -> impl IntoView {
    let t = use_strings();
    let snippet = Signal::derive(move || {
        let mut pairs = vec![("embed", String::new()), ("lang", lang.get().code().to_string())];
        pairs.extend(state.to_query());
        page_url(&pairs).map(|src| embed_snippet(&src, t().title))
    });
    // Built only while the panel is open: closed, it would be rebuilt on every keystroke unseen.
    let open = RwSignal::new(false);
    let on_toggle = move |ev: leptos::ev::Event| {
        let is_open = ev.target().and_then(|t| js_sys::Reflect::get(&t, &"open".into()).ok()).and_then(|o| o.as_bool());
        open.set(is_open.unwrap_or(false));
    };
    view! {
        <details class="embed-panel" on:toggle=on_toggle>
            <summary>{tr(|s| s.embed_heading)}</summary>
            <p class="hint">{tr(|s| s.embed_note)}</p>
            <pre><code id="embed-snippet">{move || if open.get() { snippet.get() } else { None }}</code></pre>
            <CopyButton id="copy-embed" label=Signal::derive(tr(|s| s.embed_copy)) text=snippet always_enabled=true />
        </details>
    }
}

/// The snippet, also documented in the README. The script sizes only the frame that sent
/// the message (`e.source`), so several embeds on one page each get their own height.
pub fn embed_snippet(src: &str, title: &str) -> String {
    let src = src.replace('&', "&amp;").replace('"', "&quot;");
    let title = title.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;");
    format!(
        "<iframe src=\"{src}\" title=\"{title}\"\n        style=\"width:100%;height:40rem;border:0\" loading=\"lazy\"></iframe>\n\
         <script>\n\
         addEventListener(\"message\", function (e) {{\n  \
           if (!e.data || e.data.type !== \"{HEIGHT_MESSAGE}\") return;\n  \
           document.querySelectorAll(\"iframe\").forEach(function (f) {{\n    \
             if (f.contentWindow === e.source) f.style.height = e.data.height + \"px\";\n  \
           }});\n\
         }});\n\
         </script>"
    )
}
