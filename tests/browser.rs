//! Component tests in headless Chromium: mount the app, type as a person would (set the value,
//! fire `input`), wait for Leptos to flush, then read the DOM.
#![cfg(target_arch = "wasm32")]

use leptos::mount::mount_to;
use leptos::prelude::*;
use leptos::task::tick;
use leptos::wasm_bindgen::JsCast;
use snowflake_composer::App;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;
use web_sys::{Element, Event, EventInit, HtmlElement, HtmlInputElement, KeyboardEvent, KeyboardEventInit};

wasm_bindgen_test_configure!(run_in_browser);

const EPOCH: u64 = 1_288_834_974_657;

/// A freshly mounted app in its own container; queries stay inside it.
struct Mounted {
    root: HtmlElement,
    _handle: leptos::mount::UnmountHandle<leptos::tachys::view::any_view::AnyViewState>,
}

async fn mount() -> Mounted {
    mount_at("").await
}

/// Mounts the app as if opened at `?{query}` (the app reads its state from the address).
async fn mount_at(query: &str) -> Mounted {
    let window = web_sys::window().unwrap();
    let path = window.location().pathname().unwrap();
    let url = if query.is_empty() { path } else { format!("{path}?{query}") };
    window.history().unwrap().replace_state_with_url(&JsValue::NULL, "", Some(&url)).unwrap();
    let document = window.document().unwrap();
    let root: HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&root).unwrap();
    let handle = mount_to(root.clone(), || App().into_any());
    // The outputs below the answer are built after the first paint: a busy machine may take
    // a while.
    after_paint().await;
    let has = |selector: &str| root.query_selector(selector).ok().flatten().is_some();
    wait_until("the outputs below the answer", 5_000, || !has(".about-id > .deferred:empty")).await;
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
        input_whole(&self.input(id), value);
        flush().await;
    }
    async fn fill(&self, t: &str, d: &str, m: &str, s: &str) {
        for (id, value) in [("timestamp", t), ("datacenter", d), ("machine", m), ("sequence", s)] {
            self.type_into(id, value).await;
        }
    }
    fn id(&self) -> String {
        self.input("snowflake-id").value()
    }
    fn fields(&self) -> [String; 4] {
        ["timestamp", "datacenter", "machine", "sequence"].map(|id| self.input(id).value())
    }
    fn bit(&self, index: u32) -> HtmlElement {
        self.find(&format!("#bits [data-index='{index}']")).unchecked_into()
    }
    async fn key(&self, target: &HtmlElement, key: &str) {
        key_event(target, "keydown", key, false);
        flush().await;
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

/// Lets Leptos run every effect the last event scheduled, and the page the work it leaves for
/// after the next paint. One `tick` settles text and
/// attributes, but a property written back by a click (a `<details>`' `open`, a checkbox's
/// `checked`) can land a microtask later.
async fn flush() {
    tick().await;
    tick().await;
    behind_the_paint().await;
}

/// Resolves once the work the page left for after the next paint is done: the outputs below the
/// answer and the bits' names follow the answer a paint behind, in a background task.
async fn behind_the_paint() {
    let window = web_sys::window().unwrap();
    frame().await;
    let scheduler = js_sys::Reflect::get(&window, &"scheduler".into()).unwrap();
    let post: js_sys::Function = js_sys::Reflect::get(&scheduler, &"postTask".into()).unwrap().unchecked_into();
    let options = js_sys::Object::new();
    js_sys::Reflect::set(&options, &"priority".into(), &"background".into()).unwrap();
    let noop = js_sys::Function::new_no_args("");
    let task: js_sys::Promise = post.call2(&scheduler, &noop, &options).unwrap().unchecked_into();
    wasm_bindgen_futures::JsFuture::from(task).await.unwrap();
}

fn bits(value: u64, width: usize) -> String {
    format!("{value:0width$b}")
}

#[wasm_bindgen_test]
async fn first_load_shows_an_id_for_now() {
    let before = js_sys::Date::now() as u64;
    let app = mount().await;
    flush().await;
    let resolved: u64 = app.text("#timestamp-ms").replace(',', "").parse().expect("resolved ms shown");
    assert!(resolved >= before && resolved <= js_sys::Date::now() as u64 + 1, "{resolved} not now");
    assert!(!app.find("#clock-note").has_attribute("hidden"));
    // datacenter, machine and sequence start at 0, so the ID is the delta shifted into place.
    assert_eq!(app.id(), ((resolved - EPOCH) << 22).to_string());
    assert_eq!(app.block("datacenter"), "00000");
}

#[wasm_bindgen_test]
async fn typing_the_worked_example_shows_id_blocks_and_calculation() {
    let app = mount().await;
    app.fill("1288834975657", "1", "1", "0").await;
    assert_eq!(app.id(), "4194439168");
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
    let app = mount().await;
    app.fill("1719000000123", "17", "9", "2049").await;
    let expected = ((1_719_000_000_123u64 - EPOCH) << 22) | (17 << 17) | (9 << 12) | 2049;
    assert!(expected > 1 << 53);
    assert_eq!(app.id(), expected.to_string());
    assert_eq!(app.block("sequence"), bits(2049, 12));
}

#[wasm_bindgen_test]
async fn invalid_fields_are_flagged_and_the_output_cleared() {
    let app = mount().await;
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
    assert_eq!(app.id(), "", "no stale ID while invalid");
    for block in ["sign", "timestamp", "datacenter", "machine", "sequence"] {
        assert_eq!(app.block(block), "", "no stale {block} bits while invalid");
    }
    assert!(app.root.query_selector("[data-step='1']").unwrap().is_none(), "no stale calculation");

    app.type_into("datacenter", "31").await;
    app.type_into("machine", "0").await;
    assert_eq!(app.input("datacenter").get_attribute("aria-invalid").as_deref(), Some("false"));
    assert_eq!(app.id(), ((1000u64 << 22) | (31 << 17)).to_string());
}

#[wasm_bindgen_test]
async fn use_now_clears_the_timestamp_and_reads_the_clock() {
    let app = mount().await;
    app.type_into("timestamp", "1288834975657").await;
    assert!(app.find("#clock-note").has_attribute("hidden"));
    let before = js_sys::Date::now() as u64;
    app.find("#use-now").unchecked_into::<HtmlElement>().click();
    flush().await;
    assert_eq!(app.input("timestamp").value(), "");
    let resolved: u64 = app.text("#timestamp-ms").replace(',', "").parse().unwrap();
    assert!(resolved >= before);
    assert_eq!(app.id(), ((resolved - EPOCH) << 22).to_string());
}

#[wasm_bindgen_test]
async fn an_id_typed_into_the_id_box_fills_the_fields() {
    let app = mount().await;
    app.type_into("snowflake-id", " 0x1909_F558_AEA2_9801 ").await;
    // 0x1909F558AEA29801 = 1804242886974412801: timestamp 1719000000123, 17, 9, 2049.
    assert_eq!(app.fields(), ["1719000000123", "17", "9", "2049"].map(String::from));
    assert_eq!(app.id(), " 0x1909_F558_AEA2_9801 ", "the text stays as typed");
    assert_eq!(app.text("#format-decimal"), "1804242886974412801");
    assert_eq!(app.block("sequence"), bits(2049, 12));
    assert!(app.text("[data-step='3']").ends_with("= 1,804,242,886,974,412,801"));

    app.type_into("sequence", "2048").await;
    assert_eq!(app.id(), "1804242886974412800", "editing a field shows the composed digits again");
}

/// A `keydown` or `keyup` of `key` on `target`, as a person's (`ctrl` held for a paste).
fn key_event(target: &Element, kind: &str, key: &str, ctrl: bool) {
    let init = KeyboardEventInit::new();
    init.set_key(key);
    init.set_ctrl_key(ctrl);
    init.set_bubbles(true);
    init.set_cancelable(true);
    target.dispatch_event(&KeyboardEvent::new_with_keyboard_event_init_dict(kind, &init).unwrap()).unwrap();
}

/// A paste from the keyboard into the ID box: Ctrl+V down, and its input event `after_ms`
/// later (the clipboard read), or at once.
async fn paste_with_keys(app: &Mounted, text: &str, after_ms: Option<i32>) {
    let id_box = app.input("snowflake-id");
    key_event(&id_box, "keydown", "v", true);
    if let Some(ms) = after_ms {
        timer(ms).await;
    }
    input_whole(&id_box, text);
}

/// Replaces `input`'s text as a paste or a drop does (an input event that is not typing).
fn input_whole(input: &HtmlInputElement, text: &str) {
    input.set_value(text);
    let init = EventInit::new();
    init.set_bubbles(true);
    input.dispatch_event(&Event::new_with_event_init_dict("input", &init).unwrap()).unwrap();
}

/// Resolves in the next frame's callbacks, before its paint, once the effects they woke ran.
async fn next_frame_callback() {
    frame().await;
    tick().await;
}

/// Resolves in the next frame's callbacks.
async fn frame() {
    let frame = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window().unwrap().request_animation_frame(&resolve).unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(frame).await.unwrap();
}

#[wasm_bindgen_test]
async fn a_paste_slower_than_a_frame_is_answered_in_the_next_frames_callbacks_not_in_its_own_task() {
    let app = mount().await;
    let before = app.fields();
    paste_with_keys(&app, "1804242886974412801", Some(40)).await;
    tick().await;
    tick().await;
    assert_eq!(app.fields(), before, "not in the paste's task");
    next_frame_callback().await;
    assert_eq!(
        app.fields(),
        ["1719000000123", "17", "9", "2049"].map(String::from),
        "in the next frame, before its paint"
    );
}

#[wasm_bindgen_test]
async fn a_key_or_leaving_the_box_before_that_frame_takes_a_slow_paste_in_first() {
    let app = mount().await;
    let id_box = app.input("snowflake-id");
    id_box.focus().unwrap();
    let before = app.fields();
    paste_with_keys(&app, "1541815603606036480", Some(40)).await;
    tick().await;
    assert_eq!(app.fields(), before, "the paste waits");
    key_event(&id_box, "keydown", "ArrowLeft", false);
    tick().await;
    tick().await;
    assert_eq!(app.fields(), ["1656432460105", "11", "26", "0"].map(String::from), "taken in at the key");
    key_event(&id_box, "keyup", "ArrowLeft", false);
    paste_with_keys(&app, "1804242886974412801", Some(40)).await;
    tick().await;
    assert_eq!(app.fields()[1], "11", "the second paste waits");
    id_box.blur().unwrap();
    tick().await;
    tick().await;
    assert_eq!(app.fields(), ["1719000000123", "17", "9", "2049"].map(String::from), "taken in on leaving");
}

#[wasm_bindgen_test]
async fn a_quick_paste_and_a_text_with_no_key_are_answered_in_their_own_task() {
    let app = mount().await;
    paste_with_keys(&app, "1804242886974412801", None).await;
    tick().await;
    tick().await;
    assert_eq!(app.fields(), ["1719000000123", "17", "9", "2049"].map(String::from), "a quick paste");
    // A key pressed and let go long before: a drop or a menu's Paste after it is not slow.
    let id_box = app.input("snowflake-id");
    key_event(&id_box, "keydown", "ArrowLeft", false);
    key_event(&id_box, "keyup", "ArrowLeft", false);
    timer(40).await;
    input_whole(&id_box, "20");
    tick().await;
    tick().await;
    assert_eq!(app.fields(), [EPOCH.to_string(), "0".into(), "0".into(), "20".into()], "a text with no key");
}

#[wasm_bindgen_test]
async fn a_bad_id_is_explained_and_nothing_stale_is_shown() {
    let app = mount().await;
    for (text, found) in [
        ("9223372036854775808", "found 9223372036854775808"),
        ("-5", "found -5"),
        ("12abc", "found \u{201C}12abc\u{201D}"),
    ] {
        app.type_into("snowflake-id", text).await;
        let id_box = app.input("snowflake-id");
        assert_eq!(id_box.get_attribute("aria-invalid").as_deref(), Some("true"), "{text}");
        let message = app.text("#snowflake-id-error");
        assert!(message.starts_with("Expected") && message.contains(found), "{text}: {message}");
        assert_eq!(app.block("timestamp"), "", "{text}: no stale bits");
        assert_eq!(app.text("#format-decimal"), "", "{text}: no stale formats");
    }
}

#[wasm_bindgen_test]
async fn clicking_a_bit_flips_it() {
    let app = mount().await;
    app.type_into("snowflake-id", "1061077663923769421").await;
    app.bit(63).click();
    flush().await;
    assert_eq!(app.id(), "1061077663923769420");
    assert_eq!(app.input("sequence").value(), ((1_061_077_663_923_769_421u64 & 0xFFF) - 1).to_string());
    // The sign bit cannot be set.
    app.bit(0).click();
    flush().await;
    assert_eq!(app.id(), "1061077663923769420");
    assert_eq!(app.bit(0).get_attribute("aria-disabled").as_deref(), Some("true"));
}

#[wasm_bindgen_test]
async fn the_bits_are_one_tab_stop_with_arrow_keys() {
    let app = mount().await;
    app.fill("1288834974657", "0", "0", "0").await;
    let tab_stops = app.root.query_selector_all("#bits [tabindex='0']").unwrap().length();
    assert_eq!(tab_stops, 1, "one tab stop for the grid");
    let first = app.bit(1);
    first.focus().unwrap();
    app.key(&first, "End").await;
    let last = app.bit(63);
    assert_eq!(last.get_attribute("tabindex").as_deref(), Some("0"));
    assert_eq!(
        web_sys::window().unwrap().document().unwrap().active_element().unwrap().get_attribute("data-index").as_deref(),
        Some("63")
    );
    app.key(&last, "ArrowLeft").await;
    let previous = app.bit(62);
    assert_eq!(previous.get_attribute("tabindex").as_deref(), Some("0"));
    assert_eq!(last.get_attribute("tabindex").as_deref(), Some("-1"));
    let label = previous.get_attribute("aria-label").unwrap();
    assert!(
        label.starts_with("sequence bit 1 of 12, from 0 at the low end (ID bit 1)") && label.ends_with(": 0"),
        "{label}"
    );
    previous.click();
    flush().await;
    assert_eq!(app.id(), "2");
    assert_eq!(previous.get_attribute("aria-pressed").as_deref(), Some("true"));
}

#[wasm_bindgen_test]
async fn the_address_carries_the_state_both_ways() {
    let app = mount_at("machine=7&sequence=x&from=docs&timestamp=1288834975657").await;
    flush().await;
    assert_eq!(app.fields(), ["1288834975657", "0", "7", "x"].map(String::from));
    assert_eq!(app.input("sequence").get_attribute("aria-invalid").as_deref(), Some("true"), "bad values show errors");
    app.type_into("sequence", "5").await;
    // The address follows once typing pauses: unknown keys kept, ours rewritten.
    let expected = "?from=docs&timestamp=1288834975657&machine=7&sequence=5";
    wait_until(expected, 2_000, || search() == expected).await;
    drop(app);

    let app = mount_at("id=4194439168").await;
    flush().await;
    assert_eq!(app.fields(), ["1288834975657", "1", "1", "0"].map(String::from));
    assert_eq!(app.id(), "4194439168");
    app.type_into("snowflake-id", "0x10").await;
    wait_until("?id=0x10", 2_000, || search() == "?id=0x10").await;
}

#[wasm_bindgen_test]
async fn the_language_comes_from_the_address_and_the_switch() {
    let html = web_sys::window().unwrap().document().unwrap().document_element().unwrap();
    let app = mount_at("lang=ko&machine=32").await;
    flush().await;
    assert_eq!(app.text("label[for='timestamp']"), "타임스탬프");
    assert_eq!(html.get_attribute("lang").as_deref(), Some("ko"));
    assert!(app.text("#machine-error").starts_with("0~31 범위의 정수를 입력하세요"), "{}", app.text("#machine-error"));
    assert_eq!(app.find("#lang-ko").get_attribute("aria-pressed").as_deref(), Some("true"));

    app.find("#lang-en").unchecked_into::<HtmlElement>().click();
    flush().await;
    assert_eq!(app.text("label[for='timestamp']"), "Timestamp");
    assert_eq!(html.get_attribute("lang").as_deref(), Some("en"));
    assert!(app.text("#machine-error").starts_with("Expected a whole number from 0 to 31"));
    wait_until("?lang=en&machine=32", 2_000, || search() == "?lang=en&machine=32").await;
    drop(app);

    // Without ?lang the browser's preferred languages decide; this runner's Chromium prefers English.
    let app = mount_at("lang=fr").await;
    flush().await;
    assert_eq!(app.text("label[for='timestamp']"), "Timestamp");
    wait_until("an unknown language to leave the address", 2_000, || search().is_empty()).await;
}

#[wasm_bindgen_test]
async fn the_embedded_view_reports_its_height() {
    use std::cell::RefCell;
    use std::rc::Rc;
    use wasm_bindgen::closure::Closure;

    let heights: Rc<RefCell<Vec<f64>>> = Rc::default();
    let sink = heights.clone();
    let listener = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
        let data = event.data();
        let kind = js_sys::Reflect::get(&data, &"type".into()).ok().and_then(|v| v.as_string());
        if kind.as_deref() == Some("snowflake-composer:height") {
            let height = js_sys::Reflect::get(&data, &"height".into()).unwrap().as_f64().expect("height is a number");
            sink.borrow_mut().push(height);
        }
    });
    let window = web_sys::window().unwrap();
    window.add_event_listener_with_callback("message", listener.as_ref().unchecked_ref()).unwrap();

    // Outside a frame the parent is the window itself, so the test hears what a host would.
    let app = mount_at("embed").await;
    assert!(app.root.query_selector(".embed-panel").unwrap().is_none(), "no embed panel inside an embed");
    let first = wait_for_message(&heights, 0).await;
    assert!(first > 100.0, "{first}");
    // A longer page: an error message under every field.
    let seen = heights.borrow().len();
    app.fill("x", "x", "x", "x").await;
    wait_for_message(&heights, seen).await;
    // A new height is sent when the content changes (the last message may still be the old one).
    wait_until("a height other than the first", 2_000, || heights.borrow().last() != Some(&first)).await;
    window.remove_event_listener_with_callback("message", listener.as_ref().unchecked_ref()).unwrap();
}

