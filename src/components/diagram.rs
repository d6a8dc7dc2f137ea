//! The diagram embed (`?embed=bits&id=…`): one ID's bits and legend, read-only. Its own
//! chunk ([`crate::split`]), so the full page does not carry it.

use super::BitView;
use crate::model::Composer;
use crate::split::split_point;
use crate::strings::tr;
use leptos::prelude::*;

split_point! { diagram: fn diagram_view(composer: Composer) -> View {
    view! { <BitDiagram composer /> }
} }

#[component]
fn BitDiagram(composer: Composer) -> impl IntoView {
    let id = composer.id_signal();
    view! {
        <section class="result diagram" aria-label=tr(|s| s.bits.label)>
            <p class="diagram-id" hidden=move || id.with(Option::is_none)>
                {tr(|s| s.result.label)} " " <code id="diagram-id">{move || id.get().map(|id| id.to_string())}</code>
            </p>
            <p class="error" id="diagram-error" role="alert" hidden=move || id.with(Option::is_some)>
                {tr(|s| s.bits.no_id)}
            </p>
            <BitView composer read_only=true />
        </section>
    }
}
