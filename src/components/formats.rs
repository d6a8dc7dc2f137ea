use super::CopyButton;
use crate::snowflake::SnowflakeId;
use crate::strings::EN;
use crate::web::current_url;
use leptos::prelude::*;

/// The ID in decimal, hex and binary, each with a copy button, and the share link.
#[component]
pub fn Formats(id: Signal<Option<SnowflakeId>>) -> impl IntoView {
    let decimal = Signal::derive(move || id.get().map(|id| id.to_string()));
    let hex = Signal::derive(move || id.get().map(SnowflakeId::to_hex));
    let binary = Signal::derive(move || id.get().map(SnowflakeId::to_binary));
    // Read at click time: the address bar already holds the current state.
    let link = Signal::derive(current_url);
    let row = move |name: &'static str, ids: [&'static str; 2], value: Signal<Option<String>>, aria: &'static str| {
        view! {
            <tr>
                <th scope="row">{name}</th>
                <td><code id=ids[0]>{move || value.get()}</code></td>
                <td><CopyButton id=ids[1] label=EN.copy aria_label=aria text=value /></td>
            </tr>
        }
    };
    view! {
        <table class="formats">
            <tbody>
                {row(EN.format_decimal, ["format-decimal", "copy-decimal"], decimal, "Copy decimal ID")}
                {row(EN.format_hex, ["format-hex", "copy-hex"], hex, "Copy hex ID")}
                {row(EN.format_binary, ["format-binary", "copy-binary"], binary, "Copy binary ID")}
            </tbody>
        </table>
        <p class="share"><CopyButton id="copy-link" label=EN.copy_link text=link /></p>
        <p class="precision-note">{EN.precision_note}</p>
    }
}
