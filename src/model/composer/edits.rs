//! The composer's edits: what each input does to the state when a person changes it, leaves
//! it or flips a bit.

use super::{count_read, Composer, Source};
use crate::model::{write_changed, Calm, Change, LayoutInput, Typing};
use crate::snowflake::{link_kind, BlockKey, LayoutName, LinkKind, Preset, Reading, Role, SnowflakeId};
use leptos::prelude::*;

impl Composer {
    /// Coming from the ID box or the bits, the other fields take the values they showed as
    /// their text.
    fn write_field(self, key: BlockKey, text: String) {
        if self.source.get_untracked() != Source::Fields {
            if let Some(id) = self.held.get_untracked() {
                let layout = self.layouts.shown_signal().get_untracked();
                let parts = layout.decompose(id);
                self.texts.update(|texts| {
                    for (index, block) in layout.blocks().iter().enumerate() {
                        if block.key() != key && block.role() != Role::Sign {
                            set_text(texts, block.key(), parts.get(index).to_string());
                        }
                    }
                });
            }
            self.source.set(Source::Fields);
        }
        // "Now" is the moment of the change, not the clock's last tick.
        let time_key = BlockKey::TIMESTAMP;
        let timestamp_empty = if key == time_key {
            text.trim().is_empty()
        } else {
            self.texts.with_untracked(|texts| super::text_of(texts, time_key).trim().is_empty())
        };
        if timestamp_empty {
            self.clock.read();
        }
        self.texts.update(|texts| set_text(texts, key, text));
    }

    /// The text is kept as typed and read once. A Discord message's link pasted in another
    /// layout switches the page to Discord's, whose ID it names.
    fn write_id(self, text: String) {
        // Coming from the fields, the ID they made is what the fields show from now on until
        // the box holds an ID: the last ID, which the outputs keep while the box waits.
        if self.source.get_untracked() == Source::Fields {
            self.held.set(self.id.get_untracked());
        }
        let discord = LayoutName::Preset(Preset::Discord);
        let discord_link = link_kind(&text) == Some(LinkKind::DiscordMessage);
        let switch = discord_link && self.layouts.choice_untracked() != discord;
        if switch {
            self.layouts.choose(discord);
        }
        write_changed(self.switched_by_link, |was| switch || (*was && discord_link));
        self.id_text.set(text);
        self.read_id_text();
        self.set_source(Source::IdText);
    }

    /// Reads the ID box's text in the layout on screen.
    fn read_id_text(self) {
        count_read();
        let layout = self.layouts.shown_signal().get_untracked();
        let read = self.id_text.with_untracked(|text| layout.read_id_or_link(text));
        if let Reading::Complete(id) = read {
            self.held.set(Some(id));
        }
        self.id_read.set(Some(read));
    }

    /// The person picked a layout. The ID box's text (a flipped bit's ID as its digits) is
    /// read again in it, so a person can paste first and choose after; typed fields keep
    /// their texts by block key.
    pub fn choose_layout(self, choice: LayoutName) {
        self.set_calm(|_| Calm::IDLE);
        write_changed(self.switched_by_link, |_| false);
        self.layouts.choose(choice);
        self.relayout();
    }

    /// The person changed an input of the layout editor.
    pub fn change_layout(self, input: LayoutInput, text: String, change: Change) {
        self.layouts.change(input, text, change);
        self.relayout();
    }

    /// After the layout changed: the ID box's text is read again in it. A flipped bit's ID
    /// becomes that text first: it was checked against the layout before, and may not fit this
    /// one (a top bit set where this layout has a sign bit).
    fn relayout(self) {
        if self.source.get_untracked() == Source::Bits {
            self.id_text.set(self.held.get_untracked().map(|id| id.to_string()).unwrap_or_default());
            self.set_source(Source::IdText);
        }
        if self.source.get_untracked() == Source::IdText {
            self.read_id_text();
        }
    }

    /// A bit was flipped: `id` is the source, nothing to read.
    pub fn show_id(self, id: SnowflakeId) {
        self.set_calm(|_| Calm::IDLE);
        self.held.set(Some(id));
        self.set_source(Source::Bits);
    }

    /// A person changed the field of the block keyed `key`, by a typing key or as a whole.
    pub fn change_field(self, key: BlockKey, text: String, change: Change) {
        self.set_calm(|calm| calm.changed(Typing::Block(key), change));
        self.write_field(key, text);
    }

    /// A typing key changed a field: its text is judged later ([`Calm`]).
    pub fn type_field(self, key: BlockKey, text: String) {
        self.change_field(key, text, Change::Typed);
    }

    /// A field's whole text changed (a paste, a drop, autofill, the picker): judged at once.
    pub fn edit_field(self, key: BlockKey, text: String) {
        self.change_field(key, text, Change::Whole);
    }

    /// A person changed the ID box, by a typing key or as a whole.
    pub fn change_id(self, text: String, change: Change) {
        self.set_calm(|calm| calm.changed(Typing::IdBox, change));
        self.write_id(text);
    }

    /// A typing key changed the ID box: judged as a field is.
    pub fn type_id(self, text: String) {
        self.change_id(text, Change::Typed);
    }

    /// The ID box's text changed otherwise (a paste, the address): judged at once.
    pub fn edit_id(self, text: String) {
        self.change_id(text, Change::Whole);
    }

    /// The person left `input`, pressed Enter in it or paused: its text is judged now.
    pub fn judge(self, input: Typing) {
        self.set_calm(|calm| calm.judged(input));
    }

    fn set_calm(self, next: impl FnOnce(Calm<Typing>) -> Calm<Typing>) {
        write_changed(self.calm, |calm| next(*calm));
    }

    /// Back to "now": an empty timestamp and a fresh clock reading.
    pub fn use_now(self) {
        let time_key = BlockKey::TIMESTAMP;
        self.edit_field(time_key, String::new());
    }

    /// How many input texts the composers of this thread have read so far.
    #[cfg(test)]
    pub fn texts_read(self) -> u32 {
        super::TEXTS_READ.with(std::cell::Cell::get)
    }

    fn set_source(self, source: Source) {
        write_changed(self.source, |_| source);
    }
}

/// Sets `key`'s text in `texts`.
fn set_text(texts: &mut Vec<(BlockKey, String)>, key: BlockKey, text: String) {
    match texts.iter_mut().find(|(k, _)| *k == key) {
        Some((_, existing)) => *existing = text,
        None => texts.push((key, text)),
    }
}
