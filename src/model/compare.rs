//! The compare tool's state: two IDs as typed, each read once per edit, and one comparison. A
//! is the composer's ID until the person types into it.

use super::{write_changed, Calm, Change, Later};
use crate::address::Key;
use crate::snowflake::{Comparison, Error, Layout, Reading, SnowflakeId};
use leptos::prelude::*;

/// One of the two inputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    A,
    B,
}

#[derive(Clone, Copy)]
pub struct CompareTool {
    pub a: RwSignal<String>,
    pub b: RwSignal<String>,
    layout: Signal<Option<Layout>>,
    /// The composer's ID as the person last left it: A's text until A is typed into.
    start: Signal<Option<SnowflakeId>>,
    read_a: Later<Option<Reading<SnowflakeId>>>,
    read_b: Later<Option<Reading<SnowflakeId>>>,
    /// Whether each input has been typed in: an empty one that never was is no error.
    used: [RwSignal<bool>; 2],
    calm: RwSignal<Calm<Side>>,
    comparison: Later<Option<Comparison>>,
}

impl CompareTool {
    /// The tool an address describes, reading in the page's `layout` (none while it has none),
    /// with A starting as the composer's ID `start`.
    pub fn from_query(
        layout: Signal<Option<Layout>>,
        start: Signal<Option<SnowflakeId>>,
        get: &impl Fn(&str) -> Option<String>,
    ) -> Self {
        let a = RwSignal::new(get(Key::CompareA.name()).unwrap_or_default());
        let b = RwSignal::new(get(Key::CompareB.name()).unwrap_or_default());
        let (used, calm) = ([RwSignal::new(false), RwSignal::new(false)], RwSignal::new(Calm::IDLE));
        let (read_a, read_b, comparison) = (Later::new(), Later::new(), Later::new());
        CompareTool { a, b, layout, start, read_a, read_b, used, calm, comparison }
    }

    /// What a side's input shows: its text, or for A, until the person types into it or the
    /// address fills it, the composer's ID.
    pub fn text(self, side: Side) -> String {
        let (text, used) = self.parts(side);
        let untouched = side == Side::A && !used.get() && text.with(String::is_empty);
        match untouched.then(|| self.start.get()).flatten() {
            Some(id) => id.to_string(),
            None => text.get(),
        }
    }

    /// A side's text read in the layout, once something reads it; nothing while the page has
    /// no layout to read in.
    fn reading(self, side: Side) -> Memo<Option<Reading<SnowflakeId>>> {
        let later = match side {
            Side::A => self.read_a,
            Side::B => self.read_b,
        };
        let layout = self.layout;
        later.get_or(|| {
            Memo::new(move |_| {
                let layout = layout.get()?;
                Some(layout.read_id_or_link(&self.text(side)))
            })
        })
    }

    /// The layout the two IDs are read in; `None` while the page can read in none.
    pub fn layout(self) -> Option<Layout> {
        self.layout.get()
    }

    pub fn to_query(self) -> Vec<(Key, String)> {
        super::filled([(Key::CompareA, self.a.get()), (Key::CompareB, self.b.get())])
    }

    /// Whether the address filled an ID, so the panel opens with the page.
    pub fn filled_at_start(self) -> bool {
        super::any_filled([self.a, self.b])
    }

    fn parts(self, side: Side) -> (RwSignal<String>, RwSignal<bool>) {
        match side {
            Side::A => (self.a, self.used[0]),
            Side::B => (self.b, self.used[1]),
        }
    }

    /// A person changed one side's text, by a typing key or as a whole.
    pub fn change(self, side: Side, text: String, change: Change) {
        let (input, used) = self.parts(side);
        write_changed(self.calm, |calm| calm.changed(side, change));
        used.set(true);
        input.set(text);
    }

    /// The person left a side, pressed Enter in it or paused: its text is judged now.
    pub fn judge(self, side: Side) {
        write_changed(self.calm, |calm| calm.judged(side));
    }

    /// A side's error; none for an empty input nobody has typed in yet, nor while it is typed
    /// and can still become an ID.
    pub fn error(self, side: Side) -> Option<Error> {
        let (text, used) = self.parts(side);
        if !used.get() && text.with(|t| t.trim().is_empty()) {
            return None;
        }
        self.reading(side).with(|reading| reading.as_ref().and_then(|r| self.calm.get().verdict(side, r).error()))
    }

    /// The comparison, while both texts are IDs.
    pub fn comparison(self) -> Option<Comparison> {
        let (read_a, read_b, layout) = (self.reading(Side::A), self.reading(Side::B), self.layout);
        let comparison = self.comparison.get_or(|| {
            Memo::new(move |_| match (layout.get(), read_a.get(), read_b.get()) {
                (Some(layout), Some(Reading::Complete(a)), Some(Reading::Complete(b))) => {
                    Some(Comparison::new(&layout, a, b))
                }
                _ => None,
            })
        });
        comparison.get()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tool(a: &str, b: &str) -> (Owner, CompareTool) {
        let owner = Owner::new();
        owner.set();
        let (a, b) = (a.to_string(), b.to_string());
        let layout = Signal::derive(|| Some(crate::snowflake::Layout::TWITTER));
        let tool = CompareTool::from_query(layout, Signal::stored(None), &move |key: &str| match key {
            "compare_a" => Some(a.clone()),
            "compare_b" => Some(b.clone()),
            _ => None,
        });
        (owner, tool)
    }

    #[test]
    fn an_empty_input_nobody_typed_in_is_neutral() {
        let (_owner, compare) = tool("4194439168", "");
        assert_eq!(compare.error(Side::B), None);
        assert_eq!(compare.comparison(), None);
        compare.change(Side::B, "x".into(), Change::Whole);
        assert!(compare.error(Side::B).is_some());
        compare.change(Side::B, String::new(), Change::Whole);
        assert!(compare.error(Side::B).is_some(), "emptied by the person, it is missing");
    }

    #[test]
    fn the_comparison_names_the_fields_that_differ() {
        // 4194439168 is 1,000 ms after the epoch on datacenter 1, machine 1; B one ms later on machine 2.
        let b = (1001u64 << 22) | (1 << 17) | (2 << 12);
        let (_owner, compare) = tool("4194439168", &b.to_string());
        let comparison = compare.comparison().expect("two IDs");
        assert_eq!(comparison.delta_ms, 1);
        assert!(comparison.differs(3), "the machine");
        assert!(!comparison.differs(2), "the datacenter");
    }
}
