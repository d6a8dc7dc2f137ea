//! The page below its first screen, mounted in slices: each slice in a task of its own, top to
//! bottom, so that a phone's first visit has no long task and a key or tap that comes
//! meanwhile is handled between two slices. A slice only adds what follows it on the page: it
//! never changes what was typed or where the focus is.
//!
//! Each slice is a `Deferred` part (among the components) whose body waits for its turn: built
//! once, never rebuilt, so a slice costs no more code than the view it holds.

use crate::split::{Body, Built, Loaded};
use crate::web;
use js_sys::{Function, Promise};
use leptos::prelude::*;
use leptos::tachys::view::Render;
use std::future::Future;
use wasm_bindgen_futures::JsFuture;

/// The slices, in the order they mount.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Slice {
    /// Under the bits' help: the same bits in the other layouts, then the bits' legend.
    OtherLayouts,
    /// The timestamp's resolved value and its controls, under the bits.
    ClockNote,
    /// The tools' navigation and headings (a tool's body arrives when it is opened).
    Tools,
    /// The outputs about this one ID: its formats, the diagram file, the calculation, the code.
    AboutId,
    /// The embed builder's heading and introduction.
    EmbedBuilder,
}

const ORDER: [Slice; 5] = [Slice::OtherLayouts, Slice::ClockNote, Slice::Tools, Slice::AboutId, Slice::EmbedBuilder];

/// Each slice's turn: a promise that settles when it comes, and what settles it.
#[derive(Clone, Copy)]
pub struct Turns(StoredValue<Vec<(Promise, Option<Function>)>, LocalStorage>);

impl Turns {
    /// `call` (a split point with its arguments), started once `slice`'s turn has come.
    pub fn then<F: Future<Output = Loaded> + 'static>(
        self,
        slice: Slice,
        call: impl Fn() -> F + Send + Sync + 'static,
    ) -> Body {
        crate::split::body(move || {
            let turn = self.turn(slice);
            let call = call();
            async move {
                turn.await;
                call.await
            }
        })
    }

    /// `view`, built once `slice`'s turn has come.
    pub fn build<V: Render + 'static>(self, slice: Slice, view: impl Fn() -> V + Send + Sync + 'static) -> Body {
        crate::split::body(move || {
            let turn = self.turn(slice);
            let view = view();
            async move {
                turn.await;
                Ok(Box::new(view.build()) as Built)
            }
        })
    }

    fn turn(self, slice: Slice) -> impl Future<Output = ()> {
        let index = ORDER.iter().position(|s| *s == slice);
        let promise =
            self.0.try_with_value(|turns| index.and_then(|i| turns.get(i)).map(|(promise, _)| promise.clone()));
        async move {
            if let Some(promise) = promise.flatten() {
                let _ = JsFuture::from(promise).await;
            }
        }
    }
}

/// Starts the slicing, from after the first screen's first paint. `fetch` brings the slices'
/// code that is not in the main module (one chunk, [`crate::split`]) first; if it cannot, each
/// part says so where it stands and the slicing goes on. Once the last slice is in (or at once with
/// `sliced` false: the views that have nothing below their first screen), `<html data-mounted>`
/// says so.
pub fn start<E>(sliced: bool, fetch: impl Future<Output = Result<(), E>> + 'static) -> Turns {
    let turns: Vec<(Promise, Option<Function>)> = ORDER
        .iter()
        .map(|_| {
            // The executor runs at once: `settle` is always filled.
            let mut settle = None;
            let promise = Promise::new(&mut |resolve, _| settle = Some(resolve));
            (promise, settle)
        })
        .collect();
    let turns = Turns(StoredValue::new_local(turns));
    if !sliced {
        web::mark_mounted();
        return turns;
    }
    leptos::task::spawn_local(async move {
        web::next_paint().await;
        let _ = fetch.await;
        for (index, slice) in ORDER.into_iter().enumerate() {
            web::next_task().await;
            // Unless the page went away meanwhile (a test's unmount).
            let Some(settle) = turns.0.try_with_value(|turns| turns.get(index).and_then(|(_, settle)| settle.clone()))
            else {
                return;
            };
            if let Some(settle) = settle {
                let _ = settle.call0(&wasm_bindgen::JsValue::UNDEFINED);
            }
            // A tool's or the builder's anchor: the browser looked for it before it was there.
            if matches!(slice, Slice::Tools | Slice::EmbedBuilder) {
                web::next_task().await;
                web::scroll_to_fragment_in(if slice == Slice::Tools { "#tools, .tool-panel" } else { "#embed" });
            }
        }
        web::next_task().await;
        web::mark_mounted();
        web::on_hash(|_| web::open_fragment_answer());
    });
    turns
}
