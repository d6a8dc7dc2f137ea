//! The error messages: what the core says was expected and what was found, put into one
//! language's words. Which wording fits which case is decided here, once for every language.

use super::schema::*;
use super::slots::*;
use crate::snowflake::{iso_utc, Error, Expected, Found, LayoutName, Reserved, EXPORT_COLUMNS, RESERVED_KEYS};

impl Strings {
    /// Words listed as the language lists them: `a, b or c`.
    pub fn list(&self, words: &[&str]) -> String {
        let m = &self.messages;
        match words.split_last() {
            Some((last, [])) => last.to_string(),
            Some((last, rest)) => format!("{}{}{last}", rest.join(m.list_gap), m.list_last),
            None => String::new(),
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
            Expected::LayoutName => {
                let names: Vec<&str> = LayoutName::ALL.iter().map(|name| name.key()).collect();
                m.layout_name.fill(Names { names: &self.list(&names) })
            }
            Expected::BlocksText { max } => m.blocks_text.fill(Max { max: &max.to_string() }),
            Expected::BlockKey => m.block_key.to_string(),
            Expected::KeyNotReserved { by: Reserved::Address } => {
                m.key_not_parameter.fill(Names { names: &self.list(&RESERVED_KEYS) })
            }
            Expected::KeyNotReserved { by: Reserved::Export } => {
                m.key_not_column.fill(Names { names: &self.list(&EXPORT_COLUMNS) })
            }
            Expected::KeysDistinct => m.keys_distinct.to_string(),
            Expected::BlockWidth { min, max } => m.block_width.fill(MinMax { min: &g(min), max: &g(max) }),
            Expected::WidthsSum { total } => m.widths_sum.fill(Total { total: &g(total) }),
            Expected::OneTimeBlock => m.one_time_block.to_string(),
            Expected::SignOnTop => m.sign_on_top.to_string(),
            Expected::EpochRange { min, max } => {
                let day = |ms: u64| iso_utc(ms).get(..10).unwrap_or_default().to_string();
                m.epoch_range.fill(MinMax { min: &day(min), max: &day(max) })
            }
            Expected::TickRange { min, max } => m.tick_range.fill(MinMax { min: &g(min), max: &g(max) }),
            Expected::WindowEnd { max } => m.window_end.fill(MaxIso { max: &g(max), max_iso: &iso_utc(max) }),
        };
        let found = match error.found() {
            Found::Nothing => m.found_nothing.to_string(),
            Found::Text(text) if error.quotes_found() => format!("{}{text}{}", m.open_quote, m.close_quote),
            Found::Text(text) => text.clone(),
            Found::Clock(ms) => m.found_clock.fill(Ms { ms: &self.group_signed(*ms) }),
        };
        m.sentence.fill(Sentence { expected: &expected, found: &found })
    }
}
