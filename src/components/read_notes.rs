use super::Prose;
use crate::address::Lang;
use crate::model::Clock;
use crate::snowflake::{iso_utc, SnowflakeId};
use crate::strings::{tr, use_strings};
use leptos::prelude::*;

/// Right after the bits: how else these bits are read. The same bits as a Discord ID (same
/// layout, Discord's epoch) whenever that moment is already past, with a link to the question
/// that explains it; and, for an ID older than Snowflake, why no real Twitter ID is that small.
#[component]
pub fn ReadNotes(id: Signal<Option<SnowflakeId>>, clock: Clock) -> impl IntoView {
    let t = use_strings();
    let lang = use_context::<RwSignal<Lang>>();
    let discord = Memo::new(move |_| id.get().and_then(|id| id.discord_reading(clock.now_ms())));
    let predates = Memo::new(move |_| id.get().is_some_and(SnowflakeId::predates_snowflake));
    // The question in the explanation of the page's language: (its link, its id).
    let faq = move || match lang.map_or(Lang::En, |l| l.get()) {
        Lang::En => ("#faq-discord-en", "faq-discord-en"),
        Lang::Ko => ("#faq-discord-ko", "faq-discord-ko"),
    };
    // The question is a closed <details>: open it, then the link scrolls to it.
    let open_faq = move |_| crate::web::open_details(faq().1);
    view! {
        <p class="read-note" id="id-discord" hidden=move || discord.with(Option::is_none)>
            {move || discord.get().map(|ms| t().as_discord(&iso_utc(ms)))}
            " · "
            <a href=move || faq().0 on:click=open_faq>{tr(|s| s.time.discord_link)}</a>
        </p>
        <p class="read-note" id="id-warning-why" hidden=move || !predates.get()>
            <Prose text=Signal::derive(move || if predates.get() { t().id_pre_snowflake_why() } else { String::new() }) />
        </p>
    }
}