/// Waits (up to 2 s) for more than `seen` height messages and returns the newest.
async fn wait_for_message(heights: &std::rc::Rc<std::cell::RefCell<Vec<f64>>>, seen: usize) -> f64 {
    wait_until(&format!("a height message after {seen}"), 2_000, || heights.borrow().len() > seen).await;
    *heights.borrow().last().unwrap()
}

/// The page's query, as the address bar holds it.
fn search() -> String {
    web_sys::window().unwrap().location().search().unwrap()
}

/// Waits until `ready` holds, looking again every 20 ms, and fails the test naming `what` if it
/// does not within `bound_ms`.
async fn wait_until(what: &str, bound_ms: u32, ready: impl Fn() -> bool) {
    let start = js_sys::Date::now();
    while !ready() {
        assert!(js_sys::Date::now() - start < f64::from(bound_ms), "waited {bound_ms} ms for {what}");
        timer(20).await;
    }
}

/// Resolves once the next frame is painted: a frame, then a task after it (as the page's own
/// after-paint work is scheduled).
async fn after_paint() {
    frame().await;
    timer(0).await;
}

async fn timer(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window().unwrap().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms).unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

#[wasm_bindgen_test]
async fn a_utc_date_in_the_timestamp_field_composes_and_shows_its_milliseconds() {
    let app = mount_at("tz=utc").await;
    app.fill("2010-11-04T01:42:55.657Z", "0", "0", "0").await;
    assert_eq!(app.text("#timestamp-ms"), "1,288,834,975,657");
    assert_eq!(app.id(), (1000u64 << 22).to_string());
    // Without an offset the zone setting decides; it is UTC here.
    app.type_into("timestamp", "2010-11-04 01:42:55.657").await;
    assert_eq!(app.text("#timestamp-ms"), "1,288,834,975,657");
    assert_eq!(app.find("#timezone").unchecked_into::<web_sys::HtmlSelectElement>().value(), "utc");
}

