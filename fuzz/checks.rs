//! The fuzz targets' checks, one function per target, kept apart from libFuzzer so that the
//! native `cargo test` compiles them on stable and replays the kept inputs of
//! `tests/regressions/` through exactly these checks (`tests/fuzz_replay.rs`). The targets in
//! `fuzz_targets/` only hand libFuzzer's input to them.
#![allow(dead_code)]

use snowflake_composer::address::Key;
use snowflake_composer::snowflake::{
    parse_block, parse_id_or_post_link as decode, parse_instant, read_blocks, ErrorKind, Layout, Parts, Role,
    SnowflakeId, Utc,
};

/// Twitter's four fields, by their place in its layout: timestamp, datacenter, machine, sequence.
const FIELDS: [usize; 4] = [1, 2, 3, 4];
const TIMESTAMP: usize = 1;
const EPOCH_MS: u64 = 1_288_834_974_657;
const MAX_TIMESTAMP_MS: u64 = 3_487_858_230_208;

fn parse(field: usize, raw: &str) -> Result<u64, snowflake_composer::snowflake::Error> {
    parse_block(&Layout::TWITTER, field, raw)
}

/// A field's range, written out rather than asked of the layout.
fn range(field: usize) -> (u64, u64) {
    match field {
        TIMESTAMP => (EPOCH_MS, MAX_TIMESTAMP_MS),
        4 => (0, 4095),
        _ => (0, 31),
    }
}

/// The input rules (docs/input-rules.md) written a second way: chars, not bytes; `str::parse`, not a loop.
pub fn independent_field(field: usize, raw: &str) -> Result<u64, ErrorKind> {
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
    let (min, max) = (u128::from(range(field).0), u128::from(range(field).1));
    let low = if field == TIMESTAMP { ErrorKind::BeforeEpoch } else { ErrorKind::OutOfRange };
    let high = if field == TIMESTAMP { ErrorKind::AfterLimit } else { ErrorKind::OutOfRange };
    match value {
        Some(0) if negative => {
            if min == 0 {
                Ok(0)
            } else {
                Err(low)
            }
        }
        _ if negative => Err(low),
        None => Err(high),
        Some(v) if v < min => Err(low),
        Some(v) if v > max => Err(high),
        Some(v) => Ok(v as u64),
    }
}

/// A timestamp input's text (docs/input-rules.md) read a second way: a text shaped like a date
/// (`YYYY-`) is cut at its separators and each part read with `str::parse`, its day counted by
/// walking the calendar from 1970, and a date-time without an offset is read in UTC; anything
/// else is a number, by [`independent_field`]. Then the timestamp window.
pub fn independent_instant(raw: &str) -> Result<u64, ()> {
    let text = raw.trim();
    let b = text.as_bytes();
    if !(b.len() >= 5 && b[..4].iter().all(u8::is_ascii_digit) && b[4] == b'-') {
        return independent_field(TIMESTAMP, text).map_err(|_| ());
    }
    let ms = independent_date_ms(text).ok_or(())?;
    if (EPOCH_MS as i64..=MAX_TIMESTAMP_MS as i64).contains(&ms) {
        Ok(ms as u64)
    } else {
        Err(())
    }
}

/// Exactly `n` ASCII digits, as a number.
fn digits(text: &str, n: usize) -> Option<i64> {
    (text.len() == n && text.bytes().all(|b| b.is_ascii_digit())).then(|| text.parse().ok()).flatten()
}

fn is_leap(year: i64) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

fn month_days(year: i64, month: i64) -> i64 {
    [31, if is_leap(year) { 29 } else { 28 }, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][(month - 1) as usize]
}

