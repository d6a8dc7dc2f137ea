//! Dates in the visitor's time zone, through `Date`, and the zone's name, through `Temporal`
//! or `Intl`.

use super::window;
use crate::snowflake::{wall_time, CivilTime, Zone};
use js_sys::{Array, Reflect};
use wasm_bindgen::JsValue;

thread_local! {
    static ZONE: std::cell::OnceCell<Option<String>> = const { std::cell::OnceCell::new() };
}

/// The visitor's time zone by its IANA name (`Asia/Seoul`), read once: from `Temporal` where
/// the browser has it, which costs nothing, or else from `Intl`, whose first formatter costs a
/// phone a long task while ICU loads (benches/README.md).
pub fn local_zone_name() -> Option<String> {
    ZONE.with(|zone| zone.get_or_init(|| temporal_zone_id().ok().or_else(intl_zone)).clone())
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// `Temporal.Now.timeZoneId()`; an error where the browser has no `Temporal`.
    #[wasm_bindgen(js_namespace = ["Temporal", "Now"], js_name = timeZoneId, catch)]
    fn temporal_zone_id() -> Result<String, JsValue>;
}

fn intl_zone() -> Option<String> {
    let format = js_sys::Intl::DateTimeFormat::new(&Array::new(), &js_sys::Object::new());
    Reflect::get(&format.resolved_options(), &"timeZone".into()).ok()?.as_string()
}

/// The instant in the visitor's time zone, `2024-08-15 13:52:40.657 (Asia/Seoul)`: the same
/// digits in every language, as the UTC line above it.
pub fn local_time(unix_ms: u64) -> String {
    // Timestamps reaching here are instants a browser's `Date` holds (< 2^53): exact in an f64. The
    // zone's offset at that instant (daylight saving included) turns UTC into the wall time,
    // written by the core's `wall_time`, before 1970 too (`date_time_local`, which the date
    // picker uses, is not in the main module).
    let ms = unix_ms.min(8_640_000_000_000_000);
    // `getTimezoneOffset` is minutes west of UTC.
    let offset_ms = -(js_sys::Date::new(&(ms as f64).into()).get_timezone_offset() * 60_000.0) as i64;
    let wall = wall_time(ms, offset_ms);
    match local_zone_name() {
        Some(zone) => format!("{wall} ({zone})"),
        None => wall,
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
