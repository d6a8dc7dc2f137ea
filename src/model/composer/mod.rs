//! The composer: a field per block of the layout and the ID box as typed, which of them the
//! person edited last, and everything derived from them through the core.
//!
//! Whichever side the person edits is the source, and the other side only shows it: while the
//! ID box (or a bit flip) is the source, the fields show the ID's parts, read straight from the
//! ID; nothing is written back as text to be parsed again. Each edit reads its own input once.
//! The fields' texts are kept by block key, so a layout that shares a key (every layout's
//! `timestamp`) keeps what was typed there.

mod edits;
mod query;

use super::{Calm, Clock, LayoutChoice, Typing, Zones};
use crate::snowflake::{read_block, BlockKey, Error, Layout, Parts, Reading, Role, SnowflakeId, Utc, Zone, MAX_BLOCKS};
use leptos::prelude::*;

/// Which side decides the ID.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The fields as typed; the ID box shows their composed ID.
    Fields,
    /// The ID box as typed (kept exactly, so no caret jumps); the fields show its parts, or
    /// the last valid ID's while the text is no ID.
    IdText,
    /// A bit flipped on the diagram: the ID itself; the fields and the ID box show it.
    Bits,
}

/// The text a block's field starts with; a field holding it is left out of the address.
pub fn default_text(key: BlockKey) -> &'static str {
    if key.role() == Role::Time {
        ""
    } else {
        "0"
    }
}

#[derive(Clone, Copy)]
pub struct Composer {
    layouts: LayoutChoice,
    /// Each field's text as typed, by block key.
    texts: RwSignal<Vec<(BlockKey, String)>>,
    id_text: RwSignal<String>,
    /// The ID box's text as read when it was typed, or when the layout changed.
    id_read: RwSignal<Option<Reading<SnowflakeId>>>,
    /// The last ID the ID box or a bit flip gave: what the fields show while not the source.
    held: RwSignal<Option<SnowflakeId>>,
    source: RwSignal<Source>,
    /// A Discord message's link, pasted in another layout, switched the page to Discord's.
    switched_by_link: RwSignal<bool>,
    clock: Clock,
    /// Each block's reading, by its place in the layout on screen, each read again only when
    /// its own text (or, for an empty timestamp, the clock and zone) or the layout changes.
    values: [Memo<Reading<u64>>; MAX_BLOCKS],
    /// The input being typed into key by key, until it is judged.
    calm: RwSignal<Calm<Typing>>,
    /// That input, while its text can still become valid and is the only thing between the
    /// page and an ID: the outputs keep the last ID, marked as waiting, and it shows no error.
    waiting: Memo<Option<Typing>>,
    id: Memo<Option<SnowflakeId>>,
    /// The ID as the person last left it: it follows their edits, not the clock's ticks.
    edited: Memo<Option<SnowflakeId>>,
    /// The ID's parts in the layout it was read in: the ID and its layout together.
    parts: Memo<Option<Parts>>,
    /// The timestamp in Unix ms, kept while the timestamp field is waiting.
    timestamp: Memo<Option<u64>>,
    /// Whether that timestamp came from the clock (an empty field), kept likewise.
    from_clock: Memo<bool>,
}

#[cfg(test)]
thread_local! {
    /// How many input texts the composers of this thread have read: lets tests check that an
    /// edit reads its own input once and a bit flip reads none.
    static TEXTS_READ: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// Counts one read of an input's text, in tests.
fn count_read() {
    #[cfg(test)]
    TEXTS_READ.with(|n| n.set(n.get() + 1));
}

/// The ID the fields show while the ID box or a bit flip is the source.
fn held_id(source: RwSignal<Source>, held: RwSignal<Option<SnowflakeId>>) -> Option<SnowflakeId> {
    (source.get() != Source::Fields).then(|| held.get()).flatten()
}

/// A memo that keeps its last value while `hold` says so, and is `fresh` otherwise.
fn kept_while<T: Clone + PartialEq + Send + Sync + 'static>(
    hold: impl Fn() -> bool + Send + Sync + 'static,
    fresh: impl Fn() -> T + Send + Sync + 'static,
) -> Memo<T> {
    Memo::new(move |previous: Option<&T>| match previous {
        Some(previous) if hold() => previous.clone(),
        _ => fresh(),
    })
}

