//! Every piece of text the app renders, in one place per language: `en.rs` and `ko.rs`.
//!
//! Both are values of one struct, so a string missing from either language is a compile
//! error, not a fallback. The static explanation in `index.html` carries both languages too;
//! `tests/e2e/i18n.test.mjs` checks that its blocks pair up.

mod en;
mod ko;

use crate::snowflake::{
    group_digits, iso_utc, BitBlock, Error, Expected, Field, Found, SnowflakeId, TimeUnitGuess, EPOCH_MS,
    TIMESTAMP_SHIFT,
};
use leptos::prelude::*;

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

    /// `en`, `en-GB`, `ko`, `ko-KR`… (case-insensitive) to a language this page speaks.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.trim();
        Lang::ALL.into_iter().find(|lang| primary.eq_ignore_ascii_case(lang.code()))
    }

    /// `?lang=` when it names a language; else the first of the browser's preferred
    /// languages that this page speaks; else English. `static/boot.js` applies the same rule
    /// before the first paint.
    ///
    /// ```
    /// use snowflake_composer::strings::Lang;
    /// assert_eq!(Lang::choose(Some("ko"), &["en-US"]), Lang::Ko);
    /// assert_eq!(Lang::choose(Some("fr"), &["de", "ko-KR", "en"]), Lang::Ko);
    /// assert_eq!(Lang::choose(None, &["de"]), Lang::En);
    /// ```
    pub fn choose<S: AsRef<str>>(query: Option<&str>, preferred: &[S]) -> Lang {
        query
            .filter(|q| matches!(*q, "en" | "ko"))
            .and_then(Lang::from_tag)
            .or_else(|| preferred.iter().find_map(|tag| Lang::from_tag(tag.as_ref())))
            .unwrap_or(Lang::En)
    }
}

