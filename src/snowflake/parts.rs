//! An ID's parts in its layout: the values of its blocks, each known to fit its block, as the
//! composer puts an ID together from them and as an ID splits into them.

use super::block::Role;
use super::layout::{Layout, MAX_BLOCKS};
use super::{Error, Found, SnowflakeId};

/// The values of an ID's blocks in its layout, each known to fit its block: the time block's
/// as the Unix milliseconds its tick starts at, each number as itself, the sign as 0.
///
/// Its fields are private so that a `Parts` can only come from [`Parts::in_layout`] (or
/// [`Parts::new`]) or [`Layout::decompose`], which keep every value in range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Parts {
    layout: Layout,
    values: [u64; MAX_BLOCKS],
}

impl Parts {
    /// Twitter's four values: the timestamp in Unix ms, datacenter, machine and sequence.
    /// Checks each against its block's bounds and returns the first problem found, with the
    /// block's position in the layout.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{ErrorKind, Parts};
    /// let (block, err) = Parts::new(1_288_834_974_657, 32, 0, 0).unwrap_err();
    /// assert_eq!((block, err.kind()), (2, ErrorKind::OutOfRange));
    /// ```
    pub fn new(timestamp_ms: u64, datacenter: u64, machine: u64, sequence: u64) -> Result<Self, (usize, Error)> {
        Self::in_layout(Layout::TWITTER, &[0, timestamp_ms, datacenter, machine, sequence])
    }

    /// One value per block of `layout`, most significant first: the time block's in Unix ms
    /// (read in whole ticks), the sign's ignored. The first value outside its block's bounds
    /// is refused, with the block's position.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{Layout, Parts, SnowflakeId};
    /// let parts = Parts::in_layout(Layout::DISCORD, &[1_462_015_105_796, 1, 0, 7]).unwrap();
    /// assert_eq!(SnowflakeId::compose(parts).as_u64(), 175_928_847_299_117_063);
    /// ```
    pub fn in_layout(layout: Layout, values: &[u64]) -> Result<Self, (usize, Error)> {
        let mut out = [0; MAX_BLOCKS];
        for (index, (slot, block)) in out.iter_mut().zip(layout.blocks()).enumerate() {
            let value = values.get(index).copied().unwrap_or(0);
            *slot = match block.role() {
                Role::Sign => 0,
                Role::Time => {
                    let found = || Found::Text(value.to_string());
                    let ms = layout.bounds(index).check(false, u128::from(value), found).map_err(|e| (index, e))?;
                    layout.instant(layout.ticks(ms))
                }
                Role::Number => {
                    let found = || Found::Text(value.to_string());
                    layout.bounds(index).check(false, u128::from(value), found).map_err(|e| (index, e))?
                }
            };
        }
        Ok(Parts { layout, values: out })
    }

    pub const fn layout(&self) -> Layout {
        self.layout
    }

    /// The value of block `index` (0 past the layout's blocks).
    pub fn get(&self, index: usize) -> u64 {
        self.values.get(index).copied().unwrap_or(0)
    }

    /// The value of the block keyed `key`.
    pub fn of(&self, key: &str) -> Option<u64> {
        self.layout.index_of(key).map(|index| self.get(index))
    }

    /// The instant the ID was made at, in Unix ms: its tick's first millisecond.
    pub fn timestamp_ms(&self) -> u64 {
        self.get(self.layout.time_index())
    }
}

impl Layout {
    /// Splits an ID into its blocks' values.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{Layout, SnowflakeId};
    /// let id = SnowflakeId::from_bits(175_928_847_299_117_063);
    /// let parts = Layout::DISCORD.decompose(id);
    /// assert_eq!(parts.timestamp_ms(), 1_462_015_105_796); // 2016-04-30T11:18:25.796Z
    /// assert_eq!([parts.of("worker"), parts.of("process"), parts.of("increment")], [Some(1), Some(0), Some(7)]);
    /// ```
    pub fn decompose(&self, id: SnowflakeId) -> Parts {
        let mut values = [0; MAX_BLOCKS];
        for (index, value) in values.iter_mut().enumerate().take(self.blocks().len()) {
            *value = self.part(id, index);
        }
        Parts { layout: *self, values }
    }

    /// The value of block `index` in `id`, as [`Self::decompose`] gives it (the time block's
    /// as Unix ms), without splitting the rest; 0 past the layout's blocks.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{Layout, SnowflakeId};
    /// let id = SnowflakeId::from_bits(175_928_847_299_117_063);
    /// assert_eq!(Layout::DISCORD.part(id, 0), 1_462_015_105_796);
    /// assert_eq!(Layout::DISCORD.part(id, 3), 7);
    /// assert_eq!(Layout::DISCORD.part(id, 4), 0);
    /// ```
    pub fn part(&self, id: SnowflakeId, index: usize) -> u64 {
        match self.blocks().get(index).map(|b| b.role()) {
            Some(Role::Time) => self.instant(self.value(id.as_u64(), index)),
            Some(_) => self.value(id.as_u64(), index),
            None => 0,
        }
    }
}
