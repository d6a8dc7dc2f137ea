//! The crash banner: what a panic (which stops a wasm app) shows instead of a dead page.

use super::document;

/// The banner's sentence and its reload link's text, for the document's language code
/// (`<html lang>`, which the page keeps in step with its language).
pub type CrashText = fn(&str) -> (&'static str, &'static str);

/// Turns a panic (which kills a wasm app) into a visible message with a reload link, instead
/// of a page that silently stops answering. The same banner is shown by `static/boot.js`
/// when the app fails to load at all.
pub fn show_errors_on_panic(text: CrashText) {
    std::panic::set_hook(Box::new(move |info| {
        web_sys::console::error_1(&format!("snowflake composer stopped: {info}").into());
        show_fatal_error(text);
    }));
}

fn show_fatal_error(text: CrashText) {
    let Some(document) = document() else { return };
    if document.get_element_by_id("app-error").is_some() {
        return;
    }
    let code = document.document_element().and_then(|html| html.get_attribute("lang")).unwrap_or_default();
    let (crash, reload) = text(&code);
    let Ok(banner) = document.create_element("div") else { return };
    banner.set_id("app-error");
    let _ = banner.set_attribute("role", "alert");
    banner.set_text_content(Some(crash));
    if let Ok(link) = document.create_element("a") {
        // A plain link to this very address: reloading needs no script that might be broken.
        let href = web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default();
        let _ = link.set_attribute("href", &href);
        link.set_text_content(Some(reload));
        let _ = banner.append_child(&link);
    }
    if let Some(body) = document.body() {
        let _ = body.prepend_with_node_1(&banner);
    }
}
