//! The composer: the four fields and the ID box as typed, which of them the person edited
//! last, and everything derived from them through the core.
//!
//! Whichever side the person edits is the source, and the other side only shows it: while the
//! ID box (or a bit flip) is the source, the fields show the ID's parts, read straight from the
//! ID; nothing is written back as text to be parsed again. Each edit reads its own input once.

use super::{Clock, ZoneSetting};
use crate::snowflake::{parse_id_or_post_link, read_field, Error, Field, Parts, SnowflakeId};
use leptos::prelude::*;

/// Which side decides the ID.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The four fields as typed; the ID box shows their composed ID.
    Fields,
    /// The ID box as typed (kept exactly, so no caret jumps); the fields show its parts, or
    /// the last valid ID's while the text is no ID.
    IdText,
    /// A bit flipped on the diagram: the ID itself; the fields and the ID box show it.
    Bits,
}

/// The query parameter that carries an ID typed into the ID box; it wins over the fields.
pub const ID_KEY: &str = "id";

/// The text a field starts with; a field holding it is left out of the address.
pub const fn default_text(field: Field) -> &'static str {
    match field {
        Field::Timestamp => "",
        _ => "0",
    }
}

#[derive(Clone, Copy)]
pub struct Composer {
    texts: [RwSignal<String>; 4],
    id_text: RwSignal<String>,
    /// The ID box's text as read when it was typed.
    id_read: RwSignal<Option<Result<SnowflakeId, Error>>>,
    /// The last ID the ID box or a bit flip gave: what the fields show while not the source.
    held: RwSignal<Option<SnowflakeId>>,
    source: RwSignal<Source>,
    clock: Clock,
    /// Each field's value, each read again only when its own text (or, for an empty
    /// timestamp, the clock and zone) changes.
    values: [Memo<Result<u64, Error>>; 4],
    id: Memo<Option<SnowflakeId>>,
    /// Notified first by every edit. The ID box's effect tracks it before anything else, so
    /// it is the first of an edit's effects to run: effects run in the order a change reaches
    /// them, and through the memos the ID would come after most other outputs.
    pub id_first: Trigger,
    /// How many input texts have been read: lets tests check that an edit reads its own
    /// input once and a bit flip reads none.
    texts_read: StoredValue<u32>,
}

impl Composer {
    /// The first-load state: timestamp empty (now), everything else 0, so an ID shows at once.
    pub fn new(clock: Clock, zone: RwSignal<ZoneSetting>) -> Self {
        let texts = Field::ALL.map(|field| RwSignal::new(default_text(field).to_string()));
        let held = RwSignal::new(None::<SnowflakeId>);
        let source = RwSignal::new(Source::Fields);
        let texts_read = StoredValue::new(0u32);
        let values = Field::ALL.map(|field| {
            Memo::new(move |_| {
                let held_value = (source.get() != Source::Fields).then(|| held.get()).flatten();
                if let Some(id) = held_value {
                    return Ok(id.decompose().get(field));
                }
                texts_read.update_value(|n| *n += 1);
                texts[field as usize].with(|text| {
                    let timestamp = field == Field::Timestamp;
                    // Tracked only where they matter, so a tick re-reads only an empty timestamp.
                    let now = if timestamp && text.trim().is_empty() { clock.now_ms() } else { f64::NAN };
                    let zone = if timestamp { zone.get() } else { ZoneSetting::Utc };
                    read_field(field, text, now, zone.zone())
                })
            })
        });
        let id_read = RwSignal::new(None::<Result<SnowflakeId, Error>>);
        let id = Memo::new(move |_| match source.get() {
            Source::Fields => {
                let [t, d, m, s] = values.map(|value| value.with(|v| v.as_ref().ok().copied()));
                Parts::new(t?, d?, m?, s?).ok().map(SnowflakeId::compose)
            }
            Source::IdText => id_read.with(|read| read.as_ref().and_then(|r| r.as_ref().ok().copied())),
            Source::Bits => held.get(),
        });
        Composer {
            texts,
            id_text: RwSignal::new(String::new()),
            id_read,
            held,
            source,
            clock,
            values,
            id,
            id_first: Trigger::new(),
            texts_read,
        }
    }

    /// The state an address describes: `id` wins over the four fields; a missing field
    /// takes its default; a bad value is kept as text, so it shows the same error as typing it.
    pub fn from_query(clock: Clock, zone: RwSignal<ZoneSetting>, get: &impl Fn(&str) -> Option<String>) -> Self {
        let composer = Self::new(clock, zone);
        if let Some(id) = get(ID_KEY) {
            composer.edit_id(id);
        } else {
            for field in Field::ALL {
                if let Some(value) = get(field.key()) {
                    composer.texts[field as usize].set(value);
                }
            }
        }
        composer
    }

