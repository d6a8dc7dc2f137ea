//! The languages the page speaks, and which one a visitor gets.

use super::{en, ko, Strings};

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

    /// A language tag to a language this page speaks, as BCP 47 matches them: by the primary
    /// subtag, case-insensitively (`KO`, `ko-KR`, `EN-gb`), `_` taken for `-` (`ko_KR`).
    /// `static/boot.js` applies the same rule before the first paint; an end-to-end test
    /// checks the two agree on a table of tags.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?;
        Lang::ALL.into_iter().find(|lang| primary.eq_ignore_ascii_case(lang.code()))
    }

    /// `?lang=` when it names a language; else the first of the browser's preferred
    /// languages that this page speaks; else English.
    ///
    /// ```
    /// use snowflake_composer::strings::Lang;
    /// assert_eq!(Lang::choose(Some("ko"), &["en-US"]), Lang::Ko);
    /// assert_eq!(Lang::choose(Some("ko_KR"), &["en-US"]), Lang::Ko);
    /// assert_eq!(Lang::choose(Some("fr"), &["de", "ko-KR", "en"]), Lang::Ko);
    /// assert_eq!(Lang::choose(None, &["de"]), Lang::En);
    /// ```
    pub fn choose<S: AsRef<str>>(query: Option<&str>, preferred: &[S]) -> Lang {
        query
            .and_then(Lang::from_tag)
            .or_else(|| preferred.iter().find_map(|tag| Lang::from_tag(tag.as_ref())))
            .unwrap_or(Lang::En)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_choice() {
        assert_eq!(Lang::choose(None::<&str>, &[] as &[&str]), Lang::En);
        for tag in ["KO", "ko-KR", "ko_KR", "Ko-kr", " ko "] {
            assert_eq!(Lang::choose(Some(tag), &["en"]), Lang::Ko, "{tag}");
        }
        assert_eq!(Lang::choose(Some("EN-gb"), &["ko"]), Lang::En);
        for unknown in ["", "k", "kor", "korean", "x-ko", "-ko", "fr"] {
            assert_eq!(Lang::choose(Some(unknown), &["ko"]), Lang::Ko, "{unknown:?} falls back to the browser");
        }
        assert_eq!(Lang::choose(Some("en"), &["ko"]), Lang::En);
        assert_eq!(Lang::choose(None, &["ko_KR"]), Lang::Ko);
        assert_eq!(Lang::choose(None, &["", "x", "EN-gb", "ko"]), Lang::En);
    }
}
