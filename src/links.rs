//! The page's links: the state a link carries in, the address bar kept in step with the page,
//! and the links the page hands out (the share link and the embed snippet's `src`). The
//! words of an address (its keys and values) are `crate::address`'s; the browser's address
//! bar is `web::address_bar`.

use crate::address::{Key, Theme, View};
use crate::embed::{self, Choice, Host};
use crate::model::Page;
use crate::snowflake::BlockKey;
use crate::web;
use leptos::prelude::*;

/// How long typing must pause before the address bar is rewritten.
pub const ADDRESS_DELAY: std::time::Duration = std::time::Duration::from_millis(150);

/// The longest value, in bytes, that the address carries.
pub const MAX_QUERY_VALUE: usize = 4096;

/// The query parameters of the page's address as it is now, each as an input would hold it: a
/// text input cannot hold line breaks (the browser strips them from typed and pasted text), so
/// neither does a value from the address.
pub fn query_values() -> impl Fn(&str) -> Option<String> {
    let params = web::query_params();
    move |key| params(key).map(|value| value.replace(['\r', '\n'], ""))
}

/// The state's pairs, less any value longer than [`MAX_QUERY_VALUE`]: no real value is that
/// long, and writing a megabyte of pasted junk into the address on every keystroke would
/// only slow the page down.
fn state_query(page: Page) -> Vec<(Key, String)> {
    let mut pairs = page.to_query();
    pairs.retain(|(_, value)| value.len() <= MAX_QUERY_VALUE);
    pairs
}

/// Pairs as the address writes them.
fn named(pairs: &[(Key, String)]) -> Vec<(&str, String)> {
    pairs.iter().map(|(key, value)| (key.name(), value.clone())).collect()
}

/// Keeps the address bar in step, a moment after typing pauses: browsers throttle pages that
/// call replaceState on every keystroke, and nobody reads the address mid-word. The page owns
/// its state keys and the block keys of every layout it has read in, so a field of a layout
/// left behind leaves the address with it.
pub fn keep_in_step(page: Page) {
    Effect::new(move |previous: Option<(Option<TimeoutHandle>, Vec<BlockKey>)>| {
        let (handle, mut owned) = previous.unwrap_or_default();
        if let Some(handle) = handle {
            handle.clear();
        }
        for block in page.composer.layout().blocks() {
            if !owned.contains(&block.key()) {
                owned.push(block.key());
            }
        }
        let pairs = state_query(page);
        let own: Vec<Key> = Key::STATE.into_iter().chain(owned.iter().map(|k| Key::Block(*k))).collect();
        let write = move || {
            let own: Vec<&str> = own.iter().map(Key::name).collect();
            web::replace_query(&own, &named(&pairs))
        };
        (set_timeout_with_handle(write, ADDRESS_DELAY).ok(), owned)
    });
}

/// The link to this state. It pins an empty timestamp to the millisecond on screen, so it
/// opens on the same ID; the address bar keeps "now" as typed.
pub fn share_link(page: Page) -> Signal<Option<String>> {
    // A theme the reader pinned in the address goes along, as the language does. The page
    // never changes it, so it is read once.
    let theme = query_values()(Key::Theme.name()).and_then(|value| Theme::from_code(&value));
    Signal::derive(move || {
        let mut pairs = state_query(page);
        let composer = page.composer;
        if let Some(parts) = composer.parts().filter(|_| composer.timestamp_from_clock()) {
            // While a typed timestamp waits, the ID is still the clock's: the pin replaces it.
            let timestamp = Key::Block(BlockKey::TIMESTAMP);
            pairs.retain(|(key, _)| *key != timestamp);
            // After the language and the layout, where the fields come.
            let at = pairs.iter().position(|(key, _)| *key != Key::Lang && !key.is_layout()).unwrap_or(pairs.len());
            pairs.insert(at, (timestamp, parts.timestamp_ms().to_string()));
        }
        if let Some(theme) = theme {
            pairs.push((Key::Theme, theme.code().to_string()));
        }
        web::page_url(&named(&pairs))
    })
}

/// The address of the embedded view an author chose, for this state. The diagram's ID is the
/// one the person left, not the clock's: the preview is not reloaded every tick.
pub fn embed_link(page: Page, choice: Choice) -> Option<String> {
    web::page_url(&named(&choice.query(state_query(page), page.composer.edited_id().get())))
}

/// The `<snowflake-embed>` element for the author's choice, and the generator's address the
/// snippet loads `embed.js` from. The element takes the page's values as the ID (its fields
/// are the ID's parts), and the range view's ends as `from` and `to`.
pub fn embed_element(page: Page, choice: Choice, host: Host) -> Option<(String, String)> {
    let id = page.composer.edited_id().get();
    let mut query = choice.query(state_query(page), id);
    let reads_id = choice.values && !matches!(choice.view, View::EmbedRange | View::EmbedBits);
    if reads_id && !query.iter().any(|(key, _)| *key == Key::Id) && let Some(id) = id {
        query.push((Key::Id, id.to_string()));
    }
    let page_url = web::page_url(&[])?;
    let home = page_url[..=page_url.rfind('/')?].to_string();
    let markup = embed::element(&query, (host == Host::MdBook).then_some(home.as_str()));
    Some((markup, home))
}
