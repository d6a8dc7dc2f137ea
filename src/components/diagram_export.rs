use super::CopyButton;
use crate::diagram_file::{draw, file_name, markdown, BlockColours, Palette, Picture, Wording};
use crate::snowflake::{BitBlock, SnowflakeId};
use crate::split::split_point;
use crate::strings::{tr, use_strings, Pick, Strings};
use crate::web;
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::future::Future;
use std::pin::Pin;

/// The PNG's pixels per CSS pixel: sharp on slides and high-density screens.
const PNG_SCALE: u32 = 2;

/// A file being saved: `Err` if the browser could not draw it.
type Saving = Pin<Box<dyn Future<Output = Result<(), ()>>>>;

// Drawing and saving the picture is code nobody needs until they save one: a chunk of its own.
split_point! { for_authors, preload_diagram_file: fn save_diagram(id: SnowflakeId, s: &'static Strings, format: Format) -> Result<Saving> {
    let Picture { svg, width, height } = picture(id, s);
        let saving: Saving = Box::pin(async move {
        match format {
            Format::Svg => {
                web::download(&file_name(id, "svg"), "image/svg+xml", &svg);
                Ok(())
            }
            Format::Png => web::download_png(&file_name(id, "png"), &svg, width, height, PNG_SCALE).await,
        }
    });
    saving
} }

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Svg,
    Png,
}

/// The current ID's bit diagram as a file: an SVG, a 2× PNG, and Markdown that shows the
/// saved SVG and links back to this state. Each is made when asked for, in the language and
/// theme on screen.
#[component]
pub fn DiagramExport(id: Signal<Option<SnowflakeId>>, share_link: Signal<Option<String>>) -> impl IntoView {
    let t = use_strings();
    // Why the last save failed: its code did not arrive, or the browser could not draw a PNG.
    let failed = RwSignal::new(None::<Pick>);
    let has_id = Signal::derive(move || id.with(Option::is_some));
    let save = move |format: Format| {
        let Some(id) = id.get_untracked() else { return };
        let s = t();
        spawn_local(async move {
            let Ok(saving) = save_diagram(id, s, format).await else {
                failed.set(Some(|s| s.status.diagram_failed));
                return;
            };
            let saved = saving.await;
            failed.set(saved.is_err().then_some(|s| s.export.failed));
        });
    };
    // Built on click only (CopyButton's `enabled`): the link costs work on every edit.
    let markdown_text = Signal::derive(move || {
        let (id, link) = (id.get()?, share_link.get()?);
        let s = t();
        Some(markdown(&s.markdown_alt(id), &file_name(id, "svg"), s.export.markdown_link, &link))
    });
    view! {
        <div class="export">
            <h2 id="export-heading">{tr(|s| s.export.heading)}</h2>
            <p class="hint">{tr(|s| s.export.note)}</p>
            <p class="export-actions">
                <button type="button" id="download-svg" disabled=move || !has_id.get() on:click=move |_| save(Format::Svg)>{tr(|s| s.export.svg)}</button>
                <button type="button" id="download-png" disabled=move || !has_id.get() on:click=move |_| save(Format::Png)>{tr(|s| s.export.png)}</button>
                <CopyButton id="copy-markdown" label=Signal::derive(tr(|s| s.export.markdown)) text=markdown_text enabled=has_id />
            </p>
            <p class="error" id="export-error" role="alert" hidden=move || failed.with(Option::is_none)>
                {move || failed.get().map(|pick| pick(t()))}
            </p>
        </div>
    }
}

/// The diagram of `id` in the page's words and the colours its style sheet resolves now.
fn picture(id: SnowflakeId, s: &'static Strings) -> Picture {
    let heading = format!("{} {id}", s.result.label);
    let wording = Wording {
        lang: s.page.locale,
        title: &s.diagram_title(id),
        heading: &heading,
        block_names: BitBlock::ALL.map(|block| s.bits.block_names[block]),
        values: BitBlock::ALL.map(|block| s.block_value(id, block)),
    };
    draw(id, &wording, &palette())
}

/// The theme on screen, from the same custom properties the page draws its bits with.
fn palette() -> Palette {
    let mut names: Vec<String> = ["--bg", "--fg", "--muted", "--bit-fg"].map(String::from).into();
    for block in BitBlock::ALL {
        names.push(format!("--{}-bg", block.key()));
        names.push(format!("--{}-edge", block.key()));
    }
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let colours = web::resolved_colours(&names);
    let [background, text, muted, bit_text, blocks @ ..] = colours.as_slice() else { return Palette::plain() };
    let Ok(blocks) = <&[String; 10]>::try_from(blocks) else { return Palette::plain() };
    Palette {
        background: background.clone(),
        text: text.clone(),
        muted: muted.clone(),
        bit_text: bit_text.clone(),
        blocks: std::array::from_fn(|i| BlockColours { fill: blocks[2 * i].clone(), edge: blocks[2 * i + 1].clone() }),
    }
}
