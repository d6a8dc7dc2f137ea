use crate::snowflake::{BitBlock, SnowflakeId, EPOCH_MS};
use crate::strings::EN;
use leptos::prelude::*;

/// The 64 bits split into five colour-coded blocks, each captioned with its name and width
/// (so the blocks are told apart without colour), and a legend with each block's value.
#[component]
pub fn BitView(id: Signal<Option<SnowflakeId>>) -> impl IntoView {
    let blocks = BitBlock::ALL.map(|block| {
        let key = block.key();
        let bits = (0..block.width())
            .rev()
            .map(|bit| {
                let position = block.shift() + bit;
                view! { <span class="bit">{move || id.get().map(|id| if id.as_u64() >> position & 1 == 1 { "1" } else { "0" })}</span> }
            })
            .collect_view();
        view! {
            <figure class=format!("block block-{key}")>
                <div class="block-bits" data-field=key>{bits}</div>
                <figcaption>{EN.block_name(block)} <span class="width">{block.width()}</span></figcaption>
            </figure>
        }
    });
    let legend_rows = BitBlock::ALL.map(|block| {
        let value = move || {
            id.get().map(|id| match block {
                BitBlock::Sign => format!("0 ({})", EN.sign_value_note),
                BitBlock::Timestamp => {
                    let delta = id.block_value(block);
                    format!("{} {} = {}", EN.group(delta), EN.ms_after_epoch, EN.group(EPOCH_MS + delta))
                }
                _ => id.block_value(block).to_string(),
            })
        };
        view! {
            <tr class=format!("legend-{}", block.key())>
                <th scope="row"><span class="swatch" aria-hidden="true"></span>{EN.block_name(block)}</th>
                <td>{block.width()}</td>
                <td class="legend-value">{value}</td>
            </tr>
        }
    });
    view! {
        <h2 class="bits-heading">{EN.bits_label}</h2>
        <div id="bits" class="bits" class:cleared=move || id.get().is_none()>{blocks.collect_view()}</div>
        <table class="legend">
            <thead>
                <tr><th scope="col">{EN.legend_block}</th><th scope="col">{EN.legend_width}</th><th scope="col">{EN.legend_value}</th></tr>
            </thead>
            <tbody>{legend_rows.collect_view()}</tbody>
        </table>
    }
}