/// The text typed for `key`, or its default.
fn text_of(texts: &[(BlockKey, String)], key: BlockKey) -> &str {
    texts.iter().find(|(k, _)| *k == key).map_or(default_text(key), |(_, text)| text.as_str())
}

impl Composer {
    /// The first-load state: timestamp empty (now), everything else 0, so an ID shows at once.
    pub fn new(clock: Clock, zones: Zones, layouts: LayoutChoice) -> Self {
        let texts = RwSignal::new(Vec::<(BlockKey, String)>::new());
        let held = RwSignal::new(None::<SnowflakeId>);
        let source = RwSignal::new(Source::Fields);
        let id_text = RwSignal::new(String::new());
        let id_read = RwSignal::new(None::<Reading<SnowflakeId>>);
        let calm = RwSignal::new(Calm::IDLE);
        let shown = layouts.shown_signal();
        let values: [Memo<Reading<u64>>; MAX_BLOCKS] = std::array::from_fn(|index| {
            let block = move || shown.with(|layout| layout.blocks().get(index).copied());
            // The block's text alone, so an edit of another field leaves this one unread.
            let text = Memo::new(move |_| {
                let key = block().map(|b| b.key())?;
                Some(texts.with(|texts| text_of(texts, key).to_string()))
            });
            Memo::new(move |_| {
                let Some(block) = block().filter(|b| b.role() != Role::Sign) else { return Reading::Complete(0) };
                if let Some(id) = held_id(source, held) {
                    return Reading::Complete(shown.with(|layout| layout.part(id, index)));
                }
                count_read();
                text.with(|text| {
                    let text = text.as_deref().unwrap_or_default();
                    let timestamp = block.role() == Role::Time;
                    // Tracked only where they matter, so a tick re-reads only an empty timestamp.
                    let now = if timestamp && text.trim().is_empty() { clock.now_ms() } else { f64::NAN };
                    let zone: &dyn Zone = if timestamp { zones.zone() } else { &Utc };
                    shown.with(|layout| read_block(layout, index, text, now, zone))
                })
            })
        });
        let reading_of = move |key: BlockKey| {
            let index = shown.with(|layout| layout.index_of(key.as_str()))?;
            values.get(index).copied()
        };
        let waiting = Memo::new(move |_| {
            let typing = calm.get().typing()?;
            let waits = match (typing, source.get()) {
                // Waiting only on this field: any other field's error is an error now.
                (Typing::Block(key), Source::Fields) => {
                    let count = shown.with(|layout| layout.blocks().len());
                    let this = shown.with(|layout| layout.index_of(key.as_str()));
                    this.is_some()
                        && (0..count).all(|index| {
                            let reading = values[index];
                            if Some(index) == this {
                                reading.with(Reading::is_incomplete)
                            } else {
                                reading.with(Reading::is_complete)
                            }
                        })
                }
                (Typing::IdBox, Source::IdText) => {
                    id_read.with(|read| read.as_ref().is_some_and(Reading::is_incomplete))
                }
                _ => false,
            };
            waits.then_some(typing)
        });
        let id = kept_while(
            move || waiting.with(Option::is_some),
            move || {
                let layout = layouts.layout()?;
                match source.get() {
                    Source::Fields => {
                        let count = layout.blocks().len();
                        let mut parts = [0u64; MAX_BLOCKS];
                        for (index, value) in values.iter().enumerate().take(count) {
                            parts[index] = value.with(|v| v.value().copied())?;
                        }
                        Parts::in_layout(layout, &parts[..count]).ok().map(SnowflakeId::compose)
                    }
                    Source::IdText => id_read.with(|read| read.as_ref().and_then(|r| r.value().copied())),
                    Source::Bits => held.get(),
                }
            },
        );
        let timestamp_key = || BlockKey::TIMESTAMP;
        let timestamp_waits = move || waiting.get() == Some(Typing::Block(timestamp_key()));
        let timestamp = kept_while(timestamp_waits, move || {
            layouts.layout()?;
            reading_of(timestamp_key()).and_then(|value| value.with(|v| v.value().copied()))
        });
        let from_clock = kept_while(timestamp_waits, move || {
            source.get() == Source::Fields && texts.with(|texts| text_of(texts, timestamp_key()).trim().is_empty())
        });
        // Every input of the ID but the clock: a tick that moves an empty timestamp's ID leaves
        // this as it was, and the next edit reads the ID as it is then.
        let edited = Memo::new(move |_| {
            texts.track();
            id_text.track();
            id_read.track();
            held.track();
            source.track();
            calm.track();
            zones.setting.track();
            layouts.layout();
            id.get_untracked()
        });
        let switched_by_link = RwSignal::new(false);
        let parts = Memo::new(move |_| id.get().map(|id| shown.with(|layout| layout.decompose(id))));
        Composer {
            layouts,
            texts,
            id_text,
            id_read,
            held,
            source,
            switched_by_link,
            clock,
            values,
            calm,
            waiting,
            id,
            edited,
            parts,
            timestamp,
            from_clock,
        }
    }

