// The benchmark: the release build (dist/) against two baselines, the hand-written page
// (benches/baseline, the physical floor) and the minimal Leptos composer (benches/leptos-min,
// the framework floor), alternating over ROUNDS rounds, each page in a fresh browser context,
// all served by serve.mjs. Then the same pages again on Lighthouse's mobile profile (4× CPU,
// 150 ms round trip, 1.6 Mbps down, 750 kbps up, applied through CDP), as a phone on a slow
// network feels them, with the app's ?embed view beside them.
// Prints medians, min–max and per-round ratios, runs Lighthouse on the app, and exits non-zero
// naming every budget that is broken. Run it with benches/run.sh.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { serve, frameMark } from "./serve.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const MOBILE_ROUNDS = Number(process.env.MOBILE_ROUNDS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const KEYSTROKES = 24;
const PASTES = 12;
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
  "--no-first-run", "--disable-sync", "--disable-quic"];

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const fmt = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(2));
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

// Lighthouse's mobile profile (its "mobileSlow4G" settings), applied to the real page through
// CDP rather than simulated: round trip as request latency, throughput in bytes per second.
const MOBILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 };

// Records, inside the page, when #snowflake-id first holds an ID and how long each keystroke
// or paste takes to reach the DOM: from the event to the first DOM mutation or input value
// change after which the page shows the new state.
function instrument() {
  const bench = (window.__bench = { ready: null, inputShown: null, keys: [], keyFrames: [], pastes: [], pasteFrames: [], fieldPasteFrames: [], keysSettled: [] });
  const afterPaint = window.__afterPaint;
  // When the box a person pastes into is first on screen (laid out and not hidden): the ID
  // box, or on a page without one (the minimal composer) its first input; timed, as the edits
  // are, after the frame that shows it is painted.
  requestAnimationFrame(function poll() {
    const box = document.getElementById("snowflake-id") ?? document.querySelector("input");
    if (box && box.getClientRects().length > 0 && box.checkVisibility({ visibilityProperty: true })) scheduler.postTask(() => (bench.inputShown = performance.now()), { priority: "user-blocking" });
    else requestAnimationFrame(poll);
  });
  let pending = null;
  // Also reported: when a keystroke's last DOM change lands (every output, not only the ID),
  // read on the first macrotask after the event, when the page's own work is over.
  let settling = null;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    if (settling) bench.keysSettled.push(settling.last - settling.start);
    settling = null;
  };
  const idValue = () => document.getElementById("snowflake-id")?.value ?? "";
  const check = () => {
    if (settling) settling.last = performance.now();
    if (bench.ready === null && /^\d+$/.test(idValue())) {
      bench.ready = performance.now();
      console.log("bench: ready");
    }
    if (pending && pending.done()) {
      const { start, list, frames } = pending;
      list?.push(performance.now() - start);
      // An edit is seen once the frame that shows it is painted: a task queued from its
      // animation callbacks runs after that frame's style, layout and paint. A user-blocking
      // one: a timer would also wait for the page's own tasks queued before it, such as the
      // work it put after that paint.
      afterPaint(() => frames.push(performance.now() - start));
      pending = null;
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  // Input values are properties, not DOM mutations: check right after any input's value is
  // set, through the prototype's own setter (both pages set .value; Leptos' prop:value too).
  // An earlier version polled on macrotasks instead, which made a page that sets the value in
  // a microtask after its last mutation wait for the next frame: up to 16 ms it didn't spend.
  const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value");
  Object.defineProperty(HTMLInputElement.prototype, "value", {
    ...value,
    set(v) { value.set.call(this, v); check(); },
  });
  addEventListener("keydown", (e) => {
    if (e.target.id !== "sequence" || !/^\d$/.test(e.key)) return;
    const before = idValue();
    pending = { start: performance.now(), list: bench.keys, frames: bench.keyFrames, done: () => idValue() !== before };
    settling = { start: pending.start, last: pending.start };
    setTimeout(() => channel.port2.postMessage(0), 0); // after the input event's task
  }, true);
  addEventListener("paste", (e) => {
    if (e.target.id === "timestamp") {
      // A timestamp pasted into its field, on every page (the minimal one has no ID box).
      const before = idValue();
      pending = { start: performance.now(), list: null, frames: bench.fieldPasteFrames, done: () => idValue() !== before };
      return;
    }
    if (e.target.id !== "snowflake-id") return;
    const expected = e.clipboardData.getData("text/plain");
    const sequence = String(BigInt(expected) & 4095n);
    pending = { start: performance.now(), list: bench.pastes, frames: bench.pasteFrames, done: () => document.getElementById("sequence").value === sequence };
  }, true);
}

/**
 * A fresh context and page; with `mobile`, a phone's viewport, network and CPU (MOBILE). The
 * release build's service worker is blocked, so every visit is a first one, unless `warm`
 * (the page's address): then that page is visited once first, unthrottled, until its worker
 * serves it with its copy of the build kept, as for a person coming back.
 */
async function openPage(browser, { mobile = false, init = null, warm = null, ...options } = {}) {
  const phone = mobile ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } : {};
  const context = await browser.newContext({ serviceWorkers: warm ? "allow" : "block", ...options, ...phone });
  if (init) {
    await context.addInitScript(frameMark);
    await context.addInitScript(init);
  }
  if (warm) {
    const before = await context.newPage();
    await before.goto(warm);
    await before.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await before.close();
  }
  const page = await context.newPage();
  if (mobile) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false, latency: MOBILE.latency, downloadThroughput: MOBILE.downloadThroughput, uploadThroughput: MOBILE.uploadThroughput,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE.cpu });
  }
  return { context, page };
}

