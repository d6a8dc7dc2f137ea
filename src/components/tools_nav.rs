use crate::strings::{tr, Pick};
use leptos::prelude::*;

/// Links to the four tools and the embed builder, each under its section's own heading; each
/// opens its panel by the address's fragment. (On a phone the tools' own headings follow right
/// below, so there only the link to the builder, further down the page, shows.)
#[component]
pub fn ToolsNav(
    /// Whether the page has the embed builder (not in an embed).
    #[prop(optional)]
    builder: bool,
) -> impl IntoView {
    let links: [(&str, Pick); 4] = [
        ("#range", |s| s.tools.range.heading),
        ("#run", |s| s.tools.run.heading),
        ("#compare", |s| s.tools.compare.heading),
        ("#bulk", |s| s.tools.bulk.heading),
    ];
    view! {
        <nav class="tools-nav" id="tools" aria-label=tr(|s| s.tools.label)>
            <ul>
                {links.map(|(href, name)| view! { <li class="tool-link"><a href=href>{tr(name)}</a></li> }).collect_view()}
                {builder.then(|| view! { <li><a href="#embed">{tr(|s| s.embed.nav)}<span aria-hidden="true">" ↓"</span></a></li> })}
            </ul>
        </nav>
    }
}

/// At the top of the composer: one link down to the tools, so the first screen says they exist.
#[component]
pub fn ToolsJump() -> impl IntoView {
    view! { <a class="to-tools" href="#tools">{tr(|s| s.page.tools_jump)}<span aria-hidden="true">" ↓"</span></a> }
}
