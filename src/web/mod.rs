//! The browser facilities the app uses, one file per kind, each wrapped so that a missing or
//! refusing API gives `None` or an error value instead of a panic.

mod address_bar;
mod clipboard;
mod document;
mod files;
mod frame;
mod idle;
mod intl;
mod panic;
mod worker;

pub use address_bar::{drop_fragment, on_hash, page_url, query_params, replace_query};
pub use clipboard::{copy_text, paste_as_value};
pub use document::{
    details_open, has_focus, mark_embedded, mark_mounted, open_fragment_answer, reveal_on_resize, reveal_with,
    scroll_to_fragment_in, set_document_language,
};
pub use files::{download, download_png, resolved_colours};
pub use frame::{report_height, reported_height};
pub use idle::{
    a_paint_behind, after_next_paint, unwatched, behind_the_next_paint, in_a_new_task, in_the_next_frame, next_paint, next_task,
    when_idle,
};
pub use intl::{date_time_local, local_time, local_zone_name, preferred_languages, BrowserZone};
pub use panic::{show_errors_on_panic, CrashText};
pub use worker::{on_build_gone, on_worker_of_another_build, register_worker, reload};

use js_sys::{Object, Reflect};
use wasm_bindgen::JsValue;

/// The browser window; none off the web (the build renders the first screen natively), so
/// every facility here turns into its "missing API" case there.
fn window() -> Option<web_sys::Window> {
    if cfg!(target_arch = "wasm32") {
        web_sys::window()
    } else {
        None
    }
}

/// The page's document, if there is one.
fn document() -> Option<web_sys::Document> {
    window()?.document()
}

fn options(pairs: &[(&str, JsValue)]) -> Object {
    let object = Object::new();
    for (key, value) in pairs {
        let _ = Reflect::set(&object, &(*key).into(), value);
    }
    object
}
