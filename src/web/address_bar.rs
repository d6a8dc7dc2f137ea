//! The address bar: reading the query, rewriting it in place, and the fragment.

use super::window;
use wasm_bindgen::JsValue;

/// The page's current query, read and parsed once: the returned lookup gives parameter
/// `name`'s first value, if present.
pub fn query_params() -> impl Fn(&str) -> Option<String> {
    let search = window().and_then(|window| window.location().search().ok());
    let params = search.and_then(|search| web_sys::UrlSearchParams::new_with_str(&search).ok());
    move |name| params.as_ref()?.get(name)
}

/// Replaces the parameters named in `own_keys` with `pairs` in the address bar, without a
/// history entry; parameters the page does not own stay as they are.
pub fn replace_query(own_keys: &[&str], pairs: &[(&str, String)]) {
    let Some(window) = window() else { return };
    let location = window.location();
    let (Ok(search), Ok(path)) = (location.search(), location.pathname()) else { return };
    // The fragment stays: it is where the reader is (`#composer`, `#range`), not state.
    let hash = location.hash().unwrap_or_default();
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(&search) else { return };
    for key in own_keys {
        params.delete(key);
    }
    for (key, value) in pairs {
        params.append(key, value);
    }
    let query = String::from(params.to_string());
    let url = if query.is_empty() { format!("{path}{hash}") } else { format!("{path}?{query}{hash}") };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}

/// This page's address with exactly `pairs` as its query (a pair with an empty value is
/// written as a bare key, as in `?embed`).
pub fn page_url(pairs: &[(&str, String)]) -> Option<String> {
    let location = window()?.location();
    let (origin, path) = (location.origin().ok()?, location.pathname().ok()?);
    let query: Vec<String> = pairs
        .iter()
        .filter_map(|(key, value)| {
            if value.is_empty() {
                return Some(key.to_string());
            }
            let one = web_sys::UrlSearchParams::new().ok()?;
            one.append(key, value);
            Some(String::from(one.to_string()))
        })
        .collect();
    Some(if query.is_empty() { format!("{origin}{path}") } else { format!("{origin}{path}?{}", query.join("&")) })
}

/// Takes `#fragment` out of the address bar, if it is there, without a history entry: a closed
/// tool's fragment would otherwise stay, and following its link again would change nothing.
pub fn drop_fragment(fragment: &str) {
    let Some(window) = window() else { return };
    let location = window.location();
    if location.hash().ok().as_deref().and_then(|h| h.strip_prefix('#')) != Some(fragment) {
        return;
    }
    let (Ok(path), Ok(search)) = (location.pathname(), location.search()) else { return };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&format!("{path}{search}")));
    }
}

/// Calls `on_hash` with the address's fragment (`#range`, or empty) now and on every change,
/// until the reactive owner it is called under is cleaned up (a tool's panel, unmounted),
/// or for the page's life where there is none.
pub fn on_hash(on_hash: impl Fn(&str) + 'static) {
    let read = || window().and_then(|window| window.location().hash().ok()).unwrap_or_default();
    on_hash(&read());
    let listener = leptos::prelude::window_event_listener(leptos::ev::hashchange, move |_| on_hash(&read()));
    leptos::prelude::on_cleanup(move || listener.remove());
}
