use crate::snowflake::{iso_utc, Field};
use crate::state::{FormState, ZoneSetting};
use crate::strings::{tr, use_strings};
use leptos::prelude::*;

/// Under the fields: the timestamp's resolved Unix milliseconds and UTC instant (whatever was
/// typed, "now" included), a native date-time picker that writes into the timestamp field,
/// the time zone setting for dates without an offset, and a button back to "now".
#[component]
pub fn ClockNote(state: FormState, resolved: Memo<Option<u64>>) -> impl IntoView {
    let t = use_strings();
    let from_clock = move || state.timestamp.with(|text| text.trim().is_empty());
    view! {
        <div class="clock">
            <p class="clock-note" hidden=move || resolved.get().is_none()>
                <span id="clock-note" hidden=move || !from_clock()>{tr(|s| s.now_used)}</span>
                <span hidden=from_clock>{tr(|s| s.timestamp_resolved)}</span>
                " "
                <strong id="timestamp-ms" class="num">{move || resolved.get().map(|ms| ms.to_string())}</strong>
                " " {tr(|s| s.now_unit)} " ("
                <time class="num">{move || resolved.get().map(iso_utc)}</time>
                ")"
            </p>
            <div class="clock-tools">
                <input type="datetime-local" id="timestamp-picker" step="0.001" aria-label=tr(|s| s.picker_label)
                    title=tr(|s| s.picker_label)
                    on:input=move |ev| {
                        let value = event_target_value(&ev);
                        if !value.is_empty() {
                            state.edit_field(Field::Timestamp, value);
                        }
                    } />
                <label class="timezone">
                    {tr(|s| s.timezone_label)} " "
                    <select id="timezone" prop:value=move || state.zone.get().key() on:change=move |ev| {
                        if let Some(zone) = ZoneSetting::from_key(&event_target_value(&ev)) {
                            state.zone.set(zone);
                        }
                    }>
                        {ZoneSetting::ALL.map(|zone| view! {
                            <option value=zone.key()>
                                {move || t().timezone_names[zone as usize]}
                            </option>
                        }).collect_view()}
                    </select>
                </label>
                <button type="button" id="use-now" on:click=move |_| state.use_now()>{tr(|s| s.use_now)}</button>
            </div>
        </div>
    }
}
