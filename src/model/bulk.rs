//! The list tool's state: the list as pasted or typed, the order and the page shown, and the
//! list decoded in the page's layout. Kept with the page, so that closing the tool and opening
//! it again loses nothing.

use super::Later;
use crate::snowflake::{Bulk, BulkRow, Layout};
use leptos::prelude::*;

/// Rows per page of the table: a pasted list of any length renders only these.
pub const BULK_PAGE: usize = 100;

#[derive(Clone, Copy)]
pub struct BulkTool {
    text: RwSignal<String>,
    pub sorted: RwSignal<bool>,
    page: RwSignal<usize>,
    layout: Signal<Option<Layout>>,
    bulk: Later<Option<Bulk>>,
    rows: Later<Vec<BulkRow>>,
}

impl BulkTool {
    /// An empty list, read in the page's `layout` (nothing while it has none).
    pub fn new(layout: Signal<Option<Layout>>) -> Self {
        let (text, sorted, page) = (RwSignal::new(String::new()), RwSignal::new(false), RwSignal::new(0));
        BulkTool { text, sorted, page, layout, bulk: Later::new(), rows: Later::new() }
    }

    /// The list as the person left it.
    pub fn text_untracked(self) -> String {
        self.text.get_untracked()
    }

    /// The person pasted or typed into the list: its first page shows.
    pub fn set_text(self, text: String) {
        self.page.set(0);
        self.text.set(text);
    }

    /// The list decoded, once something reads it; `None` while the page has no layout.
    pub fn bulk(self) -> Memo<Option<Bulk>> {
        let (text, layout) = (self.text, self.layout);
        self.bulk.get_or(|| Memo::new(move |_| layout.get().map(|l| text.with(|text| Bulk::decode(&l, text)))))
    }

    /// The valid rows in the order shown and exported: as listed, or by ID.
    pub fn rows(self) -> Memo<Vec<BulkRow>> {
        let (bulk, sorted) = (self.bulk(), self.sorted);
        self.rows.get_or(|| {
            Memo::new(move |_| {
                bulk.with(|b| b.as_ref().map(|b| if sorted.get() { b.sorted() } else { b.rows.clone() }))
                    .unwrap_or_default()
            })
        })
    }

    /// How many pages the rows fill: one at least.
    pub fn pages(self) -> usize {
        self.rows().with(|r| r.len().div_ceil(BULK_PAGE).max(1))
    }

    /// The page shown, 0 first: within the pages the rows fill now.
    pub fn page(self) -> usize {
        self.page.get().min(self.pages() - 1)
    }

    /// Shows the page `step` pages on (negative: back), within the pages there are.
    pub fn turn(self, step: isize) {
        let next = self.page.get_untracked().min(self.pages() - 1).saturating_add_signed(step);
        self.page.set(next.min(self.pages() - 1));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_and_its_page_outlive_the_panel_that_showed_them() {
        let page = Owner::new();
        page.set();
        let tool = BulkTool::new(Signal::derive(|| Some(Layout::TWITTER)));
        let panel = page.child();
        let lines: Vec<String> = (1..=250u64).map(|n| (n << 22).to_string()).collect();
        panel.with(|| {
            tool.set_text(lines.join("\n"));
            tool.turn(2);
            assert_eq!(tool.rows().with(Vec::len), 250);
        });
        panel.cleanup();
        let again = page.child();
        again.with(|| {
            assert_eq!(tool.text_untracked(), lines.join("\n"));
            assert_eq!((tool.page(), tool.pages()), (2, 3));
            tool.turn(5);
            assert_eq!(tool.page(), 2, "no page past the last");
            tool.turn(-9);
            assert_eq!(tool.page(), 0);
        });
    }

    #[test]
    fn without_a_layout_nothing_is_decoded() {
        let owner = Owner::new();
        owner.set();
        let layout = RwSignal::new(None::<Layout>);
        let tool = BulkTool::new(layout.into());
        tool.set_text("4194439168\nnope".into());
        assert_eq!(tool.bulk().get(), None);
        assert!(tool.rows().with(Vec::is_empty));
        layout.set(Some(Layout::TWITTER));
        assert_eq!(tool.bulk().with(|b| b.as_ref().map(|b| (b.rows.len(), b.errors.len()))), Some((1, 1)));
    }
}
