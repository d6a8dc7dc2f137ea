use crate::model::{Composer, ZoneSetting};
use crate::snowflake::{iso_utc, Field};
use crate::strings::{tr, use_strings};
use leptos::prelude::*;

/// Under the fields: the timestamp's resolved Unix milliseconds and UTC instant (whatever was
/// typed, "now" included), a native date-time picker that writes into the timestamp field,
/// the time zone setting for dates without an offset, and a button back to "now".
#[component]
pub fn ClockNote(composer: Composer, zone: RwSignal<ZoneSetting>) -> impl IntoView {
    let t = use_strings();
    // The timestamp on its own, so its resolved value shows even while another field is wrong.
    let resolved = Memo::new(move |_| composer.timestamp_ms());
    let from_clock = move || composer.timestamp_from_clock();
    view! {
        <div class="clock">
            <p class="clock-note" hidden=move || resolved.get().is_none()>
                <span id="clock-note" hidden=move || !from_clock()>{tr(|s| s.now_used)}</span>
                <span hidden=from_clock>{tr(|s| s.timestamp_resolved)}</span>
                " "
                <strong id="timestamp-ms" class="num">{move || resolved.get().map(|ms| ms.to_string())}</strong>
                {tr(|s| s.unit_gap)} {tr(|s| s.now_unit)} " ("
                <time class="num">{move || resolved.get().map(iso_utc)}</time>
                ")"
            </p>
            <div class="clock-tools">
                <input type="datetime-local" id="timestamp-picker" step="0.001" aria-label=tr(|s| s.picker_label)
                    title=tr(|s| s.picker_label)
                    on:input=move |ev| {
                        let value = event_target_value(&ev);
                        if !value.is_empty() {
                            composer.edit_field(Field::Timestamp, value);
                        }
                    } />
                <label class="timezone">
                    {tr(|s| s.timezone_label)} " "
                    <select id="timezone" prop:value=move || zone.get().key() on:change=move |ev| {
                        if let Some(setting) = ZoneSetting::from_key(&event_target_value(&ev)) {
                            zone.set(setting);
                        }
                    }>
                        {ZoneSetting::ALL.map(|zone| view! {
                            <option value=zone.key()>
                                {move || t().timezone_name(zone)}
                            </option>
                        }).collect_view()}
                    </select>
                </label>
                <button type="button" id="use-now" on:click=move |_| composer.use_now()>{tr(|s| s.use_now)}</button>
            </div>
        </div>
    }
}
