//! The page's state and what is derived from it, kept apart from the views: the composer, the
//! tools that keep state of their own, the one clock, the time zone setting and the language.
//! Views read these and call their edit methods. The device clock and the visitor's time zone
//! are handed in ([`Device`]), so the whole model runs under `cargo test`.

mod bulk;
mod clock;
mod compare;
mod composer;
mod language;
mod later;
mod layout;
mod range;
mod run;
mod typing;
mod zone;

pub use bulk::{BulkTool, BULK_PAGE};
pub use clock::{Clock, CLOCK_TICK};
pub use compare::{CompareTool, Side};
pub use composer::{default_text, Composer, Source};
pub use language::Language;
use later::Later;
pub use layout::{LayoutChoice, LayoutInput};
pub use range::{End, RangeTool};
pub use run::{RunTool, RUN_START_COUNT};
pub use typing::{Calm, Change, Typing, Verdict, JUDGE_PAUSE_MS};
pub use zone::Zones;

use crate::address::{Key, View};
use crate::snowflake::Zone;
use leptos::prelude::*;

/// What the model needs from the device it runs on.
#[derive(Clone, Copy)]
pub struct Device {
    /// Reads the device clock, in Unix milliseconds (`Date.now()` in a browser).
    pub now_ms: fn() -> f64,
    /// The visitor's time zone, for date-times typed without an offset.
    pub local_zone: &'static (dyn Zone + Sync),
}

/// Writes `next(current)` into `signal` only when it differs from what is there: every write
/// wakes everything that reads the signal, even when the value is equal. The one rule for
/// every state that inputs update (the calm, the source, the tools' texts).
pub(crate) fn write_changed<T: PartialEq + Send + Sync + 'static>(signal: RwSignal<T>, next: impl FnOnce(&T) -> T) {
    let next = signal.with_untracked(next);
    if signal.with_untracked(|current| *current != next) {
        signal.set(next);
    }
}

/// Whether the address filled any of a tool's texts, so its panel opens with the page.
fn any_filled<const N: usize>(texts: [RwSignal<String>; N]) -> bool {
    texts.iter().any(|text| text.with_untracked(|t| !t.is_empty()))
}

/// The address's pairs for a tool's texts: each filled one, under its key.
fn filled<const N: usize>(pairs: [(Key, String); N]) -> Vec<(Key, String)> {
    pairs.into_iter().filter(|(_, value)| !value.is_empty()).collect()
}

/// Everything the page holds, built from its address.
#[derive(Clone, Copy)]
pub struct Page {
    pub view: View,
    pub language: Language,
    pub clock: Clock,
    pub zones: Zones,
    pub layouts: LayoutChoice,
    pub composer: Composer,
    pub range: RangeTool,
    pub run: RunTool,
    pub compare: CompareTool,
    pub bulk: BulkTool,
}

impl Page {
    /// The state an address describes. `get` returns a query parameter's value; `preferred`
    /// are the browser's languages.
    pub fn from_query<S: AsRef<str>>(get: impl Fn(&str) -> Option<String>, preferred: &[S], device: Device) -> Self {
        let clock = Clock::new(device.now_ms);
        let zones = Zones::from_query(&get, device.local_zone);
        let layouts = LayoutChoice::from_query(&get);
        let composer = Composer::from_query(clock, zones, layouts, &get);
        // Every tool reads in the one current layout, and starts from the ID as the person
        // last left it.
        let (layout, edited) = (layouts.current(), composer.edited_id());
        Page {
            view: View::from_query(&get),
            language: Language::from_query(&get, preferred),
            clock,
            zones,
            layouts,
            composer,
            range: RangeTool::from_query(clock, zones, layout, &get),
            run: RunTool::new(layout, edited),
            compare: CompareTool::from_query(layout, edited, &get),
            bulk: BulkTool::new(layout),
        }
    }

