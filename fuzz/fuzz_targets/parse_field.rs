//! The field parser against an independent reading of the input rules: same verdict, same
//! value, and every accepted value inside its field's range.
#![no_main]

use libfuzzer_sys::fuzz_target;
use snowflake_composer::snowflake::{parse_field, ErrorKind, Field};

/// The rules of the README written a second way: chars, not bytes; `str::parse`, not a loop.
fn independent(field: Field, raw: &str) -> Result<u64, ErrorKind> {
    let text = raw.trim();
    if text.is_empty() {
        return Err(ErrorKind::Missing);
    }
    let (negative, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let chars: Vec<char> = body.chars().collect();
    let is_sep = |c: char| c == ',' || c == '_' || c == ' ';
    let well_formed = !chars.is_empty()
        && chars.iter().all(|&c| c.is_ascii_digit() || is_sep(c))
        && chars[0].is_ascii_digit()
        && chars[chars.len() - 1].is_ascii_digit()
        && !chars.windows(2).any(|w| is_sep(w[0]) && is_sep(w[1]));
    if !well_formed {
        return Err(ErrorKind::NotANumber);
    }
    let digits: String = chars.iter().filter(|c| c.is_ascii_digit()).collect();
    let significant = digits.trim_start_matches('0');
    // Anything over 20 significant digits is beyond u64 and every range.
    let value: Option<u128> = if significant.len() > 20 { None } else { Some(significant.parse().unwrap_or(0)) };
    let (min, max) = (u128::from(field.min()), u128::from(field.max()));
    let low = if field == Field::Timestamp { ErrorKind::BeforeEpoch } else { ErrorKind::OutOfRange };
    let high = if field == Field::Timestamp { ErrorKind::AfterLimit } else { ErrorKind::OutOfRange };
    match value {
        Some(0) if negative => if min == 0 { Ok(0) } else { Err(low) },
        _ if negative => Err(low),
        None => Err(high),
        Some(v) if v < min => Err(low),
        Some(v) if v > max => Err(high),
        Some(v) => Ok(v as u64),
    }
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for field in Field::ALL {
        let parsed = parse_field(field, &text);
        assert_eq!(parsed.as_ref().map(|v| *v).map_err(|e| e.kind), independent(field, &text), "{field:?} {text:?}");
        if let Ok(value) = parsed {
            assert!((field.min()..=field.max()).contains(&value));
            assert_eq!(parse_field(field, &value.to_string()), Ok(value));
        }
    }
});
