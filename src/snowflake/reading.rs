//! What a text in an input is while a person types it: a whole value, on its way to one, or
//! wrong however it goes on. Every reader in this module's parent answers with a [`Reading`],
//! built from its grammar's one definition (what the text is, then what it can become), and
//! the `parse_…` functions are the same readers with the last two cases merged into one error.

use super::Error;

/// A text read under an input's grammar and range.
///
/// ```
/// use snowflake_composer::snowflake::{read_number, Bounds, ErrorKind, Reading};
/// let datacenter = Bounds::whole(0, 31);
/// assert_eq!(read_number("3", datacenter), Reading::Complete(3));
/// // "1," is on its way to 10–19; "32" can only grow further out of range.
/// assert!(matches!(read_number("1,", datacenter), Reading::Incomplete(_)));
/// let Reading::Invalid(error) = read_number("32", datacenter) else { panic!() };
/// assert_eq!(error.kind(), ErrorKind::OutOfRange);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reading<T> {
    /// The whole text is a valid value.
    Complete(T),
    /// Not a valid value yet, but more typing can make it one: the error it has now.
    Incomplete(Error),
    /// No continuation of the text is valid: the error it has now.
    Invalid(Error),
}

impl<T> Reading<T> {
    /// The reading of a text whose parse gave `result`, where `can_complete` says whether some
    /// continuation of it is valid.
    pub(crate) fn judge(result: Result<T, Error>, can_complete: impl FnOnce() -> bool) -> Self {
        match result {
            Ok(value) => Reading::Complete(value),
            Err(error) if can_complete() => Reading::Incomplete(error),
            Err(error) => Reading::Invalid(error),
        }
    }

    /// The value, or the error the text has now, whether or not typing can mend it.
    pub fn into_result(self) -> Result<T, Error> {
        match self {
            Reading::Complete(value) => Ok(value),
            Reading::Incomplete(error) | Reading::Invalid(error) => Err(error),
        }
    }

    pub fn value(&self) -> Option<&T> {
        match self {
            Reading::Complete(value) => Some(value),
            _ => None,
        }
    }

    pub fn error(&self) -> Option<&Error> {
        match self {
            Reading::Complete(_) => None,
            Reading::Incomplete(error) | Reading::Invalid(error) => Some(error),
        }
    }

    pub fn is_complete(&self) -> bool {
        matches!(self, Reading::Complete(_))
    }

    pub fn is_incomplete(&self) -> bool {
        matches!(self, Reading::Incomplete(_))
    }

    pub fn is_invalid(&self) -> bool {
        matches!(self, Reading::Invalid(_))
    }

    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Reading<U> {
        match self {
            Reading::Complete(value) => Reading::Complete(f(value)),
            Reading::Incomplete(error) => Reading::Incomplete(error),
            Reading::Invalid(error) => Reading::Invalid(error),
        }
    }
}
