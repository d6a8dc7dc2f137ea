use crate::snowflake::{SnowflakeId, DATACENTER_SHIFT, EPOCH_MS, MACHINE_SHIFT, TIMESTAMP_SHIFT};
use crate::strings::EN;
use leptos::prelude::*;

/// The formula worked through for the current values, the way the seed works its example.
/// Numbers are digit-grouped here for reading; the ID output itself stays plain digits.
#[component]
pub fn Calculation(id: Signal<Option<SnowflakeId>>) -> impl IntoView {
    let steps = move || {
        id.get().map(|id| {
            let c = id.calculation();
            let parts = id.decompose();
            let g = |v: u64| EN.group(v);
            view! {
                <ol class="steps">
                    <li>
                        <p>{EN.calc_step1}</p>
                        <code class="calc-line" data-step="1">
                            {g(c.timestamp_ms)} " − " {g(EPOCH_MS)} " = " <b>{g(c.delta)}</b>
                        </code>
                    </li>
                    <li>
                        <p>{EN.calc_step2}</p>
                        <table class="shifts" data-step="2">
                            <tbody>
                                <tr class="legend-timestamp"><th scope="row">"timestamp"</th><td><code>{g(c.delta)} " << " {TIMESTAMP_SHIFT}</code></td><td><code>"= " {g(c.timestamp_part)}</code></td></tr>
                                <tr class="legend-datacenter"><th scope="row">"datacenter"</th><td><code>{parts.datacenter_id()} " << " {DATACENTER_SHIFT}</code></td><td><code>"= " {g(c.datacenter_part)}</code></td></tr>
                                <tr class="legend-machine"><th scope="row">"machine"</th><td><code>{parts.machine_id()} " << " {MACHINE_SHIFT}</code></td><td><code>"= " {g(c.machine_part)}</code></td></tr>
                                <tr class="legend-sequence"><th scope="row">"sequence"</th><td><code>{parts.sequence()}</code></td><td><code>"= " {g(c.sequence_part)}</code></td></tr>
                            </tbody>
                        </table>
                    </li>
                    <li>
                        <p>{EN.calc_step3}</p>
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
            <h2 id="calculation-heading">{EN.calc_heading}</h2>
            <p class="calc-invalid" hidden=move || id.get().is_some()>{EN.calc_invalid}</p>
            {steps}
        </section>
    }
}
