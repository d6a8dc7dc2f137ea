// Loaded first on every page of the smoke set (tests/engines/support.mjs adds it to the served
// copy's index.html, where the Content-Security-Policy's script-src 'self' allows it): records
// the page's uncaught exceptions, unhandled rejections, resources that failed to load,
// Content-Security-Policy violations and console errors in `window.__smokeProblems`, for the
// engines whose automation reports none of these (classic WebDriver, as WebKit's speaks), and
// counts the fetches and wasm loads under way in `window.__smokeBusy`; on request, holds the
// wasm back until the check lets it through.
(() => {
  const problems = (window.__smokeProblems = []);
  const say = (kind, text) => problems.push(`${kind}: ${text}`);
  addEventListener("error", (e) => {
    if (e instanceof ErrorEvent) say("uncaught", `${e.message} (${e.filename}:${e.lineno})`);
    // Not an ErrorEvent: an element's resource failed to load (seen here, capturing, since it does not bubble).
    else say("failed to load", e.target?.src || e.target?.href || e.target?.outerHTML?.slice(0, 80));
  }, true);
  addEventListener("unhandledrejection", (e) => say("unhandled rejection", String(e.reason)));
  addEventListener("securitypolicyviolation", (e) => say("CSP violation", `${e.violatedDirective} ${e.blockedURI}`));
  // How many fetches and wasm loads are under way: the smoke set leaves a page only when none
  // is, as a navigation cancels them and the wasm-split loader reports a cancelled chunk
  // load as a console error (tests/e2e/support.mjs, isCancelledFetch, is Chromium's case).
  let busy = 0;
  const counted = (original) => function (...args) {
    busy += 1;
    const done = () => { busy -= 1; };
    let result;
    try {
      result = original.apply(this, args);
    } catch (thrown) {
      done();
      throw thrown;
    }
    Promise.resolve(result).then(done, done);
    return result;
  };
  // A check that opens the page with the wasm held back sets this in sessionStorage first:
  // the app's fetch of a .wasm then waits for `__releaseWasm()`.
  let release = () => {};
  const held = sessionStorage.getItem("smoke-hold-wasm") === "1" ? new Promise((resolve) => (release = resolve)) : null;
  sessionStorage.removeItem("smoke-hold-wasm");
  window.__releaseWasm = () => release();
  const fetch = window.fetch;
  window.fetch = counted(function (input, ...rest) {
    const url = String(input?.url ?? input);
    if (!held || !/\.wasm(\?|$)/.test(url)) return fetch.call(this, input, ...rest);
    window.__heldWasm = (window.__heldWasm ?? 0) + 1;
    return held.then(() => fetch.call(this, input, ...rest));
  });
  for (const name of ["instantiateStreaming", "compileStreaming"]) {
    if (WebAssembly[name]) WebAssembly[name] = counted(WebAssembly[name]);
  }
  Object.defineProperty(window, "__smokeBusy", { get: () => busy });
  const error = console.error;
  console.error = function (...args) {
    say("console.error", args.map(String).join(" "));
    return error.apply(this, args);
  };
})();
