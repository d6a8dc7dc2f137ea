//! [`Later`]: a memo made on its first read.

use leptos::prelude::*;

/// A memo made on its first read, under the owner that was current when this was made (the
/// page's model), so it lives as long as the page, whichever part reads it first.
///
/// A tool's results are read only by its panel, whose code comes in a chunk of its own. A
/// memo made with the page's model would bring the code that computes it into the page's
/// start; made here, on first read, that code goes with the panel that reads it.
pub struct Later<T: Send + Sync + 'static> {
    memo: StoredValue<Option<Memo<T>>>,
    owner: StoredValue<Option<Owner>>,
}

impl<T: Send + Sync + 'static> Clone for Later<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Send + Sync + 'static> Copy for Later<T> {}

impl<T: PartialEq + Send + Sync + 'static> Later<T> {
    pub fn new() -> Self {
        Later { memo: StoredValue::new(None), owner: StoredValue::new(Owner::current()) }
    }

    /// The memo, made by `make` on the first call.
    pub fn get_or(self, make: impl FnOnce() -> Memo<T>) -> Memo<T> {
        if let Some(memo) = self.memo.get_value() {
            return memo;
        }
        let memo = match self.owner.get_value() {
            Some(owner) => owner.with(make),
            None => make(),
        };
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
}
