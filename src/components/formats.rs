use super::{CopyButton, IdWaiting, Prose};
use crate::snowflake::SnowflakeId;
use crate::strings::{tr, use_strings};
use leptos::prelude::*;

/// The ID in decimal, hex and binary, each with a copy button, and the share link.
#[component]
pub fn Formats(id: Signal<Option<SnowflakeId>>, share_link: Signal<Option<String>>) -> impl IntoView {
    let t = use_strings();
    // While the ID shown is only the last one (an input is being typed), it is not copied.
    let waiting = use_context::<IdWaiting>().map(|w| w.0);
    let copyable = move |value: Signal<Option<String>>| {
        Signal::derive(move || value.with(Option::is_some) && !waiting.is_some_and(|w| w.get()))
    };
    let decimal = Signal::derive(move || id.get().map(|id| id.to_string()));
    let hex = Signal::derive(move || id.get().map(SnowflakeId::to_hex));
    let binary = Signal::derive(move || id.get().map(SnowflakeId::to_binary));
    let row = move |index: usize, ids: [&'static str; 2], value: Signal<Option<String>>| {
        let aria = Signal::derive(move || t().copy_names[index]);
        view! {
            <tr>
                <th scope="row">{move || t().format_names[index]}</th>
                // Focusable, so a form too long for a narrow screen can be scrolled by keyboard.
                <td><code id=ids[0] tabindex="0">{move || value.get()}</code></td>
                <td><CopyButton id=ids[1] label=Signal::derive(tr(|s| s.copy)) aria_label=aria text=value enabled=copyable(value) /></td>
            </tr>
        }
    };
    view! {
        <table class="formats">
            <tbody>
                {row(0, ["format-decimal", "copy-decimal"], decimal)}
                {row(1, ["format-hex", "copy-hex"], hex)}
                {row(2, ["format-binary", "copy-binary"], binary)}
            </tbody>
        </table>
        <p class="share"><CopyButton id="copy-link" label=Signal::derive(tr(|s| s.copy_link)) text=share_link enabled=true /></p>
        <p class="precision-note"><Prose text=Signal::derive(move || t().precision_note()) /></p>
    }
}
