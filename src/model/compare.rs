//! The compare tool's state: two IDs as typed, each read once per edit, and one comparison.

use crate::snowflake::{parse_id_or_post_link, Comparison, Error, SnowflakeId};
use leptos::prelude::*;

#[derive(Clone, Copy)]
pub struct CompareTool {
    pub a: RwSignal<String>,
    pub b: RwSignal<String>,
    read_a: Memo<Result<SnowflakeId, Error>>,
    read_b: Memo<Result<SnowflakeId, Error>>,
    comparison: Memo<Option<Comparison>>,
}

impl CompareTool {
    /// The query parameters for the two IDs.
    pub const A_KEY: &'static str = "compare_a";
    pub const B_KEY: &'static str = "compare_b";

    pub fn from_query(get: &impl Fn(&str) -> Option<String>) -> Self {
        let a = RwSignal::new(get(Self::A_KEY).unwrap_or_default());
        let b = RwSignal::new(get(Self::B_KEY).unwrap_or_default());
        let read_a = Memo::new(move |_| a.with(|text| parse_id_or_post_link(text)));
        let read_b = Memo::new(move |_| b.with(|text| parse_id_or_post_link(text)));
        let comparison = Memo::new(move |_| match (read_a.get(), read_b.get()) {
            (Ok(a), Ok(b)) => Some(Comparison::new(a, b)),
            _ => None,
        });
        CompareTool { a, b, read_a, read_b, comparison }
    }

    pub fn to_query(self) -> Vec<(&'static str, String)> {
        super::filled([(Self::A_KEY, self.a.get()), (Self::B_KEY, self.b.get())])
    }

    /// Whether the address filled an ID, so the panel opens with the page.
    pub fn filled_at_start(self) -> bool {
        self.a.with_untracked(|t| !t.is_empty()) || self.b.with_untracked(|t| !t.is_empty())
    }

    /// A starts as the composer's ID when the panel first opens empty.
    pub fn start_from(self, id: Option<SnowflakeId>) {
        if let Some(id) = id.filter(|_| self.a.with_untracked(String::is_empty)) {
            self.a.set(id.to_string());
        }
    }

    pub fn error_a(self) -> Option<Error> {
        self.read_a.with(|r| r.as_ref().err().cloned())
    }

    pub fn error_b(self) -> Option<Error> {
        self.read_b.with(|r| r.as_ref().err().cloned())
    }

    /// The comparison, while both texts are IDs.
    pub fn comparison(self) -> Option<Comparison> {
        self.comparison.get()
    }
}
