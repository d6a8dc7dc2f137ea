use super::Prose;
use crate::snowflake::{Error, Field};
use crate::state::FormState;
use crate::strings::use_strings;
use leptos::prelude::*;

/// One labelled text input with its range hint and, when invalid, its message.
///
/// A text input with `inputmode="numeric"`, not `type="number"`: the latter refuses digit
/// groups and rounds large values through a float.
#[component]
pub fn NumberField(field: Field, state: FormState, error: Signal<Option<Error>>) -> impl IntoView {
    let t = use_strings();
    let key = field.key();
    let hint_id = format!("{key}-hint");
    let error_id = format!("{key}-error");
    let text = state.text(field);
    let invalid = move || error.with(Option::is_some);
    let described_by = {
        let (hint_id, error_id) = (hint_id.clone(), error_id.clone());
        move || if invalid() { format!("{error_id} {hint_id}") } else { hint_id.clone() }
    };
    view! {
        <div class="field" class:invalid=invalid>
            <label for=key>{move || t().field_labels[field as usize]}</label>
            <input
                id=key
                name=key
                type="text"
                inputmode="numeric"
                autocomplete="off"
                spellcheck="false"
                placeholder=move || if field == Field::Timestamp { t().timestamp_placeholder } else { "" }
                prop:value=move || text.get()
                aria-invalid=move || if invalid() { "true" } else { "false" }
                aria-describedby=described_by
                on:input=move |ev| state.edit_field(field, event_target_value(&ev))
            />
            <p class="hint" id=hint_id><Prose text=Signal::derive(move || t().field_hint(field)) /></p>
            <p class="error" id=error_id role="alert" hidden=move || !invalid()
                data-error-kind=move || error.with(|e| e.as_ref().map(|e| e.kind().key()))>
                <Prose text=Signal::derive(move || error.with(|e| e.as_ref().map(|e| t().message(e)).unwrap_or_default())) />
            </p>
        </div>
    }
}
