use crate::strings::{tr, Pick};
use leptos::prelude::*;

/// Links to the four tools; each opens its panel by the address's fragment.
#[component]
pub fn ToolsNav() -> impl IntoView {
    let links: [(&str, Pick); 4] = [
        ("#range", |s| s.range_nav),
        ("#run", |s| s.run_nav),
        ("#compare", |s| s.compare_nav),
        ("#bulk", |s| s.bulk_nav),
    ];
    view! {
        <nav class="tools-nav" aria-label=tr(|s| s.tools_label)>
            <ul>
                {links.map(|(href, name)| view! { <li><a href=href>{tr(name)}</a></li> }).collect_view()}
            </ul>
        </nav>
    }
}
