//! The sentences the page puts together: which wording fits a case, filled with the core's
//! numbers in the language's digit grouping and spacing (`numbers.rs`). Decided once for
//! every language.

use super::schema::*;
use super::Template;
use crate::address::View;
use crate::snowflake::{
    iso_utc, relative_time, BitBlock, Bounds, Error, Expected, Field, Found, SnowflakeId, TimeUnitGuess, EPOCH_MS,
    FIRST_MS_ABOVE_2_53, IDS_PER_MS, IDS_PER_MS_PER_MACHINE, MACHINE_IDENTITIES, MAX_SEQUENCE, RUN_COUNT, TimeReading,
};

impl Strings {
    pub fn embed_view_name(&self, view: View) -> &'static str {
        match view {
            View::Page | View::Embed => self.embed.view_whole,
            View::EmbedCompact => self.embed.view_compact,
            View::EmbedBits => self.embed.view_bits,
            View::EmbedRange => self.embed.view_range,
        }
    }

    /// The height an embedded view needs, in CSS pixels: its snippet's frame height.
    pub fn embed_view_height(&self, view: View) -> String {
        self.embed.view_height.fill(Px { px: &(view.first_height_rem() * 16).to_string() })
    }

    /// The note beside the ID while `field` (`None`: the ID box) is being typed: the ID shown
    /// is the last one.
    pub fn id_waiting(&self, input: Option<Field>) -> String {
        let field = match input {
            Some(field) => self.fields.labels[field],
            None => self.result.label,
        };
        self.result.waiting.fill(FieldName { field })
    }

    pub fn diagram_title(&self, id: SnowflakeId) -> String {
        self.export.picture_name.fill(OneId { id: &id.to_string() })
    }

    pub fn markdown_alt(&self, id: SnowflakeId) -> String {
        self.export.image_alt.fill(OneId { id: &id.to_string() })
    }

    /// A block's value as the legend and the diagram file word it: the timestamp as its
    /// offset from the epoch and the instant, the sign with why it is 0.
    pub fn block_value(&self, id: SnowflakeId, block: BitBlock) -> String {
        match block {
            BitBlock::Sign => format!("0 ({})", self.bits.sign_value_note),
            BitBlock::Timestamp => {
                let delta = id.block_value(block);
                self.timestamp_value(delta, EPOCH_MS + delta)
            }
            _ => id.block_value(block).to_string(),
        }
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
            Found::Text(text) if error.quotes_found() => format!("{}{text}{}", m.open_quote, m.close_quote),
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
        let f = &self.fields;
        let template = match field {
            Field::Timestamp => return f.timestamp_hint.fill(MinMax { min: &min, max: &max }),
            Field::Datacenter => &f.datacenter_hint,
            Field::Machine => &f.machine_hint,
            Field::Sequence => &f.sequence_hint,
        };
        template.fill(MinMaxBits { min: &min, max: &max, bits: &bits })
    }

    /// A whole-number input's range, as the run count's hint.
    pub fn range_hint(&self, template: &Template<MinMax<'static>>, bounds: Bounds) -> String {
        template.fill(MinMax { min: &self.group(bounds.min()), max: &self.group(bounds.max()) })
    }

    pub fn run_count_hint(&self) -> String {
        self.range_hint(&self.tools.run.count_hint, RUN_COUNT)
    }

    pub fn run_intro(&self) -> String {
        self.tools.run.intro.fill(Max { max: &self.group(MAX_SEQUENCE) })
    }

    /// How many IDs one machine, and all of them, can issue.
    pub fn run_throughput(&self) -> String {
        let per_ms = IDS_PER_MS_PER_MACHINE;
        self.tools.run.throughput.fill(Throughput {
            per_ms: &self.group(per_ms),
            per_second: &self.group(per_ms * 1000),
            identities: &self.group(MACHINE_IDENTITIES),
            all_per_second: &self.group(per_ms * 1000 * MACHINE_IDENTITIES),
        })
    }

    /// One row of a run: its millisecond, how far after the first, its sequence.
    pub fn run_row(&self, ms: u64, offset_ms: u64, sequence: u16) -> String {
        let (ms, offset, sequence) = (self.group(ms), self.group(offset_ms), sequence.to_string());
        self.tools.run.row.fill(RunRow { ms: &ms, offset: &offset, sequence: &sequence })
    }

    pub fn run_shown(&self, shown: usize, count: usize) -> String {
        self.tools.run.shown.fill(Shown { shown: &self.group(shown as u64), count: &self.group(count as u64) })
    }

    pub fn run_hazard(&self, back_ms: u64, to_ms: u64, repeated: SnowflakeId) -> String {
        let (back, iso, id) = (back_ms.to_string(), iso_utc(to_ms), repeated.to_string());
        self.tools.run.hazard.fill(Hazard { back: &back, iso: &iso, id: &id })
    }

    /// How many lines of a list were read as IDs and, when any were, how many were refused.
    ///
    /// ```
    /// use snowflake_composer::address::Lang;
    /// assert_eq!(Lang::En.strings().bulk_summary(3, 0), "3 IDs decoded");
    /// assert_eq!(Lang::Ko.strings().bulk_summary(3, 1), "ID 3개 해석 완료, 실패 1줄");
    /// ```
    pub fn bulk_summary(&self, rows: usize, refused: usize) -> String {
        let bulk = &self.tools.bulk;
        let rows = self.plural(&bulk.rows, rows);
        if refused == 0 {
            return rows;
        }
        let errors = self.plural(&bulk.refused, refused);
        bulk.summary.fill(BulkSummary { rows: &rows, errors: &errors })
    }

    pub fn bulk_page(&self, from: usize, to: usize, rows: usize) -> String {
        let g = |n: usize| self.group(n as u64);
        self.tools.bulk.page.fill(RowsPage { from: &g(from), to: &g(to), rows: &g(rows) })
    }

    pub fn bulk_error_line(&self, line: usize) -> String {
        self.tools.bulk.error_line.fill(Line { line: &line.to_string() })
    }

    pub fn bulk_errors_more(&self, more: usize) -> String {
        self.tools.bulk.errors_more.fill(More { more: &self.group(more as u64) })
    }

    /// Why IDs are copied as text.
    pub fn precision_note(&self) -> String {
        self.formats.precision.fill(Iso { iso: &iso_utc(FIRST_MS_ABOVE_2_53) })
    }

    /// A bit button's accessible name: `index` counts from 0 at the block's low end, as `id_bit`
    /// does in the whole ID; `value` is `None` while there is no ID.
    pub fn bit_label(&self, block: BitBlock, index: u32, id_bit: u32, value: Option<bool>) -> String {
        let (index, width, id_bit) = (index.to_string(), block.width().to_string(), id_bit.to_string());
        let (bits, block) = (&self.bits, self.bits.block_names[block]);
        match value {
            Some(value) => bits.bit_name.fill(BitLabel {
                block,
                index: &index,
                width: &width,
                id_bit: &id_bit,
                value: if value { "1" } else { "0" },
            }),
            None => bits.bit_name_no_id.fill(BitPlace { block, index: &index, width: &width, id_bit: &id_bit }),
        }
    }

    /// The wrong-unit hint for a timestamp out of range, and its button's label.
    pub fn unit_hint(&self, unit: TimeUnitGuess, ms: u64) -> (String, String) {
        let (f, grouped) = (&self.fields, self.group(ms));
        (
            f.unit_guess.fill(UnitHint { unit: f.unit_names.get(unit), ms: &grouped, iso: &iso_utc(ms) }),
            f.unit_apply.fill(Ms { ms: &grouped }),
        )
    }

    /// The message for a span whose start is later than its end.
    pub fn range_reversed(&self, from_ms: u64, to_ms: u64) -> String {
        self.tools.range.reversed.fill(FromTo { from: &iso_utc(from_ms), to: &iso_utc(to_ms) })
    }

    /// What the range tool read: both ends, and the zone of dates without an offset.
    pub fn range_read(&self, from_ms: u64, to_ms: u64, zone: &str) -> String {
        self.tools.range.read.fill(RangeRead { from: &iso_utc(from_ms), to: &iso_utc(to_ms), zone })
    }

    /// How many IDs a span holds.
    pub fn range_count(&self, count: u64, ms: u64) -> String {
        self.tools.range.count.fill(SpanCount {
            count: &self.group(count),
            ms: &self.group(ms),
            per_ms: &self.group(IDS_PER_MS),
        })
    }

    /// The headline's line for an ID whose bits hold no time, and the note after the bits
    /// that explains it; `None` for an ID that names a moment.
    pub fn time_reading(&self, reading: TimeReading) -> Option<(&'static str, String)> {
        match reading {
            TimeReading::Moment => None,
            TimeReading::Counter => Some((
                self.time.counter,
                self.time.counter_why.fill(First { first: &self.group(SnowflakeId::FIRST_TWITTER_SNOWFLAKE) }),
            )),
            TimeReading::Example => Some((self.time.example, self.time.example_why.to_string())),
        }
    }

    /// How far `then_ms` is from `now_ms`, in the largest unit it reaches: "2 years ago",
    /// "in 54 years", "now".
    ///
    /// ```
    /// use snowflake_composer::address::Lang;
    /// let now = 1_764_000_000_000.0;
    /// assert_eq!(Lang::En.strings().relative(now, 1_700_000_000_000), "2 years ago");
    /// assert_eq!(Lang::Ko.strings().relative(now, 1_700_000_000_000), "2년 전");
    /// ```
    pub fn relative(&self, now_ms: f64, then_ms: u64) -> String {
        let (count, unit) = relative_time(now_ms as i64, then_ms.min(i64::MAX as u64) as i64);
        if count == 0 {
            return self.time.just_now.to_string();
        }
        let template = if count < 0 { &self.time.ago } else { &self.time.from_now };
        let (count, [one, other]) = (count.unsigned_abs(), self.time.units.get(unit));
        // Counts stay small (a few hundred years even on a clock set far off): no grouping.
        let span = format!("{count}{}", if count == 1 { one } else { other });
        template.fill(Span { span: &span })
    }

    /// The same bits as a Discord ID: the wording before and after that moment in UTC.
    pub fn as_discord(&self) -> (&'static str, &'static str) {
        self.time.discord.around()
    }

    /// The timestamp block's legend value.
    pub fn timestamp_value(&self, delta: u64, unix_ms: u64) -> String {
        self.bits.legend_timestamp.fill(TimestampValue { delta: &self.group(delta), unix_ms: &self.group(unix_ms) })
    }
}
