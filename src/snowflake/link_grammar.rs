//! The links an ID is read from, syntax only, each read as far as the text goes: a post's on
//! X (twitter.com, x.com) and a message's on Discord.

/// The hosts whose post links the ID box reads, any letter case.
const POST_HOSTS: [&str; 3] = ["twitter.com", "x.com", "mobile.twitter.com"];
/// Discord's hosts, before `discord.com`: its web app's test builds and the old name.
const DISCORD_SUBDOMAINS: [&str; 4] = ["ptb.", "canary.", "www.", ""];
const DISCORD_HOSTS: [&str; 2] = ["discord.com", "discordapp.com"];

/// Whose link a text is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkKind {
    /// A post on X: its ID is a Twitter-layout ID.
    Post,
    /// A message on Discord: its ID is a Discord-layout ID.
    DiscordMessage,
}

/// The link a text is, or is on its way to being, of either kind: the better reading.
pub(super) fn any_link(text: &str) -> Option<(PostLink<'_>, LinkKind)> {
    let post = post_link(text).map(|link| (link, LinkKind::Post));
    let discord = discord_link(text).map(|link| (link, LinkKind::DiscordMessage));
    let rank = |l: &Option<(PostLink, LinkKind)>| l.map_or(0, |(l, _)| 1 + u8::from(l.whole));
    if rank(&discord) > rank(&post) {
        discord
    } else {
        post
    }
}

/// The ID in a post's link, read as far as the text goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct PostLink<'a> {
    /// The ID's digits so far (empty before the first).
    pub digits: &'a str,
    /// Whether the text is a whole link now.
    pub whole: bool,
    /// Whether more of the ID's digits may still come (no tail after them yet).
    pub open: bool,
}

/// A post's link: `twitter.com`, `x.com` or `mobile.twitter.com` (hosts in any case, with or
/// without `http://`/`https://` and `www.`), path `/<user>/status/<id>` or
/// `/i/web/status/<id>`, then any path, query or fragment after the ID. `None` for text that
/// is not a link and cannot become one.
pub(super) fn post_link(text: &str) -> Option<PostLink<'_>> {
    let mut best = None;
    for scheme in ["https://", "http://", ""] {
        let Some(after_scheme) = step(text, scheme, true, &mut best) else { continue };
        for www in ["www.", ""] {
            let Some(host) = step(after_scheme, www, true, &mut best) else { continue };
            for name in POST_HOSTS {
                let Some(path) = step(host, name, true, &mut best).and_then(|rest| step(rest, "/", false, &mut best))
                else {
                    continue;
                };
                keep_better(&mut best, link_path(path));
            }
        }
    }
    best
}

/// Whether `text` starts with `literal`: the rest if it does, `None` if not. A text that ends
/// inside the literal is a link on its way, recorded in `best`.
fn step<'a>(text: &'a str, literal: &str, any_case: bool, best: &mut Option<PostLink<'a>>) -> Option<&'a str> {
    let shared = text.len().min(literal.len());
    let same = |a: &str, b: &str| if any_case { a.eq_ignore_ascii_case(b) } else { a == b };
    // `get`, not indexing: no slicing that could panic, so no panic-message code ships.
    if !text.get(..shared).zip(literal.get(..shared)).is_some_and(|(a, b)| same(a, b)) {
        return None;
    }
    match text.get(literal.len()..) {
        Some(rest) if text.len() >= literal.len() => Some(rest),
        _ => {
            keep_better(best, Some(PostLink { digits: "", whole: false, open: true }));
            None
        }
    }
}

/// After the host's `/`: `i/web/status/<id>` or `<user>/status/<id>`, where a user name is
/// letters, digits and `_`.
fn link_path(path: &str) -> Option<PostLink<'_>> {
    let mut best = None;
    if let Some(id) = step(path, "i/web/status/", false, &mut best) {
        keep_better(&mut best, link_id(id));
    }
    let user = path.bytes().take_while(|b| b.is_ascii_alphanumeric() || *b == b'_').count();
    match path.get(user..) {
        Some("") => keep_better(&mut best, Some(PostLink { digits: "", whole: false, open: true })),
        Some(rest) if user > 0 => {
            if let Some(id) = step(rest, "/status/", false, &mut best) {
                keep_better(&mut best, link_id(id));
            }
        }
        _ => {}
    }
    best
}

/// The ID's digits, then nothing yet, or a tail starting with `/`, `?` or `#`.
fn link_id(text: &str) -> Option<PostLink<'_>> {
    let count = text.bytes().take_while(u8::is_ascii_digit).count();
    let (digits, tail) = (text.get(..count)?, text.get(count..)?);
    match tail.bytes().next() {
        None => Some(PostLink { digits, whole: count > 0, open: true }),
        Some(b'/' | b'?' | b'#') if count > 0 => Some(PostLink { digits, whole: true, open: false }),
        Some(_) => None,
    }
}

