use super::{layout_editor_view, CopyButton, Deferred, LayoutPicker, LayoutStatus, TextField};
use crate::model::{Composer, Typing};
use crate::snowflake::LayoutName;
use crate::strings::{tr, tr_label, use_strings};
use leptos::prelude::*;

/// The ID, editable: it shows the ID the fields compose, and reads back any ID typed or
/// pasted into it. While the person types here, the text stays exactly as typed (no caret
/// jumps); when they edit a field, it shows the composed decimal digits again. Beside it, the
/// two things people copy: the ID, and a link to the page as it is.
#[component]
pub fn IdBox(composer: Composer, share_link: Signal<Option<String>>) -> impl IntoView {
    let t = use_strings();
    let id = composer.id_signal();
    let error = Memo::new(move |_| composer.id_error());
    let waiting = Memo::new(move |_| composer.waiting());
    // While an input is being typed, the ID shown is only the last one: it is not copied.
    let decimal = Signal::derive(move || id.get().filter(|_| waiting.with(Option::is_none)).map(|id| id.to_string()));
    let custom = Memo::new(move |_| composer.layouts().choice() == LayoutName::Custom);
    let editor = move || {
        custom.get().then(|| {
            let body = crate::split::body(move || layout_editor_view(composer));
            view! { <Deferred body failed=|s| s.status.below_failed /> }
        })
    };
    view! {
        <TextField id="snowflake-id" name="id" class="id-row" inputmode=Some("text")
            label=tr_label(|s| s.result.label)
            hint=Signal::derive(move || t().result.hint.to_string())
            // Off the web (the build's first screen) no clock is read yet: an empty box.
            value=Signal::derive(move || if cfg!(target_arch = "wasm32") { composer.id_box_text() } else { String::new() })
            on_change=Callback::new(move |(text, change)| composer.change_id(text, change))
            on_judge=Callback::new(move |()| composer.judge(Typing::IdBox))
            also_described_by=Signal::derive(move || waiting.with(Option::is_some).then_some("id-waiting"))
            error
            hold_while_focused=true>
            // Out of the flow (style/main.css), so its coming and going moves nothing.
            <p class="id-waiting" id="id-waiting" role="status" hidden=move || waiting.with(Option::is_none)>
                {move || waiting.get().map(|input| t().id_waiting(input.block()))}
            </p>
            <LayoutPicker composer />
            // The hint in a few words, for a phone's narrow row; the full one is read out.
            <p class="id-hint-short" aria-hidden="true">{tr(|s| s.result.hint_short)}</p>
            // Under the ID row: what keeps a layout from being read, and the editor of one's own,
            // whose code arrives in a chunk of its own.
            <LayoutStatus composer />
            {editor}
            <div class="id-actions">
                <CopyButton id="copy-id" label=Signal::derive(tr(|s| s.result.copy_id)) text=decimal />
                <CopyButton id="copy-link" label=Signal::derive(tr(|s| s.result.copy_link)) text=share_link enabled=Signal::derive(move || decimal.with(Option::is_some)) />
            </div>
        </TextField>
    }
}
