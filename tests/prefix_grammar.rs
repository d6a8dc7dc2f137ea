//! The prefix grammars: which texts a person may still be typing on their way to a valid
//! value (`Incomplete`), and which no typing can save (`Invalid`). A continuation that parses
//! is the proof that a text could complete; "parses" is judged by the independent
//! reading of the rules (`fuzz/independent.rs`: numbers, IDs and dates), not by the reader under test.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../fuzz/independent.rs"]
mod independent;

use proptest::prelude::*;
use snowflake_composer::snowflake::*;

/// Twitter's fields, by their place in its layout.
#[allow(non_snake_case, non_upper_case_globals)]
mod Field {
    pub const Timestamp: usize = 1;
    pub const Datacenter: usize = 2;
    pub const Machine: usize = 3;
    pub const Sequence: usize = 4;
    pub const ALL: [usize; 4] = [Timestamp, Datacenter, Machine, Sequence];
}
const EPOCH_MS: u64 = 1_288_834_974_657;
const MAX_TIMESTAMP_MS: u64 = 3_487_858_230_208;

fn field(field: usize, text: &str) -> Reading<u64> {
    read_block(&Layout::TWITTER, field, text, f64::NAN, &Utc)
}

fn instant(text: &str) -> Reading<u64> {
    read_instant(text, &Utc)
}

fn id(text: &str) -> Reading<SnowflakeId> {
    read_id_or_post_link(text)
}

/// Every character a person might type next into any input of the page.
const ALPHABET: &str = "0123456789abcdefghijklmnopqrstuvwxyzABFTXZ,_ -:.+/?#\"'";

/// Types onwards from `text`, one character at a time, until the reader calls the text
/// complete: a character that completes it if there is one, else the first in a shuffled
/// order that the reader does not call invalid. The caller checks the result with an
/// independent oracle. `None` if the walk is stuck (every next character invalid) or runs
/// long, which would show an `Incomplete` with no future.
fn walk_to_complete<T>(text: &str, read: impl Fn(&str) -> Reading<T>, mut seed: u64) -> Option<String> {
    let alphabet: Vec<char> = ALPHABET.chars().collect();
    let mut text = text.to_string();
    let with = |text: &str, c: char| format!("{text}{c}");
    for _ in 0..2000 {
        if read(&text).is_complete() {
            return Some(text);
        }
        if let Some(done) = alphabet.iter().map(|c| with(&text, *c)).find(|t| read(t).is_complete()) {
            return Some(done);
        }
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        let start = (seed >> 33) as usize % alphabet.len();
        let next = (0..alphabet.len())
            .map(|i| alphabet[(start + i * 7) % alphabet.len()])
            .find(|c| !read(&with(&text, *c)).is_invalid())?;
        text.push(next);
    }
    None
}

#[test]
fn the_alphabet_walk_visits_every_character() {
    // `i * 7` steps through all of it only while 7 and its length share no factor.
    let len = ALPHABET.chars().count();
    assert!((0..len).map(|i| (i * 7) % len).collect::<std::collections::BTreeSet<_>>().len() == len);
}

#[test]
fn every_prefix_of_a_thirteen_digit_timestamp_can_complete() {
    let text = "1718900000123";
    for end in 0..=text.len() {
        assert!(!field(Field::Timestamp, &text[..end]).is_invalid(), "{}", &text[..end]);
    }
}

#[test]
fn timestamps_that_no_digit_can_save_are_invalid() {
    for text in ["1000", "9", "4", "35000000000000", "abc", "1.5", "-1", "17189x", "3487858230208,", "1,,2"] {
        assert!(field(Field::Timestamp, text).is_invalid(), "{text}");
    }
    // 1 and 3 can: 1,288,834,974,657 and 3,487,858,230,208 start with them; 0 can, as
    // leading zeros are allowed.
    for text in ["1", "3", "34", "1,2", "1_718_", "2", "0"] {
        assert!(field(Field::Timestamp, text).is_incomplete(), "{text}");
    }
}

