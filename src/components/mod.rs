//! The views: each file holds one component (or one split point's body and the component that
//! shows it), which reads the page's model or a result derived from it.

mod bit_view;
mod bulk_panel;
mod calculation;
mod clock_note;
mod code_samples;
mod compare_panel;
mod copy_button;
mod deferred;
mod diagram;
mod diagram_export;
mod embed_panel;
mod field_input;
mod fields_form;
mod formats;
mod fresh;
mod full_tool_link;
mod headline;
mod id_box;
mod language_switch;
mod layout_picker;
mod new_build;
mod other_layouts;
mod prose;
mod range_panel;
mod read_notes;
mod results_below;
mod run_panel;
mod text_field;
mod tool_panel;
mod tools_nav;

pub use bit_view::{BitLegend, BitView};
pub use bulk_panel::{preload_bulk, BulkPanel};
pub use calculation::Calculation;
pub use clock_note::{clock_note_view, ClockNote};
pub use code_samples::CodeSamples;
pub use compare_panel::{preload_compare, ComparePanel};
pub use copy_button::{CopyButton, IdWaiting};
pub use deferred::Deferred;
pub use diagram::diagram_view;
pub use diagram_export::{preload_diagram_file, DiagramExport};
pub use embed_panel::{embed_panel, preload_builder, EmbedPanel};
pub use field_input::FieldInput;
pub use fields_form::FieldsForm;
pub use formats::Formats;
pub use fresh::Fresh;
pub use full_tool_link::FullToolLink;
pub use headline::Headline;
pub use id_box::IdBox;
pub use language_switch::LanguageSwitch;
pub use layout_picker::{layout_editor_view, preload_layout_editor, LayoutPicker, LayoutStatus};
pub use new_build::{NewBuild, NewBuildLine};
pub use other_layouts::other_layouts_view;
pub use prose::Prose;
pub use range_panel::{preload_range, RangePanel};
pub use read_notes::ReadNotes;
pub use results_below::{preload_results, results_below};
pub use run_panel::{preload_run, RunPanel};
pub use text_field::TextField;
pub use tool_panel::ToolPanel;
pub use tools_nav::{ToolsJump, ToolsNav};

use crate::snowflake::Layout;
use leptos::prelude::{use_context, Signal};

/// The layout the page's fields and bits are drawn in: provided once by the page, so an output
/// below the first screen reads it without a prop through every layer. (The tools read the
/// one current layout from their own state instead: none while the page can read in none.)
#[derive(Clone, Copy)]
pub struct PageLayout(pub Signal<Layout>);

/// The page's layout; Twitter's where none was provided (a component mounted alone).
pub fn use_layout() -> Signal<Layout> {
    use_context::<PageLayout>().map_or_else(|| Signal::stored(Layout::TWITTER), |l| l.0)
}

/// The class that colours block `index` of `layout` (style/main.css), by its tone.
pub fn tone_class(layout: &Layout, index: usize) -> &'static str {
    crate::diagram_file::Tone::of(layout, index).names().0
}

/// The id of the input of the block keyed `key`: the key itself for the words the page knows
/// (Twitter's `timestamp`, `datacenter`, `machine`, `sequence`, and the other presets'), else
/// `block-<key>`, so that a key of one's own never takes an id the page uses.
pub fn block_input_id(key: crate::snowflake::BlockKey) -> leptos::oco::Oco<'static, str> {
    match crate::strings::WORDED_KEYS.into_iter().find(|known| *known == key.as_str()) {
        Some(known) => known.into(),
        None => format!("block-{key}").into(),
    }
}

/// Fetches the four tools' chunks one after another, then the embed builder's, the diagram
/// file's and the layout editor's, so that opening a tool or the builder, or saving the diagram, later answers
/// at once. Called when the browser is idle after the composer's first answer; not in an
/// embed, where nobody opens them. A failure is left for the part itself to report when used.
pub async fn prefetch_tools() {
    let _ = preload_range().await;
    let _ = preload_run().await;
    let _ = preload_compare().await;
    let _ = preload_bulk().await;
    let _ = preload_builder().await;
    let _ = preload_diagram_file().await;
    let _ = preload_layout_editor().await;
}

/// `text()` on the web; off it (the build's first screen, which knows nothing of the visitor's
/// clock) a dash, which holds the line the answer will take.
pub(crate) fn known(text: impl FnOnce() -> Option<String>) -> Option<String> {
    if cfg!(target_arch = "wasm32") {
        text()
    } else {
        Some("\u{2014}".to_string())
    }
}
