use super::Prose;
use crate::model::Clock;
use crate::snowflake::SnowflakeId;
use crate::strings::{tr, use_strings};
use leptos::prelude::*;

/// What is unusual about the ID shown: older than Snowflake, or later than now. Under the
/// bits, so the bits always come straight after the ID box.
#[component]
pub fn IdNotes(id: Signal<Option<SnowflakeId>>, clock: Clock) -> impl IntoView {
    let t = use_strings();
    let predates = Memo::new(move |_| id.get().is_some_and(SnowflakeId::predates_snowflake));
    let future = Memo::new(move |_| id.get().is_some_and(|id| id.is_after(clock.now_ms())));
    view! {
        <p class="warning" id="id-warning" hidden=move || !predates.get()>
            <Prose text=Signal::derive(move || if predates.get() { t().id_pre_snowflake() } else { String::new() }) />
        </p>
        <p class="note" id="id-future" hidden=move || !future.get()>{tr(|s| s.time.future)}</p>
    }
}