#[test]
fn every_prefix_of_each_written_date_form_can_complete() {
    for text in [
        "2024-06-21",
        "2024-06-21 14:30",
        "2024-06-21T14:30:05",
        "2024-06-21T14:30:05.250+09:00",
        "2024-06-20 20:00-0400",
        "2024-06-21T14:30:05.2+09:00",
        "2024-06-21T14:30:05.25Z",
        "2024-02-29T23:59Z",
        "2010-11-04T01:42:54.657Z",
        "2080-07-10T17:30:30.208Z",
    ] {
        for end in 0..=text.len() {
            assert!(!instant(&text[..end]).is_invalid(), "{}", &text[..end]);
        }
        assert!(instant(text).is_complete(), "{text}");
    }
}

#[test]
fn dates_that_cannot_exist_or_fall_outside_the_window_are_invalid() {
    for text in [
        "2024-13",
        "2024-02-3",
        "2023-02-29",
        "2009-",
        "2081-",
        "2024-06-21T24",
        "2024-06-21T14:60",
        "2024-6-",
        "2024-06-21Z",
        "2024-06-21T14:30:05.1234",
        "2024-06-21T14:30+24",
        "2024-06-21T14:30Zx",
    ] {
        assert!(instant(text).is_invalid(), "{text}");
    }
    // Before the epoch at midnight, but the epoch's own day later on is in; so is the day
    // before, at an offset far enough west (-23:59), and no earlier day.
    assert!(instant("2010-11-04").is_incomplete());
    assert!(instant("2010-11-03").is_incomplete());
    assert!(instant("2010-11-02").is_invalid());
    // With its offset begun, 10:42 at +09:00 is before the epoch whatever follows; 10:43 is not.
    assert!(instant("2010-11-04T10:42+09:").is_invalid());
    assert!(instant("2010-11-04T10:43+09:").is_incomplete());
    // Without one, a wall time is read in the zone.
    assert!(read_instant("2010-11-04 10:43", &FixedOffset(540)).is_complete());
}

#[test]
fn small_fields_can_complete_below_their_maximum_only() {
    for (text, ok) in [
        ("", true),
        ("3", true),
        ("31", true),
        ("32", false),
        ("40", false),
        ("-", true),
        ("-0", true),
        ("-1", false),
        ("x", false),
        ("1,", true),
        ("1,,", false),
    ] {
        assert_eq!(!field(Field::Datacenter, text).is_invalid(), ok, "{text:?}");
    }
    assert!(!field(Field::Sequence, "409").is_invalid());
    assert!(field(Field::Sequence, "4096").is_invalid());
    assert!(field(Field::Sequence, "5000").is_invalid());
}

#[test]
fn id_texts_can_complete_while_they_fit_63_bits() {
    for text in [
        "",
        "0x",
        "0xFA02",
        "0xFA02_",
        "0b",
        "0b101",
        "\"42",
        "h",
        "https://x.co",
        "x.com/",
        "www.x",
        "https://www.x.com/j",
        "x.com/jack/stat",
        "x.com/jack/status/",
        "x.com/jack/status/20",
        "x.com/jack/status/20?s=1",
        "x.com/i/web/status/2",
        "922337203685477580",
        // A closing quote is still to come, and what is inside is trimmed once it does.
        "\"x.com/jack/status/20?s=1",
        "\" 1",
        "\"x.com/jack/status/20 ",
    ] {
        assert!(!id(text).is_invalid(), "{text}");
    }
}

#[test]
fn id_texts_that_no_typing_can_save_are_invalid() {
    for text in [
        "9223372036854775808",
        "0x8000000000000000",
        "0xG",
        "0x_",
        "-1",
        "abc",
        "0b2",
        "\"42\"x",
        "\"0x\"",
        "https://example.com/",
        "x.com/jack/likes/1",
        "x.com/jack/status/x",
        // The user name is letters, digits and `_`: no continuation of these ever parses.
        "x.com/j.ack/status/20",
        "x.com/j-ack/",
        // Path words are lowercase.
        "x.com/jack/STATUS/20",
        "x.com/I/web/status/20",
        "x.com/jack/status/20abc",
        "x.com/jack/status/99999999999999999999",
    ] {
        assert!(id(text).is_invalid(), "{text}");
    }
}

