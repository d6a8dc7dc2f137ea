use super::{block_input_id, Prose, TextField};
use crate::model::{Composer, Typing};
use crate::snowflake::{unit_hint_within, BlockKey, ErrorKind, Role};
use crate::strings::use_strings;
use leptos::prelude::*;

/// The field of the block keyed `block`; the timestamp's also offers the millisecond reading
/// of a number out of range that reads as seconds, µs or ns.
#[component]
pub fn FieldInput(block: BlockKey, composer: Composer) -> impl IntoView {
    let t = use_strings();
    let layout = composer.layout_signal();
    let id = block_input_id(block);
    let is_timestamp = block.role() == Role::Time;
    let error = Memo::new(move |_| composer.field_error(block));
    let value = Signal::derive(move || composer.field_text(block));
    let unit = Memo::new(move |_| {
        let out_of_range = error
            .with(|e| e.as_ref().is_some_and(|e| matches!(e.kind(), ErrorKind::BeforeEpoch | ErrorKind::AfterLimit)));
        let window = layout.with(|l| l.window_bounds());
        (is_timestamp && out_of_range).then(|| value.with(|text| unit_hint_within(text, window))).flatten()
    });
    let unit_id = "timestamp-unit-hint";
    let unit_view = is_timestamp.then(|| {
        view! {
            <p class="unit-hint" id=unit_id hidden=move || unit.with(Option::is_none)
                data-unit=move || unit.get().map(|(u, _)| u.key())>
                <Prose text=Signal::derive(move || unit.get().map(|(u, ms)| t().unit_hint(u, ms).0).unwrap_or_default()) />
                " "
                <button type="button" id="timestamp-unit-fix" on:click=move |_| {
                    if let Some((_, ms)) = unit.get_untracked() {
                        composer.edit_field(block, ms.to_string());
                    }
                }><Prose text=Signal::derive(move || unit.get().map(|(u, ms)| t().unit_hint(u, ms).1).unwrap_or_default()) /></button>
            </p>
        }
    });
    view! {
        <TextField id=id.clone() name=id data_block=block.to_string() class=if is_timestamp { "field field-time" } else { "field" }
            // A key of one's own is its own label.
            label=Signal::derive(move || match t().fields.labels.get(block.as_str()) {
                Some(label) => (*label).into(),
                None => block.to_string().into(),
            })
            hint=Signal::derive(move || layout.with(|l| l.index_of(block.as_str()).map(|i| t().field_hint(l, i)).unwrap_or_default()))
            value
            on_change=Callback::new(move |(text, change)| composer.change_field(block, text, change))
            on_judge=Callback::new(move |()| composer.judge(Typing::Block(block)))
            error
            placeholder=Signal::derive(move || if is_timestamp { t().fields.timestamp_placeholder } else { "" })
            inputmode=(!is_timestamp).then_some("numeric")
            also_described_by=Signal::derive(move || unit.with(Option::is_some).then_some(unit_id))>
            {unit_view}
        </TextField>
    }
}