#[wasm_bindgen_test]
async fn seconds_in_the_timestamp_field_offer_their_milliseconds_and_the_button_applies_them() {
    let app = mount().await;
    app.type_into("timestamp", "1288834975").await;
    assert_eq!(app.find("#timestamp-error").get_attribute("data-error-kind").as_deref(), Some("before_epoch"));
    let hint = app.find("#timestamp-unit-hint");
    assert!(!hint.has_attribute("hidden"));
    assert_eq!(hint.get_attribute("data-unit").as_deref(), Some("seconds"));
    app.find("#timestamp-unit-fix").unchecked_into::<HtmlElement>().click();
    flush().await;
    assert_eq!(app.input("timestamp").value(), "1288834975000");
    assert!(app.find("#timestamp-unit-hint").has_attribute("hidden"));
    assert_eq!(app.id(), (343u64 << 22).to_string());
}

#[wasm_bindgen_test]
async fn a_post_link_is_no_id_to_the_id_type_but_the_id_box_decodes_it_and_flags_an_old_id() {
    use snowflake_composer::snowflake::SnowflakeId;
    assert!("x.com/a/status/20".parse::<SnowflakeId>().is_err(), "FromStr reads the ID's own forms only");
    let app = mount().await;
    app.type_into("snowflake-id", "https://twitter.com/jack/status/20").await;
    assert_eq!(app.fields(), ["1288834974657", "0", "0", "20"].map(String::from));
    assert!(!app.find("#id-warning").has_attribute("hidden"));
    app.type_into("snowflake-id", "https://x.com/i/web/status/1804242886974412801?s=20").await;
    assert!(app.find("#id-warning").has_attribute("hidden"));
    assert_eq!(app.fields()[0], "1719000000123");
}