    /// The layout the page's fields and bits are drawn for.
    pub fn layout(self) -> Layout {
        self.layouts.shown()
    }

    pub fn layout_signal(self) -> Signal<Layout> {
        self.layouts.shown_signal()
    }

    pub fn layouts(self) -> LayoutChoice {
        self.layouts
    }

    pub fn source(self) -> Source {
        self.source.get()
    }

    /// The ID, when there is one.
    pub fn id(self) -> Option<SnowflakeId> {
        self.id.get()
    }

    pub fn id_signal(self) -> Signal<Option<SnowflakeId>> {
        self.id.into()
    }

    /// The ID as the person last left it: the same as [`Self::id`] after every edit, but it
    /// stays put while the clock alone moves an empty timestamp's ID. What the tools and the
    /// embed preview start from, so that none of them is rebuilt every second.
    pub fn edited_id(self) -> Signal<Option<SnowflakeId>> {
        self.edited.into()
    }

    /// The ID's parts in the layout on screen.
    pub fn parts(self) -> Option<Parts> {
        self.parts.get()
    }

    /// The same, as a signal: the ID and the layout it was read in, always together.
    pub fn parts_signal(self) -> Signal<Option<Parts>> {
        self.parts.into()
    }

    /// A Discord message's link in the ID box switched the page to Discord's layout.
    pub fn switched_by_link(self) -> bool {
        self.switched_by_link.get()
    }

    /// What the field of the block keyed `key` shows: its text while the fields are the
    /// source, else the source ID's part.
    pub fn field_text(self, key: BlockKey) -> String {
        let layout = self.layouts.shown();
        match (held_id(self.source, self.held), layout.index_of(key.as_str())) {
            (Some(id), Some(index)) => layout.part(id, index).to_string(),
            _ => self.texts.with(|texts| text_of(texts, key).to_string()),
        }
    }

    /// The field's own text, as last typed or given by the address. While the ID box or the
    /// bits are the source, the input shows the ID's part instead ([`Self::field_text`]).
    #[cfg(test)]
    pub fn typed_text(self, key: BlockKey) -> String {
        self.texts.with(|texts| text_of(texts, key).to_string())
    }

    /// What the ID box shows: its text while it is the source, else the ID's digits.
    pub fn id_box_text(self) -> String {
        match self.source.get() {
            Source::IdText => self.id_text.get(),
            _ => self.id.with(|id| id.map(|id| id.to_string()).unwrap_or_default()),
        }
    }

    /// The field's error, while the fields are the source and it is invalid, unless the
    /// person is still typing a text that can become valid ([`Calm::verdict`], the rule every
    /// input follows), whatever the other fields hold.
    pub fn field_error(self, key: BlockKey) -> Option<Error> {
        let calm = self.calm.get();
        let index = self.layouts.shown_signal().with(|layout| layout.index_of(key.as_str()))?;
        self.values.get(index)?.with(|value| calm.verdict(Typing::Block(key), value).error())
    }

    /// The ID box's error, while it is the source and holds no ID, unless the person is still
    /// typing a text that can become one.
    pub fn id_error(self) -> Option<Error> {
        if self.source.get() != Source::IdText {
            return None;
        }
        let calm = self.calm.get();
        self.id_read.with(|read| read.as_ref().and_then(|r| calm.verdict(Typing::IdBox, r).error()))
    }

