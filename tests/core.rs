//! Native tests of the pure Snowflake core: the reference vectors and properties.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use serde_json::Value;
use snowflake_composer::snowflake::*;

const TWITTER: Layout = Layout::TWITTER;
const EPOCH_MS: u64 = 1_288_834_974_657;
const MAX_TIMESTAMP_MS: u64 = 3_487_858_230_208;

/// Twitter's four fields, as the reference vectors and the address name them, with their place
/// in its layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Field(&'static str, usize);

impl Field {
    const TIMESTAMP: Field = Field("timestamp", 1);
    const ALL: [Field; 4] = [Field::TIMESTAMP, Field("datacenter", 2), Field("machine", 3), Field("sequence", 4)];

    fn key(self) -> &'static str {
        self.0
    }

    fn block(self) -> BlockKey {
        BlockKey::parse(self.0).expect("a block key")
    }
}

fn parse_field(field: Field, text: &str) -> Result<u64, Error> {
    parse_block(&TWITTER, field.1, text)
}

/// The reference vectors, computed independently of this code (tests/vectors/README.md).
fn vectors() -> Value {
    serde_json::from_str(include_str!("vectors/compose.json")).expect("vectors are JSON")
}

fn text(case: &Value, key: &str) -> String {
    case[key].as_str().unwrap_or_else(|| panic!("{key} missing in {case}")).to_string()
}

/// A case's four texts typed into the page's composer, as a person fills the form: the ID, or
/// each field that shows an error, with the error.
fn compose_case(case: &Value) -> Result<SnowflakeId, Vec<(Field, Error)>> {
    use leptos::prelude::Owner;
    use snowflake_composer::model::{Device, Page};
    let owner = Owner::new();
    owner.set();
    // A clock reading that no vector may depend on: every vector gives its timestamp.
    let device = Device { now_ms: || f64::NAN, local_zone: &Utc };
    let composer = Page::from_query(|_| None, &["en"], device).composer;
    for field in Field::ALL {
        composer.edit_field(field.block(), text(case, field.key()));
    }
    let errors: Vec<_> =
        Field::ALL.into_iter().filter_map(|f| composer.field_error(f.block()).map(|e| (f, e))).collect();
    assert!(!composer.timestamp_from_clock());
    match composer.id() {
        Some(id) if errors.is_empty() => Ok(id),
        None if !errors.is_empty() => Err(errors),
        id => panic!("the ID {id:?} and the errors {errors:?} disagree"),
    }
}

#[test]
fn layout_matches_the_vectors() {
    let v = vectors();
    assert_eq!(v["epoch_ms"].as_u64(), Some(EPOCH_MS));
    assert_eq!(v["max_timestamp_ms"].as_u64(), Some(MAX_TIMESTAMP_MS));
    for block in TWITTER.blocks() {
        assert_eq!(v["layout"][block.key().as_str()].as_u64(), Some(u64::from(block.width())), "{block:?}");
    }
    assert_eq!(TWITTER.blocks().len(), 5);
    assert_eq!(TWITTER.window(), (EPOCH_MS, MAX_TIMESTAMP_MS));
}

#[test]
fn every_valid_vector_composes_to_its_id_hex_and_bits() {
    let v = vectors();
    let valid: Vec<&Value> = v["cases"].as_array().unwrap().iter().filter(|c| c.get("id").is_some()).collect();
    assert!(valid.len() >= 34, "expected the 34 valid reference cases, found {}", valid.len());
    for case in valid {
        let name = text(case, "name");
        let id = compose_case(case).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        assert_eq!(id.to_string(), text(case, "id"), "{name}");
        assert_eq!(id.to_hex(), text(case, "hex"), "{name}");
        for (index, block) in TWITTER.blocks().iter().enumerate() {
            let expected = case["bits"][block.key().as_str()].as_str().unwrap();
            assert_eq!(id.block_bits(&TWITTER, index), expected, "{name} {block:?}");
        }
    }
}

#[test]
fn every_error_vector_flags_its_field_with_its_kind() {
    let v = vectors();
    let invalid: Vec<&Value> = v["cases"].as_array().unwrap().iter().filter(|c| c.get("error").is_some()).collect();
    assert!(invalid.len() >= 11, "expected the 11 error reference cases, found {}", invalid.len());
    for case in invalid {
        let name = text(case, "name");
        let errors = compose_case(case).expect_err(&name);
        let flagged: Vec<(&str, &str)> = errors.iter().map(|(field, e)| (field.key(), e.kind().key())).collect();
        let expected = (case["error"]["field"].as_str().unwrap(), case["error"]["kind"].as_str().unwrap());
        assert_eq!(flagged, [expected], "{name}");
    }
}

