// End to end: what a person reads around the inputs says exactly the right thing: counts of
// one in the singular, a reversed span marked on the input it concerns, every bit named
// whole with or without an ID, and no date or number in a hint broken across two lines.
import { test } from "node:test";
import assert from "node:assert/strict";
import { sharedApp, waitForSlices } from "./support.mjs";

const shared = sharedApp();

async function load(page, query, viewport = { width: 1280, height: 900 }) {
  await page.setViewportSize(viewport);
  await page.goto(`${shared.server.url}?${query}`);
  // Every slice in (some of these states show no ID): the tools below it are opened next.
  await waitForSlices(page);
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 50))));
}

const SUMMARIES = {
  en: { clean: "2 IDs decoded", one: "1 ID decoded, 1 line refused", many: "2 IDs decoded, 2 lines refused" },
  ko: { clean: "ID 2개 해석 완료", one: "ID 1개 해석 완료, 실패 1줄", many: "ID 2개 해석 완료, 실패 2줄" },
};

for (const lang of ["en", "ko"]) {
  test(`${lang}: the list's summary puts a count of one in the singular, ends without a full stop and names no failures when there are none`, async () => {
    const { page } = shared.app;
    await load(page, `lang=${lang}#bulk`);
    await page.locator("#bulk-input").fill("4194439168\n20");
    await page.locator("#bulk-summary").filter({ hasText: SUMMARIES[lang].clean }).waitFor();
    assert.equal(await page.locator("#bulk-summary").textContent(), SUMMARIES[lang].clean);
    await page.locator("#bulk-input").fill("4194439168\nnope");
    await page.locator("#bulk-summary").filter({ hasText: SUMMARIES[lang].one }).waitFor();
    await page.locator("#bulk-input").fill("4194439168\nnope\n20\n-1");
    await page.locator("#bulk-summary").filter({ hasText: SUMMARIES[lang].many }).waitFor();
    assert.equal(await page.locator("#bulk-summary").textContent(), SUMMARIES[lang].many);
  });

  test(`${lang}: From after To marks To invalid and describes it by the sentence that says so`, async () => {
    const { page } = shared.app;
    await load(page, `lang=${lang}&range_from=1719000001000&range_to=1719000000000`);
    const to = page.locator("#range-to");
    await page.locator("#range-reversed:not([hidden])").waitFor();
    assert.equal(await to.getAttribute("aria-invalid"), "true");
    assert.deepEqual((await to.getAttribute("aria-describedby")).split(" "), ["range-reversed", "range-to-hint"]);
    assert.equal(await page.locator("#range-from").getAttribute("aria-invalid"), "false");
    // Put right, the mark and the description go.
    await page.locator("#range-to").fill("1719000002000");
    await page.locator("#range-reversed[hidden]").waitFor({ state: "attached" });
    assert.equal(await to.getAttribute("aria-invalid"), "false");
    assert.equal(await to.getAttribute("aria-describedby"), "range-to-hint");
  });

  test(`${lang}: every bit's accessible name is whole, with an ID and without one`, async () => {
    const { page } = shared.app;
    const labels = () => page.locator("#bits button").evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label")));
    await load(page, `lang=${lang}&timestamp=1288834975657&datacenter=1&machine=1`);
    const withId = await labels();
    assert.equal(withId.length, 64);
    // The 63 flippable bits end in their value; the sign bit says it is always 0.
    assert.deepEqual(withId.slice(1).filter((l) => !/: [01]$/.test(l)), []);
    await page.locator("#datacenter").fill("32");
    await page.locator("#datacenter-error:not([hidden])").waitFor();
    const withoutId = await labels();
    assert.deepEqual(withoutId.filter((l) => /[:：]\s*$/.test(l) || l.trim() === ""), [], "a name ends in a dangling colon");
    assert.notDeepEqual(withoutId, withId);
  });

  for (const width of [320, 390, 1280]) {
    test(`${lang}, ${width} px: no date or number in a hint is broken across two lines`, async () => {
      const { page } = shared.app;
      // Seconds in the timestamp field bring up the unit hint (with a date); every tool open.
      await load(page, `lang=${lang}&timestamp=1700000000&range_from=1719000000000`, { width, height: 900 });
      await page.evaluate(() => document.querySelectorAll("details").forEach((d) => { d.open = true; }));
      await page.locator("#timestamp-unit-hint:not([hidden])").waitFor();
      await page.locator("#run-count").waitFor();
      const result = await page.evaluate(() => {
        const token = /\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d(?:\.\d{1,3})?)?(?:Z|[+-]\d\d:?\d\d)?)?|\d(?:[\d,_]*\d)?/g;
        const broken = [];
        let count = 0;
        for (const hint of document.querySelectorAll(".hint, .unit-hint")) {
          if (hint.closest("[hidden]") || hint.getClientRects().length === 0) continue;
          // The hint's whole text, with each character's text node and offset.
          const walker = document.createTreeWalker(hint, NodeFilter.SHOW_TEXT);
          const pieces = [];
          let text = "";
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            pieces.push({ node, start: text.length });
            text += node.data;
          }
          const at = (offset) => {
            const piece = pieces.findLast((p) => p.start <= offset);
            return [piece.node, offset - piece.start];
          };
          for (const match of text.matchAll(token)) {
            const range = document.createRange();
            range.setStart(...at(match.index));
            range.setEnd(...at(match.index + match[0].length - 1));
            range.setEnd(range.endContainer, range.endOffset + 1);
            const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            count++;
            if (tops.size > 1) broken.push(`${match[0]} in #${hint.id || hint.className}`);
          }
        }
        return { count, broken };
      });
      assert.ok(result.count > 15, `too few numbers in hints: ${result.count}`);
      assert.deepEqual(result.broken, []);
    });
  }
}
