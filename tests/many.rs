//! Many IDs: a generator's run, two IDs compared, a list decoded and exported.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use snowflake_composer::snowflake::*;

const EPOCH_MS: u64 = 1_288_834_974_657;
const MAX_TIMESTAMP_MS: u64 = 3_487_858_230_208;
const TWITTER: Layout = Layout::TWITTER;

fn twitter_run(start: SnowflakeId, count: u32) -> Run {
    Run::starting_at(&TWITTER, start, count).expect("Twitter's layout has a sequence")
}

fn parts(id: SnowflakeId) -> Parts {
    TWITTER.decompose(id)
}

fn id(t: u64, d: u64, m: u64, s: u64) -> SnowflakeId {
    SnowflakeId::compose(Parts::new(t, d, m, s).unwrap())
}

#[test]
fn a_run_rolls_over_to_the_next_millisecond_after_sequence_4095() {
    let run = twitter_run(id(EPOCH_MS + 5, 3, 7, 4093), 5);
    let seen: Vec<_> =
        run.steps.iter().map(|s| (parts(s.id).timestamp_ms() - EPOCH_MS, s.counter, s.new_tick, s.offset_ms)).collect();
    assert_eq!(
        seen,
        [(5, 4093, false, 0), (5, 4094, false, 0), (5, 4095, false, 0), (6, 0, true, 1), (6, 1, false, 1)]
    );
    assert!(!run.hit_limit);
    assert_eq!(run.to_text().lines().count(), 5);
}

#[test]
fn a_run_at_the_last_millisecond_ends_early_and_says_so() {
    let run = twitter_run(id(MAX_TIMESTAMP_MS, 31, 31, 4090), 10);
    assert_eq!(run.steps.len(), 6);
    assert!(run.hit_limit);
    assert_eq!(run.steps.last().unwrap().id, SnowflakeId::MAX);
    // Exactly enough room: no early end.
    assert!(!twitter_run(id(MAX_TIMESTAMP_MS, 31, 31, 4090), 6).hit_limit);
}

#[test]
fn run_counts_are_clamped_to_1_through_10000() {
    assert_eq!(twitter_run(SnowflakeId::MIN, 0).steps.len(), 1);
    assert_eq!(twitter_run(SnowflakeId::MIN, 20_000).steps.len(), 10_000);
}

#[test]
fn the_throughput_sentence_states_the_layouts_limits_in_both_languages() {
    use snowflake_composer::address::Lang;
    assert_eq!(
        Lang::En.strings().run_throughput(&TWITTER),
        "One generator can issue 4,096 IDs per millisecond, 4,096,000 per second. Across all 1,024 generators the \
         layout tells apart, that is 4,194,304,000 per second."
    );
    let ko = Lang::Ko.strings().run_throughput(&TWITTER);
    for number in ["4,096개", "4,096,000개", "1,024대", "4,194,304,000개"] {
        assert!(ko.contains(number), "{ko}");
    }
}

#[test]
fn the_clock_backwards_example_repeats_the_first_id_of_an_earlier_millisecond() {
    let start = id(EPOCH_MS + 1000, 1, 1, 17);
    let hazard = ClockStepBack::for_id(&TWITTER, start, 3).unwrap();
    assert_eq!(hazard.to_ms, EPOCH_MS + 997);
    assert_eq!(hazard.repeated, id(EPOCH_MS + 997, 1, 1, 0));
    assert_eq!(ClockStepBack::for_id(&TWITTER, id(EPOCH_MS + 2, 0, 0, 0), 3), None);
    assert!(ClockStepBack::for_id(&TWITTER, id(EPOCH_MS + 3, 0, 0, 0), 3).is_some());
}

#[test]
fn the_run_count_is_a_whole_number_from_1_to_10000() {
    assert_eq!(parse_run_count(" 8 "), Ok(8));
    assert_eq!(parse_run_count("10,000"), Ok(10_000));
    for (text, kind) in [
        ("0", ErrorKind::OutOfRange),
        ("10001", ErrorKind::OutOfRange),
        ("", ErrorKind::Missing),
        ("x", ErrorKind::NotANumber),
    ] {
        let error = parse_run_count(text).unwrap_err();
        assert_eq!(error.kind(), kind, "{text:?}");
        assert_eq!(error.expected(), Expected::WholeNumber { min: 1, max: 10_000 });
    }
}

