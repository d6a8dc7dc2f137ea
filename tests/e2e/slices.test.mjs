// End to end: the page below its first screen mounts in slices after the first paint
// (src/slices.rs). Nothing is lost to it: a key typed meanwhile stays typed and focused, the
// page does not shift, a tool's anchor still opens and shows its tool, and `<html data-mounted>`
// comes only once every slice is in.
import { test } from "node:test";
import assert from "node:assert/strict";
import { composeBig, settled, sharedBrowser, splitBig, waitForApp } from "./support.mjs";

const shared = sharedBrowser();
const BELOW_CHUNK = /\/split_below_first_screen-[0-9a-f]+\.wasm$/;
// One element of each slice, in page order: the other layouts' readings, the clock note, the
// tools, the outputs about the ID, the embed builder.
const SLICES = ["#id-other-layouts", "#timestamp-ms", "#tools", "#format-decimal", ".embed-panel"];

/** A fresh context at 4x CPU (Lighthouse's phone), on `?query#hash`, not waiting for anything. */
async function visit(query, { viewport = { width: 390, height: 844 }, touch = true, hash = "", route, init } = {}) {
  const context = await shared.browser.newContext({ viewport, hasTouch: touch, isMobile: touch, timezoneId: "UTC" });
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(e.message));
  if (route) await page.route(BELOW_CHUNK, route);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  // Every layout shift from the first one, input-caused or not, on the page's own record.
  await context.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      // Each shift with the elements that moved and from where to where, so a failure says which.
      const rect = (r) => r && [r.x, r.y, r.width, r.height].map(Math.round).join(",");
      const moved = (e) => e.sources.map((s) => `${s.node?.nodeName ?? "?"}#${s.node?.id ?? ""}.${s.node?.className ?? ""} ${rect(s.previousRect)} → ${rect(s.currentRect)}`);
      for (const e of list.getEntries()) window.__shifts.push({ value: e.value, recent: e.hadRecentInput, at: Math.round(e.startTime), moved: moved(e) });
    }).observe({ type: "layout-shift", buffered: true });
  });
  if (init) await context.addInitScript(init);
  await page.goto(`${shared.server.url}?${query}${hash}`);
  return { context, page, problems };
}

const digits = (page) => page.waitForFunction(() => /^\d+$/.test(document.getElementById("snowflake-id")?.value ?? ""));
const mounted = (page) => page.evaluate(() => document.documentElement.hasAttribute("data-mounted"));
const present = (page) => page.evaluate((list) => list.filter((q) => document.querySelector(q) !== null), SLICES);

test("the marker comes only once every slice is in, and every slice comes in with no page error", async () => {
  let release;
  const held = new Promise((ok) => { release = ok; });
  const { context, page, problems } = await visit("lang=en", { route: async (r) => { await held; await r.continue(); } });
  await digits(page);
  // The first screen is up; its slices wait for their code.
  assert.equal(await mounted(page), false, "marked before the slices");
  assert.deepEqual(await present(page), [], "a slice before its code");
  release();
  await waitForApp(page);
  assert.deepEqual(await present(page), SLICES);
  assert.deepEqual(problems, []);
  await context.close();
});

test("keys typed into the ID box between the slices are kept, focused, and composed", async () => {
  const id = String(composeBig(1700000000000n, 3n, 7n, 42n));
  // The browser's scheduler, held: each slice waits for its turn until the test gives it,
  // so that a key comes between every two slices.
  const { context, page, problems } = await visit("lang=en", {
    init: () => {
      window.__turns = [];
      Object.defineProperty(window, "scheduler", {
        configurable: true,
        value: { yield: () => new Promise((go) => window.__turns.push(go)) },
      });
    },
  });
  await digits(page);
  await page.locator("#snowflake-id").focus();
  await page.keyboard.press("Control+A");
  let turns = 0;
  for (const key of id) {
    await page.keyboard.type(key);
    const gave = await page.evaluate(() => {
      const go = window.__turns.shift();
      go?.();
      return Boolean(go);
    });
    if (gave) turns += 1;
    if (await mounted(page)) break;
    // The next turn is asked for once the slice given this one has mounted.
    await page.waitForFunction(() => window.__turns.length > 0 || document.documentElement.hasAttribute("data-mounted"));
  }
  await page.keyboard.type(id.slice((await page.locator("#snowflake-id").inputValue()).length));
  await waitForApp(page);
  assert.ok(turns >= 4, `keys came between ${turns} turns of the slicing`);
  assert.equal(await page.locator("#snowflake-id").inputValue(), id);
  assert.equal(await page.evaluate(() => document.activeElement?.id), "snowflake-id");
  const parts = splitBig(id);
  for (const field of ["timestamp", "datacenter", "machine", "sequence"]) {
    assert.equal(await page.locator(`#${field}`).inputValue(), parts[field], field);
  }
  // The outputs below the answer follow it a paint behind.
  await settled(page);
  assert.equal(await page.locator("#format-decimal").textContent(), id, "the outputs below read the typed ID");
  assert.deepEqual(problems, []);
  await context.close();
});

for (const [name, viewport, touch] of [["390x844 touch", { width: 390, height: 844 }, true], ["1280x800", { width: 1280, height: 800 }, false]]) {
  for (const lang of ["en", "ko"]) {
    test(`${lang} ${name}: no layout shift from the first paint until every slice is in`, async () => {
      const { context, page, problems } = await visit(`lang=${lang}`, { viewport, touch });
      await waitForApp(page);
      // Two frames after the marker: the last slice's own layout.
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      const shifts = await page.evaluate(() => window.__shifts);
      assert.deepEqual(shifts, [], "layout shifts");
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}

for (const anchor of ["range", "run", "compare", "bulk"]) {
  test(`#${anchor} in the address opens that tool and brings it into view once the tools are in`, async () => {
    const { context, page, problems } = await visit("lang=en", { hash: `#${anchor}` });
    await waitForApp(page);
    assert.equal(await page.locator(`#${anchor}`).getAttribute("open"), "");
    const box = await page.locator(`#${anchor} > summary`).boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 844, `#${anchor}'s heading at ${box?.y}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test("#composer in the address lands on the composer", async () => {
  const { context, page, problems } = await visit("lang=en", { hash: "#composer" });
  await waitForApp(page);
  const top = await page.locator("#composer").evaluate((e) => e.getBoundingClientRect().top);
  assert.ok(Math.abs(top) < 2, `#composer's top at ${top}`);
  assert.deepEqual(problems, []);
  await context.close();
});
