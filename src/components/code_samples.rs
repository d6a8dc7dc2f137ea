use crate::snowflake::{SnowflakeId, DATACENTER_SHIFT, EPOCH_MS, MACHINE_SHIFT, TIMESTAMP_SHIFT};
use crate::strings::{tr, use_strings};
use leptos::prelude::*;

/// The current ID computed, and read back, in JavaScript (BigInt), Rust, Python and SQL.
/// Each snippet is complete and exact in its language; the end-to-end tests run the
/// JavaScript and Python ones.
#[component]
pub fn CodeSamples(id: Signal<Option<SnowflakeId>>) -> impl IntoView {
    let t = use_strings();
    let samples = move || {
        id.get().map(|id| {
            let comment = t().code.js_comment;
            let p = id.decompose();
            let (t, d, m, s) = (p.timestamp_ms(), p.datacenter_id(), p.machine_id(), p.sequence());
            let (ts, ds, ms) = (TIMESTAMP_SHIFT, DATACENTER_SHIFT, MACHINE_SHIFT);
            [
                ("JavaScript", "js", format!(
                    "// {comment}\n\
                     const id = ((BigInt({t}) - {EPOCH_MS}n) << {ts}n) | ({d}n << {ds}n) | ({m}n << {ms}n) | {s}n;\n\
                     id.toString(); // \"{id}\"\n\
                     const timestampMs = (BigInt(\"{id}\") >> {ts}n) + {EPOCH_MS}n;"
                )),
                ("Rust", "rust", format!(
                    "let id: u64 = (({t} - {EPOCH_MS}) << {ts}) | ({d} << {ds}) | ({m} << {ms}) | {s};\n\
                     assert_eq!(id, {id});\n\
                     let timestamp_ms = (id >> {ts}) + {EPOCH_MS};"
                )),
                ("Python", "python", format!(
                    "id = (({t} - {EPOCH_MS}) << {ts}) | ({d} << {ds}) | ({m} << {ms}) | {s}\n\
                     assert id == {id}\n\
                     timestamp_ms = (id >> {ts}) + {EPOCH_MS}"
                )),
                ("SQL (PostgreSQL)", "sql", format!(
                    "SELECT (({t}::bigint - {EPOCH_MS}) << {ts})\n     | ({d}::bigint << {ds}) | ({m}::bigint << {ms}) | {s} AS id;\n\
                     -- {id}\n\
                     SELECT ({id}::bigint >> {ts}) + {EPOCH_MS} AS timestamp_ms;"
                )),
            ]
            .map(|(name, lang, code)| view! {
                <figure class="code-sample">
                    <figcaption>{name}</figcaption>
                    <pre><code data-lang=lang>{code}</code></pre>
                </figure>
            })
            .collect_view()
        })
    };
    view! {
        <section class="code" aria-labelledby="code-heading" hidden=move || id.with(Option::is_none)>
            <h2 id="code-heading">{tr(|s| s.code.heading)}</h2>
            <p class="hint">{tr(|s| s.code.note)}</p>
            <div class="code-grid">{samples}</div>
        </section>
    }
}
