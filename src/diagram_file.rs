//! The bit diagram as a file, for documents that cannot run a frame (slides, PDFs, a README):
//! a standalone SVG of one ID's 64 bits, its file name, and the Markdown that shows it and
//! links back to the page.
//!
//! The SVG is text as text (every bit, caption and the ID are `<text>`), draws each block in
//! the page's fill and border colour with the block's border pattern (solid, dashed, dotted,
//! double: the second channel that does not need colour), and holds nothing that runs or
//! loads: no script, no style sheet, no link, no image, no font file.
//!
//! ```
//! use snowflake_composer::diagram_file::{draw, Palette, Wording};
//! use snowflake_composer::snowflake::{Layout, SnowflakeId};
//!
//! let id: SnowflakeId = "4194439168".parse().unwrap();
//! let wording = Wording {
//!     lang: "en",
//!     title: "Snowflake ID 4194439168: its 64 bits",
//!     heading: "Snowflake ID 4194439168",
//!     block_names: ["sign", "timestamp", "datacenter", "machine", "sequence"].map(String::from).into(),
//!     values: ["0", "1000", "1", "1", "0"].map(String::from).into(),
//! };
//! let picture = draw(&Layout::TWITTER, id, &wording, &Palette::plain());
//! assert!(picture.svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
//! assert!(picture.svg.contains(">timestamp · 41</text>"));
//! ```

use crate::snowflake::{Block, Layout, Role, SnowflakeId};
use std::fmt::Write;

/// How a block is coloured and bordered, on the page and in the file: the sign and the time
/// have their own tones; the counter (`sequence`, `increment`) the third number tone, the
/// other numbers the first two in turn. Twitter's datacenter, machine and sequence take the
/// first, second and third, and every preset reads alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Sign,
    Time,
    First,
    Second,
    Third,
}

impl Tone {
    /// The tones in the order of [`Palette::blocks`].
    pub const ALL: [Tone; 5] = [Tone::Sign, Tone::Time, Tone::First, Tone::Second, Tone::Third];

    /// Block `index`'s tone in `layout`.
    pub fn of(layout: &Layout, index: usize) -> Tone {
        let counter = layout.counter_index();
        match layout.blocks().get(index).map(|b| b.role()) {
            Some(Role::Sign) => Tone::Sign,
            Some(Role::Time) => Tone::Time,
            _ if counter == Some(index) => Tone::Third,
            _ => {
                let before = (0..index)
                    .filter(|i| {
                        layout.blocks().get(*i).is_some_and(|b| b.role() == Role::Number) && counter != Some(*i)
                    })
                    .count();
                if before % 2 == 0 {
                    Tone::First
                } else {
                    Tone::Second
                }
            }
        }
    }

    /// The page's class for it (style/main.css), and its colours' names there (`--…-bg`).
    pub const fn names(self) -> (&'static str, &'static str) {
        match self {
            Tone::Sign => ("tone-sign", "sign"),
            Tone::Time => ("tone-time", "timestamp"),
            Tone::First => ("tone-1", "datacenter"),
            Tone::Second => ("tone-2", "machine"),
            Tone::Third => ("tone-3", "sequence"),
        }
    }
}

/// One block's colours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockColours {
    pub fill: String,
    pub edge: String,
}

/// The colours of the theme on screen, in the order of [`Tone::ALL`] for the blocks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Palette {
    pub background: String,
    pub text: String,
    pub muted: String,
    pub bit_text: String,
    pub blocks: [BlockColours; 5],
}

impl Palette {
    /// Black on white with grey blocks: for tests and examples; the page passes the colours
    /// its style sheet resolved.
    pub fn plain() -> Self {
        let grey = || BlockColours { fill: "#eeeeee".into(), edge: "#555555".into() };
        Palette {
            background: "#ffffff".into(),
            text: "#000000".into(),
            muted: "#444444".into(),
            bit_text: "#000000".into(),
            blocks: std::array::from_fn(|_| grey()),
        }
    }
}

/// The words the picture carries, in the page's language.
pub struct Wording<'a> {
    /// The language's code, as `xml:lang`.
    pub lang: &'a str,
    /// The picture's accessible name (`<title>`).
    pub title: &'a str,
    /// The line above the bits: the ID in decimal, named.
    pub heading: &'a str,
    /// Each block's name, most significant first.
    pub block_names: Vec<String>,
    /// Each block's value as the legend words it.
    pub values: Vec<String>,
}

