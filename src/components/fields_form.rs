use super::FieldInput;
use crate::model::Composer;
use crate::snowflake::Field;
use crate::strings::tr;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

/// The four fields, and the note shown while they hold the last valid ID because the ID box
/// holds text that is no ID.
#[component]
pub fn FieldsForm(composer: Composer) -> impl IntoView {
    let stale = Memo::new(move |_| composer.fields_stale());
    crate::web::reveal_on_resize("snowflake-id", "form.fields");
    view! {
        <form class="fields" aria-label=tr(|s| s.fields.form_label) on:submit=|ev| ev.prevent_default()
            on:focusin=|ev| {
                // On a short screen (a phone with its keyboard up) the ID comes into view too.
                if let Some(field) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
                    crate::web::reveal_with("snowflake-id", &field);
                }
            }
            class:stale=stale aria-describedby=move || stale.get().then_some("fields-stale")>
            {Field::ALL.map(|field| view! { <FieldInput field composer /> }).collect_view()}
            <p class="stale-note" id="fields-stale" hidden=move || !stale.get()>{tr(|s| s.fields.stale)}</p>
        </form>
    }
}
