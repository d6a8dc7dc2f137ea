//! Dates in the visitor's locale and time zone, through `Intl` and `Date`.

use super::{options, window};
use crate::snowflake::{relative_time, CivilTime, Zone, MAX_TIMESTAMP_MS};
use js_sys::{Array, Date, Reflect};
use wasm_bindgen::JsValue;

fn date(unix_ms: u64) -> Date {
    // Timestamps reaching here are at most MAX_TIMESTAMP_MS (< 2^42): exact in an f64.
    Date::new(&(unix_ms.min(MAX_TIMESTAMP_MS) as f64).into())
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
            // Medium, not full: with the zone's name after it, one line on a phone.
            &options(&[("dateStyle", "medium".into()), ("timeStyle", "medium".into())]),
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

/// The visitor's time zone by its IANA name (`Asia/Seoul`), as `Intl` resolves it.
pub fn local_zone_name(locale: &'static str) -> Option<String> {
    formatters(locale).zone.clone()
}

/// "3 years ago", "in 54 years", worded by `Intl.RelativeTimeFormat` in `locale`.
pub fn relative(unix_ms: u64, now_ms: f64, locale: &'static str) -> String {
    let (count, unit) = relative_time(now_ms as i64, unix_ms as i64);
    formatters(locale).relative.format(count as f64, unit.name()).into()
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

/// The browser's preferred languages, most wanted first.
pub fn preferred_languages() -> Vec<String> {
    let Some(window) = window() else { return Vec::new() };
    window.navigator().languages().iter().filter_map(|tag| tag.as_string()).collect()
}

/// The browser's time zone, as JavaScript's `new Date(y, m − 1, d, h, min, s, ms)` reads a
/// wall time: the browser settles DST gaps and overlaps, as docs/input-rules.md says.
pub struct BrowserZone;

impl Zone for BrowserZone {
    fn unix_ms(&self, t: &CivilTime) -> f64 {
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
