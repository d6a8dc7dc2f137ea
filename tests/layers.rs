//! The shape of `src/`, checked on every test run: the top-level modules import downward only
//! (the order ARCHITECTURE.md's "Layers and data flow" draws), and no file grows past 350 lines
//! outside its test modules.
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
    ("links", &["snowflake", "address", "web", "model", "embed"]),
    ("split", &[]),
    ("diagram_file", &["snowflake"]),
    ("slices", &["web", "split"]),
    ("components", &["snowflake", "address", "strings", "web", "model", "embed", "links", "split", "diagram_file"]),
];

const MAX_LINES_OUTSIDE_TESTS: usize = 350;

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

/// The file's code without its unit-test modules (`#[cfg(test)] mod name { … }`, wherever
/// they sit): the whole file is read, so code after a test module counts like any other.
fn without_tests(text: &str) -> String {
    let mut code = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("#[cfg(test)]\n") {
        let after = &rest[at + "#[cfg(test)]\n".len()..];
        let header = after.trim_start_matches("pub(crate) ");
        let Some(open) = header.strip_prefix("mod ").and_then(|m| m.find(['{', ';'])).map(|i| i + 4) else {
            // Not a module (a field, a statement): kept as code.
            code.push_str(&rest[..at + "#[cfg(test)]\n".len()]);
            rest = after;
            continue;
        };
        code.push_str(&rest[..at]);
        let body = &header[open..];
        rest = if body.starts_with(';') { &body[1..] } else { &body[block_end(body)..] };
    }
    code.push_str(rest);
    code
}

/// The length of the `{ … }` block that `code` starts with, skipping braces inside strings
/// (raw ones too), character literals and comments. A block that never closes fails the test:
/// skipping to the end could hide code from the checks.
fn block_end(code: &str) -> usize {
    let bytes = code.as_bytes();
    let (mut depth, mut i) = (0usize, 0usize);
    while i < bytes.len() {
        match bytes[i] {
            // A raw string: r"…", r#"…"#, br"…", with as many #s to close as to open.
            b'r' if !bytes[..i].last().is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
                || bytes[..i].ends_with(b"b") =>
            {
                let hashes = bytes[i + 1..].iter().take_while(|b| **b == b'#').count();
                if bytes.get(i + 1 + hashes) == Some(&b'"') {
                    let close = format!("\"{}", "#".repeat(hashes));
                    let start = i + 2 + hashes;
                    i = start + code[start..].find(&close).expect("a raw string that closes") + close.len() - 1;
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i += code[i..].find("*/").expect("a block comment that closes") + 1;
            }
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i += code[i..].find('\n').unwrap_or(code.len() - i);
            }
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
            }
            // A character literal ('{', '\''), not a lifetime ('a).
            b'\'' if bytes.get(i + 2) == Some(&b'\'') => i += 2,
            b'\'' if bytes.get(i + 1) == Some(&b'\\') => i += code[i + 3..].find('\'').map_or(0, |n| n + 3),
            _ => {}
        }
        i += 1;
    }
    panic!("a test module whose block never closes: {}", &code[..code.len().min(80)]);
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
        // The crate root and its binaries (src/main.rs, src/bin/) stand above every layer.
        if module == "lib" || module == "main" || module == "bin" {
            continue;
        }
        let (_, allowed) = LAYERS
            .iter()
            .find(|(name, _)| *name == module)
            .unwrap_or_else(|| panic!("{module} is missing from LAYERS: give it its place"));
        let text = fs::read_to_string(&path).expect("a source file");
        for import in imports(&without_tests(&text)) {
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
    assert_eq!(imports(&without_tests(code)), BTreeSet::from(["model".to_string(), "split".to_string()]));
}

#[test]
fn the_scan_skips_raw_strings_and_block_comments_inside_a_test_module() {
    let code = "#[cfg(test)]\nmod tests { const S: &str = r#\"a \"b\"#; /* { */ const T: &str = r\"C:\\\"; }\nuse crate::web::X;\n";
    assert_eq!(imports(&without_tests(code)), BTreeSet::from(["web".to_string()]));
}

#[test]
fn the_scan_reads_code_after_a_test_module() {
    let code = "#[cfg(test)]\nmod tests { fn f() { let _ = \"}\"; let _ = '}'; } // }\n}\nuse crate::web::X;\n";
    assert_eq!(imports(&without_tests(code)), BTreeSet::from(["web".to_string()]));
    assert_eq!(without_tests(code).lines().count(), 2);
}

#[test]
fn no_source_file_has_more_than_350_lines_outside_its_test_modules() {
    for (_, path) in src_files() {
        let text = fs::read_to_string(&path).expect("a source file");
        let lines = without_tests(&text).lines().count();
        assert!(lines <= MAX_LINES_OUTSIDE_TESTS, "{} has {lines} lines outside its test modules", path.display());
    }
}
