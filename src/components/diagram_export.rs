use super::CopyButton;
use crate::diagram_file::{draw, file_name, markdown, BlockColours, Palette, Picture, Tone, Wording};
use crate::snowflake::{Parts, SnowflakeId};
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
split_point! { for_authors, preload_diagram_file: fn save_diagram(parts: Parts, s: &'static Strings, format: Format) -> Result<Saving> {
    let id = SnowflakeId::compose(parts);
    let Picture { svg, width, height } = picture(parts, s);
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
pub fn DiagramExport(parts: Signal<Option<Parts>>, share_link: Signal<Option<String>>) -> impl IntoView {
    let t = use_strings();
    // Why the last save failed: its code did not arrive, or the browser could not draw a PNG.
    let failed = RwSignal::new(None::<Pick>);
    let has_id = Signal::derive(move || parts.with(Option::is_some));
    let save = move |format: Format| {
        let Some(parts) = parts.get_untracked() else { return };
        let s = t();
        spawn_local(async move {
            let Ok(saving) = save_diagram(parts, s, format).await else {
                failed.set(Some(|s| s.status.diagram_failed));
                return;
            };
            let saved = saving.await;
            failed.set(saved.is_err().then_some(|s| s.export.failed));
        });
    };
    // Built on click only (CopyButton's `enabled`): the link costs work on every edit.
    let markdown_text = Signal::derive(move || {
        let (id, link) = (parts.get().map(SnowflakeId::compose)?, share_link.get()?);
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

/// The diagram of an ID, read in its layout, in the page's words and the colours its style
/// sheet resolves now.
fn picture(parts: Parts, s: &'static Strings) -> Picture {
    let (layout, id) = (parts.layout(), SnowflakeId::compose(parts));
    let heading = format!("{} {id}", s.result.label);
    let blocks = 0..layout.blocks().len();
    let wording = Wording {
        lang: s.page.locale,
        title: &s.diagram_title(id),
        heading: &heading,
        block_names: layout.blocks().iter().map(|b| s.block_name(b.key()).into_owned()).collect(),
        values: blocks.map(|i| s.block_value(&layout, id, i)).collect(),
    };
    draw(&layout, id, &wording, &palette())
}

/// The theme on screen, from the same custom properties the page draws its bits with.
fn palette() -> Palette {
    let mut names: Vec<String> = ["--bg", "--fg", "--muted", "--bit-fg"].map(String::from).into();
    for tone in Tone::ALL {
        names.push(format!("--{}-bg", tone.names().1));
        names.push(format!("--{}-edge", tone.names().1));
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
