//! Four text inputs, one memo, one output: the composer's core job in Leptos and nothing else.
use leptos::prelude::*;

const EPOCH_MS: u64 = 1_288_834_974_657;

fn number(text: &str, max: u64) -> Option<u64> {
    text.trim().parse().ok().filter(|v| *v <= max)
}

#[component]
fn App() -> impl IntoView {
    let timestamp = RwSignal::new(String::new());
    let datacenter = RwSignal::new("0".to_string());
    let machine = RwSignal::new("0".to_string());
    let sequence = RwSignal::new("0".to_string());
    let id = Memo::new(move |_| {
        let t = match timestamp.with(|t| t.trim().is_empty()) {
            true => js_sys::Date::now() as u64,
            false => number(&timestamp.get(), u64::MAX)?,
        };
        let delta = t.checked_sub(EPOCH_MS).filter(|d| *d < 1 << 41)?;
        let (d, m, s) = (number(&datacenter.get(), 31)?, number(&machine.get(), 31)?, number(&sequence.get(), 4095)?);
        Some((delta << 22) | (d << 17) | (m << 12) | s)
    });
    let field = move |id: &'static str, value: RwSignal<String>| {
        view! {
            <label for=id>{id}</label>
            <input id=id type="text" prop:value=move || value.get() on:input=move |ev| value.set(event_target_value(&ev)) />
        }
    };
    view! {
        {field("timestamp", timestamp)}
        {field("datacenter", datacenter)}
        {field("machine", machine)}
        {field("sequence", sequence)}
        <label for="snowflake-id">"Snowflake ID"</label>
        <input id="snowflake-id" type="text" readonly prop:value=move || id.get().map(|v| v.to_string()).unwrap_or_default() />
    }
}

fn main() {
    mount_to_body(App);
}
