//! Hands libFuzzer's numbers to the check in `fuzz/checks.rs`, which `cargo test` also runs
//! over fixed boundary inputs.
#![no_main]

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|input: (u64, u64, u64, u64, u64)| checks::compose_roundtrip(input));
