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
    // A frame callback runs in the same task as the style and layout that follow it: the
    // work waits for a task after that.
    let later = Closure::once_into_js(move || in_a_new_task(f));
    let _ = window.request_animation_frame(later.unchecked_ref());
}

/// [`after_next_paint`], awaited.
pub async fn next_paint() {
    wait_for(|f| after_next_paint(f)).await
}

/// Gives the browser its turn: input waiting, a frame due and earlier tasks go first, then the
/// caller goes on in a task of its own (`scheduler.yield()` where the browser has it, which
/// keeps the caller ahead of other scripts' tasks; a `setTimeout` of 0 elsewhere). A resolved
/// promise or a frame callback would not: both run inside the current task.
pub async fn next_task() {
    let scheduler = window().and_then(|w| Reflect::get(&w, &"scheduler".into()).ok()).filter(|s| s.is_object());
    let yielded = scheduler.and_then(|scheduler| {
        let yield_now = Reflect::get(&scheduler, &"yield".into()).ok()?.dyn_into::<js_sys::Function>().ok()?;
        yield_now.call0(&scheduler).ok()
    });
    match yielded {
        Some(promise) => {
            let _ = wasm_bindgen_futures::JsFuture::from(js_sys::Promise::resolve(&promise)).await;
        }
        None => wait_for(|f| in_a_new_task(f)).await,
    }
}

/// A future that is ready once `schedule` has run the callback it was given.
async fn wait_for(schedule: fn(Box<dyn FnOnce()>)) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        schedule(Box::new(move || {
            let _ = resolve.call0(&wasm_bindgen::JsValue::UNDEFINED);
        }))
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
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
