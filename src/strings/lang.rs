//! Which wording each language the page speaks ([`Lang`]) supplies.

use super::{en, ko, Strings};
use crate::address::Lang;

impl Lang {
    pub const fn strings(self) -> &'static Strings {
        match self {
            Lang::En => &en::STRINGS,
            Lang::Ko => &ko::STRINGS,
        }
    }
}
