// Where the work of a paste's answer goes, by phase and by part of the page: not a benchmark,
// an attribution. paste.mjs times a paste from its input event to its paint at 4× CPU, where the
// wait for the next frame (0 to 16.7 ms) hides any change smaller than a few milliseconds. This
// traces the work itself: unthrottled by default, the page's answer to each unrelated paste, by
// phase (the script of the input event and of the frame, style, layout, pre-paint, paint,
// layerize), medians over every paste. Each variant adds a style sheet to the same build after
// it has mounted (the page's CSP is bypassed for that), so hiding a part of the page, or
// containing it, says what that part costs the frame.
//
//   node benches/frame.mjs                  # the built-in variants, on dist/
//   APP_DIST=… ROUNDS=3 PASTES=18 CPU=1 VARIANTS='{"none":"","no bits":"#bits{display:none}"}' node benches/frame.mjs
//
// Tracing slows the page a little: compare the variants of one run with each other.
import { chromium } from "playwright-core";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "./serve.mjs";
import { CHROMIUM_FLAGS, PHONE, UNRELATED, median } from "./gesture.mjs";

const ROOT = join(import.meta.dirname, "..");
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PASTES = Number(process.env.PASTES ?? 18);
const CPU = Number(process.env.CPU ?? 1);
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const VARIANTS = JSON.parse(process.env.VARIANTS ?? "null") ?? {
  "the page": "",
  "no bits": "#bits { display: none; }",
  "no headline": "#headline { display: none; }",
  "no fields": "form.fields { display: none; }",
  // What follows the bits, a paint behind them: the other layouts, the legend, the tools.
  "nothing below": ".result > .deferred > *, .composer > .deferred > * { display: none; }",
  "below, contained": ".result > .deferred > *, .composer > .deferred > * { contain: paint; }",
};
// Trace events by phase. FunctionCall is the page's script: its event handlers and frame
// callbacks, with the microtasks that run before each returns (the effects they wake). The
// others are Chromium's rendering steps.
const PHASES = {
  script: ["FunctionCall"],
  style: ["UpdateLayoutTree"],
  layout: ["Layout"],
  "pre-paint": ["PrePaint"],
  paint: ["Paint"],
  layerize: ["Layerize"],
};

/**
 * Per paste in the trace: the work of its input event's task, from the event on, and of the
 * first frame painted after it (the answer is in one of them; the outputs a paint behind come
 * later and are left out), by phase, and the frame's task alone.
 */
function answers(tracePath) {
  const events = JSON.parse(readFileSync(tracePath, "utf8")).traceEvents;
  const inputs = events.filter((e) => e.name === "EventDispatch" && e.args?.data?.type === "input");
  if (!inputs.length) return [];
  const { pid, tid } = inputs[0];
  const main = events.filter((e) => e.ph === "X" && e.dur != null && e.pid === pid && e.tid === tid).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Outermost tasks only (main is in order of start, the longest first): a task nested in
  // another would be counted twice.
  const taskName = main.some((e) => e.name === "ThreadControllerImpl::RunTask") ? "ThreadControllerImpl::RunTask" : "RunTask";
  const tasks = [];
  for (const t of main) if (t.name === taskName && (!tasks.length || t.ts >= tasks.at(-1).ts + tasks.at(-1).dur)) tasks.push(t);
  const within = (task, from, names) =>
    main.filter((e) => e.ts >= from && e.ts < task.ts + task.dur && names.includes(e.name)).reduce((sum, e) => sum + e.dur, 0) / 1000;
  return inputs.flatMap((input) => {
    const own = tasks.find((t) => t.ts <= input.ts && t.ts + t.dur >= input.ts);
    const frame = tasks.find((t) => t.ts > input.ts && main.some((e) => e.name === "Paint" && e.ts >= t.ts && e.ts < t.ts + t.dur));
    if (!own || !frame) return [];
    const row = {};
    for (const [phase, names] of Object.entries(PHASES)) row[phase] = within(own, input.ts, names) + within(frame, frame.ts, names);
    // The input's task holds the layout the browser's editing forces after the event.
    row["input's task"] = (own.ts + own.dur - input.ts) / 1000;
    row["frame's task"] = frame.dur / 1000;
    row.total = row["input's task"] + row["frame's task"];
    return [row];
  });
}

const server = await serve(process.env.APP_DIST ?? join(ROOT, "dist"));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const traceDir = mkdtempSync(join(tmpdir(), "frame-"));
const rows = Object.fromEntries(Object.keys(VARIANTS).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  // Each round starts with another variant, so none always meets a fresh browser first.
  const names = Object.keys(VARIANTS);
  for (const name of names.map((_, i) => names[(i + round) % names.length])) {
    const css = VARIANTS[name];
    const context = await browser.newContext({
      serviceWorkers: "block", bypassCSP: true, permissions: ["clipboard-read", "clipboard-write"], ...PHONE,
    });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-mounted"), null, { timeout: 60_000 });
    if (css) await page.addStyleTag({ content: css });
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
    const tracePath = join(traceDir, "trace.json");
    await browser.startTracing(page, { path: tracePath, categories: ["devtools.timeline", "toplevel"] });
    const box = page.locator("#snowflake-id");
    for (let i = 0; i < PASTES; i++) {
      await page.evaluate((text) => navigator.clipboard.writeText(text), UNRELATED[(i + round) % UNRELATED.length]);
      await box.click();
      await box.press("Control+A");
      await box.press("Control+V");
      // The answer, the work a paint behind it and the address's update, before the next.
      await page.waitForTimeout(250 * CPU);
    }
    await browser.stopTracing();
    await context.close();
    const found = answers(tracePath);
    if (found.length < PASTES) console.warn(`${name}: ${PASTES - found.length} of ${PASTES} pastes had no input event or frame in the trace`);
    rows[name].push(...found);
  }
  process.stdout.write(`round ${round + 1}/${ROUNDS} done\n`);
}
rmSync(traceDir, { recursive: true, force: true });
await browser.close();
await server.close();

const columns = [...Object.keys(PHASES), "input's task", "frame's task", "total"];
console.log(`\nthe answer to an unrelated paste, ${CPU}× CPU, medians in ms over ${ROUNDS} × ${PASTES} pastes`);
console.log(`${"".padEnd(20)}${columns.map((c) => c.padStart(13)).join("")}`);
// Each column is its own median; "total" is the median of each paste's two tasks together.
for (const [name, list] of Object.entries(rows)) {
  const cells = columns.map((c) => (list.length ? median(list.map((r) => r[c])).toFixed(2) : "–").padStart(13));
  console.log(`${name.padEnd(20)}${cells.join("")}   (${list.length} pastes)`);
}
process.exit(0);
