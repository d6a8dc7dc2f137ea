use crate::snowflake::SnowflakeId;
use crate::strings::EN;
use leptos::prelude::*;

/// The decimal ID as plain digits (nothing else, so it selects and copies cleanly), with its
/// hex form beside it. Empty while any field is invalid: nothing stale is shown.
#[component]
pub fn IdOutput(id: Signal<Option<SnowflakeId>>) -> impl IntoView {
    view! {
        <div class="id-row">
            <span class="id-label" id="snowflake-id-label">{EN.id_label}</span>
            <output id="snowflake-id" aria-labelledby="snowflake-id-label" aria-live="polite">
                {move || id.get().map(|id| id.to_string())}
            </output>
            <code class="id-hex" id="snowflake-hex">{move || id.get().map(SnowflakeId::to_hex)}</code>
            <p class="id-invalid" hidden=move || id.get().is_some()>{EN.id_invalid}</p>
        </div>
    }
}
