//! Hands libFuzzer's bytes to the check in `fuzz/checks.rs`, which `cargo test` also runs
//! over the kept inputs of `tests/regressions/`.
#![no_main]

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::layout_text(data));
