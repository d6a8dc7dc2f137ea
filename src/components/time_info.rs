use crate::snowflake::SnowflakeId;
use crate::strings::EN;
use crate::web::{iso_utc, local_time, relative};
use leptos::prelude::*;

/// What the timestamp block means as a moment: UTC, the visitor's local time, and how far
/// from now — all worded by the browser's `Intl`, so no date crate ships.
#[component]
pub fn TimeInfo(id: Signal<Option<SnowflakeId>>, now_ms: Signal<f64>) -> impl IntoView {
    let timestamp = move || id.get().map(|id| id.decompose().timestamp_ms());
    view! {
        <dl class="time-info" hidden=move || timestamp().is_none()>
            <div><dt>{EN.time_utc}</dt><dd><time id="time-utc">{move || timestamp().map(iso_utc)}</time></dd></div>
            <div><dt>{EN.time_local}</dt><dd id="time-local">{move || timestamp().map(|t| local_time(t, EN.locale))}</dd></div>
            <div><dt>{EN.time_relative}</dt><dd id="time-relative">{move || timestamp().map(|t| relative(t, now_ms.get(), EN.locale))}</dd></div>
        </dl>
    }
}