    /// The address's pairs for this state, in a fixed order: the ID box's text while it is
    /// the source, else every field that does not hold its default.
    pub fn to_query(self) -> Vec<(&'static str, String)> {
        if self.source.get() == Source::IdText {
            return vec![(ID_KEY, self.id_text.get())];
        }
        Field::ALL
            .into_iter()
            .filter_map(|field| {
                let text = self.field_text(field);
                (text != default_text(field)).then_some((field.key(), text))
            })
            .collect()
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

    /// What a field's input shows: its text while the fields are the source, else the
    /// source ID's part.
    pub fn field_text(self, field: Field) -> String {
        let held = (self.source.get() != Source::Fields).then(|| self.held.get()).flatten();
        match held {
            Some(id) => id.decompose().get(field).to_string(),
            None => self.texts[field as usize].get(),
        }
    }

    /// The field's own text, as last typed or given by the address. While the ID box or the
    /// bits are the source, the input shows the ID's part instead ([`Self::field_text`]).
    pub fn typed_text(self, field: Field) -> String {
        self.texts[field as usize].get()
    }

    /// What the ID box shows: its text while it is the source, else the ID's digits.
    pub fn id_box_text(self) -> String {
        match self.source.get() {
            Source::IdText => self.id_text.get(),
            _ => self.id.with(|id| id.map(|id| id.to_string()).unwrap_or_default()),
        }
    }

    /// The field's error, while the fields are the source and it is invalid.
    pub fn field_error(self, field: Field) -> Option<Error> {
        self.values[field as usize].with(|value| value.as_ref().err().cloned())
    }

    /// The ID box's error, while it is the source and holds no ID.
    pub fn id_error(self) -> Option<Error> {
        if self.source.get() != Source::IdText {
            return None;
        }
        self.id_read.with(|read| read.as_ref().and_then(|r| r.as_ref().err().cloned()))
    }

    /// The ID box holds text that is no ID: the fields still show the last valid ID.
    pub fn fields_stale(self) -> bool {
        self.source.get() == Source::IdText && self.id_read.with(|read| matches!(read, Some(Err(_))))
    }

    /// The timestamp in Unix ms whenever it is valid, even while another field is not.
    pub fn timestamp_ms(self) -> Option<u64> {
        self.values[Field::Timestamp as usize].with(|value| value.as_ref().ok().copied())
    }

    /// The timestamp field is empty and the fields are the source: the ID is made "now".
    pub fn timestamp_from_clock(self) -> bool {
        self.source.get() == Source::Fields && self.texts[Field::Timestamp as usize].with(|text| text.trim().is_empty())
    }

    /// A person typed into one of the four fields. Coming from the ID box or the bits, the
    /// other fields take the values they showed as their text.
    pub fn edit_field(self, field: Field, text: String) {
        self.id_first.notify();
        if self.source.get_untracked() != Source::Fields {
            if let Some(id) = self.held.get_untracked() {
                let parts = id.decompose();
                for other in Field::ALL.into_iter().filter(|f| *f != field) {
                    self.texts[other as usize].set(parts.get(other).to_string());
                }
            }
            self.source.set(Source::Fields);
        }
        // "Now" is the moment of the change, not the clock's last tick.
        let timestamp_empty = if field == Field::Timestamp {
            text.trim().is_empty()
        } else {
            self.texts[Field::Timestamp as usize].with_untracked(|t| t.trim().is_empty())
        };
        if timestamp_empty {
            self.clock.read();
        }
        self.texts[field as usize].set(text);
    }

    /// A person typed into the ID box: the text is kept as typed and read once.
    pub fn edit_id(self, text: String) {
        self.id_first.notify();
        self.texts_read.update_value(|n| *n += 1);
        let read = parse_id_or_post_link(&text);
        if let Ok(id) = read {
            self.held.set(Some(id));
        }
        self.id_read.set(Some(read));
        self.id_text.set(text);
        self.set_source(Source::IdText);
    }

    /// A bit was flipped: `id` is the source, nothing to read.
    pub fn show_id(self, id: SnowflakeId) {
        self.id_first.notify();
        self.held.set(Some(id));
        self.set_source(Source::Bits);
    }

    /// Back to "now": an empty timestamp and a fresh clock reading.
    pub fn use_now(self) {
        self.edit_field(Field::Timestamp, String::new());
    }

    /// How many input texts the composer has read so far.
    pub fn texts_read(self) -> u32 {
        self.texts_read.get_value()
    }

    /// Only on a change: every write wakes everything that reads the source, even when equal.
    fn set_source(self, source: Source) {
        if self.source.get_untracked() != source {
            self.source.set(source);
        }
    }
}
