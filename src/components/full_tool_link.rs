use crate::strings::tr;
use leptos::prelude::*;

/// In an embedded view: a small link to the whole page with the same ID and language, in a
/// new tab, so a reader of someone's documentation can go on from the frame.
#[component]
pub fn FullToolLink(href: Signal<Option<String>>) -> impl IntoView {
    view! {
        <p class="full-tool">
            <a id="full-tool" href=move || href.get() target="_blank" rel="noopener">
                {tr(|s| s.page.full_tool)} <span aria-hidden="true">" ↗"</span>
            </a>
        </p>
    }
}
