//! The wording as components read it: the current language's strings, reactively.

use super::{Pick, Strings};
use crate::address::Lang;
use leptos::oco::Oco;
use leptos::prelude::*;

/// The current language's strings, for components: reactive, so a language switch
/// re-renders every text that uses it.
pub fn use_strings() -> impl Fn() -> &'static Strings + Copy + Send + Sync + 'static {
    let lang = use_context::<RwSignal<Lang>>().unwrap_or_else(|| RwSignal::new(Lang::En));
    move || lang.get().strings()
}

/// A fixed text of the current language, for views: every call returns the same closure
/// type, so the render code behind reactive text is compiled once, not once per string.
pub fn tr(pick: Pick) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    let t = use_strings();
    move || pick(t())
}

/// [`tr`] as an input's label (`TextField`'s, which also takes a block key of one's own).
pub fn tr_label(pick: Pick) -> Signal<Oco<'static, str>> {
    let text = tr(pick);
    Signal::derive(move || Oco::Borrowed(text()))
}
