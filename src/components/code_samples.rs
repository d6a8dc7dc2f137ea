use crate::snowflake::{code_samples, Parts};
use crate::strings::{tr, use_strings};
use leptos::prelude::*;

/// The current ID computed, and read back, in JavaScript (BigInt), Rust, Python and SQL
/// ([`code_samples`]).
#[component]
pub fn CodeSamples(parts: Signal<Option<Parts>>) -> impl IntoView {
    let t = use_strings();
    let samples = move || {
        parts.get().map(|parts| {
            code_samples(&parts, t().code.js_comment)
                .map(|sample| {
                    view! {
                        <figure class="code-sample">
                            <figcaption>{sample.name}</figcaption>
                            <pre><code data-lang=sample.lang>{sample.code}</code></pre>
                        </figure>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <section class="code" aria-labelledby="code-heading" hidden=move || parts.with(Option::is_none)>
            <h2 id="code-heading">{tr(|s| s.code.heading)}</h2>
            <p class="hint">{tr(|s| s.code.note)}</p>
            <div class="code-grid">{samples}</div>
        </section>
    }
}
