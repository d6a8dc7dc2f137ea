//! The fuzz targets' own checks (`fuzz/checks.rs`), compiled on stable and run over the inputs
//! kept in `tests/regressions/` and over the boundaries of each block, so the fuzzers cannot
//! rot unnoticed between fuzzing runs (which need nightly and cargo-fuzz).
#![cfg(not(target_arch = "wasm32"))]

#[path = "../fuzz/checks.rs"]
mod checks;

use snowflake_composer::snowflake::{parse_instant, Utc};

const EPOCH_MS: u64 = 1_288_834_974_657;
const MAX_TIMESTAMP_MS: u64 = 3_487_858_230_208;

#[test]
fn every_kept_input_passes_its_fuzz_targets_check() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/regressions");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).expect("tests/regressions exists") {
        let path = entry.expect("readable folder").path();
        let data = std::fs::read(&path).expect("readable file");
        // `id.*` files came from the decoder's target, `layout.*` from the layout grammar's,
        // the others from the field parser's.
        let name = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
        if name.starts_with("id.") {
            checks::decode_id(&data);
        } else if name.starts_with("layout.") {
            checks::layout_text(&data);
        } else {
            checks::parse_field(&data);
        }
        count += 1;
    }
    assert!(count >= 4, "expected the kept inputs, found {count}");
}

#[test]
fn the_compose_check_holds_at_every_boundary() {
    let timestamps = [0, EPOCH_MS - 1, EPOCH_MS, EPOCH_MS + 1, MAX_TIMESTAMP_MS, MAX_TIMESTAMP_MS + 1, u64::MAX];
    let small = [0, 1, 31, 32, 4095, 4096, u64::MAX];
    let raw = [0, 1, (1 << 63) - 1, 1 << 63, u64::MAX];
    for t in timestamps {
        for d in small {
            for m in small {
                for s in small {
                    for r in raw {
                        checks::compose_roundtrip((t, d, m, s, r));
                    }
                }
            }
        }
    }
}

/// The layout grammar's check over the layouts people write and the ways they go wrong.
#[test]
fn the_layout_check_holds_for_the_presets_and_every_kind_of_wrong_layout() {
    for blocks in [
        "sign:1,timestamp:41,datacenter:5,machine:5,sequence:12",
        "timestamp:42,worker:5,process:5,increment:12",
        "timestamp:41,shard:13,sequence:10",
        "sign:1,timestamp:39,sequence:8,machine:16",
        "timestamp:48,sequence:16",
        " sign : 1 , timestamp : 41 , node : 10 , sequence : 12 ",
        "node:10,timestamp:54",
        "timestamp:41,node:10",
        "timestamp:32,timestamp:32",
        "a:32,a:16,timestamp:16",
        "timestamp:63,sign:1",
        "sign:2,timestamp:62",
        "id:8,timestamp:56",
        "Node:8,timestamp:56",
        "timestamp:0,node:64",
        "a:1,b:1,c:1,d:1,e:1,f:1,g:1,h:1,timestamp:56",
        "timestamp:64",
        "",
        ",,,",
        "timestamp:6_4",
    ] {
        for head in ["", "seed\n", "9\n"] {
            checks::layout_text(format!("{head}{blocks}").as_bytes());
        }
    }
}

/// The independent date reading the prefix tests trust as their oracle agrees with the
/// page's parser on the written forms and the calendar's edges, so the oracle is not wrong
/// in the same way by accident.
#[test]
fn the_independent_date_reading_agrees_on_every_written_form_and_calendar_edge() {
    for (text, expected) in [
        ("2010-11-04T01:42:54.657Z", Ok(EPOCH_MS)),
        ("2080-07-10T17:30:30.208Z", Ok(MAX_TIMESTAMP_MS)),
        ("2080-07-10T17:30:30.209Z", Err(())),
        ("2024-02-29", Ok(1_709_164_800_000)),
        ("2024-06-21 14:30", Ok(1_718_980_200_000)),
        ("2024-06-21t14:30:05.25+09:00", Ok(1_718_947_805_250)),
        ("2024-06-20 20:00-0400", Ok(1_718_928_000_000)),
        ("2023-02-29", Err(())),
        ("2024-06-21Z", Err(())),
        ("2024-06-21T14:30:05.1234", Err(())),
        ("2024-06-21T24:00", Err(())),
        (" 1288834975657 ", Ok(1_288_834_975_657)),
    ] {
        assert_eq!(checks::independent_instant(text), expected, "{text}");
        assert_eq!(parse_instant(text, &Utc).map_err(|_| ()), expected, "{text}");
    }
}