#[test]
fn the_largest_timestamp_and_id_are_reachable_and_one_more_is_not() {
    let top = Parts::new(MAX_TIMESTAMP_MS, 31, 31, 4095).unwrap();
    assert_eq!(SnowflakeId::compose(top), SnowflakeId::MAX);
    assert_eq!(Parts::new(MAX_TIMESTAMP_MS + 1, 0, 0, 0).unwrap_err().1.kind(), ErrorKind::AfterLimit);
    assert_eq!(Parts::new(EPOCH_MS - 1, 0, 0, 0).unwrap_err().1.kind(), ErrorKind::BeforeEpoch);
    assert_eq!(Parts::new(EPOCH_MS, 0, 0, 4096).unwrap_err().1.kind(), ErrorKind::OutOfRange);
}

#[test]
fn calculation_steps_add_up_to_the_id() {
    let id = SnowflakeId::compose(Parts::new(1_288_834_975_657, 1, 1, 0).unwrap());
    let c = id.formula_steps(&TWITTER);
    // The worked example, step by step: the sign, then the timestamp's 1,000 ms, datacenter 1,
    // machine 1 and sequence 0, each with its shift and shifted value.
    assert_eq!(c.ticks, 1000);
    assert_eq!(c.blocks[..c.len], [(0, 63, 0), (1000, 22, 4_194_304_000), (1, 17, 131_072), (1, 12, 4_096), (0, 0, 0)]);
    assert_eq!(c.blocks[..c.len].iter().map(|b| b.2).sum::<u64>(), c.id);
}

fn valid_parts() -> impl Strategy<Value = Parts> {
    (EPOCH_MS..=MAX_TIMESTAMP_MS, 0..=31u64, 0..=31u64, 0..=4095u64)
        .prop_map(|(t, d, m, s)| Parts::new(t, d, m, s).unwrap())
}

/// The field grammar written independently of the parser, for generating inputs.
fn grouped(digits: &str, separators: &[char]) -> String {
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && !separators.is_empty() {
            out.push(separators[i % separators.len()]);
        }
        out.push(c);
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn compose_then_decompose_is_identity(parts in valid_parts()) {
        prop_assert_eq!(TWITTER.decompose(SnowflakeId::compose(parts)), parts);
    }

    #[test]
    fn decompose_then_compose_is_identity(value in 0..=i64::MAX as u64) {
        let id = SnowflakeId::from_u64(value).unwrap();
        prop_assert_eq!(SnowflakeId::compose(TWITTER.decompose(id)).as_u64(), value);
    }

    #[test]
    fn values_with_the_sign_bit_are_refused(value in (1u64 << 63)..=u64::MAX) {
        prop_assert!(SnowflakeId::from_u64(value).is_none());
    }

    #[test]
    fn parser_never_panics(text in any::<String>(), field in prop::sample::select(Field::ALL.to_vec())) {
        let _ = parse_field(field, &text);
    }

    #[test]
    fn parser_never_panics_on_number_like_text(text in "[-0-9,_ .eE+x\u{ff10}-\u{ff19}]{0,40}") {
        for field in Field::ALL {
            let _ = parse_field(field, &text);
        }
    }

    /// The kind for a well-formed number agrees with a signed comparison against the limits
    /// the reference vectors give (not the code's own `Field::min`/`max`).
    #[test]
    fn kind_matches_an_independent_range_check(
        digits in "[0-9]{1,30}", negative: bool, sep_pick in 0usize..4,
        field in prop::sample::select(Field::ALL.to_vec()),
    ) {
        let separators: &[char] = [&[][..], &[','][..], &['_'][..], &[' ', ','][..]][sep_pick];
        let text = format!("{}{}", if negative { "-" } else { "" }, grouped(&digits, separators));
        let magnitude: i128 = digits.parse().unwrap();
        let value = if negative { -magnitude } else { magnitude };
        let (low, high) = spec_range(field);
        let expected = match (value, field) {
            (v, _) if (low..=high).contains(&v) => Ok(v as u64),
            (v, Field::TIMESTAMP) if v < low => Err(ErrorKind::BeforeEpoch),
            (_, Field::TIMESTAMP) => Err(ErrorKind::AfterLimit),
            _ => Err(ErrorKind::OutOfRange),
        };
        prop_assert_eq!(parse_field(field, &text).map_err(|e| e.kind()), expected);
    }
}

