use crate::strings::number_runs;
use leptos::prelude::*;

/// The date format a message spells out: a line may break after a hyphen, so it is kept whole.
const FORMAT_TOKEN: &str = "YYYY-MM-DD";

/// `text` split around [`FORMAT_TOKEN`], each run marked `true` when it is the token.
fn format_token_runs(text: &str) -> Vec<(bool, &str)> {
    let mut runs = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find(FORMAT_TOKEN) {
        if at > 0 {
            runs.push((false, &rest[..at]));
        }
        runs.push((true, &rest[at..at + FORMAT_TOKEN.len()]));
        rest = &rest[at + FORMAT_TOKEN.len()..];
    }
    if !rest.is_empty() || runs.is_empty() {
        runs.push((false, rest));
    }
    runs
}

/// Text with every number in it (digit groups, ISO instants) kept on one line: prose wraps
/// between words, never inside a number. The text content is exactly `text`.
#[component]
pub fn Prose(#[prop(into)] text: Signal<String>) -> impl IntoView {
    move || {
        text.with(|text| {
            number_runs(text)
                .into_iter()
                .map(|(number, run)| {
                    let run = run.to_string();
                    if number {
                        view! { <span class="num">{run}</span> }.into_any()
                    } else {
                        format_token_runs(&run)
                            .into_iter()
                            .map(|(token, part)| {
                                let part = part.to_string();
                                if token {
                                    view! { <span class="num">{part}</span> }.into_any()
                                } else {
                                    part.into_any()
                                }
                            })
                            .collect_view()
                            .into_any()
                    }
                })
                .collect_view()
        })
    }
}
