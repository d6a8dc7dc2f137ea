//! The address's vocabulary: which view a link asks for, its language, theme and time zone
//! setting, and every query key the page reads or writes, in one table ([`Key`]). Nothing here
//! reads the browser or holds state; the model, the wording and the links build on it.

use crate::snowflake::{BlockKey, RESERVED_KEYS};

/// A query key of the page's address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// Which view: `?embed`, `?embed=range`, …
    Embed,
    Lang,
    /// A theme pinned by the link.
    Theme,
    /// The layout: a preset's name, or `custom` (Twitter's writes none).
    Layout,
    /// A layout of one's own: its epoch, tick and blocks.
    Epoch,
    Tick,
    Blocks,
    /// The ID box.
    Id,
    /// A block's input, under the block's key (Twitter's: `timestamp`, `datacenter`,
    /// `machine`, `sequence`).
    Block(BlockKey),
    /// The time zone setting.
    Zone,
    RangeFrom,
    RangeTo,
    CompareA,
    CompareB,
}

impl Key {
    /// The keys of the page's state other than the blocks', which are the layout's; the page
    /// rewrites these, and the blocks' of the layouts it wrote, and leaves any other key in
    /// the address alone.
    pub const STATE: [Key; 11] = [
        Key::Lang,
        Key::Layout,
        Key::Epoch,
        Key::Tick,
        Key::Blocks,
        Key::Id,
        Key::Zone,
        Key::RangeFrom,
        Key::RangeTo,
        Key::CompareA,
        Key::CompareB,
    ];

    /// The key as the address spells it.
    pub fn name(&self) -> &str {
        match self {
            Key::Embed => "embed",
            Key::Lang => "lang",
            Key::Theme => "theme",
            Key::Layout => "layout",
            Key::Epoch => "epoch",
            Key::Tick => "tick",
            Key::Blocks => "blocks",
            Key::Id => "id",
            Key::Block(key) => key.as_str(),
            Key::Zone => "tz",
            Key::RangeFrom => "range_from",
            Key::RangeTo => "range_to",
            Key::CompareA => "compare_a",
            Key::CompareB => "compare_b",
        }
    }

    /// The state key spelled `name`, if any: one of [`Key::STATE`], or a block's key.
    pub fn of_state(name: &str) -> Option<Key> {
        Key::STATE
            .into_iter()
            .find(|key| key.name() == name)
            .or_else(|| BlockKey::parse(name).filter(|_| !RESERVED_KEYS.contains(&name)).map(Key::Block))
    }

    /// Whether the key says which layout the page reads in.
    pub const fn is_layout(self) -> bool {
        matches!(self, Key::Layout | Key::Epoch | Key::Tick | Key::Blocks)
    }
}

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
    /// The views an author can embed, in the order the embed panel offers them.
    pub const EMBEDDED: [View; 4] = [View::Embed, View::EmbedCompact, View::EmbedBits, View::EmbedRange];

    pub fn from_query(get: &impl Fn(&str) -> Option<String>) -> Self {
        match get(Key::Embed.name()).as_deref() {
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

    /// The value of `?embed=` that asks for this view (`None` for the full page).
    pub const fn embed_value(self) -> Option<&'static str> {
        match self {
            View::Page => None,
            View::Embed => Some(""),
            View::EmbedRange => Some("range"),
            View::EmbedCompact => Some("compact"),
            View::EmbedBits => Some("bits"),
        }
    }

    /// Whether the view reads the state under `key`, so an embed of it carries that pair.
    /// The language is the embed's own choice; the diagram is given one ID, not the fields it
    /// came from, and the layout it is read in.
    pub const fn reads(self, key: Key) -> bool {
        match self {
            View::Page | View::Embed => !matches!(key, Key::Lang | Key::Embed | Key::Theme),
            View::EmbedCompact => matches!(key, Key::Id | Key::Block(_)) || key.is_layout(),
            View::EmbedRange => matches!(key, Key::RangeFrom | Key::RangeTo | Key::Zone) || key.is_layout(),
            View::EmbedBits => key.is_layout(),
        }
    }
}

/// A theme a link can pin with `?theme=`; without it, the reader's setting applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    Light,
    Dark,
}

impl Theme {
    pub const ALL: [Theme; 2] = [Theme::Light, Theme::Dark];

    pub const fn code(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// `light` or `dark`, read as `static/boot.js` reads `?theme=`: case-insensitively.
    pub fn from_code(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|theme| code.trim().eq_ignore_ascii_case(theme.code()))
    }
}

/// The languages the page speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Ko,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ko];

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
    /// use snowflake_composer::address::Lang;
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

/// How a typed date-time without an offset is read, by the composer's timestamp and the
/// range's two ends alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ZoneSetting {
    /// The visitor's zone (the default).
    #[default]
    Local,
    Utc,
}

impl ZoneSetting {
    pub const ALL: [ZoneSetting; 2] = [ZoneSetting::Local, ZoneSetting::Utc];

    /// The value of `tz=` in the address.
    pub const fn code(self) -> &'static str {
        match self {
            ZoneSetting::Local => "local",
            ZoneSetting::Utc => "utc",
        }
    }

    pub fn from_code(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|z| z.code() == code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view_at(embed: Option<&str>) -> View {
        View::from_query(&|key: &str| (key == "embed").then(|| embed.map(String::from)).flatten())
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

    #[test]
    fn each_view_embed_value_reads_back_as_that_view() {
        for view in View::EMBEDDED {
            assert_eq!(view_at(view.embed_value()), view);
        }
        assert_eq!(View::Page.embed_value(), None);
    }

    #[test]
    fn state_keys_have_distinct_names_and_are_found_by_name() {
        for key in Key::STATE {
            assert_eq!(Key::of_state(key.name()), Some(key));
        }
        for outside in [Key::Embed, Key::Theme] {
            assert_eq!(Key::of_state(outside.name()), None);
        }
        let worker = BlockKey::parse("worker").expect("a key");
        assert_eq!(Key::of_state("worker"), Some(Key::Block(worker)));
        assert_eq!(Key::of_state("Worker"), None, "not a block's key");
    }

    #[test]
    fn the_reserved_block_keys_are_the_addresss_own_names() {
        let own: Vec<&str> = Key::STATE.iter().map(|k| k.name()).chain(["embed", "theme"]).collect();
        let mut reserved = RESERVED_KEYS.to_vec();
        reserved.sort_unstable();
        let mut own = own;
        own.sort_unstable();
        assert_eq!(reserved, own);
    }

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

    #[test]
    fn themes_read_case_insensitively_and_zones_exactly() {
        assert_eq!(Theme::from_code(" DARK "), Some(Theme::Dark));
        assert_eq!(Theme::from_code("blue"), None);
        assert_eq!(ZoneSetting::from_code("utc"), Some(ZoneSetting::Utc));
        assert_eq!(ZoneSetting::from_code("UTC"), None);
    }
}
