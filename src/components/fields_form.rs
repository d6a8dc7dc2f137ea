use super::FieldInput;
use crate::model::Composer;
use crate::snowflake::Role;
use crate::strings::tr;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

/// A field per block of the layout but its sign, and the note shown while they hold the last
/// valid ID because the ID box holds text that is no ID.
#[component]
pub fn FieldsForm(composer: Composer) -> impl IntoView {
    let stale = Memo::new(move |_| composer.fields_stale());
    let blocks = composer.layouts().blocks_signal();
    crate::web::reveal_on_resize("snowflake-id", "form.fields");
    // Built anew when the layout's blocks change, not on an edit.
    let fields = move || {
        let keys: Vec<_> = blocks.with(|b| b.iter().filter(|b| b.role() != Role::Sign).map(|b| b.key()).collect());
        super::Fresh(keys.into_iter().map(|key| view! { <FieldInput block=key composer /> }).collect_view())
    };
    view! {
        <form class="fields" aria-label=tr(|s| s.fields.form_label) on:submit=|ev| ev.prevent_default()
            on:focusin=|ev| {
                // On a short screen (a phone with its keyboard up) the ID comes into view too.
                if let Some(field) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
                    crate::web::reveal_with("snowflake-id", &field);
                }
            }
            class:stale=stale aria-describedby=move || stale.get().then_some("fields-stale")>
            {fields}
            <p class="stale-note" id="fields-stale" hidden=move || !stale.get()>{tr(|s| s.fields.stale)}</p>
        </form>
    }
}
