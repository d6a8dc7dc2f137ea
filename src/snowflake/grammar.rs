//! The two text grammars, syntax only: a field's whole number, and an ID in decimal, `0x` hex
//! or `0b` binary. Ranges are checked by the callers.

/// Above every field's maximum and every 64-bit value: magnitudes are clamped here, so no
/// length of digit string can overflow.
pub(super) const MAGNITUDE_CAP: u128 = u64::MAX as u128 + 1;

/// A field's number: `-?digit(sep? digit)*` in base 10, where `sep` is `,`, `_` or a space.
/// Returns whether it was negative and its magnitude (clamped to [`MAGNITUDE_CAP`]), or `None`
/// when the text breaks the grammar.
pub(super) fn field_number(text: &str) -> Option<(bool, u128)> {
    let (negative, digits) = split_sign(text);
    Some((negative, digits_in(digits.as_bytes(), 10)?))
}

/// An ID's number: like a field's, but also `0x`/`0X` hex or `0b`/`0B` binary after the sign.
pub(super) fn id_number(text: &str) -> Option<(bool, u128)> {
    let (negative, unsigned) = split_sign(text);
    let magnitude = match unsigned.as_bytes() {
        [b'0', b'x' | b'X', digits @ ..] => digits_in(digits, 16),
        [b'0', b'b' | b'B', digits @ ..] => digits_in(digits, 2),
        digits => digits_in(digits, 10),
    }?;
    Some((negative, magnitude))
}

/// Removes one pair of matching quotes around the whole text, as JSON and SQL output have.
pub(super) fn strip_quotes(text: &str) -> &str {
    for (open, close) in [('"', '"'), ('\'', '\''), ('`', '`'), ('\u{201C}', '\u{201D}'), ('\u{2018}', '\u{2019}')] {
        if let Some(inner) = text.strip_prefix(open).and_then(|rest| rest.strip_suffix(close)) {
            return inner;
        }
    }
    text
}

fn split_sign(text: &str) -> (bool, &str) {
    match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    }
}

/// Reads `digit(sep? digit)*` in `radix` (2, 10 or 16), clamping at [`MAGNITUDE_CAP`]. `None`
/// for an empty run, a stray byte or a misplaced separator (separators sit between two digits).
fn digits_in(digits: &[u8], radix: u32) -> Option<u128> {
    let is_digit = |byte: u8| char::from(byte).is_digit(radix);
    if !is_digit(*digits.first()?) || !is_digit(*digits.last()?) {
        return None;
    }
    let mut magnitude: u128 = 0;
    let mut previous_was_digit = false;
    for &byte in digits {
        if let Some(digit) = char::from(byte).to_digit(radix) {
            magnitude = (magnitude * u128::from(radix) + u128::from(digit)).min(MAGNITUDE_CAP);
            previous_was_digit = true;
        } else if matches!(byte, b',' | b'_' | b' ') && previous_was_digit {
            // The last byte is a digit, so a digit also follows this separator.
            previous_was_digit = false;
        } else {
            return None;
        }
    }
    Some(magnitude)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_numbers() {
        assert_eq!(field_number("1,288,834,975,657"), Some((false, 1_288_834_975_657)));
        assert_eq!(field_number("1_600 000,000"), Some((false, 1_600_000_000)));
        assert_eq!(field_number("-0"), Some((true, 0)));
        for bad in [",12", "12,", "1,,2", "-", "--1", "+1", "1.5", "1e3", "0x12", "１", "−1", "- 1", "1__2"] {
            assert_eq!(field_number(bad), None, "{bad:?}");
        }
        assert_eq!(field_number(&"9".repeat(10_000)), Some((false, MAGNITUDE_CAP)));
    }

    #[test]
    fn id_numbers() {
        assert_eq!(id_number("0xFA02_1000"), Some((false, 0xFA02_1000)));
        assert_eq!(id_number("0B101"), Some((false, 5)));
        assert_eq!(id_number("-0x0"), Some((true, 0)));
        for bad in ["0x", "0b", "0b102", "0xG1", "0x-1", "0o17", "0x 1", "12,"] {
            assert_eq!(id_number(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn one_pair_of_quotes() {
        assert_eq!(strip_quotes("\"12\""), "12");
        assert_eq!(strip_quotes("\u{201C}12\u{201D}"), "12");
        assert_eq!(strip_quotes("\"\"12\"\""), "\"12\"");
        assert_eq!(strip_quotes("\"12"), "\"12");
    }
}

/// The ID in a post's address: `twitter.com`, `x.com` or `mobile.twitter.com` (hosts in any
/// case, with or without `http://`/`https://` and `www.`), path `/<user>/status/<id>` or
/// `/i/web/status/<id>`, then any path, query or fragment. `None` for any other text.
pub(super) fn post_link_id(text: &str) -> Option<&str> {
    let strip =
        |s: &'static str, from: &str| from.get(..s.len()).filter(|p| p.eq_ignore_ascii_case(s)).map(|_| s.len());
    let mut rest = text;
    for prefix in ["https://", "http://"] {
        // `get`, not indexing: no slicing that could panic, so no panic-message code ships.
        if let Some(after) = strip(prefix, rest).and_then(|n| rest.get(n..)) {
            rest = after;
            break;
        }
    }
    if let Some(after) = strip("www.", rest).and_then(|n| rest.get(n..)) {
        rest = after;
    }
    let (host, path) = rest.split_once('/')?;
    if !["twitter.com", "x.com", "mobile.twitter.com"].iter().any(|h| host.eq_ignore_ascii_case(h)) {
        return None;
    }
    let path = path.split(['?', '#']).next().unwrap_or_default();
    let mut segments = path.split('/');
    let id = match (segments.next(), segments.next(), segments.next()) {
        (Some("i"), Some("web"), Some("status")) => segments.next(),
        (Some(user), Some("status"), id)
            if !user.is_empty() && user.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') =>
        {
            id
        }
        _ => None,
    }?;
    (!id.is_empty() && id.bytes().all(|b| b.is_ascii_digit())).then_some(id)
}

#[cfg(test)]
mod post_link_tests {
    use super::post_link_id;

    #[test]
    fn post_links_on_the_three_hosts_give_their_id() {
        for text in [
            "https://twitter.com/jack/status/20",
            "twitter.com/jack/status/20",
            "https://www.twitter.com/jack/status/20?s=20",
            "https://x.com/jack/status/20/photo/1",
            "X.COM/jack/status/20#reply",
            "http://mobile.twitter.com/jack/status/20",
            "https://twitter.com/i/web/status/20",
            "https://x.com/i/web/status/20/",
        ] {
            assert_eq!(post_link_id(text), Some("20"), "{text}");
        }
    }

    #[test]
    fn other_addresses_are_not_post_links() {
        for text in [
            "https://example.com/jack/status/20",
            "https://twitter.com.evil.example/jack/status/20",
            "https://twitter.com/jack/statuses/20",
            "https://twitter.com/jack/status/",
            "https://twitter.com/jack/status/2x0",
            "https://twitter.com//status/20",
            "https://twitter.com/i/web/status",
            "ftp://twitter.com/jack/status/20",
            "20",
        ] {
            assert_eq!(post_link_id(text), None, "{text}");
        }
    }
}