    /// The address's pairs for the state, the language first; the view is the host's choice
    /// and stays as it is.
    pub fn to_query(self) -> Vec<(Key, String)> {
        let mut pairs: Vec<_> = self.language.to_query().into_iter().collect();
        pairs.extend(self.layouts.to_query());
        pairs.extend(self.composer.to_query());
        pairs.extend(self.zones.to_query());
        pairs.extend(self.range.to_query());
        pairs.extend(self.compare.to_query());
        pairs
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::address::{Key, ZoneSetting};
    use crate::snowflake::{BlockKey, Error, FixedOffset, Layout, SnowflakeId};
    use crate::model::{End, Side};

    const FIELDS: [&str; 4] = ["timestamp", "datacenter", "machine", "sequence"];

    fn k(name: &str) -> BlockKey {
        BlockKey::parse(name).expect("a block key")
    }

    /// Pairs as the address spells them.
    fn spelled(pairs: &[(Key, String)]) -> Vec<(String, String)> {
        pairs.iter().map(|(key, value)| (key.name().to_string(), value.clone())).collect()
    }
    use std::cell::Cell;

    thread_local! {
        /// The device clock the tests' pages read: each test thread has its own.
        static NOW_MS: Cell<f64> = const { Cell::new((Layout::TWITTER.epoch_ms() + 1000) as f64) };
    }

    fn device_now() -> f64 {
        NOW_MS.with(Cell::get)
    }

    /// Moves the device clock; the page sees it on its next reading.
    pub(crate) fn set_device_clock(ms: u64) {
        NOW_MS.with(|now| now.set(ms as f64));
    }

    /// The visitor's zone in these tests: Seoul, nine hours east of UTC.
    static SEOUL: FixedOffset = FixedOffset(9 * 60);

    /// Zones set to UTC, with Seoul as the local zone.
    pub(crate) fn utc_zones() -> Zones {
        let zones = Zones::from_query(&|_| None, &SEOUL);
        zones.setting.set(ZoneSetting::Utc);
        zones
    }

    /// The page an address gives, on a device in Seoul whose clock the test sets.
    fn page_at(pairs: &[(&str, &str)]) -> (Owner, Page) {
        let owner = Owner::new();
        owner.set();
        let pairs: Vec<(String, String)> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        let get = move |key: &str| pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone());
        let page = Page::from_query(get, &["en"], Device { now_ms: device_now, local_zone: &SEOUL });
        (owner, page)
    }

    #[test]
    fn an_id_box_edit_reads_its_text_once_and_writes_no_field_text() {
        let (_owner, page) = page_at(&[("timestamp", "1288834975657"), ("datacenter", "3")]);
        let composer = page.composer;
        assert!(composer.id().is_some());
        let typed = FIELDS.map(k).map(|f| composer.typed_text(f));
        let before = composer.texts_read();
        composer.edit_id("0xFA021000".into());
        assert_eq!(composer.id().map(SnowflakeId::as_u64), Some(4_194_439_168));
        let shown = FIELDS.map(k).map(|f| composer.field_text(f));
        assert_eq!(shown, ["1288834975657", "1", "1", "0"].map(String::from), "the fields show the ID's parts");
        assert_eq!(composer.texts_read() - before, 1, "the ID box's text is read once, the fields' not at all");
        assert_eq!(FIELDS.map(k).map(|f| composer.typed_text(f)), typed, "no field text was written");
    }

    #[test]
    fn a_bit_flip_reads_no_text_and_writes_no_field_text() {
        let (_owner, page) = page_at(&[("timestamp", "1288834975657"), ("machine", "1")]);
        let composer = page.composer;
        let id = composer.id().expect("an ID");
        let typed = FIELDS.map(k).map(|f| composer.typed_text(f));
        let before = composer.texts_read();
        let flipped = SnowflakeId::from_u64(id.as_u64() ^ (1 << 17)).expect("an ID"); // datacenter's lowest bit
        composer.show_id(flipped);
        assert_eq!(composer.id(), Some(flipped));
        assert_eq!(composer.source(), Source::Bits);
        assert_eq!(composer.field_text(k("datacenter")), "1");
        assert_eq!(composer.id_box_text(), flipped.to_string());
        assert_eq!(composer.texts_read(), before, "a flip gives the ID itself: nothing to read");
        assert_eq!(FIELDS.map(k).map(|f| composer.typed_text(f)), typed, "no field text was written");
    }

