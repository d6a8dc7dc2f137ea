//! The composer's state in the page's address: read when the page opens, written as it changes.

use super::{default_text, Composer, Source};
use crate::address::Key;
use crate::model::{Clock, LayoutChoice, Zones};
use crate::snowflake::{BlockKey, Role};
use leptos::prelude::*;

impl Composer {
    /// The state an address describes: `id` wins over the fields; a field left out takes its
    /// default; a bad value is kept as text, so it shows the same error as typing it. The
    /// fields are read under the keys of the address's layout.
    pub fn from_query(
        clock: Clock,
        zones: Zones,
        layouts: LayoutChoice,
        get: &impl Fn(&str) -> Option<String>,
    ) -> Self {
        let composer = Self::new(clock, zones, layouts);
        if let Some(id) = get(Key::Id.name()) {
            composer.edit_id(id);
        } else {
            let layout = layouts.shown_signal().get_untracked();
            let texts: Vec<(BlockKey, String)> = layout
                .blocks()
                .iter()
                .filter(|b| b.role() != Role::Sign)
                .filter_map(|b| get(b.key().as_str()).map(|value| (b.key(), value)))
                .collect();
            composer.texts.set(texts);
        }
        composer
    }

    /// The address's pairs for this state, in a fixed order: the ID box's text while it is
    /// the source, else every field of the layout that does not hold its default.
    pub fn to_query(self) -> Vec<(Key, String)> {
        if self.source.get() == Source::IdText {
            return vec![(Key::Id, self.id_text.get())];
        }
        let layout = self.layout();
        layout
            .blocks()
            .iter()
            .filter(|b| b.role() != Role::Sign)
            .filter_map(|block| {
                let text = self.field_text(block.key());
                (text != default_text(block.key())).then_some((Key::Block(block.key()), text))
            })
            .collect()
    }
}