#[wasm_bindgen_test]
async fn the_range_panel_opens_from_the_address_and_gives_the_span_bounds() {
    let app = mount_at("range_from=1288834975657&range_to=1288834975658").await;
    flush().await;
    assert_eq!(app.root.query_selector_all("#range-first").unwrap().length(), 1, "one range panel body");
    assert_eq!(app.text("#range-first"), (1000u64 << 22).to_string());
    assert_eq!(app.text("#range-last"), ((1001u64 << 22) | 4_194_303).to_string());
    assert_eq!(app.text("#range-until-id"), (1002u64 << 22).to_string());
    app.type_into("range-to", "1288834975656").await;
    assert!(!app.find("#range-reversed").has_attribute("hidden"));
    assert!(app.find(".range-out").has_attribute("hidden"));
}

/// A page model as the address `pairs` describes it, outside any view.
fn page_at(pairs: &[(&str, &str)]) -> snowflake_composer::model::Page {
    let pairs: Vec<(String, String)> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let get = move |key: &str| pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone());
    let device = snowflake_composer::model::Device {
        now_ms: || 1_700_000_000_000.0,
        local_zone: &snowflake_composer::web::BrowserZone,
    };
    snowflake_composer::model::Page::from_query(get, &["en"], device)
}

#[wasm_bindgen_test]
async fn the_ranges_now_is_the_moment_it_opened_even_while_a_composer_field_is_invalid() {
    let app = mount_at("lang=en").await;
    app.type_into("datacenter", "40").await;
    assert_eq!(app.id(), "", "the composer has no ID");
    let range = app.find("#range");
    range.set_attribute("open", "").unwrap();
    // An empty From means now: the moment the person opened the tool, not every tick after it.
    let shown = || app.root.query_selector("#range-first").unwrap().and_then(|e| e.text_content()).unwrap_or_default();
    wait_until("the range's first ID", 2_000, || !shown().is_empty()).await;
    let first = app.text("#range-first");
    timer(2_300).await;
    assert_eq!(app.text("#range-first"), first, "two ticks later the span is the same");
    range.remove_attribute("open").unwrap();
    flush().await;
    range.set_attribute("open", "").unwrap();
    let ms = |id: &str| (id.parse::<u64>().unwrap() >> 22) + EPOCH;
    wait_until("opening it again to mean a later now", 2_000, || {
        let text = shown();
        !text.is_empty() && ms(&text) > ms(&first)
    })
    .await;
}

