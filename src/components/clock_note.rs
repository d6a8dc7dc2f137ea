use crate::snowflake::FormResult;
use crate::strings::EN;
use crate::FormState;
use leptos::prelude::*;

/// Says when an empty timestamp was resolved to the current time, shows that instant, and
/// offers a button that goes back to (or refreshes) "now".
#[component]
pub fn ClockNote(state: FormState, result: Memo<FormResult>) -> impl IntoView {
    let resolved = move || {
        result.with(|r| match r {
            Ok(c) if c.timestamp_from_clock => Some(c.id.decompose().timestamp_ms()),
            _ => None,
        })
    };
    let use_now = move |_| {
        state.timestamp.set(String::new());
        state.touch_clock();
    };
    view! {
        <div class="clock">
            <p class="clock-note" id="clock-note" hidden=move || resolved().is_none()>
                {EN.now_used} " "
                <strong id="resolved-timestamp">{move || resolved().map(|ms| ms.to_string())}</strong>
                " " {EN.now_unit} " ("
                <time>{move || resolved().map(iso_utc)}</time>
                ")"
            </p>
            <button type="button" id="use-now" on:click=use_now>{EN.use_now}</button>
        </div>
    }
}

/// ISO 8601 in UTC from the browser's own `Date`, so no date crate ships in the wasm.
pub fn iso_utc(unix_ms: u64) -> String {
    // Every timestamp that reaches here is at most MAX_TIMESTAMP_MS (< 2^42), exact in an f64.
    String::from(js_sys::Date::new(&(unix_ms as f64).into()).to_iso_string())
}
