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

/// `Intl` formatters for one locale, built once: constructing one costs far more than
/// formatting with it, and the time line is re-rendered on every keystroke.
struct Formatters {
    local: js_sys::Function,
    relative: js_sys::Intl::RelativeTimeFormat,
    zone: Option<String>,
}

thread_local! {
    static FORMATTERS: std::cell::RefCell<Vec<(&'static str, std::rc::Rc<Formatters>)>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn formatters(locale: &'static str) -> std::rc::Rc<Formatters> {
    FORMATTERS.with(|cache| {
        if let Some((_, found)) = cache.borrow().iter().find(|(l, _)| *l == locale) {
            return found.clone();
        }
        let locales = Array::of1(&locale.into());
        let local = js_sys::Intl::DateTimeFormat::new(
            &locales,
            &options(&[("dateStyle", "full".into()), ("timeStyle", "long".into())]),
        );
        let zone = Reflect::get(&local.resolved_options(), &"timeZone".into()).ok().and_then(|z| z.as_string());
        let made = std::rc::Rc::new(Formatters {
            local: local.format(),
            relative: js_sys::Intl::RelativeTimeFormat::new(&locales, &options(&[("numeric", "auto".into())])),
            zone,
        });
        cache.borrow_mut().push((locale, made.clone()));
        made
    })
}

/// The instant in the visitor's time zone, with the zone's name, in `locale`.
pub fn local_time(unix_ms: u64, locale: &'static str) -> String {
    let f = formatters(locale);
    let mut text = f.local.call1(&JsValue::NULL, &date(unix_ms)).ok().and_then(|t| t.as_string()).unwrap_or_default();
    if let Some(zone) = f.zone.as_deref().filter(|zone| !text.contains(zone)) {
        text = format!("{text} ({zone})");
    }
    text
}

/// "3 years ago", "in 54 years", worded by `Intl.RelativeTimeFormat` in `locale`.
pub fn relative(unix_ms: u64, now_ms: f64, locale: &'static str) -> String {
    let (count, unit) = relative_time(now_ms as i64, unix_ms as i64);
    formatters(locale).relative.format(count as f64, unit.name()).into()
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

/// This page's address with exactly `pairs` as its query (a pair with an empty value is
/// written as a bare key, as in `?embed`).
pub fn page_url(pairs: &[(&str, String)]) -> Option<String> {
    let location = web_sys::window()?.location();
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

/// Scrolls just enough to bring the element `id` wholly into view below `keep` while `keep`
/// stays in view too: with a phone's keyboard up, the field being typed and the ID box.
pub fn reveal_with(id: &str, keep: &web_sys::Element) {
    let Some(window) = web_sys::window() else { return };
    let Some(target) = window.document().and_then(|d| d.get_element_by_id(id)) else { return };
    // A phone's keyboard shrinks the visual viewport, not the layout one.
    let height = match window.visual_viewport() {
        Some(visual) => visual.offset_top() + visual.height(),
        None => window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0),
    };
    let (below, kept) = (target.get_bounding_client_rect().bottom() - height, keep.get_bounding_client_rect().top());
    // A few pixels to spare: scrolling lands on whole pixels.
    let by = (below + 4.0).ceil();
    if below > 0.0 && kept - by >= 0.0 {
        window.scroll_by_with_x_and_y(0.0, by);
    }
}

/// An instant as a `datetime-local` input's value, `YYYY-MM-DDTHH:MM:SS.mmm`, in this
/// device's zone or in UTC.
pub fn date_time_local(ms: u64, utc: bool) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    let parts = if utc {
        [
            d.get_utc_full_year(),
            d.get_utc_month() + 1,
            d.get_utc_date(),
            d.get_utc_hours(),
            d.get_utc_minutes(),
            d.get_utc_seconds(),
            d.get_utc_milliseconds(),
        ]
    } else {
        [
            d.get_full_year(),
            d.get_month() + 1,
            d.get_date(),
            d.get_hours(),
            d.get_minutes(),
            d.get_seconds(),
            d.get_milliseconds(),
        ]
    };
    let [y, mo, da, h, mi, s, ml] = parts;
    format!("{y:04}-{mo:02}-{da:02}T{h:02}:{mi:02}:{s:02}.{ml:03}")
}

/// Calls [`reveal_with`] again whenever the visual viewport changes size (a phone's keyboard
/// opens after the focus moves) while the focus is inside the element matching `within`.
pub fn reveal_on_resize(id: &'static str, within: &'static str) {
    let Some(window) = web_sys::window() else { return };
    let Some(visual) = window.visual_viewport() else { return };
    let on_resize = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || {
        let active = web_sys::window().and_then(|w| w.document()).and_then(|d| d.active_element());
        if let Some(active) = active.filter(|a| a.closest(within).ok().flatten().is_some()) {
            reveal_with(id, &active);
        }
    });
    if visual
        .add_event_listener_with_callback("resize", wasm_bindgen::JsCast::unchecked_ref(on_resize.as_ref()))
        .is_ok()
    {
        // Listens for the page's whole life, like the page itself.
        on_resize.forget();
    }
}

