//! The page's language: chosen by the address, else the browser, and switchable on the page.

use crate::address::{Key, Lang};
use leptos::prelude::*;

#[derive(Clone, Copy)]
pub struct Language {
    pub lang: RwSignal<Lang>,
    /// Written to the address only once chosen, by the link or the switch; else the browser
    /// decides on every visit.
    in_address: RwSignal<bool>,
}

impl Language {
    pub fn from_query<S: AsRef<str>>(get: &impl Fn(&str) -> Option<String>, preferred: &[S]) -> Self {
        let asked = get(Key::Lang.name());
        let lang = Lang::choose(asked.as_deref(), preferred);
        let in_address = asked.as_deref().and_then(Lang::from_tag).is_some();
        Language { lang: RwSignal::new(lang), in_address: RwSignal::new(in_address) }
    }

    /// The person chose a language on the page.
    pub fn choose(self, lang: Lang) {
        self.lang.set(lang);
        self.in_address.set(true);
    }

    pub fn to_query(self) -> Option<(Key, String)> {
        self.in_address.get().then(|| (Key::Lang, self.lang.get().code().to_string()))
    }
}
