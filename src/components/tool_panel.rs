use super::Deferred;
use crate::split::Body;
use crate::strings::{tr, Pick};
use leptos::prelude::*;

/// A `<details>` whose content is built only while it is open: whether it is open (set by the
/// page or the browser's toggle event), whether its content is shown, and the toggle handler.
/// The toggle event repeats what the element was told; only a change rebuilds the content.
pub fn disclosure(open_at_start: bool) -> (RwSignal<bool>, Memo<bool>, impl Fn(leptos::ev::Event) + Copy) {
    let open = RwSignal::new(open_at_start);
    let shown = Memo::new(move |_| open.get());
    (open, shown, move |ev: leptos::ev::Event| open.set(crate::web::details_open(&ev)))
}

/// In a tool, while the page can read in no layout (`#layout-error` says why): that the tool
/// reads nothing until there is one.
#[component]
pub fn NoLayoutNote(#[prop(into)] layout: Signal<bool>) -> impl IntoView {
    view! { <p class="note no-layout" hidden=move || layout.get()>{tr(|s| s.tools.no_layout)}</p> }
}

/// One of the page's tools (`#range`, `#run`, `#compare`, `#bulk`): a `<details>` that renders
/// nothing inside until it is opened, by a click, by its fragment in the address (also when a
/// link in the page's navigation changes it), or because the address fills it.
///
/// `body` gives the tool's view once its code is here ([`Deferred`]); `on_open` is told when
/// the person opens it.
#[component]
pub fn ToolPanel(
    id: &'static str,
    heading: Pick,
    #[prop(optional)] open_at_start: bool,
    body: Body,
    #[prop(optional)] on_open: Option<Callback<()>>,
) -> impl IntoView {
    let (open, shown, toggled) = disclosure(open_at_start);
    let opened = move || {
        if let Some(on_open) = on_open {
            on_open.run(());
        }
    };
    let on_toggle = move |ev: leptos::ev::Event| {
        let was = open.get_untracked();
        toggled(ev);
        if !was && open.get_untracked() {
            opened();
        }
    };
    // Closed, the tool gives up its fragment, so that its link opens it again.
    Effect::new(move |_| {
        if !open.get() {
            crate::web::drop_fragment(id);
        }
    });
    crate::web::on_hash(move |hash| {
        if hash.strip_prefix('#') == Some(id) && !open.get_untracked() {
            opened();
            open.set(true);
        }
    });
    view! {
        <details id=id class="tool-panel" prop:open=move || open.get() on:toggle=on_toggle>
            <summary><h2 id=format!("{id}-heading")>{tr(heading)}</h2></summary>
            {move || shown.get().then(|| {
                view! { <Deferred body=body.clone() failed=|s| s.status.tool_failed loading=|s| s.status.tool_loading /> }
            })}
        </details>
    }
}
