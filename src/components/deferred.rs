use super::NewBuild;
use crate::split::{Body, Built, Loaded};
use crate::strings::{tr, Pick};
use crate::web;
use leptos::either::Either;
use leptos::prelude::*;
use std::task::{Context, Poll, Waker};

/// A part of the page whose code arrives after the composer's first answer
/// ([`crate::split`]). Meanwhile it shows `loading` (or nothing, for a part below the first
/// screen); if the code cannot be fetched it says `failed` and offers to try again. The rest
/// of the page does not wait for it and keeps working either way.
///
/// Plain signals, not `<Suspense>`, whose machinery weighed on the first download
/// (benches/README.md).
#[component]
pub fn Deferred(body: Body, failed: Pick, #[prop(optional)] loading: Option<Pick>) -> impl IntoView {
    let phase = RwSignal::new(Phase::Loading);
    // The view arrives built; it is mounted into `place` once both are there, whichever is
    // first, and lives as long as this part does.
    let place = NodeRef::<leptos::html::Div>::new();
    let arrived = StoredValue::new_local(None::<(Built, bool)>);
    let show = move || {
        let Some(place) = place.get_untracked() else { return };
        arrived.update_value(|arrived| {
            if let Some((built, mounted @ false)) = arrived {
                built.mount(&place, None);
                *mounted = true;
            }
        });
    };
    place.on_load(move |_| show());
    // When this part goes (a tool closed, or rebuilt in place: the framework may hand the same
    // wrapper to the next one), its view goes with it.
    on_cleanup(move || {
        arrived.update_value(|arrived| {
            if let Some((built, true)) = arrived {
                built.unmount();
            }
        })
    });
    let settle = move |result: Loaded| match result {
        Ok(built) => {
            arrived.set_value(Some((built, false)));
            phase.set(Phase::Ready);
            show();
        }
        Err(_) => phase.set(Phase::Failed),
    };
    // A retry is clicked inside the failure notice, which goes away as the retry starts: the
    // fetch belongs to this part, not to whatever owner the click runs under.
    let owner = Owner::current();
    let fetch = move || {
        let mut call = body();
        // Code already here (fetched ahead, or a debug build) shows in this very render,
        // without a loading text in between.
        match call.as_mut().poll(&mut Context::from_waker(Waker::noop())) {
            Poll::Ready(result) => settle(result),
            Poll::Pending => {
                phase.set(Phase::Loading);
                // Under this part's owner, so the view is built in its place in the page (its
                // context, its cleanup); dropped unfinished if the part goes away meanwhile.
                let spawn = || leptos::task::spawn_local_scoped_with_cancellation(async move { settle(call.await) });
                match &owner {
                    Some(owner) => owner.with(spawn),
                    None => spawn(),
                }
            }
        }
    };
    fetch();
    let retry = Callback::new(move |()| fetch());
    let new_build = NewBuild::current();
    // Built anew on each change of phase: a status line or a notice, a few nodes.
    let status = move || {
        super::Fresh(match phase.get() {
            Phase::Loading => {
                Either::Left(loading.map(|pick| view! { <p class="tool-status" role="status">{tr(pick)}</p> }))
            }
            Phase::Failed => Either::Right(view! { <ChunkFailed failed retry gone=new_build /> }),
            Phase::Ready => Either::Left(None),
        })
    };
    view! { {status} <div class="deferred" node_ref=place></div> }
}

#[derive(Clone, Copy, PartialEq)]
enum Phase {
    Loading,
    Failed,
    Ready,
}

/// What a deferred part shows when its code did not arrive: a button that asks again, or,
/// when the code is `gone` with the build it belonged to (asking again would fail again), a
/// button that reloads into the new build.
#[component]
fn ChunkFailed(failed: Pick, retry: Callback<()>, gone: RwSignal<bool>) -> impl IntoView {
    let says = tr(failed);
    let (gone_says, reload, try_again) = (tr(|s| s.status.build_gone), tr(|s| s.status.reload), tr(|s| s.status.retry));
    let act = move |_| if gone.get_untracked() { web::reload() } else { retry.run(()) };
    view! {
        <div class="tool-status tool-failed" role="alert">
            <p>{move || if gone.get() { gone_says() } else { says() }}</p>
            <button type="button" on:click=act>{move || if gone.get() { reload() } else { try_again() }}</button>
        </div>
    }
}