// Whole CSS pixels throughout: the picture stays crisp, and the code needs no float formatting.
const MARGIN: u32 = 16;
const HEADING_SIZE: u32 = 17;
const BIT_SIZE: u32 = 15;
const CAPTION_SIZE: u32 = 12;
/// One bit's width: a monospace digit at [`BIT_SIZE`] is 9 px, and some air.
const CELL: u32 = 14;
const BIT_ROW: u32 = 28;
/// Between a block's border and its bits.
const PAD: u32 = 4;
const GAP: u32 = 10;
const TOP: u32 = 44;
/// The bits' baseline: centred in their row (a digit's height is about 0.7 em).
const BIT_BASELINE: u32 = TOP + PAD + BIT_ROW / 2 + BIT_SIZE * 35 / 100;
const FONT: &str = "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, 'Noto Sans Mono CJK KR', monospace";

/// How wide a caption line is drawn, at most, rounded up: 0.62 em a character, a full em for
/// the wide (Hangul, CJK) ones, which is what monospace fonts and their fallbacks give. A
/// block is as wide as its bits or its captions, whichever is wider, as on the page, so
/// captions of narrow blocks never run into each other.
fn text_width(text: &str, size: u32) -> u32 {
    let hundredths: u32 = text.chars().map(|c| if is_wide(c) { 100 } else { 62 }).sum();
    (hundredths * size).div_ceil(100)
}

fn is_wide(c: char) -> bool {
    matches!(c as u32, 0x1100..=0x115F | 0x2E80..=0xA4CF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF | 0xFF00..=0xFF60)
}

/// `text` safe as XML character data and as a quoted attribute value.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Characters XML 1.0 does not allow at all.
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => {}
            c => out.push(c),
        }
    }
    out
}

/// A colour as a paint value: only a plain colour (`#hex`, `rgb(…)`, a name) is taken.
/// Anything else, such as `url(…)`, which would be a reference outside the file, is drawn
/// grey.
fn paint(colour: &str) -> &str {
    let colour = colour.trim();
    let plain = !colour.is_empty()
        && colour.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '#' | '(' | ')' | ',' | '.' | '%' | ' '))
        && !colour.to_ascii_lowercase().contains("url");
    if plain {
        colour
    } else {
        "#808080"
    }
}

/// The border pattern each tone has on the page.
fn border(tone: Tone) -> &'static str {
    match tone {
        Tone::Sign | Tone::Time => "stroke-width=\"2\"",
        Tone::First => "stroke-width=\"2\" stroke-dasharray=\"7 4\"",
        Tone::Second => "stroke-width=\"3\" stroke-dasharray=\"2 3\"",
        // Double: this outer line and an inner one (see `svg`).
        Tone::Third => "stroke-width=\"1.5\"",
    }
}

/// The caption under a block: its name and width, as on the page.
pub fn caption(name: &str, width: u32) -> String {
    format!("{name} · {width}")
}

/// A drawn diagram: the SVG document and its size in CSS pixels.
pub struct Picture {
    pub svg: String,
    pub width: u32,
    pub height: u32,
}

