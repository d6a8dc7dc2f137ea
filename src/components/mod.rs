//! One component per file; each reads the shared state or the one derived result.

mod bit_view;
mod bulk_panel;
mod calculation;
mod clock_note;
mod code_samples;
mod compare_panel;
mod copy_button;
mod embed_panel;
mod formats;
mod id_input;
mod language_switch;
mod number_field;
mod prose;
mod range_panel;
mod run_panel;
mod text_field;
mod time_info;
mod tool_panel;

pub use bit_view::BitView;
pub use bulk_panel::BulkPanel;
pub use calculation::Calculation;
pub use clock_note::ClockNote;
pub use code_samples::CodeSamples;
pub use compare_panel::ComparePanel;
pub use copy_button::CopyButton;
pub use embed_panel::EmbedPanel;
pub use formats::Formats;
pub use id_input::IdInput;
pub use language_switch::LanguageSwitch;
pub use number_field::NumberField;
pub use prose::Prose;
pub use range_panel::RangePanel;
pub use run_panel::RunPanel;
pub use text_field::TextField;
pub use time_info::TimeInfo;
pub use tool_panel::ToolPanel;
