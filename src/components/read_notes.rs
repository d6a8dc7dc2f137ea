use super::Prose;
use crate::address::Lang;
use crate::model::Clock;
use crate::snowflake::{iso_utc, SnowflakeId, TimeReading};
use crate::strings::{tr, use_strings};
use leptos::prelude::*;

/// Right after the bits: how else these bits are read. The same bits as a Discord ID (same
/// layout, Discord's epoch) whenever that moment is already past, with a link to the question
/// that explains it; and, for an ID whose bits hold no time (a counter from before Snowflake,
/// or the worked example), what it is and why its moment means nothing.
#[component]
pub fn ReadNotes(
    id: Signal<Option<SnowflakeId>>,
    clock: Clock,
    /// In an embed, which shows no explanation, the link opens the whole page at the
    /// question, in a new tab.
    #[prop(optional)]
    in_embed: bool,
) -> impl IntoView {
    let t = use_strings();
    let lang = use_context::<RwSignal<Lang>>();
    let discord = Memo::new(move |_| id.get().and_then(|id| id.discord_reading(clock.now_ms())));
    let reading = Memo::new(move |_| id.get().map_or(TimeReading::Moment, SnowflakeId::time_reading));
    let why = move || t().time_reading(reading.get()).map(|(_, why)| why);
    // The question in the explanation of the page's language. It is a closed <details>: the
    // page opens the one a fragment names (`web::open_fragment_answer`).
    let faq = move || match (lang.map_or(Lang::En, |l| l.get()), in_embed) {
        (Lang::En, false) => "#faq-discord-en",
        (Lang::Ko, false) => "#faq-discord-ko",
        (Lang::En, true) => "?lang=en#faq-discord-en",
        (Lang::Ko, true) => "?lang=ko#faq-discord-ko",
    };
    let iso = move || discord.get().map(iso_utc);
    view! {
        <p class="read-note" id="id-discord" hidden=move || discord.with(Option::is_none)>
            {move || t().as_discord().0}
            <time datetime=iso>{iso}</time>
            {move || t().as_discord().1}
            " · "
            <a href=faq target=in_embed.then_some("_blank")>
                {tr(|s| s.time.discord_link)}
            </a>
        </p>
        <p class="read-note" id="id-warning-why" hidden=move || reading.get() == TimeReading::Moment>
            <Prose text=Signal::derive(move || why().unwrap_or_default()) />
        </p>
    }
}
