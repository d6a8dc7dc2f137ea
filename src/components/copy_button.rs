use crate::strings::use_strings;
use crate::web::copy_text;
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::time::Duration;

/// Whether the outputs show the last ID while an input is being typed (the app provides it).
#[derive(Clone, Copy)]
pub struct IdWaiting(pub Signal<bool>);

#[derive(Clone, Copy, PartialEq, Eq)]
enum Status {
    Idle,
    Copied,
    Failed,
}

/// Copies `text` (read when clicked) with the Clipboard API and says whether it worked.
///
/// Disabled while `text` is `None`. Given `enabled`, it follows that instead and `text` is
/// computed only on click, for texts that cost work to build (the links, the lists).
#[component]
pub fn CopyButton(
    id: &'static str,
    #[prop(into)] label: Signal<&'static str>,
    /// Accessible name, for buttons whose visible label is only "Copy".
    #[prop(optional, into)]
    aria_label: Option<Signal<&'static str>>,
    text: Signal<Option<String>>,
    #[prop(optional, into)] enabled: Option<Signal<bool>>,
) -> impl IntoView {
    let t = use_strings();
    let status = RwSignal::new(Status::Idle);
    // The pending return to idle: a second copy starts its own two seconds, and a button that
    // goes away takes its timer with it.
    let reset = StoredValue::new(None::<TimeoutHandle>);
    let cancel_reset = move || {
        if let Some(handle) = reset.try_update_value(Option::take).flatten() {
            handle.clear();
        }
    };
    on_cleanup(cancel_reset);
    let on_click = move |_| {
        let Some(value) = text.get_untracked() else { return };
        spawn_local(async move {
            let outcome = if copy_text(&value).await.is_ok() { Status::Copied } else { Status::Failed };
            // try_: the button may be gone by the time the clipboard answers.
            if status.try_set(outcome).is_none() {
                cancel_reset();
                let idle = move || {
                    let _ = status.try_set(Status::Idle);
                };
                reset.try_set_value(set_timeout_with_handle(idle, Duration::from_millis(2000)).ok());
            }
        });
    };
    // Button and status in one box, so "Copied" shows by the button that was pressed.
    view! {
        <span class="copy-wrap">
        <button type="button" class="copy" id=id aria-label=move || aria_label.map(|label| label.get()) on:click=on_click disabled=move || !cfg!(target_arch = "wasm32") || match enabled {
            // Off the web (the build's first screen) there is nothing to copy yet.
            Some(enabled) => !enabled.get(),
            None => text.with(Option::is_none),
        }>
            {move || label.get()}
        </button>
        <span class="copy-status" role="status">
            {move || match status.get() {
                Status::Copied => t().page.copied,
                Status::Failed => t().page.copy_failed,
                Status::Idle => "",
            }}
        </span>
        </span>
    }
}
