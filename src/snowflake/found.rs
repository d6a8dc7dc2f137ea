//! Rejected text, prepared to be shown back to the person after "found".

/// How many characters of a bad input an error message repeats.
pub const FOUND_MAX_CHARS: usize = 24;

/// Keeps at most [`FOUND_MAX_CHARS`] characters (then `…`), and spells out control,
/// zero-width and direction-changing characters as `<U+XXXX>`, so that a message shows what
/// was typed instead of being reordered or hidden by it.
///
/// ```
/// use snowflake_composer::snowflake::describe_text;
/// assert_eq!(describe_text("1\u{202E}2"), "1<U+202E>2");
/// assert_eq!(describe_text(&"9".repeat(30)), format!("{}…", "9".repeat(24)));
/// ```
pub fn describe_text(text: &str) -> String {
    let mut out = String::new();
    for (index, c) in text.chars().enumerate() {
        if index == FOUND_MAX_CHARS {
            out.push('…');
            break;
        }
        if is_invisible(c) {
            out.push_str(&format!("<U+{:04X}>", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    out
}

fn is_invisible(c: char) -> bool {
    c.is_control()
        || matches!(u32::from(c),
            0x00AD | 0x034F | 0x061C | 0x115F | 0x1160 | 0x180E | 0x200B..=0x200F | 0x2028..=0x202E
            | 0x2060..=0x206F | 0x3164 | 0xFE00..=0xFE0F | 0xFEFF | 0xFFF9..=0xFFFB | 0xE0000..=0xE0FFF)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn found_text_is_short_and_visible() {
        assert_eq!(describe_text("a\u{0}b"), "a<U+0000>b");
        assert_eq!(describe_text("\u{200D}"), "<U+200D>");
        assert_eq!(describe_text("٣"), "٣");
    }
}