/// A field's accepted range as the reference vectors state it: the timestamp between the
/// epoch and the last instant, the others from 0 to 2^width − 1.
fn spec_range(field: Field) -> (i128, i128) {
    let v = vectors();
    let number = |key: &str| i128::from(v[key].as_u64().unwrap());
    match field {
        Field::TIMESTAMP => (number("epoch_ms"), number("max_timestamp_ms")),
        _ => (0, (1i128 << v["layout"][field.key()].as_u64().unwrap()) - 1),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn decode_reads_back_every_format(value in 0..=i64::MAX as u64) {
        let id = SnowflakeId::from_u64(value).unwrap();
        prop_assert_eq!(parse_id_or_post_link(&id.to_string()), Ok(id));
        prop_assert_eq!(parse_id_or_post_link(&id.to_hex()), Ok(id));
        prop_assert_eq!(parse_id_or_post_link(&id.to_binary()), Ok(id));
        // As people paste them: quoted, grouped, lower-case hex.
        prop_assert_eq!(parse_id_or_post_link(&format!(" \"{}\" ", grouped(&value.to_string(), &[',']))), Ok(id));
        prop_assert_eq!(parse_id_or_post_link(&format!("0x{value:x}")), Ok(id));
    }

    #[test]
    fn decoder_never_panics(text in any::<String>()) {
        let _ = parse_id_or_post_link(&text);
    }

    /// The decoder's verdict on a decimal agrees with a u128 comparison done here.
    #[test]
    fn decode_kind_matches_an_independent_check(digits in "[0-9]{1,22}", negative: bool) {
        let value: u128 = digits.parse().unwrap();
        let text = format!("{}{digits}", if negative { "-" } else { "" });
        let expected = if negative && value != 0 {
            Err(ErrorKind::Negative)
        } else if value > u128::from(u64::MAX) {
            Err(ErrorKind::TooLarge)
        } else if value > i64::MAX as u128 {
            Err(ErrorKind::SignBitSet)
        } else {
            Ok(value as u64)
        };
        prop_assert_eq!(parse_id_or_post_link(&text).map(SnowflakeId::as_u64).map_err(|e| e.kind()), expected);
    }
}

/// Inputs kept from fuzzing and from bugs, named `<field or id>.<expected kind or ok>.<what>.txt`:
/// each must get exactly that verdict, and an accepted value must survive its round trips.
#[test]
fn regression_inputs_keep_their_verdicts() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/regressions");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).expect("tests/regressions exists") {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let mut parts = name.split('.');
        let (target, expected) = (parts.next().unwrap(), parts.next().unwrap());
        let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned();
        if target == "layout" {
            // The layout grammar's inputs: its own check (tests/fuzz_replay.rs).
            continue;
        } else if target == "id" {
            let verdict = parse_id_or_post_link(&text).map(|id| {
                for written in [id.to_string(), id.to_hex(), id.to_binary()] {
                    assert_eq!(parse_id_or_post_link(&written), Ok(id), "{name}");
                }
            });
            let got = verdict.map_or_else(|e| e.kind().key(), |()| "ok");
            assert_eq!(got, expected, "{name}");
        } else {
            let field =
                *Field::ALL.iter().find(|f| f.key() == target).unwrap_or_else(|| panic!("{name}: unknown field"));
            // The timestamp field's own rule, which reads dates too (in UTC here).
            let got = match field {
                Field::TIMESTAMP => parse_instant(&text, &Utc).map(|_| ()),
                _ => parse_field(field, &text).map(|_| ()),
            }
            .map_or_else(|e| e.kind().key(), |()| "ok");
            assert_eq!(got, expected, "{name}");
        }
        count += 1;
    }
    assert!(count >= 4, "expected the kept inputs, found {count}");
}

// Dates, units and links.

fn instant(text: &str) -> Result<u64, ErrorKind> {
    parse_instant(text, &Utc).map_err(|e| e.kind())
}

