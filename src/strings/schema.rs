//! What one language supplies: every fixed text and every template, with each template's
//! slots. `en.rs` and `ko.rs` are values of [`Strings`], so a text missing from either is a
//! compile error, and every template's placeholders are checked at compile time.
//!
//! [`Strings`] holds one struct per view (the page as a whole first, then the composer's
//! parts, the outputs below them, the tools, the embed builder, and the wording every view
//! shares); the language files follow the same order. A template that a method of `sentences.rs` fills is
//! named apart from that method, so `s.x` and `s.x(…)` never both exist.

use super::keyed::{BlockWords, DurationUnits, RelativeUnits, ThemeNames, TimeUnitNames, ZoneNames};
use super::layout_words::{LayoutWords, Messages};
use super::slots::*;
use super::template::Template;
use super::tool_words::ToolWords;

/// Picks one fixed text out of a language's strings.
pub type Pick = fn(&'static Strings) -> &'static str;

/// The text of one language, one struct per view.
pub struct Strings {
    /// The page as a whole: its name, the top row, the copy buttons every view has.
    pub page: PageWords,
    /// The layout: its select, the editor of one's own, Discord's timestamp tag.
    pub layout: LayoutWords,
    /// The input fields, one per number block of the layout.
    pub fields: FieldWords,
    /// The ID box.
    pub result: ResultWords,
    /// The 64 bits and their legend.
    pub bits: BitWords,
    /// Under the bits: notes on the ID's time, the timestamp's clock, the ID's time in words.
    pub time: TimeWords,
    /// The ID in decimal, hex and binary.
    pub formats: FormatWords,
    /// The bit diagram as a file.
    pub export: ExportWords,
    /// The formula worked through.
    pub calculation: CalculationWords,
    /// The code samples.
    pub code: CodeWords,
    /// The four tools.
    pub tools: ToolWords,
    /// The embed panel and its builder.
    pub embed: EmbedWords,
    /// The wording of every error message; which one fits is decided by the core.
    pub messages: Messages,
    /// How the page reports on itself: parts still loading or failed to, a newer build, a crash.
    pub status: StatusWords,
    /// Not a view: how the language writes numbers, for every view.
    pub numbers: NumberWords,
}

/// The page as a whole.
pub struct PageWords {
    pub app_name: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    pub lang_name: &'static str,
    /// Locale for `Intl` (dates, relative times).
    pub locale: &'static str,
    pub lang_switch_label: &'static str,
    /// At the top: a link down to the tools, naming them briefly.
    pub tools_jump: &'static str,
    pub copy: &'static str,
    pub copied: &'static str,
    pub copy_failed: &'static str,
    /// In an embedded view: the link to the whole page, in a new tab.
    pub full_tool: &'static str,
}

/// The input fields.
pub struct FieldWords {
    pub form_label: &'static str,
    /// A block's field label, by its key; a key of one's own layout is its own label.
    pub labels: BlockWords<&'static str>,
    /// Each field's range (grouped) and, but for the timestamp, its width in bits.
    pub timestamp_hint: Template<MinMax<'static>>,
    /// After the timestamp's hint, where a tick is longer than a millisecond.
    pub tick_note: Template<Ms<'static>>,
    pub number_hint: Template<MinMaxBits<'static>>,
    /// Twitter's machine, which Twitter's code calls the worker.
    pub machine_hint: Template<MinMaxBits<'static>>,
    /// A block's width in those hints: one bit, or more.
    pub bits: Plural,
    pub timestamp_placeholder: &'static str,
    /// A timestamp out of range that another unit would fit.
    pub unit_guess: Template<UnitHint<'static>>,
    pub unit_names: TimeUnitNames,
    /// The button that applies the other unit's reading.
    pub unit_apply: Template<Ms<'static>>,
    /// Under the fields while the ID box holds text that is no ID.
    pub stale: &'static str,
}

/// The ID box.
pub struct ResultWords {
    pub label: &'static str,
    pub hint: &'static str,
    /// The same in a few words, shown on a phone, where the full hint is read out only.
    pub hint_short: &'static str,
    /// Beside the ID while an input is being typed and not valid yet: the ID shown is the last one.
    pub waiting: Template<FieldName<'static>>,
    /// In the headline's place while a field is invalid, so no ID is shown.
    pub invalid: &'static str,
    /// The buttons beside the ID: the ID itself, and a link to the page as it is.
    pub copy_id: &'static str,
    pub copy_link: &'static str,
}

/// The 64 bits and their legend.
pub struct BitWords {
    pub label: &'static str,
    /// A bit's accessible name: its block, its place in the block, the block's width, its
    /// place in the ID and its value.
    pub bit_name: Template<BitLabel<'static>>,
    /// The same while there is no ID, so no value to name.
    pub bit_name_no_id: Template<BitPlace<'static>>,
    pub sign_bit_name: &'static str,
    pub help: &'static str,
    /// The same on a touch screen, where bits are tapped.
    pub help_touch: &'static str,
    /// The diagram embed's bits, which are read, not flipped.
    pub help_read_only: &'static str,
    /// A block's name, by its key; a key of one's own layout is its own name.
    pub block_names: BlockWords<&'static str>,
    pub legend_block: &'static str,
    pub legend_width: &'static str,
    pub legend_value: &'static str,
    /// The timestamp block's legend value, both grouped.
    pub legend_timestamp: Template<TimestampValue<'static>>,
    /// The same where a tick is longer than a millisecond.
    pub legend_ticks: Template<TicksValue<'static>>,
    pub sign_value_note: &'static str,
    /// The diagram embed has no valid ID to draw.
    pub no_id: &'static str,
}

/// Under the bits: notes on the ID's time, the timestamp's clock, the ID's time in words.
pub struct TimeWords {
    /// In the headline, above its struck-through moment, for an ID from the counter Twitter
    /// used before Snowflake: one short line.
    pub counter: &'static str,
    /// After the bits, for the same ID: what the counter was and why its moment means nothing.
    pub counter_why: Template<First<'static>>,
    /// In the headline, for the worked example: a made-up ID, not a post's.
    pub example: &'static str,
    /// After the bits, for the worked example.
    pub example_why: &'static str,
    /// Read out before a struck-through moment, which a screen reader does not strike.
    pub no_time: &'static str,
    /// In the headline, for an ID whose time block is empty: its moment is the epoch itself.
    pub at_epoch: &'static str,
    /// After the bits, for the same ID.
    pub at_epoch_why: &'static str,
    /// In the headline, for an ID whose time is later than now: one short line.
    pub future: &'static str,
    /// After the bits: the same bits in the other layouts, each a moment or one of these.
    pub others: &'static str,
    pub other_future: &'static str,
    pub other_at_epoch: &'static str,
    pub other_sign: &'static str,
    /// The accessible name of the control that switches to that layout.
    pub other_switch: Template<Name<'static>>,
    pub now_used: &'static str,
    /// Before the resolved Unix milliseconds of a typed timestamp.
    pub resolved: &'static str,
    /// The button that opens the date picker.
    pub picker_open: &'static str,
    pub picker_label: &'static str,
    pub zone_label: &'static str,
    pub zone_names: ZoneNames,
    pub use_now: &'static str,
    pub utc: &'static str,
    pub local: &'static str,
    pub relative: &'static str,
    /// How long ago, worded here rather than by `Intl.RelativeTimeFormat`: a page's first
    /// `Intl` formatter costs a long task on a phone (benches/README.md).
    pub ago: Template<Span<'static>>,
    pub from_now: Template<Span<'static>>,
    /// Less than half a second away.
    pub just_now: &'static str,
    pub units: RelativeUnits,
}

/// The ID in decimal, hex and binary.
pub struct FormatWords {
    pub heading: &'static str,
    pub decimal: &'static str,
    pub hex: &'static str,
    pub binary: &'static str,
    pub copy_decimal: &'static str,
    pub copy_hex: &'static str,
    pub copy_binary: &'static str,
    /// With the first instant whose IDs are above 2^53.
    pub precision: Template<Iso<'static>>,
}

/// The bit diagram as a file.
pub struct ExportWords {
    /// The bit diagram as a file.
    pub heading: &'static str,
    pub note: &'static str,
    pub svg: &'static str,
    pub png: &'static str,
    pub markdown: &'static str,
    pub failed: &'static str,
    /// The picture's accessible name.
    pub picture_name: Template<OneId<'static>>,
    /// The Markdown image's alternative text.
    pub image_alt: Template<OneId<'static>>,
    pub markdown_link: &'static str,
}

/// The formula worked through for the current values.
pub struct CalculationWords {
    pub heading: &'static str,
    pub subtract_step: &'static str,
    /// The same where a tick is longer than a millisecond.
    pub tick_step: Template<Ms<'static>>,
    pub shift_step: &'static str,
    pub combine_step: &'static str,
    pub invalid: &'static str,
}

/// The code samples.
pub struct CodeWords {
    pub heading: &'static str,
    pub note: &'static str,
    /// The comment that opens the JavaScript sample.
    pub js_comment: &'static str,
}

/// The embed panel and its builder.
pub struct EmbedWords {
    pub heading: &'static str,
    /// Its link in the tools' navigation.
    pub nav: &'static str,
    /// Under the snippet of `<snowflake-embed>`, for a host that runs its script.
    pub note: &'static str,
    /// Under the snippet of the frame alone: which hosts it suits, and what it cannot do.
    pub iframe_note: &'static str,
    /// Which documentation host the snippet is for; a plain HTML page; the frame alone.
    pub host_label: &'static str,
    pub host_html: &'static str,
    pub host_iframe: &'static str,
    pub copy: &'static str,
    /// The embed builder: which view, language and theme the frame gets.
    pub view_label: &'static str,
    pub view_whole: &'static str,
    pub view_compact: &'static str,
    pub view_bits: &'static str,
    pub view_range: &'static str,
    /// Beside each view: the height its frame needs, in CSS pixels.
    pub view_height: Template<Px<'static>>,
    pub lang_label: &'static str,
    /// The language or theme left to whoever reads the host page.
    pub lang_reader: &'static str,
    pub theme_label: &'static str,
    pub theme_reader: &'static str,
    pub theme_names: ThemeNames,
    pub values: &'static str,
    /// Why the values box does not apply to the diagram view.
    pub values_bits: &'static str,
    pub preview: &'static str,
}

/// How the page reports on itself.
pub struct StatusWords {
    /// A tool whose code is still on its way.
    pub tool_loading: &'static str,
    /// A tool whose code did not arrive; the button below it tries again.
    pub tool_failed: &'static str,
    pub retry: &'static str,
    /// The outputs below the first screen did not arrive.
    pub below_failed: &'static str,
    /// The diagram's code did not arrive.
    pub diagram_failed: &'static str,
    /// A newer build of the page is on the server (a chunk of this one is gone, or the new
    /// build's service worker took over): one line, with a button that reloads.
    pub new_build: &'static str,
    /// A part whose code is gone from the server with the build it belonged to.
    pub build_gone: &'static str,
    /// The banner when the app stops on a panic; then `reload` as a link.
    pub crash: &'static str,
    pub reload: &'static str,
}

/// How the language writes numbers.
pub struct NumberWords {
    pub digit_separator: char,
    /// What stands between a number and its unit (`5 ms` in English; Korean writes `5ms`,
    /// `4,481일`). Every number-and-unit pair the views put together uses it.
    pub unit_gap: &'static str,
    /// The millisecond unit after a number of them.
    pub ms: &'static str,
    pub duration_units: DurationUnits,
}
