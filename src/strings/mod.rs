//! Every piece of text the app renders, in one place per language: `en.rs` and `ko.rs`.
//!
//! Both are values of one struct, so a string missing from either language is a compile
//! error, not a fallback. The static explanation in `index.html` carries both languages too;
//! `tests/e2e/i18n.test.mjs` checks that its blocks pair up.

mod en;
mod ko;

use crate::snowflake::{group_digits, BitBlock, FieldError, Found, IdError};
use leptos::prelude::*;

/// The languages the page speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Ko,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ko];

    pub const fn strings(self) -> &'static Strings {
        match self {
            Lang::En => &en::STRINGS,
            Lang::Ko => &ko::STRINGS,
        }
    }

    /// The BCP 47 code used in `?lang=` and `<html lang>`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ko => "ko",
        }
    }

    /// `en`, `en-GB`, `ko`, `ko-KR`… (case-insensitive) to a language this page speaks.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.trim();
        Lang::ALL.into_iter().find(|lang| primary.eq_ignore_ascii_case(lang.code()))
    }

    /// `?lang=` when it names a language; else the first of the browser's preferred
    /// languages that this page speaks; else English. `static/boot.js` applies the same rule
    /// before the first paint.
    ///
    /// ```
    /// use snowflake_composer::strings::Lang;
    /// assert_eq!(Lang::choose(Some("ko"), &["en-US"]), Lang::Ko);
    /// assert_eq!(Lang::choose(Some("fr"), &["de", "ko-KR", "en"]), Lang::Ko);
    /// assert_eq!(Lang::choose(None, &["de"]), Lang::En);
    /// ```
    pub fn choose<S: AsRef<str>>(query: Option<&str>, preferred: &[S]) -> Lang {
        query
            .filter(|q| matches!(*q, "en" | "ko"))
            .and_then(Lang::from_tag)
            .or_else(|| preferred.iter().find_map(|tag| Lang::from_tag(tag.as_ref())))
            .unwrap_or(Lang::En)
    }
}

