// Shared helpers for the end-to-end tests: a static server for dist/ on 127.0.0.1 and a
// Chromium launched the way this machine needs (Debian's build, as root, closed network).
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve } from "node:path";
import { before, after } from "node:test";
import { chromium } from "playwright-core";

export const ROOT = resolve(import.meta.dirname, "../..");
export const DIST = join(ROOT, "dist");
export const ARTIFACTS = join(ROOT, "test-results");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
};

/**
 * Serves `dir` like a plain static host, adding `headers` (or `headers(path)`) to every response, under the URL
 * path `prefix` (a sub-folder such as "/docs/tools/snowflake/"; anything outside it is 404).
 * Resolves to { url, close } with `url` the folder's address. `requests`, if given, collects
 * the path of every request.
 */
export async function serveStatic(dir = DIST, headers = {}, prefix = "/", requests = null) {
  const server = createServer(async (req, res) => {
    try {
      const pathname = decodeURIComponent(new URL(req.url, "http://x").pathname);
      requests?.push(pathname);
      if (!pathname.startsWith(prefix)) throw new Error("outside the served folder");
      let file = normalize(join(dir, pathname.slice(prefix.length)));
      if (!file.startsWith(dir)) throw new Error("outside root");
      if ((await stat(file)).isDirectory()) file = join(file, "index.html");
      const body = await readFile(file);
      const extra = typeof headers === "function" ? headers(pathname) : headers;
      res.writeHead(200, { ...extra, "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404).end("not found");
    }
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}${prefix}`, close: () => new Promise((ok) => server.close(ok)) };
}

/**
 * Chromium's headless shell (the same engine and version as Debian's chromium, without the
 * browser's own layers, so each new context is much cheaper), or `$CHROMIUM`, with
 * the release build's service worker blocked in every context unless a test asks for it
 * (`serviceWorkers: "allow"`): with a worker, request interception and timings would see its
 * cache, not the network.
 */
export async function launchChromium() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium-headless-shell",
    args: [
      "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
      "--no-first-run", "--disable-sync", "--disable-quic",
      // One process fewer on a machine whose two cores the tests keep busy: the compositor
      // runs in the browser process.
      "--in-process-gpu",
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: "block", ...options });
  browser.newPage = async (options = {}) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.once("close", () => context.close().catch(() => {}));
    return page;
  };
  return browser;
}

/** Records every Content-Security-Policy violation of the context's pages in `window.__violations`. */
export function recordCspViolations(context) {
  return context.addInitScript(() => {
    window.__violations = [];
    addEventListener("securitypolicyviolation", (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

/**
 * Whether a console error is Chromium's report of a fetch that a navigation cancelled: it has
 * an empty reason and sometimes arrives only after the next page has loaded, and it is no
 * problem of either page. A missing or refused file gives a reason, so those still count.
 */
const isCancelledFetch = (text) => /^Fetch API cannot load \S+\. $/.test(text);

/** Collects `page`'s console errors (but a cancelled fetch) and uncaught exceptions into `problems`. */
export function watchProblems(page, problems = []) {
  page.on("console", (msg) => { if (msg.type() === "error" && !isCancelledFetch(msg.text())) problems.push(`console: ${msg.text()}`); });
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/** Opens the app and collects every console error and uncaught exception on the way. */
export async function openApp(browser, url, options = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems = watchProblems(page);
  page.on("dialog", (dialog) => { problems.push(`dialog: ${dialog.message()}`); dialog.dismiss(); });
  await page.goto(url);
  await waitForApp(page);
  return { context, page, problems };
}

/** Waits until the whole app is in: the first screen, then the slices below it (`<html data-mounted>`). */
export function waitForSlices(page) {
  return page.waitForFunction(() => document.documentElement?.hasAttribute("data-mounted"));
}

/**
 * Counts, in `window.__addressRewrites`, each time the pages of `context` rewrite their address
 * bar (`history.replaceState`), so a test can wait for the page's own rewrite instead of
 * sleeping past it.
 */
export function countAddressRewrites(context) {
  return context.addInitScript(() => {
    window.__addressRewrites = 0;
    const replace = history.replaceState.bind(history);
    history.replaceState = (...args) => { window.__addressRewrites += 1; return replace(...args); };
  });
}

/** Waits until the page has rewritten its address bar at least `times` times since it loaded. */
export function waitForAddressRewrite(page, times = 1) {
  return page.waitForFunction((times) => window.__addressRewrites >= times, times);
}

/**
 * Pastes `text` into the ID box through the real clipboard, as a person does (the context
 * needs the clipboard permissions).
 */
export async function pasteId(page, text) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  const box = page.locator("#snowflake-id");
  await box.click();
  await box.press("Control+A");
  await box.press("Control+V");
  await settled(page);
}

/**
 * Waits until the work the page leaves for after the next paint is done: the outputs below the
 * answer (the ID's other bases, the calculation, the code, the legend, the clock note, the notes
 * after the bits) and the bits' names follow an edit a paint behind, in a background task.
 */
export function settled(page) {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => {
    if (globalThis.scheduler?.postTask) scheduler.postTask(done, { priority: "background" });
    else setTimeout(done, 0);
  })));
}

/**
 * Reads with `read()` until `agree` holds of what was read, settling between reads (a few at
 * most), and returns the last reading. For values a paint apart that follow the clock: a tick
 * between two settles moves the ID at once and the written forms a paint later.
 */
export async function readAgreed(page, read, agree, tries = 4) {
  let seen = await read();
  for (let i = 0; i < tries && !agree(seen); i++) {
    await settled(page);
    seen = await read();
  }
  return seen;
}

/**
 * Waits as waitForSlices does, and until `#snowflake-id` holds digits. Polled across a
 * navigation too, where a new document can briefly have no root element yet.
 */
export function waitForApp(page) {
  return page.waitForFunction(() => document.documentElement?.hasAttribute("data-mounted")
    && /^\d+$/.test(document.querySelector("#snowflake-id")?.value ?? ""));
}

/**
 * Waits in `target` (a page or a frame) until the work the app leaves for when the browser is
 * idle after its first answer (the full page's service worker, or its tools' prefetch) has had
 * its turn: the app is mounted, then two idle periods pass, each after a frame. Idle
 * callbacks run in the order they were asked for, and the app asks for its own right after its
 * first paint, so whatever it starts then has started by the time this resolves, however busy
 * the machine is. For tests that show something did not happen.
 */
export async function idleAfterMount(target) {
  await target.waitForFunction(() => document.documentElement?.hasAttribute("data-mounted"));
  await target.evaluate(async () => {
    for (let i = 0; i < 2; i++) {
      await new Promise((done) => requestAnimationFrame(() => requestIdleCallback(done)));
    }
  });
}

/** The formula in BigInt, written here independently of the app. */
export const EPOCH = 1288834974657n;
export const composeBig = (t, d, m, s) =>
  ((BigInt(t) - EPOCH) << 22n) | (BigInt(d) << 17n) | (BigInt(m) << 12n) | BigInt(s);
export function splitBig(id) {
  const v = BigInt(id);
  return {
    timestamp: String((v >> 22n) + EPOCH),
    datacenter: String((v >> 17n) & 31n),
    machine: String((v >> 12n) & 31n),
    sequence: String(v & 4095n),
  };
}

/**
 * Replaces a field's text the way a person does: into the field (unless already there),
 * select all, then type. The keys go to the focused field through `page.keyboard`, without a
 * locator's lookup and stability wait for each.
 */
export async function typeInto(page, id, value) {
  if ((await page.evaluate(() => document.activeElement?.id)) !== id) await page.locator(`#${id}`).focus();
  await page.keyboard.press("Control+A");
  if (value === "") await page.keyboard.press("Backspace");
  else await page.keyboard.type(value);
  await settled(page);
}

/** The four fields, in the order of their bits. */
export const FIELDS = ["timestamp", "datacenter", "machine", "sequence"];

/**
 * One Chromium and one served dist/ (under `prefix`) for a whole test file, for files whose
 * tests each open their own context: registers the before/after hooks and returns an object
 * whose `browser` and `server` fill in once the file's tests start.
 */
export function sharedBrowser(prefix = "/") {
  const shared = {};
  before(async () => {
    shared.browser = await launchChromium();
    shared.server = await serveStatic(DIST, {}, prefix);
  });
  after(async () => {
    await shared.browser?.close();
    await shared.server?.close();
  });
  return shared;
}

/**
 * One served dist/, one Chromium and one open app for a whole test file: registers the
 * before/after hooks and returns an object whose `server`, `browser`, `app` fill in once the
 * file's tests start, and `open(query)`, which reloads the shared page at that state.
 */
export function sharedApp(options = {}) {
  const shared = {};
  before(async () => {
    shared.server = await serveStatic();
    shared.browser = await launchChromium();
    shared.app = await openApp(shared.browser, shared.server.url, options);
  });
  /** Loads the shared page afresh at `?{query}`, so a test starts from the state it names. */
  shared.open = async (query = "") => {
    const { page } = shared.app;
    await page.goto(query ? `${shared.server.url}?${query}` : shared.server.url);
    await waitForApp(page);
    return page;
  };
  after(async () => {
    await shared.browser?.close();
    await shared.server?.close();
  });
  return shared;
}

/**
 * For files that frame the app from a host page: dist/ (or `dir`) served under `prefix` (a
 * sub-folder) with `headers` (as serveStatic takes them, `requests` collecting the paths
 * asked for), an empty folder `hostDir` (there at once) served on another port, so another
 * origin, for the test's host pages, and one Chromium. Registers the before/after hooks; the
 * returned object's `app`, `host` and `browser` fill in once the file's tests start.
 */
export function sharedHost(prefix = "/docs/tools/snowflake/", { dir = DIST, headers = {}, requests = null } = {}) {
  // Made at once, so the file can write its host pages before its tests start.
  const shared = { hostDir: mkdtempSync(join(tmpdir(), "snowflake-host-")) };
  before(async () => {
    shared.app = await serveStatic(dir, headers, prefix, requests);
    shared.host = await serveStatic(shared.hostDir);
    shared.browser = await launchChromium();
  });
  after(async () => {
    await shared.browser?.close();
    await shared.app?.close();
    await shared.host?.close();
  });
  return shared;
}
