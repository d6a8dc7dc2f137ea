use super::{tone_class, ReadNotes};
use crate::model::Composer;
use crate::snowflake::{Layout, Parts, Role, SnowflakeId};
use crate::strings::{tr, use_strings, Strings};
use leptos::html;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use std::fmt::Write;
use web_sys::{Element, Event, HtmlElement, KeyboardEvent};

/// The 64 bits in the layout's colour-coded blocks, each captioned with its name and width (so
/// they are told apart without colour), and their help; in an embed, a legend with each
/// block's value ([`BitLegend`], which the page places itself).
///
/// Every bit but a sign bit is a toggle button that flips it. The 64 buttons are one tab stop
/// (a roving `tabindex`): arrow keys, Home and End move between them, Space or Enter flips.
///
/// The buttons are written once as markup, and one effect writes each bit's text and state
/// where it changed; the grid listens for the clicks and focus of all 64. Sixty-four reactive
/// buttons, each with its own effects and listeners, were most of the first screen's mount.
#[component]
pub fn BitView(
    composer: Composer,
    /// The diagram embed (`?embed=bits`): the bits are read, not flipped; the keyboard still
    /// moves through them and each still says its block, place and value.
    #[prop(optional)]
    read_only: bool,
    /// The page's own bits, not an embed's: right after the blocks, why the bits hold no time
    /// where they do not ([`ReadNotes`]); the legend is the page's to place ([`BitLegend`]),
    /// after the other layouts' readings.
    #[prop(optional)]
    page: bool,
) -> impl IntoView {
    let t = use_strings();
    let id = composer.id_signal();
    let layout = composer.layout_signal();
    let grid = NodeRef::<html::Div>::new();
    // A block of the buttons drawn last: new buttons (a new layout's) come blank and disabled,
    // and the effect below writes all of them once they are in the page.
    let drawn = NodeRef::<html::Div>::new();
    let shape = composer.layouts().blocks_signal();
    // Index 0 is the top bit (bit 63), index 63 the lowest; the tab stop starts on the first
    // bit that can be flipped.
    let focused = StoredValue::new(first_flippable(&layout.get_untracked()));
    let move_tab_stop = move |next: u32| {
        let (Some(grid), previous) = (grid.get_untracked(), focused.get_value()) else { return };
        if previous != next {
            focused.set_value(next);
            set_attribute(bit_at(&grid, previous).as_ref(), "tabindex", Some("-1"));
            set_attribute(bit_at(&grid, next).as_ref(), "tabindex", Some("0"));
        }
    };
    // Writes what changed since the last run: the bits that differ, or all of them when the
    // language or the layout changes or the buttons are new, or the ID comes or goes. The
    // buttons are read, so a run that came before the new ones were drawn runs again after.
    Effect::new(move |last: Option<Option<(Option<u64>, &'static Strings, Layout, web_sys::HtmlDivElement)>>| {
        let (bits, s, now_layout) = (id.get().map(SnowflakeId::as_u64), t(), layout.get());
        let (grid, buttons_now) = (grid.get()?, drawn.get()?);
        let before = last
            .flatten()
            .filter(|(_, _, l, drawn)| *l == now_layout && *drawn == buttons_now)
            .map(|(bits, s, _, _)| (bits, s));
        if before.is_none() {
            focused.set_value(first_flippable(&now_layout));
        }
        let changed = match before {
            Some((Some(before), last_s)) if std::ptr::eq(last_s, s) => bits.map_or(u64::MAX, |now| before ^ now),
            Some((None, last_s)) if std::ptr::eq(last_s, s) && bits.is_none() => 0,
            _ => u64::MAX,
        };
        // Bits turn disabled, or back, only when the ID goes or comes.
        let came_or_went = before.is_none_or(|(before, _)| before.is_some() != bits.is_some());
        let buttons = grid.get_elements_by_class_name("bit");
        for position in (0..64).filter(|p| changed >> p & 1 == 1) {
            // The buttons are in document order, most significant first, as in the markup.
            if let Some(button) = buttons.item(63 - position) {
                let value = bits.map(|bits| bits >> position & 1 == 1);
                set_digit(&button, value.map(|v| if v { "1" } else { "0" }));
                if came_or_went {
                    set_attribute(Some(&button), "disabled", value.is_none().then_some(""));
                }
            }
        }
        // What a screen reader hears of the bits that changed, their pressed state and name,
        // follows a paint behind their 0 or 1, so an edit's frame shows sooner: nobody reaches
        // a bit within a frame. The first render is complete, so the page never shows an
        // unnamed bit, and the bit that has the focus is told at once.
        let focused_position = 63 - focused.get_value();
        if before.is_none() {
            write_bit_states(&grid, changed, bits, s, &now_layout);
        } else if changed != 0 {
            if changed >> focused_position & 1 == 1 {
                write_bit_states(&grid, 1 << focused_position, bits, s, &now_layout);
            }
            crate::web::behind_the_next_paint(move || write_bit_states(&grid, changed, bits, s, &now_layout));
        }
        Some((bits, s, now_layout, buttons_now))
    });
    let on_keydown = move |ev: KeyboardEvent| {
        let current = focused.get_value();
        let next = match ev.key().as_str() {
            "ArrowRight" | "ArrowDown" => current.saturating_add(1).min(63),
            "ArrowLeft" | "ArrowUp" => current.saturating_sub(1),
            "Home" => 0,
            "End" => 63,
            _ => return,
        };
        ev.prevent_default();
        move_tab_stop(next);
        if let Some(button) = grid.get_untracked().and_then(|grid| bit_at(&grid, next)) {
            let _ = button.unchecked_into::<HtmlElement>().focus();
        }
    };
    let on_focusin = move |ev: leptos::ev::FocusEvent| {
        if let Some(index) = bit_index(&ev) {
            move_tab_stop(index);
        }
    };
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let Some(index) = bit_index(&ev) else { return };
        move_tab_stop(index);
        // In the read-only diagram no bit is flipped; elsewhere, the layout says which may be.
        if read_only {
            return;
        }
        if let Some(flipped) = id.get_untracked().and_then(|id| layout.with_untracked(|l| l.flip(id, index))) {
            composer.show_id(flipped);
        }
    };
    // Built anew when the layout's blocks change, not with one's own epoch or tick.
    let blocks = move || {
        // Read, not only tracked: a memo nobody has read yet has no sources to wake it.
        let layout = shape.with(|_| layout.get_untracked());
        let figures: Vec<_> = layout
            .blocks()
            .iter()
            .enumerate()
            .map(|(index, block)| {
                let key = block.key();
                view! {
                    <figure class=format!("block {}", tone_class(&layout, index))>
                        <div class="block-bits" data-field=key.to_string() inner_html=buttons_markup(&layout, index, read_only) node_ref=drawn></div>
                        <figcaption>{move || t().block_name(key).into_owned()} <span class="width">{block.width()}</span></figcaption>
                    </figure>
                }
            })
            .collect();
        super::Fresh(figures)
    };
    // Under the bits, and below a phone's first screen: a paint behind them.
    let parts_behind = crate::web::a_paint_behind(composer.parts_signal());
    view! {
        <h2 class="bits-heading" id="bits-heading">{tr(|s| s.bits.label)}</h2>
        <div id="bits" class="bits" role="toolbar" aria-labelledby="bits-heading" aria-describedby="bits-help" node_ref=grid
            class:cleared=move || id.get().is_none() on:keydown=on_keydown on:focusin=on_focusin on:click=on_click>
            {blocks}
        </div>
        {page.then(|| view! { <ReadNotes parts=parts_behind /> })}
        <p class="hint" id="bits-help">
            // Both, one shown by the kind of pointer (style/main.css): a phone is tapped, not clicked.
            <span class="for-pointer">{tr(if read_only { |s| s.bits.help_read_only } else { |s| s.bits.help })}</span>
            {(!read_only).then(|| view! { <span class="for-touch">{tr(|s| s.bits.help_touch)}</span> })}
        </p>
        {(!page).then(|| view! { <BitLegend composer parts=parts_behind /> })}
    }
}

