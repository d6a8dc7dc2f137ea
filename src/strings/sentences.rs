//! The sentences the page puts together: which wording fits a case, filled with the core's
//! numbers in the language's digit grouping and spacing (`numbers.rs`). Decided once for
//! every language.

use super::schema::*;
use super::slots::*;
use super::Template;
use crate::address::View;
use crate::snowflake::{
    iso_utc, relative_time, BlockKey, Bounds, Layout, Preset, Role, RunStep, SnowflakeId, TimeReading, TimeUnitGuess,
    RUN_COUNT,
};
use std::borrow::Cow;

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
        self.embed.view_height.fill(Px { px: &view.column_height_px().to_string() })
    }

    /// The note beside the ID while the field of block `input` (`None`: the ID box) is being
    /// typed: the ID shown is the last one.
    pub fn id_waiting(&self, input: Option<BlockKey>) -> String {
        let field = match input {
            Some(key) => self.field_label(key),
            None => Cow::Borrowed(self.result.label),
        };
        self.result.waiting.fill(FieldName { field: &field })
    }

    /// The label of the field of the block keyed `key`: the page's words for a preset's key,
    /// the key itself for one of a person's own.
    pub fn field_label(&self, key: BlockKey) -> Cow<'static, str> {
        match self.fields.labels.get(key.as_str()) {
            Some(label) => Cow::Borrowed(label),
            None => Cow::Owned(key.as_str().to_string()),
        }
    }

    /// A block's name in the legend, the bits and the tools, as [`Self::field_label`] decides.
    pub fn block_name(&self, key: BlockKey) -> Cow<'static, str> {
        match self.bits.block_names.get(key.as_str()) {
            Some(name) => Cow::Borrowed(name),
            None => Cow::Owned(key.as_str().to_string()),
        }
    }

    /// A layout's name: a preset's, or "your own".
    pub fn layout_name(&self, layout: &Layout) -> &'static str {
        self.layout.names.get(Preset::of(layout))
    }

    /// A layout's tick worded: "millisecond", or "tick of 10 ms".
    pub fn tick_word(&self, layout: &Layout) -> String {
        match layout.tick_ms() {
            1 => self.tools.run.millisecond.to_string(),
            tick => self.tools.run.tick.fill(Ms { ms: &self.group(tick) }),
        }
    }

    pub fn diagram_title(&self, id: SnowflakeId) -> String {
        self.export.picture_name.fill(OneId { id: &id.to_string() })
    }

    pub fn markdown_alt(&self, id: SnowflakeId) -> String {
        self.export.image_alt.fill(OneId { id: &id.to_string() })
    }

    /// Block `index`'s value in `id` as the legend and the diagram file word it: the time as
    /// its offset from the epoch and the instant, the sign with why it is 0.
    pub fn block_value(&self, layout: &Layout, id: SnowflakeId, index: usize) -> String {
        let value = layout.value(id.as_u64(), index);
        match layout.blocks().get(index).map(|b| b.role()) {
            Some(Role::Sign) => format!("0 ({})", self.bits.sign_value_note),
            Some(Role::Time) => self.timestamp_value(layout, value, layout.instant(value)),
            _ => value.to_string(),
        }
    }

    /// The range hint of block `index`'s field: the time's window (and its tick, where longer
    /// than a millisecond), or a number's range and width.
    pub fn field_hint(&self, layout: &Layout, index: usize) -> String {
        let bounds = layout.bounds(index);
        let (min, max) = (self.group(bounds.min()), self.group(bounds.max()));
        let f = &self.fields;
        let Some(block) = layout.blocks().get(index) else { return String::new() };
        if block.role() == Role::Time {
            let hint = f.timestamp_hint.fill(MinMax { min: &min, max: &max });
            return match layout.tick_ms() {
                1 => hint,
                tick => format!("{hint} {}", f.tick_note.fill(Ms { ms: &self.group(tick) })),
            };
        }
        let twitter_machine = *layout == Layout::TWITTER && block.key().as_str() == "machine";
        let template = if twitter_machine { &f.machine_hint } else { &f.number_hint };
        let bits = self.plural(&f.bits, block.width() as usize);
        template.fill(MinMaxBits { min: &min, max: &max, bits: &bits })
    }

    /// A whole-number input's range, as the run count's hint.
    pub fn range_hint(&self, template: &Template<MinMax<'static>>, bounds: Bounds) -> String {
        template.fill(MinMax { min: &self.group(bounds.min()), max: &self.group(bounds.max()) })
    }

    pub fn run_count_hint(&self) -> String {
        self.range_hint(&self.tools.run.count_hint, RUN_COUNT)
    }

    /// The run tool's introduction, for a layout with a counter block.
    pub fn run_intro(&self, layout: &Layout) -> String {
        let Some(counter) = layout.counter_index() else { return self.tools.run.no_counter.to_string() };
        let key = layout.blocks().get(counter).map(|b| b.key()).unwrap_or(BlockKey::TIMESTAMP);
        self.tools.run.intro.fill(RunIntro {
            counter: &self.block_name(key),
            max: &self.group(layout.value_max(counter)),
            tick: &self.tick_word(layout),
        })
    }

    /// How many IDs one generator, and all of them, can issue.
    pub fn run_throughput(&self, layout: &Layout) -> String {
        let per_tick = layout.ids_per_tick().unwrap_or(1);
        let per_second = u128::from(per_tick) * 1000 / u128::from(layout.tick_ms());
        let generators = layout.generators();
        self.tools.run.throughput.fill(Throughput {
            per_tick: &self.group(per_tick),
            tick: &self.tick_word(layout),
            per_second: &self.group_wide(per_second),
            generators: &self.group_wide(generators),
            all_per_second: &self.group_wide(per_second.saturating_mul(generators)),
        })
    }

    /// One row of a run: its instant, how far after the first, its counter.
    pub fn run_row(&self, layout: &Layout, step: &RunStep) -> String {
        let counter = layout.counter_index().unwrap_or(0);
        let key = layout.blocks().get(counter).map(|b| b.key()).unwrap_or(BlockKey::TIMESTAMP);
        self.tools.run.row.fill(RunRow {
            ms: &self.group(layout.decompose(step.id).timestamp_ms()),
            offset: &self.group(step.offset_ms),
            counter: &self.block_name(key),
            value: &step.counter.to_string(),
        })
    }

    /// The mark of a run's row after which the generator waited for the next tick.
    pub fn run_next_tick(&self, layout: &Layout) -> String {
        self.tools.run.next_tick.fill(Tick { tick: &self.tick_word(layout) })
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

    /// Why IDs are copied as text: from which instant a layout's IDs are above 2^53.
    pub fn precision_note(&self, layout: &Layout) -> String {
        let shift = layout.shift(layout.time_index());
        let first = layout.instant((1u64 << 53).checked_shr(shift).unwrap_or(0));
        self.formats.precision.fill(Iso { iso: &iso_utc(first) })
    }

    /// A bit button's accessible name: `index` counts from 0 at its block's low end, as
    /// `id_bit` does in the whole ID; `value` is `None` while there is no ID.
    pub fn bit_label(&self, layout: &Layout, block: usize, index: u32, id_bit: u32, value: Option<bool>) -> String {
        let Some(of) = layout.blocks().get(block) else { return String::new() };
        let (index, width, id_bit) = (index.to_string(), of.width().to_string(), id_bit.to_string());
        let name = self.block_name(of.key());
        let (bits, block) = (&self.bits, name.as_ref());
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

    /// How many IDs a span of `ticks` holds in `layout`.
    pub fn range_count(&self, layout: &Layout, count: u128, ticks: u64) -> String {
        let per_tick = count / u128::from(ticks.max(1));
        match layout.tick_ms() {
            1 => self.tools.range.count.fill(SpanCount {
                count: &self.group_wide(count),
                ms: &self.group(ticks),
                per_ms: &self.group_wide(per_tick),
            }),
            tick => self.tools.range.count_ticks.fill(TickSpanCount {
                count: &self.group_wide(count),
                ticks: &self.group(ticks),
                tick: &self.group(tick),
                per_tick: &self.group_wide(per_tick),
            }),
        }
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
            TimeReading::AtEpoch => Some((self.time.at_epoch, self.time.at_epoch_why.to_string())),
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

    /// The time block's legend value: its ticks after the epoch, and the instant they name.
    pub fn timestamp_value(&self, layout: &Layout, ticks: u64, unix_ms: u64) -> String {
        match layout.tick_ms() {
            1 => self
                .bits
                .legend_timestamp
                .fill(TimestampValue { delta: &self.group(ticks), unix_ms: &self.group(unix_ms) }),
            tick => self.bits.legend_ticks.fill(TicksValue {
                ticks: &self.group(ticks),
                tick: &self.group(tick),
                unix_ms: &self.group(unix_ms),
            }),
        }
    }
}
