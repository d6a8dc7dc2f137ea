use super::FieldInput;
use crate::model::Composer;
use crate::snowflake::Field;
use crate::strings::tr;
use leptos::prelude::*;

/// The four fields, and the note shown while they hold the last valid ID because the ID box
/// holds text that is no ID.
#[component]
pub fn FieldsForm(composer: Composer) -> impl IntoView {
    let stale = Memo::new(move |_| composer.fields_stale());
    view! {
        <form class="fields" aria-label=tr(|s| s.form_label) on:submit=|ev| ev.prevent_default()
            class:stale=stale aria-describedby=move || stale.get().then_some("fields-stale")>
            {Field::ALL.map(|field| view! { <FieldInput field composer /> }).collect_view()}
            <p class="stale-note" id="fields-stale" hidden=move || !stale.get()>{tr(|s| s.fields_stale)}</p>
        </form>
    }
}