#[test]
fn a_date_at_the_epoch_and_the_limit_is_accepted_and_one_ms_outside_is_not() {
    assert_eq!(instant("2010-11-04T01:42:54.657Z"), Ok(EPOCH_MS));
    assert_eq!(instant("2010-11-04T01:42:54.656Z"), Err(ErrorKind::BeforeEpoch));
    assert_eq!(instant("2080-07-10T17:30:30.208Z"), Ok(MAX_TIMESTAMP_MS));
    assert_eq!(instant("2080-07-10T17:30:30.209Z"), Err(ErrorKind::AfterLimit));
    assert_eq!(instant("1970-01-01"), Err(ErrorKind::BeforeEpoch));
    assert_eq!(instant("9999-12-31T23:59:59.999+14:00"), Err(ErrorKind::AfterLimit));
}

#[test]
fn the_29th_of_february_exists_only_in_leap_years() {
    assert_eq!(instant("2024-02-29"), Ok(1_709_164_800_000));
    assert_eq!(instant("2023-02-29"), Err(ErrorKind::NotADate));
    assert_eq!(instant("2100-02-29"), Err(ErrorKind::NotADate));
    assert_eq!(instant("2000-02-29T12:00Z"), Err(ErrorKind::BeforeEpoch));
}

#[test]
fn offsets_up_to_fourteen_hours_either_way_name_the_same_instant() {
    let utc = instant("2024-06-21T00:00:00Z").unwrap();
    assert_eq!(instant("2024-06-21T14:00:00+14:00"), Ok(utc));
    assert_eq!(instant("2024-06-20T10:00:00-14:00"), Ok(utc));
    assert_eq!(instant("2024-06-21T14:00+1400"), Ok(utc));
    assert_eq!(instant("2024-06-21T00:00-0000"), Ok(utc));
}

#[test]
fn text_that_is_neither_a_number_nor_a_date_is_not_a_date_and_mistyped_numbers_keep_their_kind() {
    for text in ["yesterday", "June 21 2024", "2024-6-21", "2024-06-21T25:00", "2024-06-21 14:30 KST", "now"] {
        assert_eq!(instant(text), Err(ErrorKind::NotADate), "{text:?}");
    }
    for text in ["12abc", "1.3e12", "-5x", "+1288834974657"] {
        assert_eq!(instant(text), Err(ErrorKind::NotANumber), "{text:?}");
    }
    let error = parse_instant("soon", &Utc).unwrap_err();
    assert_eq!(error.expected(), Expected::UnixMsOrDate);
}

#[test]
fn a_date_without_an_offset_follows_the_zone_and_one_with_an_offset_ignores_it() {
    let seoul = FixedOffset(9 * 60);
    assert_eq!(parse_instant("2024-06-21 09:00", &seoul), parse_instant("2024-06-21T00:00Z", &Utc));
    assert_eq!(parse_instant("2024-06-21T09:00+09:00", &Utc), parse_instant("2024-06-21T09:00+09:00", &seoul));
}

#[test]
fn wrong_unit_hints_at_the_edges_of_each_unit() {
    use TimeUnitGuess::*;
    assert_eq!(unit_hint("1288834975"), Some((Seconds, 1_288_834_975_000)));
    assert_eq!(unit_hint("1288834974"), None); // 1288834974000 ms is before the epoch
    assert_eq!(unit_hint("3487858230"), Some((Seconds, 3_487_858_230_000)));
    assert_eq!(unit_hint("1288834974657000"), Some((Microseconds, EPOCH_MS)));
    assert_eq!(unit_hint("1288834974656999"), None);
    assert_eq!(unit_hint("3487858230208999"), Some((Microseconds, MAX_TIMESTAMP_MS)));
    assert_eq!(unit_hint("1288834974657000000"), Some((Nanoseconds, EPOCH_MS)));
    assert_eq!(unit_hint("1288834974656999999"), None);
    assert_eq!(unit_hint("3487858230208999999"), Some((Nanoseconds, MAX_TIMESTAMP_MS)));
    assert_eq!(unit_hint("1,700,000,000"), Some((Seconds, 1_700_000_000_000)));
    assert_eq!(unit_hint("-1700000000"), None);
    assert_eq!(unit_hint("1700000000123"), None); // in range already
    assert_eq!(unit_hint("2024-06-21"), None);
}

#[test]
fn ids_below_the_first_twitter_snowflake_predate_it() {
    let below = SnowflakeId::try_from(29_700_859_246u64).unwrap();
    let first = SnowflakeId::try_from(29_700_859_247u64).unwrap();
    assert!(below.predates_snowflake() && !first.predates_snowflake());
    assert!(TWITTER.is_after(first, 0.0));
    assert!(!TWITTER.is_after(first, 1.8e12));
}

