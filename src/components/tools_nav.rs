use crate::strings::{tr, Pick};
use leptos::prelude::*;

/// Links to the four tools, each under its section's own heading; each opens its panel by
/// the address's fragment.
#[component]
pub fn ToolsNav() -> impl IntoView {
    let links: [(&str, Pick); 4] = [
        ("#range", |s| s.tools.range.heading),
        ("#run", |s| s.tools.run.heading),
        ("#compare", |s| s.tools.compare.heading),
        ("#bulk", |s| s.tools.bulk.heading),
    ];
    view! {
        <nav class="tools-nav" id="tools" aria-label=tr(|s| s.tools.label)>
            <ul>
                {links.map(|(href, name)| view! { <li><a href=href>{tr(name)}</a></li> }).collect_view()}
            </ul>
        </nav>
    }
}

/// At the top of the composer: one link down to the tools, so the first screen says they exist.
#[component]
pub fn ToolsJump() -> impl IntoView {
    view! { <a class="to-tools" href="#tools">{tr(|s| s.page.tools_jump)}<span aria-hidden="true">" ↓"</span></a> }
}