async function measure(browser, url, { withPastes = true, mobile = false, warm = false } = {}) {
  const { context, page } = await openPage(browser, { mobile, warm: warm ? url : null, init: instrument, permissions: ["clipboard-read", "clipboard-write"] });
  const fetched = [];
  page.on("response", (r) => fetched.push(new URL(r.url()).pathname));
  // Said on the console, not polled with `page.waitForFunction`: its first call evaluates
  // Playwright's injected script in the page, a 48–68 ms task at 4× CPU that would land
  // inside the load it measures.
  const ready = page.waitForEvent("console", { predicate: (message) => message.text() === "bench: ready", timeout: 60_000 });
  await page.goto(url);
  await ready;
  // The paint entry can land a frame after the page is ready.
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, { timeout: 5000 }).catch(() => {});
  // Bytes on the wire until ready: the whole document (a page can be ready before it has all
  // arrived) and every resource that had arrived by then. Read once the load is over, when
  // the document's entry is complete.
  await page.waitForLoadState("load");
  await page.waitForFunction(() => window.__bench.inputShown !== null, null, { timeout: 5000 }).catch(() => {});
  const timing = await page.evaluate(() => ({
    ready: window.__bench.ready,
    inputShown: window.__bench.inputShown ?? NaN,
    wire: (performance.getEntriesByType("navigation")[0]?.transferSize ?? 0) + performance.getEntriesByType("resource")
      .filter((r) => r.responseEnd <= window.__bench.ready).reduce((t, r) => t + r.transferSize, 0),
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
  }));
  const sequence = page.locator("#sequence");
  for (let i = 0; i < KEYSTROKES; i++) {
    await sequence.click();
    await sequence.press("Control+A");
    await page.keyboard.press(String((i % 9) + 1));
    await page.waitForFunction((n) => window.__bench.keys.length >= n, i + 1);
  }
  // The i-th paste of `text` over the whole of `selector`, until its frame is recorded in `frames`.
  const paste = async (selector, text, frames, i) => {
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    const input = page.locator(selector);
    await input.click();
    await input.press("Control+A");
    await input.press("Control+V");
    await page.waitForFunction(([list, n]) => window.__bench[list].length >= n, [frames, i + 1]);
  };
  for (let i = 0; i < PASTES; i++) await paste("#timestamp", String(1719000000000 + 1000 * (i + 1)), "fieldPasteFrames", i);
  for (let i = 0; withPastes && i < PASTES; i++) await paste("#snowflake-id", String(1804242886974412801n + BigInt(i + 1)), "pasteFrames", i);
  const { keys, keyFrames, pastes, pasteFrames, fieldPasteFrames, keysSettled } = await page.evaluate(() => window.__bench);
  await context.close();
  return { ...timing, keys, keyFrames, pastes, pasteFrames, fieldPasteFrames, keysSettled, fetched: [...new Set(fetched)] };
}

