use crate::model::{Clock, Composer};
use crate::snowflake::{iso_utc, BitBlock, SnowflakeId};
use crate::strings::{tr, use_strings};
use crate::web::local_time;
use leptos::prelude::*;

/// The answer a visitor came for, right under the ID: when it was made (in UTC, in the
/// visitor's own zone, and how far from now), its other three values, and a short line when
/// the reading is not to be trusted as it stands (older than Snowflake, or later than now).
/// While no ID can be shown, the same place says why, so nothing under it moves.
///
/// Every line is there at the first paint: the local time is `Date`'s and the zone's name is
/// `Temporal`'s, neither of which builds an `Intl` formatter, and "how long ago" is worded by
/// the page's own strings. The clock ticks, so "from now" stays true on a page left open.
#[component]
pub fn Headline(composer: Composer, clock: Clock) -> impl IntoView {
    let t = use_strings();
    let id = composer.id_signal();
    // A memo: typing in another field leaves the instant, and its wording, alone.
    let timestamp = Memo::new(move |_| id.get().map(|id| id.decompose().timestamp_ms()));
    // A memo, so a tick that leaves the wording as it was writes nothing to the page.
    let relative_text = Memo::new(move |_| timestamp.get().map(|ms| t().relative(clock.now_ms(), ms)));
    let parts = move || {
        id.get().map(|id| {
            let (parts, names) = (id.decompose(), &t().bits.block_names);
            let part = |block: BitBlock, value: u64| format!("{} {}", names[block], t().group(value));
            format!(
                "{} · {} · {}",
                part(BitBlock::Datacenter, parts.datacenter_id().into()),
                part(BitBlock::Machine, parts.machine_id().into()),
                part(BitBlock::Sequence, parts.sequence().into()),
            )
        })
    };
    let predates = Memo::new(move |_| id.get().is_some_and(SnowflakeId::predates_snowflake));
    let future = Memo::new(move |_| id.get().is_some_and(|id| id.is_after(clock.now_ms())));
    // No ID because a field is wrong: the ID box itself holds no error and nothing is waiting.
    let no_id =
        Memo::new(move |_| id.with(Option::is_none) && composer.id_error().is_none() && composer.waiting().is_none());
    view! {
        <div class="headline" id="headline">
            <dl class="time-info" hidden=move || timestamp.with(Option::is_none)>
                <div class="time-utc"><dt>{tr(|s| s.time.utc)}</dt><dd><time id="time-utc">{move || timestamp.get().map(iso_utc)}</time></dd></div>
                <div class="time-local"><dt>{tr(|s| s.time.local)}</dt><dd id="time-local">{move || timestamp.get().map(local_time)}</dd></div>
                <div class="time-relative"><dt>{tr(|s| s.time.relative)}</dt><dd id="time-relative">{move || relative_text.get()}</dd></div>
            </dl>
            <p class="headline-parts" id="headline-parts">{parts}</p>
            <p class="id-invalid" hidden=move || !no_id.get()>{tr(|s| s.result.invalid)}</p>
            <p class="trust" id="id-warning" hidden=move || !predates.get()>{move || predates.get().then(|| t().time.pre_snowflake)}</p>
            <p class="trust" id="id-future" hidden=move || !future.get()>{tr(|s| s.time.future)}</p>
        </div>
    }
}
