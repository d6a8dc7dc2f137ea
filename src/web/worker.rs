//! The service worker the release build writes (`sw.js`, scripts/release/offline.mjs), and
//! news that a newer build is on the server.

use super::window;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    RegistrationOptions, Response, ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerUpdateViaCache,
};

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

/// Calls `on_new_build` when a worker that does not keep this page's build takes over: a
/// newer build's. A worker taking over for the build this page runs (a first visit, or the
/// first load of a new build) is no news.
pub fn on_worker_of_another_build(on_new_build: impl Fn() + 'static) {
    let Some(container) = container() else { return };
    let on_new_build = std::rc::Rc::new(on_new_build);
    // A page no worker served: the first to take over is its own build's, installed now.
    let first_install = std::cell::Cell::new(container.controller().is_none());
    let changed = Closure::<dyn Fn()>::new(move || {
        if first_install.replace(false) {
            return;
        }
        let on_new_build = on_new_build.clone();
        wasm_bindgen_futures::spawn_local(async move {
            if build_kept().await == Some(false) {
                on_new_build();
            }
        });
    });
    container.set_oncontrollerchange(Some(changed.as_ref().unchecked_ref()));
    changed.forget();
}

/// Whether the worker now serving the page lists this page's own script (the first
/// `modulepreload`, named after its content) among the files it keeps; `None` when that
/// cannot be told (offline, say). The worker takes over before its activation has finished,
/// so its file list is read rather than its cache.
async fn build_kept() -> Option<bool> {
    let window = window()?;
    let link = super::document()?.query_selector("link[rel=modulepreload]").ok()??;
    let script = js_sys::Reflect::get(&link, &"href".into()).ok()?.as_string()?;
    let name = script.rsplit('/').next()?.to_string();
    let worker = container()?.controller()?.script_url();
    let response: Response = JsFuture::from(window.fetch_with_str(&worker)).await.ok()?.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    let listed = JsFuture::from(response.text().ok()?).await.ok()?.as_string()?;
    Some(listed.contains(&format!("\"{name}\"")))
}

/// Registers the worker for the page's folder. Where there is no worker, or the
/// registration is refused (a browser policy, a blocked or missing `sw.js`), calls `refused`.
pub fn register_worker(refused: impl FnOnce() + 'static) {
    let Some(container) = container() else { return refused() };
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
        if let Ok(registration) = found.dyn_into::<ServiceWorkerRegistration>()
            && let Ok(update) = registration.update()
        {
            let _ = JsFuture::from(update).await;
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
