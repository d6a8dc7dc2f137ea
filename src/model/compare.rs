//! The compare tool's state: two IDs as typed, each read once per edit, and one comparison.

use crate::address::Key;
use crate::snowflake::{parse_id_or_post_link, Comparison, Error, SnowflakeId};
use leptos::prelude::*;

#[derive(Clone, Copy)]
pub struct CompareTool {
    pub a: RwSignal<String>,
    pub b: RwSignal<String>,
    read_a: Memo<Result<SnowflakeId, Error>>,
    read_b: Memo<Result<SnowflakeId, Error>>,
    /// Whether each input has been typed in: an empty one that never was is no error.
    used: [RwSignal<bool>; 2],
    comparison: Memo<Option<Comparison>>,
}

impl CompareTool {
    pub fn from_query(get: &impl Fn(&str) -> Option<String>) -> Self {
        let a = RwSignal::new(get(Key::CompareA.name()).unwrap_or_default());
        let b = RwSignal::new(get(Key::CompareB.name()).unwrap_or_default());
        let read_a = Memo::new(move |_| a.with(|text| parse_id_or_post_link(text)));
        let read_b = Memo::new(move |_| b.with(|text| parse_id_or_post_link(text)));
        let comparison = Memo::new(move |_| match (read_a.get(), read_b.get()) {
            (Ok(a), Ok(b)) => Some(Comparison::new(a, b)),
            _ => None,
        });
        CompareTool { a, b, read_a, read_b, used: [RwSignal::new(false), RwSignal::new(false)], comparison }
    }

    pub fn to_query(self) -> Vec<(&'static str, String)> {
        super::filled([(Key::CompareA.name(), self.a.get()), (Key::CompareB.name(), self.b.get())])
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

    /// The person typed `text` into A.
    pub fn edit_a(self, text: String) {
        self.used[0].set(true);
        self.a.set(text);
    }

    /// The person typed `text` into B.
    pub fn edit_b(self, text: String) {
        self.used[1].set(true);
        self.b.set(text);
    }

    pub fn error_a(self) -> Option<Error> {
        self.error(self.a, self.read_a, self.used[0])
    }

    pub fn error_b(self) -> Option<Error> {
        self.error(self.b, self.read_b, self.used[1])
    }

    /// An input's error; none for an empty input nobody has typed in yet.
    fn error(
        self,
        text: RwSignal<String>,
        read: Memo<Result<SnowflakeId, Error>>,
        used: RwSignal<bool>,
    ) -> Option<Error> {
        if !used.get() && text.with(|t| t.trim().is_empty()) {
            return None;
        }
        read.with(|r| r.as_ref().err().cloned())
    }

    /// The comparison, while both texts are IDs.
    pub fn comparison(self) -> Option<Comparison> {
        self.comparison.get()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tool(a: &str, b: &str) -> (Owner, CompareTool) {
        let owner = Owner::new();
        owner.set();
        let (a, b) = (a.to_string(), b.to_string());
        let tool = CompareTool::from_query(&move |key: &str| match key {
            "compare_a" => Some(a.clone()),
            "compare_b" => Some(b.clone()),
            _ => None,
        });
        (owner, tool)
    }

    #[test]
    fn an_empty_input_nobody_typed_in_is_neutral() {
        let (_owner, compare) = tool("4194439168", "");
        assert_eq!(compare.error_b(), None);
        assert_eq!(compare.comparison(), None);
        compare.edit_b("x".into());
        assert!(compare.error_b().is_some());
        compare.edit_b(String::new());
        assert!(compare.error_b().is_some(), "emptied by the person, it is missing");
    }

    #[test]
    fn the_comparison_names_the_fields_that_differ() {
        // 4194439168 is 1,000 ms after the epoch on datacenter 1, machine 1; B one ms later on machine 2.
        let b = (1001u64 << 22) | (1 << 17) | (2 << 12);
        let (_owner, compare) = tool("4194439168", &b.to_string());
        let comparison = compare.comparison().expect("two IDs");
        assert_eq!(comparison.delta_ms, 1);
        assert!(comparison.differs(crate::snowflake::Field::Machine));
        assert!(!comparison.differs(crate::snowflake::Field::Datacenter));
    }
}
