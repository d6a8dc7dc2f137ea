//! The current ID computed, and its timestamp read back, in JavaScript (BigInt), Rust, Python
//! and SQL (PostgreSQL), with its layout's epoch, tick, shifts and masks: complete programs,
//! exact in their language, which the end-to-end tests run in each layout.

use super::block::Role;
use super::layout::Layout;
use super::{Parts, SnowflakeId};
use std::fmt::Write;

/// One sample: the language's name, its short name (for the markup) and the code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeSample {
    pub name: &'static str,
    pub lang: &'static str,
    pub code: String,
}

/// One block of the formula: its value (for the time block, what the ticks are made of) and
/// its shift.
struct Term {
    value: u64,
    shift: u32,
    time: bool,
}

/// The four samples for `parts`: each computes the ID from its blocks' values and reads its
/// timestamp back, exactly, in its language. `comment` heads the JavaScript sample (the page's
/// language words it).
///
/// ```
/// use snowflake_composer::snowflake::{code_samples, Parts};
/// let parts = Parts::new(1_288_834_975_657, 1, 1, 0).unwrap();
/// let [js, rust, python, sql] = code_samples(&parts, "BigInt keeps every digit");
/// assert!(js.code.contains("id.toString(); // \"4194439168\""));
/// assert!(rust.code.contains("assert_eq!(id, 4194439168);"));
/// assert!(python.code.contains("assert id == 4194439168"));
/// assert_eq!((sql.name, sql.lang), ("SQL (PostgreSQL)", "sql"));
/// ```
pub fn code_samples(parts: &Parts, comment: &str) -> [CodeSample; 4] {
    let layout = parts.layout();
    let id = SnowflakeId::compose(*parts);
    let (epoch, tick) = (layout.epoch_ms(), layout.tick_ms());
    let terms: Vec<Term> = layout
        .blocks()
        .iter()
        .enumerate()
        .filter(|(_, b)| b.role() != Role::Sign)
        .map(|(i, b)| Term { value: parts.get(i), shift: layout.shift(i), time: b.role() == Role::Time })
        .collect();
    let time = layout.time_index();
    let (ts, time_max) = (layout.shift(time), layout.value_max(time));
    // The time block needs a mask when a number block sits above it.
    let masked = !layout.sorts_by_time();
    // Each language's formula: `wrap` writes a literal, `time` the time block's ticks.
    let formula = |wrap: &dyn Fn(u64) -> String, ticks: &dyn Fn(u64) -> String| {
        let mut out = String::new();
        for (n, term) in terms.iter().enumerate() {
            if n > 0 {
                out.push_str(" | ");
            }
            let value = if term.time { ticks(term.value) } else { wrap(term.value) };
            if term.shift == 0 {
                out.push_str(&value);
            } else {
                let _ = write!(out, "({value} << {})", wrap(u64::from(term.shift)));
            }
        }
        out
    };
    // Whole division: `/` on BigInt and Rust's integers, `//` in Python.
    let ticks_of = |wrap: &dyn Fn(u64) -> String, t: u64, cast: &dyn Fn(u64) -> String, div: &str| {
        if tick == 1 {
            format!("({} - {})", cast(t), wrap(epoch))
        } else {
            format!("(({} - {}) {div} {})", cast(t), wrap(epoch), wrap(tick))
        }
    };
    let back = |wrap: &dyn Fn(u64) -> String, id_text: &str| {
        let mut ticks = format!("({id_text} >> {})", wrap(u64::from(ts)));
        if masked {
            ticks = format!("({ticks} & {})", wrap(time_max));
        }
        if tick != 1 {
            ticks = format!("{ticks} * {}", wrap(tick));
        }
        format!("{ticks} + {}", wrap(epoch))
    };
    let js_n = |v: u64| format!("{v}n");
    let plain = |v: u64| v.to_string();
    let js = format!(
        "// {comment}\nconst id = {};\nid.toString(); // \"{id}\"\nconst timestampMs = {};",
        formula(&js_n, &|t| ticks_of(&js_n, t, &|t| format!("BigInt({t})"), "/")),
        back(&js_n, &format!("BigInt(\"{id}\")")),
    );
    let rust = format!(
        "let id: u64 = {};\nassert_eq!(id, {id});\nlet timestamp_ms = {};",
        formula(&plain, &|t| ticks_of(&plain, t, &plain, "/")),
        back(&plain, "id"),
    );
    let python = format!(
        "id = {}\nassert id == {id}\ntimestamp_ms = {}",
        formula(&plain, &|t| ticks_of(&plain, t, &plain, "//")),
        back(&plain, "id"),
    );
    let sample = |name, lang, code| CodeSample { name, lang, code };
    [
        sample("JavaScript", "js", js),
        sample("Rust", "rust", rust),
        sample("Python", "python", python),
        sample("SQL (PostgreSQL)", "sql", sql(&layout, parts, id, &terms)),
    ]
}

/// PostgreSQL: `bigint` shifts while the ID fits a signed 64-bit integer, else exact
/// `numeric` products (a layout without a sign bit can use the top bit).
fn sql(layout: &Layout, parts: &Parts, id: SnowflakeId, terms: &[Term]) -> String {
    let (epoch, tick) = (layout.epoch_ms(), layout.tick_ms());
    let time = layout.time_index();
    let (ts, width) = (layout.shift(time), layout.blocks().get(time).map_or(0, |b| b.width()));
    let t = parts.timestamp_ms();
    let ticks = if tick == 1 { format!("({t} - {epoch})") } else { format!("(({t} - {epoch}) / {tick})") };
    if id.as_u64() <= i64::MAX as u64 {
        let formula: Vec<String> = terms
            .iter()
            .map(|term| {
                let value = if term.time { format!("{ticks}::bigint") } else { format!("{}::bigint", term.value) };
                if term.shift == 0 {
                    value
                } else {
                    format!("({value} << {})", term.shift)
                }
            })
            .collect();
        let mut back = format!("({id}::bigint >> {ts})");
        if !layout.sorts_by_time() {
            back = format!("({back} & {})", layout.value_max(time));
        }
        if tick != 1 {
            back = format!("{back} * {tick}");
        }
        return format!(
            "SELECT {} AS id;\n-- {id}\nSELECT {back} + {epoch} AS timestamp_ms;",
            formula.join("\n     | ")
        );
    }
    let formula: Vec<String> = terms
        .iter()
        .map(|term| {
            let value = if term.time { format!("{ticks}::numeric") } else { format!("{}::numeric", term.value) };
            if term.shift == 0 {
                value
            } else {
                format!("{value} * {}", 1u128 << term.shift)
            }
        })
        .collect();
    let back = format!("mod(div({id}::numeric, {}), {})", 1u128 << ts, 1u128 << width);
    let back = if tick == 1 { back } else { format!("{back} * {tick}") };
    format!("SELECT {} AS id;\n-- {id}\nSELECT {back} + {epoch} AS timestamp_ms;", formula.join("\n     + "))
}
