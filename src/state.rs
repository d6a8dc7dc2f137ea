//! The page's whole state: the raw text of the four fields and of the ID box, which of the two
//! the person edited last, and the clock reading that an empty timestamp stands for.
//! Everything shown is derived from this through the pure core.

use crate::snowflake::{Field, SnowflakeId};
use leptos::prelude::*;

/// Which side the person is editing. The other side follows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The four fields; the ID box shows their composed ID.
    Fields,
    /// The ID box; the fields show its decoded parts. Its text is kept exactly as typed.
    IdText,
}

/// How a typed date-time without an offset is read: the page's time zone setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ZoneSetting {
    /// The browser's zone (the default).
    #[default]
    Local,
    Utc,
}

impl ZoneSetting {
    pub const ALL: [ZoneSetting; 2] = [ZoneSetting::Local, ZoneSetting::Utc];

    /// The value of `tz=` in the address.
    pub const fn key(self) -> &'static str {
        match self {
            ZoneSetting::Local => "local",
            ZoneSetting::Utc => "utc",
        }
    }

    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|z| z.key() == key)
    }

    /// The rule the core applies.
    pub fn zone(self) -> &'static dyn crate::snowflake::Zone {
        match self {
            ZoneSetting::Local => &crate::web::BrowserZone,
            ZoneSetting::Utc => &crate::snowflake::Utc,
        }
    }
}

/// The query parameter for the time zone setting.
pub const TZ_PARAM: &str = "tz";
/// The query parameters for the range panel's two ends.
pub const RANGE_FROM_PARAM: &str = "range_from";
pub const RANGE_TO_PARAM: &str = "range_to";
/// The query parameters for the compare panel's two IDs.
pub const COMPARE_A_PARAM: &str = "compare_a";
pub const COMPARE_B_PARAM: &str = "compare_b";

#[derive(Clone, Copy)]
pub struct FormState {
    pub timestamp: RwSignal<String>,
    pub datacenter: RwSignal<String>,
    pub machine: RwSignal<String>,
    pub sequence: RwSignal<String>,
    pub id_text: RwSignal<String>,
    pub source: RwSignal<Source>,
    /// `Date.now()` as last read: an empty timestamp means this instant.
    pub now_ms: RwSignal<f64>,
    pub zone: RwSignal<ZoneSetting>,
    /// The range panel's two ends, as typed.
    pub range_from: RwSignal<String>,
    pub range_to: RwSignal<String>,
    /// The compare panel's two IDs, as typed.
    pub compare_a: RwSignal<String>,
    pub compare_b: RwSignal<String>,
    /// Notified first by every edit. The ID box's effect tracks it before anything else, so it
    /// is the first of an edit's effects to run: effects run in the order a change reaches
    /// them, and through the memos the ID came after most other outputs (benches/README.md).
    pub id_first: Trigger,
}

/// The text a field starts with; a field holding it is left out of the share link.
pub const fn default_text(field: Field) -> &'static str {
    match field {
        Field::Timestamp => "",
        _ => "0",
    }
}

/// The longest value, in bytes, that the address carries.
pub const MAX_QUERY_VALUE: usize = 4096;

/// The query parameter that carries an ID typed into the ID box.
pub const ID_PARAM: &str = "id";

impl FormState {
    /// The first-load state: timestamp empty (now), everything else 0, so an ID shows at once.
    pub fn new() -> Self {
        FormState {
            timestamp: RwSignal::new(String::new()),
            datacenter: RwSignal::new("0".into()),
            machine: RwSignal::new("0".into()),
            sequence: RwSignal::new("0".into()),
            id_text: RwSignal::new(String::new()),
            source: RwSignal::new(Source::Fields),
            now_ms: RwSignal::new(js_sys::Date::now()),
            zone: RwSignal::new(ZoneSetting::Local),
            range_from: RwSignal::new(String::new()),
            range_to: RwSignal::new(String::new()),
            compare_a: RwSignal::new(String::new()),
            compare_b: RwSignal::new(String::new()),
            id_first: Trigger::new(),
        }
    }