    #[test]
    fn a_flipped_top_bit_is_read_again_when_ones_own_layout_gains_a_sign_bit() {
        set_device_clock(1_420_070_400_000 + 1000);
        let (_owner, page) = page_at(&[
            ("layout", "custom"),
            ("epoch", "1420070400000"),
            ("tick", "1"),
            ("blocks", "timestamp:42,worker:5,process:5,increment:12"),
        ]);
        let composer = page.composer;
        let id = composer.id().expect("an ID");
        let custom = page.layouts.layout().expect("one's own layout");
        let flipped = custom.id(id.as_u64() | 1 << 63).expect("a layout without a sign bit takes bit 63");
        composer.show_id(flipped);
        assert_eq!(composer.id(), Some(flipped));
        composer.change_layout(
            LayoutInput::Blocks,
            "sign:1,timestamp:41,worker:5,process:5,increment:12".into(),
            Change::Whole,
        );
        assert_eq!(composer.id(), None, "no ID with its sign bit set in a layout with a sign bit");
        assert_eq!(composer.source(), Source::IdText);
        assert_eq!(composer.id_box_text(), flipped.to_string(), "the ID box keeps the flipped ID's digits");
        assert_eq!(composer.id_error().map(|e| e.kind().key()), Some("sign_bit_set"));
    }

    #[test]
    fn an_id_in_the_address_wins_over_the_fields_and_is_written_back_alone() {
        let (_owner, page) = page_at(&[("id", "4194439168"), ("datacenter", "9"), ("lang", "ko")]);
        assert_eq!(page.composer.source(), Source::IdText);
        assert_eq!(page.composer.field_text(k("datacenter")), "1");
        assert_eq!(
            spelled(&page.to_query()),
            [("lang", "ko"), ("id", "4194439168")].map(|(k, v)| (k.to_string(), v.to_string()))
        );
    }

    #[test]
    fn every_invalid_field_shows_its_error_at_once_and_there_is_no_id() {
        let (_owner, page) =
            page_at(&[("timestamp", "abc"), ("datacenter", ""), ("machine", "32"), ("sequence", "-1")]);
        let composer = page.composer;
        let kinds = FIELDS.map(k).map(|f| composer.field_error(f).map(|e| e.kind().key()));
        assert_eq!(kinds, [Some("not_a_date"), Some("missing"), Some("out_of_range"), Some("out_of_range")]);
        assert_eq!(composer.id(), None);
    }

    #[test]
    fn an_empty_timestamp_follows_the_clocks_ticks_and_the_tools_only_the_persons_actions() {
        set_device_clock(Layout::TWITTER.epoch_ms() + 1000);
        let (_owner, page) = page_at(&[]);
        assert!(page.composer.timestamp_from_clock());
        assert_eq!(page.composer.id().map(SnowflakeId::as_u64), Some(1000 << 22));
        let range_start = || page.range.range().map(|r| r.first().as_u64());
        let run_start = || page.run.run().get().map(|r| r.steps[0].id.as_u64());
        assert_eq!(range_start(), Some(1000 << 22), "the range's now is the composer's now");
        assert_eq!(run_start(), Some(1000 << 22));
        // Ticks: the composer's ID moves; the tools stay as the person left them.
        for later in [5000, 9000] {
            set_device_clock(Layout::TWITTER.epoch_ms() + later);
            page.clock.tick();
            assert_eq!(page.composer.id().map(SnowflakeId::as_u64), Some(later << 22));
            assert_eq!(page.composer.edited_id().get().map(SnowflakeId::as_u64), Some(1000 << 22));
            assert_eq!((range_start(), run_start()), (Some(1000 << 22), Some(1000 << 22)), "tick {later}");
        }
        // An edit that means "now" reads the clock: the tools follow it.
        page.composer.edit_field(BlockKey::TIMESTAMP, String::new());
        assert_eq!(page.composer.edited_id().get().map(SnowflakeId::as_u64), Some(9000 << 22));
        assert_eq!((range_start(), run_start()), (Some(9000 << 22), Some(9000 << 22)));
        set_device_clock(Layout::TWITTER.epoch_ms() + 12_000);
        page.range.opened();
        assert_eq!(range_start(), Some(12_000 << 22), "opening the range is an action too");
    }

