//! Work for later: when the browser has nothing else to do, or just after the next paint.

use super::window;
use js_sys::Reflect;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// Runs `f` once the browser has nothing else to do (`requestIdleCallback`; a second later
/// where that is missing, as in Safari).
pub fn when_idle(f: impl FnOnce() + 'static) {
    let Some(window) = window() else { return };
    let callback = Closure::once_into_js(f);
    if Reflect::has(&window, &"requestIdleCallback".into()).unwrap_or(false) {
        let _ = window.request_idle_callback(callback.unchecked_ref());
    } else {
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), 1000);
    }
}

/// Runs `f` just after the next frame is painted: after the first answer, when called
/// before the first render.
pub fn after_next_paint(f: impl FnOnce() + 'static) {
    let Some(window) = window() else { return };
    let later = Closure::once_into_js(move || {
        if let Some(window) = super::window() {
            let _ = window.set_timeout_with_callback(Closure::once_into_js(f).unchecked_ref());
        }
    });
    let _ = window.request_animation_frame(later.unchecked_ref());
}

/// Runs `f` in a task of its own, queued behind what is already waiting (a `setTimeout` of 0):
/// input, rendering and earlier tasks go first. Runs it at once where there is no window.
pub fn in_a_new_task(f: impl FnOnce() + 'static) {
    match window() {
        Some(window) => {
            let _ = window.set_timeout_with_callback(Closure::once_into_js(f).unchecked_ref());
        }
        None => f(),
    }
}
