use crate::snowflake::SnowflakeId;
use crate::strings::{tr, use_strings};
use crate::web::{iso_utc, local_time, relative};
use leptos::prelude::*;

/// What the timestamp block means as a moment: UTC, the visitor's local time, and how far
/// from now — all worded by the browser's `Intl`, so no date crate ships.
///
/// The two `Intl` lines wait for `painted`: building the first `Intl` formatters of a page
/// costs ~45 ms, which would otherwise hold back the whole composer's first paint.
#[component]
pub fn TimeInfo(id: Signal<Option<SnowflakeId>>, now_ms: Signal<f64>, painted: Signal<bool>) -> impl IntoView {
    let t = use_strings();
    // A memo: typing in another field leaves the instant, and its Intl wording, alone.
    let timestamp = Memo::new(move |_| id.get().map(|id| id.decompose().timestamp_ms()));
    let worded = move || if painted.get() { timestamp.get() } else { None };
    view! {
        <dl class="time-info" hidden=move || timestamp.with(Option::is_none)>
            <div><dt>{tr(|s| s.time_utc)}</dt><dd><time id="time-utc">{move || timestamp.get().map(iso_utc)}</time></dd></div>
            <div><dt>{tr(|s| s.time_local)}</dt><dd id="time-local">{move || worded().map(|ms| local_time(ms, t().locale))}</dd></div>
            <div><dt>{tr(|s| s.time_relative)}</dt><dd id="time-relative">{move || worded().map(|ms| relative(ms, now_ms.get(), t().locale))}</dd></div>
        </dl>
    }
}
