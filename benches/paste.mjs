// The page's main gesture as people make it: an ID pasted from a log, a chat or a link, then
// another that has nothing to do with it. Every round loads the app and the minimal Leptos
// page in turn, on the phone profile (4× CPU, Lighthouse's mobile network) and unthrottled,
// and pastes into each:
//
//   unrelated   IDs of different years in turn, one older than Snowflake (20) and one whose
//               Discord reading shows, so every bit block, the headline and the notes change;
//               timed from the input event to the frame after #time-utc shows the new moment
//   consecutive 1804242886974412801 + i, where only the low sequence bits change (bench.mjs's
//               paste, the best case), to the frame after #sequence shows the new sequence
//   flip        a timestamp bit flipped from the keyboard (Space), to the frame after the ID
//               box shows the new ID
//   min         the minimal Leptos page's paste of a timestamp into #timestamp, alternating
//               between instants years apart, so every bit of its ID's timestamp changes,
//               to the frame after its #snowflake-id shows the new ID
//
// and records, at 4× CPU, the longest main-thread task that overlaps an unrelated paste. With
// TRACE=1 each phone round is also traced: main-thread self time per unrelated paste by kind
// (script, style, layout, paint, other). With BASE_DIST=<dir> a build before a change takes
// the same rounds as "base", in alternation with the app. With BASE_CSS=<style sheet> (and
// BASE_DIST), the base page takes that sheet once it has mounted, so hiding a part of the page
// says what that part costs the paste: both pastes run with it, and it is taken out (then a
// settle) before the bit flips, whose bits it may hide. Every page's CSP is then bypassed, so
// that the app, base and min stay alike.
//
//   BASE_DIST=dist BASE_CSS='#bits { display: none; }' node benches/paste.mjs
//
//   node benches/paste.mjs          # ROUNDS=5 PASTES=12; run benches/run.sh once first for the builds
import { chromium } from "playwright-core";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve, frameMark } from "./serve.mjs";
import { CHROMIUM_FLAGS, PHONE, UNRELATED, median } from "./gesture.mjs";

const ROOT = join(import.meta.dirname, "..");
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PASTES = Number(process.env.PASTES ?? 12);
const TRACE = process.env.TRACE === "1";
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const MOBILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 };
// Two instants eight years apart: every bit of a minimal page's timestamp block changes.
const MIN_TIMESTAMPS = ["1719000000123", "1466000000456"];

/** In the page: the frame after each paste's answer is shown, timed from the input event. */
function instrument() {
  const bench = (window.__paste = { ready: null, frames: [], start: [] });
  const afterPaint = window.__afterPaint;
  let pending = null;
  const check = () => {
    if (bench.ready === null && /^\d+$/.test(document.getElementById("snowflake-id")?.value ?? "")) {
      bench.ready = performance.now();
      console.log("paste: ready");
    }
    if (pending && pending.done()) {
      const { start } = pending;
      pending = null;
      // The frame is painted when a task queued from its animation callbacks runs (from this
      // callback itself where the page wrote its answer in a frame callback). A
      // user-blocking task, not a timer: the app queues its work for after the paint (the
      // outputs below the first screen) as a timer from its own frame callback, and a timer
      // queued after that one would charge that work to the paste.
      // A timer queued from that task, after every frame callback of the frame, runs behind
      // the work the page queued from its own: when the paste's later work has run, for its
      // longest task. [start, to the paint, to that work done].
      afterPaint(() => {
        const painted = performance.now() - start;
        setTimeout(() => bench.frames.push([start, painted, performance.now() - start]), 0);
      });
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value");
  Object.defineProperty(HTMLInputElement.prototype, "value", { ...value, set(v) { value.set.call(this, v); check(); } });
  // Set by the driver before each paste: what the page must show for it to count as answered.
  window.__expect = (kind, text) => {
    const id = BigInt(text);
    const done = {
      unrelated: () => document.getElementById("time-utc")?.textContent === new Date(Number((id >> 22n) + 1288834974657n)).toISOString(),
      consecutive: () => document.getElementById("sequence")?.value === String(id & 4095n),
      min: () => document.getElementById("snowflake-id")?.value === String(((id - 1288834974657n) << 22n)),
    }[kind];
    addEventListener("input", (e) => { pending = { start: e.timeStamp, done }; }, { capture: true, once: true });
  };
  // A bit flip: answered once the ID box holds another ID.
  window.__expectFlip = () => {
    const before = document.getElementById("snowflake-id").value;
    const done = () => document.getElementById("snowflake-id").value !== before;
    addEventListener("click", (e) => { pending = { start: e.timeStamp, done }; }, { capture: true, once: true });
  };
  // Tasks of 50 ms or more, with their start and length.
  window.__tasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]); })
    .observe({ type: "longtask", buffered: true });
}

