use super::Prose;
use crate::snowflake::Error;
use crate::strings::use_strings;
use leptos::prelude::*;

/// The one labelled text input: label, input, hint and, when `error` holds one, the core's
/// message (`#<id>-hint`, `#<id>-error` with `data-error-kind`), with `aria-invalid` and
/// `aria-describedby` kept in step. The fields, the ID box and every tool input are this.
///
/// A text input with `inputmode="numeric"` for numbers, never `type="number"`: that refuses
/// digit groups and rounds large values through a float.
#[component]
pub fn TextField<C: IntoView + 'static>(
    id: &'static str,
    #[prop(into)] label: Signal<&'static str>,
    /// Shown under the input; numbers in it never wrap.
    #[prop(into)]
    hint: Signal<String>,
    /// What the input shows.
    #[prop(into)]
    value: Signal<String>,
    on_input: Callback<String>,
    #[prop(into)] error: Signal<Option<Error>>,
    #[prop(optional, into)] placeholder: Option<Signal<&'static str>>,
    #[prop(optional)] name: Option<&'static str>,
    #[prop(optional_no_strip)] inputmode: Option<&'static str>,
    /// The wrapper's class: `field` for the form and the tools, `id-row` for the ID box.
    #[prop(default = "field")]
    class: &'static str,
    /// Another element that describes the input while it is shown (the unit hint).
    #[prop(optional, into)]
    also_described_by: Option<Signal<Option<&'static str>>>,
    /// A message elsewhere that, while shown, marks this input invalid and describes it.
    #[prop(optional, into)]
    external_error: Option<Signal<Option<&'static str>>>,
    /// A trigger the value's write tracks before anything else (see `Composer::id_first`).
    #[prop(optional)]
    written_first: Option<Trigger>,
    /// What follows the message inside the same wrapper (`()` for none).
    children: TypedChildren<C>,
) -> impl IntoView {
    let parts = FieldParts {
        id,
        label,
        hint,
        value,
        on_input,
        error,
        placeholder,
        name,
        inputmode,
        also_described_by,
        external_error,
        written_first,
    };
    let (inner, invalid) = parts.view();
    view! { <div class=class class:invalid=move || invalid.get()>{inner}{children.into_inner()()}</div> }
}

/// Everything but the wrapper, kept out of the generic component so that its code exists once.
#[derive(Clone, Copy)]
struct FieldParts {
    id: &'static str,
    label: Signal<&'static str>,
    hint: Signal<String>,
    value: Signal<String>,
    on_input: Callback<String>,
    error: Signal<Option<Error>>,
    placeholder: Option<Signal<&'static str>>,
    name: Option<&'static str>,
    inputmode: Option<&'static str>,
    also_described_by: Option<Signal<Option<&'static str>>>,
    external_error: Option<Signal<Option<&'static str>>>,
    written_first: Option<Trigger>,
}

impl FieldParts {
    fn view(self) -> (impl IntoView, Signal<bool>) {
        let p = self;
        let t = use_strings();
        let external = move || p.external_error.and_then(|s| s.get());
        let invalid = move || p.error.with(Option::is_some) || external().is_some();
        let (hint_id, error_id) = (format!("{}-hint", p.id), format!("{}-error", p.id));
        let described_by = {
            let (hint_id, error_id) = (hint_id.clone(), error_id.clone());
            move || {
                let also = p.also_described_by.and_then(|s| s.get());
                let own = p.error.with(Option::is_some).then_some(error_id.as_str());
                [own, external(), also, Some(hint_id.as_str())].into_iter().flatten().collect::<Vec<_>>().join(" ")
            }
        };
        // The value is written here, not with `prop:value`: tachys defers every `value` write to
        // a microtask after all other updates (so a <select> sees its options first), which made
        // the ID a keystroke's last output. Text typed here equals `value`, so it is never
        // rewritten under the caret.
        let input_ref = NodeRef::<leptos::html::Input>::new();
        let write = move |input: &web_sys::HtmlInputElement, text: &str| {
            if input.value() != text {
                input.set_value(text);
            }
        };
        let write_value = RenderEffect::new(move |_| {
            if let Some(trigger) = p.written_first {
                trigger.track();
            }
            let text = p.value.get();
            if let Some(input) = input_ref.get() {
                // An output shown in an input (the ID) follows the clock: while the person is in
                // it (selecting, copying), it waits, and catches up when they leave.
                if p.written_first.is_none() || !crate::web::has_focus(&input) {
                    write(&input, &text);
                }
            }
        });
        on_cleanup(move || drop(write_value));
        let on_blur = move |_| {
            if let Some(input) = input_ref.get_untracked() {
                write(&input, &p.value.get_untracked());
            }
        };
        let view = view! {
                <label for=p.id>{move || p.label.get()}</label>
                <input id=p.id name=p.name type="text" autocomplete="off" spellcheck="false" inputmode=p.inputmode
                    node_ref=input_ref
                    placeholder=move || p.placeholder.map(|text| text.get())
                    aria-invalid=move || if invalid() { "true" } else { "false" }
                    aria-describedby=described_by
                    on:input=move |ev| p.on_input.run(event_target_value(&ev)) on:blur=on_blur />
                <p class="hint" id=hint_id><Prose text=p.hint /></p>
                <p class="error" id=error_id role="alert" hidden=move || p.error.with(Option::is_none)
                    data-error-kind=move || p.error.with(|e| e.as_ref().map(|e| e.kind().key()))>
                    <Prose text=Signal::derive(move || p.error.with(|e| e.as_ref().map(|e| t().message(e)).unwrap_or_default())) />
                </p>
        };
        (view, Signal::derive(invalid))
    }
}
