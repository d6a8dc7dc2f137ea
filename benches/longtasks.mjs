// The main thread of a first visit: every task over 50 ms, from navigation until 3 s after the
// ID box first holds digits, for the app and benches/leptos-min side by side in each round.
//
// Setup: a cold visit to `?lang=en` in a fresh browser context each round, a 390×844 touch
// screen at 2× pixel density, 4× CPU, no network throttling. Service workers are blocked, so
// every visit is a first one and the code fetched ahead of need is paid for too.
//
// Figures per page: the number of long tasks, the longest, and blocking (each long task's time
// over 50 ms, summed). Then, over all rounds, what filled the long tasks, by self time:
// compile (wasm and JS), script, parse (HTML and CSS), style, layout, paint, navigation (the
// document's commit, the old frame's detach, fetch requests) and the rest.
//
//   APP_DIST=dist MIN_DIST=benches/leptos-min/dist ROUNDS=5 node benches/longtasks.mjs
//   NAMES=1 also lists the trace events with the most self time inside the long tasks;
//   TASKS=1 lists the app's long tasks of each round, when each started (ms after the HTML
//   parse began) and its three events with the most self time.
//   INTL=1 also times every Intl formatter the page constructs (a wrapper set before the page's
//   scripts run): a first one is slow to build, and shows in the trace only as script.
//
// Long tasks are read from a Chromium trace (the top-level task events of the page's main
// thread), not from the Long Tasks API, which misses the browser's own work between tasks.
import { chromium } from "playwright-core";
import { resolve, join } from "node:path";
import { serve } from "./serve.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const AFTER_READY_MS = 3000;
const LONG = 50;
const READY = "longtasks: ready";
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "v8.wasm", "toplevel", "blink", "loading"];

// Trace event names to kinds of work; anything else inside a task is "other".
const KIND = [
  [/^(wasm\.(Compile|Finish|OnBytes|Stream)|v8\.wasm\.|v8\.compile|V8\.Compile|v8\.parseOnBackground)/i, "compile"],
  [/^(FunctionCall|EvaluateScript|v8\.run|v8\.evaluateModule|v8\.callFunction|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|V8\.Execute|v8\.execute|BlinkScheduler_PerformMicrotaskCheckpoint)/, "script"],
  [/^(ParseHTML|HTMLDocumentParser|CSSParserImpl)/, "parse"],
  [/^(UpdateLayoutTree|RecalculateStyles|Document::(recalcStyle|rebuildLayoutTree|updateStyle)|StyleEngine)/, "style"],
  [/^(Layout|UpdateLayout|LocalFrameView::performLayout|InlineNode::|LayoutBlockFlow|NG)/, "layout"],
  [/^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit|RasterTask|Blink\.(Paint|PrePaint|Compositing))/, "paint"],
  [/^(MinorGC|MajorGC|V8\.GC|BlinkGC)/, "gc"],
  [/^(DocumentLoader|Frame::Detach|LocalWindowProxy|ContextCreatedNotification|V8\.DeserializeContext|Receive mojo|ResourceFetcher)/, "navigation"],
];
const NAMES = new Map();
const kindOf = (name) => KIND.find(([re]) => re.test(name))?.[1] ?? "other";
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

async function visit(browser, url) {
  const context = await browser.newContext({
    serviceWorkers: "block", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  const finished = new Promise((ok) => cdp.once("Tracing.tracingComplete", ok));
  if (process.env.INTL) await page.addInitScript(timeIntl);
  await page.addInitScript(sayWhenReady);
  const ready = page.waitForEvent("console", { predicate: (message) => message.text() === READY, timeout: 60_000 });
  await cdp.send("Tracing.start", { categories: CATEGORIES.join(","), transferMode: "ReportEvents" });
  await page.goto(url);
  await ready;
  await page.waitForTimeout(AFTER_READY_MS);
  const intl = process.env.INTL ? await page.evaluate(() => window.__intl) : [];
  await cdp.send("Tracing.end");
  await finished;
  await context.close();
  return Object.assign(longTasks(events, url), { intl });
}

/** Runs in the page before its scripts: says on the console when the ID box first holds digits.
 *  Not `page.waitForFunction`: its first call evaluates Playwright's injected script in the
 *  page, a 48–68 ms task at 4× CPU that no visitor's browser runs. */
function sayWhenReady() {
  const timer = setInterval(() => {
    if (/^\d+$/.test(document.getElementById("snowflake-id")?.value ?? "")) {
      clearInterval(timer);
      console.log("longtasks: ready");
    }
  }, 10);
}

/** Runs in the page before its scripts: records [constructor, ms after navigation, ms taken]. */
function timeIntl() {
  window.__intl = [];
  for (const name of ["DateTimeFormat", "RelativeTimeFormat", "NumberFormat", "PluralRules"]) {
    const Original = Intl[name];
    const timed = function (...args) {
      const start = performance.now();
      const made = new Original(...args);
      window.__intl.push([name, Math.round(start), Math.round(performance.now() - start)]);
      return made;
    };
    timed.prototype = Original.prototype;
    timed.supportedLocalesOf = Original.supportedLocalesOf;
    Intl[name] = timed;
  }
}

/** The long tasks of the renderer main thread that parsed `url`, each with its self time by kind. */
function longTasks(events, url) {
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url?.startsWith(url.split("?")[0]));
  if (!parse) throw new Error("no ParseHTML event for the page in the trace");
  const own = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid).sort((a, b) => a.ts - b.ts);
  // Complete events as they are, and begin/end pairs (Layout, among others) made complete.
  const thread = own.filter((e) => e.ph === "X" && e.dur > 0);
  const open = [];
  for (const e of own) {
    if (e.ph === "B") open.push(e);
    else if (e.ph === "E" && open.length) {
      const begin = open.pop();
      thread.push({ ...begin, ph: "X", dur: e.ts - begin.ts });
    }
  }
  const tasks = thread.filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask").sort((a, b) => a.ts - b.ts);
  // Only outermost tasks: a nested RunTask is already inside its parent.
  const outer = [];
  for (const task of tasks) if (!outer.length || task.ts >= outer.at(-1).ts + outer.at(-1).dur) outer.push(task);
  const long = outer.filter((t) => t.dur / 1000 > LONG);
  const inside = thread.filter((e) => e.name !== "RunTask" && e.name !== "ThreadControllerImpl::RunTask").sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  return long.map((task) => {
    const end = task.ts + task.dur;
    const within = inside.filter((e) => e.ts >= task.ts && e.ts + e.dur <= end);
    // Self time: each event's duration less its children's, children found with a stack.
    const self = {};
    const stack = [];
    let covered = 0;
    for (const e of within) {
      while (stack.length && e.ts >= stack.at(-1).ts + stack.at(-1).dur) stack.pop();
      if (stack.length) stack.at(-1).children += e.dur;
      else covered += e.dur;
      stack.push({ ts: e.ts, dur: e.dur, children: 0, name: e.name });
      e.__frame = stack.at(-1);
    }
    const names = {};
    for (const e of within) {
      const kind = kindOf(e.name);
      names[e.name] = (names[e.name] ?? 0) + Math.max(0, e.dur - e.__frame.children) / 1000;
      if (process.env.NAMES) NAMES.set(e.name, (NAMES.get(e.name) ?? 0) + Math.max(0, e.dur - e.__frame.children) / 1000);
      self[kind] = (self[kind] ?? 0) + Math.max(0, e.dur - e.__frame.children) / 1000;
    }
    self.other = (self.other ?? 0) + Math.max(0, task.dur - covered) / 1000;
    const top = Object.entries(names).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([n, v]) => `${n} ${v.toFixed(0)}`);
    return { ms: task.dur / 1000, at: (task.ts - parse.ts) / 1000, self, top };
  });
}