#[test]
fn comparing_an_id_with_itself_finds_nothing_and_the_sign_follows_b_minus_a() {
    let a = id(EPOCH_MS + 10_000, 1, 2, 3);
    let same = Comparison::new(&TWITTER, a, a);
    assert_eq!((same.delta_ms, same.differing_bits, same.order), (0, 0, std::cmp::Ordering::Equal));
    let b = id(EPOCH_MS + 4_000, 1, 2, 3);
    assert_eq!(Comparison::new(&TWITTER, a, b).delta_ms, -6_000);
    assert_eq!(Comparison::new(&TWITTER, b, a).delta_ms, 6_000);
    assert!(Comparison::new(&TWITTER, a, b).same_generator());
    assert!(!Comparison::new(&TWITTER, a, id(EPOCH_MS, 1, 3, 3)).same_generator());
}

#[test]
fn a_list_keeps_line_numbers_skips_blank_lines_and_marks_repeats() {
    let bulk = Bulk::decode(&TWITTER, "20\r\n\r\n  https://x.com/a/status/21?s=1\n\n0x14\nbad\n-5\n");
    let rows: Vec<_> = bulk.rows.iter().map(|r| (r.line, r.id.as_u64(), r.repeated)).collect();
    // "\r\n" counts as one line break for the numbering a person sees.
    assert_eq!(rows, [(1, 20, true), (3, 21, false), (5, 20, true)]);
    let errors: Vec<_> = bulk.errors.iter().map(|(line, e)| (*line, e.kind())).collect();
    assert_eq!(errors, [(6, ErrorKind::NotANumber), (7, ErrorKind::Negative)]);
    assert_eq!(bulk.sorted().iter().map(|r| r.line).collect::<Vec<_>>(), [1, 5, 3]);
}

#[test]
fn csv_and_json_exports_carry_every_column_and_leave_the_time_of_a_pre_snowflake_id_empty() {
    // The first is smaller than Twitter's first Snowflake ID, 29,700,859,247; the second is that ID
    // (its parts worked out by hand: 29700859247 >> 22 = 6,081 ms, then 7, 18, 1391).
    let bulk = Bulk::decode(&TWITTER, "4194439168\n29700859247");
    assert_eq!(
        bulk.to_csv(&bulk.rows),
        "line,id,unix_ms,utc,datacenter,machine,sequence,before_snowflake\n\
         1,4194439168,,,1,1,0,true\n\
         2,29700859247,1288834981738,2010-11-04T01:43:01.738Z,7,18,1391,false\n"
    );
    let json: serde_json::Value = serde_json::from_str(&bulk.to_json(&bulk.rows[..1])).unwrap();
    assert_eq!(
        json,
        serde_json::json!([{ "line": 1, "id": "4194439168", "unix_ms": null, "utc": null,
            "datacenter": 1, "machine": 1, "sequence": 0, "before_snowflake": true }])
    );
    assert_eq!(bulk.to_json(&[]), "[]\n");
}

#[test]
fn a_json_export_writes_a_block_wider_than_53_bits_as_a_string_in_every_row() {
    // 2^54 − 1 in a 54-bit block: as a JSON number, JavaScript would read 18014398509481984.
    let layout = Layout::read(1_420_070_400_000, 1, "timestamp:10,node:54").into_result().unwrap();
    let bulk = Bulk::decode(&layout, "18446744073709551615\n1");
    let json = bulk.to_json(&bulk.rows);
    assert!(json.contains("\"node\":\"18014398509481983\""), "{json}");
    assert!(json.contains("\"node\":\"1\""), "the column stays a string for a small value: {json}");
    // Twitter's widest block, 12 bits, stays a number.
    let twitter = Bulk::decode(&TWITTER, "4194439168");
    assert!(twitter.to_json(&twitter.rows).contains("\"sequence\":0"));
}

