//! One component per file; each reads the shared state or the one derived result.

mod bit_view;
mod calculation;
mod clock_note;
mod id_output;
mod number_field;

pub use bit_view::BitView;
pub use calculation::Calculation;
pub use clock_note::ClockNote;
pub use id_output::IdOutput;
pub use number_field::NumberField;