/// The bits' legend: each block's name, width and value in the ID `parts` (for the page, a
/// paint behind the bits).
#[component]
pub fn BitLegend(composer: Composer, parts: Signal<Option<Parts>>) -> impl IntoView {
    let t = use_strings();
    let layout = composer.layout_signal();
    let shape = composer.layouts().blocks_signal();
    let legend_rows = move || {
        let layout = shape.with(|_| layout.get_untracked());
        let rows: Vec<_> = layout
            .blocks()
            .iter()
            .enumerate()
            .map(|(index, block)| {
                let key = block.key();
                let value = move || {
                    parts.get().map(|parts| t().block_value(&parts.layout(), SnowflakeId::compose(parts), index))
                };
                view! {
                    <tr class=tone_class(&layout, index)>
                        <th scope="row"><span class="swatch" aria-hidden="true"></span>{move || t().block_name(key).into_owned()}</th>
                        <td>{block.width()}</td>
                        <td class="legend-value">{value}</td>
                    </tr>
                }
            })
            .collect();
        super::Fresh(rows)
    };
    view! {
        <table class="legend">
            <thead>
                <tr><th scope="col">{tr(|s| s.bits.legend_block)}</th><th scope="col">{tr(|s| s.bits.legend_width)}</th><th scope="col">{tr(|s| s.bits.legend_value)}</th></tr>
            </thead>
            <tbody>{legend_rows}</tbody>
        </table>
    }
}

