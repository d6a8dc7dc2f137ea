//! The composer's edits: what each input does to the state when a person changes it, leaves
//! it or flips a bit.

use super::{count_read, Composer, Source};
use crate::model::{write_changed, Calm, Change, Typing};
use crate::snowflake::{read_id_or_post_link, Field, Reading, SnowflakeId};
use leptos::prelude::*;

impl Composer {
    /// Coming from the ID box or the bits, the other fields take the values they showed as
    /// their text.
    fn write_field(self, field: Field, text: String) {
        if self.source.get_untracked() != Source::Fields {
            if let Some(id) = self.held.get_untracked() {
                let parts = id.decompose();
                for other in Field::ALL.into_iter().filter(|f| *f != field) {
                    self.texts[other as usize].set(parts.get(other).to_string());
                }
            }
            self.source.set(Source::Fields);
        }
        // "Now" is the moment of the change, not the clock's last tick.
        let timestamp_empty = if field == Field::Timestamp {
            text.trim().is_empty()
        } else {
            self.texts[Field::Timestamp as usize].with_untracked(|t| t.trim().is_empty())
        };
        if timestamp_empty {
            self.clock.read();
        }
        self.texts[field as usize].set(text);
    }

    /// The text is kept as typed and read once.
    fn write_id(self, text: String) {
        // Coming from the fields, the ID they made is what the fields show from now on until
        // the box holds an ID: the last ID, which the outputs keep while the box waits.
        if self.source.get_untracked() == Source::Fields {
            self.held.set(self.id.get_untracked());
        }
        count_read();
        let read = read_id_or_post_link(&text);
        if let Reading::Complete(id) = read {
            self.held.set(Some(id));
        }
        self.id_read.set(Some(read));
        self.id_text.set(text);
        self.set_source(Source::IdText);
    }

    /// A bit was flipped: `id` is the source, nothing to read.
    pub fn show_id(self, id: SnowflakeId) {
        self.set_calm(|_| Calm::IDLE);
        self.held.set(Some(id));
        self.set_source(Source::Bits);
    }

    /// A person changed one of the four fields, by a typing key or as a whole.
    pub fn change_field(self, field: Field, text: String, change: Change) {
        self.set_calm(|calm| calm.changed(Typing::Field(field), change));
        self.write_field(field, text);
    }

    /// A typing key changed a field: its text is judged later ([`Calm`]).
    pub fn type_field(self, field: Field, text: String) {
        self.change_field(field, text, Change::Typed);
    }

    /// A field's whole text changed (a paste, a drop, autofill, the picker): judged at once.
    pub fn edit_field(self, field: Field, text: String) {
        self.change_field(field, text, Change::Whole);
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
        self.edit_field(Field::Timestamp, String::new());
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
