//! What one language supplies: every fixed text and every template, with each template's
//! slots. `en.rs` and `ko.rs` are values of [`Strings`], so a text missing from either is a
//! compile error, and every template's placeholders are checked at compile time.

use super::template::{slots, Template};

slots! {
    /// A number's range.
    MinMax { min, max }
    /// A field's range and its block's width.
    MinMaxBits { min, max, bits }
    /// The epoch, as digits and as an ISO instant.
    MinIso { min, min_iso }
    /// The last instant, as digits and as an ISO instant.
    MaxIso { max, max_iso }
    Max { max }
    Ms { ms }
    Iso { iso }
    First { first }
    Count { count }
    Line { line }
    More { more }
    /// An error message: what was expected, what was found.
    Sentence { expected, found }
    RunRow { ms, offset, sequence }
    Shown { shown, count }
    Hazard { back, iso, id }
    Throughput { per_ms, per_second, identities, all_per_second }
    BulkSummary { rows, errors }
    RowsPage { from, to, rows }
    FromTo { from, to }
    SpanCount { count, ms, per_ms }
    UnitHint { unit, ms, iso }
    BitPlace { block, place, width, id_bit }
    BitLabel { block, place, width, id_bit, value }
    TimestampValue { delta, unix_ms }
    OneId { id }
    /// An input's label.
    FieldName { field }
}

/// One wording for a count of one, another for every other count.
pub struct Plural {
    pub one: Template<Count<'static>>,
    pub other: Template<Count<'static>>,
}

