//! Every piece of text the app renders, in one place per language: `en.rs` and `ko.rs`.
//!
//! Both are values of one struct, so a string missing from either language is a compile
//! error, not a fallback, and every template's placeholders are checked at compile time
//! ([`Template`]). The languages hold wording only; the methods here decide which wording
//! fits and fill it with the core's numbers. The static explanation in `index.html` carries
//! both languages too; `tests/e2e/embed-i18n.test.mjs` checks that its blocks pair up.

mod en;
mod ko;
#[cfg(test)]
mod korean_check;
mod lang;
mod numbers;
mod template;

pub use lang::Lang;
pub use numbers::{group_digits, number_runs};
pub use template::{check_placeholders, Lookup, Mismatch, Slots, Template};

use crate::embed::{Theme, View};
use crate::model::{Typing, ZoneSetting};
use crate::snowflake::{
    iso_utc, BitBlock, Bounds, Error, Expected, Field, Found, SnowflakeId, TimeUnitGuess, EPOCH_MS,
    IDS_PER_MS_PER_MACHINE, MACHINE_IDENTITIES, MAX_SEQUENCE, RUN_COUNT, TIMESTAMP_SHIFT,
};
use leptos::prelude::*;
use template::slots;

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
    pub range_nav: &'static str,
    pub run_nav: &'static str,
    pub compare_nav: &'static str,
    pub bulk_nav: &'static str,
    /// A tool whose code is still on its way.
    pub tool_loading: &'static str,
    /// A tool whose code did not arrive; the button below it tries again.
    pub tool_failed: &'static str,
    pub tool_retry: &'static str,
    /// The outputs below the first screen did not arrive.
    pub below_failed: &'static str,
    pub run_heading: &'static str,
    /// The sequence's largest value.
    pub run_intro: Template<Max<'static>>,
    pub run_count_label: &'static str,
    pub run_count_hint: Template<MinMax<'static>>,
    pub run_next_ms: &'static str,
    pub run_row: Template<RunRow<'static>>,
    pub run_limit: &'static str,
    pub run_shown: Template<Shown<'static>>,
    pub run_copy: &'static str,
    pub run_throughput: Template<Throughput<'static>>,
    pub run_hazard: Template<Hazard<'static>>,
    pub compare_heading: &'static str,
    pub compare_a: &'static str,
    pub compare_b: &'static str,
    pub compare_hint: &'static str,
    pub compare_delta: &'static str,
    pub compare_field: &'static str,
    pub compare_bits: &'static str,
    pub compare_a_first: &'static str,
    pub compare_b_first: &'static str,
    pub compare_equal: &'static str,
    pub compare_same_machine: &'static str,
    pub compare_other_machine: &'static str,
    pub compare_differs: &'static str,
    pub bulk_heading: &'static str,
    pub bulk_label: &'static str,
    pub bulk_sort: &'static str,
    /// The two counts below, joined.
    pub bulk_summary: Template<BulkSummary<'static>>,
    pub bulk_rows: Plural,
    pub bulk_refused: Plural,
    pub bulk_columns: [&'static str; 6],
    pub bulk_repeated: &'static str,
    pub bulk_old: &'static str,
    pub bulk_page: Template<RowsPage<'static>>,
    pub bulk_prev: &'static str,
    pub bulk_next: &'static str,
    pub bulk_errors_heading: &'static str,
    pub bulk_error_line: Template<Line<'static>>,
    pub bulk_errors_more: Template<More<'static>>,
    pub bulk_download_csv: &'static str,
    pub bulk_download_json: &'static str,
    pub bulk_copy_csv: &'static str,
    pub bulk_copy_json: &'static str,
    pub range_heading: &'static str,
    pub range_intro: &'static str,
    pub range_from: &'static str,
    pub range_to: &'static str,
    pub range_from_hint: &'static str,
    pub range_to_hint: &'static str,
    pub range_to_placeholder: &'static str,
    /// A start later than the end, both as ISO instants.
    pub range_reversed: Template<FromTo<'static>>,
    pub range_first: &'static str,
    pub range_last: &'static str,
    pub range_since_id: &'static str,
    pub range_since_none: &'static str,
    pub range_max_id: &'static str,
    pub range_until_id: &'static str,
    pub range_until_none: &'static str,
    pub range_sql: &'static str,
    /// IDs over milliseconds, and the IDs one millisecond holds, all grouped.
    pub range_count: Template<SpanCount<'static>>,
    pub range_invalid: &'static str,
    pub range_copy_first: &'static str,
    pub range_copy_last: &'static str,
    pub range_copy_since_id: &'static str,
    pub range_copy_max_id: &'static str,
    pub range_copy_until_id: &'static str,
    pub range_copy_sql: &'static str,
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
    pub embed_heading: &'static str,
    pub embed_note: &'static str,
    pub embed_copy: &'static str,
    /// The embed builder: which view, language and theme the frame gets.
    pub embed_view_label: &'static str,
    pub embed_view_whole: &'static str,
    pub embed_view_compact: &'static str,
    pub embed_view_bits: &'static str,
    pub embed_view_range: &'static str,
    pub embed_lang_label: &'static str,
    /// The language or theme left to whoever reads the host page.
    pub embed_lang_reader: &'static str,
    pub embed_theme_label: &'static str,
    pub embed_theme_reader: &'static str,
    /// In the order of [`Theme::ALL`].
    pub theme_names: [&'static str; 2],
    pub embed_values: &'static str,
    /// Why the values box does not apply to the diagram view.
    pub embed_values_bits: &'static str,
    pub embed_preview: &'static str,
    /// The bit diagram as a file.
    pub export_heading: &'static str,
    pub export_note: &'static str,
    pub export_svg: &'static str,
    pub export_png: &'static str,
    pub export_markdown: &'static str,
    pub export_failed: &'static str,
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

impl Strings {
    pub fn block_name(&self, block: BitBlock) -> &'static str {
        self.block_names[block as usize]
    }

    pub fn field_label(&self, field: Field) -> &'static str {
        self.field_labels[field as usize]
    }

    pub fn theme_name(&self, theme: Theme) -> &'static str {
        self.theme_names[theme as usize]
    }

    pub fn embed_view_name(&self, view: View) -> &'static str {
        match view {
            View::Page | View::Embed => self.embed_view_whole,
            View::EmbedCompact => self.embed_view_compact,
            View::EmbedBits => self.embed_view_bits,
            View::EmbedRange => self.embed_view_range,
        }
    }

    /// The note beside the ID while `input` is being typed: the ID shown is the last one.
    pub fn id_waiting(&self, input: Typing) -> String {
        let field = match input {
            Typing::Field(field) => self.field_label(field),
            Typing::IdBox => self.id_label,
        };
        self.id_waiting.fill(FieldName { field })
    }

    pub fn diagram_title(&self, id: SnowflakeId) -> String {
        self.diagram_title.fill(OneId { id: &id.to_string() })
    }

    pub fn markdown_alt(&self, id: SnowflakeId) -> String {
        self.markdown_alt.fill(OneId { id: &id.to_string() })
    }

    /// A block's value as the legend and the diagram file word it: the timestamp as its
    /// offset from the epoch and the instant, the sign with why it is 0.
    pub fn block_value(&self, id: SnowflakeId, block: BitBlock) -> String {
        match block {
            BitBlock::Sign => format!("0 ({})", self.sign_value_note),
            BitBlock::Timestamp => {
                let delta = id.block_value(block);
                self.timestamp_value(delta, EPOCH_MS + delta)
            }
            _ => id.block_value(block).to_string(),
        }
    }

    pub fn timezone_name(&self, setting: ZoneSetting) -> &'static str {
        self.timezone_names[setting as usize]
    }

    pub fn group(&self, value: u64) -> String {
        group_digits(value, self.digit_separator)
    }

    /// A signed number, grouped: `-1,000`.
    pub fn group_signed(&self, value: i64) -> String {
        let grouped = self.group(value.unsigned_abs());
        if value < 0 {
            format!("-{grouped}")
        } else {
            grouped
        }
    }

    /// The wording for `count`: one or other.
    fn plural(&self, plural: &Plural, count: usize) -> String {
        let template = if count == 1 { &plural.one } else { &plural.other };
        template.fill(Count { count: &self.group(count as u64) })
    }

    /// The message for `error`: what the core says was expected and found, in these words.
    pub fn message(&self, error: &Error) -> String {
        let m = &self.messages;
        let g = |value: u64| self.group(value);
        let expected = match error.expected() {
            Expected::WholeNumber { min, max } => m.whole_number.fill(MinMax { min: &g(min), max: &g(max) }),
            Expected::UnixMs { min, max } => m.unix_ms.fill(MinMax { min: &g(min), max: &g(max) }),
            Expected::UnixMsOrDate => m.unix_ms_or_date.to_string(),
            Expected::NotBeforeEpoch { min } => {
                m.not_before_epoch.fill(MinIso { min: &g(min), min_iso: &iso_utc(min) })
            }
            Expected::NotAfterLimit { max } => m.not_after_limit.fill(MaxIso { max: &g(max), max_iso: &iso_utc(max) }),
            Expected::IdText { max } => m.id_text.fill(Max { max: &g(max) }),
            Expected::IdNotNegative { max } => m.id_not_negative.fill(Max { max: &g(max) }),
            Expected::IdSignBitClear { max } => m.id_sign_bit_clear.fill(Max { max: &g(max) }),
            Expected::Id64Bits { max } => m.id_64_bits.fill(Max { max: &g(max) }),
        };
        let found = match error.found() {
            Found::Nothing => m.found_nothing.to_string(),
            Found::Text(text) if error.quotes_found() => format!("{}{text}{}", m.quotes.0, m.quotes.1),
            Found::Text(text) => text.clone(),
            Found::Clock(ms) => m.found_clock.fill(Ms { ms: &self.group_signed(*ms) }),
        };
        m.sentence.fill(Sentence { expected: &expected, found: &found })
    }

    /// A field's range hint.
    pub fn field_hint(&self, field: Field) -> String {
        let bounds = field.bounds();
        let (min, max) = (self.group(bounds.min()), self.group(bounds.max()));
        let bits = field.block().width().to_string();
        let template = match field {
            Field::Timestamp => return self.timestamp_hint.fill(MinMax { min: &min, max: &max }),
            Field::Datacenter => &self.datacenter_hint,
            Field::Machine => &self.machine_hint,
            Field::Sequence => &self.sequence_hint,
        };
        template.fill(MinMaxBits { min: &min, max: &max, bits: &bits })
    }

    /// A whole-number input's range, as the run count's hint.
    pub fn range_hint(&self, template: &Template<MinMax<'static>>, bounds: Bounds) -> String {
        template.fill(MinMax { min: &self.group(bounds.min()), max: &self.group(bounds.max()) })
    }

    pub fn run_count_hint(&self) -> String {
        self.range_hint(&self.run_count_hint, RUN_COUNT)
    }

    pub fn run_intro(&self) -> String {
        self.run_intro.fill(Max { max: &self.group(MAX_SEQUENCE) })
    }

    /// How many IDs one machine, and all of them, can issue.
    pub fn run_throughput(&self) -> String {
        let per_ms = IDS_PER_MS_PER_MACHINE;
        self.run_throughput.fill(Throughput {
            per_ms: &self.group(per_ms),
            per_second: &self.group(per_ms * 1000),
            identities: &self.group(MACHINE_IDENTITIES),
            all_per_second: &self.group(per_ms * 1000 * MACHINE_IDENTITIES),
        })
    }

    /// One row of a run: its millisecond, how far after the first, its sequence.
    pub fn run_row(&self, ms: u64, offset_ms: u64, sequence: u16) -> String {
        let (ms, offset, sequence) = (self.group(ms), self.group(offset_ms), sequence.to_string());
        self.run_row.fill(RunRow { ms: &ms, offset: &offset, sequence: &sequence })
    }

    pub fn run_shown(&self, shown: usize, count: usize) -> String {
        self.run_shown.fill(Shown { shown: &self.group(shown as u64), count: &self.group(count as u64) })
    }

    pub fn run_hazard(&self, back_ms: u64, to_ms: u64, repeated: SnowflakeId) -> String {
        self.run_hazard.fill(Hazard { back: &back_ms.to_string(), iso: &iso_utc(to_ms), id: &repeated.to_string() })
    }

    /// How many lines of a list were read as IDs and how many were refused.
    pub fn bulk_summary(&self, rows: usize, refused: usize) -> String {
        let (rows, errors) = (self.plural(&self.bulk_rows, rows), self.plural(&self.bulk_refused, refused));
        self.bulk_summary.fill(BulkSummary { rows: &rows, errors: &errors })
    }

    pub fn bulk_page(&self, from: usize, to: usize, rows: usize) -> String {
        let g = |n: usize| self.group(n as u64);
        self.bulk_page.fill(RowsPage { from: &g(from), to: &g(to), rows: &g(rows) })
    }

    pub fn bulk_error_line(&self, line: usize) -> String {
        self.bulk_error_line.fill(Line { line: &line.to_string() })
    }

    pub fn bulk_errors_more(&self, more: usize) -> String {
        self.bulk_errors_more.fill(More { more: &self.group(more as u64) })
    }

    /// Why IDs are copied as text.
    pub fn precision_note(&self) -> String {
        let above_2_53 = EPOCH_MS + ((1u64 << 53) >> TIMESTAMP_SHIFT);
        self.precision_note.fill(Iso { iso: &iso_utc(above_2_53) })
    }

    /// A bit button's accessible name; `value` is `None` while there is no ID.
    pub fn bit_label(&self, block: BitBlock, place: u32, id_bit: u32, value: Option<bool>) -> String {
        let (place, width, id_bit) = (place.to_string(), block.width().to_string(), id_bit.to_string());
        let block = self.block_name(block);
        match value {
            Some(value) => self.bit_label.fill(BitLabel {
                block,
                place: &place,
                width: &width,
                id_bit: &id_bit,
                value: if value { "1" } else { "0" },
            }),
            None => self.bit_label_no_id.fill(BitPlace { block, place: &place, width: &width, id_bit: &id_bit }),
        }
    }

    /// The wrong-unit hint for a timestamp out of range, and its button's label.
    pub fn unit_hint(&self, unit: TimeUnitGuess, ms: u64) -> (String, String) {
        let grouped = self.group(ms);
        let name = self.unit_names[unit as usize];
        (
            self.unit_hint.fill(UnitHint { unit: name, ms: &grouped, iso: &iso_utc(ms) }),
            self.unit_apply.fill(Ms { ms: &grouped }),
        )
    }

    /// The message for a span whose start is later than its end.
    pub fn range_reversed(&self, from_ms: u64, to_ms: u64) -> String {
        self.range_reversed.fill(FromTo { from: &iso_utc(from_ms), to: &iso_utc(to_ms) })
    }

    /// How many IDs a span holds.
    pub fn range_count(&self, count: u64, ms: u64) -> String {
        let per_ms = 1u64 << TIMESTAMP_SHIFT;
        self.range_count.fill(SpanCount { count: &self.group(count), ms: &self.group(ms), per_ms: &self.group(per_ms) })
    }

    /// A signed span in units, largest first, zero units left out: `-2 d 3 h 5 ms`.
    pub fn duration(&self, ms: i64) -> String {
        let d = crate::snowflake::DurationParts::from_ms(ms);
        let values = [d.days, d.hours, d.minutes, d.seconds, d.millis];
        let mut out = String::from(if d.negative { "-" } else { "" });
        for (value, unit) in values.iter().zip(self.duration_units) {
            if *value > 0 {
                if out.len() > 1 {
                    out.push(' ');
                }
                out.push_str(&format!("{}{}{unit}", self.group(*value), self.unit_gap));
            }
        }
        if values.iter().all(|v| *v == 0) {
            out.push_str(&format!("0{}{}", self.unit_gap, self.duration_units[4]));
        }
        out
    }

    /// The note under an ID that predates Snowflake.
    pub fn id_pre_snowflake(&self) -> String {
        self.id_pre_snowflake.fill(First { first: &self.group(SnowflakeId::FIRST_TWITTER_SNOWFLAKE) })
    }

    /// The timestamp block's legend value.
    pub fn timestamp_value(&self, delta: u64, unix_ms: u64) -> String {
        self.timestamp_value.fill(TimestampValue { delta: &self.group(delta), unix_ms: &self.group(unix_ms) })
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
pub fn tr(pick: Pick) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    let t = use_strings();
    move || pick(t())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholder_check_finds_unknown_missing_and_unbalanced() {
        assert_eq!(check_placeholders("no slots", &[]), Ok(()));
        assert_eq!(check_placeholders("{a}{a} {b}", &["a", "b"]), Ok(()));
        assert_eq!(check_placeholders("{a} {c}", &["a", "b"]), Err(Mismatch::Unknown));
        assert_eq!(check_placeholders("{}", &["a"]), Err(Mismatch::Unknown));
        assert_eq!(check_placeholders("{a}", &["a", "b"]), Err(Mismatch::Missing));
        assert_eq!(check_placeholders("", &["a"]), Err(Mismatch::Missing));
        for text in ["{a", "a}", "{a}}", "{{a}", "{a{b}}"] {
            assert_eq!(check_placeholders(text, &["a", "b"]), Err(Mismatch::Unbalanced), "{text}");
        }
    }

    #[test]
    fn fill_inserts_values_as_they_are() {
        static T: Template<MinMax> = crate::template!("{min}–{max}, {min}");
        assert_eq!(T.fill(MinMax { min: "{max}", max: "2" }), "{max}–2, {max}");
    }

    /// Every template of a language filled through the method the page uses, with values that
    /// reach each wording: every error kind's message, the hints, the tools' sentences, the
    /// labels, durations.
    pub(super) fn filled_samples(s: &'static Strings) -> Vec<String> {
        use crate::snowflake::{clock_instant, parse_field, parse_id_or_post_link, parse_number};
        let id = SnowflakeId::MAX;
        let errors = [
            parse_field(Field::Datacenter, "32"),
            parse_field(Field::Timestamp, "1"),
            parse_field(Field::Timestamp, "9999999999999"),
            parse_field(Field::Timestamp, "x"),
            parse_number("", RUN_COUNT),
            clock_instant(0.0),
        ]
        .into_iter()
        .map(|r| r.unwrap_err())
        .chain(
            ["-1", "0x8000000000000000", "0x10000000000000000", "x", ""].map(|t| parse_id_or_post_link(t).unwrap_err()),
        );
        let mut texts: Vec<String> = errors.map(|e| s.message(&e)).collect();
        texts.extend(Field::ALL.map(|f| s.field_hint(f)));
        texts.extend([
            s.run_count_hint(),
            s.run_intro(),
            s.run_throughput(),
            s.run_row(EPOCH_MS, 2, 3),
            s.run_shown(1000, 5000),
            s.run_hazard(3, EPOCH_MS, id),
            s.bulk_summary(1, 1),
            s.bulk_summary(2, 0),
            s.bulk_page(1, 100, 250),
            s.bulk_error_line(7),
            s.bulk_errors_more(3),
            s.precision_note(),
            s.bit_label(BitBlock::Machine, 1, 12, Some(true)),
            s.bit_label(BitBlock::Machine, 1, 12, None),
            s.unit_hint(TimeUnitGuess::Seconds, EPOCH_MS).0,
            s.unit_hint(TimeUnitGuess::Seconds, EPOCH_MS).1,
            s.range_reversed(EPOCH_MS + 1, EPOCH_MS),
            s.range_count(4_194_304, 1),
            s.id_pre_snowflake(),
            s.timestamp_value(1000, EPOCH_MS + 1000),
            s.id_waiting(Typing::Field(Field::Timestamp)),
            s.id_waiting(Typing::IdBox),
            s.duration(386_979_536_250),
            s.duration(-1000),
            s.duration(0),
        ]);
        texts
    }

    /// The compile time check guarantees each template uses exactly its slots; this shows none
    /// reaches the page with a brace left in it.
    #[test]
    fn every_template_fills_without_a_brace_left() {
        for lang in Lang::ALL {
            for text in filled_samples(lang.strings()) {
                assert!(!text.contains(['{', '}']), "{lang:?}: {text}");
                assert!(!text.is_empty(), "{lang:?}");
            }
        }
    }

    #[test]
    fn counts_of_one_take_the_singular() {
        let en = Lang::En.strings();
        assert_eq!(en.bulk_summary(1, 1), "1 ID decoded, 1 line refused.");
        assert_eq!(en.bulk_summary(0, 2_000), "0 IDs decoded, 2,000 lines refused.");
    }

    #[test]
    fn languages_differ_where_they_should() {
        let (en, ko) = (Lang::En.strings(), Lang::Ko.strings());
        assert_ne!(en.field_labels, ko.field_labels);
        assert_ne!(en.block_names, ko.block_names);
        assert_eq!((en.locale, ko.locale), ("en", "ko"));
    }
}
