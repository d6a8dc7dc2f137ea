// What the clock costs while a page sits open: the main thread's busy time in each second, with
// every tool open (a run of 10,000 IDs, 200 IDs in the list), the embed builder's diagram preview
// showing and the timestamp empty, so the headline follows the clock. Nothing is touched while
// it is measured: whatever runs is the clock's doing.
//
// Setup: 1280×800, 4× CPU, a fresh browser context per round, service workers blocked. After
// the tools are open and the page has been quiet for 2 s, a Chromium trace of WINDOW_S seconds;
// each renderer main thread's top-level tasks are clipped to whole seconds from the trace's
// start and summed. The figure per round is the busiest second of the busiest main thread.
//
//   APP_DIST=dist BASE_DIST=/path/to/an/older/dist ROUNDS=3 WINDOW_S=10 node benches/clock.mjs
//
// BASE_DIST is optional: a build to measure side by side in the same run, round by round.
// EXTRA_CSS adds a style sheet to every page measured, to try a lever before building it;
// BARE=1 measures the page with nothing opened; NAMES=1 lists the trace events that took most,
// NAMES=layout also each layout's dirty and total objects.
import { chromium } from "playwright-core";
import { resolve, join } from "node:path";
import { serve } from "./serve.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const WINDOW_S = Number(process.env.WINDOW_S ?? 10);
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const CATEGORIES = ["devtools.timeline", "toplevel", "disabled-by-default-devtools.timeline"];
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

// Decimal IDs from 2023 on, far apart, for the list tool.
const LIST = Array.from({ length: 200 }, (_, i) => String(1600000000000000000n + BigInt(i) * 7919000000013n)).join("\n");

async function measure(browser, url) {
  const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 1280, height: 800 }, bypassCSP: Boolean(process.env.EXTRA_CSS) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(url);
  if (process.env.EXTRA_CSS) await page.addStyleTag({ content: process.env.EXTRA_CSS });
  await page.waitForFunction(() => /^\d+$/.test(document.getElementById("snowflake-id")?.value ?? ""), null, { timeout: 60_000 });
  if (process.env.BARE) {
    await page.waitForTimeout(2000);
    return idle(page, cdp, context);
  }
  for (const tool of ["range", "run", "compare", "bulk"]) {
    if (!(await page.locator(`#${tool}`).evaluate((d) => d.open))) await page.locator(`#${tool} > summary`).click();
  }
  await page.locator("#run-count").fill("10000");
  await page.locator("#bulk-input").fill(LIST);
  await page.locator("#bulk-table tr[data-id]").last().waitFor({ timeout: 60_000 });
  await page.locator("#embed > summary").click();
  await page.locator("#embed-view-bits").check();
  await page.locator("#embed-preview[src*='embed=bits']").waitFor();
  await page.waitForTimeout(2000);
  if ((await page.locator("#timestamp").inputValue()) !== "") throw new Error("the timestamp is not empty");
  return idle(page, cdp, context);
}

async function idle(page, cdp, context) {
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  const finished = new Promise((ok) => cdp.once("Tracing.tracingComplete", ok));
  await cdp.send("Tracing.start", { categories: CATEGORIES.join(","), transferMode: "ReportEvents" });
  const start = Date.now();
  await page.waitForTimeout(WINDOW_S * 1000 + 200);
  const ticked = await page.locator("#snowflake-id").inputValue();
  await cdp.send("Tracing.end");
  await finished;
  await context.close();
  if (process.env.NAMES) names(events);
  return { seconds: busyPerSecond(events), elapsed: Date.now() - start, ticked };
}

/** Prints the trace events with the most total time on the main threads (NAMES=1). */
function names(events) {
  const mains = new Set(events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const total = new Map();
  const count = new Map();
  for (const e of events) {
    if (e.ph !== "X" || !mains.has(`${e.pid}:${e.tid}`)) continue;
    total.set(e.name, (total.get(e.name) ?? 0) + e.dur / 1000);
    count.set(e.name, (count.get(e.name) ?? 0) + 1);
  }
  if (process.env.NAMES === "layout") for (const e of events) if (e.name === "Layout" && mains.has(`${e.pid}:${e.tid}`)) console.log(`  Layout ${(e.dur / 1000).toFixed(1)} ms`, JSON.stringify(e.args?.beginData), JSON.stringify(e.args?.endData?.layoutRoots?.map((r) => r.nodeId)));
  console.log([...total].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([n, v]) => `  ${n} ${v.toFixed(0)} ms in ${count.get(n)}`).join("\n"));
}

/** Busy ms of each whole second of the trace, on the busiest renderer main thread. */
function busyPerSecond(events) {
  const mains = new Set(events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const tasks = events.filter((e) => e.ph === "X" && (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") && mains.has(`${e.pid}:${e.tid}`));
  if (!tasks.length) throw new Error("no main-thread tasks in the trace");
  const t0 = Math.min(...events.filter((e) => e.ts > 0 && e.ph !== "M").map((e) => e.ts));
  const byThread = new Map();
  for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
    const key = `${task.pid}:${task.tid}`;
    const list = byThread.get(key) ?? [];
    // Only outermost tasks: a nested one is already inside its parent.
    if (!list.length || task.ts >= list.at(-1).ts + list.at(-1).dur) list.push(task);
    byThread.set(key, list);
  }
  let busiest = null;
  for (const list of byThread.values()) {
    const seconds = new Array(WINDOW_S).fill(0);
    for (const { ts, dur } of list) {
      for (let s = 0; s < WINDOW_S; s++) {
        const from = t0 + s * 1e6, to = from + 1e6;
        const overlap = Math.min(ts + dur, to) - Math.max(ts, from);
        if (overlap > 0) seconds[s] += overlap / 1000;
      }
    }
    if (!busiest || Math.max(...seconds) > Math.max(...busiest)) busiest = seconds;
  }
  return busiest;
}

const builds = { app: process.env.APP_DIST ?? join(ROOT, "dist") };
if (process.env.BASE_DIST) builds.base = process.env.BASE_DIST;
const servers = Object.fromEntries(await Promise.all(Object.entries(builds).map(async ([name, dir]) => [name, await serve(resolve(dir))])));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
const rounds = Object.fromEntries(Object.keys(builds).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, server] of Object.entries(servers)) rounds[name].push(await measure(browser, `${server.url}?lang=en`));
  process.stdout.write(`round ${round + 1}/${ROUNDS} done\n`);
}
await browser.close();
for (const server of Object.values(servers)) await server.close();

console.log(`\nAn open page with every tool open, the diagram preview showing and the timestamp empty:`);
console.log(`1280×800, 4× CPU, ${WINDOW_S} s traced per round, ${ROUNDS} rounds. Busy ms of the main thread per second.`);
for (const [name, list] of Object.entries(rounds)) {
  const worst = list.map((r) => Math.max(...r.seconds));
  const all = list.flatMap((r) => r.seconds);
  console.log(`${name.padEnd(5)} busiest second per round: ${worst.map((x) => x.toFixed(0)).join(", ")} · median second ${median(all).toFixed(1)} · all seconds: ${list.map((r) => r.seconds.map((x) => x.toFixed(0)).join(" ")).join(" | ")}`);
}
