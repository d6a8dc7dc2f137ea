use crate::split::Body;
use crate::strings::{tr, Pick};
use leptos::prelude::*;
use send_wrapper::SendWrapper;

/// One of the page's tools (`#range`, `#run`, `#compare`, `#bulk`): a `<details>` that renders
/// nothing inside until it is opened, by a click, by its fragment in the address (also when a
/// link in the page's navigation changes it), or because the address fills it.
///
/// `body` gives the tool's view once its code is here ([`crate::split`]): meanwhile the panel
/// says it is loading, and if the code cannot be fetched it says so and offers to try again.
/// The rest of the page does not wait for it and keeps working either way.
#[component]
pub fn ToolPanel(id: &'static str, heading: Pick, #[prop(optional)] open_at_start: bool, body: Body) -> impl IntoView {
    let open = RwSignal::new(open_at_start);
    let on_toggle = move |ev: leptos::ev::Event| open.set(crate::web::details_open(&ev));
    crate::web::on_hash(move |hash| {
        if hash.strip_prefix('#') == Some(id) {
            open.set(true);
        }
    });
    let retry = Trigger::new();
    let loaded = move || {
        retry.track();
        let loading = SendWrapper::new(body());
        Suspend::new(async move {
            match loading.await {
                Ok(view) => view,
                Err(_) => view! { <ChunkFailed retry /> }.into_any(),
            }
        })
    };
    let loading = || view! { <p class="tool-status" role="status">{tr(|s| s.tool_loading)}</p> };
    view! {
        <details id=id class="tool-panel" prop:open=move || open.get() on:toggle=on_toggle>
            <summary><h2 id=format!("{id}-heading")>{tr(heading)}</h2></summary>
            {move || open.get().then(|| {
                let loaded = loaded.clone();
                view! { <Suspense fallback=loading>{loaded}</Suspense> }
            })}
        </details>
    }
}

/// What a tool shows when its code did not arrive.
#[component]
fn ChunkFailed(retry: Trigger) -> impl IntoView {
    view! {
        <div class="tool-status tool-failed" role="alert">
            <p>{tr(|s| s.tool_failed)}</p>
            <button type="button" on:click=move |_| retry.notify()>{tr(|s| s.tool_retry)}</button>
        </div>
    }
}
