// Where the time goes: not a benchmark, an attribution. Run by benches/profile.sh,
// which first builds copies of the app's and the minimal Leptos page's release builds whose
// wasm keeps its function names.
//
//   node benches/profile.mjs keys <dist> [pairs]   CPU profile of typing into #sequence: per
//       keystroke, self time by function and inclusive time by crate (tachys, reactive_graph…).
//   node benches/profile.mjs load <dist> [runs]    Chromium trace of page loads: main-thread
//       time by trace event up to "ready" (#snowflake-id first holds an ID), and wasm compile
//       work on any thread.
//   node benches/profile.mjs edit <dist> [edits]   Chromium trace of edits on the mobile
//       profile's 4× CPU: a digit typed into #sequence, and a timestamp pasted into its field,
//       each followed by its frame; main-thread time per edit by trace event (script, style,
//       layout, paint). Works on any release build (no function names needed).
//
// Tracing and sampling slow the page down: compare the two pages' figures with each other,
// never with bench.mjs's.
import { chromium } from "playwright-core";
import { readFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "./serve.mjs";
import { UNRELATED } from "./gesture.mjs";

// Main-thread events counted. Of these, only EventDispatch nests (a keypress holds the input
// it causes), which the edit mode's output says; RunTask and FunctionCall would count twice.
const MAIN = ["ParseHTML", "EvaluateScript", "v8.compileModule", "v8.evaluateModule", "UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Layerize", "TimerFire", "FireAnimationFrame", "EventDispatch", "RunMicrotasks", "MinorGC", "MajorGC"];

const [mode, dir, count] = process.argv.slice(2);
if (!["keys", "load", "edit", "pastes"].includes(mode) || !dir) {
  console.error("usage: node benches/profile.mjs keys|load|edit|pastes <dist> [count]");
  process.exit(2);
}
const server = await serve(dir);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const hasId = () => /^\d+$/.test(document.getElementById("snowflake-id")?.value ?? "");
const top = (map, n, scale) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${(v / scale).toFixed(3).padStart(8)}  ${k.slice(0, 130)}`).join("\n");

if (mode === "pastes") {
  // Unrelated IDs pasted into the ID box in turn, at 4× CPU: self time by function and
  // inclusive time by crate, per paste (the work after its frame included).
  const count_ = Number(count ?? 24);
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"], viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-mounted"));
  await page.waitForTimeout(1500);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 50 });
  await page.focus("#snowflake-id");
  await cdp.send("Profiler.start");
  for (let i = 0; i < count_; i++) {
    await page.evaluate((t) => navigator.clipboard.writeText(t), UNRELATED[i % UNRELATED.length]);
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Control+V");
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 120))));
  }
  const { profile } = await cdp.send("Profiler.stop");
  if (process.env.SAVE) writeFileSync(process.env.SAVE, JSON.stringify(profile));
  report(profile, count_, "pastes of unrelated IDs, 4× CPU");
} else if (mode === "keys") {
  const pairs = Number(count ?? 200);
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForFunction(hasId);
  await page.waitForTimeout(500);
  await page.focus("#sequence");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("1");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 20 });
  await cdp.send("Profiler.start");
  // A digit then Backspace: both change the ID, and the value stays valid.
  for (let i = 0; i < pairs; i++) {
    await page.keyboard.press(String((i % 9) + 1));
    await page.keyboard.press("Backspace");
  }
  const { profile } = await cdp.send("Profiler.stop");
  report(profile, pairs * 2, "keystrokes");
} else if (mode === "edit") {
  const edits = Number(count ?? 10);
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"], viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForFunction(hasId);
  await page.waitForTimeout(1500);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const traceDir = mkdtempSync(join(tmpdir(), "profile-"));
  const tracePath = join(traceDir, "trace.json");
  for (const kind of ["keystroke", "paste"]) {
    const field = kind === "keystroke" ? "#sequence" : "#timestamp";
    await page.focus(field);
    await browser.startTracing(page, { path: tracePath, categories: ["devtools.timeline"] });
    for (let i = 0; i < edits; i++) {
      await page.keyboard.press("Control+A");
      if (kind === "keystroke") await page.keyboard.press(String((i % 9) + 1));
      else {
        await page.evaluate((t) => navigator.clipboard.writeText(t), String(1719000000000 + 1000 * (i + 1)));
        await page.keyboard.press("Control+V");
      }
      // The edit's frame, and a quiet moment so that edits do not overlap.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
    }
    await browser.stopTracing();
    const events = JSON.parse(readFileSync(tracePath, "utf8")).traceEvents;
    const main = events.find((e) => e.name === "EventDispatch" && e.args?.data?.type === "keydown");
    const sums = new Map();
    for (const e of events) {
      if (e.ph !== "X" || !e.dur || e.pid !== main.pid || e.tid !== main.tid || !MAIN.includes(e.name)) continue;
      const name = e.name === "EventDispatch" ? `EventDispatch ${e.args?.data?.type}` : e.name;
      sums.set(name, (sums.get(name) ?? 0) + e.dur / 1000);
    }
    console.log(`${dir}: ${edits} ${kind === "keystroke" ? "digits typed into #sequence" : "timestamps pasted into #timestamp"}, 4× CPU, main-thread ms per edit`
      + " (events nest: keypress holds textInput, which holds input, the page's handler):");
    console.log(top(sums, 15, edits));
  }
  rmSync(traceDir, { recursive: true });
} else {
  const runs = Number(count ?? 5);
  const sums = new Map();
  const traceDir = mkdtempSync(join(tmpdir(), "profile-"));
  const tracePath = join(traceDir, "trace.json");
  let ready = 0;
  for (let run = 0; run <= runs; run++) {
    const page = await browser.newPage();
    await page.addInitScript(markReady);
    await page.goto("about:blank");
    await browser.startTracing(page, { path: tracePath, categories: ["devtools.timeline", "v8.wasm", "blink.user_timing", "loading"] });
    await page.goto(server.url);
    const at = await (await page.waitForFunction(() => window.__ready)).jsonValue();
    await browser.stopTracing();
    await page.close();
    if (run === 0) continue; // the first load warms the browser up
    ready += at;
    const events = JSON.parse(readFileSync(tracePath, "utf8")).traceEvents;
    const nav = events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith("http"));
    const parse = events.find((e) => e.name === "ParseHTML");
    const end = nav.ts + at * 1000;
    const inWindow = (e) => e.ph === "X" && e.dur && e.ts >= nav.ts && e.ts < end;
    for (const e of events) {
      if (!inWindow(e)) continue;
      const onMain = e.pid === parse.pid && e.tid === parse.tid;
      const key = onMain ? (MAIN.includes(e.name) ? e.name : null) : /wasm/i.test(e.name) ? `[wasm, any thread] ${e.name}` : null;
      if (key) sums.set(key, (sums.get(key) ?? 0) + e.dur / 1000);
    }
  }
  rmSync(traceDir, { recursive: true });
  console.log(`${dir}: ${runs} loads, ready ${(ready / runs).toFixed(1)} ms after navigation (traced), ms per load:`);
  console.log(top(sums, 30, runs));
}
await browser.close();
await server.close();

// When #snowflake-id first holds an ID, as bench.mjs sees it: at the `value` write itself.
function markReady() {
  const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value");
  Object.defineProperty(HTMLInputElement.prototype, "value", {
    ...value,
    set(v) {
      value.set.call(this, v);
      if (!window.__ready && this.id === "snowflake-id" && /^\d+$/.test(v)) window.__ready = performance.now();
    },
  });
}

/** Prints a CPU profile's self time by function and inclusive time by crate, per one of `n`. */
function report(profile, n, what) {
  const node = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map(), byCrate = new Map(), inclusive = new Map();
  const crate = (f) => f.match(/^<?&?([a-z_][a-z0-9_]*)::/)?.[1] ?? (f.startsWith("(") ? f : `js ${f || "(anonymous)"}`.slice(0, 40));
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const leaf = node.get(id).callFrame;
    const name = leaf.functionName || `(${leaf.url.split("/").pop() || "anonymous"})`;
    self.set(name, (self.get(name) ?? 0) + ms);
    const seen = new Set(), seenFn = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const f = node.get(at).callFrame.functionName;
      const c = crate(f);
      if (!seen.has(c)) byCrate.set(c, (byCrate.get(c) ?? 0) + ms), seen.add(c);
      if (/^snowflake_composer::|^leptos|^tachys|^reactive_graph/.test(f) && !seenFn.has(f)) {
        inclusive.set(f, (inclusive.get(f) ?? 0) + ms), seenFn.add(f);
      }
    }
  });
  console.log(`${dir}: ${n} ${what}, ms per one`);
  console.log(`self time, top 25:\n${top(self, 25, n)}`);
  console.log(`inclusive, by crate or JS function:\n${top(byCrate, 25, n)}`);
  if (process.env.FUNCTIONS === "1") console.log(`inclusive, by function of the app and the framework:\n${top(inclusive, 40, n)}`);
}
