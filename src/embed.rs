//! The embedding protocol: the address an author's choice of view gives, what the embedded
//! view tells its host page, and the snippet a host pastes to frame it. Documented in the README; the
//! README's copy is tested against the page.

use crate::address::{Key, Lang, Theme, View};
use crate::snowflake::SnowflakeId;

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

/// The message a `<snowflake-embed>` posts its frame when the host's theme changes:
/// `{ type: THEME_MESSAGE, theme: "light" | "dark" }` (`static/embed.js`, `static/boot.js`).
pub const THEME_MESSAGE: &str = "snowflake-composer:theme";

impl View {
    /// The iframe-only snippet's height, in CSS pixels: the view's whole content in a 700 px
    /// documentation column, in either language.
    pub const fn column_height_px(self) -> u32 {
        match self {
            View::Page | View::Embed => 2920,
            View::EmbedCompact => 500,
            View::EmbedBits => 480,
            View::EmbedRange => 760,
        }
    }

    /// The view's name as `<snowflake-embed view="…">` takes it.
    pub const fn element_name(self) -> &'static str {
        match self.embed_value() {
            Some(name) => name,
            None => "whole",
        }
    }
}

/// Where an author pastes the embed: each documentation host loads `embed.js` its own way, and
/// some allow no script at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Host {
    Html,
    VitePress,
    Docusaurus,
    MdBook,
    MkDocs,
    Starlight,
    /// No script: the frame alone, at a fixed height.
    IframeOnly,
}

impl Host {
    pub const ALL: [Host; 7] =
        [Host::Html, Host::VitePress, Host::Docusaurus, Host::MdBook, Host::MkDocs, Host::Starlight, Host::IframeOnly];

    /// The value of the host's option in the builder.
    pub const fn code(self) -> &'static str {
        match self {
            Host::Html => "html",
            Host::VitePress => "vitepress",
            Host::Docusaurus => "docusaurus",
            Host::MdBook => "mdbook",
            Host::MkDocs => "mkdocs",
            Host::Starlight => "starlight",
            Host::IframeOnly => "iframe",
        }
    }

    /// The framework's own name; the plain page and the frame alone are named by the strings.
    pub const fn proper_name(self) -> Option<&'static str> {
        match self {
            Host::VitePress => Some("VitePress"),
            Host::Docusaurus => Some("Docusaurus"),
            Host::MdBook => Some("mdBook"),
            Host::MkDocs => Some("MkDocs"),
            Host::Starlight => Some("Starlight"),
            Host::Html | Host::IframeOnly => None,
        }
    }

    pub fn from_code(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|host| host.code() == code)
    }
}

/// The `<snowflake-embed>` markup for the embed address `query` (as [`Choice::query`] writes
/// it): the view, then each pair the element takes, by its attribute name. `home` is the
/// generator's address, written into the element only where embed.js is served from the
/// documentation site itself (mdBook).
pub fn element(query: &[(Key, String)], home: Option<&str>) -> String {
    let mut attributes: Vec<(&str, String)> = Vec::new();
    for (key, value) in query {
        let name = match key {
            Key::Embed => {
                let view = View::from_query(&|k: &str| (k == "embed").then(|| value.clone()));
                if view != View::Embed {
                    attributes.push(("view", view.element_name().to_string()));
                }
                continue;
            }
            Key::Id => "id",
            Key::Lang => "lang",
            Key::Theme => "theme",
            Key::Layout => "layout",
            Key::Epoch => "epoch",
            Key::Tick => "tick",
            Key::Blocks => "blocks",
            Key::RangeFrom => "from",
            Key::RangeTo => "to",
            Key::Zone => "tz",
            _ => continue,
        };
        attributes.push((name, value.clone()));
    }
    attributes.extend(home.map(|home| ("src", home.to_string())));
    let written: String = attributes.iter().map(|(name, value)| format!(" {name}=\"{}\"", attribute(value))).collect();
    format!("<snowflake-embed{written}></snowflake-embed>")
}

/// A value as a double-quoted attribute holds it, in HTML and in JSX (MDX) alike.
fn attribute(value: &str) -> String {
    value.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;")
}

