//! Wording with named slots (`{min} to {max}`), checked when the program is compiled: a
//! template whose placeholders are not exactly its slots, in either language, does not build,
//! and filling one takes a value for every slot, so no `{name}` can reach the page.

use std::marker::PhantomData;

/// A set of named slots: a struct of `&str` values, one per slot (made by `slots!`).
pub trait Slots {
    /// The slot names, as they appear between braces.
    const NAMES: &'static [&'static str];
    /// The same struct with values of any lifetime.
    type Values<'a>: Lookup;
}

/// A slot's value by name.
pub trait Lookup {
    fn get(&self, name: &str) -> &str;
}

/// Declares slot sets: `Name { a, b }` is a struct with `pub a: &str, pub b: &str` that
/// fills a `Template<Name>`.
macro_rules! slots {
    ($($(#[$doc:meta])* $name:ident { $($slot:ident),+ })+) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug)]
        pub struct $name<'a> { $(pub $slot: &'a str),+ }

        impl $crate::strings::template::Slots for $name<'static> {
            const NAMES: &'static [&'static str] = &[$(stringify!($slot)),+];
            type Values<'a> = $name<'a>;
        }

        impl $crate::strings::template::Lookup for $name<'_> {
            fn get(&self, name: &str) -> &str {
                match name {
                    $(stringify!($slot) => self.$slot,)+
                    _ => "",
                }
            }
        }
    )+};
}
pub(crate) use slots;

/// Why a template does not fit its slots.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// `{name}` where `name` is not one of the slots.
    Unknown,
    /// A slot the text never uses.
    Missing,
    /// A `{` without its `}`, or a `}` without its `{`.
    Unbalanced,
}

/// Whether `text` uses every one of `names` and no other placeholder. A `const fn`, so that
/// [`template!`](crate::template) runs it at compile time.
///
/// ```
/// use snowflake_composer::strings::{check_placeholders, Mismatch};
/// assert_eq!(check_placeholders("{min} to {max}", &["min", "max"]), Ok(()));
/// assert_eq!(check_placeholders("{min} to {maximum}", &["min", "max"]), Err(Mismatch::Unknown));
/// assert_eq!(check_placeholders("from {min}", &["min", "max"]), Err(Mismatch::Missing));
/// assert_eq!(check_placeholders("{min", &["min"]), Err(Mismatch::Unbalanced));
/// ```
pub const fn check_placeholders(text: &str, names: &[&str]) -> Result<(), Mismatch> {
    let bytes = text.as_bytes();
    let mut seen = [false; 16];
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'}' {
            return Err(Mismatch::Unbalanced);
        }
        if bytes[i] != b'{' {
            i += 1;
            continue;
        }
        let start = i + 1;
        let mut end = start;
        while end < bytes.len() && bytes[end] != b'}' {
            if bytes[end] == b'{' {
                return Err(Mismatch::Unbalanced);
            }
            end += 1;
        }
        if end == bytes.len() {
            return Err(Mismatch::Unbalanced);
        }
        let mut found = false;
        let mut n = 0;
        while n < names.len() {
            if equal(bytes, start, end, names[n].as_bytes()) {
                seen[n] = true;
                found = true;
            }
            n += 1;
        }
        if !found {
            return Err(Mismatch::Unknown);
        }
        i = end + 1;
    }
    let mut n = 0;
    while n < names.len() {
        if !seen[n] {
            return Err(Mismatch::Missing);
        }
        n += 1;
    }
    Ok(())
}

/// Whether `bytes[start..end]` equals `name`, without slicing (not const-callable on ranges).
const fn equal(bytes: &[u8], start: usize, end: usize, name: &[u8]) -> bool {
    if end - start != name.len() {
        return false;
    }
    let mut k = 0;
    while k < name.len() {
        if bytes[start + k] != name[k] {
            return false;
        }
        k += 1;
    }
    true
}

/// Wording for the slots `S`.
///
/// ```
/// use snowflake_composer::{strings::{MinMax, Template}, template};
/// static HINT: Template<MinMax> = template!("{min} to {max}");
/// assert_eq!(HINT.fill(MinMax { min: "0", max: "31" }), "0 to 31");
/// ```
///
/// A placeholder the slots lack, or a slot the wording leaves out, fails the build:
///
/// ```compile_fail
/// use snowflake_composer::{strings::{MinMax, Template}, template};
/// static HINT: Template<MinMax> = template!("{min} to {maximum}");
/// ```
///
/// ```compile_fail
/// use snowflake_composer::{strings::{MinMax, Template}, template};
/// static HINT: Template<MinMax> = template!("up to {max}");
/// ```
pub struct Template<S: Slots> {
    text: &'static str,
    slots: PhantomData<fn() -> S>,
}

/// A [`Template`], checked while the program is compiled: the check runs in a `const` block,
/// so a mismatch is a build error and no check (and no panic) is left for run time.
#[macro_export]
macro_rules! template {
    ($text:expr $(,)?) => {
        const { $crate::strings::Template::checked($text) }
    };
}

impl<S: Slots> Template<S> {
    /// Only for [`template!`], which evaluates it at compile time: there a failed check is a
    /// build error. Called at run time it would panic, so nothing else calls it.
    #[doc(hidden)]
    pub const fn checked(text: &'static str) -> Self {
        assert!(S::NAMES.len() <= 16, "at most 16 slots");
        match check_placeholders(text, S::NAMES) {
            Ok(()) => Template { text, slots: PhantomData },
            Err(Mismatch::Unknown) => panic!("the template uses a placeholder its slots do not have"),
            Err(Mismatch::Missing) => panic!("the template leaves out one of its slots"),
            Err(Mismatch::Unbalanced) => panic!("the template has an unmatched brace"),
        }
    }

    /// The wording with every placeholder replaced by its value. Values are inserted as they
    /// are, never read as templates themselves, so user text in a value cannot add placeholders.
    pub fn fill(&self, values: S::Values<'_>) -> String {
        fill(self.text, &values)
    }
}

impl Template<crate::strings::Iso<'static>> {
    /// The wording before and after its one slot, so the page can set the value in an element
    /// of its own (a `<time>` that does not break at its hyphens).
    ///
    /// ```
    /// use snowflake_composer::{strings::{Iso, Template}, template};
    /// static AS: Template<Iso<'static>> = template!("Read as {iso}, roughly");
    /// assert_eq!(AS.around(), ("Read as ", ", roughly"));
    /// ```
    pub fn around(&self) -> (&'static str, &'static str) {
        let (before, rest) = self.text.split_once('{').unwrap_or((self.text, ""));
        (before, rest.split_once('}').map_or("", |(_, after)| after))
    }
}

/// One copy of the filling code for every slot type, not one per type.
fn fill(text: &str, values: &dyn Lookup) -> String {
    let mut out = String::with_capacity(text.len() + 32);
    let mut rest = text;
    // split_once, not indexing: no slicing that could panic, so no panic-message code ships.
    while let Some((before, after)) = rest.split_once('{') {
        out.push_str(before);
        // Checked at compile time: every `{` has its `}` and names a slot.
        let (name, tail) = after.split_once('}').unwrap_or((after, ""));
        out.push_str(values.get(name));
        rest = tail;
    }
    out.push_str(rest);
    out
}
