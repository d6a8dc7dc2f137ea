//! English.

use super::{found_text, Strings};
use crate::snowflake::{group_digits, ErrorKind, Field, FieldError, IdError, IdErrorKind, EPOCH_MS, MAX_TIMESTAMP_MS};

pub static STRINGS: Strings = Strings {
    app_name: "Snowflake ID composer",
    lang_name: "English",
    lang_switch_label: "Language",
    title: "Snowflake ID composer: build and read 64-bit Twitter Snowflake IDs bit by bit",
    description: "Compose a Twitter-layout Snowflake ID from a timestamp, datacenter ID, machine ID and sequence \
        number, or paste one to take it apart, and see exactly how each value fills the 64 bits.",
    form_label: "Snowflake ID inputs",
    field_labels: ["Timestamp", "Datacenter ID", "Machine ID", "Sequence"],
    field_hints: [
        "Unix ms, 1288834974657 to 3487858230208. Empty means now.",
        "0 to 31 (5 bits)",
        "0 to 31 (5 bits). Twitter called it the worker ID.",
        "0 to 4095 (12 bits)",
    ],
    timestamp_placeholder: "now",
    use_now: "Use current time",
    now_used: "Timestamp left empty, so the current time was used:",
    now_unit: "ms",
    id_label: "Snowflake ID",
    id_hint: "Type or paste an ID in decimal, 0x hex or 0b binary; the fields follow.",
    id_invalid: "No ID while a field above is invalid.",
    time_utc: "UTC",
    time_local: "Your time",
    time_relative: "From now",
    format_names: ["Decimal", "Hex", "Binary"],
    copy: "Copy",
    copy_names: ["Copy decimal ID", "Copy hex ID", "Copy binary ID"],
    copied: "Copied",
    copy_failed: "Copy failed: select the text and copy it by hand",
    copy_link: "Copy link to this state",
    precision_note: "IDs are copied as text on purpose. A JavaScript Number is exact only up to 2^53, and every \
        ID whose timestamp is after 2010-11-28T22:14:18.305Z is larger, so Number(\"…\") or JSON.parse \
        silently changes its last digits. Read it with BigInt(\"…\") or keep it a string.",
    bits_label: "The 64 bits, most significant first",
    bits_help: "Click a bit, or Tab to the bits, move with the arrow keys and press Space, to flip it.",
    block_names: ["sign", "timestamp", "datacenter", "machine", "sequence"],
    legend_block: "Block",
    legend_width: "Bits",
    legend_value: "Value",
    sign_value_note: "always 0",
    sign_bit_label: "sign bit, always 0: it keeps the ID positive as a signed 64-bit integer, so it cannot be set",
    calc_heading: "How this ID is calculated",
    calc_steps: [
        "Step 1: subtract the epoch from the timestamp to get the delta.",
        "Step 2: shift each value to its place in the 64 bits.",
        "Step 3: combine them with bitwise OR. The blocks never overlap, so OR equals the sum.",
    ],
    calc_invalid: "The calculation appears once every field is valid.",
    code_heading: "In code",
    code_note: "The same computation for the current values, exact in each language.",
    code_js_comment: "BigInt throughout: a Number would round the ID.",
    embed_heading: "Embed this composer",
    embed_note: "Paste this into your documentation. The frame reports its height, and the script sizes it \
        to fit, so it never shows a scrollbar.",
    embed_copy: "Copy embed code",
    locale: "en",
    digit_separator: ',',
    field_error,
    id_error,
    bit_label: |block, place, width, id_bit, value| {
        format!("{block} bit {place} of {width} (ID bit {id_bit}): {value}")
    },
    timestamp_value: |delta, unix_ms| format!("{delta} ms after the epoch = {unix_ms}"),
};

fn group(value: u64) -> String {
    group_digits(value, STRINGS.digit_separator)
}

fn field_error(error: &FieldError) -> String {
    let field = error.field;
    let expected = match (field, error.kind) {
        (Field::Timestamp, ErrorKind::BeforeEpoch) => {
            format!("a time at or after the epoch, {} (2010-11-04T01:42:54.657Z)", group(EPOCH_MS))
        }
        (Field::Timestamp, ErrorKind::AfterLimit) => format!(
            "a time no later than {} (2080-07-10T17:30:30.208Z), where the 41-bit field runs out",
            group(MAX_TIMESTAMP_MS)
        ),
        (Field::Timestamp, _) => {
            format!("Unix milliseconds as whole digits, from {} to {}", group(EPOCH_MS), group(MAX_TIMESTAMP_MS))
        }
        _ => format!("a whole number from {} to {}", field.min(), field.max()),
    };
    let found = found_text(&error.found, error.kind == ErrorKind::NotANumber, "nothing", |ms| {
        format!("this device's clock at {ms} ms. Type a timestamp instead")
    });
    format!("Expected {expected}, found {found}.")
}

fn id_error(error: &IdError) -> String {
    let expected = match error.kind {
        IdErrorKind::SignBitSet => "an ID with the sign bit clear, at most 9223372036854775807 (2^63 − 1)",
        IdErrorKind::TooLarge => "a 64-bit number, at most 9223372036854775807 for a Snowflake ID",
        IdErrorKind::Negative => "a number from 0 to 9223372036854775807; IDs are never negative",
        IdErrorKind::Missing | IdErrorKind::NotANumber => {
            "an ID in decimal digits, 0x hex or 0b binary, from 0 to 9223372036854775807"
        }
    };
    let found = found_text(&error.found, error.kind == IdErrorKind::NotANumber, "nothing", |_| String::new());
    format!("Expected {expected}, found {found}.")
}