    /// The input the outputs are waiting for: they show the last ID until it is valid or
    /// judged.
    pub fn waiting(self) -> Option<Typing> {
        self.waiting.get()
    }

    /// The ID box holds text that is no ID: the fields still show the last valid ID.
    pub fn fields_stale(self) -> bool {
        self.source.get() == Source::IdText
            && self.waiting.get().is_none()
            && self.id_read.with(|read| read.as_ref().is_some_and(|r| !r.is_complete()))
    }

    /// The timestamp in Unix ms whenever it is valid, even while another field is not; the
    /// last one while the timestamp field is waiting.
    pub fn timestamp_ms(self) -> Option<u64> {
        self.timestamp.get()
    }

    /// The timestamp field is empty and the fields are the source: the ID is made "now". While
    /// the timestamp field is waiting, what held for the last ID.
    pub fn timestamp_from_clock(self) -> bool {
        self.from_clock.get()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::LayoutChoice;

    const FIELDS: [&str; 4] = ["timestamp", "datacenter", "machine", "sequence"];

    fn k(name: &str) -> BlockKey {
        BlockKey::parse(name).expect("a block key")
    }

    /// A composer showing the worked example (1288834975657, 1, 1, 0 → 4194439168), with the
    /// zone pinned to UTC and a clock that is never read, so it runs without a browser.
    fn worked_example() -> (Owner, Composer) {
        let owner = Owner::new();
        owner.set();
        let zones = crate::model::tests::utc_zones();
        let layouts = LayoutChoice::from_query(&|_| None);
        let composer = Composer::new(Clock::new(|| (Layout::TWITTER.epoch_ms() + 1000) as f64), zones, layouts);
        for (field, text) in FIELDS.map(k).into_iter().zip(["1288834975657", "1", "1", "0"]) {
            composer.edit_field(field, text.to_string());
        }
        assert_eq!(composer.id().map(SnowflakeId::as_u64), Some(4_194_439_168));
        assert_eq!(composer.timestamp_ms(), Some(1_288_834_975_657));
        (owner, composer)
    }

    #[test]
    fn a_timestamp_typed_key_by_key_keeps_the_last_id_and_shows_no_error_until_it_is_whole() {
        let (_owner, composer) = worked_example();
        let typed = "1718900000123";
        for end in 1..typed.len() {
            composer.type_field(k("timestamp"), typed[..end].to_string());
            assert_eq!(composer.waiting(), Some(Typing::Block(k("timestamp"))), "{}", &typed[..end]);
            assert_eq!(composer.field_error(k("timestamp")), None, "{}", &typed[..end]);
            assert_eq!(composer.id().map(SnowflakeId::as_u64), Some(4_194_439_168), "{}", &typed[..end]);
            assert_eq!(composer.timestamp_ms(), Some(1_288_834_975_657));
        }
        composer.type_field(k("timestamp"), typed.to_string());
        assert_eq!(composer.waiting(), None);
        let expected = ((1_718_900_000_123 - Layout::TWITTER.epoch_ms()) << 22) | (1 << 17) | (1 << 12);
        assert_eq!(composer.id().map(SnowflakeId::as_u64), Some(expected));
    }

    #[test]
    fn judging_an_unfinished_field_shows_its_error_and_no_id() {
        let (_owner, composer) = worked_example();
        composer.type_field(k("timestamp"), "17189".into());
        assert!(composer.id().is_some());
        composer.judge(Typing::Block(k("timestamp")));
        assert_eq!(composer.waiting(), None);
        assert!(composer.field_error(k("timestamp")).is_some());
        assert_eq!(composer.id(), None);
        assert_eq!(composer.timestamp_ms(), None);
    }

    #[test]
    fn judging_another_input_leaves_the_typed_one_waiting() {
        let (_owner, composer) = worked_example();
        composer.type_field(k("datacenter"), String::new());
        composer.judge(Typing::Block(k("timestamp")));
        composer.judge(Typing::IdBox);
        assert_eq!(composer.waiting(), Some(Typing::Block(k("datacenter"))));
        assert_eq!(composer.field_error(k("datacenter")), None);
    }

    #[test]
    fn text_that_can_never_be_valid_is_an_error_while_typing() {
        let (_owner, composer) = worked_example();
        composer.type_field(k("datacenter"), "32".into());
        assert_eq!(composer.waiting(), None);
        assert!(composer.field_error(k("datacenter")).is_some());
        assert_eq!(composer.id(), None);
        composer.type_field(k("timestamp"), "1000".into());
        assert!(composer.field_error(k("timestamp")).is_some());
    }

    #[test]
    fn a_whole_text_change_is_judged_at_once() {
        let (_owner, composer) = worked_example();
        composer.type_field(k("timestamp"), "1718".into());
        composer.edit_field(k("timestamp"), "17189".into());
        assert_eq!(composer.waiting(), None);
        assert!(composer.field_error(k("timestamp")).is_some());
        assert_eq!(composer.id(), None);
    }

    #[test]
    fn while_another_field_is_wrong_typing_does_not_bring_an_old_id_back() {
        let (_owner, composer) = worked_example();
        composer.edit_field(k("machine"), "99".into());
        assert_eq!(composer.id(), None);
        composer.type_field(k("timestamp"), "1718".into());
        assert_eq!(composer.waiting(), None, "the outputs have no last ID to keep");
        assert_eq!(composer.id(), None);
        assert!(composer.field_error(k("machine")).is_some());
        assert_eq!(composer.field_error(k("timestamp")), None, "the half-typed field still waits");
    }

    /// docs/input-rules.md: a text typed key by key that can still become valid shows no
    /// message until it is judged, whatever the other fields hold.
    #[test]
    fn a_half_typed_field_waits_while_another_field_is_invalid() {
        let (_owner, composer) = worked_example();
        composer.edit_field(k("datacenter"), "32".into());
        for typed in ["1", "1,7", "1,718,", "1718"] {
            composer.type_field(k("timestamp"), typed.into());
            assert_eq!(composer.field_error(k("timestamp")), None, "{typed}");
            assert!(composer.field_error(k("datacenter")).is_some(), "{typed}");
        }
        composer.judge(Typing::Block(k("timestamp")));
        let judged = composer.field_error(k("timestamp")).map(|e| e.kind());
        assert_eq!(judged, Some(crate::snowflake::ErrorKind::BeforeEpoch), "judged, it shows its error");
    }

    #[test]
    fn emptying_the_id_box_after_a_field_edit_keeps_the_fields_and_bits_on_one_id() {
        let (_owner, composer) = worked_example();
        composer.edit_id("1804242886974412801".into());
        composer.edit_field(k("machine"), "2".into());
        let fields_id = composer.id();
        composer.type_id(String::new());
        assert_eq!(composer.waiting(), Some(Typing::IdBox));
        assert_eq!(composer.id(), fields_id, "the outputs keep the last ID");
        let parts = Layout::TWITTER.decompose(fields_id.expect("an ID"));
        for field in FIELDS.map(k) {
            assert_eq!(Some(composer.field_text(field)), parts.of(field.as_str()).map(|v| v.to_string()), "{field:?}");
        }
        composer.judge(Typing::IdBox);
        assert!(composer.fields_stale());
        assert_eq!(composer.field_text(k("machine")), "2", "the fields still hold the ID they made");
    }

    #[test]
    fn the_id_box_typed_key_by_key_waits_through_a_prefix() {
        let (_owner, composer) = worked_example();
        composer.type_id("0x".into());
        assert_eq!(composer.waiting(), Some(Typing::IdBox));
        assert_eq!(composer.id_error(), None);
        assert!(!composer.fields_stale());
        assert_eq!(composer.id().map(SnowflakeId::as_u64), Some(4_194_439_168));
        assert_eq!(composer.field_text(k("timestamp")), "1288834975657");
        composer.type_id("0x14".into());
        assert_eq!(composer.waiting(), None);
        assert_eq!(composer.id().map(SnowflakeId::as_u64), Some(20));
        composer.type_id("0xZ".into());
        assert!(composer.id_error().is_some());
        assert_eq!(composer.id(), None);
    }
}
