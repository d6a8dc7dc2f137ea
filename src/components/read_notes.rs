use super::Prose;
use crate::snowflake::{Parts, SnowflakeId, TimeReading};
use crate::strings::use_strings;
use leptos::prelude::*;

/// Right after the bits: for an ID whose bits hold no time (a counter from before Snowflake,
/// the worked example, an empty time block), what it is and why its moment means nothing.
#[component]
pub fn ReadNotes(parts: Signal<Option<Parts>>) -> impl IntoView {
    let t = use_strings();
    let reading = Memo::new(move |_| {
        parts.get().map_or(TimeReading::Moment, |p| p.layout().time_reading(SnowflakeId::compose(p)))
    });
    let why = move || t().time_reading(reading.get()).map(|(_, why)| why);
    view! {
        <p class="read-note" id="id-warning-why" hidden=move || reading.get() == TimeReading::Moment>
            <Prose text=Signal::derive(move || why().unwrap_or_default()) />
        </p>
    }
}