#[wasm_bindgen_test]
async fn the_id_for_now_follows_the_clock_but_waits_while_the_id_box_has_focus() {
    let app = mount().await;
    let first = app.id();
    wait_until("an empty timestamp to follow now as it moves on", 3_000, || app.id() != first).await;
    app.input("snowflake-id").focus().unwrap();
    let held = app.id();
    // The next tick reaches the written forms, but not the box a person is in. The forms follow
    // the ID a paint behind, so until then they may still show an older ID than the box.
    let newer =
        |text: String| text.parse::<u64>().ok().zip(held.parse::<u64>().ok()).is_some_and(|(shown, held)| shown > held);
    wait_until("the clock's next tick", 3_000, || newer(app.text("#format-decimal"))).await;
    assert_eq!(app.id(), held, "the ID box does not change under a person in it");
    app.input("snowflake-id").blur().unwrap();
    flush().await;
    assert!(newer(app.id()), "it catches up when they leave: {} after {held}", app.id());
    assert_eq!(app.id(), app.text("#format-decimal"));
}

/// Calls of [`flaky_tool`], the body of a tool whose code fails to arrive the first time.
static FLAKY_CALLS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

fn flaky_tool() -> std::future::Ready<snowflake_composer::split::Loaded> {
    let call = FLAKY_CALLS.fetch_add(1, std::sync::atomic::Ordering::SeqCst) + 1;
    std::future::ready(if call == 1 {
        Err(snowflake_composer::split::ChunkMissing)
    } else {
        Ok(Box::new(leptos::tachys::view::Render::build(view! { <p id="tool-body">"the tool"</p> })))
    })
}

