use crate::snowflake::BitBlock;
use crate::snowflake::{SnowflakeId, DATACENTER_SHIFT, EPOCH_MS, MACHINE_SHIFT, TIMESTAMP_SHIFT};
use crate::strings::{tr, use_strings};
use leptos::prelude::*;

/// The formula worked through for the current values, step by step.
/// Numbers are digit-grouped here for reading; the ID output itself stays plain digits.
#[component]
pub fn Calculation(id: Signal<Option<SnowflakeId>>) -> impl IntoView {
    let t = use_strings();
    let steps = move || {
        id.get().map(|id| {
            let c = id.formula_steps();
            let parts = id.decompose();
            let s = t();
            let g = |v: u64| s.group(v);
            let name = |block: BitBlock| s.bits.block_names[block];
            view! {
                <ol class="steps">
                    <li>
                        <p>{s.calculation.subtract_step}</p>
                        <code class="calc-line" data-step="1">
                            {g(c.timestamp_ms)} " − " {g(EPOCH_MS)} " = " <b>{g(c.delta)}</b>
                        </code>
                    </li>
                    <li>
                        <p>{s.calculation.shift_step}</p>
                        <table class="shifts" data-step="2">
                            <tbody>
                                <tr class="legend-timestamp"><th scope="row">{name(BitBlock::Timestamp)}</th><td><code>{g(c.delta)} " << " {TIMESTAMP_SHIFT}</code></td><td><code>"= " {g(c.timestamp_part)}</code></td></tr>
                                <tr class="legend-datacenter"><th scope="row">{name(BitBlock::Datacenter)}</th><td><code>{parts.datacenter_id()} " << " {DATACENTER_SHIFT}</code></td><td><code>"= " {g(c.datacenter_part)}</code></td></tr>
                                <tr class="legend-machine"><th scope="row">{name(BitBlock::Machine)}</th><td><code>{parts.machine_id()} " << " {MACHINE_SHIFT}</code></td><td><code>"= " {g(c.machine_part)}</code></td></tr>
                                <tr class="legend-sequence"><th scope="row">{name(BitBlock::Sequence)}</th><td><code>{parts.sequence()}</code></td><td><code>"= " {g(c.sequence_part)}</code></td></tr>
                            </tbody>
                        </table>
                    </li>
                    <li>
                        <p>{s.calculation.combine_step}</p>
                        <code class="calc-line" data-step="3">
                            {g(c.timestamp_part)} " + " {g(c.datacenter_part)} " + " {g(c.machine_part)} " + " {g(c.sequence_part)}
                            " = " <b>{g(c.id)}</b>
                        </code>
                    </li>
                </ol>
            }
        })
    };
    view! {
        <section class="calculation" id="calculation" aria-labelledby="calculation-heading">
            <h2 id="calculation-heading">{tr(|s| s.calculation.heading)}</h2>
            <p class="calc-invalid" hidden=move || id.get().is_some()>{tr(|s| s.calculation.invalid)}</p>
            {steps}
        </section>
    }
}
