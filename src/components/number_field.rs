use super::Prose;
use crate::snowflake::{unit_hint, Error, ErrorKind, Field};
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
    // A timestamp out of range that reads as seconds, µs or ns: say so, and offer that reading.
    let unit = Memo::new(move |_| {
        let out_of_range = error
            .with(|e| e.as_ref().is_some_and(|e| matches!(e.kind(), ErrorKind::BeforeEpoch | ErrorKind::AfterLimit)));
        (field == Field::Timestamp && out_of_range).then(|| text.with(|t| unit_hint(t))).flatten()
    });
    let unit_id = format!("{key}-unit-hint");
    let described_by = {
        let (hint_id, error_id, unit_id) = (hint_id.clone(), error_id.clone(), unit_id.clone());
        move || match (invalid(), unit.with(Option::is_some)) {
            (true, true) => format!("{error_id} {unit_id} {hint_id}"),
            (true, false) => format!("{error_id} {hint_id}"),
            _ => hint_id.clone(),
        }
    };
    view! {
        <div class="field" class:invalid=invalid>
            <label for=key>{move || t().field_labels[field as usize]}</label>
            <input
                id=key
                name=key
                type="text"
                inputmode=(field != Field::Timestamp).then_some("numeric")
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
            {(field == Field::Timestamp).then(|| view! {
                <p class="unit-hint" id=unit_id.clone() hidden=move || unit.with(Option::is_none)
                    data-unit=move || unit.get().map(|(u, _)| u.key())>
                    <Prose text=Signal::derive(move || unit.get().map(|(u, ms)| t().unit_hint(u, ms).0).unwrap_or_default()) />
                    " "
                    <button type="button" id="timestamp-unit-fix" on:click=move |_| {
                        if let Some((_, ms)) = unit.get_untracked() {
                            state.edit_field(Field::Timestamp, ms.to_string());
                        }
                    }>{move || unit.get().map(|(u, ms)| t().unit_hint(u, ms).1)}</button>
                </p>
            })}
        </div>
    }
}