#[wasm_bindgen_test]
async fn a_tool_whose_code_did_not_arrive_says_so_and_its_button_tries_again() {
    use snowflake_composer::components::ToolPanel;
    use std::sync::atomic::Ordering;
    let document = web_sys::window().unwrap().document().unwrap();
    let root: HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&root).unwrap();
    let _handle = mount_to(root.clone(), || {
        view! { <ToolPanel id="flaky" heading=|s| s.tools.run.heading open_at_start=true body=snowflake_composer::split::body(flaky_tool) /> }
    });
    flush().await;
    let alert = root.query_selector("#flaky .tool-failed[role=alert]").unwrap().expect("the failure is shown");
    assert!(alert.text_content().unwrap().contains("could not be loaded"), "{:?}", alert.text_content());
    assert!(root.query_selector("#tool-body").unwrap().is_none());
    assert_eq!(FLAKY_CALLS.load(Ordering::SeqCst), 1);
    let retry: HtmlElement = root.query_selector("#flaky .tool-failed button").unwrap().unwrap().unchecked_into();
    assert_eq!(retry.text_content().unwrap(), "Try again");
    retry.click();
    flush().await;
    assert_eq!(FLAKY_CALLS.load(Ordering::SeqCst), 2, "the button asked for the code again");
    assert!(root.query_selector("#tool-body").unwrap().is_some(), "the second attempt shows the tool");
    assert!(root.query_selector("#flaky .tool-failed").unwrap().is_none());
}

