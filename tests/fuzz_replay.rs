//! The fuzz targets' own checks (`fuzz/checks.rs`), compiled on stable and run over the inputs
//! kept in `tests/regressions/` and over the boundaries of each block, so the fuzzers cannot
//! rot unnoticed between fuzzing runs (which need nightly and cargo-fuzz).
#![cfg(not(target_arch = "wasm32"))]

#[path = "../fuzz/checks.rs"]
mod checks;

use snowflake_composer::snowflake::{EPOCH_MS, MAX_TIMESTAMP_MS};

#[test]
fn every_kept_input_passes_its_fuzz_targets_check() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/regressions");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).expect("tests/regressions exists") {
        let path = entry.expect("readable folder").path();
        let data = std::fs::read(&path).expect("readable file");
        // `id.*` files came from the decoder's target, the others from the field parser's.
        let name = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
        if name.starts_with("id.") {
            checks::decode_id(&data);
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
    let mut count = 0;
    for t in timestamps {
        for d in small {
            for m in small {
                for s in small {
                    for r in raw {
                        checks::compose_roundtrip((t, d, m, s, r));
                        count += 1;
                    }
                }
            }
        }
    }
    assert_eq!(count, 7 * 7 * 7 * 7 * 5);
}
