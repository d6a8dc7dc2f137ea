use crate::model::Clock;
use crate::snowflake::{iso_utc, SnowflakeId};
use crate::strings::{tr, use_strings};
use crate::web::{local_time, relative};
use leptos::prelude::*;

/// What the timestamp block means as a moment: UTC, the visitor's local time, and how far
/// from now — all worded by the browser's `Intl`, so no date crate ships.
///
/// The two `Intl` lines wait until just after the first paint: a page's first `Intl`
/// formatters are slow to build and would otherwise hold back the whole composer's first
/// paint. The clock ticks, so "from now" stays true on a page left open.
#[component]
pub fn TimeInfo(id: Signal<Option<SnowflakeId>>, clock: Clock) -> impl IntoView {
    let t = use_strings();
    let painted = RwSignal::new(false);
    request_animation_frame(move || set_timeout(move || painted.set(true), std::time::Duration::ZERO));
    // A memo: typing in another field leaves the instant, and its Intl wording, alone.
    let timestamp = Memo::new(move |_| id.get().map(|id| id.decompose().timestamp_ms()));
    let worded = move || if painted.get() { timestamp.get() } else { None };
    // A memo, so a tick that leaves the wording as it was writes nothing to the page.
    let relative_text = Memo::new(move |_| worded().map(|ms| relative(ms, clock.now_ms(), t().page.locale)));
    view! {
        <dl class="time-info" hidden=move || timestamp.with(Option::is_none)>
            <div><dt>{tr(|s| s.time.utc)}</dt><dd><time id="time-utc">{move || timestamp.get().map(iso_utc)}</time></dd></div>
            <div><dt>{tr(|s| s.time.local)}</dt><dd id="time-local">{move || worded().map(|ms| local_time(ms, t().page.locale))}</dd></div>
            <div><dt>{tr(|s| s.time.relative)}</dt><dd id="time-relative">{move || relative_text.get()}</dd></div>
        </dl>
    }
}
