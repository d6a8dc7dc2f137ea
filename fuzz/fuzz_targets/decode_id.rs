//! Hands libFuzzer's bytes to the check in `fuzz/checks.rs`, which `cargo test` also runs
//! over the kept inputs of `tests/regressions/`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| snowflake_composer_fuzz::decode_id(data));
