use super::{BitLegend, CopyButton};
use crate::model::{Clock, Composer};
use crate::snowflake::{iso_utc, LayoutName, OtherReading, Parts, SnowflakeId, TagStyle};
use crate::split::split_point;
use crate::strings::{tr, use_strings};
use leptos::prelude::*;

// Under the bits' help, in the chunk of what follows the first screen (with the clock note):
// the other layouts' readings, then the bits' legend. The page answers in its own layout
// first; these follow it a moment later, and nothing above them moves when they come.
split_point! { below_first_screen: fn other_layouts_view(parts: Signal<Option<Parts>>, clock: Clock, composer: Composer) -> View {
    view! { <OtherLayouts parts clock composer /> <BitLegend composer parts /> }
} }

/// The same bits in every other preset: the moment they name there, or that it is still to
/// come, that it falls on that layout's epoch itself (an empty time block), or that the bits
/// cannot be that layout's (a sign bit set). Each entry's name is a control that switches the
/// page to that layout. In Discord's layout, Discord's timestamp tag for the ID's moment.
#[component]
pub fn OtherLayouts(parts: Signal<Option<Parts>>, clock: Clock, composer: Composer) -> impl IntoView {
    let t = use_strings();
    let readings = Memo::new(move |_| {
        parts.get().map(|p| OtherReading::in_other_presets(SnowflakeId::compose(p), &p.layout(), clock.now_ms()))
    });
    let entries = move || {
        readings.get().unwrap_or_default().into_iter().map(|(preset, reading)| {
            let (kind, moment, note) = match reading {
                OtherReading::Moment(ms) => ("moment", Some(iso_utc(ms)), None),
                OtherReading::Future(ms) => ("future", Some(iso_utc(ms)), Some(t().time.other_future)),
                OtherReading::AtEpoch => ("epoch", None, Some(t().time.other_at_epoch)),
                OtherReading::SignBitSet => ("sign", None, Some(t().time.other_sign)),
            };
            let name = t().layout.names.get(Some(preset));
            let switch = t().time.other_switch.fill(crate::strings::Name { name });
            view! {
                <li data-reading=kind>
                    <button type="button" class="link-button" data-layout=preset.key() aria-label=switch.clone() title=switch
                        on:click=move |_| composer.choose_layout(LayoutName::Preset(preset))>{name}</button>
                    {moment.map(|iso| view! { " " <time class="other-time" datetime=iso.clone()>{iso.clone()}</time> })}
                    {note.map(|note| view! { " " <span>{note}</span> })}
                </li>
            }
        }).collect_view()
    };
    view! {
        <section class="read-note other-layouts" id="id-other-layouts" aria-labelledby="other-layouts-heading"
            hidden=move || readings.with(Option::is_none)>
            <h3 id="other-layouts-heading">{tr(|s| s.time.others)}</h3>
            <ul>{entries}</ul>
        </section>
        <DiscordTag parts />
    }
}

/// In Discord's layout: the tag Discord turns into the reader's own time (`<t:SECONDS:F>`),
/// in the style chosen, to copy into a message.
#[component]
fn DiscordTag(parts: Signal<Option<Parts>>) -> impl IntoView {
    let t = use_strings();
    let style = RwSignal::new(TagStyle::DEFAULT);
    let tag = Memo::new(move |_| parts.get().and_then(|p| p.discord_tag(style.get())));
    let options = move || {
        TagStyle::ALL.map(|each| {
            let (letter, name) = (each.letter(), t().layout.tag_styles.get(each));
            view! { <option value=letter.to_string() selected=move || style.get() == each>{format!("{letter} · {name}")}</option> }
        }).collect_view()
    };
    view! {
        <p class="read-note discord-tag" id="discord-tag" hidden=move || tag.with(Option::is_none)>
            <span>{tr(|s| s.layout.tag)}</span>" "
            <code id="discord-tag-text">{move || tag.get()}</code>" "
            <label class="visually-hidden" for="discord-tag-style">{tr(|s| s.layout.tag_style)}</label>
            <select id="discord-tag-style" on:change=move |ev| {
                if let Some(chosen) = event_target_value(&ev).chars().next().and_then(TagStyle::from_letter) {
                    style.set(chosen);
                }
            }>{options}</select>" "
            <CopyButton id="copy-discord-tag" label=Signal::derive(tr(|s| s.layout.copy_tag)) text=tag.into() />
        </p>
    }
}
