use crate::snowflake::SnowflakeId;
use crate::strings::{tr, use_strings};
use crate::web::{iso_utc, local_time, relative};
use leptos::prelude::*;

/// What the timestamp block means as a moment: UTC, the visitor's local time, and how far
/// from now — all worded by the browser's `Intl`, so no date crate ships.
#[component]
pub fn TimeInfo(id: Signal<Option<SnowflakeId>>, now_ms: Signal<f64>) -> impl IntoView {
    let t = use_strings();
    let timestamp = move || id.get().map(|id| id.decompose().timestamp_ms());
    view! {
        <dl class="time-info" hidden=move || timestamp().is_none()>
            <div><dt>{tr(|s| s.time_utc)}</dt><dd><time id="time-utc">{move || timestamp().map(iso_utc)}</time></dd></div>
            <div><dt>{tr(|s| s.time_local)}</dt><dd id="time-local">{move || timestamp().map(|ms| local_time(ms, t().locale))}</dd></div>
            <div><dt>{tr(|s| s.time_relative)}</dt><dd id="time-relative">{move || timestamp().map(|ms| relative(ms, now_ms.get(), t().locale))}</dd></div>
        </dl>
    }
}
