//! Files handed to the visitor: text downloads and the diagram as a PNG.

use super::{document, window};

/// Offers `text` as a file download named `name`, through a Blob URL released right after.
pub fn download(name: &str, mime: &str, text: &str) {
    let Some(document) = document() else { return };
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
        let window = window()?;
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
    let window = window().ok_or(())?;
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
