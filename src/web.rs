//! The few browser facilities the app uses, each wrapped so that a missing or refusing API
//! gives `None` or an error value instead of a panic.

use crate::snowflake::{relative_time, MAX_TIMESTAMP_MS};
use js_sys::{Array, Date, Object, Reflect};
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;

fn date(unix_ms: u64) -> Date {
    // Timestamps reaching here are at most MAX_TIMESTAMP_MS (< 2^42): exact in an f64.
    Date::new(&(unix_ms.min(MAX_TIMESTAMP_MS) as f64).into())
}

fn options(pairs: &[(&str, JsValue)]) -> Object {
    let object = Object::new();
    for (key, value) in pairs {
        let _ = Reflect::set(&object, &(*key).into(), value);
    }
    object
}

/// ISO 8601 in UTC from the browser's own `Date`, so no date crate ships in the wasm.
pub fn iso_utc(unix_ms: u64) -> String {
    date(unix_ms).to_iso_string().into()
}

/// The instant in the visitor's time zone, with the zone's name, in `locale`.
pub fn local_time(unix_ms: u64, locale: &str) -> String {
    let opts = options(&[
        ("dateStyle", "full".into()),
        ("timeStyle", "long".into()),
    ]);
    let mut text: String = date(unix_ms).to_locale_string(locale, &opts).into();
    if let Some(zone) = time_zone().filter(|zone| !text.contains(zone.as_str())) {
        text = format!("{text} ({zone})");
    }
    text
}

/// The IANA name of the visitor's time zone, such as `Europe/Berlin`.
fn time_zone() -> Option<String> {
    let format = js_sys::Intl::DateTimeFormat::new(&Array::new(), &Object::new());
    Reflect::get(&format.resolved_options(), &"timeZone".into()).ok()?.as_string()
}

/// "3 years ago", "in 54 years", worded by `Intl.RelativeTimeFormat` in `locale`.
pub fn relative(unix_ms: u64, now_ms: f64, locale: &str) -> String {
    let (count, unit) = relative_time(now_ms as i64, unix_ms as i64);
    let locales = Array::of1(&locale.into());
    let format = js_sys::Intl::RelativeTimeFormat::new(&locales, &options(&[("numeric", "auto".into())]));
    format.format(count as f64, unit.name()).into()
}

/// Writes `text` to the clipboard; `Err` when the browser refuses (no permission, no API).
pub async fn copy_text(text: &str) -> Result<(), JsValue> {
    let navigator = web_sys::window().ok_or(JsValue::NULL)?.navigator();
    let clipboard = Reflect::get(&navigator, &"clipboard".into())?;
    if clipboard.is_undefined() {
        return Err(JsValue::NULL);
    }
    JsFuture::from(navigator.clipboard().write_text(text)).await.map(|_| ())
}

/// The page's current query parameter `name`, if present.
pub fn query_param(name: &str) -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    web_sys::UrlSearchParams::new_with_str(&search).ok()?.get(name)
}

/// Replaces this app's parameters in the address bar without a history entry, keeping
/// any other parameters (language, embed) as they are.
pub fn replace_query(own_keys: &[&str], pairs: &[(&str, String)]) {
    let Some(window) = web_sys::window() else { return };
    let location = window.location();
    let (Ok(search), Ok(path)) = (location.search(), location.pathname()) else { return };
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(&search) else { return };
    for key in own_keys {
        params.delete(key);
    }
    for (key, value) in pairs {
        params.append(key, value);
    }
    let query = String::from(params.to_string());
    let url = if query.is_empty() { path } else { format!("{path}?{query}") };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}

/// The address of the page as it is now, for the share link.
pub fn current_url() -> Option<String> {
    web_sys::window()?.location().href().ok()
}