proptest! {
    /// Each next ID is the previous + 1 within a millisecond, or the next millisecond's
    /// sequence 0 after 4,095; datacenter and machine never change.
    #[test]
    fn a_run_steps_by_one_or_rolls_over(t in EPOCH_MS..=MAX_TIMESTAMP_MS, d in 0u64..32, m in 0u64..32, s in 0u64..4096, count in 1u32..=10_000) {
        let run = twitter_run(id(t, d, m, s), count);
        prop_assert!(run.hit_limit || run.steps.len() == count as usize);
        for pair in run.steps.windows(2) {
            let (prev, next) = (parts(pair[0].id), parts(pair[1].id));
            prop_assert_eq!((next.get(2), next.get(3)), (d, m));
            if prev.get(4) < 4095 {
                prop_assert_eq!(pair[1].id.as_u64(), pair[0].id.as_u64() + 1);
                prop_assert!(!pair[1].new_tick);
            } else {
                prop_assert_eq!((next.timestamp_ms(), next.get(4)), (prev.timestamp_ms() + 1, 0));
                prop_assert!(pair[1].new_tick);
            }
            prop_assert_eq!(pair[1].offset_ms, next.timestamp_ms() - t);
        }
    }

    /// The delta is B's time minus A's, its sign says which is later, and the duration's units
    /// add back up to it.
    #[test]
    fn the_delta_is_b_minus_a_and_its_units_add_up(a in 0u64..=i64::MAX as u64, b in 0u64..=i64::MAX as u64) {
        let (a, b) = (SnowflakeId::try_from(a).unwrap(), SnowflakeId::try_from(b).unwrap());
        let c = Comparison::new(&TWITTER, a, b);
        let expected = (b.as_u64() >> 22) as i64 - (a.as_u64() >> 22) as i64;
        prop_assert_eq!(c.delta_ms, expected);
        prop_assert_eq!(c.order, a.as_u64().cmp(&b.as_u64()));
        prop_assert_eq!(c.differing_bits.count_ones() == 0, a == b);
        let d = DurationParts::from_ms(c.delta_ms);
        let total = d.days * 86_400_000 + d.hours * 3_600_000 + d.minutes * 60_000 + d.seconds * 1000 + d.millis;
        prop_assert_eq!(total, c.delta_ms.unsigned_abs());
        prop_assert!(d.hours < 24 && d.minutes < 60 && d.seconds < 60 && d.millis < 1000);
        prop_assert_eq!(d.negative, c.delta_ms < 0);
    }

    /// Any list of IDs, with blank lines anywhere, decodes to exactly those IDs on their lines,
    /// and its JSON export keeps every digit through a JSON parser.
    #[test]
    fn a_list_of_ids_decodes_and_exports_without_losing_digits(ids in prop::collection::vec((0u64..=i64::MAX as u64, any::<bool>()), 0..50)) {
        let mut text = String::new();
        let mut expected = Vec::new();
        let mut line = 0;
        for (value, blank_before) in &ids {
            if *blank_before {
                text.push_str("  \n");
                line += 1;
            }
            text.push_str(&format!("{value}\n"));
            line += 1;
            expected.push((line, *value));
        }
        let bulk = Bulk::decode(&TWITTER, &text);
        prop_assert!(bulk.errors.is_empty());
        prop_assert_eq!(bulk.rows.iter().map(|r| (r.line, r.id.as_u64())).collect::<Vec<_>>(), expected.clone());
        let json: Vec<serde_json::Value> = serde_json::from_str(&bulk.to_json(&bulk.rows)).unwrap();
        let back: Vec<u64> = json.iter().map(|o| o["id"].as_str().unwrap().parse().unwrap()).collect();
        prop_assert_eq!(back, expected.iter().map(|(_, v)| *v).collect::<Vec<_>>());
        prop_assert_eq!(bulk.to_csv(&bulk.rows).lines().count(), expected.len() + 1);
    }
}
