//! Hands libFuzzer's numbers to the check in `fuzz/checks.rs`, which `cargo test` also runs
//! over fixed boundary inputs.
#![no_main]

libfuzzer_sys::fuzz_target!(|input: (u64, u64, u64, u64, u64)| snowflake_composer_fuzz::compose_roundtrip(input));
