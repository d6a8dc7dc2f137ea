//! Every piece of text the composer renders, in one place per language.
//!
//! The static explanation lives in `index.html`; this file holds what the wasm app draws.
//! Messages are built from the core's structured errors, so the wording lives here only.

use crate::snowflake::{
    group_digits, BitBlock, ErrorKind, Field, FieldError, Found, IdError, IdErrorKind, EPOCH_MS, MAX_TIMESTAMP_MS,
};

/// The text of one language. A new language is one more `static` of this type, so the
/// compiler refuses a language that lacks a string.
pub struct Strings {
    pub form_label: &'static str,
    pub timestamp_label: &'static str,
    pub timestamp_hint: &'static str,
    pub datacenter_label: &'static str,
    pub datacenter_hint: &'static str,
    pub machine_label: &'static str,
    pub machine_hint: &'static str,
    pub sequence_label: &'static str,
    pub sequence_hint: &'static str,
    pub use_now: &'static str,
    pub now_used: &'static str,
    pub now_unit: &'static str,
    pub id_label: &'static str,
    pub id_invalid: &'static str,
    pub bits_label: &'static str,
    pub bits_unit: &'static str,
    pub legend_block: &'static str,
    pub legend_width: &'static str,
    pub legend_value: &'static str,
    pub sign_name: &'static str,
    pub sign_value_note: &'static str,
    pub ms_after_epoch: &'static str,
    pub calc_heading: &'static str,
    pub calc_step1: &'static str,
    pub calc_step2: &'static str,
    pub calc_step3: &'static str,
    pub calc_invalid: &'static str,
    pub id_hint: &'static str,
    pub time_utc: &'static str,
    pub time_local: &'static str,
    pub time_relative: &'static str,
    pub format_decimal: &'static str,
    pub format_hex: &'static str,
    pub format_binary: &'static str,
    pub copy: &'static str,
    pub copied: &'static str,
    pub copy_failed: &'static str,
    pub copy_link: &'static str,
    pub precision_note: &'static str,
    pub bits_help: &'static str,
    pub sign_bit_label: &'static str,
    pub bit_label_id_bit: &'static str,
    pub code_heading: &'static str,
    pub code_note: &'static str,
    pub locale: &'static str,
    pub digit_separator: char,
}

pub static EN: Strings = Strings {
    form_label: "Snowflake ID inputs",
    timestamp_label: "Timestamp",
    timestamp_hint: "Unix ms, 1288834974657 to 3487858230208. Empty means now.",
    datacenter_label: "Datacenter ID",
    datacenter_hint: "0 to 31 (5 bits)",
    machine_label: "Machine ID",
    machine_hint: "0 to 31 (5 bits). Twitter called it the worker ID.",
    sequence_label: "Sequence",
    sequence_hint: "0 to 4095 (12 bits)",
    use_now: "Use current time",
    now_used: "Timestamp left empty, so the current time was used:",
    now_unit: "ms",
    id_label: "Snowflake ID",
    id_invalid: "No ID while a field above is invalid.",
    bits_label: "The 64 bits, most significant first",
    bits_unit: "bits",
    legend_block: "Block",
    legend_width: "Bits",
    legend_value: "Value",
    sign_name: "sign",
    sign_value_note: "always 0",
    ms_after_epoch: "ms after the epoch",
    calc_heading: "How this ID is calculated",
    calc_step1: "Step 1: subtract the epoch from the timestamp to get the delta.",
    calc_step2: "Step 2: shift each value to its place in the 64 bits.",
    calc_step3: "Step 3: combine them with bitwise OR. The blocks never overlap, so OR equals the sum.",
    calc_invalid: "The calculation appears once every field is valid.",
    id_hint: "Type or paste an ID in decimal, 0x hex or 0b binary; the fields follow.",
    time_utc: "UTC",
    time_local: "Your time",
    time_relative: "From now",
    format_decimal: "Decimal",
    format_hex: "Hex",
    format_binary: "Binary",
    copy: "Copy",
    copied: "Copied",
    copy_failed: "Copy failed: select the text and copy it by hand",
    copy_link: "Copy link to this state",
    precision_note: "IDs are copied as text on purpose. A JavaScript Number is exact only up to 2^53, and every \
        ID whose timestamp is after 2010-11-28T22:14:18.305Z is larger, so Number(\"…\") or JSON.parse \
        silently changes its last digits. Read it with BigInt(\"…\") or keep it a string.",
    bits_help: "Click a bit, or Tab to the bits, move with the arrow keys and press Space, to flip it.",
    sign_bit_label: "sign bit, always 0: it keeps the ID positive as a signed 64-bit integer, so it cannot be set",
    bit_label_id_bit: "ID bit",
    code_heading: "In code",
    code_note: "The same computation for the current values, exact in each language.",
    locale: "en",
    digit_separator: ',',
};