/// Whether `element` has the keyboard focus.
pub fn has_focus(element: &web_sys::Element) -> bool {
    let active = web_sys::window().and_then(|w| w.document()).and_then(|d| d.active_element());
    active.is_some_and(|active| &active == element)
}

/// The browser's preferred languages, most wanted first.
pub fn preferred_languages() -> Vec<String> {
    let Some(window) = web_sys::window() else { return Vec::new() };
    window.navigator().languages().iter().filter_map(|tag| tag.as_string()).collect()
}

/// Sets `<html lang>`, the title and the meta description, for the chosen language.
pub fn set_document_language(code: &str, title: &str, description: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    if let Some(html) = document.document_element() {
        let _ = html.set_attribute("lang", code);
    }
    document.set_title(title);
    if let Ok(Some(meta)) = document.query_selector("meta[name='description']") {
        let _ = meta.set_attribute("content", description);
    }
}

/// Marks the document as the embedded view (the CSS hides the page chrome).
pub fn mark_embedded() {
    if let Some(html) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = html.class_list().add_1("embed");
    }
}

/// Posts `{ type: message_type, height }` to the parent window whenever the body's height
/// changes, so a host page can size the iframe to its content. Reads nothing back.
pub fn report_height(message_type: &'static str) {
    use std::cell::Cell;
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;

    let Some(window) = web_sys::window() else { return };
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
            if let Ok(post) = Reflect::get(&parent, &"postMessage".into()) {
                if post.is_function() {
                    let _ = post.unchecked_into::<js_sys::Function>().call2(&parent, &message, &"*".into());
                }
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

/// Turns a panic (which kills a wasm app) into a visible message with a reload link, instead
/// of a page that silently stops answering. The same banner is shown by `static/boot.js`
/// when the app fails to load at all.
pub fn show_errors_on_panic() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("snowflake composer stopped: {info}").into());
        show_fatal_error();
    }));
}

fn show_fatal_error() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    if document.get_element_by_id("app-error").is_some() {
        return;
    }
    let code = document.document_element().and_then(|html| html.get_attribute("lang")).unwrap_or_default();
    let strings = crate::strings::Lang::from_tag(&code).unwrap_or(crate::strings::Lang::En).strings();
    let Ok(banner) = document.create_element("div") else { return };
    banner.set_id("app-error");
    let _ = banner.set_attribute("role", "alert");
    banner.set_text_content(Some(strings.crash));
    if let Ok(link) = document.create_element("a") {
        // A plain link to this very address: reloading needs no script that might be broken.
        let href = web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default();
        let _ = link.set_attribute("href", &href);
        link.set_text_content(Some(strings.reload));
        let _ = banner.append_child(&link);
    }
    if let Some(body) = document.body() {
        let _ = body.prepend_with_node_1(&banner);
    }
}

/// The browser's time zone, as JavaScript's `new Date(y, m − 1, d, h, min, s, ms)` reads a
/// wall time: the browser settles DST gaps and overlaps, as the README's input rules say.
pub struct BrowserZone;

impl crate::snowflake::Zone for BrowserZone {
    fn unix_ms(&self, t: &crate::snowflake::CivilTime) -> f64 {
        let (month, day) = (t.month as i32 - 1, t.day as i32);
        let date = js_sys::Date::new_with_year_month_day_hr_min_sec_milli(
            t.year as u32,
            month,
            day,
            t.hour as i32,
            t.minute as i32,
            t.second as i32,
            t.millisecond as i32,
        );
        // Date reads years 0–99 as 1900–1999; put the typed year back.
        if t.year < 100 {
            date.set_full_year_with_month_date(t.year as u32, month, day);
        }
        date.get_time()
    }
}

/// Calls `on_hash` with the address's fragment (`#range`, or empty) now and on every change.
pub fn on_hash(on_hash: impl Fn(&str) + 'static) {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    let Some(window) = web_sys::window() else { return };
    let read = {
        let window = window.clone();
        move || window.location().hash().unwrap_or_default()
    };
    on_hash(&read());
    let listener = Closure::<dyn Fn()>::new(move || on_hash(&read()));
    let _ = window.add_event_listener_with_callback("hashchange", listener.as_ref().unchecked_ref());
    listener.forget(); // lives as long as the page
}

/// Offers `text` as a file download named `name`, through a Blob URL released right after.
pub fn download(name: &str, mime: &str, text: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let bag = web_sys::BlobPropertyBag::new();
    bag.set_type(mime);
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &bag) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    download_url(&document, name, &url);
    // Released a moment later: revoking at once can cancel the download that just started.
    leptos::prelude::set_timeout(
        move || drop(web_sys::Url::revoke_object_url(&url)),
        std::time::Duration::from_secs(10),
    );
}

/// Saves what `url` points to as a file named `name`.
fn download_url(document: &web_sys::Document, name: &str, url: &str) {
    use wasm_bindgen::JsCast;
    if let Ok(link) = document.create_element("a") {
        let link: web_sys::HtmlAnchorElement = link.unchecked_into();
        link.set_href(url);
        link.set_download(name);
        link.click();
    }
}