#[test]
fn a_discord_reading_is_a_moment_once_it_has_come() {
    // Discord's own example, 2016-04-30T11:18:25.796Z (1,462,015,105,796 ms).
    let discord = SnowflakeId::try_from(175_928_847_299_117_063u64).unwrap();
    let at = |now: f64| OtherReading::of(discord, &Layout::DISCORD, now);
    assert_eq!(at(1_462_015_105_795.0), OtherReading::Future(1_462_015_105_796), "a millisecond early");
    assert_eq!(at(1_462_015_105_796.0), OtherReading::Moment(1_462_015_105_796));
    // The largest Twitter ID's bits read from 2015 land in 2084: not yet on any real clock.
    let largest = SnowflakeId::try_from(i64::MAX as u64).unwrap();
    let later = 1_420_070_400_000 + ((1u64 << 41) - 1);
    assert_eq!(OtherReading::of(largest, &Layout::DISCORD, 1.8e12), OtherReading::Future(later));
    assert_eq!(OtherReading::of(largest, &Layout::DISCORD, 4.0e12), OtherReading::Moment(later));
}

proptest! {
    /// Any instant in range, written as an ISO date-time by the page, reads back exactly.
    #[test]
    fn every_instant_in_range_reads_back_from_its_iso_form(ms in EPOCH_MS..=MAX_TIMESTAMP_MS) {
        prop_assert_eq!(instant(&iso_utc(ms)), Ok(ms));
    }

    /// Moving the wall time by an offset and stating that offset names the same instant.
    #[test]
    fn a_stated_offset_cancels_the_wall_time_shift(ms in EPOCH_MS..=MAX_TIMESTAMP_MS - 86_400_000, minutes in -14i64 * 60..=14 * 60) {
        let shifted = iso_utc((ms as i64 + 86_400_000 / 2 + minutes * 60_000) as u64); // stays in range
        let wall = &shifted[..shifted.len() - 1]; // without the Z
        let sign = if minutes < 0 { '-' } else { '+' };
        let text = format!("{wall}{sign}{:02}:{:02}", minutes.abs() / 60, minutes.abs() % 60);
        prop_assert_eq!(instant(&text), Ok(ms + 86_400_000 / 2));
    }

    /// Each unit's reading of an in-range instant is recognised and gives back that instant.
    #[test]
    fn seconds_micro_and_nanoseconds_of_an_instant_hint_at_it(ms in EPOCH_MS..=MAX_TIMESTAMP_MS, rest in 0u64..1000) {
        let seconds = ms / 1000;
        if seconds * 1000 >= EPOCH_MS {
            prop_assert_eq!(unit_hint(&seconds.to_string()), Some((TimeUnitGuess::Seconds, seconds * 1000)));
        }
        prop_assert_eq!(unit_hint(&(ms * 1000 + rest).to_string()), Some((TimeUnitGuess::Microseconds, ms)));
        prop_assert_eq!(unit_hint(&(u128::from(ms) * 1_000_000 + u128::from(rest) * 997).to_string()), Some((TimeUnitGuess::Nanoseconds, ms)));
    }

    /// A post's address decodes to the ID in it, whatever the user name, host form and tail.
    #[test]
    fn a_post_link_decodes_to_its_id(
        id in 0u64..=i64::MAX as u64,
        user in "[A-Za-z0-9_]{1,15}",
        host in prop::sample::select(vec!["twitter.com", "x.com", "mobile.twitter.com", "www.x.com", "TWITTER.COM"]),
        scheme in prop::sample::select(vec!["", "https://", "http://"]),
        tail in prop::sample::select(vec!["", "/", "?s=20", "/photo/1", "#m", "?ref_src=twsrc%5Etfw#x"]),
    ) {
        let link = format!("{scheme}{host}/{user}/status/{id}{tail}");
        prop_assert_eq!(parse_id_or_post_link(&link).map(SnowflakeId::as_u64), Ok(id));
    }

    /// No text makes the date reader panic, and what it accepts is always in range.
    #[test]
    fn any_text_in_a_timestamp_input_gives_an_instant_in_range_or_an_error(text in "\\PC{0,40}|[0-9T:+Z .-]{0,30}") {
        if let Ok(ms) = instant(&text) {
            prop_assert!((EPOCH_MS..=MAX_TIMESTAMP_MS).contains(&ms));
        }
    }
}