static COUNT: std::sync::OnceLock<RwSignal<u32>> = std::sync::OnceLock::new();

fn counting_part() -> std::future::Ready<snowflake_composer::split::Loaded> {
    let count = *COUNT.get().unwrap();
    std::future::ready(Ok(Box::new(leptos::tachys::view::Render::build(
        view! { <p id="counted">{move || count.get()}</p> },
    ))))
}

#[wasm_bindgen_test]
async fn a_deferred_part_stays_reactive_and_leaves_no_copy_when_rebuilt_in_place() {
    use snowflake_composer::components::Deferred;
    let count = RwSignal::new(1u32);
    let _ = COUNT.set(count);
    let rebuild = Trigger::new();
    let document = web_sys::window().unwrap().document().unwrap();
    let root: HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&root).unwrap();
    let _handle = mount_to(root.clone(), move || {
        move || {
            rebuild.track();
            view! { <Deferred body=snowflake_composer::split::body(counting_part) failed=|s| s.status.tool_failed /> }
        }
    });
    flush().await;
    let counted = || root.query_selector_all("#counted").unwrap();
    assert_eq!(counted().length(), 1);
    assert_eq!(counted().get(0).unwrap().text_content().unwrap(), "1");
    count.set(2);
    flush().await;
    assert_eq!(counted().get(0).unwrap().text_content().unwrap(), "2");
    // The framework rebuilds the part in the same wrapper: the old view must be gone.
    rebuild.notify();
    flush().await;
    assert_eq!(counted().length(), 1, "one copy after the rebuild");
    count.set(3);
    flush().await;
    assert_eq!(counted().get(0).unwrap().text_content().unwrap(), "3");
}

#[wasm_bindgen_test]
async fn the_embed_builder_writes_the_chosen_view_language_and_theme_and_the_preview_follows() {
    use snowflake_composer::components::EmbedPanel;
    let document = web_sys::window().unwrap().document().unwrap();
    let root: HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&root).unwrap();
    let page =
        page_at(&[("lang", "en"), ("timestamp", "1288834975657"), ("machine", "1"), ("range_from", "2024-06-21")]);
    let _handle = mount_to(root.clone(), move || view! { <EmbedPanel page /> });
    let find = |selector: &str| root.query_selector(selector).unwrap().unwrap_or_else(|| panic!("no {selector}"));
    let snippet = || find("#embed-snippet").text_content().unwrap_or_default();
    let src = || {
        let snippet = snippet();
        let start = snippet.find("src=\"").expect("a src") + 5;
        snippet[start..start + snippet[start..].find('"').unwrap()].replace("&amp;", "&")
    };
    let query = || src().split_once('?').map(|(_, q)| q.to_string()).unwrap_or_default();
    assert!(root.query_selector("#embed-snippet").unwrap().is_none(), "nothing is built while the panel is closed");
    assert!(root.query_selector("#embed-preview").unwrap().is_none(), "and no preview loads");
    find("details").set_attribute("open", "").unwrap();
    wait_until("the embed builder", 2_000, || root.query_selector("#embed-snippet").unwrap().is_some()).await;
    // A plain page first: the element, which carries the page's values as its ID.
    // (1288834975657 − the epoch) << 22 | machine 1 << 12.
    assert!(
        snippet().ends_with("<snowflake-embed lang=\"en\" from=\"2024-06-21\" id=\"4194308096\"></snowflake-embed>"),
        "{}",
        snippet()
    );

    // Picks an option as a person does: the value changes, then `change` fires.
    let select = |selector: &str, value: &str| {
        let element: web_sys::HtmlSelectElement = find(selector).unchecked_into();
        element.set_value(value);
        let init = EventInit::new();
        init.set_bubbles(true);
        element.dispatch_event(&Event::new_with_event_init_dict("change", &init).unwrap()).unwrap();
    };
    // The frame alone carries the address itself.
    select("#embed-host", "iframe");
    flush().await;
    assert_eq!(query(), "embed&lang=en&timestamp=1288834975657&machine=1&range_from=2024-06-21");
    find("#embed-view-compact").unchecked_into::<HtmlElement>().click();
    select("#embed-theme", "dark");
    flush().await;
    assert_eq!(query(), "embed=compact&lang=en&theme=dark&timestamp=1288834975657&machine=1");
    let preview: web_sys::HtmlIFrameElement = find("#embed-preview").unchecked_into();
    assert_eq!(preview.src(), src(), "the preview is the snippet's frame");

    find("#embed-view-bits").unchecked_into::<HtmlElement>().click();
    select("#embed-lang", "");
    flush().await;
    // (1000 << 22) | (1 << 12): machine 1, datacenter 0.
    assert_eq!(query(), "embed=bits&theme=dark&id=4194308096");
    assert!(find("#embed-values").unchecked_into::<HtmlInputElement>().disabled());
    assert!(!find("#embed-values-note").has_attribute("hidden"));
    assert_eq!(preview.src(), src());

    find("#embed-view-range").unchecked_into::<HtmlElement>().click();
    flush().await;
    find("#embed-values").unchecked_into::<HtmlElement>().click();
    flush().await;
    assert_eq!(query(), "embed=range&theme=dark", "without the values, only the choices");
    root.remove();
}

