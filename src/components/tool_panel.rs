use crate::strings::{tr, Pick};
use leptos::prelude::*;

/// One of the page's tools (`#range`, `#run`, `#compare`, `#bulk`): a `<details>` that renders
/// nothing inside until it is opened, by a click, by its fragment in the address (also when a
/// link in the page's navigation changes it), or because the address fills it.
#[component]
pub fn ToolPanel<C: IntoView + 'static>(
    id: &'static str,
    heading: Pick,
    #[prop(optional)] open_at_start: bool,
    children: TypedChildrenFn<C>,
) -> impl IntoView {
    let open = RwSignal::new(open_at_start);
    let on_toggle = move |ev: leptos::ev::Event| open.set(crate::web::details_open(&ev));
    crate::web::on_hash(move |hash| {
        if hash.strip_prefix('#') == Some(id) {
            open.set(true);
        }
    });
    let children = children.into_inner();
    view! {
        <details id=id class="tool-panel" prop:open=move || open.get() on:toggle=on_toggle>
            <summary><h2 id=format!("{id}-heading")>{tr(heading)}</h2></summary>
            {move || open.get().then(|| children())}
        </details>
    }
}