/// The diagram of `id`, read in `layout`, as a standalone SVG document.
pub fn draw(layout: &Layout, id: SnowflakeId, wording: &Wording, palette: &Palette) -> Picture {
    let name = |i: usize| wording.block_names.get(i).map_or("", String::as_str);
    let value = |i: usize| wording.values.get(i).map_or("", String::as_str);
    let cells: Vec<(usize, Block, u32, u32)> = layout
        .blocks()
        .iter()
        .enumerate()
        .map(|(i, block)| {
            let bits = block.width() * CELL + 2 * PAD;
            let captions =
                text_width(&caption(name(i), block.width()), CAPTION_SIZE).max(text_width(value(i), CAPTION_SIZE));
            (i, *block, bits, bits.max(captions + 6))
        })
        .collect();
    let gaps = GAP * (cells.len().saturating_sub(1) as u32);
    let row: u32 = cells.iter().map(|(_, _, _, cell)| cell).sum::<u32>() + gaps;
    let width = MARGIN * 2 + row.max(text_width(wording.heading, HEADING_SIZE));
    let box_height = BIT_ROW + 2 * PAD;
    let caption_y = TOP + box_height + 17;
    let value_y = caption_y + 17;
    let height = value_y + MARGIN;

    let mut out = String::new();
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" \
         role=\"img\" aria-labelledby=\"snowflake-title\" xml:lang=\"{lang}\" font-family=\"{FONT}\">\n\
         <title id=\"snowflake-title\">{title}</title>\n\
         <rect width=\"{width}\" height=\"{height}\" fill=\"{background}\"/>\n\
         <text id=\"snowflake-id\" x=\"{MARGIN}\" y=\"28\" font-size=\"{HEADING_SIZE}\" font-weight=\"bold\" fill=\"{text}\">{heading}</text>\n",
        lang = escape(wording.lang),
        title = escape(wording.title),
        background = escape(paint(&palette.background)),
        text = escape(paint(&palette.text)),
        heading = escape(wording.heading),
    );
    let bit_text = escape(paint(&palette.bit_text));
    let mut x = MARGIN;
    for (i, block, bits_width, cell) in cells {
        let tone = Tone::of(layout, i);
        let colours = &palette.blocks[Tone::ALL.iter().position(|t| *t == tone).unwrap_or(0)];
        let (fill, edge) = (escape(paint(&colours.fill)), escape(paint(&colours.edge)));
        let left = x + (cell - bits_width) / 2;
        let middle = x + cell / 2;
        let _ = writeln!(out, "<g data-block=\"{}\">", block.key());
        let _ = writeln!(
            out,
            "<rect x=\"{left}\" y=\"{TOP}\" width=\"{bits_width}\" height=\"{box_height}\" rx=\"4\" fill=\"{fill}\" stroke=\"{edge}\" {}/>",
            border(tone)
        );
        if tone == Tone::Third {
            let _ = writeln!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"2\" fill=\"none\" stroke=\"{edge}\" stroke-width=\"1.5\"/>",
                left + 3,
                TOP + 3,
                bits_width - 6,
                box_height - 6
            );
        }
        for (place, digit) in (0..).zip(id.block_bits(layout, i).chars()) {
            let bit_x = left + PAD + CELL * place + CELL / 2;
            let _ = writeln!(
                out,
                "<text class=\"bit\" x=\"{bit_x}\" y=\"{BIT_BASELINE}\" font-size=\"{BIT_SIZE}\" text-anchor=\"middle\" fill=\"{bit_text}\">{digit}</text>"
            );
        }
        let _ = writeln!(
            out,
            "<text class=\"caption\" x=\"{middle}\" y=\"{caption_y}\" font-size=\"{CAPTION_SIZE}\" text-anchor=\"middle\" fill=\"{}\">{}</text>",
            escape(paint(&palette.text)),
            escape(&caption(name(i), block.width()))
        );
        let _ = writeln!(
            out,
            "<text class=\"value\" x=\"{middle}\" y=\"{value_y}\" font-size=\"{CAPTION_SIZE}\" text-anchor=\"middle\" fill=\"{}\">{}</text>",
            escape(paint(&palette.muted)),
            escape(value(i))
        );
        out.push_str("</g>\n");
        x += cell + GAP;
    }
    out.push_str("</svg>\n");
    Picture { svg: out, width, height }
}

/// The name a downloaded diagram is saved under, with `extension` (`svg`, `png`).
pub fn file_name(id: SnowflakeId, extension: &str) -> String {
    format!("snowflake-{id}.{extension}")
}

/// Markdown that shows the saved SVG (`image`, a file name beside the document) and links
/// back to the page in the same state.
pub fn markdown(alt: &str, image: &str, link_text: &str, link: &str) -> String {
    format!(
        "![{}]({})\n\n[{}]({})\n",
        markdown_text(alt),
        markdown_target(image),
        markdown_text(link_text),
        markdown_target(link)
    )
}

/// Text inside `[…]`: brackets and backslashes lose their meaning.
fn markdown_text(text: &str) -> String {
    text.chars().fold(String::new(), |mut out, c| {
        if matches!(c, '[' | ']' | '\\') {
            out.push('\\');
        }
        out.push(c);
        out
    })
}

