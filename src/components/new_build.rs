use crate::strings::tr;
use crate::web;
use leptos::prelude::*;

/// A newer build of the page is on the server: a chunk of this one answered 404, or the new
/// build's service worker took over this open page. Set once, never cleared: only a reload
/// brings the new build.
#[derive(Clone, Copy)]
pub struct NewBuild(pub RwSignal<bool>);

impl NewBuild {
    /// The page's, or a fresh one where none was provided (a component mounted alone).
    pub fn current() -> RwSignal<bool> {
        use_context::<NewBuild>().map(|NewBuild(on)| on).unwrap_or_else(|| RwSignal::new(false))
    }
}

/// One quiet line at the foot of the window, over the page so that it moves nothing, with a
/// button that reloads into the new build. The live region is there from the start, so a
/// screen reader hears the line when it appears.
#[component]
pub fn NewBuildLine() -> impl IntoView {
    let on = NewBuild::current();
    view! {
        <div class="new-build" role="status">
            <p hidden=move || !on.get()>
                <span>{tr(|s| s.status.new_build)}</span>
                " "
                <button type="button" on:click=|_| web::reload()>{tr(|s| s.status.reload)}</button>
            </p>
        </div>
    }
}