const app = await serve(resolve(process.env.APP_DIST ?? join(ROOT, "dist")));
const min = await serve(resolve(process.env.MIN_DIST ?? join(ROOT, "benches/leptos-min/dist")));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
const pages = { app: { url: `${app.url}?lang=en`, rounds: [] }, min: { url: min.url, rounds: [] } };
for (let round = 0; round < ROUNDS; round++) {
  for (const page of Object.values(pages)) page.rounds.push(await visit(browser, page.url));
  process.stdout.write(`round ${round + 1}/${ROUNDS} done\n`);
}
await browser.close();
await app.close();
await min.close();

const figures = (long) => ({
  count: long.length,
  longest: Math.max(0, ...long.map((t) => t.ms)),
  blocking: long.reduce((sum, t) => sum + t.ms - LONG, 0),
});
const fmt = (xs) => `${median(xs).toFixed(0).padStart(5)} [${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}]`;
console.log(`\nCold visit, 390×844 at 2×, 4× CPU, no network throttling, ${ROUNDS} rounds: median [min–max]`);
console.log(`${"".padEnd(14)}${"app".padEnd(22)}leptos-min`);
const table = Object.fromEntries(Object.entries(pages).map(([name, p]) => [name, p.rounds.map(figures)]));
for (const key of ["count", "longest", "blocking"]) {
  console.log(`${(key === "count" ? "long tasks" : `${key} (ms)`).padEnd(14)}${fmt(table.app.map((f) => f[key])).padEnd(22)}${fmt(table.min.map((f) => f[key]))}`);
}
const ratios = table.app.map((f, i) => f.longest / Math.max(1, table.min[i].longest));
console.log(`longest ÷ leptos-min's, median of rounds: ${median(ratios).toFixed(2)}`);
console.log(`blocking − leptos-min's, median of rounds: ${median(table.app.map((f, i) => f.blocking - table.min[i].blocking)).toFixed(0)} ms`);
for (const [name, p] of Object.entries(pages)) {
  console.log(`\n${name}: what filled the long tasks, self time in ms per round (mean), and each round's tasks`);
  const total = {};
  for (const round of p.rounds) for (const task of round) for (const [k, v] of Object.entries(task.self)) total[k] = (total[k] ?? 0) + v / ROUNDS;
  console.log("  " + Object.entries(total).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(" · "));
  p.rounds.forEach((round, i) => console.log(`  round ${i + 1}: ${round.map((t) => t.ms.toFixed(0)).join(", ") || "none"}`));
}
if (process.env.TASKS) {
  pages.app.rounds.forEach((round, i) => {
    console.log(`\napp round ${i + 1}:`);
    for (const t of round) console.log(`  at ${t.at.toFixed(0).padStart(5)} ms: ${t.ms.toFixed(0).padStart(4)} ms · ${t.top.join(" · ")}`);
  });
}
if (process.env.NAMES) console.log([...NAMES].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([n, v]) => `${n} ${v.toFixed(0)}`).join("\n"));
if (process.env.INTL) {
  console.log("\nIntl formatters built, per round: constructor @ ms after navigation: ms taken");
  for (const [name, p] of Object.entries(pages)) {
    p.rounds.forEach((round, i) => console.log(`  ${name} round ${i + 1}: ${round.intl.map(([c, at, ms]) => `${c} @${at}: ${ms}`).join(" · ") || "none"}`));
  }
}
