//! Calm typing, the one rule for every input of the page (the fields, the ID box, the layout
//! editor, each tool's inputs): text typed key by key is not judged until the person leaves the input,
//! presses Enter or pauses for [`JUDGE_PAUSE_MS`]; a whole change (a paste, a drop, autofill,
//! the picker) is judged at once. While unjudged text can still become valid (the core's
//! [`Reading::Incomplete`]), the input shows no error and the outputs keep their last answer;
//! text that no typing can save is an error at once.
//!
//! Framework-free: the model keeps a [`Calm`] in a signal, and each input's state is
//! [`Calm::verdict`] of its reading, in a memo.

use crate::snowflake::{BlockKey, Error, Reading};

/// How long a pause in typing lasts before the text typed so far is judged.
pub const JUDGE_PAUSE_MS: u64 = 1000;

/// How an input's text changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// By a typing key: a character, Backspace or Delete, one at a time.
    Typed,
    /// As a whole: a paste, a drop, autofill, the picker, the address.
    Whole,
}

/// A composer's input: a block's field, by the block's key, or the ID box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typing {
    Block(BlockKey),
    IdBox,
}

impl Typing {
    /// The block whose field is being typed; `None` for the ID box.
    pub const fn block(self) -> Option<BlockKey> {
        match self {
            Typing::Block(key) => Some(key),
            Typing::IdBox => None,
        }
    }
}

/// Which input of a group (the composer's, or one tool's) is being typed into key by key and
/// not judged yet. A person types into one input at a time, so a group holds at most one.
///
/// ```
/// use snowflake_composer::model::{Calm, Change, Verdict};
/// use snowflake_composer::snowflake::{read_number, Bounds};
/// let count = |text| read_number(text, Bounds::whole(1, 10_000));
/// let calm = Calm::IDLE.changed((), Change::Typed);
/// assert_eq!(calm.verdict((), &count("")), Verdict::Waiting); // on its way
/// assert!(matches!(calm.judged(()).verdict((), &count("")), Verdict::Error(_))); // left empty
/// assert!(matches!(calm.verdict((), &count("99999")), Verdict::Error(_))); // no digit can save it
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Calm<I> {
    typing: Option<I>,
}

/// What an input shows for its reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict<'a, T> {
    /// A valid value.
    Valid(&'a T),
    /// Typed text on its way to a valid value: no error yet, and the outputs keep their last
    /// answer.
    Waiting,
    /// An error to show now.
    Error(&'a Error),
}

impl<T> Verdict<'_, T> {
    pub fn error(self) -> Option<Error> {
        match self {
            Verdict::Error(error) => Some(error.clone()),
            _ => None,
        }
    }
}

impl<I: Copy + PartialEq> Calm<I> {
    /// Nothing is being typed.
    pub const IDLE: Self = Calm { typing: None };

    /// `input`'s text changed: typed text waits to be judged, a whole change is judged at once,
    /// and so is whatever was being typed elsewhere.
    #[must_use]
    pub fn changed(self, input: I, change: Change) -> Self {
        Calm { typing: (change == Change::Typed).then_some(input) }
    }

    /// The person left `input`, pressed Enter in it or paused: its text is judged now.
    #[must_use]
    pub fn judged(self, input: I) -> Self {
        if self.typing == Some(input) {
            Self::IDLE
        } else {
            self
        }
    }

    /// The input typed into and not judged yet.
    pub fn typing(self) -> Option<I> {
        self.typing
    }

    /// What `input` shows for `reading`: an unjudged text that can still become valid waits.
    pub fn verdict<T>(self, input: I, reading: &Reading<T>) -> Verdict<'_, T> {
        match reading {
            Reading::Complete(value) => Verdict::Valid(value),
            Reading::Incomplete(_) if self.typing == Some(input) => Verdict::Waiting,
            Reading::Incomplete(error) | Reading::Invalid(error) => Verdict::Error(error),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::snowflake::{read_id_or_post_link, read_number, Bounds};

    fn sequence(text: &str) -> Reading<u64> {
        read_number(text, Bounds::whole(0, 4095))
    }

    #[test]
    fn typed_text_waits_until_judged_and_then_shows_its_error() {
        let calm = Calm::IDLE.changed(Typing::IdBox, Change::Typed);
        let unfinished = read_id_or_post_link("x.com/jack/stat");
        assert_eq!(calm.verdict(Typing::IdBox, &unfinished), Verdict::Waiting);
        assert_eq!(calm.typing(), Some(Typing::IdBox));
        // Leaving, Enter and the pause all reach the model as this one judging (TextField).
        let judged = calm.judged(Typing::IdBox);
        assert_eq!(judged.typing(), None);
        assert!(matches!(judged.verdict(Typing::IdBox, &unfinished), Verdict::Error(_)));
    }

    #[test]
    fn a_whole_change_is_judged_at_once() {
        let calm = Calm::IDLE.changed(Typing::IdBox, Change::Whole);
        assert!(matches!(calm.verdict(Typing::IdBox, &read_id_or_post_link("x.com/jack/stat")), Verdict::Error(_)));
    }

    #[test]
    fn text_no_typing_can_save_is_an_error_even_while_typed() {
        let calm = Calm::IDLE.changed((), Change::Typed);
        let error = calm.verdict((), &sequence("4096")).error().map(|e| e.kind());
        assert_eq!(error, Some(crate::snowflake::ErrorKind::OutOfRange));
    }

    #[test]
    fn a_valid_text_is_valid_whether_typed_or_not() {
        for calm in [Calm::IDLE, Calm::IDLE.changed((), Change::Typed)] {
            assert_eq!(calm.verdict((), &sequence("12")), Verdict::Valid(&12));
        }
    }

    #[test]
    fn only_the_input_being_typed_waits() {
        let timestamp = Typing::Block(BlockKey::TIMESTAMP);
        let calm = Calm::IDLE.changed(timestamp, Change::Typed);
        let incomplete = sequence("1,");
        assert_eq!(calm.verdict(timestamp, &incomplete), Verdict::Waiting);
        assert!(matches!(calm.verdict(Typing::IdBox, &incomplete), Verdict::Error(_)));
        // Judging another input leaves this one typing; typing another moves the calm there.
        assert_eq!(calm.judged(Typing::IdBox).typing(), Some(timestamp));
        assert_eq!(calm.changed(Typing::IdBox, Change::Typed).typing(), Some(Typing::IdBox));
        assert_eq!(calm.changed(Typing::IdBox, Change::Whole).typing(), None);
    }
}
