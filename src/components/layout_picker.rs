use super::TextField;
use crate::model::{Composer, LayoutInput};
use crate::snowflake::{LayoutName, Preset};
use crate::split::split_point;
use crate::strings::{tr, use_strings, Strings};
use leptos::prelude::*;

/// By the ID box's label: which layout the page reads in, a preset or the person's own. Under
/// it, what keeps the page from reading one (`#layout-error`), and the note when a Discord
/// message's link switched the layout.
#[component]
pub fn LayoutPicker(composer: Composer) -> impl IntoView {
    let t = use_strings();
    let layouts = composer.layouts();
    let on_change = move |ev: leptos::ev::Event| {
        if let Some(choice) = LayoutName::from_key(&event_target_value(&ev)) {
            composer.choose_layout(choice);
        }
    };
    let options = LayoutName::ALL.map(|choice| {
        view! {
            <option value=choice.key() selected=move || layouts.choice() == choice>{move || option_text(t(), choice)}</option>
        }
    });
    view! {
        <span class="id-layout layout-pick" id="id-layout">
            <label for="layout">{tr(|s| s.layout.label)}</label>
            <select id="layout" name="layout" on:change=on_change
                aria-invalid=move || layouts.error().is_some().then_some("true")
                aria-describedby=move || layouts.error().is_some().then_some("layout-error")>
                {options.collect_view()}
            </select>
        </span>
    }
}

/// Under the ID box: why no layout can be read, and the note when a link switched it.
#[component]
pub fn LayoutStatus(composer: Composer) -> impl IntoView {
    let t = use_strings();
    let layouts = composer.layouts();
    let error = Memo::new(move |_| layouts.error());
    let message = move || error.with(|e| e.as_ref().map(|e| t().message(e)));
    view! {
        <p class="layout-error error" id="layout-error" role="alert" hidden=move || error.with(Option::is_none)
            data-error-kind=move || error.with(|e| e.as_ref().map(|e| e.kind().key()))>
            {message}
        </p>
        <p class="layout-switched" id="layout-switched" role="status" hidden=move || !composer.switched_by_link()>
            {tr(|s| s.layout.switched)}
        </p>
    }
}

/// An option's text: the layout's name.
fn option_text(s: &'static Strings, choice: LayoutName) -> &'static str {
    match choice {
        LayoutName::Preset(preset) => s.layout.names.get(Some(preset)),
        LayoutName::Custom => s.layout.names.get(None::<Preset>),
    }
}

// The editor arrives when the browser is idle, or on first use: most visits read a preset.
split_point! { layout_editor, preload_layout_editor: fn layout_editor_view(composer: Composer) -> View {
    view! { <LayoutEditor composer /> }
} }

/// The editor of one's own layout: its epoch (a date or Unix ms), its tick and its blocks,
/// each typed under the page's one calm rule.
#[component]
pub fn LayoutEditor(composer: Composer) -> impl IntoView {
    let t = use_strings();
    let layouts = composer.layouts();
    let field = move |input: LayoutInput,
                      id: &'static str,
                      label: fn(&'static Strings) -> &'static str,
                      hint: fn(&'static Strings) -> &'static str| {
        view! {
            <TextField id name=input.name()
                label=Signal::derive(move || label(t()).into())
                hint=Signal::derive(move || hint(t()).to_string())
                value=Signal::derive(move || layouts.text(input))
                on_change=Callback::new(move |(text, change)| composer.change_layout(input, text, change))
                on_judge=Callback::new(move |()| layouts.judge(input))
                error=Signal::derive(move || layouts.input_error(input))
                inputmode=(input == LayoutInput::Tick).then_some("numeric")>{()}</TextField>
        }
    };
    view! {
        <fieldset class="layout-editor" id="layout-editor">
            <legend>{tr(|s| s.layout.editor)}</legend>
            {field(LayoutInput::Epoch, "layout-epoch", |s| s.layout.epoch, |s| s.layout.epoch_hint)}
            {field(LayoutInput::Tick, "layout-tick", |s| s.layout.tick, |s| s.layout.tick_hint)}
            {field(LayoutInput::Blocks, "layout-blocks", |s| s.layout.blocks, |s| s.layout.blocks_hint)}
        </fieldset>
    }
}
