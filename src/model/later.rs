//! [`Later`]: a memo made on its first read.

use leptos::prelude::*;
use leptos::reactive::owner::WeakOwner;

/// A memo made on its first read, under the owner that was current when this was made (the
/// page's model), so it lives as long as the page, whichever part reads it first.
///
/// A tool's results are read only by its panel, whose code comes in a chunk of its own. A
/// memo made with the page's model would bring the code that computes it into the page's
/// start; made here, on first read, that code goes with the panel that reads it.
pub struct Later<T: Send + Sync + 'static> {
    memo: StoredValue<Option<Memo<T>>>,
    /// Weak: this value lives in that owner, which must not be kept alive by it.
    owner: StoredValue<Option<WeakOwner>>,
}

impl<T: Send + Sync + 'static> Clone for Later<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Send + Sync + 'static> Copy for Later<T> {}

impl<T: PartialEq + Send + Sync + 'static> Later<T> {
    pub fn new() -> Self {
        Later { memo: StoredValue::new(None), owner: StoredValue::new(Owner::current().map(|o| o.downgrade())) }
    }

    /// The memo, made by `make` on the first call. Made without an owner to live under (none
    /// when this was made, or gone), it is the caller's and is not kept.
    pub fn get_or(self, make: impl FnOnce() -> Memo<T>) -> Memo<T> {
        if let Some(memo) = self.memo.get_value() {
            return memo;
        }
        let Some(owner) = self.owner.get_value().and_then(|o| o.upgrade()) else { return make() };
        // Untracked: whatever reads it first subscribes by its own read, not by the making.
        let memo = owner.with(|| untrack(make));
        self.memo.set_value(Some(memo));
        memo
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn the_memo_is_made_once_and_outlives_the_owner_that_first_read_it() {
        static MADE: AtomicUsize = AtomicUsize::new(0);
        let page = Owner::new();
        page.set();
        let source = RwSignal::new(2);
        let later = Later::new();
        let make = move || {
            MADE.fetch_add(1, Ordering::SeqCst);
            Memo::new(move |_| source.get() * 10)
        };
        let panel = page.child();
        let first = panel.with(|| later.get_or(make));
        assert_eq!(first.get(), 20);
        panel.cleanup();
        source.set(3);
        assert_eq!(later.get_or(make).get(), 30, "still computed after the first reader went away");
        assert_eq!(MADE.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn a_memo_first_read_inside_another_memo_outlives_that_memo_s_next_run() {
        let page = Owner::new();
        page.set();
        let (source, other) = (RwSignal::new(2), RwSignal::new(0));
        let later = Later::new();
        // A panel's memo that reads the tool's memo: each of its runs cleans up the last one's.
        let panel = Memo::new(move |_| {
            other.get();
            later.get_or(|| Memo::new(move |_| source.get() * 10)).get()
        });
        assert_eq!(panel.get(), 20);
        other.set(1);
        assert_eq!(panel.get(), 20, "read again after the panel's memo ran again");
        source.set(4);
        assert_eq!(panel.get(), 40, "and still follows its source");
    }
}
