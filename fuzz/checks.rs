//! The fuzz targets' checks, one function per target, kept apart from libFuzzer so that the
//! native `cargo test` compiles them on stable and replays the kept inputs of
//! `tests/regressions/` through exactly these checks (`tests/fuzz_replay.rs`). The targets in
//! `fuzz_targets/` only hand libFuzzer's input to them: this file is the fuzz package's
//! library. Each check judges its reader by the independent readings (`independent.rs`).

#[path = "independent.rs"]
mod independent;
pub use independent::*;

use snowflake_composer::address::Key;
use snowflake_composer::snowflake::{
    parse_block, parse_id_or_post_link as decode, parse_instant, read_blocks, ErrorKind, Layout, Parts, Role,
    SnowflakeId, Utc,
};

/// Twitter's four fields, by their place in its layout: timestamp, datacenter, machine, sequence.
const FIELDS: [usize; 4] = [1, 2, 3, 4];

fn parse(field: usize, raw: &str) -> Result<u64, snowflake_composer::snowflake::Error> {
    parse_block(&Layout::TWITTER, field, raw)
}

/// The field parser against an independent reading of the input rules: same verdict, same
/// value, and every accepted value inside its field's range.
pub fn parse_field(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    for field in FIELDS {
        let parsed = parse(field, &text);
        assert_eq!(
            parsed.as_ref().map(|v| *v).map_err(|e| e.kind()),
            independent_field(field, &text),
            "{field:?} {text:?}"
        );
        if let Ok(value) = parsed {
            assert!((range(field).0..=range(field).1).contains(&value));
            assert_eq!(parse(field, &value.to_string()), Ok(value));
        }
    }
    // The timestamp input also reads dates. Text starting with a digit (not `YYYY-`), a sign
    // or a point is still read as a number, with the same verdict; anything it accepts is in range.
    let instant = parse_instant(&text, &Utc);
    if let Ok(ms) = instant {
        assert!((EPOCH_MS..=MAX_TIMESTAMP_MS).contains(&ms), "{text:?}");
    }
    assert_eq!(instant.as_ref().ok().copied(), independent_instant(&text).ok(), "{text:?}");
    let trimmed = text.trim();
    let date_shaped =
        trimmed.len() >= 5 && trimmed.as_bytes()[..4].iter().all(u8::is_ascii_digit) && trimmed.as_bytes()[4] == b'-';
    let numberish = trimmed.chars().next().is_some_and(|c| c.is_numeric() || "+-.".contains(c));
    if trimmed.is_empty() || (numberish && !date_shaped) {
        let as_number = parse(TIMESTAMP, &text).map_err(|e| e.kind());
        assert_eq!(instant.map_err(|e| e.kind()), as_number, "{text:?}");
    } else {
        assert!(
            matches!(
                instant.map_err(|e| e.kind()),
                Ok(_) | Err(ErrorKind::NotADate | ErrorKind::BeforeEpoch | ErrorKind::AfterLimit)
            ),
            "{text:?}"
        );
    }
}

/// The ID decoder: what it accepts reads back identically from each written form; what it
/// refuses, it refuses with the kind an independent reading of the rules expects. The ID's own
/// `FromStr` agrees with it on everything but a post's link, which it refuses.
pub fn decode_id(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let decoded = decode(&text);
    assert_eq!(decoded.as_ref().map(|id| id.as_u64()).map_err(|e| e.kind()), independent_id(&text), "{text:?}");
    let parsed = text.parse::<SnowflakeId>();
    if post_link(unquote_independently(&text)).is_some() {
        assert!(parsed.is_err(), "{text:?}");
    } else {
        assert_eq!(parsed, decoded, "{text:?}");
    }
    if let Ok(id) = decoded {
        assert!(id <= SnowflakeId::MAX);
        for written in [id.to_string(), id.to_hex(), id.to_binary()] {
            assert_eq!(decode(&written), Ok(id), "{written}");
        }
    }
}

