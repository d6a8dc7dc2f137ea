// End to end: the first screen is fields, ID, bits; and no number the page shows is ever
// split across two lines, in either language, at any width.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ARTIFACTS, settled, sharedApp, waitForApp } from "./support.mjs";

const shared = sharedApp();
const BLOCKS = ["sign", "timestamp", "datacenter", "machine", "sequence"];

async function load(page, query, viewport) {
  await page.setViewportSize(viewport);
  await page.goto(`${shared.server.url}?${query}`);
  await waitForApp(page);
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 50))));
}

/** Bounding boxes of what the first screen must hold, in document order. */
function firstScreen(page) {
  return page.evaluate((blocks) => {
    const box = (el) => { const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
    return {
      fields: ["timestamp", "datacenter", "machine", "sequence"].map((id) => box(document.getElementById(id))),
      id: box(document.getElementById("snowflake-id")),
      blocks: blocks.map((b) => box(document.querySelector(`#bits [data-field='${b}']`).closest("figure"))),
      afterId: (() => {
        // The first visible element after the ID row in the composer's flow.
        let el = document.querySelector(".id-row").nextElementSibling;
        while (el && el.getClientRects().length === 0) el = el.nextElementSibling;
        return el ? el.id || el.className : null;
      })(),
    };
  }, BLOCKS);
}

for (const lang of ["en", "ko"]) {
  for (const scheme of ["light", "dark"]) {
    test(`${lang}, ${scheme}: at 1280×800 the four fields, the ID and all five bit blocks with captions show without scrolling`, async () => {
      const { page } = shared.app;
      await page.emulateMedia({ colorScheme: scheme });
      for (const query of [`lang=${lang}`, `embed&lang=${lang}`]) {
        await load(page, query, { width: 1280, height: 800 });
        const boxes = await firstScreen(page);
        for (const [name, b] of [...boxes.fields.map((b, i) => [`field ${i}`, b]), ["ID", boxes.id], ...boxes.blocks.map((b, i) => [BLOCKS[i], b])]) {
          assert.ok(b.top >= 0 && b.bottom <= 800 && b.left >= 0 && b.right <= 1280, `${query}: ${name} at ${JSON.stringify(b)}`);
        }
        if (scheme === "light" && !query.startsWith("embed")) {
          mkdirSync(ARTIFACTS, { recursive: true });
          await page.screenshot({ path: join(ARTIFACTS, `first-screen-1280-${lang}.png`) });
        }
      }
      await page.emulateMedia({ colorScheme: null });
    });
  }

  test(`${lang}: at 390×844 only the headline, under 160 px tall, sits between the ID box and the bits`, async () => {
    const { page } = shared.app;
    await load(page, `lang=${lang}`, { width: 390, height: 844 });
    const boxes = await firstScreen(page);
    assert.equal(boxes.afterId, "headline");
    const gap = await page.evaluate(() => {
      const headline = document.getElementById("headline");
      const next = headline.nextElementSibling;
      return { height: headline.getBoundingClientRect().height, next: next.id };
    });
    assert.ok(gap.height < 160, `the headline is ${gap.height} px tall`);
    assert.equal(gap.next, "bits-heading");
    assert.ok(boxes.blocks[0].top > boxes.id.bottom);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, `first-screen-390-${lang}.png`) });
  });
}

/**
 * Every number in the visible text (a run of digits with its group separators, or an ISO
 * instant), and the distinct lines its characters sit on: a split number sits on two.
 */
function numbersOnMoreThanOneLine(page) {
  return page.evaluate(() => {
    const broken = [];
    let count = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, [hidden], .visually-hidden") || parent.getClientRects().length === 0) continue;
      // An ISO instant counts as one number; otherwise digits with their group separators.
      for (const match of node.data.matchAll(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z|\d(?:[\d,_]*\d)?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        count++;
        if (tops.size > 1) broken.push(`${match[0]} in <${parent.tagName.toLowerCase()} ${parent.id || parent.className}>`);
      }
    }
    return { count, broken, sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth };
  });
}

