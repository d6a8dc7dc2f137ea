//! Work for when the browser has nothing else to do.

use super::window;
use js_sys::Reflect;

/// Runs `f` once the browser has nothing else to do (`requestIdleCallback`; a second later
/// where that is missing, as in Safari).
pub fn when_idle(f: impl FnOnce() + 'static) {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    let Some(window) = window() else { return };
    let callback = Closure::once_into_js(f);
    if Reflect::has(&window, &"requestIdleCallback".into()).unwrap_or(false) {
        let _ = window.request_idle_callback(callback.unchecked_ref());
    } else {
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), 1000);
    }
}
