//! The document itself: its language and title, the embedded look, focus, scrolling and
//! disclosure state.

use super::{document, window};

/// Sets `<html lang>`, the title and the meta description, for the chosen language.
pub fn set_document_language(code: &str, title: &str, description: &str) {
    let Some(document) = document() else { return };
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
    if let Some(html) = document().and_then(|d| d.document_element()) {
        let _ = html.class_list().add_1("embed");
    }
}

/// Scrolls just enough to bring the element `id` wholly into view below `keep` while `keep`
/// stays in view too: with a phone's keyboard up, the field being typed and the ID box.
pub fn reveal_with(id: &str, keep: &web_sys::Element) {
    let Some(window) = window() else { return };
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

/// Calls [`reveal_with`] again whenever the visual viewport changes size (a phone's keyboard
/// opens after the focus moves) while the focus is inside the element matching `within`, for
/// as long as the calling view lives.
pub fn reveal_on_resize(id: &'static str, within: &'static str) {
    let Some(window) = window() else { return };
    let Some(visual) = window.visual_viewport() else { return };
    let on_resize = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || {
        let active = document().and_then(|d| d.active_element());
        if let Some(active) = active.filter(|a| a.closest(within).ok().flatten().is_some()) {
            reveal_with(id, &active);
        }
    });
    let listener: &js_sys::Function = wasm_bindgen::JsCast::unchecked_ref(on_resize.as_ref());
    if visual.add_event_listener_with_callback("resize", listener).is_ok() {
        // The view that asked goes away (a test's unmount, a compact embed rebuilt): so does
        // its listener, and the closure with it.
        let on_resize = send_wrapper::SendWrapper::new(on_resize);
        leptos::prelude::on_cleanup(move || {
            let _ = visual.remove_event_listener_with_callback("resize", wasm_bindgen::JsCast::unchecked_ref(on_resize.as_ref()));
        });
    }
}

/// Whether `element` has the keyboard focus.
pub fn has_focus(element: &web_sys::Element) -> bool {
    let active = document().and_then(|d| d.active_element());
    active.is_some_and(|active| &active == element)
}

/// Whether the `<details>` that fired a `toggle` event is now open.
pub fn details_open(event: &web_sys::Event) -> bool {
    event
        .target()
        .and_then(|t| js_sys::Reflect::get(&t, &"open".into()).ok())
        .and_then(|o| o.as_bool())
        .unwrap_or(false)
}

/// Says on the page that the whole app is in (`<html data-mounted>`): until then the CSS
/// keeps the space below the first screen, and tests wait for it.
pub fn mark_mounted() {
    if let Some(html) = document().and_then(|d| d.document_element()) {
        let _ = html.set_attribute("data-mounted", "");
    }
}

/// The element the address's fragment names, if the page has it.
fn fragment_target() -> Option<web_sys::Element> {
    let hash = window()?.location().hash().ok()?;
    let id = hash.strip_prefix('#').filter(|id| !id.is_empty())?;
    document()?.get_element_by_id(id)
}

/// Scrolls to the element the address's fragment names if it matches `selector`: one that was
/// not on the page when the browser looked for it.
pub fn scroll_to_fragment_in(selector: &str) {
    if let Some(target) = fragment_target().filter(|t| t.matches(selector).unwrap_or(false)) {
        target.scroll_into_view();
    }
}

/// Opens the question of the explanation that the address's fragment names and scrolls to it:
/// a link to an answer, shared or on the page, lands on the answer, not on a closed summary.
/// Called once the explanation is laid out, so the scroll lands where the answer is.
pub fn open_fragment_answer() {
    let answer = |t: &web_sys::Element| {
        t.tag_name().eq_ignore_ascii_case("details") && t.closest(".explain").ok().flatten().is_some()
    };
    let Some(target) = fragment_target().filter(answer) else { return };
    let _ = target.set_attribute("open", "");
    target.scroll_into_view();
    // The explanation is laid out only as it comes near (`content-visibility: auto`): its real
    // height arrives with the frame after the jump, which moves the answer. Once more then.
    let again = target.clone();
    super::after_next_paint(move || again.scroll_into_view());
    // Out of the address once open: the same link followed again, after the answer was
    // closed, then changes the fragment and opens it again.
    super::drop_fragment(&target.id());
}
