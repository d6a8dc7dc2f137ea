//! The formula worked through for one ID: the ticks since the epoch, each block's value
//! shifted into place, and their OR.

use super::layout::{Layout, MAX_BLOCKS};
use super::SnowflakeId;

impl SnowflakeId {
    /// Every intermediate value of the formula in `layout`, for the worked calculation.
    pub fn formula_steps(self, layout: &Layout) -> FormulaSteps {
        let mut blocks = [(0, 0, 0); MAX_BLOCKS];
        for (index, slot) in blocks.iter_mut().enumerate().take(layout.blocks().len()) {
            let value = layout.value(self.as_u64(), index);
            let shift = layout.shift(index);
            *slot = (value, shift, value << shift);
        }
        let ticks = layout.value(self.as_u64(), layout.time_index());
        FormulaSteps {
            timestamp_ms: layout.instant(ticks),
            ticks,
            blocks,
            len: layout.blocks().len(),
            id: self.as_u64(),
        }
    }
}

/// The formula's steps for one ID: the ticks since the epoch, each block's value shifted into
/// place, and their OR (equal to their sum, since the blocks never overlap).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormulaSteps {
    /// The instant the time block names, in Unix ms.
    pub timestamp_ms: u64,
    /// The time block's value: ticks since the epoch.
    pub ticks: u64,
    /// Each block's value, its shift and the value shifted, most significant first.
    pub blocks: [(u64, u32, u64); MAX_BLOCKS],
    pub len: usize,
    pub id: u64,
}