/// Keeps the better of two readings: a whole link over one on its way, either over none.
fn keep_better<'a>(best: &mut Option<PostLink<'a>>, candidate: Option<PostLink<'a>>) {
    let rank = |link: &Option<PostLink>| link.map_or(0, |l| 1 + u8::from(l.whole));
    if rank(&candidate) > rank(best) {
        *best = candidate;
    }
}

/// A Discord message's link: `discord.com`, `ptb.discord.com`, `canary.discord.com` or
/// `discordapp.com` (any case, with or without `http://`/`https://`), path
/// `/channels/<guild or @me>/<channel>/<message>`, then any path, query or fragment after the
/// message's ID. `None` for text that is not such a link and cannot become one.
pub(super) fn discord_link(text: &str) -> Option<PostLink<'_>> {
    let mut best = None;
    for scheme in ["https://", "http://", ""] {
        let Some(after_scheme) = step(text, scheme, true, &mut best) else { continue };
        for sub in DISCORD_SUBDOMAINS {
            let Some(host) = step(after_scheme, sub, true, &mut best) else { continue };
            for name in DISCORD_HOSTS {
                let Some(path) =
                    step(host, name, true, &mut best).and_then(|rest| step(rest, "/channels/", false, &mut best))
                else {
                    continue;
                };
                keep_better(&mut best, channel_path(path));
            }
        }
    }
    best
}

/// After `/channels/`: `<guild or @me>/<channel>/<message>`.
fn channel_path(path: &str) -> Option<PostLink<'_>> {
    let mut best = None;
    // Each step that stops records a link on its way where the text ends there: `best`, not
    // `None`, is what a step that goes no further gives.
    let guild = match step(path, "@me", false, &mut best) {
        Some(rest) => Some(rest),
        None => digits_then(path, &mut best),
    };
    let Some(channel) = guild.and_then(|rest| step(rest, "/", false, &mut best)) else { return best };
    let Some(message) = digits_then(channel, &mut best).and_then(|rest| step(rest, "/", false, &mut best)) else {
        return best;
    };
    keep_better(&mut best, link_id(message));
    best
}

/// Past one or more digits: the rest, or `None` (recording a link on its way where the text
/// ends with them).
fn digits_then<'a>(text: &'a str, best: &mut Option<PostLink<'a>>) -> Option<&'a str> {
    let count = text.bytes().take_while(u8::is_ascii_digit).count();
    match text.get(count..) {
        Some("") => {
            keep_better(best, Some(PostLink { digits: "", whole: false, open: true }));
            None
        }
        Some(rest) if count > 0 => Some(rest),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn link_id_of(text: &str) -> Option<&str> {
        post_link(text).filter(|link| link.whole).map(|link| link.digits)
    }

    fn message_id_of(text: &str) -> Option<&str> {
        discord_link(text).filter(|link| link.whole).map(|link| link.digits)
    }

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
            "HTTPS://WWW.X.com/i/status/20",
        ] {
            assert_eq!(link_id_of(text), Some("20"), "{text}");
        }
    }

    #[test]
    fn other_addresses_are_not_post_links() {
        for text in [
            "https://example.com/jack/status/20",
            "https://twitter.com.evil.example/jack/status/20",
            "https://twitter.com/jack/statuses/20",
            "https://twitter.com/jack/STATUS/20",
            "https://twitter.com/jack/status/",
            "https://twitter.com/jack/status/2x0",
            "https://twitter.com//status/20",
            "https://twitter.com/i/web/status",
            "https://x.com/j.ack/status/20",
            "ftp://twitter.com/jack/status/20",
            "20",
        ] {
            assert_eq!(link_id_of(text), None, "{text}");
        }
    }

    #[test]
    fn discord_message_links_give_the_message_id() {
        for text in [
            "https://discord.com/channels/1/2/175928847299117063",
            "discord.com/channels/@me/2/175928847299117063",
            "https://ptb.discord.com/channels/1/2/175928847299117063?x=1",
            "https://canary.discord.com/channels/1/2/175928847299117063/",
            "https://discordapp.com/channels/1/2/175928847299117063",
            "HTTPS://DISCORD.COM/channels/1/2/175928847299117063#m",
        ] {
            assert_eq!(message_id_of(text), Some("175928847299117063"), "{text}");
        }
        for text in [
            "https://discord.com/channels/1/2",
            "https://discord.com/channels/x/2/3",
            "https://discord.gg/channels/1/2/3",
            "https://discord.com/channel/1/2/3",
        ] {
            assert_eq!(message_id_of(text), None, "{text}");
        }
        assert!(discord_link("https://discord.com/chan").is_some_and(|l| l.open && !l.whole));
        assert!(discord_link("https://discord.com/channels/1/").is_some_and(|l| l.open && !l.whole));
    }
}
