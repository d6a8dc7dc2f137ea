use crate::address::ZoneSetting;
use crate::model::Composer;
use crate::snowflake::{iso_utc, BlockKey};
use crate::split::split_point;
use crate::strings::{tr, use_strings};
use leptos::prelude::*;

// Not part of the first screen: its code arrives with the outputs below it.
split_point! { below_first_screen: fn clock_note_view(composer: Composer, zone: RwSignal<ZoneSetting>) -> View {
    view! { <ClockNote composer zone /> }
} }

/// Under the fields: the timestamp's resolved Unix milliseconds and UTC instant (whatever was
/// typed, "now" included), a native date-time picker that writes into the timestamp field,
/// the time zone setting for dates without an offset, and a button back to "now".
#[component]
pub fn ClockNote(composer: Composer, zone: RwSignal<ZoneSetting>) -> impl IntoView {
    let t = use_strings();
    // The timestamp on its own, so its resolved value shows even while another field is wrong.
    // Under the bits, and below a phone's first screen: a paint behind the answer.
    let resolved: Signal<Option<u64>> = crate::web::a_paint_behind(Memo::new(move |_| composer.timestamp_ms()).into());
    let from_clock = move || composer.timestamp_from_clock();
    let picker = NodeRef::<leptos::html::Input>::new();
    // In step with the field, whatever the timestamp resolves to ("now" included), except
    // while the person is in the picker: its segments are typed one by one.
    let show_in_picker = move |tracked: bool| {
        let value = if tracked { resolved.get_untracked() } else { resolved.get() };
        let utc = if tracked { zone.get_untracked() } else { zone.get() } == ZoneSetting::Utc;
        if let Some(input) = picker.get_untracked()
            && !crate::web::has_focus(&input)
        {
            input.set_value(&value.map(|ms| crate::web::date_time_local(ms, utc)).unwrap_or_default());
        }
    };
    Effect::new(move |_| show_in_picker(false));
    view! {
        <div class="clock">
            <p class="clock-note" hidden=move || resolved.get().is_none()>
                <span id="clock-note" hidden=move || !from_clock()>{tr(|s| s.time.now_used)}</span>
                <span hidden=from_clock>{tr(|s| s.time.resolved)}</span>
                " "
                <strong id="timestamp-ms" class="num">{move || resolved.get().map(|ms| t().group(ms))}</strong>
                {tr(|s| s.numbers.unit_gap)} {tr(|s| s.numbers.ms)} " ("
                <time class="num">{move || resolved.get().map(iso_utc)}</time>
                ")"
            </p>
            <div class="clock-tools">
                // One tab stop: the button opens the browser's picker; the input itself, whose
                // date and time segments would each be a stop, is reached by pointer only.
                <button type="button" id="open-picker" on:click=move |_| {
                    if let Some(input) = picker.get_untracked() {
                        // Focused first: the clock leaves a focused picker alone, and where the
                        // browser will not open it (a frame on another site), the keyboard is
                        // left in the input, whose segments it can type.
                        let _ = input.focus();
                        let _ = input.show_picker();
                    }
                }>{tr(|s| s.time.picker_open)}</button>
                <input type="datetime-local" id="timestamp-picker" step="0.001" aria-label=tr(|s| s.time.picker_label)
                    title=tr(|s| s.time.picker_label) tabindex="-1" node_ref=picker on:blur=move |_| show_in_picker(true)
                    on:input=move |ev| {
                        let value = event_target_value(&ev);
                        if !value.is_empty() {
                            composer.edit_field(BlockKey::TIMESTAMP, value);
                        }
                    } />
                <label class="timezone">
                    {tr(|s| s.time.zone_label)} " "
                    <select id="timezone" prop:value=move || zone.get().code() on:change=move |ev| {
                        if let Some(setting) = ZoneSetting::from_code(&event_target_value(&ev)) {
                            zone.set(setting);
                        }
                    }>
                        {ZoneSetting::ALL.map(|zone| view! {
                            <option value=zone.code()>
                                {move || t().time.zone_names.get(zone)}
                            </option>
                        }).collect_view()}
                    </select>
                </label>
                <button type="button" id="use-now" on:click=move |_| composer.use_now()>{tr(|s| s.time.use_now)}</button>
            </div>
        </div>
    }
}