#[wasm_bindgen_test]
async fn a_fresh_view_is_built_anew_in_its_place_between_its_siblings() {
    use snowflake_composer::components::Fresh;
    let document = web_sys::window().unwrap().document().unwrap();
    let root: HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&root).unwrap();
    let words = RwSignal::new(vec!["a", "b"]);
    let list = move || Fresh(words.get().into_iter().map(|w| view! { <span>{w}</span> }).collect_view());
    let _handle = mount_to(root.clone(), move || view! { <p>"before"</p> {list} <p>"after"</p> });
    tick().await;
    assert_eq!(root.text_content().unwrap_or_default(), "beforeabafter");
    let first = root.query_selector("span").unwrap().expect("a span");
    words.set(vec!["c"]);
    tick().await;
    assert_eq!(root.text_content().unwrap_or_default(), "beforecafter", "in its place, the old list gone");
    assert!(!first.is_connected(), "a new node, not the old one updated in place");
}

#[wasm_bindgen_test]
async fn after_a_layout_change_every_bit_shows_its_digit_and_flips_and_an_epoch_digit_draws_no_field_again() {
    let app = mount_at("id=175928847299117063").await;
    let written = |app: &Mounted| {
        let buttons = app.root.query_selector_all("#bits .bit").unwrap();
        (0..buttons.length())
            .filter_map(|i| buttons.item(i).and_then(|b| b.dyn_into::<Element>().ok()))
            .filter(|b| matches!(b.text_content().as_deref(), Some("0" | "1")) && !b.has_attribute("disabled"))
            .count()
    };
    assert_eq!(written(&app), 64);
    let select: web_sys::HtmlSelectElement = app.find("#layout").unchecked_into();
    select.set_value("discord");
    let init = EventInit::new();
    init.set_bubbles(true);
    select.dispatch_event(&Event::new_with_event_init_dict("change", &init).unwrap()).unwrap();
    flush().await;
    assert_eq!(app.text("#bits [data-field=\"worker\"]"), "00001", "Discord's worker 1");
    assert_eq!(written(&app), 64, "a preset chosen");
    // The worker's lowest bit, bit 17, flipped: worker 0.
    app.find("#bits [data-field=\"worker\"] .bit:last-child").unchecked_into::<HtmlElement>().click();
    flush().await;
    assert_eq!(app.id(), "175928847298985991");
    select.set_value("custom");
    select.dispatch_event(&Event::new_with_event_init_dict("change", &init).unwrap()).unwrap();
    wait_until("the layout editor", 5_000, || app.root.query_selector("#layout-epoch").ok().flatten().is_some()).await;
    flush().await;
    // Another last digit on the epoch: a new layout, the same blocks.
    let epoch = app.input("layout-epoch").value();
    let timestamp_field = app.find("#timestamp");
    let other = if epoch.ends_with('1') { '2' } else { '1' };
    app.type_into("layout-epoch", &format!("{}{other}", &epoch[..epoch.len() - 1])).await;
    assert_ne!(app.input("layout-epoch").value(), epoch);
    flush().await;
    assert_eq!(written(&app), 64, "an epoch typed in one's own layout");
    assert!(timestamp_field.is_connected(), "the same blocks: the fields are not drawn again");
}