async function open(browser, url, mobile) {
  const styled = Boolean(process.env.BASE_CSS) && url === servers.base?.url;
  const context = await browser.newContext({ serviceWorkers: "block", bypassCSP: Boolean(process.env.BASE_CSS), permissions: ["clipboard-read", "clipboard-write"], ...(mobile ? PHONE : {}) });
  await context.addInitScript(frameMark);
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (mobile) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...MOBILE });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE.cpu });
  }
  const ready = page.waitForEvent("console", { predicate: (m) => m.text() === "paste: ready", timeout: 60_000 });
  await page.goto(url);
  await ready;
  // As a person pastes: once the page has settled (every slice in, the idle prefetch done).
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-mounted") || !document.getElementById("composer"), null, { timeout: 60_000 });
  if (styled) await (await page.addStyleTag({ content: process.env.BASE_CSS })).evaluate((sheet) => { sheet.id = "bench-css"; });
  await page.waitForTimeout(mobile ? 3000 : 1000);
  return { context, page };
}

/** Pastes `texts` in turn into `selector`, each answered before the next; the frames' times. */
async function pastes(page, selector, kind, texts) {
  const from = await page.evaluate(() => window.__paste.frames.length);
  for (let i = 0; i < texts.length; i++) {
    await page.evaluate((t) => navigator.clipboard.writeText(t), texts[i]);
    await page.evaluate(([k, t]) => window.__expect(k, t), [kind, texts[i]]);
    const input = page.locator(selector);
    await input.click();
    await input.press("Control+A");
    await input.press("Control+V");
    await page.waitForFunction((n) => window.__paste.frames.length >= n, from + i + 1, { timeout: 30_000 });
    // A quiet moment between pastes, as between a person's.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 150)));
  }
  return page.evaluate((from) => window.__paste.frames.slice(from), from);
}

/** Flips bit `index` (in document order) `n` times from the keyboard; the frames' times. */
async function flips(page, index, n, mobile) {
  // What the sheet hid is laid out and painted now, not in the first flip's frame.
  const removed = await page.evaluate(() => {
    const sheet = document.getElementById("bench-css");
    sheet?.remove();
    return Boolean(sheet);
  });
  if (removed) await page.waitForTimeout(mobile ? 3000 : 1000);
  const from = await page.evaluate(() => window.__paste.frames.length);
  const bit = page.locator("#bits .bit").nth(index);
  await bit.focus();
  for (let i = 0; i < n; i++) {
    await page.evaluate(() => window.__expectFlip());
    await page.keyboard.press("Space");
    await page.waitForFunction((n) => window.__paste.frames.length >= n, from + i + 1, { timeout: 30_000 });
    await page.evaluate(() => new Promise((done) => setTimeout(done, 150)));
  }
  return page.evaluate((from) => window.__paste.frames.slice(from), from);
}

const cycle = (list, n, offset = 0) => Array.from({ length: n }, (_, i) => list[(i + offset) % list.length]);

/**
 * The longest task that overlaps one of `frames` (start, to the paint, to the work after it),
 * from its start until the work it queued for after the paint has run; 0 if none reached 50 ms.
 */
