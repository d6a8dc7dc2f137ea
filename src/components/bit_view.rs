use super::ReadNotes;
use crate::model::{Clock, Composer};
use crate::snowflake::{BitBlock, SnowflakeId};
use crate::strings::{tr, use_strings};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use web_sys::{HtmlElement, KeyboardEvent};

/// The 64 bits in five colour-coded blocks, each captioned with its name and width (so they
/// are told apart without colour), and a legend with each block's value.
///
/// Every bit but the sign is a toggle button that flips it. The 64 buttons are one tab stop
/// (a roving `tabindex`): arrow keys, Home and End move between them, Space or Enter flips.
#[component]
pub fn BitView(
    composer: Composer,
    /// The diagram embed (`?embed=bits`): the bits are read, not flipped; the keyboard still
    /// moves through them and each still says its block, place and value.
    #[prop(optional)]
    read_only: bool,
    /// Right after the bit blocks, before their help: other readings of the same bits
    /// ([`ReadNotes`], for the page). A typed prop, not children: children would be an
    /// `AnyView`, which keeps the HTML-rendering code of everything in it.
    #[prop(optional)]
    notes: Option<Clock>,
    /// In the `?embed` view, which shows no explanation: the notes link to the whole page.
    #[prop(optional)]
    in_embed: bool,
) -> impl IntoView {
    let t = use_strings();
    let id = composer.id_signal();
    // Index 0 is the sign (bit 63), index 63 the lowest sequence bit.
    let focused = RwSignal::new(1u32);
    // One signal per bit (None while there is no ID), written by one effect and only where
    // the bit changed, so a keystroke wakes only the buttons whose bit changed. Not a memo
    // per bit, the idiomatic form: 64 memos re-run on every change and cost measurably more
    // per keystroke (benches/README.md).
    let bit_values: [RwSignal<Option<bool>>; 64] = std::array::from_fn(|_| RwSignal::new(None));
    Effect::new(move |_| {
        let bits = id.get().map(SnowflakeId::as_u64);
        for (index, signal) in bit_values.iter().enumerate() {
            let next = bits.map(|bits| bits >> (63 - index) & 1 == 1);
            if signal.get_untracked() != next {
                signal.set(next);
            }
        }
    });
    let on_keydown = move |ev: KeyboardEvent| {
        let current = focused.get_untracked();
        let next = match ev.key().as_str() {
            "ArrowRight" | "ArrowDown" => current.saturating_add(1).min(63),
            "ArrowLeft" | "ArrowUp" => current.saturating_sub(1),
            "Home" => 0,
            "End" => 63,
            _ => return,
        };
        ev.prevent_default();
        focused.set(next);
        let target = ev.current_target().and_then(|t| t.dyn_into::<HtmlElement>().ok());
        if let Some(button) =
            target.and_then(|grid| grid.query_selector(&format!("[data-index='{next}']")).ok().flatten())
        {
            let _ = button.unchecked_into::<HtmlElement>().focus();
        }
    };
    let blocks = BitBlock::ALL.map(|block| {
        let key = block.key();
        let bits = (0..block.width())
            .rev()
            .map(|bit_in_block| bit_button(composer, id, bit_values, focused, block, bit_in_block, read_only))
            .collect_view();
        view! {
            <figure class=format!("block block-{key}")>
                <div class="block-bits" data-field=key>{bits}</div>
                <figcaption>{move || t().bits.block_names[block]} <span class="width">{block.width()}</span></figcaption>
            </figure>
        }
    });
    let legend_rows = BitBlock::ALL.map(|block| {
        let value = move || id.get().map(|id| t().block_value(id, block));
        view! {
            <tr class=format!("legend-{}", block.key())>
                <th scope="row"><span class="swatch" aria-hidden="true"></span>{move || t().bits.block_names[block]}</th>
                <td>{block.width()}</td>
                <td class="legend-value">{value}</td>
            </tr>
        }
    });
    view! {
        <h2 class="bits-heading" id="bits-heading">{tr(|s| s.bits.label)}</h2>
        <div id="bits" class="bits" role="toolbar" aria-labelledby="bits-heading" aria-describedby="bits-help"
            class:cleared=move || id.get().is_none() on:keydown=on_keydown>
            {blocks.collect_view()}
        </div>
        {notes.map(|clock| view! { <ReadNotes id clock in_embed /> })}
        <p class="hint" id="bits-help">
            // Both, one shown by the kind of pointer (style/main.css): a phone is tapped, not clicked.
            <span class="for-pointer">{tr(if read_only { |s| s.bits.help_read_only } else { |s| s.bits.help })}</span>
            {(!read_only).then(|| view! { <span class="for-touch">{tr(|s| s.bits.help_touch)}</span> })}
        </p>
        <table class="legend">
            <thead>
                <tr><th scope="col">{tr(|s| s.bits.legend_block)}</th><th scope="col">{tr(|s| s.bits.legend_width)}</th><th scope="col">{tr(|s| s.bits.legend_value)}</th></tr>
            </thead>
            <tbody>{legend_rows.collect_view()}</tbody>
        </table>
    }
}

fn bit_button(
    composer: Composer,
    id: Signal<Option<SnowflakeId>>,
    bit_values: [RwSignal<Option<bool>>; 64],
    focused: RwSignal<u32>,
    block: BitBlock,
    bit_in_block: u32,
    read_only: bool,
) -> impl IntoView {
    let position = block.shift() + bit_in_block; // 63 = most significant
    let index = 63 - position;
    let is_sign = block == BitBlock::Sign;
    // The sign bit is never flipped; in the read-only diagram no bit is.
    let locked = is_sign || read_only;
    let bit = bit_values[index as usize];
    let value = move || bit.get();
    let t = use_strings();
    let label = move || {
        let s = t();
        match (is_sign, value()) {
            (true, _) => s.bits.sign_bit_name.to_string(),
            (false, value) => s.bit_label(block, bit_in_block + 1, position, value),
        }
    };
    let flip = move |_| {
        if locked {
            return;
        }
        focused.set(index);
        // The sign bit is never flipped, so the result stays below 2^63 and from_u64 accepts it.
        if let Some(flipped) = id.get_untracked().and_then(|id| SnowflakeId::from_u64(id.as_u64() ^ (1 << position))) {
            composer.show_id(flipped);
        }
    };
    view! {
        <button
            type="button"
            class="bit"
            data-index=index
            data-pos=position
            tabindex=move || if focused.get() == index { "0" } else { "-1" }
            disabled=move || value().is_none()
            aria-disabled=if locked { Some("true") } else { None }
            aria-pressed=move || value().map(|v| if v { "true" } else { "false" })
            aria-label=label
            title=move || is_sign.then(|| t().bits.sign_bit_name)
            on:click=flip
            on:focus=move |_| focused.set(index)
        >
            {move || value().map(|v| if v { "1" } else { "0" })}
        </button>
    }
}
