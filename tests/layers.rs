//! The shape of `src/`, checked on every test run: the top-level modules import downward only
//! (the order the README's "Layout of the code" draws), and no file grows past 350 lines
//! before its tests.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// Each top-level module and the modules it may import, lowest first.
const LAYERS: &[(&str, &[&str])] = &[
    ("snowflake", &[]),
    ("address", &["snowflake"]),
    ("strings", &["snowflake", "address"]),
    ("web", &["snowflake", "address"]),
    ("model", &["snowflake", "address"]),
    ("embed", &["snowflake", "address"]),
    ("url", &["snowflake", "address", "web", "model", "embed"]),
    ("split", &[]),
    ("diagram_file", &["snowflake"]),
    ("components", &["snowflake", "address", "strings", "web", "model", "embed", "url", "split", "diagram_file"]),
];

const MAX_LINES_BEFORE_TESTS: usize = 350;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The file's text before its unit tests (`#[cfg(test)] mod tests`), or all of it.
fn before_tests(text: &str) -> &str {
    text.find("#[cfg(test)]\nmod tests")
        .or_else(|| text.find("#[cfg(test)]\npub(crate) mod tests"))
        .map_or(text, |i| &text[..i])
}

/// The top-level modules a file names as `crate::module` (or `$crate::module` in a macro).
fn imports(code: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        let name: String =
            code[at + "crate::".len()..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        if LAYERS.iter().any(|(module, _)| *module == name) {
            found.insert(name);
        }
    }
    found
}

fn src_files() -> Vec<(String, PathBuf)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files
        .into_iter()
        .map(|path| {
            let relative = path.strip_prefix(&src).expect("under src/");
            let top = relative.components().next().expect("a file").as_os_str().to_string_lossy();
            (top.trim_end_matches(".rs").to_string(), path)
        })
        .collect()
}

#[test]
fn the_top_level_modules_import_only_the_layers_below_them() {
    let mut checked = 0;
    for (module, path) in src_files() {
        if module == "lib" || module == "main" {
            continue;
        }
        let (_, allowed) = LAYERS
            .iter()
            .find(|(name, _)| *name == module)
            .unwrap_or_else(|| panic!("{module} is missing from LAYERS: give it its place"));
        let text = fs::read_to_string(&path).expect("a source file");
        for import in imports(before_tests(&text)) {
            assert!(
                import == module || allowed.contains(&import.as_str()),
                "{} imports crate::{import}, which is not below {module}",
                path.display()
            );
        }
        checked += 1;
    }
    assert!(checked > 40, "only {checked} files found under src/");
}

#[test]
fn the_scan_sees_a_macro_path_and_ignores_a_test_module() {
    let code = "use crate::model::Page;\n$crate::split::body();\n#[cfg(test)]\nmod tests { use crate::web; }";
    assert_eq!(imports(before_tests(code)), BTreeSet::from(["model".to_string(), "split".to_string()]));
}

#[test]
fn no_source_file_is_longer_than_350_lines_before_its_tests() {
    for (_, path) in src_files() {
        let text = fs::read_to_string(&path).expect("a source file");
        let lines = before_tests(&text).lines().count();
        assert!(lines <= MAX_LINES_BEFORE_TESTS, "{} has {lines} lines before its tests", path.display());
    }
}