async function longest(page, frames, name) {
  const tasks = await page.evaluate(() => window.__tasks);
  let max = 0;
  for (const [start, , length] of frames) {
    for (const [t, d] of tasks) {
      if (t < start + length && t + d > start) {
        max = Math.max(max, d);
        if (process.env.DETAIL === "1") console.log(`    ${name}: long task ${d.toFixed(0)} ms at ${(t - start).toFixed(1)} ms from a paste whose work after the paint was done at ${length.toFixed(1)} ms`);
      }
    }
  }
  return max;
}

const KINDS = {
  script: /^(EventDispatch|FunctionCall|TimerFire|FireAnimationFrame|RunMicrotasks|EvaluateScript|v8\.|V8\.|MinorGC|MajorGC|GCEvent|BlinkGC|FireIdleCallback)/,
  style: /^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation|ParseAuthorStyleSheet)/,
  layout: /^(Layout|UpdateLayerTree|IntersectionObserverController)/,
  paint: /^(PrePaint|Paint|PaintImage|Layerize|UpdateLayer|CompositeLayers|Commit|RasterTask|Decode)/,
};

/**
 * Main-thread self time per kind within each paste's window (its input event to its frame).
 * The page's clock and the trace's differ by an offset: the first input event dispatched in the
 * trace is the first paste's, whose start the page recorded.
 */
function traceSummary(tracePath, windows) {
  const events = JSON.parse(readFileSync(tracePath, "utf8")).traceEvents;
  const input = events.find((e) => e.name === "EventDispatch" && e.args?.data?.type === "input");
  if (!input) return null;
  const timeOrigin = input.ts - windows[0][0] * 1000;
  const main = events.filter((e) => e.ph === "X" && e.dur && e.pid === input.pid && e.tid === input.tid).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Self time: an event's length less that of the events it holds.
  const self = new Map(main.map((e) => [e, e.dur]));
  const stack = [];
  for (const e of main) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    if (stack.length) self.set(stack.at(-1), self.get(stack.at(-1)) - e.dur);
    stack.push(e);
  }
  const totals = { script: 0, style: 0, layout: 0, paint: 0, other: 0 };
  const names = new Map();
  for (const [start, length] of windows) {
    const [from, to] = [timeOrigin + start * 1000, timeOrigin + (start + length) * 1000];
    for (const e of main) {
      if (e.ts < from || e.ts >= to) continue;
      const kind = Object.keys(KINDS).find((k) => KINDS[k].test(e.name)) ?? "other";
      totals[kind] += Math.max(0, self.get(e)) / 1000;
      names.set(e.name, (names.get(e.name) ?? 0) + Math.max(0, self.get(e)) / 1000);
    }
  }
  for (const k of Object.keys(totals)) totals[k] /= windows.length;
  if (process.env.DETAIL === "1") {
    const top = [...names].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([n, v]) => `${n} ${(v / windows.length).toFixed(1)}`);
    console.log(`    self time per paste by event: ${top.join(", ")}`);
  }
  return totals;
}

const servers = {
  app: await serve(process.env.APP_DIST ?? join(ROOT, "dist")),
  min: await serve(process.env.MIN_DIST ?? join(ROOT, "benches/leptos-min/dist")),
  ...(process.env.BASE_DIST ? { base: await serve(process.env.BASE_DIST) } : {}),
};
if (process.env.BASE_CSS && !servers.base) console.warn("BASE_CSS is for the base page: set BASE_DIST too; no sheet is added");
const apps = Object.keys(servers).filter((k) => k !== "min");
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const results = { phone: {}, desktop: {} };
for (const mode of Object.keys(results)) for (const k of [...apps, "min"]) results[mode][k] = [];
const traceDir = mkdtempSync(join(tmpdir(), "paste-"));

