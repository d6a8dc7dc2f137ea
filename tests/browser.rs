//! Component tests in headless Chromium: mount the app, type as a person would (set the value,
//! fire `input`), wait for Leptos to flush, then read the DOM.
#![cfg(target_arch = "wasm32")]

use leptos::mount::mount_to;
use leptos::prelude::*;
use leptos::task::tick;
use leptos::wasm_bindgen::JsCast;
use snowflake_composer::App;
use wasm_bindgen_test::*;
use web_sys::{Element, Event, EventInit, HtmlElement, HtmlInputElement};

wasm_bindgen_test_configure!(run_in_browser);

const EPOCH: u64 = 1_288_834_974_657;

/// A freshly mounted app in its own container; queries stay inside it.
struct Mounted {
    root: HtmlElement,
    _handle: leptos::mount::UnmountHandle<leptos::tachys::view::any_view::AnyViewState>,
}

fn mount() -> Mounted {
    let document = web_sys::window().unwrap().document().unwrap();
    let root: HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&root).unwrap();
    let handle = mount_to(root.clone(), || App().into_any());
    Mounted { root, _handle: handle }
}

impl Mounted {
    fn find(&self, selector: &str) -> Element {
        self.root.query_selector(selector).unwrap().unwrap_or_else(|| panic!("no {selector}"))
    }
    fn text(&self, selector: &str) -> String {
        self.find(selector).text_content().unwrap_or_default()
    }
    fn digits(&self, selector: &str) -> String {
        self.text(selector).chars().filter(|c| !c.is_whitespace()).collect()
    }
    fn input(&self, id: &str) -> HtmlInputElement {
        self.find(&format!("#{id}")).unchecked_into()
    }
    async fn type_into(&self, id: &str, value: &str) {
        let input = self.input(id);
        input.set_value(value);
        let init = EventInit::new();
        init.set_bubbles(true);
        input.dispatch_event(&Event::new_with_event_init_dict("input", &init).unwrap()).unwrap();
        flush().await;
    }
    async fn fill(&self, t: &str, d: &str, m: &str, s: &str) {
        for (id, value) in [("timestamp", t), ("datacenter", d), ("machine", m), ("sequence", s)] {
            self.type_into(id, value).await;
        }
    }
    fn block(&self, name: &str) -> String {
        self.digits(&format!("#bits [data-field='{name}']"))
    }
}

impl Drop for Mounted {
    fn drop(&mut self) {
        self.root.remove();
    }
}

/// Lets Leptos run every effect the last event scheduled. One `tick` settles text and
/// attributes, but a `prop:value` written back by a click can land a microtask later.
async fn flush() {
    tick().await;
    tick().await;
}

fn bits(value: u64, width: usize) -> String {
    format!("{value:0width$b}")
}

#[wasm_bindgen_test]
async fn first_load_shows_an_id_for_now() {
    let before = js_sys::Date::now() as u64;
    let app = mount();
    flush().await;
    let resolved: u64 = app.text("#resolved-timestamp").parse().expect("resolved ms shown");
    assert!(resolved >= before && resolved <= js_sys::Date::now() as u64 + 1, "{resolved} not now");
    assert!(!app.find("#clock-note").has_attribute("hidden"));
    // datacenter, machine and sequence start at 0, so the ID is the delta shifted into place.
    assert_eq!(app.text("#snowflake-id"), ((resolved - EPOCH) << 22).to_string());
    assert_eq!(app.block("datacenter"), "00000");
}

#[wasm_bindgen_test]
async fn typing_the_seed_example_shows_id_blocks_and_calculation() {
    let app = mount();
    app.fill("1288834975657", "1", "1", "0").await;
    assert_eq!(app.text("#snowflake-id"), "4194439168");
    assert_eq!(app.block("sign"), "0");
    assert_eq!(app.block("timestamp"), bits(1000, 41));
    assert_eq!(app.block("datacenter"), "00001");
    assert_eq!(app.block("machine"), "00001");
    assert_eq!(app.block("sequence"), "0".repeat(12));
    assert!(app.find("#clock-note").has_attribute("hidden"));
    let step1 = app.text("[data-step='1']");
    assert!(step1.contains("1,288,834,975,657") && step1.ends_with("= 1,000"), "{step1}");
    let step2 = app.text("[data-step='2']");
    for part in ["1,000 << 22", "= 4,194,304,000", "1 << 17", "= 131,072", "1 << 12", "= 4,096"] {
        assert!(step2.contains(part), "{part} not in {step2}");
    }
    assert!(app.text("[data-step='3']").ends_with("= 4,194,439,168"));
}

#[wasm_bindgen_test]
async fn an_id_above_2_pow_53_keeps_every_digit() {
    let app = mount();
    app.fill("1719000000123", "17", "9", "2049").await;
    let expected = ((1_719_000_000_123u64 - EPOCH) << 22) | (17 << 17) | (9 << 12) | 2049;
    assert!(expected > 1 << 53);
    assert_eq!(app.text("#snowflake-id"), expected.to_string());
    assert_eq!(app.block("sequence"), bits(2049, 12));
}

#[wasm_bindgen_test]
async fn invalid_fields_are_flagged_and_the_output_cleared() {
    let app = mount();
    app.fill("1288834975657", "32", "x", "0").await;
    for (id, found) in [("datacenter", "found 32"), ("machine", "found \u{201C}x\u{201D}")] {
        let input = app.input(id);
        assert_eq!(input.get_attribute("aria-invalid").as_deref(), Some("true"), "{id}");
        let described = input.get_attribute("aria-describedby").unwrap();
        let error_id = described.split(' ').find(|i| i.ends_with("-error")).expect("error referenced");
        let message = app.text(&format!("#{error_id}"));
        assert!(message.contains(found) && message.starts_with("Expected"), "{id}: {message}");
    }
    assert_eq!(app.input("sequence").get_attribute("aria-invalid").as_deref(), Some("false"));
    assert_eq!(app.text("#snowflake-id"), "", "no stale ID while invalid");
    for block in ["sign", "timestamp", "datacenter", "machine", "sequence"] {
        assert_eq!(app.block(block), "", "no stale {block} bits while invalid");
    }
    assert!(app.root.query_selector("[data-step='1']").unwrap().is_none(), "no stale calculation");

    app.type_into("datacenter", "31").await;
    app.type_into("machine", "0").await;
    assert_eq!(app.input("datacenter").get_attribute("aria-invalid").as_deref(), Some("false"));
    assert_eq!(app.text("#snowflake-id"), ((1000u64 << 22) | (31 << 17)).to_string());
}

#[wasm_bindgen_test]
async fn use_now_clears_the_timestamp_and_reads_the_clock() {
    let app = mount();
    app.type_into("timestamp", "1288834975657").await;
    assert!(app.find("#clock-note").has_attribute("hidden"));
    let before = js_sys::Date::now() as u64;
    app.find("#use-now").unchecked_into::<HtmlElement>().click();
    flush().await;
    assert_eq!(app.input("timestamp").value(), "");
    let resolved: u64 = app.text("#resolved-timestamp").parse().unwrap();
    assert!(resolved >= before);
    assert_eq!(app.text("#snowflake-id"), ((resolved - EPOCH) << 22).to_string());
}