/// compose and decompose: four numbers are refused with the right field and kind, or composed
/// into an ID that splits back into exactly them; any 63-bit value splits and composes back.
pub fn compose_roundtrip(input: (u64, u64, u64, u64, u64)) {
    let (t, d, m, s, raw) = input;
    let twitter = Layout::TWITTER;
    // Bias the timestamp into its window half the time, so valid parts are common.
    let t = if raw & 1 == 0 { EPOCH_MS + t % (1 << 41) } else { t };
    match Parts::new(t, d, m, s) {
        Ok(parts) => {
            let id = SnowflakeId::compose(parts);
            assert!(id <= SnowflakeId::MAX);
            assert_eq!(twitter.decompose(id), parts);
            assert_eq!([parts.timestamp_ms(), parts.get(2), parts.get(3), parts.get(4)], [t, d, m, s]);
            // Written out: (t − epoch) << 22 | d << 17 | m << 12 | s.
            assert_eq!(id.as_u64(), ((t - EPOCH_MS) << 22) | (d << 17) | (m << 12) | s);
            let calc = id.formula_steps(&twitter);
            let shifted: Vec<u64> = calc.blocks[..calc.len].iter().map(|b| b.2).collect();
            assert_eq!(shifted.iter().fold(0, |or, v| or | v), id.as_u64());
            assert_eq!(shifted.iter().sum::<u64>(), id.as_u64());
        }
        Err((flagged, error)) => {
            let value = [t, d, m, s][FIELDS.iter().position(|f| *f == flagged).unwrap()];
            let (min, max) = range(flagged);
            assert!(!(min..=max).contains(&value));
            let expected = match (flagged, value < min) {
                (TIMESTAMP, true) => ErrorKind::BeforeEpoch,
                (TIMESTAMP, false) => ErrorKind::AfterLimit,
                _ => ErrorKind::OutOfRange,
            };
            assert_eq!(error.kind(), expected);
            // Every field before the flagged one was in range.
            for (field, v) in FIELDS.iter().zip([t, d, m, s]).take_while(|(f, _)| **f != flagged) {
                assert!((range(*field).0..=range(*field).1).contains(&v));
            }
        }
    }
    match SnowflakeId::from_u64(raw) {
        Some(id) => {
            assert_eq!(SnowflakeId::compose(twitter.decompose(id)), id);
            let spelled: String = (0..5).map(|b| id.block_bits(&twitter, b)).collect();
            assert_eq!(spelled, format!("{raw:064b}"));
        }
        None => assert!(raw >> 63 == 1),
    }
}

/// A layout of one's own as the address and the editor write it (`key:width,…`), read a
/// second way: split at commas and colons with `str::parse`, then the rules of a layout
/// checked one by one. `None` for text that is no layout.
pub fn independent_blocks(text: &str) -> Option<Vec<(String, u32)>> {
    // The address's own words, from its keys (not from the reader's list under test), and the
    // list export's own columns, as the README documents them.
    let export = ["line", "id", "unix_ms", "utc", "before_snowflake"];
    let reserved: Vec<&str> = Key::STATE.iter().map(Key::name).chain(["embed", "theme"]).chain(export).collect();
    let mut blocks = Vec::new();
    for part in text.trim().split(',') {
        let (key, width) = part.split_once(':')?;
        let (key, width) = (key.trim(), width.trim());
        let mut chars = key.chars();
        let key_ok = key.len() <= 16
            && chars.next().is_some_and(|c| c.is_ascii_lowercase())
            && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
            && !reserved.contains(&key);
        let digits: String = width.chars().filter(|c| *c != '_' && *c != ',').collect();
        let width: u32 = if width.chars().all(|c| c.is_ascii_digit()) { digits.parse().ok()? } else { return None };
        if !key_ok || !(1..=63).contains(&width) {
            return None;
        }
        blocks.push((key.to_string(), width));
    }
    (blocks.len() <= 8).then_some(blocks)
}

/// The layout grammar: whatever the blocks' text, reading never panics; text the independent
/// reading refuses is refused; a layout that is built holds every rule (widths adding up to 64,
/// one time block, a sign bit only on top), writes itself back to the same layout, and splits
/// and composes any ID of its own back to the same bits.
pub fn layout_text(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let (head, blocks_text) = text.split_once('\n').unwrap_or(("", &text));
    let seed = head.bytes().fold(0u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b)));
    let read = read_blocks(blocks_text);
    if read.is_complete() {
        let ours = read.clone().into_result().expect("complete");
        // The independent reading accepts the same blocks, except widths written with digit
        // groups, which the page's number grammar reads and this one need not.
        if let Some(theirs) = independent_blocks(blocks_text) {
            assert_eq!(ours, theirs, "{blocks_text:?}");
        }
    } else if let Some(theirs) = independent_blocks(blocks_text) {
        panic!("{blocks_text:?} refused, though it reads as {theirs:?}");
    }
    let epoch = seed % 4_102_444_800_000;
    let tick = 1 + (seed >> 3) % 1000;
    let Some(layout) = Layout::read(epoch, tick, blocks_text).into_result().ok() else { return };
    let widths: u32 = layout.blocks().iter().map(|b| b.width()).sum();
    assert_eq!(widths, 64);
    assert_eq!(layout.blocks().iter().filter(|b| b.role() == Role::Time).count(), 1);
    for (i, block) in layout.blocks().iter().enumerate() {
        assert!(block.role() != Role::Sign || (i == 0 && block.width() == 1), "{blocks_text:?}");
    }
    assert_eq!(Layout::read(epoch, tick, &layout.blocks_text()).into_result(), Ok(layout));
    let bits = seed.rotate_left(17) ^ 0x9E37_79B9_7F4A_7C15;
    if let Ok(id) = layout.id(bits) {
        assert_eq!(SnowflakeId::compose(layout.decompose(id)), id);
        let spelled: String = (0..layout.blocks().len()).map(|b| id.block_bits(&layout, b)).collect();
        assert_eq!(spelled, format!("{bits:064b}"));
    } else {
        assert!(layout.blocks()[0].role() == Role::Sign && bits >> 63 == 1);
    }
}