function bytes(server, fetched) {
  const rows = fetched.map((path) => {
    const asset = server.assets.get(path.endsWith("/") ? path + "index.html" : path);
    return asset ? { path, raw: asset.raw.length, gzip: asset.gzip.length, br: asset.br.length } : null;
  }).filter(Boolean);
  const total = rows.reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip, br: t.br + r.br }), { raw: 0, gzip: 0, br: 0 });
  return { rows, total };
}

// Asynchronous on purpose: the servers live in this process and must keep answering.
async function lighthouse(url) {
  const out = join(mkdtempSync(join(tmpdir(), "lh-")), "report.json");
  const run = await promisify(execFile)(join(import.meta.dirname, "node_modules/.bin/lighthouse"), [
    url, "--quiet", "--output=json", `--output-path=${out}`,
    "--only-categories=performance,accessibility,best-practices,seo",
    // Lighthouse's own Chrome launch: extra flags such as --disable-background-networking or a
    // custom profile made Chromium close the target mid-navigation here.
    "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-dev-shm-usage",
  ], { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: "utf8" }).catch((error) => ({ error }));
  if (run.error) return { error: String(run.error.stderr || run.error.message).slice(-800) };
  const report = JSON.parse(readFileSync(out, "utf8"));
  const scores = Object.fromEntries(Object.entries(report.categories).map(([k, c]) => [k, Math.round(c.score * 100)]));
  return { ...scores, tbt: Math.round(report.audits["total-blocking-time"].numericValue) };
}

// The heavy case, unthrottled: every tool open, a 10,000-ID run (1,000 rows listed), a range
// and a comparison filled; then the language switched back and forth and the sequence field
// edited, each timed from the action to the first frame after it (its style, layout, paint).
async function heavy(browser, url) {
  const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${url}?lang=en#run`);
  await page.waitForFunction(() => /^\d+$/.test(document.getElementById("snowflake-id")?.value ?? ""));
  for (const tool of ["range", "compare", "bulk"]) await page.locator(`#${tool} > summary`).click();
  await page.locator("#run-count").fill("10000");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelectorAll("#run-list li").length >= 1000, null, { timeout: 20_000 });
  await page.locator("#range-from").fill("2024-06-21");
  await page.keyboard.press("Enter");
  await page.locator("#compare-b").fill("1804242886974412801");
  await page.keyboard.press("Enter");
  await page.waitForTimeout(500);
  const nextFrame = (act) => new Promise((done) => {
    const start = performance.now();
    act();
    requestAnimationFrame(() => scheduler.postTask(() => done(performance.now() - start), { priority: "user-blocking" }));
  });
  const switches = [];
  for (const label of ["한국어", "English", "한국어", "English", "한국어", "English"]) {
    switches.push(await page.evaluate(`(${nextFrame})(() => [...document.querySelectorAll(".lang-switch button")].find((b) => b.textContent.trim() === ${JSON.stringify(label)}).click())`));
    await page.waitForTimeout(200);
  }
  const keys = [];
  for (let i = 0; i < 12; i++) {
    const digit = String((i % 9) + 1);
    keys.push(await page.evaluate(`(${nextFrame})(() => { const input = document.getElementById("sequence"); input.value = ${JSON.stringify(digit)}; input.dispatchEvent(new InputEvent("input", { bubbles: true, data: ${JSON.stringify(digit)}, inputType: "insertText" })); })`));
    await page.waitForTimeout(100);
  }
  // A 10,000-line list, then a line typed at its end with real keys: each key from its
  // keydown to the first frame after it (its style, layout and paint included).
  const list = idLines(10_000);
  // Set as a paste sets it (Playwright's fill of 190 KB outlasts its timeout).
  await page.evaluate((text) => {
    const area = document.getElementById("bulk-input");
    area.value = text;
    area.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }));
  }, list);
  await page.waitForFunction(() => /10,000/.test(document.getElementById("bulk-summary")?.textContent ?? ""), null, { timeout: 20_000 });
  await page.locator("#bulk-input").focus();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    window.__listKeys = [];
    document.getElementById("bulk-input").addEventListener("keydown", () => {
      const start = performance.now();
      requestAnimationFrame(() => scheduler.postTask(() => window.__listKeys.push(performance.now() - start), { priority: "user-blocking" }));
    });
  });
  const listKeys = [];
  for (const digit of "1804242886974412801") {
    await page.keyboard.press(digit);
    await page.waitForFunction((n) => window.__listKeys.length >= n, listKeys.length + 1);
    listKeys.push(await page.evaluate(() => window.__listKeys.at(-1)));
    await page.waitForTimeout(100);
  }
  await context.close();
  return { switches, keys, listKeys };
}

