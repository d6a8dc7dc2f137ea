//! Work for later: when the browser has nothing else to do, just after the next paint, or in
//! the next frame.

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
    // Called from work [`in_the_next_frame`] runs, the frame about to be painted is the next
    // one: a frame callback asked for now would wait for the frame after it.
    if IN_FRAME.get() {
        return in_a_new_task(f);
    }
    // A frame callback runs in the same task as the style and layout that follow it: the
    // work waits for a task after that.
    let later = Closure::once_into_js(move || in_a_new_task(f));
    let _ = window.request_animation_frame(later.unchecked_ref());
}

thread_local! {
    /// Whether the page is in a frame's task whose callbacks ran work [`in_the_next_frame`]
    /// took in: from that callback until the first task after the frame, whatever effects the
    /// work woke and however late in the frame's callbacks they run.
    static IN_FRAME: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` in the next frame's callbacks, before its style and layout, so that what it changes
/// is painted in that frame; at once where no frame is coming (no window, a hidden page).
///
/// For the page's answer to a slow paste: the paste's own task is the browser's (reading the
/// clipboard, replacing the text), and the answer and its layout in that task made it the
/// longest of the gesture. The answer is painted in the same frame either way.
pub fn in_the_next_frame(f: impl FnOnce() + 'static) {
    let Some(window) = window().filter(|_| super::document().is_some_and(|d| !d.hidden())) else { return f() };
    let run = Closure::once_into_js(move || {
        if !IN_FRAME.replace(true) {
            // Queued first, so it runs before any work queued behind this frame's paint. (An
            // input handled between the frame and this task would find the flag still set,
            // and its work behind the paint would come a task early: harmless, and rare.)
            in_a_new_task(|| IN_FRAME.set(false));
        }
        f();
    });
    let _ = window.request_animation_frame(run.unchecked_ref());
}

/// `source`, a paint behind: its value once the frame that shows `source`'s change has been
/// painted, for outputs below the first screen. A run of changes before that paint is written
/// once, with the latest value. Searching the page or a screen reader meets it current: nobody
/// reaches it within a frame.
pub fn a_paint_behind<T: Clone + PartialEq + Send + Sync + 'static>(
    source: leptos::prelude::Signal<T>,
) -> leptos::prelude::Signal<T> {
    use leptos::prelude::*;
    let behind = RwSignal::new(source.get_untracked());
    let due = StoredValue::new(false);
    Effect::new(move |_| {
        source.track();
        if UNWATCHED.get() {
            // Nobody waits for this change's first paint: one frame shows all of it.
            if let Some(now) = source.try_get_untracked()
                && behind.try_with_untracked(|b| *b != now) == Some(true)
            {
                behind.set(now);
            }
        } else if !due.get_value() {
            due.set_value(true);
            behind_the_next_paint(move || {
                // try_: the page may have gone (a test's unmount) since the change; `None` is
                // a value set.
                if due.try_set_value(false).is_none()
                    && let Some(now) = source.try_get_untracked()
                    && behind.try_with_untracked(|b| *b != now) == Some(true)
                {
                    behind.try_set(now);
                }
            });
        }
    });
    behind.into()
}

thread_local! {
    /// Whether the changes made now are [`unwatched`], until the task after them.
    static UNWATCHED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f`, a change that no person made and nobody waits to see (the clock's tick): what
/// follows its signals [a paint behind](a_paint_behind) follows them at once instead, so the
/// change is laid out and painted in one frame, not two. Its effects run in microtasks after
/// `f`, so the mark lasts until the next task.
pub fn unwatched(f: &dyn Fn()) {
    if !UNWATCHED.replace(true) {
        in_a_new_task(|| UNWATCHED.set(false));
    }
    f();
}

thread_local! {
    /// The work waiting for the next paint to be behind it, in the order it came.
    static BEHIND: std::cell::RefCell<Vec<Box<dyn FnOnce()>>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Runs `f` just after the next frame is painted, as [`after_next_paint`] does, for work on
/// what nobody sees at once, so it never holds up what a person sees next. All that comes
/// before that paint runs in one task, in order.
pub fn behind_the_next_paint(f: impl FnOnce() + 'static) {
    let first = BEHIND.with(|queue| {
        let mut queue = queue.borrow_mut();
        queue.push(Box::new(f));
        queue.len() == 1
    });
    if first {
        after_next_paint(run_behind);
    }
}

/// Runs the work queued by [`behind_the_next_paint`], and what it queues meanwhile.
fn run_behind() {
    loop {
        let work = BEHIND.with(|queue| std::mem::take(&mut *queue.borrow_mut()));
        if work.is_empty() {
            return;
        }
        for f in work {
            f();
        }
    }
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