for (const lang of ["en", "ko"]) {
  for (const width of [320, 390, 1280]) {
    test(`${lang}, ${width} px: no number is split across lines, and nothing scrolls sideways`, async () => {
      const { page } = shared.app;
      // An ID, an error and an open FAQ, so IDs, messages, hints, limits and the calculation all show.
      await load(page, `lang=${lang}&id=9223372036854775807&range_from=1719000000000&range_to=1719000001000&compare_b=20`, { width, height: 900 });
      // Every tool open, with rows in the list.
      for (const id of ["run", "bulk"]) await page.locator(`#${id} summary`).click();
      await page.locator("#bulk-input").fill("4194439168\nnope\n1804242886974412801");
      await page.locator("#datacenter").fill("32");
      await page.evaluate(() => document.querySelectorAll("details").forEach((d) => { d.open = true; }));
      const withError = await numbersOnMoreThanOneLine(page);
      await page.locator("#datacenter").fill("31");
      const withId = await numbersOnMoreThanOneLine(page);
      assert.ok(withError.count > 40 && withId.count > 40, `too few numbers found: ${withError.count}, ${withId.count}`);
      assert.deepEqual([...withError.broken, ...withId.broken], []);
      assert.equal(withError.sideways || withId.sideways, false, "the page scrolls sideways");
    });
  }
}

test("the ID box's label is set like the fields' labels: its own line, the same weight", async () => {
  const { page } = shared.app;
  await load(page, "lang=en", { width: 1280, height: 800 });
  const styles = await page.evaluate(() => ["timestamp", "snowflake-id"].map((id) => {
    const s = getComputedStyle(document.querySelector(`label[for='${id}']`));
    return { weight: s.fontWeight, display: s.display };
  }));
  assert.deepEqual(styles[1], styles[0]);
  assert.deepEqual(styles[0], { weight: "600", display: "block" });
});

for (const viewport of [{ width: 375, height: 667 }, { width: 1280, height: 800 }]) {
  test(`${viewport.width}×${viewport.height}: nothing above the tools' and the builder's summaries changes height as it scrolls into view`, async () => {
    const { page } = shared.app;
    await load(page, "lang=en&timestamp=1719000000000&datacenter=2&machine=3&sequence=7", viewport);
    // Where each summary stands in the document, and the code samples' height, read after
    // two frames so that whatever the browser lays out on the way has been laid out.
    const where = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve({
      summaries: [...document.querySelectorAll(".tool-panel > summary, #embed > summary")]
        .map((s) => [s.parentElement.id, Math.round(s.getBoundingClientRect().top + scrollY)]),
      code: Math.round(document.querySelector("section.code").getBoundingClientRect().height),
    })))));
    const before = await where();
    assert.ok(before.summaries.some(([id]) => id === "embed"), JSON.stringify(before));
    // Scrolled down the page step by step, as a person reading on would, to the builder.
    for (let y = 0; y < before.summaries.at(-1)[1]; y += viewport.height / 2) {
      await page.evaluate((y) => scrollTo(0, y), y);
      assert.deepEqual(await where(), before, `scrolled to ${y}`);
    }
    // A keystroke's new ID is in the samples at once, out of view or not, and moves nothing.
    await page.evaluate(() => scrollTo(0, 0));
    await page.locator("#sequence").focus();
    await page.keyboard.press("End");
    await page.keyboard.press("8"); // sequence 78
    const id = String((430165025343n << 22n) | (2n << 17n) | (3n << 12n) | 78n);
    await settled(page);
    assert.ok((await page.locator("section.code").textContent()).includes(`assert_eq!(id, ${id});`), `the Rust sample asserts ${id}`);
    assert.ok((await page.locator("#calculation").textContent()).includes(BigInt(id).toLocaleString("en-US")), "the calculation ends in the new ID");
    await page.locator("#embed > summary").scrollIntoViewIfNeeded();
    assert.deepEqual((await where()).summaries, before.summaries, "after the edit and the scroll");
  });
}
