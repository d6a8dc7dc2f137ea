use leptos::mount::{mount_to, mount_to_body};
use leptos::wasm_bindgen::JsCast;
use snowflake_composer::address::Lang;
use snowflake_composer::App;

/// The crash banner's wording in the document's language.
fn crash_text(code: &str) -> (&'static str, &'static str) {
    let strings = Lang::from_tag(code).unwrap_or(Lang::En).strings();
    (strings.status.crash, strings.status.reload)
}

/// Mounts the composer in place of the static placeholder in `index.html`.
fn main() {
    snowflake_composer::web::show_errors_on_panic(crash_text);
    // The mount in a task of its own: the module's start-up (the end of its compile, its
    // instantiation) is already one long task, and the mount would add to it.
    snowflake_composer::web::in_a_new_task(mount);
}

fn mount() {
    let placeholder = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("composer"));
    match placeholder {
        Some(root) => {
            root.set_text_content(None);
            mount_to(root.unchecked_into(), App).forget();
        }
        None => mount_to_body(App),
    }
}
