//! The embedding protocol: which view an address asks for, what the embedded view tells its
//! host page, and the snippet a host pastes to frame it. Documented in the README; the
//! README's copy is tested against the page.

/// The query parameter that asks for an embedded view.
pub const EMBED_KEY: &str = "embed";

/// What the page shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// The full page.
    Page,
    /// `?embed`: the composer and its outputs, no page header, explanation or footer.
    Embed,
    /// `?embed=range`: the range tool alone.
    EmbedRange,
    /// `?embed=compact`: the four fields, the ID and its 64 bits, nothing else.
    EmbedCompact,
    /// `?embed=bits&id=…`: one ID's bits and legend, read-only, for an article's example.
    EmbedBits,
}

impl View {
    pub fn from_query(get: &impl Fn(&str) -> Option<String>) -> Self {
        match get(EMBED_KEY).as_deref() {
            None => View::Page,
            Some("range") => View::EmbedRange,
            Some("compact") => View::EmbedCompact,
            Some("bits") => View::EmbedBits,
            Some(_) => View::Embed,
        }
    }

    pub const fn embedded(self) -> bool {
        !matches!(self, View::Page)
    }
}

/// The message the embedded view posts to its host page whenever its height changes:
/// `{ type: HEIGHT_MESSAGE, height: <CSS pixels> }`.
pub const HEIGHT_MESSAGE: &str = "snowflake-composer:height";

/// The snippet, also documented in the README. The script sizes only the frame that sent
/// the message (`e.source`), so several embeds on one page each get their own height.
pub fn snippet(src: &str, title: &str) -> String {
    let src = src.replace('&', "&amp;").replace('"', "&quot;");
    let title = title.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;");
    format!(
        "<iframe src=\"{src}\" title=\"{title}\"\n        style=\"width:100%;height:40rem;border:0\" loading=\"lazy\"></iframe>\n\
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

    fn view_at(embed: Option<&str>) -> View {
        View::from_query(&|key: &str| (key == EMBED_KEY).then(|| embed.map(String::from)).flatten())
    }

    #[test]
    fn the_embed_value_picks_the_view_and_an_unknown_one_is_the_whole_embed() {
        assert_eq!(view_at(None), View::Page);
        assert_eq!(view_at(Some("")), View::Embed);
        assert_eq!(view_at(Some("range")), View::EmbedRange);
        assert_eq!(view_at(Some("compact")), View::EmbedCompact);
        assert_eq!(view_at(Some("bits")), View::EmbedBits);
        assert_eq!(view_at(Some("Compact")), View::Embed);
    }
}
