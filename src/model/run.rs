//! The run tool's state: how many IDs the run has, as typed, and the run from the composer's ID
//! as the person last left it (not as the clock moves it).

use super::{write_changed, Calm, Change, Later};
use crate::snowflake::{read_run_count, Error, Layout, Reading, Run, SnowflakeId};
use leptos::prelude::*;

/// The count the tool starts with.
pub const RUN_START_COUNT: &str = "8";

#[derive(Clone, Copy)]
pub struct RunTool {
    pub count_text: RwSignal<String>,
    count: Later<Reading<u32>>,
    calm: RwSignal<Calm<()>>,
    layout: Signal<Option<Layout>>,
    id: Signal<Option<SnowflakeId>>,
    run: Later<Option<Run>>,
}

impl RunTool {
    /// The run of the composer's ID `id` in the page's layout (none while it has none): worked
    /// out only while something reads it (the tool's panel, while open).
    pub fn new(layout: Signal<Option<Layout>>, id: Signal<Option<SnowflakeId>>) -> Self {
        let count_text = RwSignal::new(RUN_START_COUNT.to_string());
        RunTool { count_text, count: Later::new(), calm: RwSignal::new(Calm::IDLE), layout, id, run: Later::new() }
    }

    /// The count as read, once something reads it.
    fn count(self) -> Memo<Reading<u32>> {
        let count_text = self.count_text;
        self.count.get_or(|| Memo::new(move |_| count_text.with(|text| read_run_count(text))))
    }

    /// A person changed the count, by a typing key or as a whole.
    pub fn change(self, text: String, change: Change) {
        write_changed(self.calm, |calm| calm.changed((), change));
        self.count_text.set(text);
    }

    /// The person left the count, pressed Enter in it or paused: its text is judged now.
    pub fn judge(self) {
        write_changed(self.calm, |calm| calm.judged(()));
    }

    /// The count's error, unless it is typed and can still become a count.
    pub fn count_error(self) -> Option<Error> {
        let calm = self.calm.get();
        self.count().with(|reading| calm.verdict((), reading).error())
    }

    /// The run, while the composer has an ID and the count is valid.
    pub fn run(self) -> Memo<Option<Run>> {
        let (count, layout, id) = (self.count(), self.layout, self.id);
        self.run.get_or(|| {
            Memo::new(move |_| match (layout.get(), id.get(), count.with(|c| c.value().copied())) {
                (Some(layout), Some(id), Some(n)) => Run::starting_at(&layout, id, n),
                _ => None,
            })
        })
    }

    /// The layout the run is made in; `None` while the page can read in none.
    pub fn layout(self) -> Option<Layout> {
        self.layout.get()
    }

    /// The ID the run starts from.
    pub fn start(self) -> Option<SnowflakeId> {
        self.id.get()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::snowflake::ErrorKind;

    fn tool() -> (Owner, RunTool) {
        let owner = Owner::new();
        owner.set();
        let id = SnowflakeId::from_u64(4_194_439_168);
        (owner, RunTool::new(Signal::derive(|| Some(Layout::TWITTER)), Signal::derive(move || id)))
    }

    #[test]
    fn a_count_typed_key_by_key_waits_and_a_whole_one_is_judged_at_once() {
        let (_owner, run) = tool();
        assert_eq!(run.run().get().map(|r| r.steps.len()), Some(8));
        run.change(String::new(), Change::Typed);
        assert_eq!(run.count_error(), None, "emptied while typing: waits");
        assert_eq!(run.run().get(), None);
        run.judge();
        assert_eq!(run.count_error().map(|e| e.kind()), Some(ErrorKind::Missing));
        run.change("10001".into(), Change::Whole);
        assert_eq!(run.count_error().map(|e| e.kind()), Some(ErrorKind::OutOfRange));
        run.change("3".into(), Change::Typed);
        assert_eq!(run.run().get().map(|r| r.steps.len()), Some(3));
    }
}
