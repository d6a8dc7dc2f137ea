// The release build splits the app's wasm into chunks (scripts/split.mjs), which needs the
// linker's relocations kept in the module. Only for this binary in release on wasm: set for
// every wasm build instead (.cargo/config.toml), the flag also reached benches/leptos-min,
// whose module then kept them: a baseline many times its real size.
fn main() {
    let wasm = std::env::var("CARGO_CFG_TARGET_FAMILY").is_ok_and(|family| family.split(',').any(|f| f == "wasm"));
    if wasm && std::env::var("PROFILE").as_deref() == Ok("release") {
        println!("cargo:rustc-link-arg-bin=snowflake-composer=--emit-relocs");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