    /// The state a share link describes. `get` returns a query parameter's value, if present.
    /// `id` wins over the four fields; a missing field takes its default; a bad value is
    /// kept as text, so it shows the same error as typing it.
    pub fn from_query(get: impl Fn(&str) -> Option<String>) -> Self {
        // A text input cannot hold line breaks (the browser strips them from typed and pasted
        // text), so neither does a value from the address: it reads as it would when typed.
        let get = |key: &str| get(key).map(|value| value.replace(['\r', '\n'], ""));
        let state = Self::new();
        if let Some(zone) = get(TZ_PARAM).as_deref().and_then(ZoneSetting::from_key) {
            state.zone.set(zone);
        }
        for (key, signal) in [
            (RANGE_FROM_PARAM, state.range_from),
            (RANGE_TO_PARAM, state.range_to),
            (COMPARE_A_PARAM, state.compare_a),
            (COMPARE_B_PARAM, state.compare_b),
        ] {
            if let Some(value) = get(key) {
                signal.set(value);
            }
        }
        if let Some(id) = get(ID_PARAM) {
            state.edit_id(id);
        } else {
            for field in Field::ALL {
                if let Some(value) = get(field.key()) {
                    state.text(field).set(value);
                }
            }
        }
        state
    }

    /// The query parameters for the current state, in a fixed order. A text longer than
    /// [`MAX_QUERY_VALUE`] is left out: no real value is that long, and writing a megabyte of
    /// pasted junk into the address on every keystroke would only slow the page down.
    pub fn to_query(self) -> Vec<(&'static str, String)> {
        let pairs = if self.source.get() == Source::IdText {
            vec![(ID_PARAM, self.id_text.get())]
        } else {
            Field::ALL
                .into_iter()
                .filter_map(|field| {
                    let text = self.text(field).get();
                    (text != default_text(field)).then_some((field.key(), text))
                })
                .collect()
        };
        let zone = (self.zone.get() != ZoneSetting::Local).then(|| (TZ_PARAM, self.zone.get().key().to_string()));
        let range = [
            (RANGE_FROM_PARAM, self.range_from.get()),
            (RANGE_TO_PARAM, self.range_to.get()),
            (COMPARE_A_PARAM, self.compare_a.get()),
            (COMPARE_B_PARAM, self.compare_b.get()),
        ]
        .into_iter()
        .filter(|(_, value)| !value.is_empty());
        pairs.into_iter().chain(zone).chain(range).filter(|(_, value)| value.len() <= MAX_QUERY_VALUE).collect()
    }

    pub fn text(self, field: Field) -> RwSignal<String> {
        match field {
            Field::Timestamp => self.timestamp,
            Field::Datacenter => self.datacenter,
            Field::Machine => self.machine,
            Field::Sequence => self.sequence,
        }
    }

    /// A person typed into one of the four fields.
    pub fn edit_field(self, field: Field, text: String) {
        self.id_first.notify();
        self.text(field).set(text);
        self.set_source(Source::Fields);
        // "Now" is the moment of the change.
        self.now_ms.set(js_sys::Date::now());
    }

    /// A person typed into the ID box: keep the text as typed, and when it decodes, fill
    /// the fields with its parts.
    pub fn edit_id(self, text: String) {
        self.id_first.notify();
        if let Ok(id) = crate::snowflake::decode_id(&text) {
            self.fill_fields(id);
        }
        self.id_text.set(text);
        self.set_source(Source::IdText);
    }

    /// Only on a change: every write wakes everything that reads the source, even when equal.
    fn set_source(self, source: Source) {
        if self.source.get_untracked() != source {
            self.source.set(source);
        }
    }

    /// Shows `id` as if composed from the fields (after a bit flip).
    pub fn show_id(self, id: SnowflakeId) {
        self.id_first.notify();
        self.fill_fields(id);
        self.set_source(Source::Fields);
    }

    /// Back to "now": empty timestamp and a fresh clock reading.
    pub fn use_now(self) {
        self.edit_field(Field::Timestamp, String::new());
    }

    fn fill_fields(self, id: SnowflakeId) {
        let parts = id.decompose();
        for field in Field::ALL {
            self.text(field).set(parts.get(field).to_string());
        }
    }
}

impl Default for FormState {
    fn default() -> Self {
        Self::new()
    }
}