/// The colours the style sheet gives each custom property (`--bg`, …) right now, as
/// `rgb(…)`: resolved on a hidden probe, since a property such as
/// `light-dark(#fff, #000)` only becomes a colour where it is used.
pub fn resolved_colours(properties: &[&str]) -> Vec<String> {
    use wasm_bindgen::JsCast;
    let resolve = || -> Option<Vec<String>> {
        let window = web_sys::window()?;
        let document = window.document()?;
        let body = document.body()?;
        let probe: web_sys::HtmlElement = document.create_element("span").ok()?.unchecked_into();
        probe.set_hidden(true);
        body.append_child(&probe).ok()?;
        let colours = properties
            .iter()
            .map(|property| {
                let _ = probe.style().set_property("color", &format!("var({property})"));
                window.get_computed_style(&probe).ok().flatten().and_then(|s| s.get_property_value("color").ok())
            })
            .collect::<Option<Vec<_>>>();
        probe.remove();
        colours
    };
    resolve().unwrap_or_default()
}

/// Draws an SVG document at `scale` times its `width`×`height` into a canvas and saves it
/// as a PNG named `name`. The SVG goes in as a `data:` image, which the policy allows and
/// which leaves the canvas readable. `Err` if the browser could not draw it.
pub async fn download_png(name: &str, svg: &str, width: u32, height: u32, scale: u32) -> Result<(), ()> {
    use wasm_bindgen::JsCast;
    let window = web_sys::window().ok_or(())?;
    let document = window.document().ok_or(())?;
    let image = web_sys::HtmlImageElement::new().map_err(drop)?;
    let source = format!("data:image/svg+xml;charset=utf-8,{}", String::from(js_sys::encode_uri_component(svg)));
    image.set_src(&source);
    wasm_bindgen_futures::JsFuture::from(image.decode()).await.map_err(drop)?;
    let canvas: web_sys::HtmlCanvasElement = document.create_element("canvas").map_err(drop)?.unchecked_into();
    let (width, height) = (width * scale, height * scale);
    canvas.set_width(width);
    canvas.set_height(height);
    let context: web_sys::CanvasRenderingContext2d =
        canvas.get_context("2d").ok().flatten().ok_or(())?.unchecked_into();
    context
        .draw_image_with_html_image_element_and_dw_and_dh(&image, 0.0, 0.0, f64::from(width), f64::from(height))
        .map_err(drop)?;
    let png = canvas.to_data_url_with_type("image/png").map_err(drop)?;
    download_url(&document, name, &png);
    Ok(())
}

/// Applies a paste into a `<textarea>` by setting its value, instead of letting the browser
/// insert the text as an edit: for a long list the browser's edit is one long task, setting
/// the value a short one (benches/README.md). Replaces the selection and puts the caret after the pasted
/// text, as a paste does (the browser's undo history does not record it). Returns the new
/// value, or `None` (and the browser pastes as usual) if there is no text to take.
pub fn paste_as_value(event: &web_sys::ClipboardEvent) -> Option<String> {
    use wasm_bindgen::JsCast;
    let pasted = event.clipboard_data()?.get_data("text").ok()?;
    let area: web_sys::HtmlTextAreaElement = event.target()?.dyn_into().ok()?;
    let value = area.value();
    // Selection offsets count UTF-16 units; find the byte offsets they stand for.
    let byte_at = |units: u32| {
        let mut count = 0;
        value
            .char_indices()
            .find(|(_, c)| {
                let found = count >= units;
                count += c.len_utf16() as u32;
                found
            })
            .map_or(value.len(), |(i, _)| i)
    };
    let start = byte_at(area.selection_start().ok()??);
    let end = byte_at(area.selection_end().ok()??).max(start);
    let text = format!("{}{pasted}{}", value.get(..start)?, value.get(end..)?);
    event.prevent_default();
    area.set_value(&text);
    let caret = value.get(..start)?.encode_utf16().count() as u32 + pasted.encode_utf16().count() as u32;
    let _ = area.set_selection_range(caret, caret);
    Some(text)
}

/// Whether the `<details>` that fired a `toggle` event is now open.
pub fn details_open(event: &web_sys::Event) -> bool {
    event
        .target()
        .and_then(|t| js_sys::Reflect::get(&t, &"open".into()).ok())
        .and_then(|o| o.as_bool())
        .unwrap_or(false)
}

/// Runs `f` once the browser has nothing else to do (`requestIdleCallback`; a second later
/// where that is missing, as in Safari).
pub fn when_idle(f: impl FnOnce() + 'static) {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    let Some(window) = web_sys::window() else { return };
    let callback = Closure::once_into_js(f);
    if Reflect::has(&window, &"requestIdleCallback".into()).unwrap_or(false) {
        let _ = window.request_idle_callback(callback.unchecked_ref());
    } else {
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), 1000);
    }
}