    #[test]
    fn while_no_layout_can_be_read_every_tool_reads_nothing() {
        let (_owner, page) = page_at(&[
            ("layout", "custom"),
            ("blocks", "timestamp:41,node:10"),
            ("compare_a", "4194439168"),
            ("compare_b", "4194439169"),
        ]);
        assert_eq!(page.layouts.error().map(|e| e.kind()), Some(crate::snowflake::ErrorKind::LayoutWidths));
        page.bulk.set_text("4194439168".into());
        assert_eq!(page.range.range(), None);
        assert_eq!(page.run.run().get(), None);
        assert_eq!(page.compare.comparison(), None);
        assert_eq!((page.compare.error(Side::A), page.compare.error(Side::B)), (None, None));
        assert_eq!(page.bulk.bulk().get(), None);
        // The blocks made whole again: each tool reads in the layout they make.
        page.composer.change_layout(LayoutInput::Blocks, "timestamp:41,node:11,sequence:12".into(), Change::Whole);
        let mine = page.layouts.layout().expect("a layout of one's own");
        assert_eq!(page.compare.comparison().map(|c| c.layout), Some(mine));
        assert_eq!(page.bulk.bulk().with(|b| b.as_ref().map(|b| b.layout)), Some(mine));
        assert!(page.range.range().is_some() && page.run.run().get().is_some());
    }

    #[test]
    fn the_range_waits_for_a_date_its_layouts_time_block_can_still_reach() {
        let typed = |layout: &str, text: &str| {
            let (_owner, page) = page_at(&[("layout", layout)]);
            page.range.change(End::From, text.into(), Change::Typed);
            page.range.error(End::From).map(|e| e.kind().key())
        };
        // Sonyflake's time block runs to 2188; Twitter's ends in 2080.
        assert_eq!(typed("sonyflake", "2100-0"), None);
        assert!(typed("twitter", "2100-0").is_some());
        // Discord's starts in 2015: a whole date before it is wrong at once.
        assert_eq!(typed("discord", "2014-06-01"), Some("before_epoch"));
        assert_eq!(typed("twitter", "2014-06-01"), None);
    }

    #[test]
    fn an_epoch_without_an_offset_names_the_same_instant_in_every_zone() {
        let mine = [("layout", "custom"), ("epoch", "2020-01-01"), ("blocks", "sign:1,timestamp:41,node:10,seq:12")];
        // The tests' device is in Seoul, whose local midnight is nine hours earlier.
        let (_owner, page) = page_at(&mine);
        assert_eq!(page.layouts.layout().map(|l| l.epoch_ms()), Some(1_577_836_800_000));
        page.zones.setting.set(ZoneSetting::Utc);
        assert_eq!(page.layouts.layout().map(|l| l.epoch_ms()), Some(1_577_836_800_000));
    }

    #[test]
    fn compare_reads_the_composers_id_as_a_until_a_is_typed_into() {
        let (_owner, page) = page_at(&[("id", "4194439168")]);
        let compare = page.compare;
        assert_eq!(compare.text(Side::A), "4194439168");
        assert!(compare.to_query().is_empty(), "nothing written to the address");
        page.composer.edit_id("20".into());
        assert_eq!(compare.text(Side::A), "20", "it follows the composer's ID until typed");
        compare.change(Side::A, "21".into(), Change::Whole);
        page.composer.edit_id("22".into());
        assert_eq!(compare.text(Side::A), "21");
        compare.change(Side::A, String::new(), Change::Whole);
        assert_eq!(compare.text(Side::A), "", "emptied by the person, it stays empty");
    }

    #[test]
    fn a_typed_timestamp_stops_following_the_clock() {
        set_device_clock(Layout::TWITTER.epoch_ms() + 1000);
        let (_owner, page) = page_at(&[("timestamp", "1288834975657")]);
        set_device_clock(Layout::TWITTER.epoch_ms() + 9000);
        page.clock.read();
        assert!(!page.composer.timestamp_from_clock());
        assert_eq!(page.composer.timestamp_ms(), Some(1_288_834_975_657));
    }

