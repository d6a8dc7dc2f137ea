use super::Prose;
use crate::model::{Change, JUDGE_PAUSE_MS};
use crate::snowflake::Error;
use crate::strings::use_strings;
use leptos::oco::Oco;
use leptos::prelude::*;
use std::time::Duration;

/// A frame's time at 60 frames a second, in milliseconds.
const FRAME_MS: f64 = 16.7;

/// Keys whose own input is typing: a character (no Ctrl, Alt or Meta), Backspace, Delete, or
/// a key a phone's keyboard or an input method does not name (`Unidentified`, `Process`).
fn is_typing_key(key: &str, ev: &web_sys::KeyboardEvent) -> bool {
    !(ev.ctrl_key() || ev.meta_key() || ev.alt_key())
        && (key.chars().count() == 1 || matches!(key, "Backspace" | "Delete" | "Unidentified" | "Process"))
}

/// Whether an input event is what a typing key produces: inserted characters or one deleted,
/// not a paste, a drop, autofill or a whole-text replacement.
fn is_typed_input(ev: &web_sys::Event) -> bool {
    let kind = js_sys::Reflect::get(ev, &"inputType".into()).ok().and_then(|v| v.as_string()).unwrap_or_default();
    matches!(kind.as_str(), "insertText" | "insertCompositionText" | "deleteContentBackward" | "deleteContentForward")
}

/// The one labelled text input: label, input, hint and, when `error` holds one, the core's
/// message (`#<id>-hint`, `#<id>-error` with `data-error-kind`), with `aria-invalid` and
/// `aria-describedby` kept in step. The fields, the ID box and every tool input are this.
///
/// It reports what happened to the text (`on_change` with [`Change::Typed`] for a typing key,
/// [`Change::Whole`] for anything else; `on_judge` on leaving, Enter, or a pause after typing);
/// the model decides, with [`Calm`](crate::model::Calm), what `error` then holds. A whole
/// change comes at once, or with the next frame when a frame's time has already passed since
/// the key that pasted it (see [`crate::web::in_the_next_frame`]).
///
/// A text input with `inputmode="numeric"` for numbers, never `type="number"`: that refuses
/// digit groups and rounds large values through a float.
#[component]
pub fn TextField<C: IntoView + 'static>(
    /// The input's id; a block of one's own layout brings its own (`block-<key>`).
    #[prop(into)]
    id: Oco<'static, str>,
    /// A fixed text of the page's ([`crate::strings::tr_label`]), or a block key of one's own.
    label: Signal<Oco<'static, str>>,
    /// Shown under the input; numbers in it never wrap.
    #[prop(into)]
    hint: Signal<String>,
    /// What the input shows.
    #[prop(into)]
    value: Signal<String>,
    /// Each change of the text, and how it came.
    on_change: Callback<(String, Change)>,
    /// The person left the input, pressed Enter in it, or paused after typing.
    on_judge: Callback<()>,
    /// The message shown now.
    #[prop(into)]
    error: Signal<Option<Error>>,
    #[prop(optional, into)] placeholder: Option<Signal<&'static str>>,
    #[prop(optional, into)] name: Option<Oco<'static, str>>,
    #[prop(optional_no_strip)] inputmode: Option<&'static str>,
    /// The key of the layout block the input fills (`data-block`).
    #[prop(optional, into)]
    data_block: Option<Oco<'static, str>>,
    /// The wrapper's class: `field` for the form and the tools, `id-row` for the ID box.
    #[prop(default = "field")]
    class: &'static str,
    /// Another element that describes the input while it is shown (the unit hint).
    #[prop(optional, into)]
    also_described_by: Option<Signal<Option<&'static str>>>,
    /// A message elsewhere that, while shown, marks this input invalid and describes it.
    #[prop(optional, into)]
    external_error: Option<Signal<Option<&'static str>>>,
    /// For an output shown in an input (the ID, which follows the clock): while the person is
    /// in it (selecting, copying), a new value waits until they leave.
    #[prop(optional)]
    hold_while_focused: bool,
    /// What follows the message inside the same wrapper (`()` for none).
    children: TypedChildren<C>,
) -> impl IntoView {
    let parts = FieldParts {
        id,
        label,
        hint,
        value,
        on_change,
        on_judge,
        error,
        placeholder,
        name,
        inputmode,
        data_block,
        also_described_by,
        external_error,
        hold_while_focused,
    };
    let (inner, invalid) = parts.view();
    view! { <div class=class class:invalid=move || invalid.get()>{inner}{children.into_inner()()}</div> }
}

