//! Calm typing: the input a person is typing into key by key is not judged until they leave
//! it, press Enter or pause; a whole change (a paste, a drop, the picker) is judged at once.
//! Until then the outputs keep the last ID ([`Composer::waiting`]).

use super::Composer;
use crate::snowflake::Field;
use leptos::prelude::*;

/// The input a person is typing into key by key, whose text is not judged until they leave
/// it, press Enter or pause for [`JUDGE_PAUSE_MS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typing {
    Field(Field),
    IdBox,
}

impl Typing {
    /// The field being typed; `None` for the ID box.
    pub const fn field(self) -> Option<Field> {
        match self {
            Typing::Field(field) => Some(field),
            Typing::IdBox => None,
        }
    }
}

/// How long a pause in typing lasts before the text typed so far is judged.
pub const JUDGE_PAUSE_MS: u64 = 1000;

impl Composer {
    /// A person typed into one of the four fields by a key press: the text is judged when
    /// they leave the field, press Enter or pause ([`Self::judge`]), or at once if no typing
    /// can make it valid.
    pub fn type_field(self, field: Field, text: String) {
        self.start_typing(Typing::Field(field));
        self.write_field(field, text);
    }

    /// A field's whole text changed otherwise (a paste, a drop, autofill, the picker): it is
    /// judged at once.
    pub fn edit_field(self, field: Field, text: String) {
        self.stop_typing();
        self.write_field(field, text);
    }

    /// The person left `input`, pressed Enter in it or paused: its text is judged now.
    pub fn judge(self, input: Typing) {
        if self.typing.get_untracked() == Some(input) {
            self.typing.set(None);
        }
    }

    fn start_typing(self, input: Typing) {
        if self.typing.get_untracked() != Some(input) {
            self.typing.set(Some(input));
        }
    }

    pub(super) fn stop_typing(self) {
        if self.typing.get_untracked().is_some() {
            self.typing.set(None);
        }
    }

    /// A person typed into the ID box by a key press: judged as [`Self::type_field`] is.
    pub fn type_id(self, text: String) {
        self.start_typing(Typing::IdBox);
        self.write_id(text);
    }

    /// The ID box's text changed otherwise (a paste, the address): judged at once.
    pub fn edit_id(self, text: String) {
        self.stop_typing();
        self.write_id(text);
    }
}
