use crate::address::Lang;
use crate::model::Language;
use crate::strings::tr;
use leptos::prelude::*;

/// One button per language the page speaks, each named in its own language; the pressed one is
/// the page's language.
#[component]
pub fn LanguageSwitch(language: Language) -> impl IntoView {
    view! {
        <div class="lang-switch" role="group" aria-label=tr(|s| s.page.lang_switch_label)>
            {Lang::ALL.map(|choice| view! {
                <button
                    type="button"
                    lang=choice.code()
                    id=format!("lang-{}", choice.code())
                    aria-pressed=move || if language.lang.get() == choice { "true" } else { "false" }
                    on:click=move |_| language.choose(choice)
                >
                    {choice.strings().page.lang_name}
                </button>
            }).collect_view()}
        </div>
    }
}