// IDs by time (#range).

#[test]
fn a_span_at_the_epoch_has_no_since_id_and_one_at_the_limit_has_no_until_id() {
    let start = IdRange::new(&TWITTER, EPOCH_MS, EPOCH_MS).unwrap();
    assert_eq!((start.first().as_u64(), start.last().as_u64()), (0, 4_194_303));
    assert_eq!((start.since_id(), start.max_id(), start.until_id()), (None, 4_194_303, Some(4_194_304)));
    let end = IdRange::new(&TWITTER, MAX_TIMESTAMP_MS, MAX_TIMESTAMP_MS).unwrap();
    assert_eq!(end.last(), SnowflakeId::MAX);
    assert_eq!(end.until_id(), None);
    let everything = IdRange::new(&TWITTER, EPOCH_MS, MAX_TIMESTAMP_MS).unwrap();
    assert_eq!(everything.count(), 1 << 63);
    assert_eq!(IdRange::new(&TWITTER, EPOCH_MS - 1, EPOCH_MS), None);
    assert_eq!(IdRange::new(&TWITTER, EPOCH_MS, MAX_TIMESTAMP_MS + 1), None);
    assert_eq!(IdRange::new(&TWITTER, EPOCH_MS + 1, EPOCH_MS), None);
}

#[test]
fn an_empty_from_is_now_and_an_empty_to_is_the_same_instant_as_from() {
    let now = 1_700_000_000_000.4;
    let span = id_span(&TWITTER, "", "", now, &Utc).unwrap();
    assert_eq!(span, IdRange::new(&TWITTER, 1_700_000_000_000, 1_700_000_000_000).unwrap());
    let span = id_span(&TWITTER, "2024-06-21T00:00Z", " ", now, &Utc).unwrap();
    assert_eq!(span.count(), 1 << 22);
}

#[test]
fn each_end_of_a_span_reports_its_own_error_and_a_reversed_span_says_so() {
    let errors = id_span(&TWITTER, "yesterday", "1", 0.0, &Utc).unwrap_err();
    let described: Vec<_> = errors
        .iter()
        .map(|e| match e {
            SpanError::From(e) => ("range_from", e.kind().key()),
            SpanError::To(e) => ("range_to", e.kind().key()),
            SpanError::Reversed { .. } => ("both", "reversed"),
            SpanError::Unsorted => ("both", "unsorted"),
        })
        .collect();
    assert_eq!(described, [("range_from", "not_a_date"), ("range_to", "before_epoch")]);
    // An empty end follows a broken start without an error of its own.
    assert_eq!(id_span(&TWITTER, "x", "", 0.0, &Utc).unwrap_err().len(), 1);
    assert_eq!(
        id_span(&TWITTER, "1700000000001", "1700000000000", 0.0, &Utc),
        Err(vec![SpanError::Reversed { from_ms: 1_700_000_000_001, to_ms: 1_700_000_000_000 }])
    );
}

proptest! {
    /// The bounds decode back to the span's ends: first is `from` with every other bit 0, last
    /// is `to` with every other bit 1, and the API bounds sit one ID outside.
    #[test]
    fn a_spans_bounds_decode_to_its_ends(a in EPOCH_MS..=MAX_TIMESTAMP_MS, b in EPOCH_MS..=MAX_TIMESTAMP_MS) {
        let (from, to) = (a.min(b), a.max(b));
        let span = IdRange::new(&TWITTER, from, to).unwrap();
        prop_assert_eq!(TWITTER.decompose(span.first()), Parts::new(from, 0, 0, 0).unwrap());
        prop_assert_eq!(TWITTER.decompose(span.last()), Parts::new(to, 31, 31, 4095).unwrap());
        prop_assert_eq!(u128::from(span.count()), (u128::from(to - from) + 1) << 22);
        if let Some(since) = span.since_id() {
            prop_assert_eq!(TWITTER.decompose(SnowflakeId::try_from(since).unwrap()), Parts::new(from - 1, 31, 31, 4095).unwrap());
        }
        if let Some(until) = span.until_id() {
            prop_assert_eq!(TWITTER.decompose(SnowflakeId::try_from(until).unwrap()), Parts::new(to + 1, 0, 0, 0).unwrap());
        }
        prop_assert_eq!(span.since_id().is_none(), from == EPOCH_MS);
        prop_assert_eq!(span.until_id().is_none(), to == MAX_TIMESTAMP_MS);
    }
}