/// Digits with separators between some of them, as people group numbers.
fn grouped(value: u64, cuts: &[(usize, char)]) -> String {
    let digits = value.to_string();
    let mut text = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0
            && let Some((_, sep)) = cuts.iter().find(|(at, _)| *at == i)
        {
            text.push(*sep);
        }
        text.push(digit);
    }
    text
}

/// A date-time text in one of the written forms, naming `ms` (shifted by `offset` minutes
/// when one is written).
fn date_text(ms: u64, form: (u8, u8, u8, i32)) -> String {
    let (separator, precision, offset_form, offset) = form;
    let shown = (ms as i64 + i64::from(offset) * 60_000) as u64;
    let iso = iso_utc(shown); // 2024-06-21T14:30:05.250Z
    let separator = ["T", "t", " "][usize::from(separator % 3)];
    let time = match precision % 5 {
        0 => &iso[11..16],
        1 => &iso[11..19],
        n => &iso[11..19 + 1 + usize::from(n - 1)],
    };
    let sign = if offset < 0 { '-' } else { '+' };
    let (h, m) = (offset.abs() / 60, offset.abs() % 60);
    let offset = match offset_form % 4 {
        0 => String::new(),
        1 if offset == 0 => "Z".to_string(),
        1 | 2 => format!("{sign}{h:02}:{m:02}"),
        _ => format!("{sign}{h:02}{m:02}"),
    };
    format!("{}{separator}{time}{offset}", &iso[..10])
}

fn valid_texts() -> impl Strategy<Value = Vec<String>> {
    (
        EPOCH_MS..=MAX_TIMESTAMP_MS,
        0u64..=i64::MAX as u64,
        (0u8..3, 0u8..5, 0u8..4, -1439i32..=1439),
        prop::collection::vec((1usize..19, prop::sample::select(vec![',', '_', ' '])), 0..4),
    )
        .prop_map(|(ms, value, form, cuts)| {
            vec![
                grouped(ms, &cuts),
                date_text(ms, form),
                grouped(value, &cuts),
                format!("0x{value:X}"),
                format!("0b{value:b}"),
                format!("\"{value}\""),
                format!("\" {value} \""),
                format!("\"https://x.com/a_1/status/{value}?s=20\""),
                format!("https://x.com/a_1/status/{value}?s=20"),
                format!("twitter.com/i/web/status/{value}"),
            ]
        })
}

/// Whether `text` reads as complete in the reader that fits it: the first two are instants,
/// the rest IDs.
fn reader(index: usize) -> fn(&str) -> bool {
    if index < 2 {
        |t| !instant(t).is_invalid()
    } else {
        |t| !id(t).is_invalid()
    }
}

