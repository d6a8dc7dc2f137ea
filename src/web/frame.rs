//! Talking to the page that frames an embedded view: the height messages.

use super::{options, window};
use js_sys::Reflect;
use wasm_bindgen::JsValue;

/// Posts `{ type: message_type, height }` to the parent window whenever the body's height
/// changes, so a host page can size the iframe to its content. Reads nothing back.
pub fn report_height(message_type: &'static str) {
    use std::cell::Cell;
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;

    let Some(window) = window() else { return };
    let Some(body) = window.document().and_then(|d| d.body()) else { return };
    let last_height = Cell::new(f64::NAN);
    let observed = body.clone();
    let on_resize = Closure::<dyn FnMut()>::new(move || {
        let height = observed.get_bounding_client_rect().height().ceil();
        if height == last_height.get() {
            return;
        }
        last_height.set(height);
        let message = options(&[("type", message_type.into()), ("height", height.into())]);
        if let Ok(Some(parent)) = window.parent() {
            // Called through the parent's own postMessage: a host on another origin is a
            // cross-origin WindowProxy, on which this realm's Window.prototype methods throw.
            // That function belongs to the parent's realm, so `instanceof Function` is false here:
            // check callability, not the prototype chain.
            if let Ok(post) = Reflect::get(&parent, &"postMessage".into())
                && post.is_function()
            {
                let _ = post.unchecked_into::<js_sys::Function>().call2(&parent, &message, &"*".into());
            }
        }
    });
    if let Ok(observer) = web_sys::ResizeObserver::new(wasm_bindgen::JsCast::unchecked_ref(on_resize.as_ref())) {
        observer.observe(&body);
    }
    // The observer lives as long as the page does.
    on_resize.forget();
}

/// The height `frame` reports in a height message (see [`report_height`]), if `event` is
/// one and came from that frame: what the embed snippet's script does on a host page.
pub fn reported_height(
    event: &web_sys::MessageEvent,
    frame: &web_sys::HtmlIFrameElement,
    message_type: &str,
) -> Option<f64> {
    let (source, window) = (event.source()?, frame.content_window()?);
    if JsValue::from(source) != JsValue::from(window) {
        return None;
    }
    let data = event.data();
    let kind = Reflect::get(&data, &"type".into()).ok()?.as_string()?;
    let height = Reflect::get(&data, &"height".into()).ok()?.as_f64()?;
    (kind == message_type && (0.0..=100_000.0).contains(&height)).then_some(height)
}