/// The snippet for `host`: the line that loads `embed.js` from `home` (the generator's address,
/// ending in `/`) where the host's configuration takes it, then the element; or, for a host
/// without scripts, the frame of `src` alone. No inline script and no `style` string, so the
/// same text is valid HTML, Markdown and MDX.
pub fn snippet(host: Host, home: &str, element_markup: &str, src: &str, title: &str, view: View) -> String {
    let script = format!("{home}embed.js");
    match host {
        Host::Html => format!("<script src=\"{script}\" defer></script>\n{element_markup}"),
        Host::VitePress => format!(
            "// .vitepress/config.mts: load the element, and tell Vue it is not a component\n\
             head: [[\"script\", {{ src: \"{script}\", defer: \"\" }}]],\n\
             vue: {{ template: {{ compilerOptions: {{ isCustomElement: (tag) => tag === \"snowflake-embed\" }} }} }},\n\n\
             <!-- in a page (.md) -->\n{element_markup}"
        ),
        Host::Docusaurus => format!(
            "// docusaurus.config.js\nscripts: [{{ src: \"{script}\", defer: true }}],\n\n\
             {{/* in a page (.mdx) */}}\n{element_markup}"
        ),
        Host::MdBook => format!(
            "# book.toml (save {script} next to it)\n[output.html]\nadditional-js = [\"embed.js\"]\n\n\
             <!-- in a chapter (.md) -->\n{element_markup}"
        ),
        Host::MkDocs => format!(
            "# mkdocs.yml\nextra_javascript:\n  - {script}\n\n<!-- in a page (.md) -->\n{element_markup}"
        ),
        Host::Starlight => format!(
            "// astro.config.mjs, in starlight({{ … }})\nhead: [{{ tag: \"script\", attrs: {{ src: \"{script}\", defer: true }} }}],\n\n\
             <!-- in a page (.md or .mdx) -->\n{element_markup}"
        ),
        Host::IframeOnly => format!(
            "<iframe src=\"{}\" title=\"{}\" width=\"100%\" height=\"{}\" loading=\"lazy\"></iframe>",
            attribute(src),
            attribute(title),
            view.column_height_px()
        ),
    }
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
    fn the_element_names_the_view_and_each_pair_it_takes_by_its_attribute_and_escapes_them() {
        let query = named(&[
            ("embed", "range"),
            ("lang", "ko"),
            ("layout", "custom"),
            ("blocks", "timestamp:41,a\"b:22"),
            ("range_from", "2024-06-21"),
            ("tz", "utc"),
        ]);
        assert_eq!(
            element(&query, None),
            "<snowflake-embed view=\"range\" lang=\"ko\" layout=\"custom\" blocks=\"timestamp:41,a&quot;b:22\" \
             from=\"2024-06-21\" tz=\"utc\"></snowflake-embed>"
        );
        let whole = named(&[("embed", ""), ("id", "4194439168")]);
        assert_eq!(
            element(&whole, Some("https://example.com/sf/")),
            "<snowflake-embed id=\"4194439168\" src=\"https://example.com/sf/\"></snowflake-embed>"
        );
    }

    #[test]
    fn every_hosts_snippet_loads_embed_js_by_its_address_and_has_no_inline_script_or_style_string() {
        let markup = "<snowflake-embed view=\"compact\"></snowflake-embed>";
        for host in Host::ALL.into_iter().filter(|h| *h != Host::IframeOnly) {
            let text = snippet(host, "https://example.com/sf/", markup, "unused", "unused", View::EmbedCompact);
            assert!(text.ends_with(markup), "{host:?}: {text}");
            assert!(text.contains("embed.js"), "{host:?}: {text}");
            assert!(!text.contains("style="), "{host:?}: {text}");
            assert!(!text.contains("<script>"), "{host:?}: {text}");
        }
        let book = snippet(Host::MdBook, "https://example.com/sf/", markup, "", "", View::EmbedCompact);
        assert!(book.contains("additional-js = [\"embed.js\"]"), "{book}");
    }

    #[test]
    fn the_frame_alone_has_no_script_a_height_for_its_view_and_an_escaped_address() {
        let text = snippet(Host::IframeOnly, "", "", "https://example.com/?embed=bits&id=1", "A \"title\"", View::EmbedBits);
        assert_eq!(
            text,
            "<iframe src=\"https://example.com/?embed=bits&amp;id=1\" title=\"A &quot;title&quot;\" width=\"100%\" \
             height=\"480\" loading=\"lazy\"></iframe>"
        );
    }
}