/// Everything but the wrapper, kept out of the generic component so that its code exists once.
struct FieldParts {
    id: Oco<'static, str>,
    label: Signal<Oco<'static, str>>,
    hint: Signal<String>,
    value: Signal<String>,
    on_change: Callback<(String, Change)>,
    on_judge: Callback<()>,
    error: Signal<Option<Error>>,
    placeholder: Option<Signal<&'static str>>,
    name: Option<Oco<'static, str>>,
    inputmode: Option<&'static str>,
    data_block: Option<Oco<'static, str>>,
    also_described_by: Option<Signal<Option<&'static str>>>,
    external_error: Option<Signal<Option<&'static str>>>,
    hold_while_focused: bool,
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
                let mut ids = String::new();
                for id in [own, external(), also, Some(hint_id.as_str())].into_iter().flatten() {
                    if !ids.is_empty() {
                        ids.push(' ');
                    }
                    ids.push_str(id);
                }
                ids
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
            let text = p.value.get();
            if let Some(input) = input_ref.get()
                && !(p.hold_while_focused && crate::web::has_focus(&input))
            {
                write(&input, &text);
            }
        });
        on_cleanup(move || drop(write_value));
        // Whether the next input event comes from a typing key pressed in this input.
        let key_typed = StoredValue::new(false);
        let pause = StoredValue::new(None::<TimeoutHandle>);
        // Cancels a pending pause's judging (try_: the input may be gone by then).
        let cancel_pause = move || {
            if let Some(handle) = pause.try_update_value(Option::take).flatten() {
                handle.clear();
            }
        };
        // When the key down in this input was pressed (the event's time), until its input, its
        // keyup or leaving the input.
        let pressed_at = StoredValue::new(None::<f64>);
        // A whole new text that waits for the next frame (below); anything the person does
        // before that takes it in first, so changes keep their order.
        let waiting = StoredValue::new(None::<String>);
        let take_in_waiting = move || {
            if let Some(text) = waiting.try_update_value(Option::take).flatten() {
                p.on_change.try_run((text, Change::Whole));
            }
        };
        let judge = move || {
            take_in_waiting();
            cancel_pause();
            // try_run: a tool's panel may have closed, disposing the callback, since the key.
            p.on_judge.try_run(());
        };
        on_cleanup(cancel_pause);
        let on_keydown = move |ev: web_sys::KeyboardEvent| {
            take_in_waiting();
            pressed_at.set_value(Some(ev.time_stamp()));
            let key = ev.key();
            key_typed.set_value(is_typing_key(&key, &ev));
            if key == "Enter" {
                judge();
            }
        };
        let on_input = move |ev: web_sys::Event| {
            let text = event_target_value(&ev);
            // Both a typing key and the input it makes: a paste after a Backspace that deleted
            // nothing is still a paste.
            let typed = key_typed.try_update_value(std::mem::take).unwrap_or(false) && is_typed_input(&ev);
            cancel_pause();
            if typed {
                take_in_waiting();
                p.on_change.run((text, Change::Typed));
                let handle = set_timeout_with_handle(judge, Duration::from_millis(JUDGE_PAUSE_MS)).ok();
                pause.set_value(handle);
            } else if pressed_at
                .try_update_value(Option::take)
                .flatten()
                .is_some_and(|at| ev.time_stamp() - at >= FRAME_MS)
            {
                // A frame's time has passed since the key of a paste was pressed (the browser
                // read the clipboard and replaced the text, or was busy), as on a phone: the
                // frame is due, and the answer goes into it, which paints it as soon, rather
                // than into the paste's task, which it would make the longest of the gesture.
                if waiting.try_update_value(|waiting| waiting.replace(text).is_none()) == Some(true) {
                    crate::web::in_the_next_frame(take_in_waiting);
                }
            } else {
                take_in_waiting();
                p.on_change.run((text, Change::Whole));
            }
        };
        let on_blur = move |_| {
            pressed_at.set_value(None);
            judge();
            if let Some(input) = input_ref.get_untracked() {
                write(&input, &p.value.get_untracked());
            }
        };
        let view = view! {
                <label for=p.id.clone()>{move || p.label.get()}</label>
                // In a block of its own: an input that is a grid or flex item is never its own
                // layout root, so each edit in it would lay out the whole page (style/main.css).
                <div class="input-box">
                // The markup's own value only off the web, for the build's first screen; the
                // app writes the value above.
                <input id=p.id name=p.name type="text" autocomplete="off" spellcheck="false" inputmode=p.inputmode data-block=p.data_block
                    value=(!cfg!(target_arch = "wasm32")).then(|| p.value.get_untracked())
                    node_ref=input_ref
                    placeholder=move || p.placeholder.map(|text| text.get())
                    aria-invalid=move || if invalid() { "true" } else { "false" }
                    aria-describedby=described_by
                    on:keydown=on_keydown on:keyup=move |_| {
                        key_typed.set_value(false);
                        pressed_at.set_value(None);
                    } on:input=on_input on:blur=on_blur />
                </div>
                <p class="hint" id=hint_id><Prose text=p.hint /></p>
                <p class="error" id=error_id role="alert" hidden=move || p.error.with(Option::is_none)
                    data-error-kind=move || p.error.with(|e| e.as_ref().map(|e| e.kind().key()))>
                    <Prose text=Signal::derive(move || p.error.with(|e| e.as_ref().map(|e| t().message(e)).unwrap_or_default())) />
                </p>
        };
        (view, Signal::derive(invalid))
    }
}