const BULK_LINES = 100_000;

/** `count` consecutive real-sized IDs, one per line, as a list tool is given them. */
const idLines = (count) => Array.from({ length: count }, (_, i) => String(1804242886456385536n + BigInt(i))).join("\n");

// The list tool, app only: paste BULK_LINES IDs into #bulk-input and measure, in the
// page, from the paste event to the first frame that shows table rows, and the longest
// main-thread task from the paste until a second later.
async function bulkPaste(browser, url) {
  const context = await browser.newContext({ serviceWorkers: "block", permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await page.goto(`${url}#bulk`);
  await page.waitForSelector("#bulk-input");
  const text = idLines(BULK_LINES);
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.evaluate(() => {
    const bulk = (window.__bulk = { paste: null, rows: null, tasks: [] });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (bulk.paste !== null && entry.startTime + entry.duration >= bulk.paste) bulk.tasks.push([entry.duration, entry.startTime - bulk.paste]);
      }
    }).observe({ type: "longtask", buffered: true });
    document.getElementById("bulk-input").addEventListener("paste", () => {
      bulk.paste = performance.now();
      // The first frame whose animation callbacks see rows; the task queued there runs after
      // that frame's style, layout and paint, when the rows are on screen.
      const frame = () => {
        if (document.querySelector("#bulk-table tbody tr")) scheduler.postTask(() => (bulk.rows = performance.now() - bulk.paste), { priority: "user-blocking" });
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  });
  await page.locator("#bulk-input").focus();
  await page.keyboard.press("Control+V");
  await page.waitForFunction(() => window.__bulk.rows !== null, null, { timeout: 30_000 });
  await page.waitForTimeout(1000);
  const { rows, tasks } = await page.evaluate(() => window.__bulk);
  await context.close();
  const longest = tasks.reduce((a, b) => (b[0] > a[0] ? b : a), [0, 0]);
  return { rows, longestTask: longest[0], longestTaskAt: longest[1] };
}

// Opening each tool: from the click on its summary to the first DOM mutation that shows its
// first output (the element below), timed in the page, and whether the loading text showed
// on the way. `prefetched`: the full page, once the idle prefetch has fetched every chunk;
// otherwise `?embed` (which prefetches nothing), a fresh context per tool, so a cold cache.
const TOOLS = [["range", "#range-from"], ["run", "#run-list li"], ["compare", "#compare-b"], ["bulk", "#bulk-input"]];
const CHUNK = /\/(split_|chunk_)[\w-]+\.wasm$/;
function clickAndTime([tool, shows]) {
  return new Promise((done) => {
    const panel = document.getElementById(tool);
    let sawLoading = false;
    const observer = new MutationObserver(() => check());
    const check = () => {
      if (panel.querySelector(".tool-status")) sawLoading = true;
      if (panel.querySelector(shows)) {
        observer.disconnect();
        done({ ms: performance.now() - start, sawLoading });
      }
    };
    observer.observe(panel, { subtree: true, childList: true });
    const start = performance.now();
    panel.querySelector("summary").click();
    check();
  });
}
async function openTools(browser, server, { mobile = false, prefetched = false } = {}) {
  const opened = {};
  const fetched = new Set();
  // Every chunk the full page loads: all but the diagram embed's (absent from older builds).
  const chunks = [...server.assets.keys()].filter((path) => CHUNK.test(path) && !path.includes("/split_diagram-")).length;
  for (const tool of prefetched ? [null] : TOOLS) {
    const { context, page } = await openPage(browser, { mobile });
    page.on("response", (r) => fetched.add(new URL(r.url()).pathname));
    await page.goto(prefetched ? server.url : `${server.url}?embed`);
    await page.waitForFunction(() => /^\d+$/.test(document.getElementById("snowflake-id")?.value ?? ""));
    if (prefetched) {
      // Every chunk has arrived, and a moment more for the last one to be compiled.
      await page.waitForFunction((n) => performance.getEntriesByType("resource")
        .filter((e) => /\/(split_|chunk_)[\w-]+\.wasm$/.test(e.name) && e.responseEnd > 0).length >= n, chunks, { timeout: 20_000 });
      await page.waitForTimeout(500);
    }
    for (const each of prefetched ? TOOLS : [tool]) opened[each[0]] = await page.evaluate(clickAndTime, each);
    await context.close();
  }
  return { opened, fetched: [...fetched] };
}

// APP_DIST and BASE_DIST put other builds in those places, e.g. a build before a change as
// "base" for an A/B run of the same metrics (benches/README.md).
const app = await serve(resolve(process.env.APP_DIST ?? join(ROOT, "dist")));
const appOverMobile = await serve(resolve(process.env.APP_DIST ?? join(ROOT, "dist")), { latency: MOBILE.latency, bytesPerSecond: MOBILE.downloadThroughput });
const base = await serve(resolve(process.env.BASE_DIST ?? join(ROOT, "benches/baseline")));
// The framework floor: the smallest Leptos composer, built like the app by run.sh.
const min = await serve(join(ROOT, "benches/leptos-min/dist"));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
const results = { app: [], base: [], min: [] };
for (let round = 0; round < ROUNDS; round++) {
  results.app.push(await measure(browser, app.url));
  results.base.push(await measure(browser, base.url));
  // It has no ID box to paste into: keystrokes only.
  results.min.push(await measure(browser, min.url, { withPastes: false }));
  process.stdout.write(`round ${round + 1}/${ROUNDS} done\n`);
}
// The same pages as a phone on a slow network feels them, and the app's ?embed view, which a
// documentation page loads: fewer keystrokes' worth of time is spent, the rounds take longer.
const mobile = { app: [], base: [], min: [], embed: [] };
const warmVisits = [];
for (let round = 0; round < MOBILE_ROUNDS; round++) {
  mobile.app.push(await measure(browser, app.url, { mobile: true }));
  // A build without a service worker (an older BASE_DIST as the app) has no warm visit. The
  // worker's own requests (the page, network first) escape CDP's emulation, so this server
  // slows them itself; everything else comes from the worker's copy.
  if (app.assets.has("/sw.js")) warmVisits.push(await measure(browser, appOverMobile.url, { mobile: true, warm: true }));
  mobile.embed.push(await measure(browser, `${app.url}?embed`, { mobile: true }));
  mobile.base.push(await measure(browser, base.url, { mobile: true }));
  mobile.min.push(await measure(browser, min.url, { withPastes: false, mobile: true }));
  process.stdout.write(`mobile round ${round + 1}/${MOBILE_ROUNDS} done\n`);
}
// Opening the tools: unthrottled after the full page's idle prefetch, and on the mobile
// profile in ?embed from a cold cache (no prefetch there).
const toolRounds = Number(process.env.TOOL_ROUNDS ?? 3);
const tools = { prefetched: [], phone: [] };
let everyTool = null;
for (let round = 0; round < toolRounds; round++) {
  const prefetched = await openTools(browser, app, { prefetched: true });
  tools.prefetched.push(prefetched.opened);
  everyTool ??= bytes(app, prefetched.fetched);
  tools.phone.push((await openTools(browser, app, { mobile: true })).opened);
  process.stdout.write(`tools round ${round + 1}/${toolRounds} done\n`);
}
// HEAVY_ROUNDS=0 skips the heavy case (a build without the tools). The base runs it only when
// it is a build of the app (BASE_DIST): the hand-written baseline has no tools.
const heavyRuns = { app: [], ...(process.env.BASE_DIST ? { base: [] } : {}) };
for (let round = 0; round < Number(process.env.HEAVY_ROUNDS ?? 1); round++) {
  heavyRuns.app.push(await heavy(browser, app.url));
  heavyRuns.base?.push(await heavy(browser, base.url));
}
const bulk = [];
// BULK_PASTES=0 skips the list step (an A/B run of a build without the list tool).
// In an A/B run the build before a change pastes too, in alternation.
const bulkBase = [];
for (let round = 0; round < Number(process.env.BULK_PASTES ?? 3); round++) {
  bulk.push(await bulkPaste(browser, app.url));
  if (process.env.BASE_DIST) bulkBase.push(await bulkPaste(browser, base.url));
}
await browser.close();

const sizes = { app: bytes(app, results.app[0].fetched), base: bytes(base, results.base[0].fetched), min: bytes(min, results.min[0].fetched) };
console.log("\nBytes downloaded (per asset: raw / gzip -9 / brotli):");
for (const [name, s] of Object.entries(sizes)) {
  for (const r of s.rows) console.log(`  ${name.padEnd(4)} ${r.path.padEnd(48)} ${String(r.raw).padStart(8)} ${String(r.gzip).padStart(8)} ${String(r.br).padStart(8)}`);
  console.log(`  ${name.padEnd(4)} ${"total".padEnd(48)} ${String(s.total.raw).padStart(8)} ${String(s.total.gzip).padStart(8)} ${String(s.total.br).padStart(8)}  (${kib(s.total.gzip)} gzip)`);
}

const range = (xs) => (xs.length ? `${fmt(median(xs))} [${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))}]` : "—");
/** Medians of each metric for every page, and the app's per-round ratios against each other page. */
function summarize(runs, metrics) {
  const summary = {};
  const others = Object.keys(runs).filter((name) => name !== "app");
  for (const [name, pick] of Object.entries(metrics)) {
    const line = Object.entries(runs).map(([page, rs]) => `${page} ${range(rs.flatMap(pick))}`).join("  ");
    console.log(`  ${name.padEnd(30)} ${line}`);
    summary[name] = { app: median(runs.app.flatMap(pick)) };
    const ratios = [];
    for (const other of others) {
      const perRound = runs.app.map((r, i) => median(pick(r)) / median(pick(runs[other][i]))).filter(Number.isFinite);
      summary[name][other] = perRound.length ? median(perRound) : NaN;
      if (perRound.length) ratios.push(`app/${other} ${median(perRound).toFixed(2)} (${perRound.map((x) => x.toFixed(2)).join(" ")})`);
    }
    console.log(`  ${"".padEnd(30)} ${ratios.join("  ")}`);
  }
  return summary;
}

console.log(`\nTimings over ${ROUNDS} rounds, unthrottled: median [min–max]; ratios are medians of per-round ratios`);
console.log("  (base = the hand-written page, or BASE_DIST; min = the minimal Leptos composer)");
const summary = summarize(results, {
  "first contentful paint (ms)": (r) => [r.fcp],
  "input on screen (ms)": (r) => [r.inputShown],
  "ready (ms)": (r) => [r.ready],
  "keystroke to DOM (ms)": (r) => r.keys,
  "keystroke, all outputs (ms)": (r) => r.keysSettled,
  "paste an ID to DOM (ms)": (r) => r.pastes,
  "paste a timestamp, next frame (ms)": (r) => r.fieldPasteFrames,
  "paste an ID, next frame (ms)": (r) => r.pasteFrames,
});
// The minimal composer has no ID box: its paste is a timestamp's, the same job for Leptos (one
// text in, one ID and its bits out). Per round: the app's ID paste over the min's paste.
function pasteVsMin(runs) {
  const perRound = runs.app.map((r, i) => median(r.pasteFrames) / median(runs.min[i].fieldPasteFrames)).filter(Number.isFinite);
  console.log(`  ${"paste an ID vs min's paste".padEnd(30)} app/min ${median(perRound).toFixed(2)} (${perRound.map((x) => x.toFixed(2)).join(" ")})`);
  // No round with pastes on both pages: no figure, and a budget with no figure is broken.
  return perRound.length ? median(perRound) : Infinity;
}
const pasteRatio = pasteVsMin(results);
const bytesVsMin = sizes.app.total.gzip / sizes.min.total.gzip;
console.log(`  ${"download, gzip -9".padEnd(30)} app ${kib(sizes.app.total.gzip)}  base ${kib(sizes.base.total.gzip)}  min ${kib(sizes.min.total.gzip)}  app/min ${bytesVsMin.toFixed(2)}`);

console.log(`\nMobile profile (4× CPU, ${MOBILE.latency} ms, 1.6 Mbps down), ${MOBILE_ROUNDS} rounds; embed = the app's ?embed`);
const { embed: embedRuns, ...phoneRuns } = mobile;
const phone = summarize(phoneRuns, {
  "input on screen (ms)": (r) => [r.inputShown],
  "ready (ms)": (r) => [r.ready],
  "on the wire until ready (KiB)": (r) => [r.wire / 1024],
  "keystroke to DOM (ms)": (r) => r.keys,
  "keystroke to next frame (ms)": (r) => r.keyFrames,
  "paste a timestamp, next frame (ms)": (r) => r.fieldPasteFrames,
  "paste an ID, next frame (ms)": (r) => r.pasteFrames,
});
const phonePasteRatio = pasteVsMin(phoneRuns);
const embedded = summarize({ app: embedRuns, min: mobile.min }, {
  "?embed ready (ms)": (r) => [r.ready],
  "?embed on the wire (KiB)": (r) => [r.wire / 1024],
});
// The visit after the first: the app's worker serves it. cold = the app's first visit.
const warmSummary = warmVisits.length
  ? summarize({ app: warmVisits, cold: mobile.app, min: mobile.min }, {
    "warm visit ready (ms)": (r) => [r.ready],
    "warm visit on the wire (KiB)": (r) => [r.wire / 1024],
  })
  : null;

if (toolRounds > 0) {
  console.log(`\nOpening a tool, click to its first output in the DOM (ms), ${toolRounds} rounds; * = the loading text showed:`);
  for (const [tool] of TOOLS) {
    const show = (runs) => runs.map((r) => `${fmt(r[tool].ms)}${r[tool].sawLoading ? "*" : ""}`).join(" / ");
    console.log(`  ${tool.padEnd(8)} after prefetch, unthrottled ${show(tools.prefetched)}   ?embed, mobile, cold ${show(tools.phone)}`);
  }
  // Only meaningful in an A/B run, where BASE_DIST is the build before the split.
  const note = process.env.BASE_DIST ? `${(everyTool.total.br / sizes.base.total.br).toFixed(2)} × base (${kib(sizes.base.total.br)})` : "set BASE_DIST to compare";
  console.log(`  every tool opened, on the wire (brotli): ${kib(everyTool.total.br)}, ${note}`);
}

const heavyBroken = [];
if (heavyRuns.app.length) {
  console.log(`\nEvery tool open, a 10,000-ID run, unthrottled, ${heavyRuns.app.length} round(s): action to the next frame (ms)`);
  for (const [name, runs] of Object.entries(heavyRuns)) {
    const switches = runs.flatMap((r) => r.switches), keys = runs.flatMap((r) => r.keys), listKeys = runs.flatMap((r) => r.listKeys);
    console.log(`  ${name.padEnd(4)} language switch ${range(switches)} (first ${fmt(runs[0].switches[0])})   keystroke ${range(keys)}   10,000-line list keystroke ${range(listKeys)}`);
  }
  const switches = heavyRuns.app.flatMap((r) => r.switches), keys = heavyRuns.app.flatMap((r) => r.keys);
  if (median(switches) > 100) heavyBroken.push(`every tool open: language switch ${fmt(median(switches))} ms > 100 ms`);
  if (median(keys) > 25 || Math.max(...keys) > 50) heavyBroken.push(`every tool open: keystroke median ${fmt(median(keys))} ms (≤ 25), max ${fmt(Math.max(...keys))} ms (≤ 50)`);
  const listKeys = heavyRuns.app.flatMap((r) => r.listKeys);
  if (median(listKeys) > 100) heavyBroken.push(`every tool open: 10,000-line list keystroke ${fmt(median(listKeys))} ms > 100 ms`);
}
const bulkRows = bulk.map((b) => b.rows), bulkTasks = bulk.map((b) => b.longestTask);
console.log(`\nList tool, ${BULK_LINES.toLocaleString("en-US")} pasted lines, ${bulk.length} pastes (app only):`);
console.log(`  paste to first rows (ms)     ${bulkRows.map(fmt).join(" / ")}  (budget ≤ 500)`);
console.log(`  longest task after it (ms)   ${bulkTasks.map(fmt).join(" / ")}  (budget ≤ 200)`);
console.log(`  it started (ms after paste)  ${bulk.map((b) => fmt(b.longestTaskAt)).join(" / ")}`);
if (bulkBase.length) {
  console.log(`  base: first rows (ms)        ${bulkBase.map((b) => fmt(b.rows)).join(" / ")}`);
  console.log(`  base: longest task (ms)      ${bulkBase.map((b) => fmt(b.longestTask)).join(" / ")}`);
}

const audits = [];
for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
  const scores = await lighthouse(app.url);
  audits.push(scores);
  console.log(`\nLighthouse (app) run ${run + 1}/${LIGHTHOUSE_RUNS}:`, scores.error ? `failed: ${scores.error}` : JSON.stringify(scores));
}
await app.close();
await appOverMobile.close();
await base.close();
await min.close();

const broken = [...heavyBroken];
// The budgets, against the minimal Leptos composer measured in the same rounds.
// No figure is no pass: a figure not measured (a box never seen on screen) reads as NaN.
const over = (name, value, limit) => !(value <= limit) && broken.push(`${name} ${Number(value).toFixed(2)} × the minimal Leptos composer > ${limit} ×`);
over("mobile: input on screen", phone["input on screen (ms)"].min, 0.8);
over("mobile: ready", phone["ready (ms)"].min, 1.8);
over("mobile: keystroke to next frame", phone["keystroke to next frame (ms)"].min, 2.0);
over("mobile: paste a timestamp to next frame", phone["paste a timestamp, next frame (ms)"].min, 2.0);
over("mobile: paste an ID to next frame (vs the min's paste)", phonePasteRatio, 2.0);
over("paste an ID to next frame (vs the min's paste)", pasteRatio, 2.0);
if (phone["on the wire until ready (KiB)"].app > 110) broken.push(`mobile: ${fmt(phone["on the wire until ready (KiB)"].app)} KiB on the wire until ready > 110 KiB`);
if (warmSummary && warmSummary["warm visit ready (ms)"].cold > 0.5) broken.push(`mobile: a warm visit is ready in ${warmSummary["warm visit ready (ms)"].cold.toFixed(2)} × the cold one > 0.5 ×`);
over("mobile: warm visit ready", warmSummary?.["warm visit ready (ms)"].min ?? 0, 1.0);
over("mobile: first load on the wire", phone["on the wire until ready (KiB)"].min, 3.0);
over("mobile: ?embed first load on the wire", embedded["?embed on the wire (KiB)"].min, 2.5);
over("ready", summary["ready (ms)"].min, 1.5);
over("keystroke to DOM", summary["keystroke to DOM (ms)"].min, 1.3);
for (const [tool] of TOOLS) {
  const after = tools.prefetched.map((r) => r[tool].ms), cold = tools.phone.map((r) => r[tool]);
  if (after.length && median(after) > 100) broken.push(`${tool}: opened after the prefetch in ${fmt(median(after))} ms > 100 ms`);
  if (cold.length && median(cold.map((r) => r.ms)) > 1000) broken.push(`${tool}: opened cold on the mobile profile in ${fmt(median(cold.map((r) => r.ms)))} ms > 1 s`);
  // A wait long enough to notice (over two frames) must show the loading text.
  if (cold.some((r) => r.ms > 33 && !r.sawLoading)) broken.push(`${tool}: opened cold without the loading text showing`);
}
if (process.env.BASE_DIST && everyTool && everyTool.total.br > 1.15 * sizes.base.total.br) {
  broken.push(`every tool opened: ${kib(everyTool.total.br)} on the wire > 1.15 × the single download before (${kib(sizes.base.total.br)})`);
}
if (Math.max(...bulkRows) > 500) broken.push(`list: paste to first rows ${fmt(Math.max(...bulkRows))} ms > 500 ms`);
if (Math.max(...bulkTasks) > 200) broken.push(`list: a task of ${fmt(Math.max(...bulkTasks))} ms > 200 ms`);
for (const [run, scores] of audits.entries()) {
  for (const category of ["performance", "accessibility", "best-practices", "seo"]) {
    if (scores.error || scores[category] !== 100) broken.push(`Lighthouse run ${run + 1}: ${category} ${scores[category] ?? "not measured"} < 100`);
  }
  if (!scores.error && scores.tbt > 100) broken.push(`Lighthouse run ${run + 1}: total blocking time ${scores.tbt} ms > 100 ms`);
}
if (broken.length) {
  console.log(`\nBUDGETS BROKEN:\n  ${broken.join("\n  ")}`);
  process.exit(1);
}
console.log("\nAll budgets hold.");