/// The text of one language.
pub struct Strings {
    pub app_name: &'static str,
    pub lang_name: &'static str,
    pub lang_switch_label: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    pub form_label: &'static str,
    pub field_labels: [&'static str; 4],
    /// Each field's range: `{min}`, `{max}` (grouped) and its width in `{bits}`.
    pub field_hints: [&'static str; 4],
    /// Under the fields while the ID box holds text that is no ID.
    pub fields_stale: &'static str,
    pub timestamp_placeholder: &'static str,
    /// Days, hours, minutes, seconds, milliseconds.
    pub duration_units: [&'static str; 5],
    pub tools_label: &'static str,
    pub tools_nav: [&'static str; 4],
    pub run_heading: &'static str,
    pub run_intro: &'static str,
    pub run_count_label: &'static str,
    pub run_count_hint: &'static str,
    pub run_next_ms: &'static str,
    pub run_row: &'static str,
    pub run_limit: &'static str,
    pub run_shown: &'static str,
    pub run_copy: &'static str,
    pub run_throughput: &'static str,
    pub run_hazard: &'static str,
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
    pub bulk_summary: &'static str,
    pub bulk_columns: [&'static str; 6],
    pub bulk_repeated: &'static str,
    pub bulk_old: &'static str,
    pub bulk_page: &'static str,
    pub bulk_prev: &'static str,
    pub bulk_next: &'static str,
    pub bulk_errors_heading: &'static str,
    pub bulk_error_line: &'static str,
    pub bulk_errors_more: &'static str,
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
    /// A start later than the end: `{from}` and `{to}` as ISO instants.
    pub range_reversed: &'static str,
    pub range_first: &'static str,
    pub range_last: &'static str,
    pub range_since_id: &'static str,
    pub range_since_none: &'static str,
    pub range_max_id: &'static str,
    pub range_until_id: &'static str,
    pub range_until_none: &'static str,
    pub range_sql: &'static str,
    /// `{count}` IDs over `{ms}` milliseconds, both grouped.
    pub range_count: &'static str,
    pub range_invalid: &'static str,
    /// The copy buttons' names: first, last, since_id, max_id, until_id, SQL.
    pub range_copy_names: [&'static str; 6],
    /// Before the resolved Unix milliseconds of a typed timestamp.
    pub timestamp_resolved: &'static str,
    /// A timestamp out of range that another unit would fit: `{unit}`, `{ms}`, `{iso}`.
    pub unit_hint: &'static str,
    /// Seconds, microseconds, nanoseconds.
    pub unit_names: [&'static str; 3],
    /// The button that applies the other unit's reading: `{ms}`.
    pub unit_apply: &'static str,
    pub timezone_label: &'static str,
    /// The browser's zone, then UTC.
    pub timezone_names: [&'static str; 2],
    pub picker_label: &'static str,
    /// Under an ID made before Twitter switched to Snowflake: `{first}`.
    pub id_pre_snowflake: &'static str,
    /// Under an ID whose time is later than now.
    pub id_future: &'static str,
    pub use_now: &'static str,
    pub now_used: &'static str,
    pub now_unit: &'static str,
    pub id_label: &'static str,
    pub id_hint: &'static str,
    pub id_invalid: &'static str,
    pub time_utc: &'static str,
    pub time_local: &'static str,
    pub time_relative: &'static str,
    pub format_names: [&'static str; 3],
    pub copy: &'static str,
    pub copy_names: [&'static str; 3],
    pub copied: &'static str,
    pub copy_failed: &'static str,
    pub copy_link: &'static str,
    /// `{iso}`: the first instant whose IDs are above 2^53.
    pub precision_note: &'static str,
    pub bits_label: &'static str,
    pub bits_help: &'static str,
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
    /// Locale for `Intl` (dates, relative times).
    pub locale: &'static str,
    pub digit_separator: char,
    /// The wording of every error message; which one fits is decided by the core.
    pub messages: Messages,
    /// A bit's accessible name: `{block}`, `{place}` in the block, its `{width}`, `{id_bit}`, `{value}`.
    pub bit_label: &'static str,
    /// The timestamp block's legend value: `{delta}` and `{unix_ms}`, both grouped.
    pub timestamp_value: &'static str,
    /// The banner when the app stops on a panic; then `reload` as a link.
    pub crash: &'static str,
    /// The banner when the app cannot start at all (`static/boot.js` says the same).
    pub load_failed: &'static str,
    pub reload: &'static str,
}

/// Templates for error messages. `{expected}` and `{found}` fill `sentence`; the others take
/// `{min}`, `{max}` (grouped), `{min_iso}`, `{max_iso}` and, in `found_clock`, `{ms}`.
pub struct Messages {
    pub sentence: &'static str,
    pub whole_number: &'static str,
    pub unix_ms: &'static str,
    /// Unix ms or a date-time: the forms and an example are in the wording.
    pub unix_ms_or_date: &'static str,
    pub not_before_epoch: &'static str,
    pub not_after_limit: &'static str,
    pub id_text: &'static str,
    pub id_not_negative: &'static str,
    pub id_sign_bit_clear: &'static str,
    pub id_64_bits: &'static str,
    pub found_nothing: &'static str,
    pub found_clock: &'static str,
    /// The marks around found text that is not a number.
    pub quotes: (&'static str, &'static str),
}

impl Strings {
    pub fn block_name(&self, block: BitBlock) -> &'static str {
        self.block_names[block as usize]
    }

    pub fn group(&self, value: u64) -> String {
        group_digits(value, self.digit_separator)
    }

    /// The message for `error`: what the core says was expected and found, in these words.
    pub fn message(&self, error: &Error) -> String {
        let m = &self.messages;
        let (template, min, max) = match error.expected() {
            Expected::WholeNumber { min, max } => (m.whole_number, min, max),
            Expected::UnixMs { min, max } => (m.unix_ms, min, max),
            Expected::UnixMsOrDate => (m.unix_ms_or_date, 0, 0),
            Expected::NotBeforeEpoch { min } => (m.not_before_epoch, min, min),
            Expected::NotAfterLimit { max } => (m.not_after_limit, max, max),
            Expected::IdText { max } => (m.id_text, 0, max),
            Expected::IdNotNegative { max } => (m.id_not_negative, 0, max),
            Expected::IdSignBitClear { max } => (m.id_sign_bit_clear, 0, max),
            Expected::Id64Bits { max } => (m.id_64_bits, 0, max),
        };
        let expected = fill(
            template,
            &[
                ("min", &self.group(min)),
                ("max", &self.group(max)),
                ("min_iso", &iso_utc(min)),
                ("max_iso", &iso_utc(max)),
            ],
        );
        let found = match error.found() {
            Found::Nothing => m.found_nothing.to_string(),
            Found::Text(text) if error.quotes_found() => format!("{}{text}{}", m.quotes.0, m.quotes.1),
            Found::Text(text) => text.clone(),
            Found::Clock(ms) => {
                let ms = if *ms < 0 { format!("-{}", self.group(ms.unsigned_abs())) } else { self.group(*ms as u64) };
                fill(m.found_clock, &[("ms", &ms)])
            }
        };
        fill(m.sentence, &[("expected", &expected), ("found", &found)])
    }

    /// A field's range hint.
    pub fn field_hint(&self, field: Field) -> String {
        let bits = field.block().width().to_string();
        fill(
            self.field_hints[field as usize],
            &[("min", &self.group(field.min())), ("max", &self.group(field.max())), ("bits", &bits)],
        )
    }

    /// Why IDs are copied as text.
    pub fn precision_note(&self) -> String {
        let above_2_53 = EPOCH_MS + ((1u64 << 53) >> TIMESTAMP_SHIFT);
        fill(self.precision_note, &[("iso", &iso_utc(above_2_53))])
    }

    /// A bit button's accessible name.
    pub fn bit_label(&self, block: BitBlock, place: u32, id_bit: u32, value: &str) -> String {
        let (place, width, id_bit) = (place.to_string(), block.width().to_string(), id_bit.to_string());
        fill(
            self.bit_label,
            &[
                ("block", self.block_name(block)),
                ("place", &place),
                ("width", &width),
                ("id_bit", &id_bit),
                ("value", value),
            ],
        )
    }

    /// The timestamp block's legend value.
    /// The wrong-unit hint for a timestamp out of range, and its button's label.
    pub fn unit_hint(&self, unit: TimeUnitGuess, ms: u64) -> (String, String) {
        let grouped = self.group(ms);
        let name = self.unit_names[unit as usize];
        (
            fill(self.unit_hint, &[("unit", name), ("ms", &grouped), ("iso", &iso_utc(ms))]),
            fill(self.unit_apply, &[("ms", &grouped)]),
        )
    }

    /// The message for a span whose start is later than its end.
    pub fn range_reversed(&self, from_ms: u64, to_ms: u64) -> String {
        fill(self.range_reversed, &[("from", &iso_utc(from_ms)), ("to", &iso_utc(to_ms))])
    }

    /// How many IDs a span holds.
    pub fn range_count(&self, count: u64, ms: u64) -> String {
        fill(self.range_count, &[("count", &self.group(count)), ("ms", &self.group(ms))])
    }

    /// A signed span in units, largest first, zero units left out: `-2 d 3 h 5 ms`.
    pub fn duration(&self, ms: i64) -> String {
        let d = crate::snowflake::Duration::from_ms(ms);
        let values = [d.days, d.hours, d.minutes, d.seconds, d.millis];
        let mut out = String::from(if d.negative { "-" } else { "" });
        for (value, unit) in values.iter().zip(self.duration_units) {
            if *value > 0 {
                if out.len() > 1 {
                    out.push(' ');
                }
                out.push_str(&format!("{} {unit}", self.group(*value)));
            }
        }
        if values.iter().all(|v| *v == 0) {
            out.push_str(&format!("0 {}", self.duration_units[4]));
        }
        out
    }

    /// The note under an ID that predates Snowflake.
    pub fn id_pre_snowflake(&self) -> String {
        fill(self.id_pre_snowflake, &[("first", &self.group(SnowflakeId::FIRST_TWITTER_SNOWFLAKE))])
    }

    pub fn timestamp_value(&self, delta: u64, unix_ms: u64) -> String {
        fill(self.timestamp_value, &[("delta", &self.group(delta)), ("unix_ms", &self.group(unix_ms))])
    }
}

/// Splits text into runs, each marked `true` when it is a number: ASCII digits with the `,` or
/// `_` that group them, or an ISO 8601 instant (`2010-11-04T01:42:54.657Z`). The page keeps
/// each number on one line.
///
/// ```
/// use snowflake_composer::strings::number_runs;
/// assert_eq!(
///     number_runs("from 1,288 to 2080-07-10T17:30:30.208Z."),
///     [(false, "from "), (true, "1,288"), (false, " to "), (true, "2080-07-10T17:30:30.208Z"), (false, ".")]
/// );
/// ```
pub fn number_runs(text: &str) -> Vec<(bool, &str)> {
    let bytes = text.as_bytes();
    let mut runs = Vec::new();
    let (mut start, mut i) = (0, 0);
    while i < bytes.len() {
        if !bytes[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let end = iso_instant_end(bytes, i).unwrap_or_else(|| {
            let mut end = i + 1;
            while end < bytes.len()
                && (bytes[end].is_ascii_digit()
                    || (matches!(bytes[end], b',' | b'_') && bytes.get(end + 1).is_some_and(u8::is_ascii_digit)))
            {
                end += 1;
            }
            end
        });
        // Both ends sit on ASCII bytes, so both are char boundaries.
        if let (Some(before), Some(number)) = (text.get(start..i), text.get(i..end)) {
            if !before.is_empty() {
                runs.push((false, before));
            }
            runs.push((true, number));
        }
        start = end;
        i = end;
    }
    if let Some(rest) = text.get(start..).filter(|rest| !rest.is_empty()) {
        runs.push((false, rest));
    }
    runs
}

/// The end of an ISO instant `dddd-dd-ddTdd:dd:dd.dddZ` starting at `at`, if one does.
fn iso_instant_end(bytes: &[u8], at: usize) -> Option<usize> {
    const SHAPE: &[u8] = b"0000-00-00T00:00:00.000Z";
    let candidate = bytes.get(at..at + SHAPE.len())?;
    let fits = candidate.iter().zip(SHAPE).all(|(&b, &s)| if s == b'0' { b.is_ascii_digit() } else { b == s });
    fits.then_some(at + SHAPE.len())
}

/// Replaces each `{name}` in `template` with its value. Values are inserted as they are, never
/// read as templates themselves, so user text in a value cannot add placeholders.
pub fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 32);
    let mut rest = template;
    // split_once, not indexing: no slicing that could panic, so no panic-message code ships.
    while let Some((before, after)) = rest.split_once('{') {
        out.push_str(before);
        let known = after
            .split_once('}')
            .and_then(|(name, tail)| values.iter().find(|(n, _)| *n == name).map(|(_, value)| (*value, tail)));
        match known {
            Some((value, tail)) => {
                out.push_str(value);
                rest = tail;
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The current language's strings, for components: reactive, so a language switch
/// re-renders every text that uses it.
pub fn use_strings() -> impl Fn() -> &'static Strings + Copy + Send + Sync + 'static {
    let lang = use_context::<RwSignal<Lang>>().unwrap_or_else(|| RwSignal::new(Lang::En));
    move || lang.get().strings()
}

/// A fixed text of the current language, for views: every call returns the same closure
/// type, so the render code behind reactive text is compiled once, not once per string.
pub fn tr(pick: fn(&'static Strings) -> &'static str) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    let t = use_strings();
    move || pick(t())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_choice() {
        assert_eq!(Lang::choose(None::<&str>, &[] as &[&str]), Lang::En);
        assert_eq!(Lang::choose(Some("KO"), &["en"]), Lang::En, "only the exact codes count in the query");
        assert_eq!(Lang::choose(Some("en"), &["ko"]), Lang::En);
        assert_eq!(Lang::choose(None, &["ko_KR"]), Lang::Ko);
        assert_eq!(Lang::choose(None, &["", "x", "EN-gb", "ko"]), Lang::En);
    }

    #[test]
    fn number_runs_cover_the_text_and_find_every_number() {
        let text = "필요한 값: 0 ~ 9,223,372,036,854,775,807. found “1,,2”, 3_4 and 2010-11-04T01:42:54.657Zx";
        let runs = number_runs(text);
        assert_eq!(runs.iter().map(|(_, r)| *r).collect::<String>(), text);
        let numbers: Vec<&str> = runs.iter().filter(|(n, _)| *n).map(|(_, r)| *r).collect();
        assert_eq!(numbers, ["0", "9,223,372,036,854,775,807", "1", "2", "3_4", "2010-11-04T01:42:54.657Z"]);
        assert_eq!(number_runs(""), []);
        assert_eq!(number_runs("2010-11-04"), [(true, "2010"), (false, "-"), (true, "11"), (false, "-"), (true, "04")]);
    }

    #[test]
    fn fill_replaces_known_placeholders_once_and_leaves_the_rest() {
        assert_eq!(fill("{a} and {b}, {c}", &[("a", "1"), ("b", "{a}")]), "1 and {a}, {c}");
        assert_eq!(fill("{", &[]), "{");
        assert_eq!(fill("}{x}", &[("x", "ok")]), "}ok");
    }

    #[test]
    fn every_template_uses_only_its_placeholders() {
        for lang in Lang::ALL {
            let m = &lang.strings().messages;
            let numbers = ["min", "max", "min_iso", "max_iso"];
            for (template, allowed) in [
                (m.sentence, &["expected", "found"][..]),
                (m.whole_number, &numbers[..]),
                (m.unix_ms, &numbers[..]),
                (m.not_before_epoch, &numbers[..]),
                (m.not_after_limit, &numbers[..]),
                (m.id_text, &numbers[..]),
                (m.id_not_negative, &numbers[..]),
                (m.id_sign_bit_clear, &numbers[..]),
                (m.id_64_bits, &numbers[..]),
                (m.found_clock, &["ms"][..]),
                (lang.strings().precision_note, &["iso"][..]),
                (lang.strings().bit_label, &["block", "place", "width", "id_bit", "value"][..]),
                (lang.strings().timestamp_value, &["delta", "unix_ms"][..]),
            ]
            .into_iter()
            .chain(lang.strings().field_hints.map(|hint| (hint, &["min", "max", "bits"][..])))
            {
                let names: Vec<&str> =
                    template.split('{').skip(1).filter_map(|p| p.split_once('}')).map(|(n, _)| n).collect();
                assert!(names.iter().all(|n| allowed.contains(n)), "{lang:?}: {template}");
            }
        }
    }

    #[test]
    fn languages_differ_where_they_should() {
        let (en, ko) = (Lang::En.strings(), Lang::Ko.strings());
        assert_ne!(en.field_labels, ko.field_labels);
        assert_ne!(en.block_names, ko.block_names);
        assert_eq!((en.locale, ko.locale), ("en", "ko"));
    }
}
