use super::{Prose, TextField};
use crate::model::{Clock, Composer};
use crate::snowflake::SnowflakeId;
use crate::strings::{tr, use_strings};
use leptos::prelude::*;

/// The ID, editable: it shows the ID the fields compose, and reads back any ID typed or
/// pasted into it. While the person types here, the text stays exactly as typed (no caret
/// jumps); when they edit a field, it shows the composed decimal digits again.
#[component]
pub fn IdBox(composer: Composer, clock: Clock) -> impl IntoView {
    let t = use_strings();
    let id = composer.id_signal();
    let predates = Memo::new(move |_| id.get().is_some_and(SnowflakeId::predates_snowflake));
    let future = Memo::new(move |_| id.get().is_some_and(|id| id.is_after(clock.now_ms())));
    let error = Memo::new(move |_| composer.id_error());
    let no_id = move || id.with(Option::is_none) && error.with(Option::is_none);
    view! {
        <TextField id="snowflake-id" name="id" class="id-row" inputmode=Some("text")
            label=Signal::derive(tr(|s| s.id_label))
            hint=Signal::derive(move || t().id_hint.to_string())
            value=Signal::derive(move || composer.id_box_text())
            on_input=Callback::new(move |text| composer.edit_id(text))
            error
            written_first=composer.id_first>
            <p class="warning" id="id-warning" hidden=move || !predates.get()>
                <Prose text=Signal::derive(move || if predates.get() { t().id_pre_snowflake() } else { String::new() }) />
            </p>
            <p class="note" id="id-future" hidden=move || !future.get()>{tr(|s| s.id_future)}</p>
            <p class="id-invalid" hidden=move || !no_id()>{tr(|s| s.id_invalid)}</p>
        </TextField>
    }
}
