use super::Deferred;
use crate::split::Body;
use crate::strings::{tr, Pick};
use leptos::prelude::*;

/// One of the page's tools (`#range`, `#run`, `#compare`, `#bulk`): a `<details>` that renders
/// nothing inside until it is opened, by a click, by its fragment in the address (also when a
/// link in the page's navigation changes it), or because the address fills it.
///
/// `body` gives the tool's view once its code is here ([`Deferred`]).
#[component]
pub fn ToolPanel(id: &'static str, heading: Pick, #[prop(optional)] open_at_start: bool, body: Body) -> impl IntoView {
    let open = RwSignal::new(open_at_start);
    // The browser's toggle event repeats what the panel was told; only a change rebuilds it.
    let shown = Memo::new(move |_| open.get());
    let on_toggle = move |ev: leptos::ev::Event| open.set(crate::web::details_open(&ev));
    crate::web::on_hash(move |hash| {
        if hash.strip_prefix('#') == Some(id) {
            open.set(true);
        }
    });
    view! {
        <details id=id class="tool-panel" prop:open=move || open.get() on:toggle=on_toggle>
            <summary><h2 id=format!("{id}-heading")>{tr(heading)}</h2></summary>
            {move || shown.get().then(|| {
                view! { <Deferred body=body.clone() failed=|s| s.tool_failed loading=|s| s.tool_loading /> }
            })}
        </details>
    }
}