/// A link target inside `(…)`: what would end it early is percent-encoded.
fn markdown_target(target: &str) -> String {
    target.replace(' ', "%20").replace('(', "%28").replace(')', "%29").replace('<', "%3C").replace('>', "%3E")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::snowflake::Parts;
    use proptest::prelude::*;

    fn worked_example() -> SnowflakeId {
        SnowflakeId::compose(Parts::new(1_288_834_975_657, 1, 1, 0).unwrap())
    }

    fn english(heading: &str) -> Wording<'_> {
        Wording {
            lang: "en",
            title: "The 64 bits",
            heading,
            block_names: ["sign", "timestamp", "datacenter", "machine", "sequence"].map(String::from).into(),
            values: ["0", "1000", "1", "1", "0"].map(String::from).into(),
        }
    }

    fn twitter(id: SnowflakeId, wording: &Wording) -> String {
        draw(&Layout::TWITTER, id, wording, &Palette::plain()).svg
    }

    /// Every element and attribute of a parsed document, for the safety checks.
    fn elements<'a>(document: &'a roxmltree::Document<'a>) -> Vec<roxmltree::Node<'a, 'a>> {
        document.descendants().filter(|node| node.is_element()).collect()
    }

    fn bit_digits(document: &roxmltree::Document) -> String {
        document
            .descendants()
            .filter(|node| node.attribute("class") == Some("bit"))
            .map(|node| node.text().unwrap_or_default())
            .collect()
    }

    #[test]
    fn the_worked_example_is_well_formed_svg_with_no_script_style_or_reference_outside_it() {
        let text = twitter(worked_example(), &english("Snowflake ID 4194439168"));
        let document = roxmltree::Document::parse(&text).expect("well-formed XML");
        let root = document.root_element();
        assert_eq!(root.tag_name().namespace(), Some("http://www.w3.org/2000/svg"));
        assert_eq!(root.tag_name().name(), "svg");
        let allowed = ["svg", "title", "rect", "text", "g"];
        for element in elements(&document) {
            assert!(allowed.contains(&element.tag_name().name()), "unexpected <{}>", element.tag_name().name());
            for attribute in element.attributes() {
                assert!(!attribute.name().contains("href"), "{} on <{}>", attribute.name(), element.tag_name().name());
                assert!(!attribute.name().starts_with("on"), "{} on <{}>", attribute.name(), element.tag_name().name());
                assert!(!attribute.value().contains("url("), "{}={}", attribute.name(), attribute.value());
            }
        }
    }

    #[test]
    fn the_worked_example_names_its_id_and_the_five_blocks_with_their_widths() {
        let text = twitter(worked_example(), &english("Snowflake ID 4194439168"));
        let document = roxmltree::Document::parse(&text).unwrap();
        let heading = document.descendants().find(|n| n.attribute("id") == Some("snowflake-id")).unwrap();
        assert_eq!(heading.text(), Some("Snowflake ID 4194439168"));
        let captions: Vec<&str> = document
            .descendants()
            .filter(|n| n.attribute("class") == Some("caption"))
            .filter_map(|n| n.text())
            .collect();
        assert_eq!(captions, ["sign · 1", "timestamp · 41", "datacenter · 5", "machine · 5", "sequence · 12"]);
        let values: Vec<&str> =
            document.descendants().filter(|n| n.attribute("class") == Some("value")).filter_map(|n| n.text()).collect();
        assert_eq!(values, ["0", "1000", "1", "1", "0"]);
    }

    #[test]
    fn the_worked_example_draws_the_bits_of_4194439168() {
        let text = twitter(worked_example(), &english("x"));
        let document = roxmltree::Document::parse(&text).unwrap();
        // 4194439168 = 1000 << 22 | 1 << 17 | 1 << 12, written out by hand.
        let expected = format!("{}{}{}{}{}", "0", "0".repeat(31) + "1111101000", "00001", "00001", "0".repeat(12));
        assert_eq!(bit_digits(&document), expected);
    }

    proptest! {
        #[test]
        fn the_bit_digits_read_in_order_are_the_ids_64_binary_digits(value in 0u64..=i64::MAX as u64) {
            let id = SnowflakeId::from_u64(value).unwrap();
            let text = twitter(id, &english("x"));
            let document = roxmltree::Document::parse(&text).unwrap();
            prop_assert_eq!(bit_digits(&document), format!("{value:064b}"));
        }
    }

    #[test]
    fn markup_in_the_wording_stays_text() {
        let mut wording = english("<script>alert(1)</script> & \"more\"");
        wording.block_names[1] = "</text><script/>".into();
        let text = twitter(worked_example(), &wording);
        let document = roxmltree::Document::parse(&text).unwrap();
        assert!(elements(&document).iter().all(|e| e.tag_name().name() != "script"));
        let heading = document.descendants().find(|n| n.attribute("id") == Some("snowflake-id")).unwrap();
        assert_eq!(heading.text(), Some("<script>alert(1)</script> & \"more\""));
        assert!(document.descendants().any(|n| n.text() == Some("</text><script/> · 41")));
    }

    #[test]
    fn a_colour_that_is_not_a_plain_colour_is_drawn_grey() {
        let mut palette = Palette::plain();
        palette.blocks[1].fill = "url(https://example.com/p.svg#x)".into();
        palette.blocks[2].edge = "red\" onload=\"alert(1)".into();
        palette.background = "rgb(20, 23, 27)".into();
        let text = draw(&Layout::TWITTER, worked_example(), &english("x"), &palette).svg;
        let document = roxmltree::Document::parse(&text).unwrap();
        let rect = |block: &str| {
            document
                .descendants()
                .find(|n| n.attribute("data-block") == Some(block))
                .unwrap()
                .first_element_child()
                .unwrap()
        };
        assert_eq!(rect("timestamp").attribute("fill"), Some("#808080"));
        assert_eq!(rect("datacenter").attribute("stroke"), Some("#808080"));
        assert_eq!(rect("datacenter").attribute("onload"), None);
        assert_eq!(
            document.root_element().first_element_child().unwrap().next_sibling_element().unwrap().attribute("fill"),
            Some("rgb(20, 23, 27)")
        );
    }

    #[test]
    fn each_block_keeps_its_border_pattern_and_the_sequence_is_drawn_double() {
        let text = twitter(worked_example(), &english("x"));
        let document = roxmltree::Document::parse(&text).unwrap();
        let rects = |block: &str| -> Vec<(Option<String>, Option<String>)> {
            let group = document.descendants().find(|n| n.attribute("data-block") == Some(block)).unwrap();
            group
                .children()
                .filter(|n| n.tag_name().name() == "rect")
                .map(|n| {
                    (n.attribute("stroke-dasharray").map(String::from), n.attribute("stroke-width").map(String::from))
                })
                .collect()
        };
        let patterns: Vec<_> = ["timestamp", "datacenter", "machine"].map(|b| rects(b)[0].clone()).into();
        assert!(patterns[0] != patterns[1] && patterns[1] != patterns[2] && patterns[0] != patterns[2], "{patterns:?}");
        assert_eq!(rects("sequence").len(), 2, "two lines for a double border");
        assert_eq!(rects("sign").len(), 1);
    }

    #[test]
    fn a_discord_id_draws_its_four_blocks_in_discords_widths_and_tones() {
        let id = SnowflakeId::from_bits(175_928_847_299_117_063);
        let wording = Wording {
            lang: "en",
            title: "t",
            heading: "h",
            block_names: ["timestamp", "worker", "process", "increment"].map(String::from).into(),
            values: ["1", "1", "0", "7"].map(String::from).into(),
        };
        let text = draw(&Layout::DISCORD, id, &wording, &Palette::plain()).svg;
        let document = roxmltree::Document::parse(&text).unwrap();
        let groups: Vec<&str> = document.descendants().filter_map(|n| n.attribute("data-block")).collect();
        assert_eq!(groups, ["timestamp", "worker", "process", "increment"]);
        assert_eq!(bit_digits(&document), format!("{:064b}", 175_928_847_299_117_063u64));
        let tones: Vec<Tone> = (0..4).map(|i| Tone::of(&Layout::DISCORD, i)).collect();
        assert_eq!(tones, [Tone::Time, Tone::First, Tone::Second, Tone::Third]);
    }

    #[test]
    fn the_markdown_shows_the_saved_file_and_links_back_with_nothing_breaking_out() {
        assert_eq!(
            markdown("Bits of [ID] 1", "snowflake-1.svg", "Open it", "https://example.com/a b(c)?id=1"),
            "![Bits of \\[ID\\] 1](snowflake-1.svg)\n\n[Open it](https://example.com/a%20b%28c%29?id=1)\n"
        );
        assert_eq!(file_name(worked_example(), "svg"), "snowflake-4194439168.svg");
    }
}
