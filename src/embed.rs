//! The embedding protocol: the address an author's choice of view gives, what the embedded
//! view tells its host page, and the snippet a host pastes to frame it. Documented in the README; the
//! README's copy is tested against the page.

use crate::address::{Key, Lang, Theme, View};
use crate::snowflake::SnowflakeId;

impl View {
    /// The frame's height before its first height message arrives, in rem, and for good where
    /// a host strips the snippet's script: each view's whole content at a documentation
    /// column's width (680 px and wider), and for the whole composer its answer and bits.
    pub const fn first_height_rem(self) -> u32 {
        match self {
            View::Page | View::Embed => 40,
            View::EmbedCompact => 32,
            View::EmbedBits => 32,
            View::EmbedRange => 46,
        }
    }
}

/// What an author picks in the embed panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub view: View,
    /// `None`: the reader's browser language decides.
    pub lang: Option<Lang>,
    /// `None`: the reader's light or dark setting decides.
    pub theme: Option<Theme>,
    /// Whether the frame starts from the page's values.
    pub values: bool,
}

impl Choice {
    /// The embed address's query: the view, the language and theme if pinned, the layout the
    /// page reads in, then the page state the view reads (`state`, the page's own pairs). The
    /// diagram view is always given `id`, the current ID: without one it has nothing to draw.
    pub fn query(self, state: Vec<(Key, String)>, id: Option<SnowflakeId>) -> Vec<(Key, String)> {
        let mut pairs: Vec<(Key, String)> = Vec::new();
        pairs.extend(self.view.embed_value().map(|value| (Key::Embed, value.to_string())));
        pairs.extend(self.lang.map(|lang| (Key::Lang, lang.code().to_string())));
        pairs.extend(self.theme.map(|theme| (Key::Theme, theme.code().to_string())));
        let (layout, others): (Vec<_>, Vec<_>) = state.into_iter().partition(|(key, _)| key.is_layout());
        pairs.extend(layout);
        if self.view == View::EmbedBits {
            pairs.extend(id.map(|id| (Key::Id, id.to_string())));
        } else if self.values {
            pairs.extend(others.into_iter().filter(|(key, _)| self.view.reads(*key)));
        }
        pairs
    }
}

/// The message the embedded view posts to its host page whenever its height changes:
/// `{ type: HEIGHT_MESSAGE, height: <CSS pixels> }`.
pub const HEIGHT_MESSAGE: &str = "snowflake-composer:height";

/// The snippet, also documented in the README. The script sizes only the frame that sent
/// the message (`e.source`), so several embeds on one page each get their own height.
pub fn snippet(src: &str, title: &str, view: View) -> String {
    let height = view.first_height_rem();
    let src = src.replace('&', "&amp;").replace('"', "&quot;");
    let title = title.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;");
    format!(
        "<iframe src=\"{src}\" title=\"{title}\"\n        style=\"width:100%;height:{height}rem;border:0\" loading=\"lazy\"></iframe>\n\
         <script>\n\
         addEventListener(\"message\", function (e) {{\n  \
           if (!e.data || e.data.type !== \"{HEIGHT_MESSAGE}\") return;\n  \
           document.querySelectorAll(\"iframe\").forEach(function (f) {{\n    \
             if (f.contentWindow === e.source) f.style.height = e.data.height + \"px\";\n  \
           }});\n\
         }});\n\
         </script>"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A page's state as `Page::to_query` writes it: language first, then each part's pairs.
    fn state() -> Vec<(Key, String)> {
        named(&[
            ("lang", "ko"),
            ("timestamp", "1288834975657"),
            ("datacenter", "1"),
            ("machine", "1"),
            ("tz", "utc"),
            ("range_from", "2024-06-21"),
            ("compare_a", "20"),
        ])
    }

    fn named(pairs: &[(&str, &str)]) -> Vec<(Key, String)> {
        pairs.iter().map(|(key, value)| (Key::of_state(key).unwrap_or(Key::Embed), value.to_string())).collect()
    }

    fn keys(pairs: &[(Key, String)]) -> Vec<&str> {
        pairs.iter().map(|(key, _)| key.name()).collect()
    }

    const WHOLE: Choice = Choice { view: View::Embed, lang: Some(Lang::Ko), theme: None, values: true };

    #[test]
    fn the_whole_composer_with_the_page_language_gives_the_embed_address_of_before() {
        let pairs = WHOLE.query(state(), None);
        assert_eq!(pairs[0], (Key::Embed, String::new()));
        assert_eq!(pairs[1], (Key::Lang, "ko".to_string()));
        assert_eq!(pairs[2..], state()[1..]);
    }

    #[test]
    fn each_view_carries_only_the_state_it_reads() {
        let with = |view| Choice { view, ..WHOLE }.query(state(), None);
        assert_eq!(keys(&with(View::EmbedCompact)), ["embed", "lang", "timestamp", "datacenter", "machine"]);
        assert_eq!(keys(&with(View::EmbedRange)), ["embed", "lang", "tz", "range_from"]);
    }

    #[test]
    fn every_view_carries_the_layout_with_or_without_the_values() {
        let mut state =
            named(&[("layout", "custom"), ("epoch", "0"), ("tick", "1"), ("blocks", "timestamp:48,seq:16")]);
        state.extend(named(&[("timestamp", "1"), ("seq", "2")]));
        for view in View::EMBEDDED {
            for values in [true, false] {
                let pairs = Choice { view, values, ..WHOLE }.query(state.clone(), SnowflakeId::from_u64(65_538));
                let names = keys(&pairs);
                assert_eq!(names[2..6], ["layout", "epoch", "tick", "blocks"], "{view:?} {values}");
            }
        }
    }

    #[test]
    fn the_diagram_is_given_the_current_id_whether_or_not_values_are_included() {
        let id = SnowflakeId::from_u64(4_194_439_168);
        for values in [true, false] {
            let pairs = Choice { view: View::EmbedBits, values, ..WHOLE }.query(state(), id);
            assert_eq!(keys(&pairs), ["embed", "lang", "id"]);
            assert_eq!(pairs[2].1, "4194439168");
        }
        let without = Choice { view: View::EmbedBits, ..WHOLE }.query(state(), None);
        assert_eq!(keys(&without), ["embed", "lang"]);
    }

    #[test]
    fn without_values_the_address_holds_only_the_view_language_and_theme() {
        let choice = Choice { view: View::EmbedCompact, lang: None, theme: Some(Theme::Dark), values: false };
        assert_eq!(keys(&choice.query(state(), None)), ["embed", "theme"]);
    }

    #[test]
    fn the_snippet_keeps_its_form_for_the_whole_composer_and_escapes_the_address() {
        let snippet = snippet("https://example.com/?embed&lang=en", "A \"title\"", View::Embed);
        assert!(
            snippet.starts_with(
                "<iframe src=\"https://example.com/?embed&amp;lang=en\" title=\"A &quot;title&quot;\"\n        \
             style=\"width:100%;height:40rem;border:0\" loading=\"lazy\"></iframe>\n<script>"
            ),
            "{snippet}"
        );
    }
}
