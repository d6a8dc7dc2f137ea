use leptos::mount::{mount_to, mount_to_body};
use leptos::prelude::Owner;
use leptos::wasm_bindgen::JsCast;
use snowflake_composer::address::Lang;
use snowflake_composer::model::Page;
use snowflake_composer::{page_view, prepare, web};

/// The crash banner's wording in the document's language.
fn crash_text(code: &str) -> (&'static str, &'static str) {
    let strings = Lang::from_tag(code).unwrap_or(Lang::En).strings();
    (strings.status.crash, strings.status.reload)
}

/// Mounts the composer in place of the static placeholder in `index.html`, in three tasks, each
/// shorter on a phone than one task doing all three: the module's start-up (the end of its
/// compile, its instantiation), the page's model, then the first screen.
fn main() {
    web::show_errors_on_panic(crash_text);
    web::in_a_new_task(|| {
        // Effects are queued on Leptos' executor from the model's first line.
        let _ = any_spawner::Executor::init_wasm_bindgen();
        let owner = Owner::new();
        let page = owner.with(prepare);
        web::in_a_new_task(move || {
            owner.with(|| mount(page));
            // The page lives as long as the document: nothing unmounts it.
            std::mem::forget(owner);
        });
    });
}

fn mount(page: Page) {
    let placeholder = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("composer"));
    match placeholder {
        Some(root) => {
            root.set_text_content(None);
            mount_to(root.unchecked_into(), move || page_view(page)).forget();
        }
        None => mount_to_body(move || page_view(page)),
    }
}
