// End to end: every table whole on a phone. With all four tools open and filled, at 320, 390
// and 430 px with a touch screen, in both languages, nothing in the tools or in the worked
// example is wider than its box: the compare table, the list, the run, the range outputs and
// the worked example's binary reflow (rows as labelled cards, binary in groups), so no box
// scrolls sideways. The reflow is CSS only (the rows counted are the same elements), and a
// desktop keeps its tables.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ARTIFACTS, waitForApp, sharedBrowser } from "./support.mjs";

const shared = sharedBrowser();
const QUERY = "id=1823945883910279168&compare_b=175928847299117063&range_from=2024-08-15&range_to=2024-08-16";
const LIST = ["1823945883910279168", "https://x.com/jack/status/20", "175928847299117063", "1823945883910279168", "9223372036854775807"].join("\n");
const BOXES = ["#range", "#run", "#compare", "#bulk", ".bits-example"];

async function openFilled(lang, viewport, touch) {
  const context = await shared.browser.newContext({ viewport, hasTouch: touch, isMobile: touch, timezoneId: "UTC" });
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(`${shared.server.url}?lang=${lang}&${QUERY}`);
  await waitForApp(page);
  for (const tool of ["range", "run", "compare", "bulk"]) {
    if (!(await page.locator(`#${tool}`).evaluate((d) => d.open))) await page.locator(`#${tool} > summary`).click();
  }
  await page.locator("#bulk-input").fill(LIST);
  await page.locator("#bulk-table tr[data-id]").first().waitFor();
  await page.locator("#run-list li").first().waitFor();
  await page.locator("#compare [data-differs]").first().waitFor();
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 50))));
  return { context, page, problems };
}

/** Every element inside `boxes` that sticks out of its box or of the screen, and every box that scrolls sideways. */
function cut(page) {
  return page.evaluate((boxes) => {
    const found = [];
    const width = document.documentElement.clientWidth;
    const clipped = (el) => {
      for (let e = el; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.clipPath !== "none" || style.clip !== "auto") return true;
      }
      return false;
    };
    for (const selector of boxes) {
      for (const box of document.querySelectorAll(selector)) {
        const outer = box.getBoundingClientRect();
        for (const el of [box, ...box.querySelectorAll("*")]) {
          // Skipped: what is not drawn, text for screen readers only, and code samples (they scroll).
          if (el.getClientRects().length === 0 || el.closest(".code, pre") || clipped(el)) continue;
          const r = el.getBoundingClientRect();
          if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible") {
            found.push(`${selector} ${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}.${el.className} scrolls: ${el.scrollWidth} in ${el.clientWidth}`);
          } else if (r.width > 0 && (r.right > Math.min(outer.right, width) + 1 || r.left < Math.max(outer.left, 0) - 1)) {
            found.push(`${selector} ${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}.${el.className} at ${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(outer.left)}–${Math.round(outer.right)}`);
          }
        }
      }
    }
    return { found: boxes.flatMap((selector) => found.filter((f) => f.startsWith(selector + " ")).slice(0, 3)), sideways: document.documentElement.scrollWidth > width };
  }, BOXES);
}

for (const lang of ["en", "ko"]) {
  for (const width of [320, 390, 430]) {
    test(`${lang} ${width} px: the tools' tables, the run, the range outputs and the worked example's binary are whole, nothing scrolls sideways`, async () => {
      const { context, page, problems } = await openFilled(lang, { width, height: 844 }, true);
      const seen = await cut(page);
      assert.deepEqual(seen.found, [], "cut or scrolling");
      assert.equal(seen.sideways, false);
      // The same elements as on a desktop: five listed rows, the compare rows marked.
      assert.equal(await page.locator("#bulk-table tr[data-id]").count(), 5);
      assert.ok(await page.locator("#compare [data-differs]").count() >= 1);
      if (width === 390) {
        mkdirSync(ARTIFACTS, { recursive: true });
        for (const tool of ["compare", "bulk", "run", "range"]) await page.locator(`#${tool}`).screenshot({ path: join(ARTIFACTS, `phone-${tool}-${lang}.png`) });
        await page.locator(".bits-example:visible").screenshot({ path: join(ARTIFACTS, `phone-worked-binary-${lang}.png`) });
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}

test("1280 px with a mouse: the compare and list tables stay tables, one row per line", async () => {
  const { context, page } = await openFilled("en", { width: 1280, height: 800 }, false);
  const display = await page.evaluate(() => ["#bulk-table", ".compare-table"].map((s) => getComputedStyle(document.querySelector(s)).display));
  assert.deepEqual(display, ["table", "table"]);
  const rowTops = await page.locator("#bulk-table tr[data-id]").first().evaluate((tr) =>
    new Set([...tr.cells].map((c) => Math.round(c.getBoundingClientRect().top))).size);
  assert.equal(rowTops, 1, "the first listed ID's cells share one line");
  await context.close();
});
