//! The input rules read a second way, independently of the readers under test: a field's
//! number, a timestamp's instant and an ID's text (docs/input-rules.md), written with
//! `str::parse` and a walk over the calendar. The fuzz checks (`checks.rs`) and the prefix
//! grammar's properties (`tests/prefix_grammar.rs`) judge the page's readers by them.

use snowflake_composer::snowflake::ErrorKind;

pub const TIMESTAMP: usize = 1;

pub const EPOCH_MS: u64 = 1_288_834_974_657;

pub const MAX_TIMESTAMP_MS: u64 = 3_487_858_230_208;

/// A field's range, written out rather than asked of the layout.
pub fn range(field: usize) -> (u64, u64) {
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

/// The text inside one pair of surrounding quotes, trimmed.
pub fn unquote_independently(raw: &str) -> &str {
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
pub fn post_link(text: &str) -> Option<&str> {
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
