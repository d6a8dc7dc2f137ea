//! The service worker the release build writes (`sw.js`, scripts/release/offline.mjs), and
//! news that a newer build is on the server.

use super::window;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{RegistrationOptions, ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerUpdateViaCache};

/// The worker's file, in the page's own folder: its scope is that folder, wherever it is hosted.
const WORKER: &str = "./sw.js";
/// What the chunk loader sends when a chunk answers 404 (scripts/release/split.mjs).
const GONE_EVENT: &str = "snowflake-build-gone";

/// The browser's worker container; `None` where there is none (an old browser, or a page
/// not served from https or localhost, where `navigator.serviceWorker` is missing).
fn container() -> Option<ServiceWorkerContainer> {
    let navigator = window()?.navigator();
    js_sys::Reflect::get(&navigator, &"serviceWorker".into()).ok()?.dyn_into().ok()
}

/// Registers the worker for the page's folder, and calls `on_new_build` when a newer
/// build's worker takes over this open page. Where there is no worker, or the registration
/// is refused (a browser policy, a blocked or missing `sw.js`), calls `refused` instead.
pub fn register_worker(on_new_build: impl Fn() + 'static, refused: impl FnOnce() + 'static) {
    let Some(container) = container() else { return refused() };
    // A page a worker serves is of a known build: another worker taking over means a new
    // build. On a first visit the first worker takes over, and that is no news.
    let served = std::cell::Cell::new(container.controller().is_some());
    let changed = Closure::<dyn Fn()>::new(move || {
        if served.replace(true) {
            on_new_build();
        }
    });
    container.set_oncontrollerchange(Some(changed.as_ref().unchecked_ref()));
    changed.forget();
    let options = RegistrationOptions::new();
    options.set_scope("./");
    // The worker's file is always asked of the server, whatever its caching headers say.
    options.set_update_via_cache(ServiceWorkerUpdateViaCache::None);
    let registered = container.register_with_options(WORKER, &options);
    wasm_bindgen_futures::spawn_local(async move {
        match JsFuture::from(registered).await {
            Ok(registration) if registration.is_instance_of::<ServiceWorkerRegistration>() => {}
            _ => refused(),
        }
    });
    // A page left open for days looks for a new build when it is shown again.
    if let Some(document) = super::document() {
        let shown = Closure::<dyn Fn()>::new(move || {
            if super::document().is_some_and(|d| d.visibility_state() == web_sys::VisibilityState::Visible) {
                look_for_new_build();
            }
        });
        let _ = document.add_event_listener_with_callback("visibilitychange", shown.as_ref().unchecked_ref());
        shown.forget();
    }
}

/// Asks the server whether the worker changed; a new one installs and takes over.
fn look_for_new_build() {
    let Some(container) = container() else { return };
    let registration = container.get_registration();
    wasm_bindgen_futures::spawn_local(async move {
        let Ok(found) = JsFuture::from(registration).await else { return };
        if let Ok(registration) = found.dyn_into::<ServiceWorkerRegistration>() {
            if let Ok(update) = registration.update() {
                let _ = JsFuture::from(update).await;
            }
        }
    });
}

/// Calls `on_gone` when a chunk of this build answers 404: a newer build replaced it on the
/// server. Its worker, if any, is looked for at once.
pub fn on_build_gone(on_gone: impl Fn() + 'static) {
    let Some(window) = window() else { return };
    let gone = Closure::<dyn Fn()>::new(move || {
        on_gone();
        look_for_new_build();
    });
    let _ = window.add_event_listener_with_callback(GONE_EVENT, gone.as_ref().unchecked_ref());
    gone.forget();
}

/// Loads the page again from its address: the server's newest build.
pub fn reload() {
    if let Some(window) = window() {
        let _ = window.location().reload();
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
