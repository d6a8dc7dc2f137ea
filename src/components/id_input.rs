use super::Prose;
use crate::snowflake::{Error, SnowflakeId};
use crate::state::{FormState, Source};
use crate::strings::{tr, use_strings};
use leptos::prelude::*;

/// The ID, editable: it shows the ID the fields compose, and reads back any ID typed or
/// pasted into it. While the person types here, the text stays exactly as typed (no caret
/// jumps); when they edit a field, it shows the composed decimal digits again.
#[component]
pub fn IdInput(
    state: FormState,
    id: Signal<Option<SnowflakeId>>,
    id_digits: Signal<String>,
    error: Signal<Option<Error>>,
    /// The device clock, for the note on an ID from the future.
    now_ms: Signal<f64>,
) -> impl IntoView {
    let t = use_strings();
    let predates = Memo::new(move |_| id.get().is_some_and(SnowflakeId::predates_snowflake));
    let future = Memo::new(move |_| id.get().is_some_and(|id| id.is_after(now_ms.get())));
    let shown = move || match state.source.get() {
        Source::IdText => state.id_text.get(),
        Source::Fields => id_digits.get(),
    };
    let invalid = move || error.with(Option::is_some);
    // The value is written here, not with `prop:value`: tachys defers every `value` write to
    // a microtask after all other updates (so a <select> sees its options first), which made
    // the ID a keystroke's last output. Text typed here equals `shown()`, so it is never
    // rewritten under the caret.
    let input_ref = NodeRef::<leptos::html::Input>::new();
    let write_value = RenderEffect::new(move |_| {
        state.id_first.track();
        let text = shown();
        if let Some(input) = input_ref.get() {
            if input.value() != text {
                input.set_value(&text);
            }
        }
    });
    on_cleanup(move || drop(write_value));
    view! {
        <div class="id-row" class:invalid=invalid>
            <label for="snowflake-id" class="id-label">{tr(|s| s.id_label)}</label>
            <input
                id="snowflake-id"
                name="id"
                type="text"
                inputmode="text"
                autocomplete="off"
                spellcheck="false"
                node_ref=input_ref
                aria-invalid=move || if invalid() { "true" } else { "false" }
                aria-describedby=move || if invalid() { "snowflake-id-error snowflake-id-hint" } else { "snowflake-id-hint" }
                on:input=move |ev| state.edit_id(event_target_value(&ev))
            />
            <p class="hint" id="snowflake-id-hint">{tr(|s| s.id_hint)}</p>
            <p class="error" id="snowflake-id-error" role="alert" hidden=move || !invalid()
                data-error-kind=move || error.with(|e| e.as_ref().map(|e| e.kind().key()))>
                <Prose text=Signal::derive(move || error.with(|e| e.as_ref().map(|e| t().message(e)).unwrap_or_default())) />
            </p>
            <p class="warning" id="id-warning" hidden=move || !predates.get()>
                <Prose text=Signal::derive(move || if predates.get() { t().id_pre_snowflake() } else { String::new() }) />
            </p>
            <p class="note" id="id-future" hidden=move || !future.get()>{tr(|s| s.id_future)}</p>
            <p class="id-invalid" hidden=move || invalid() || !id_digits.with(String::is_empty)>{tr(|s| s.id_invalid)}</p>
        </div>
    }
}
