use super::Prose;
use crate::snowflake::Error;
use crate::strings::{tr, use_strings, Strings};
use leptos::prelude::*;

/// A tool's labelled text input with its hint and, when `error` holds one, the core's message
/// (`#<id>-hint`, `#<id>-error` with `data-error-kind`). The four fields and the ID box have
/// their own components; every tool input is this one.
#[component]
pub fn TextField(
    id: &'static str,
    label: fn(&'static Strings) -> &'static str,
    hint: fn(&'static Strings) -> &'static str,
    text: RwSignal<String>,
    error: Signal<Option<Error>>,
    #[prop(optional)] placeholder: Option<fn(&'static Strings) -> &'static str>,
    /// Digits only: a numeric keyboard on phones.
    #[prop(optional)]
    numeric: bool,
) -> impl IntoView {
    let t = use_strings();
    let invalid = move || error.with(Option::is_some);
    let (hint_id, error_id) = (format!("{id}-hint"), format!("{id}-error"));
    let described_by = {
        let (hint_id, error_id) = (hint_id.clone(), error_id.clone());
        move || if invalid() { format!("{error_id} {hint_id}") } else { hint_id.clone() }
    };
    view! {
        <div class="field" class:invalid=invalid>
            <label for=id>{tr(label)}</label>
            <input id=id type="text" autocomplete="off" spellcheck="false"
                inputmode=numeric.then_some("numeric")
                placeholder=move || placeholder.map(|p| p(t()))
                prop:value=move || text.get()
                aria-invalid=move || if invalid() { "true" } else { "false" }
                aria-describedby=described_by
                on:input=move |ev| text.set(event_target_value(&ev)) />
            <p class="hint" id=hint_id>{tr(hint)}</p>
            <p class="error" id=error_id role="alert" hidden=move || !invalid()
                data-error-kind=move || error.with(|e| e.as_ref().map(|e| e.kind().key()))>
                <Prose text=Signal::derive(move || error.with(|e| e.as_ref().map(|e| t().message(e)).unwrap_or_default())) />
            </p>
        </div>
    }
}
