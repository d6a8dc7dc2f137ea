//! Native tests of the pure Snowflake core: the reference vectors and properties.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use serde_json::Value;
use snowflake_composer::snowflake::*;

/// The reference vectors, computed independently of this code (tests/vectors/README.md).
fn vectors() -> Value {
    serde_json::from_str(include_str!("vectors/compose.json")).expect("vectors are JSON")
}

fn text(case: &Value, key: &str) -> String {
    case[key].as_str().unwrap_or_else(|| panic!("{key} missing in {case}")).to_string()
}

fn compose_case(case: &Value) -> FormResult {
    let (t, d, m, s) =
        (text(case, "timestamp"), text(case, "datacenter"), text(case, "machine"), text(case, "sequence"));
    // A clock reading that no vector may depend on: every vector gives its timestamp.
    compose_fields(&RawFields { timestamp: &t, datacenter: &d, machine: &m, sequence: &s }, f64::NAN)
}

#[test]
fn layout_matches_the_vectors() {
    let v = vectors();
    assert_eq!(v["epoch_ms"].as_u64(), Some(EPOCH_MS));
    assert_eq!(v["max_timestamp_ms"].as_u64(), Some(MAX_TIMESTAMP_MS));
    for block in BitBlock::ALL {
        assert_eq!(v["layout"][block.key()].as_u64(), Some(u64::from(block.width())), "{block:?}");
    }
}

#[test]
fn every_valid_vector_composes_to_its_id_hex_and_bits() {
    let v = vectors();
    let valid: Vec<&Value> = v["cases"].as_array().unwrap().iter().filter(|c| c.get("id").is_some()).collect();
    assert!(valid.len() >= 34, "expected the 34 valid reference cases, found {}", valid.len());
    for case in valid {
        let name = text(case, "name");
        let composed = compose_case(case).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        assert!(!composed.timestamp_from_clock, "{name}");
        assert_eq!(composed.id.to_string(), text(case, "id"), "{name}");
        assert_eq!(composed.id.to_hex(), text(case, "hex"), "{name}");
        for block in BitBlock::ALL {
            assert_eq!(composed.id.block_bits(block), case["bits"][block.key()].as_str().unwrap(), "{name} {block:?}");
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
        let flagged: Vec<(&str, &str)> = errors.iter().map(|e| (e.input().key(), e.kind().key())).collect();
        let expected = (case["error"]["field"].as_str().unwrap(), case["error"]["kind"].as_str().unwrap());
        assert_eq!(flagged, [expected], "{name}");
    }
}

#[test]
fn the_largest_timestamp_and_id_are_reachable_and_one_more_is_not() {
    let top = Parts::new(MAX_TIMESTAMP_MS, 31, 31, 4095).unwrap();
    assert_eq!(SnowflakeId::compose(top), SnowflakeId::MAX);
    assert_eq!(Parts::new(MAX_TIMESTAMP_MS + 1, 0, 0, 0).unwrap_err().kind(), ErrorKind::AfterLimit);
    assert_eq!(Parts::new(EPOCH_MS - 1, 0, 0, 0).unwrap_err().kind(), ErrorKind::BeforeEpoch);
    assert_eq!(Parts::new(EPOCH_MS, 0, 0, 4096).unwrap_err().kind(), ErrorKind::OutOfRange);
}

#[test]
fn calculation_steps_add_up_to_the_id() {
    let id = SnowflakeId::compose(Parts::new(1_288_834_975_657, 1, 1, 0).unwrap());
    let c = id.calculation();
    // The seed's worked example, step by step.
    assert_eq!(
        (c.delta, c.timestamp_part, c.datacenter_part, c.machine_part, c.sequence_part),
        (1000, 4_194_304_000, 131_072, 4_096, 0)
    );
    assert_eq!(c.timestamp_part + c.datacenter_part + c.machine_part + c.sequence_part, c.id);
}

fn valid_parts() -> impl Strategy<Value = Parts> {
    (EPOCH_MS..=MAX_TIMESTAMP_MS, 0..=MAX_DATACENTER_ID, 0..=MAX_MACHINE_ID, 0..=MAX_SEQUENCE)
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
        prop_assert_eq!(SnowflakeId::compose(parts).decompose(), parts);
    }

    #[test]
    fn decompose_then_compose_is_identity(value in 0..=i64::MAX as u64) {
        let id = SnowflakeId::from_u64(value).unwrap();
        prop_assert_eq!(SnowflakeId::compose(id.decompose()).as_u64(), value);
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
            (v, Field::Timestamp) if v < low => Err(ErrorKind::BeforeEpoch),
            (_, Field::Timestamp) => Err(ErrorKind::AfterLimit),
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
        Field::Timestamp => (number("epoch_ms"), number("max_timestamp_ms")),
        _ => (0, (1i128 << v["layout"][field.key()].as_u64().unwrap()) - 1),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn decode_reads_back_every_format(value in 0..=i64::MAX as u64) {
        let id = SnowflakeId::from_u64(value).unwrap();
        prop_assert_eq!(decode_id(&id.to_string()), Ok(id));
        prop_assert_eq!(decode_id(&id.to_hex()), Ok(id));
        prop_assert_eq!(decode_id(&id.to_binary()), Ok(id));
        // As people paste them: quoted, grouped, lower-case hex.
        prop_assert_eq!(decode_id(&format!(" \"{}\" ", grouped(&value.to_string(), &[',']))), Ok(id));
        prop_assert_eq!(decode_id(&format!("0x{value:x}")), Ok(id));
    }

    #[test]
    fn decoder_never_panics(text in any::<String>()) {
        let _ = decode_id(&text);
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
        prop_assert_eq!(decode_id(&text).map(SnowflakeId::as_u64).map_err(|e| e.kind()), expected);
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
        if target == "id" {
            let verdict = decode_id(&text).map(|id| {
                for written in [id.to_string(), id.to_hex(), id.to_binary()] {
                    assert_eq!(decode_id(&written), Ok(id), "{name}");
                }
            });
            let got = verdict.map_or_else(|e| e.kind().key(), |()| "ok");
            assert_eq!(got, expected, "{name}");
        } else {
            let field =
                *Field::ALL.iter().find(|f| f.key() == target).unwrap_or_else(|| panic!("{name}: unknown field"));
            let got = parse_field(field, &text).map_or_else(|e| e.kind().key(), |_| "ok");
            assert_eq!(got, expected, "{name}");
        }
        count += 1;
    }
    assert!(count >= 4, "expected the kept inputs, found {count}");
}
