//! The page's state and what is derived from it, kept apart from the views: the composer, the
//! tools that keep state of their own (each with its own address keys), the one clock, the
//! time zone setting and the language. Views read these and call their edit methods.

mod clock;
mod compare;
mod composer;
mod language;
mod range;
mod zone;

pub use clock::{Clock, CLOCK_TICK};
pub use compare::CompareTool;
pub use composer::{default_text, Composer, Source, Typing, ID_KEY, JUDGE_PAUSE_MS};
pub use language::Language;
pub use range::{End, RangeTool};
pub use zone::ZoneSetting;

use crate::embed::View;
use leptos::prelude::*;

/// The address's pairs for a tool's texts: each filled one, under its key.
fn filled<const N: usize>(pairs: [(&'static str, String); N]) -> Vec<(&'static str, String)> {
    pairs.into_iter().filter(|(_, value)| !value.is_empty()).collect()
}

/// Everything the page holds, built from its address.
#[derive(Clone, Copy)]
pub struct Page {
    pub view: View,
    pub language: Language,
    pub clock: Clock,
    pub zone: RwSignal<ZoneSetting>,
    pub composer: Composer,
    pub range: RangeTool,
    pub compare: CompareTool,
}

impl Page {
    /// The state an address describes. `get` returns a query parameter's value; `preferred`
    /// are the browser's languages; `now_ms` is the clock's first reading.
    pub fn from_query<S: AsRef<str>>(get: impl Fn(&str) -> Option<String>, preferred: &[S], now_ms: f64) -> Self {
        let clock = Clock::new(now_ms);
        let zone = ZoneSetting::from_query(&get);
        Page {
            view: View::from_query(&get),
            language: Language::from_query(&get, preferred),
            clock,
            zone,
            composer: Composer::from_query(clock, zone, &get),
            range: RangeTool::from_query(clock, zone, &get),
            compare: CompareTool::from_query(&get),
        }
    }

    /// The address's pairs for the state, the language first; the view is the host's choice
    /// and stays as it is.
    pub fn to_query(self) -> Vec<(&'static str, String)> {
        let mut pairs: Vec<_> = self.language.to_query().into_iter().collect();
        pairs.extend(self.composer.to_query());
        pairs.extend(ZoneSetting::to_query(self.zone));
        pairs.extend(self.range.to_query());
        pairs.extend(self.compare.to_query());
        pairs
    }
}
