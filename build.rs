// One switch for the release build's split. For a release build of the wasm app, unless
// SNOWFLAKE_SPLIT=0, it sets `cfg(snowflake_split)`, which compiles the split points
// (src/split.rs), and keeps the linker's relocations in the module, which wasm-split-cli needs.
// The post-build split step (scripts/release/split.mjs) splits a module that has split points
// and leaves one without them whole, so with SNOWFLAKE_SPLIT=0 `trunk build --release` gives
// a working unsplit page. Only this binary gets the relocations: set for every wasm build, the
// flag also reached benches/leptos-min, whose module then kept them.
fn main() {
    println!("cargo::rustc-check-cfg=cfg(snowflake_split)");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=SNOWFLAKE_SPLIT");
    let wasm = std::env::var("CARGO_CFG_TARGET_FAMILY").is_ok_and(|family| family.split(',').any(|f| f == "wasm"));
    let release = std::env::var("PROFILE").as_deref() == Ok("release");
    let wanted = std::env::var("SNOWFLAKE_SPLIT").as_deref() != Ok("0");
    if wasm && release && wanted {
        println!("cargo:rustc-cfg=snowflake_split");
        println!("cargo:rustc-link-arg-bin=snowflake-composer=--emit-relocs");
    }
}
