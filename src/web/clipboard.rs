//! Copying text out and pasting text in.

use super::window;
use js_sys::Reflect;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;

/// Writes `text` to the clipboard; `Err` when the browser refuses (no permission, no API).
pub async fn copy_text(text: &str) -> Result<(), JsValue> {
    let navigator = window().ok_or(JsValue::NULL)?.navigator();
    let clipboard = Reflect::get(&navigator, &"clipboard".into())?;
    if clipboard.is_undefined() {
        return Err(JsValue::NULL);
    }
    JsFuture::from(navigator.clipboard().write_text(text)).await.map(|_| ())
}

/// Applies a paste into a `<textarea>` by setting its value, instead of letting the browser
/// insert the text as an edit: for a long list the browser's edit is one long task, setting
/// the value a short one (benches/README.md). Replaces the selection and puts the caret after the pasted
/// text, as a paste does (the browser's undo history does not record it). Returns the new
/// value, or `None` (and the browser pastes as usual) if there is no text to take.
pub fn paste_as_value(event: &web_sys::ClipboardEvent) -> Option<String> {
    use wasm_bindgen::JsCast;
    let pasted = event.clipboard_data()?.get_data("text").ok()?;
    let area: web_sys::HtmlTextAreaElement = event.target()?.dyn_into().ok()?;
    let value = area.value();
    // Selection offsets count UTF-16 units; find the byte offsets they stand for.
    let byte_at = |units: u32| {
        let mut count = 0;
        value
            .char_indices()
            .find(|(_, c)| {
                let found = count >= units;
                count += c.len_utf16() as u32;
                found
            })
            .map_or(value.len(), |(i, _)| i)
    };
    let start = byte_at(area.selection_start().ok()??);
    let end = byte_at(area.selection_end().ok()??).max(start);
    let text = format!("{}{pasted}{}", value.get(..start)?, value.get(end..)?);
    event.prevent_default();
    area.set_value(&text);
    let caret = value.get(..start)?.encode_utf16().count() as u32 + pasted.encode_utf16().count() as u32;
    let _ = area.set_selection_range(caret, caret);
    Some(text)
}