/// `YYYY-MM-DD`, then optionally `T`/`t`/space, `HH:MM`, `:SS`, `.f`–`.fff`, then `Z`/`z`,
/// `±HH:MM` or `±HHMM`: the instant in Unix ms, or `None`.
fn independent_date_ms(text: &str) -> Option<i64> {
    let (date, rest) = if text.len() > 10 { text.split_at_checked(10)? } else { (text, "") };
    let mut ymd = date.split('-');
    let (year, month, day) = (digits(ymd.next()?, 4)?, digits(ymd.next()?, 2)?, digits(ymd.next()?, 2)?);
    if ymd.next().is_some() || !(1..=12).contains(&month) || !(1..=month_days(year, month)).contains(&day) {
        return None;
    }
    let (mut in_day_ms, mut offset_minutes) = (0, 0);
    if !rest.is_empty() {
        let time = rest.strip_prefix(['T', 't', ' '])?;
        let cut = time.find(['Z', 'z', '+', '-']).unwrap_or(time.len());
        let (time, zone) = time.split_at(cut);
        let (clock, fraction) = match time.split_once('.') {
            Some((clock, fraction)) => (clock, Some(fraction)),
            None => (time, None),
        };
        let parts: Vec<&str> = clock.split(':').collect();
        let (h, m, sec) = match (parts.as_slice(), fraction) {
            ([h, m], None) => (digits(h, 2)?, digits(m, 2)?, 0),
            ([h, m, sec], _) => (digits(h, 2)?, digits(m, 2)?, digits(sec, 2)?),
            _ => return None,
        };
        let milli = match fraction {
            None => 0,
            Some(f) => digits(f, f.len()).filter(|_| (1..=3).contains(&f.len()))? * 10i64.pow(3 - f.len() as u32),
        };
        if h > 23 || m > 59 || sec > 59 {
            return None;
        }
        in_day_ms = ((h * 60 + m) * 60 + sec) * 1000 + milli;
        offset_minutes = match zone {
            "" | "Z" | "z" => 0,
            _ => {
                let sign = if zone.starts_with('+') { 1 } else { -1 };
                let body = zone.get(1..)?;
                let (oh, om) = match body.len() {
                    5 if body.as_bytes()[2] == b':' => (digits(body.get(..2)?, 2)?, digits(body.get(3..)?, 2)?),
                    4 => (digits(body.get(..2)?, 2)?, digits(body.get(2..)?, 2)?),
                    _ => return None,
                };
                if oh > 23 || om > 59 {
                    return None;
                }
                sign * (oh * 60 + om)
            }
        };
    }
    let mut days = 0;
    for y in year.min(1970)..year.max(1970) {
        days += if is_leap(y) { 366 } else { 365 };
    }
    if year < 1970 {
        days = -days;
    }
    days += (1..month).map(|m| month_days(year, m)).sum::<i64>() + day - 1;
    Some(days * 86_400_000 + in_day_ms - offset_minutes * 60_000)
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

/// The text inside one pair of surrounding quotes, trimmed.
fn unquote_independently(raw: &str) -> &str {
    let mut text = raw.trim();
    for (open, close) in [('"', '"'), ('\'', '\''), ('`', '`'), ('\u{201C}', '\u{201D}'), ('\u{2018}', '\u{2019}')] {
        if text.len() >= open.len_utf8() + close.len_utf8() && text.starts_with(open) && text.ends_with(close) {
            text = &text[open.len_utf8()..text.len() - close.len_utf8()];
            break;
        }
    }
    text.trim()
}

pub fn independent_id(raw: &str) -> Result<u64, ErrorKind> {
    let text = unquote_independently(raw);
    if text.is_empty() {
        return Err(ErrorKind::Missing);
    }
    let text = post_link(text).unwrap_or(text);
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
        return Err(ErrorKind::NotANumber);
    }
    let clean: String = chars.iter().filter(|c| c.is_digit(radix)).collect();
    let value = u128::from_str_radix(clean.trim_start_matches('0'), radix)
        .ok()
        .or_else(|| clean.trim_start_matches('0').is_empty().then_some(0));
    match value {
        Some(0) => Ok(0),
        _ if negative => Err(ErrorKind::Negative),
        Some(v) if v <= i64::MAX as u128 => Ok(v as u64),
        Some(v) if v <= u64::MAX as u128 => Err(ErrorKind::SignBitSet),
        _ => Err(ErrorKind::TooLarge),
    }
}

/// A post's address on twitter.com, x.com or mobile.twitter.com stands for the ID in its
/// `/<user>/status/<id>` or `/i/web/status/<id>` path, and a Discord message's address for its
/// message's ID (read here without the app's grammar).
fn post_link(text: &str) -> Option<&str> {
    let lower = text.to_ascii_lowercase(); // ASCII case changes keep byte offsets
    let mut start = ["https://", "http://"].iter().find(|p| lower.starts_with(**p)).map_or(0, |p| p.len());
    if lower[start..].starts_with("www.") {
        start += 4;
    }
    let rest = &text[start..];
    let slash = rest.find('/')?;
    let host = rest[..slash].to_ascii_lowercase();
    if discord_host(&host) {
        return discord_message(&rest[slash + 1..]);
    }
    if !matches!(host.as_str(), "twitter.com" | "x.com" | "mobile.twitter.com") {
        return None;
    }
    let path = &rest[slash + 1..];
    let path = &path[..path.find(['?', '#']).unwrap_or(path.len())];
    let parts: Vec<&str> = path.split('/').collect();
    let user_ok = |u: &str| !u.is_empty() && u.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
    let id = match parts.as_slice() {
        ["i", "web", "status", id, ..] => *id,
        [user, "status", id, ..] if user_ok(user) => *id,
        _ => return None,
    };
    (!id.is_empty() && id.bytes().all(|b| b.is_ascii_digit())).then_some(id)
}

/// discord.com or discordapp.com, bare or under ptb., canary. or www.
fn discord_host(host: &str) -> bool {
    let bare = ["ptb.", "canary.", "www."].iter().find_map(|sub| host.strip_prefix(sub)).unwrap_or(host);
    matches!(bare, "discord.com" | "discordapp.com")
}

/// `channels/<guild or @me>/<channel>/<message>`, then nothing or `/`, `?`, `#` and anything.
fn discord_message(path: &str) -> Option<&str> {
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let rest = path.strip_prefix("channels/")?;
    let mut parts = rest.splitn(4, '/');
    let (guild, channel, tail) = (parts.next()?, parts.next()?, parts.next()?);
    if !(guild == "@me" || all_digits(guild)) || !all_digits(channel) {
        return None;
    }
    let end = tail.find(['?', '#']).unwrap_or(tail.len());
    let message = &tail[..end];
    all_digits(message).then_some(message)
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
    // The address's own words, from its keys (not from the reader's list under test).
    let reserved: Vec<&str> = Key::STATE.iter().map(Key::name).chain(["embed", "theme"]).collect();
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
