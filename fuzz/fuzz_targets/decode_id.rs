//! The ID decoder: whatever it accepts is a valid Snowflake that reads back identically from
//! each of its three written forms; whatever it refuses, it refuses with the kind an
//! independent reading of the rules expects.
#![no_main]

use libfuzzer_sys::fuzz_target;
use snowflake_composer::snowflake::{decode_id, IdErrorKind, SnowflakeId};

fn independent(raw: &str) -> Result<u64, IdErrorKind> {
    let mut text = raw.trim();
    for (open, close) in [('"', '"'), ('\'', '\''), ('`', '`'), ('\u{201C}', '\u{201D}'), ('\u{2018}', '\u{2019}')] {
        if text.len() >= open.len_utf8() + close.len_utf8() && text.starts_with(open) && text.ends_with(close) {
            text = &text[open.len_utf8()..text.len() - close.len_utf8()];
            break;
        }
    }
    let text = text.trim();
    if text.is_empty() {
        return Err(IdErrorKind::Missing);
    }
    let (negative, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (radix, digits) = if let Some(d) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        (16, d)
    } else if let Some(d) = body.strip_prefix("0b").or_else(|| body.strip_prefix("0B")) {
        (2, d)
    } else {
        (10, body)
    };
    let chars: Vec<char> = digits.chars().collect();
    let is_sep = |c: char| c == ',' || c == '_' || c == ' ';
    let well_formed = !chars.is_empty()
        && chars.iter().all(|&c| c.is_digit(radix) || is_sep(c))
        && chars[0].is_digit(radix)
        && chars[chars.len() - 1].is_digit(radix)
        && !chars.windows(2).any(|w| is_sep(w[0]) && is_sep(w[1]));
    if !well_formed {
        return Err(IdErrorKind::NotANumber);
    }
    let clean: String = chars.iter().filter(|c| c.is_digit(radix)).collect();
    let value = u128::from_str_radix(clean.trim_start_matches('0'), radix).ok().or_else(|| clean.trim_start_matches('0').is_empty().then_some(0));
    match value {
        Some(0) => Ok(0),
        _ if negative => Err(IdErrorKind::Negative),
        Some(v) if v <= i64::MAX as u128 => Ok(v as u64),
        Some(v) if v <= u64::MAX as u128 => Err(IdErrorKind::SignBitSet),
        _ => Err(IdErrorKind::TooLarge),
    }
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let decoded = decode_id(&text);
    assert_eq!(decoded.as_ref().map(|id| id.as_u64()).map_err(|e| e.kind), independent(&text), "{text:?}");
    if let Ok(id) = decoded {
        assert!(id <= SnowflakeId::MAX);
        for written in [id.to_string(), id.to_hex(), id.to_binary()] {
            assert_eq!(decode_id(&written), Ok(id), "{written}");
        }
    }
});
