//! The build's first screen: renders the page's first screen (the fields, the ID box, the
//! headline and the bits) off the web, with the app's own components, once per language, into
//! `<dir>/first-screen.<lang>.html`. The release build's post-build step writes them into
//! `index.html`'s `#composer` (scripts/release/first-screen.mjs). The app mounts in its place
//! as it always has, and the page's script on that screen (static/first-screen.js) hands what
//! was typed into it to the app.

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::io::Result<()> {
    use snowflake_composer::address::Lang;
    /// Effects are the browser's: here none runs, so what only they write (the ID box's
    /// digits, the bits, the address bar) stays as the markup has it.
    struct NoEffects;
    impl any_spawner::CustomExecutor for NoEffects {
        fn spawn(&self, _: any_spawner::PinnedFuture<()>) {}
        fn spawn_local(&self, _: any_spawner::PinnedLocalFuture<()>) {}
        fn poll_local(&self) {}
    }
    let _ = any_spawner::Executor::init_custom_executor(NoEffects);
    let dir = std::env::args().nth(1).unwrap_or_else(|| ".".to_string());
    for lang in [Lang::En, Lang::Ko] {
        let html = snowflake_composer::first_screen_html(lang);
        std::fs::write(std::path::Path::new(&dir).join(format!("first-screen.{}.html", lang.code())), html)?;
    }
    Ok(())
}

#[cfg(target_arch = "wasm32")]
fn main() {}
