//! Discord's timestamp tag, `<t:SECONDS:STYLE>`: a message that holds one shows the moment in
//! each reader's own zone and language, in the style the letter names.

use super::layout::Layout;
use super::Parts;

/// The styles Discord draws a timestamp tag in, by the letter the tag carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TagStyle {
    ShortTime,
    LongTime,
    ShortDate,
    LongDate,
    ShortDateTime,
    LongDateTime,
    Relative,
}

impl TagStyle {
    /// Every style, in the order of Discord's documentation.
    pub const ALL: [TagStyle; 7] = [
        TagStyle::ShortTime,
        TagStyle::LongTime,
        TagStyle::ShortDate,
        TagStyle::LongDate,
        TagStyle::ShortDateTime,
        TagStyle::LongDateTime,
        TagStyle::Relative,
    ];

    /// The style a tag without a letter takes, and the page's first choice.
    pub const DEFAULT: TagStyle = TagStyle::LongDateTime;

    /// The letter the tag carries.
    pub const fn letter(self) -> char {
        match self {
            TagStyle::ShortTime => 't',
            TagStyle::LongTime => 'T',
            TagStyle::ShortDate => 'd',
            TagStyle::LongDate => 'D',
            TagStyle::ShortDateTime => 'f',
            TagStyle::LongDateTime => 'F',
            TagStyle::Relative => 'R',
        }
    }

    /// The style a letter names.
    pub fn from_letter(letter: char) -> Option<TagStyle> {
        TagStyle::ALL.into_iter().find(|style| style.letter() == letter)
    }
}

impl Parts {
    /// The tag for the moment these parts were made at, in `style`: only for Discord's layout,
    /// whose messages read it. Discord's tag counts whole seconds.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{Layout, SnowflakeId, TagStyle};
    /// // Discord's documented example: 2016-04-30T11:18:25.796Z.
    /// let parts = Layout::DISCORD.decompose(SnowflakeId::from_bits(175_928_847_299_117_063));
    /// assert_eq!(parts.discord_tag(TagStyle::DEFAULT).as_deref(), Some("<t:1462015105:F>"));
    /// assert_eq!(parts.discord_tag(TagStyle::Relative).as_deref(), Some("<t:1462015105:R>"));
    /// assert_eq!(Layout::TWITTER.decompose(SnowflakeId::from_bits(1 << 22)).discord_tag(TagStyle::DEFAULT), None);
    /// ```
    pub fn discord_tag(&self, style: TagStyle) -> Option<String> {
        (self.layout() == Layout::DISCORD)
            .then(|| format!("<t:{}:{}>", self.timestamp_ms() / 1000, style.letter()))
    }
}
