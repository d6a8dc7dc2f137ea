use crate::strings::number_runs;
use leptos::either::Either;
use leptos::prelude::*;

/// Text with every number in it (digit groups, ISO instants, the `YYYY-MM-DD` a message
/// spells out) kept on one line: prose wraps between words, never inside a number. The text
/// content is exactly `text`.
#[component]
pub fn Prose(#[prop(into)] text: Signal<String>) -> impl IntoView {
    // Built anew when the text changes, which a memo tells from a signal that only woke: a
    // message is a few nodes, and building them anew needs no code to update them in place.
    let text = Memo::new(move |_| text.get());
    move || {
        text.with(|text| {
            super::Fresh(
                number_runs(text)
                    .into_iter()
                    .map(|(number, run)| {
                        let run = run.to_string();
                        // Either, not an AnyView, which would keep its HTML-rendering code.
                        if number {
                            Either::Left(view! { <span class="num">{run}</span> })
                        } else {
                            Either::Right(run)
                        }
                    })
                    .collect_view(),
            )
        })
    }
}
