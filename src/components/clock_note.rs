use crate::snowflake::iso_utc;
use crate::snowflake::FormResult;
use crate::state::{FormState, Source};
use crate::strings::tr;
use leptos::prelude::*;

/// Says when an empty timestamp was resolved to the current time, shows that instant, and
/// offers a button that goes back to (or refreshes) "now".
#[component]
pub fn ClockNote(state: FormState, form: Memo<FormResult>) -> impl IntoView {
    let resolved = move || {
        if state.source.get() != Source::Fields {
            return None;
        }
        form.with(|r| match r {
            Ok(c) if c.timestamp_from_clock => Some(c.id.decompose().timestamp_ms()),
            _ => None,
        })
    };
    view! {
        <div class="clock">
            <p class="clock-note" id="clock-note" hidden=move || resolved().is_none()>
                {tr(|s| s.now_used)} " "
                <strong id="resolved-timestamp">{move || resolved().map(|ms| ms.to_string())}</strong>
                " " {tr(|s| s.now_unit)} " ("
                <time>{move || resolved().map(iso_utc)}</time>
                ")"
            </p>
            <button type="button" id="use-now" on:click=move |_| state.use_now()>{tr(|s| s.use_now)}</button>
        </div>
    }
}
