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
mod full_tool_link;
mod headline;
mod id_box;
mod language_switch;
mod new_build;
mod prose;
mod range_panel;
mod read_notes;
mod results_below;
mod run_panel;
mod text_field;
mod tool_panel;
mod tools_nav;

pub use bit_view::BitView;
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
pub use full_tool_link::FullToolLink;
pub use headline::Headline;
pub use id_box::IdBox;
pub use language_switch::LanguageSwitch;
pub use new_build::{NewBuild, NewBuildLine};
pub use prose::Prose;
pub use range_panel::{preload_range, RangePanel};
pub use read_notes::ReadNotes;
pub use results_below::{preload_results, results_below};
pub use run_panel::{preload_run, RunPanel};
pub use text_field::TextField;
pub use tool_panel::ToolPanel;
pub use tools_nav::{ToolsJump, ToolsNav};

/// Fetches the four tools' chunks one after another, then the embed builder's and the
/// diagram file's, so that opening a tool or the builder, or saving the diagram, later answers
/// at once. Called when the browser is idle after the composer's first answer; not in an
/// embed, where nobody opens them. A failure is left for the part itself to report when used.
pub async fn prefetch_tools() {
    let _ = preload_range().await;
    let _ = preload_run().await;
    let _ = preload_compare().await;
    let _ = preload_bulk().await;
    let _ = preload_builder().await;
    let _ = preload_diagram_file().await;
}
