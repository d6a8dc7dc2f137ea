use super::tone_class;
use crate::snowflake::{Parts, Role, SnowflakeId};
use crate::strings::{tr, use_strings};
use leptos::prelude::*;

/// The formula worked through for the current values, step by step, in the ID's layout.
/// Numbers are digit-grouped here for reading; the ID output itself stays plain digits.
#[component]
pub fn Calculation(parts: Signal<Option<Parts>>) -> impl IntoView {
    let t = use_strings();
    let steps = move || {
        parts.get().map(|parts| {
            let layout = parts.layout();
            let id = SnowflakeId::compose(parts);
            let c = id.formula_steps(&layout);
            let s = t();
            let g = |v: u64| s.group(v);
            let tick = layout.tick_ms();
            let (first_step, first_line) = if tick == 1 {
                (s.calculation.subtract_step.to_string(), format!("{} − {} = ", g(c.timestamp_ms), g(layout.epoch_ms())))
            } else {
                (
                    s.calculation.tick_step.fill(crate::strings::Ms { ms: &g(tick) }),
                    format!("({} − {}) ÷ {} = ", g(c.timestamp_ms), g(layout.epoch_ms()), g(tick)),
                )
            };
            let shown: Vec<usize> =
                (0..c.len).filter(|i| layout.blocks().get(*i).is_some_and(|b| b.role() != Role::Sign)).collect();
            let rows = shown
                .iter()
                .map(|&i| {
                    let (value, shift, shifted) = c.blocks[i];
                    let name = layout.blocks().get(i).map(|b| s.block_name(b.key()).into_owned()).unwrap_or_default();
                    let formula = if shift == 0 { g(value) } else { format!("{} << {shift}", g(value)) };
                    view! {
                        <tr class=tone_class(&layout, i)><th scope="row">{name}</th><td><code>{formula}</code></td><td><code>"= " {g(shifted)}</code></td></tr>
                    }
                })
                .collect_view();
            let sum = shown.iter().map(|&i| g(c.blocks[i].2)).collect::<Vec<_>>().join(" + ");
            view! {
                <ol class="steps">
                    <li>
                        <p>{first_step}</p>
                        <code class="calc-line" data-step="1">{first_line} <b>{g(c.ticks)}</b></code>
                    </li>
                    <li>
                        <p>{s.calculation.shift_step}</p>
                        <table class="shifts" data-step="2"><tbody>{rows}</tbody></table>
                    </li>
                    <li>
                        <p>{s.calculation.combine_step}</p>
                        <code class="calc-line" data-step="3">{sum} " = " <b>{g(c.id)}</b></code>
                    </li>
                </ol>
            }
        })
    };
    view! {
        <section class="calculation" id="calculation" aria-labelledby="calculation-heading">
            <h2 id="calculation-heading">{tr(|s| s.calculation.heading)}</h2>
            <p class="calc-invalid" hidden=move || parts.with(Option::is_some)>{tr(|s| s.calculation.invalid)}</p>
            {steps}
        </section>
    }
}