impl Strings {
    pub fn field_label(&self, field: Field) -> &'static str {
        match field {
            Field::Timestamp => self.timestamp_label,
            Field::Datacenter => self.datacenter_label,
            Field::Machine => self.machine_label,
            Field::Sequence => self.sequence_label,
        }
    }

    pub fn field_hint(&self, field: Field) -> &'static str {
        match field {
            Field::Timestamp => self.timestamp_hint,
            Field::Datacenter => self.datacenter_hint,
            Field::Machine => self.machine_hint,
            Field::Sequence => self.sequence_hint,
        }
    }

    pub fn block_name(&self, block: BitBlock) -> &'static str {
        match block {
            BitBlock::Sign => self.sign_name,
            BitBlock::Timestamp => "timestamp",
            BitBlock::Datacenter => "datacenter",
            BitBlock::Machine => "machine",
            BitBlock::Sequence => "sequence",
        }
    }

    /// A bit's accessible name: its block, place in the block, place in the ID, and value.
    pub fn bit_label(&self, block: BitBlock, place_in_block: u32, id_bit: u32, value: &str) -> String {
        format!("{} bit {place_in_block} of {} ({} {id_bit}): {value}", self.block_name(block), block.width(), self.bit_label_id_bit)
    }

    pub fn group(&self, value: u64) -> String {
        group_digits(value, self.digit_separator)
    }

    /// "Expected …, found …" for a text that is not an ID.
    pub fn id_error_message(&self, error: &IdError) -> String {
        let expected = match error.kind {
            IdErrorKind::SignBitSet => "an ID with the sign bit clear, at most 9223372036854775807 (2^63 − 1)",
            IdErrorKind::TooLarge => "a 64-bit number, at most 9223372036854775807 for a Snowflake ID",
            IdErrorKind::Negative => "a number from 0 to 9223372036854775807; IDs are never negative",
            IdErrorKind::Missing | IdErrorKind::NotANumber => {
                "an ID in decimal digits, 0x hex or 0b binary, from 0 to 9223372036854775807"
            }
        };
        let found = match &error.found {
            Found::Text(text) if error.kind == IdErrorKind::NotANumber => format!("\u{201C}{text}\u{201D}"),
            Found::Text(text) => text.clone(),
            _ => "nothing".to_string(),
        };
        format!("Expected {expected}, found {found}.")
    }

    /// "Expected …, found …" for one invalid field.
    pub fn error_message(&self, error: &FieldError) -> String {
        let field = error.field;
        let expected = match (field, error.kind) {
            (Field::Timestamp, ErrorKind::BeforeEpoch) => {
                format!("a time at or after the epoch, {} (2010-11-04T01:42:54.657Z)", self.group(EPOCH_MS))
            }
            (Field::Timestamp, ErrorKind::AfterLimit) => format!(
                "a time no later than {} (2080-07-10T17:30:30.208Z), where the 41-bit field runs out",
                self.group(MAX_TIMESTAMP_MS)
            ),
            (Field::Timestamp, _) => format!(
                "Unix milliseconds as whole digits, from {} to {}",
                self.group(EPOCH_MS),
                self.group(MAX_TIMESTAMP_MS)
            ),
            _ => format!("a whole number from {} to {}", field.min(), field.max()),
        };
        let found = match &error.found {
            Found::Nothing => "nothing".to_string(),
            Found::Text(text) if error.kind == ErrorKind::NotANumber => format!("\u{201C}{text}\u{201D}"),
            Found::Text(text) => text.clone(),
            Found::Clock(ms) => format!("this device's clock at {ms} ms. Type a timestamp instead"),
        };
        format!("Expected {expected}, found {found}.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_say_what_was_expected_and_found() {
        let e = FieldError { field: Field::Datacenter, kind: ErrorKind::OutOfRange, found: Found::Text("32".into()) };
        assert_eq!(EN.error_message(&e), "Expected a whole number from 0 to 31, found 32.");
        let e = FieldError { field: Field::Sequence, kind: ErrorKind::Missing, found: Found::Nothing };
        assert_eq!(EN.error_message(&e), "Expected a whole number from 0 to 4095, found nothing.");
        let e = FieldError { field: Field::Machine, kind: ErrorKind::NotANumber, found: Found::Text("1.5".into()) };
        assert!(EN.error_message(&e).ends_with("found \u{201C}1.5\u{201D}."));
        let e = FieldError { field: Field::Timestamp, kind: ErrorKind::BeforeEpoch, found: Found::Clock(0) };
        assert!(EN.error_message(&e).contains("clock at 0 ms"));
    }
}