/// The first bit (by index, 0 = the top bit) a person can flip: where the tab stop starts.
fn first_flippable(layout: &Layout) -> u32 {
    (0..64).find(|index| layout.flippable(*index)).unwrap_or(0)
}

/// Writes the pressed state and accessible name of every bit in `due` (a mask by position) for
/// the ID `bits` in the wording `s`.
fn write_bit_states(grid: &Element, due: u64, bits: Option<u64>, s: &'static Strings, layout: &Layout) {
    let buttons = grid.get_elements_by_class_name("bit");
    for (index, block) in layout.blocks().iter().enumerate() {
        let shift = layout.shift(index);
        for bit_in_block in 0..block.width() {
            let position = shift + bit_in_block;
            let Some(button) = buttons.item(63 - position).filter(|_| due >> position & 1 == 1) else { continue };
            let value = bits.map(|bits| bits >> position & 1 == 1);
            set_attribute(Some(&button), "aria-pressed", value.map(|v| if v { "true" } else { "false" }));
            if block.role() == Role::Sign {
                set_attribute(Some(&button), "aria-label", Some(s.bits.sign_bit_name));
                set_attribute(Some(&button), "title", Some(s.bits.sign_bit_name));
            } else {
                set_attribute(
                    Some(&button),
                    "aria-label",
                    Some(&s.bit_label(layout, index, bit_in_block, position, value)),
                );
            }
        }
    }
}

/// Block `index`'s buttons, most significant bit first, empty and disabled until the effect
/// above writes them (in the same task, before the first paint). Only the page's own numbers
/// and words go into this markup.
fn buttons_markup(layout: &Layout, block: usize, read_only: bool) -> String {
    let mut markup = String::new();
    let (shift, width) = (layout.shift(block), layout.blocks().get(block).map_or(0, |b| b.width()));
    let sign = layout.blocks().get(block).is_some_and(|b| b.role() == Role::Sign);
    for bit_in_block in (0..width).rev() {
        let position = shift + bit_in_block; // 63 = most significant
        let index = 63 - position;
        let tab = if index == first_flippable(layout) { "0" } else { "-1" };
        let locked = if sign || read_only { " aria-disabled=\"true\"" } else { "" };
        let _ = write!(
            markup,
            "<button type=\"button\" class=\"bit\" data-index=\"{index}\" data-pos=\"{position}\" tabindex=\"{tab}\"{locked} disabled></button>"
        );
    }
    markup
}

/// Shows `digit` in a bit's button: into its text node where it has one, so a new value
/// changes the text in place rather than replacing the node (which costs a style and layout of
/// its own, on every bit that changes).
fn set_digit(button: &Element, digit: Option<&str>) {
    match (button.first_child(), digit) {
        (Some(text), Some(digit)) => text.set_node_value(Some(digit)),
        (_, digit) => button.set_text_content(digit),
    }
}

/// The button for bit `index` (0 = the sign), in document order.
fn bit_at(grid: &Element, index: u32) -> Option<Element> {
    grid.get_elements_by_class_name("bit").item(index)
}

/// Which bit an event inside the grid came from.
fn bit_index(ev: &Event) -> Option<u32> {
    let target = ev.target()?.dyn_into::<Element>().ok()?;
    let index = target.closest(".bit").ok()??.get_attribute("data-index")?.parse().ok()?;
    (index < 64).then_some(index)
}

fn set_attribute(element: Option<&Element>, name: &str, value: Option<&str>) {
    if let Some(element) = element {
        let _ = match value {
            Some(value) => element.set_attribute(name, value),
            None => element.remove_attribute(name),
        };
    }
}