for (let round = 0; round < ROUNDS; round++) {
  for (const mode of ["phone", "desktop"]) {
    const mobile = mode === "phone";
    for (const name of apps) {
      const { context, page } = await open(browser, servers[name].url, mobile);
      const tracePath = join(traceDir, `${name}.json`);
      if (TRACE && mobile) await browser.startTracing(page, { path: tracePath, categories: ["devtools.timeline"] });
      const unrelated = await pastes(page, "#snowflake-id", "unrelated", cycle(UNRELATED, PASTES, round));
      let trace = null;
      if (TRACE && mobile) {
        await browser.stopTracing();
        trace = traceSummary(tracePath, unrelated);
      }
      const longTask = mobile ? await longest(page, unrelated, name) : null;
      const consecutive = await pastes(page, "#snowflake-id", "consecutive", Array.from({ length: PASTES }, (_, i) => String(1804242886974412801n + BigInt(i + 1))));
      // Bit 30: a timestamp bit, so the headline's moment changes with every flip.
      const flipped = await flips(page, 30, PASTES, mobile);
      results[mode][name].push({ unrelated: median(unrelated.map((f) => f[1])), consecutive: median(consecutive.map((f) => f[1])), flip: median(flipped.map((f) => f[1])), longTask, trace });
      await context.close();
    }
    const { context, page } = await open(browser, servers.min.url, mobile);
    const min = await pastes(page, "#timestamp", "min", cycle(MIN_TIMESTAMPS, PASTES, round));
    results[mode].min.push({ paste: median(min.map((f) => f[1])) });
    await context.close();
  }
  process.stdout.write(`round ${round + 1}/${ROUNDS} done\n`);
}
rmSync(traceDir, { recursive: true, force: true });
await browser.close();
for (const s of Object.values(servers)) await s.close();

const fmt = (xs) => xs.map((x) => (Number.isFinite(x) ? x.toFixed(1) : "–")).join(" ");
for (const mode of Object.keys(results)) {
  const r = results[mode];
  console.log(`\n${mode === "phone" ? "phone profile (4× CPU, mobile network)" : "unthrottled"}, ${ROUNDS} rounds × ${PASTES} pastes, medians in ms (per round)`);
  if (process.env.BASE_CSS && servers.base) console.log(`  base: the pastes with BASE_CSS (${process.env.BASE_CSS}), the bit flips without it`);
  console.log(`  min, a timestamp pasted        ${median(r.min.map((x) => x.paste)).toFixed(1).padStart(7)}   (${fmt(r.min.map((x) => x.paste))})`);
  for (const name of apps) {
    const runs = r[name];
    const ratio = (key) => runs.map((x, i) => x[key] / r.min[i].paste);
    console.log(`  ${name}, unrelated IDs         ${median(runs.map((x) => x.unrelated)).toFixed(1).padStart(7)}   (${fmt(runs.map((x) => x.unrelated))})  ÷ min ${median(ratio("unrelated")).toFixed(2)} (${ratio("unrelated").map((x) => x.toFixed(2)).join(" ")})`);
    console.log(`  ${name}, consecutive IDs       ${median(runs.map((x) => x.consecutive)).toFixed(1).padStart(7)}   (${fmt(runs.map((x) => x.consecutive))})  ÷ min ${median(ratio("consecutive")).toFixed(2)}`);
    console.log(`  ${name}, a bit flipped         ${median(runs.map((x) => x.flip)).toFixed(1).padStart(7)}   (${fmt(runs.map((x) => x.flip))})  ÷ min ${median(ratio("flip")).toFixed(2)}`);
    if (mode === "phone") {
      console.log(`  ${name}, longest task in a paste ${median(runs.map((x) => x.longTask)).toFixed(1).padStart(5)}   (${fmt(runs.map((x) => x.longTask))}; 0: none of 50 ms)`);
      const traced = runs.map((x) => x.trace).filter(Boolean);
      if (traced.length) {
        const kinds = Object.keys(traced[0]);
        console.log(`  ${name}, main thread per paste by kind (traced, medians): ${kinds.map((k) => `${k} ${median(traced.map((t) => t[k])).toFixed(1)}`).join(", ")}`);
      }
    }
  }
}
