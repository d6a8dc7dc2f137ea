//! Snowflake ID composer: a Leptos app that builds a Twitter-layout Snowflake ID from its
//! four values and shows how they fill the 64 bits.
//!
//! Data flows one way: the four input components write raw text into signals, one memo runs
//! the pure core ([`snowflake::compose_fields`]) over them, and every output component reads
//! that one derived result.

pub mod components;
pub mod snowflake;
pub mod strings;

use components::{BitView, Calculation, ClockNote, IdOutput, NumberField};
use leptos::prelude::*;
use snowflake::{compose_fields, Field, FieldError, FormResult, RawFields};

/// The raw text of the four inputs; the only state the page has besides the clock reading.
#[derive(Clone, Copy)]
pub struct FormState {
    pub timestamp: RwSignal<String>,
    pub datacenter: RwSignal<String>,
    pub machine: RwSignal<String>,
    pub sequence: RwSignal<String>,
    /// `Date.now()` as last read: an empty timestamp means this instant.
    pub now_ms: RwSignal<f64>,
}

impl FormState {
    /// The first-load state: timestamp empty (now), everything else 0, so an ID shows at once.
    pub fn new() -> Self {
        FormState {
            timestamp: RwSignal::new(String::new()),
            datacenter: RwSignal::new("0".into()),
            machine: RwSignal::new("0".into()),
            sequence: RwSignal::new("0".into()),
            now_ms: RwSignal::new(js_sys::Date::now()),
        }
    }

    pub fn text(self, field: Field) -> RwSignal<String> {
        match field {
            Field::Timestamp => self.timestamp,
            Field::Datacenter => self.datacenter,
            Field::Machine => self.machine,
            Field::Sequence => self.sequence,
        }
    }

    /// Re-reads the clock; called on every edit so "now" is the moment of the change.
    pub fn touch_clock(self) {
        self.now_ms.set(js_sys::Date::now());
    }
}

impl Default for FormState {
    fn default() -> Self {
        Self::new()
    }
}

#[component]
pub fn App() -> impl IntoView {
    let state = FormState::new();
    let result: Memo<FormResult> = Memo::new(move |_| {
        let (t, d, m, s) = (state.timestamp.read(), state.datacenter.read(), state.machine.read(), state.sequence.read());
        compose_fields(&RawFields { timestamp: &t, datacenter: &d, machine: &m, sequence: &s }, state.now_ms.get())
    });
    let error_for = move |field: Field| -> Signal<Option<FieldError>> {
        Memo::new(move |_| result.with(|r| r.as_ref().err().and_then(|errors| errors.iter().find(|e| e.field == field).cloned())))
            .into()
    };
    let id = Signal::derive(move || result.with(|r| r.as_ref().ok().map(|c| c.id)));

    view! {
        <form class="fields" aria-label=strings::EN.form_label on:submit=|ev| ev.prevent_default()>
            {Field::ALL.map(|field| view! { <NumberField field state error=error_for(field) /> }).collect_view()}
        </form>
        <ClockNote state result />
        <section class="result" aria-label=strings::EN.id_label>
            <IdOutput id />
            <BitView id />
            <Calculation id />
        </section>
    }
}