/// The text of one language.
pub struct Strings {
    pub app_name: &'static str,
    pub lang_name: &'static str,
    pub lang_switch_label: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    pub form_label: &'static str,
    pub field_labels: [&'static str; 4],
    pub field_hints: [&'static str; 4],
    pub timestamp_placeholder: &'static str,
    pub use_now: &'static str,
    pub now_used: &'static str,
    pub now_unit: &'static str,
    pub id_label: &'static str,
    pub id_hint: &'static str,
    pub id_invalid: &'static str,
    pub time_utc: &'static str,
    pub time_local: &'static str,
    pub time_relative: &'static str,
    pub format_names: [&'static str; 3],
    pub copy: &'static str,
    pub copy_names: [&'static str; 3],
    pub copied: &'static str,
    pub copy_failed: &'static str,
    pub copy_link: &'static str,
    pub precision_note: &'static str,
    pub bits_label: &'static str,
    pub bits_help: &'static str,
    pub block_names: [&'static str; 5],
    pub legend_block: &'static str,
    pub legend_width: &'static str,
    pub legend_value: &'static str,
    pub sign_value_note: &'static str,
    pub sign_bit_label: &'static str,
    pub calc_heading: &'static str,
    pub calc_steps: [&'static str; 3],
    pub calc_invalid: &'static str,
    pub code_heading: &'static str,
    pub code_note: &'static str,
    /// The comment that opens the JavaScript sample.
    pub code_js_comment: &'static str,
    pub embed_heading: &'static str,
    pub embed_note: &'static str,
    pub embed_copy: &'static str,
    /// Locale for `Intl` (dates, relative times).
    pub locale: &'static str,
    pub digit_separator: char,
    /// "Expected …, found …" for one invalid field.
    pub field_error: fn(&FieldError) -> String,
    /// The same for a text in the ID box that is not an ID.
    pub id_error: fn(&IdError) -> String,
    /// A bit's accessible name: (block name, place in block, block width, ID bit, value).
    pub bit_label: fn(&str, u32, u32, u32, &str) -> String,
    /// The timestamp block's legend value: (grouped delta, grouped Unix ms).
    pub timestamp_value: fn(&str, &str) -> String,
}

impl Strings {
    pub fn block_name(&self, block: BitBlock) -> &'static str {
        self.block_names[block as usize]
    }

    pub fn group(&self, value: u64) -> String {
        group_digits(value, self.digit_separator)
    }
}

/// What a message says it found: text that is not a number in quotation marks (so stray
/// spaces and symbols show), other text as typed, and the two cases that are not text.
pub(crate) fn found_text(found: &Found, quoted: bool, nothing: &str, clock: fn(i64) -> String) -> String {
    match found {
        Found::Nothing => nothing.to_string(),
        Found::Text(text) if quoted => format!("\u{201C}{text}\u{201D}"),
        Found::Text(text) => text.clone(),
        Found::Clock(ms) => clock(*ms),
    }
}

/// The current language's strings, for components: reactive, so a language switch
/// re-renders every text that uses it.
pub fn use_strings() -> impl Fn() -> &'static Strings + Copy + Send + Sync + 'static {
    let lang = use_context::<RwSignal<Lang>>().unwrap_or_else(|| RwSignal::new(Lang::En));
    move || lang.get().strings()
}

/// A fixed text of the current language, for views: every call returns the same closure
/// type, so the render code behind reactive text is compiled once, not once per string.
pub fn tr(pick: fn(&'static Strings) -> &'static str) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    let t = use_strings();
    move || pick(t())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::snowflake::{ErrorKind, Field, IdErrorKind};

    #[test]
    fn language_choice() {
        assert_eq!(Lang::choose(None::<&str>, &[] as &[&str]), Lang::En);
        assert_eq!(Lang::choose(Some("KO"), &["en"]), Lang::En, "only the exact codes count in the query");
        assert_eq!(Lang::choose(Some("en"), &["ko"]), Lang::En);
        assert_eq!(Lang::choose(None, &["ko_KR"]), Lang::Ko);
        assert_eq!(Lang::choose(None, &["", "x", "EN-gb", "ko"]), Lang::En);
    }

    #[test]
    fn messages_say_what_was_expected_and_found_in_both_languages() {
        let e = FieldError { field: Field::Datacenter, kind: ErrorKind::OutOfRange, found: Found::Text("32".into()) };
        assert_eq!((en::STRINGS.field_error)(&e), "Expected a whole number from 0 to 31, found 32.");
        assert_eq!((ko::STRINGS.field_error)(&e), "필요한 값: 0부터 31까지의 정수. 입력된 값: 32.");
        let e = FieldError { field: Field::Sequence, kind: ErrorKind::Missing, found: Found::Nothing };
        assert_eq!((en::STRINGS.field_error)(&e), "Expected a whole number from 0 to 4095, found nothing.");
        let e = FieldError { field: Field::Machine, kind: ErrorKind::NotANumber, found: Found::Text("1.5".into()) };
        assert!((en::STRINGS.field_error)(&e).ends_with("found \u{201C}1.5\u{201D}."));
        let e = FieldError { field: Field::Timestamp, kind: ErrorKind::BeforeEpoch, found: Found::Clock(0) };
        assert!((en::STRINGS.field_error)(&e).contains("clock at 0 ms"));
        let e = IdError { kind: IdErrorKind::SignBitSet, found: Found::Text("9223372036854775808".into()) };
        for lang in Lang::ALL {
            assert!((lang.strings().id_error)(&e).contains("9223372036854775808"), "{lang:?}");
        }
    }

    #[test]
    fn languages_differ_where_they_should() {
        let (en, ko) = (Lang::En.strings(), Lang::Ko.strings());
        assert_ne!(en.field_labels, ko.field_labels);
        assert_ne!(en.block_names, ko.block_names);
        assert_eq!((en.locale, ko.locale), ("en", "ko"));
    }
}