    #[test]
    fn a_date_time_without_an_offset_is_read_in_the_chosen_zone() {
        let (_owner, page) = page_at(&[("timestamp", "2024-06-21T09:00:00"), ("range_from", "2024-06-21T09:00:00")]);
        let seoul_nine = 1_718_928_000_000; // 2024-06-21T00:00:00Z
        assert_eq!(page.composer.timestamp_ms(), Some(seoul_nine), "local: the device's zone (Seoul)");
        assert_eq!(page.range.range().map(|r| Layout::TWITTER.decompose(r.first()).timestamp_ms()), Some(seoul_nine));
        page.zones.setting.set(ZoneSetting::Utc);
        assert_eq!(page.composer.timestamp_ms(), Some(seoul_nine + 9 * 3_600_000));
        assert_eq!(
            page.range.range().map(|r| Layout::TWITTER.decompose(r.first()).timestamp_ms()),
            Some(seoul_nine + 9 * 3_600_000)
        );
        assert_eq!(page.zones.to_query(), Some((Key::Zone, "utc".to_string())));
    }

    /// The hostile inputs the end-to-end tests paste, type and link.
    fn hostile_inputs() -> Vec<(String, String)> {
        let doc: serde_json::Value =
            serde_json::from_str(include_str!("../../tests/hostile/inputs.json")).expect("hostile inputs are JSON");
        let text = |e: &serde_json::Value, key: &str| e[key].as_str().unwrap_or_default().to_string();
        doc["inputs"]
            .as_array()
            .expect("a list of inputs")
            .iter()
            .map(|e| {
                let repeat = e["repeat"].as_u64().unwrap_or(1) as usize;
                (text(e, "name"), text(e, "text").repeat(repeat) + &text(e, "then"))
            })
            .collect()
    }

    /// What a person sees of the composer: every input's text and error, and the ID.
    fn seen(page: &Page) -> (Vec<(String, Option<Error>)>, String, Option<Error>, Option<SnowflakeId>) {
        let c = page.composer;
        let fields = FIELDS.map(k).into_iter().map(|f| (c.field_text(f), c.field_error(f))).collect();
        (fields, c.id_box_text(), c.id_error(), c.id())
    }

    #[test]
    fn every_hostile_input_in_the_address_reads_as_the_same_text_pasted_and_gives_an_id_or_an_error() {
        let inputs = hostile_inputs();
        assert!(inputs.len() >= 80, "found {} inputs", inputs.len());
        for (name, text) in &inputs {
            for (key, field) in FIELDS.map(|f| (f, Some(k(f)))).into_iter().chain([("id", None)]) {
                let (_linked_owner, linked) = page_at(&[(key, text.as_str())]);
                let (_pasted_owner, pasted) = page_at(&[]);
                match field {
                    Some(field) => pasted.composer.edit_field(field, text.clone()),
                    None => pasted.composer.edit_id(text.clone()),
                }
                let state = seen(&linked);
                assert!(state == seen(&pasted), "?{key}= {name}: the address and a paste differ");
                let error = match field {
                    Some(field) => linked.composer.field_error(field),
                    None => linked.composer.id_error(),
                };
                assert_ne!(
                    linked.composer.id().is_some(),
                    error.is_some(),
                    "?{key}= {name}: an ID or an error, not both"
                );
            }
        }
    }

    #[test]
    fn the_address_a_page_writes_opens_the_same_state() {
        let (_owner, page) = page_at(&[
            ("lang", "ko"),
            ("timestamp", "2024-06-21T09:00:00"),
            ("machine", "7"),
            ("tz", "utc"),
            ("range_to", "2025-01-01"),
            ("compare_a", "4194439168"),
        ]);
        let written = spelled(&page.to_query());
        let (_again, reopened) = page_at(&written.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect::<Vec<_>>());
        assert_eq!(spelled(&reopened.to_query()), written);
        assert_eq!(reopened.composer.id(), page.composer.id());
        assert_eq!(written.first(), Some(&("lang".to_string(), "ko".to_string())));
    }
}
