use super::{CopyButton, IdWaiting, Prose};
use crate::snowflake::SnowflakeId;
use crate::strings::{tr, use_strings, Pick};
use leptos::prelude::*;

/// The ID in decimal, hex and binary, each with a copy button.
#[component]
pub fn Formats(id: Signal<Option<SnowflakeId>>) -> impl IntoView {
    let t = use_strings();
    let layout = super::use_layout();
    // While the ID shown is only the last one (an input is being typed), it is not copied.
    let waiting = use_context::<IdWaiting>().map(|w| w.0);
    let copyable = move |value: Signal<Option<String>>| {
        Signal::derive(move || value.with(Option::is_some) && !waiting.is_some_and(|w| w.get()))
    };
    let decimal = Signal::derive(move || id.get().map(|id| id.to_string()));
    let hex = Signal::derive(move || id.get().map(SnowflakeId::to_hex));
    let binary = Signal::derive(move || id.get().map(SnowflakeId::to_binary));
    // Shown with its bytes apart, so a narrow screen wraps it between bytes; copied whole.
    let binary_shown = Signal::derive(move || id.get().map(SnowflakeId::to_binary_bytes));
    let row = move |[name, copy_name]: [Pick; 2],
                    ids: [&'static str; 2],
                    value: Signal<Option<String>>,
                    shown: Signal<Option<String>>| {
        view! {
            <tr>
                <th scope="row">{tr(name)}</th>
                // Focusable, so a form too long for a narrow screen can be scrolled by keyboard.
                <td><code id=ids[0] tabindex="0">{move || shown.get()}</code></td>
                <td><CopyButton id=ids[1] label=Signal::derive(tr(|s| s.page.copy)) aria_label=Signal::derive(tr(copy_name)) text=value enabled=copyable(value) /></td>
            </tr>
        }
    };
    view! {
        <h2 id="formats-heading">{tr(|s| s.formats.heading)}</h2>
        <table class="formats" aria-labelledby="formats-heading">
            <tbody>
                {row([|s| s.formats.decimal, |s| s.formats.copy_decimal], ["format-decimal", "copy-decimal"], decimal, decimal)}
                {row([|s| s.formats.hex, |s| s.formats.copy_hex], ["format-hex", "copy-hex"], hex, hex)}
                {row([|s| s.formats.binary, |s| s.formats.copy_binary], ["format-binary", "copy-binary"], binary, binary_shown)}
            </tbody>
        </table>
        <p class="precision-note"><Prose text=Signal::derive(move || layout.with(|l| t().precision_note(l))) /></p>
    }
}