proptest! {
    /// Whatever a reader accepts, each prefix of it is incomplete or complete: the rule never
    /// flags text on its way to a valid value.
    #[test]
    fn every_prefix_of_a_valid_text_can_complete(texts in valid_texts()) {
        for (index, text) in texts.iter().enumerate() {
            let whole = if index < 2 { instant(text).is_complete() } else { id(text).is_complete() };
            // Dates on the window's edges may fall out of it once shifted: those are not valid.
            if !whole && index == 1 { continue; }
            prop_assert!(whole, "{text} should be valid");
            for (end, _) in text.char_indices() {
                prop_assert!(reader(index)(&text[..end]), "{:?}, a prefix of {:?}", &text[..end], text);
            }
        }
    }

    /// A text is incomplete only if some continuation of it parses: typing on from any
    /// incomplete prefix (or a prefix with one stray character) reaches a complete text.
    #[test]
    fn an_incomplete_text_has_a_continuation_that_parses(
        texts in valid_texts(), cut in 0usize..40, stray in prop::sample::select(ALPHABET.chars().collect::<Vec<_>>()), seed in any::<u64>(),
    ) {
        for (index, text) in texts.iter().enumerate() {
            let end = text.char_indices().map(|(i, _)| i).nth(cut).unwrap_or(text.len());
            for start in [text[..end].to_string(), format!("{}{stray}", &text[..end])] {
                let found = if index < 2 {
                    if !instant(&start).is_incomplete() { continue; }
                    walk_to_complete(&start, instant, seed).map(|done| (independent::independent_instant(&done).is_ok(), done))
                } else {
                    if !id(&start).is_incomplete() { continue; }
                    walk_to_complete(&start, id, seed).map(|done| (independent::independent_id(&done).is_ok(), done))
                };
                prop_assert!(matches!(found, Some((true, _))), "{start:?} is incomplete, but typing on found {found:?}");
            }
        }
    }

    /// The four fields' numbers: each prefix of a value in range, digit groups and all, may
    /// still be typed on; the whole text is valid, as the independent reading agrees.
    #[test]
    fn every_prefix_of_a_valid_field_number_can_complete(
        value in any::<u64>(), cuts in prop::collection::vec((1usize..19, prop::sample::select(vec![',', '_', ' '])), 0..4),
    ) {
        for f in Field::ALL {
            let bounds = Layout::TWITTER.bounds(f);
            let value = bounds.min() + value % (bounds.max() - bounds.min() + 1);
            for text in [grouped(value, &cuts), format!(" {value} ")] {
                prop_assert!(field(f, &text).is_complete(), "{f:?} {text:?}");
                prop_assert_eq!(independent::independent_field(f, &text), Ok(value));
                for (end, _) in text.char_indices() {
                    prop_assert!(!field(f, &text[..end]).is_invalid(), "{:?} {:?}, a prefix of {:?}", f, &text[..end], text);
                }
            }
        }
    }

    /// The numbers too: from any incomplete text, typing on reaches a value in range (the
    /// timestamp as Unix ms: the oracle reads numbers, not dates).
    #[test]
    fn an_incomplete_number_has_a_continuation_that_parses(text in "[0-9, _-]{0,6}", seed in any::<u64>()) {
        for f in [Field::Datacenter, Field::Sequence, Field::Timestamp] {
            let number = |t: &str| read_number(t, Layout::TWITTER.bounds(f));
            if number(&text).is_incomplete() && !text.trim().is_empty() {
                let done = walk_to_complete(&text, number, seed);
                prop_assert!(done.as_deref().is_some_and(|d| independent::independent_field(f, d).is_ok()), "{f:?} {text:?}: {done:?}");
            }
        }
    }

    /// A text judged invalid stays so whatever is typed after it: sampled from the tails of
    /// valid texts and random characters.
    #[test]
    fn an_invalid_text_stays_invalid(texts in valid_texts(), cut in 0usize..40, stray in prop::sample::select(ALPHABET.chars().collect::<Vec<_>>()), tail in "[0-9a-z:/.+ -]{0,8}") {
        for (index, text) in texts.iter().enumerate() {
            let end = text.char_indices().map(|(i, _)| i).nth(cut).unwrap_or(text.len());
            let start = format!("{}{stray}", &text[..end]);
            let valid_tail = &texts[index][end.min(texts[index].len())..];
            for more in [valid_tail, tail.as_str(), ""] {
                let longer = format!("{start}{more}");
                if index < 2 && instant(&start).is_invalid() {
                    prop_assert!(independent::independent_instant(&longer).is_err(), "{start:?} was invalid, but {longer:?} parses");
                }
                if index >= 2 && id(&start).is_invalid() {
                    prop_assert!(independent::independent_id(&longer).is_err(), "{start:?} was invalid, but {longer:?} parses");
                }
            }
        }
    }
}
