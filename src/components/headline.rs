use super::known;
use crate::model::{Clock, Composer};
use crate::snowflake::{iso_utc, Role, TimeReading};
use crate::strings::{tr, use_strings};
use crate::web::local_time;
use leptos::prelude::*;

/// The answer a visitor came for, right under the ID: when it was made, the page's largest
/// text after the ID (in UTC, with how far from now beside it, then in the visitor's own
/// zone), its layout's other values, and a short line when the reading is not to be trusted as
/// it stands. An ID whose bits hold no time (a counter from before Snowflake, the worked
/// example, an empty time block) says so first, and its computed moment is struck through, never the answer.
/// While no ID can be shown, the same place says why, so nothing under it moves.
///
/// Every line is there at the app's first paint (the build's first screen, which has no clock,
/// holds a dash in each): the local time is `Date`'s and the zone's name is `Temporal`'s,
/// neither of which builds an `Intl` formatter, and "how long ago" is worded by the page's own
/// strings. The clock ticks, so "from now" stays true on a page left open.
#[component]
pub fn Headline(composer: Composer, clock: Clock) -> impl IntoView {
    let t = use_strings();
    let id = composer.id_signal();
    let layout = composer.layout_signal();
    // A memo: typing in another field leaves the instant, and its wording, alone.
    let timestamp = Memo::new(move |_| id.get().map(|id| layout.with(|l| l.decompose(id).timestamp_ms())));
    // A memo, so a tick that leaves the wording as it was writes nothing to the page.
    let relative_text = Memo::new(move |_| timestamp.get().map(|ms| t().relative(clock.now_ms(), ms)));
    let parts = move || {
        id.get().map(|id| {
            layout.with(|layout| {
                let (parts, s) = (layout.decompose(id), t());
                let named: Vec<String> = layout
                    .blocks()
                    .iter()
                    .enumerate()
                    .filter(|(_, b)| b.role() == Role::Number)
                    .map(|(i, b)| format!("{} {}", s.block_name(b.key()), s.group(parts.get(i))))
                    .collect();
                named.join(" · ")
            })
        })
    };
    let reading = Memo::new(move |_| id.get().map_or(TimeReading::Moment, |id| layout.with(|l| l.time_reading(id))));
    let no_time = move || reading.get() != TimeReading::Moment;
    let future = Memo::new(move |_| id.get().is_some_and(|id| layout.with(|l| l.is_after(id, clock.now_ms()))));
    // No ID because a field is wrong: the ID box itself holds no error and nothing is waiting.
    let no_id =
        Memo::new(move |_| id.with(Option::is_none) && composer.id_error().is_none() && composer.waiting().is_none());
    // Read out before a struck-through value: a screen reader does not say it is struck.
    let struck = move || no_time().then(|| view! { <span class="visually-hidden">{tr(|s| s.time.no_time)} " "</span> });
    view! {
        <div class="headline" id="headline">
            <p class="trust" id="id-warning" hidden=move || !no_time()>{move || t().time_reading(reading.get()).map(|(line, _)| line)}</p>
            <dl class="time-info" class:no-time=no_time hidden=move || timestamp.with(Option::is_none)>
                <div class="time-utc"><dt>{tr(|s| s.time.utc)}</dt><dd>{struck}<time id="time-utc">{move || known(|| timestamp.get().map(iso_utc))}</time></dd></div>
                <div class="time-relative"><dt>{tr(|s| s.time.relative)}</dt><dd>{struck}<span id="time-relative">{move || known(|| relative_text.get())}</span></dd></div>
                <div class="time-local"><dt>{tr(|s| s.time.local)}</dt><dd>{struck}<span id="time-local">{move || known(|| timestamp.get().map(local_time))}</span></dd></div>
            </dl>
            <p class="headline-parts" id="headline-parts">{parts}</p>
            <p class="id-invalid" hidden=move || !no_id.get()>{tr(|s| s.result.invalid)}</p>
            <p class="trust" id="id-future" hidden=move || !future.get()>{tr(|s| s.time.future)}</p>
        </div>
    }
}
