use super::{Prose, TextField};
use crate::model::{Composer, Typing};
use crate::snowflake::{unit_hint, ErrorKind, Field};
use crate::strings::use_strings;
use leptos::prelude::*;

/// One of the four fields; the timestamp's also offers the millisecond reading of a number
/// out of range that reads as seconds, µs or ns.
#[component]
pub fn FieldInput(field: Field, composer: Composer) -> impl IntoView {
    let t = use_strings();
    let key = field.key();
    let error = Memo::new(move |_| composer.field_error(field));
    let value = Signal::derive(move || composer.field_text(field));
    let unit = Memo::new(move |_| {
        let out_of_range = error
            .with(|e| e.as_ref().is_some_and(|e| matches!(e.kind(), ErrorKind::BeforeEpoch | ErrorKind::AfterLimit)));
        (field == Field::Timestamp && out_of_range).then(|| value.with(|text| unit_hint(text))).flatten()
    });
    let is_timestamp = field == Field::Timestamp;
    let unit_id = "timestamp-unit-hint";
    let unit_view = is_timestamp.then(|| {
        view! {
            <p class="unit-hint" id=unit_id hidden=move || unit.with(Option::is_none)
                data-unit=move || unit.get().map(|(u, _)| u.key())>
                <Prose text=Signal::derive(move || unit.get().map(|(u, ms)| t().unit_hint(u, ms).0).unwrap_or_default()) />
                " "
                <button type="button" id="timestamp-unit-fix" on:click=move |_| {
                    if let Some((_, ms)) = unit.get_untracked() {
                        composer.edit_field(Field::Timestamp, ms.to_string());
                    }
                }><Prose text=Signal::derive(move || unit.get().map(|(u, ms)| t().unit_hint(u, ms).1).unwrap_or_default()) /></button>
            </p>
        }
    });
    view! {
        <TextField id=key name=key
            label=Signal::derive(move || t().fields.labels[field])
            hint=Signal::derive(move || t().field_hint(field))
            value
            on_change=Callback::new(move |(text, change)| composer.change_field(field, text, change))
            on_judge=Callback::new(move |()| composer.judge(Typing::Field(field)))
            error
            placeholder=Signal::derive(move || if is_timestamp { t().fields.timestamp_placeholder } else { "" })
            inputmode=(!is_timestamp).then_some("numeric")
            also_described_by=Signal::derive(move || unit.with(Option::is_some).then_some(unit_id))>
            {unit_view}
        </TextField>
    }
}
