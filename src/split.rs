//! Code that arrives on first use. Each tool's body is a split point: the release build moves
//! it into a wasm chunk of its own (`scripts/release/split.mjs`), and the page fetches that
//! chunk when the tool is first opened, or earlier when the browser is idle (`prefetch_tools`
//! among the components).
//!
//! Split points are compiled only under `cfg(snowflake_split)`, which `build.rs` sets for a
//! release wasm build (and `SNOWFLAKE_SPLIT=0` turns off). A split point that is never split
//! leaves the page without its code, so elsewhere (`trunk serve`, the browser tests, an
//! unsplit release) the same function is a plain `async fn` and nothing is fetched.

use leptos::tachys::view::Mountable;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

/// A chunk did not arrive (offline, blocked, a server error). Nothing is cached: asking again
/// fetches again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChunkMissing;

impl From<leptos::wasm_split::SplitLoaderError> for ChunkMissing {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> Self {
        ChunkMissing
    }
}

/// A view already built, ready to be mounted. Split points hand this over rather than an
/// `AnyView`, whose conversion keeps the rebuild and owned-copy code of the whole view tree
/// (benches/README.md has the figures).
pub type Built = Box<dyn Mountable>;

/// What a split point gives: its view, built, once its chunk is here.
pub type Loaded = Result<Built, ChunkMissing>;

/// A call of a split point, type-erased so that the part that shows it
/// (the `Deferred` component) is compiled once, not once per split point.
pub type Body = Arc<dyn Fn() -> Pin<Box<dyn Future<Output = Loaded>>> + Send + Sync>;

/// Wraps `call`, a split point with its arguments, as a [`Body`].
pub fn body<F: Future<Output = Loaded> + 'static>(call: impl Fn() -> F + Send + Sync + 'static) -> Body {
    Arc::new(move || Box::pin(call()))
}

/// `split_point! { chunk, preload_name: fn name(args) -> View { view } }` defines
/// `async fn name(args) -> Loaded` whose body lives in the chunk `chunk` (or, with
/// `-> Result<T> { value }`, `async fn name(args) -> Result<T, ChunkMissing>`), and
/// `async fn preload_name() -> Result<(), _>` that only fetches it; without `, preload_name`
/// there is no such function. A failed fetch is an `Err`, never a panic (a panic stops the
/// whole page).
macro_rules! split_point {
    ($chunk:ident $(, $preload:ident)?: fn $name:ident($($arg:ident: $ty:ty),* $(,)?) -> View $body:block) => {
        $crate::split::split_point! { $chunk $(, $preload)?: fn $name($($arg: $ty),*) -> Result<$crate::split::Built> {
            Box::new(::leptos::tachys::view::Render::build($body)) as $crate::split::Built
        } }
    };
    // The same for code that gives a value rather than a view: `async fn name(args) ->
    // Result<T, ChunkMissing>`.
    ($chunk:ident $(, $preload:ident)?: fn $name:ident($($arg:ident: $ty:ty),* $(,)?) -> Result<$ret:ty> $body:block) => {
        #[cfg(snowflake_split)]
        #[::leptos::wasm_split::wasm_split(
            $chunk,
            fallible,
            wasm_split_path = ::leptos::wasm_split
            $(, preload($preload))?
        )]
        pub fn $name($($arg: $ty),*) -> Result<$ret, $crate::split::ChunkMissing> {
            Ok($body)
        }

        #[cfg(not(snowflake_split))]
        pub async fn $name($($arg: $ty),*) -> Result<$ret, $crate::split::ChunkMissing> {
            Ok($body)
        }

        $(
            #[cfg(not(snowflake_split))]
            pub async fn $preload() -> Result<(), $crate::split::ChunkMissing> {
                Ok(())
            }
        )?
    };
}
pub(crate) use split_point;