/// Picks one fixed text out of a language's strings.
pub type Pick = fn(&'static Strings) -> &'static str;

/// The text of one language.
pub struct Strings {
    pub app_name: &'static str,
    pub lang_name: &'static str,
    pub lang_switch_label: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    pub form_label: &'static str,
    pub field_labels: [&'static str; 4],
    /// Each field's range (grouped) and, but for the timestamp, its width in bits.
    pub timestamp_hint: Template<MinMax<'static>>,
    pub datacenter_hint: Template<MinMaxBits<'static>>,
    pub machine_hint: Template<MinMaxBits<'static>>,
    pub sequence_hint: Template<MinMaxBits<'static>>,
    /// Under the fields while the ID box holds text that is no ID.
    pub fields_stale: &'static str,
    pub timestamp_placeholder: &'static str,
    /// Days, hours, minutes, seconds, milliseconds.
    pub duration_units: [&'static str; 5],
    /// What stands between a number and its unit (`5 ms` in English; Korean writes `5ms`,
    /// `4,481일`). Every number-and-unit pair the views put together uses it.
    pub unit_gap: &'static str,
    pub tools_label: &'static str,
    /// The range tool: IDs by time.
    pub range: RangeWords,
    /// The run tool: a generator's IDs one after another.
    pub run: RunWords,
    /// The compare tool: two IDs side by side.
    pub compare: CompareWords,
    /// The list tool: many IDs decoded at once.
    pub bulk: BulkWords,
    /// A tool whose code is still on its way.
    pub tool_loading: &'static str,
    /// A tool whose code did not arrive; the button below it tries again.
    pub tool_failed: &'static str,
    pub tool_retry: &'static str,
    /// The outputs below the first screen did not arrive.
    pub below_failed: &'static str,
    /// A newer build of the page is on the server (a chunk of this one is gone, or the new
    /// build's service worker took over): one line, with a button that reloads.
    pub new_build: &'static str,
    /// A part whose code is gone from the server with the build it belonged to.
    pub build_gone: &'static str,
    /// Before the resolved Unix milliseconds of a typed timestamp.
    pub timestamp_resolved: &'static str,
    /// A timestamp out of range that another unit would fit.
    pub unit_hint: Template<UnitHint<'static>>,
    /// Seconds, microseconds, nanoseconds.
    pub unit_names: [&'static str; 3],
    /// The button that applies the other unit's reading.
    pub unit_apply: Template<Ms<'static>>,
    pub timezone_label: &'static str,
    /// The browser's zone, then UTC.
    pub timezone_names: [&'static str; 2],
    pub picker_label: &'static str,
    /// The button that opens the date picker.
    pub picker_open: &'static str,
    /// Under an ID made before Twitter switched to Snowflake.
    pub id_pre_snowflake: Template<First<'static>>,
    /// Under an ID whose time is later than now.
    pub id_future: &'static str,
    pub use_now: &'static str,
    pub now_used: &'static str,
    pub now_unit: &'static str,
    pub id_label: &'static str,
    pub id_hint: &'static str,
    /// One short line beside the ID: which layout and epoch an ID is read with.
    pub id_layout: &'static str,
    /// At the top: a link down to the tools, naming them briefly.
    pub tools_jump: &'static str,
    pub id_invalid: &'static str,
    /// Beside the ID while an input is being typed and not valid yet: the ID shown is the last one.
    pub id_waiting: Template<FieldName<'static>>,
    pub time_utc: &'static str,
    pub time_local: &'static str,
    pub time_relative: &'static str,
    pub format_names: [&'static str; 3],
    pub copy: &'static str,
    pub copy_names: [&'static str; 3],
    pub copied: &'static str,
    pub copy_failed: &'static str,
    pub copy_link: &'static str,
    /// With the first instant whose IDs are above 2^53.
    pub precision_note: Template<Iso<'static>>,
    pub bits_label: &'static str,
    pub bits_help: &'static str,
    /// The diagram embed's bits, which are read, not flipped.
    pub bits_help_read_only: &'static str,
    /// The diagram embed has no valid ID to draw.
    pub diagram_no_id: &'static str,
    /// The diagram's code did not arrive.
    pub diagram_failed: &'static str,
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
    /// The embed panel and its builder.
    pub embed: EmbedWords,
    /// In the order of [`crate::address::Theme::ALL`].
    pub theme_names: [&'static str; 2],
    /// The bit diagram as a file.
    pub export: ExportWords,
    /// The picture's accessible name.
    pub diagram_title: Template<OneId<'static>>,
    /// The Markdown image's alternative text.
    pub markdown_alt: Template<OneId<'static>>,
    pub markdown_link: &'static str,
    /// Locale for `Intl` (dates, relative times).
    pub locale: &'static str,
    pub digit_separator: char,
    /// The wording of every error message; which one fits is decided by the core.
    pub messages: Messages,
    /// A bit's accessible name: its block, its place in the block, the block's width, its
    /// place in the ID and its value.
    pub bit_label: Template<BitLabel<'static>>,
    /// The same while there is no ID, so no value to name.
    pub bit_label_no_id: Template<BitPlace<'static>>,
    /// The timestamp block's legend value, both grouped.
    pub timestamp_value: Template<TimestampValue<'static>>,
    /// The banner when the app stops on a panic; then `reload` as a link.
    pub crash: &'static str,
    pub reload: &'static str,
}

/// The wording of error messages: `sentence` joins what was expected and what was found.
pub struct Messages {
    pub sentence: Template<Sentence<'static>>,
    pub whole_number: Template<MinMax<'static>>,
    pub unix_ms: Template<MinMax<'static>>,
    /// Unix ms or a date-time: the forms and an example are in the wording.
    pub unix_ms_or_date: &'static str,
    pub not_before_epoch: Template<MinIso<'static>>,
    pub not_after_limit: Template<MaxIso<'static>>,
    pub id_text: Template<Max<'static>>,
    pub id_not_negative: Template<Max<'static>>,
    pub id_sign_bit_clear: Template<Max<'static>>,
    pub id_64_bits: Template<Max<'static>>,
    pub found_nothing: &'static str,
    pub found_clock: Template<Ms<'static>>,
    /// The marks around found text that is not a number.
    pub quotes: (&'static str, &'static str),
}

/// The range tool: IDs by time.
pub struct RangeWords {
    pub nav: &'static str,
    pub heading: &'static str,
    pub intro: &'static str,
    pub from: &'static str,
    pub to: &'static str,
    pub from_hint: &'static str,
    pub to_hint: &'static str,
    pub to_placeholder: &'static str,
    /// A start later than the end, both as ISO instants.
    pub reversed: Template<FromTo<'static>>,
    pub first: &'static str,
    pub last: &'static str,
    pub since_id: &'static str,
    pub since_none: &'static str,
    pub max_id: &'static str,
    pub until_id: &'static str,
    pub until_none: &'static str,
    pub sql: &'static str,
    /// IDs over milliseconds, and the IDs one millisecond holds, all grouped.
    pub count: Template<SpanCount<'static>>,
    pub invalid: &'static str,
    pub copy_first: &'static str,
    pub copy_last: &'static str,
    pub copy_since_id: &'static str,
    pub copy_max_id: &'static str,
    pub copy_until_id: &'static str,
    pub copy_sql: &'static str,
}

/// The list tool: many IDs decoded at once.
pub struct BulkWords {
    pub nav: &'static str,
    pub heading: &'static str,
    pub label: &'static str,
    pub sort: &'static str,
    /// The two counts below, joined.
    pub summary: Template<BulkSummary<'static>>,
    pub rows: Plural,
    pub refused: Plural,
    pub columns: [&'static str; 6],
    pub repeated: &'static str,
    pub old: &'static str,
    pub page: Template<RowsPage<'static>>,
    pub prev: &'static str,
    pub next: &'static str,
    pub errors_heading: &'static str,
    pub error_line: Template<Line<'static>>,
    pub errors_more: Template<More<'static>>,
    pub download_csv: &'static str,
    pub download_json: &'static str,
    pub copy_csv: &'static str,
    pub copy_json: &'static str,
}

/// The embed panel and its builder.
pub struct EmbedWords {
    pub heading: &'static str,
    pub note: &'static str,
    pub copy: &'static str,
    /// The embed builder: which view, language and theme the frame gets.
    pub view_label: &'static str,
    pub view_whole: &'static str,
    pub view_compact: &'static str,
    pub view_bits: &'static str,
    pub view_range: &'static str,
    pub lang_label: &'static str,
    /// The language or theme left to whoever reads the host page.
    pub lang_reader: &'static str,
    pub theme_label: &'static str,
    pub theme_reader: &'static str,
    pub values: &'static str,
    /// Why the values box does not apply to the diagram view.
    pub values_bits: &'static str,
    pub preview: &'static str,
}

/// The compare tool: two IDs side by side.
pub struct CompareWords {
    pub nav: &'static str,
    pub heading: &'static str,
    pub a: &'static str,
    pub b: &'static str,
    pub hint: &'static str,
    pub delta: &'static str,
    pub field: &'static str,
    pub bits: &'static str,
    pub a_first: &'static str,
    pub b_first: &'static str,
    pub equal: &'static str,
    pub same_machine: &'static str,
    pub other_machine: &'static str,
    pub differs: &'static str,
}

/// The run tool: a generator's IDs one after another.
pub struct RunWords {
    pub nav: &'static str,
    pub heading: &'static str,
    /// The sequence's largest value.
    pub intro: Template<Max<'static>>,
    pub count_label: &'static str,
    pub count_hint: Template<MinMax<'static>>,
    pub next_ms: &'static str,
    pub row: Template<RunRow<'static>>,
    pub limit: &'static str,
    pub shown: Template<Shown<'static>>,
    pub copy: &'static str,
    pub throughput: Template<Throughput<'static>>,
    pub hazard: Template<Hazard<'static>>,
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
}
