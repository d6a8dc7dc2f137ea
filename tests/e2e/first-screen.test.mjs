// End to end: a phone's first screen holds the answer. At 390x844 and 412x823 with a touch
// screen, in both languages, on the default state and the worked example: the ID box, the
// headline and all five bit blocks are visible without scrolling, in that order, every
// bit is a 24x24 px target at least, and a link says the tools exist. With the keyboard up
// (390x480, a field focused) the field and the ID box show together; nothing scrolls sideways
// at 320 px; a wide screen with a mouse keeps the one-row bit strip.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ARTIFACTS, waitForApp, sharedBrowser } from "./support.mjs";

const shared = sharedBrowser();
const BLOCKS = ["sign", "timestamp", "datacenter", "machine", "sequence"];
const EXAMPLE = "timestamp=1288834975657&datacenter=1&machine=1&sequence=0";
const PHONES = [{ width: 390, height: 844 }, { width: 412, height: 823 }];

async function open(query, viewport, touch) {
  const context = await shared.browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
  const page = await context.newPage();
  await page.goto(`${shared.server.url}?${query}`);
  await waitForApp(page);
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 50))));
  return { context, page };
}

function measure(page) {
  return page.evaluate((blocks) => {
    const box = (el) => { const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height }; };
    const next = (el) => {
      let after = el.nextElementSibling;
      while (after && after.getClientRects().length === 0) after = after.nextElementSibling;
      return after;
    };
    const after = next(document.querySelector(".id-row"));
    return {
      coarse: matchMedia("(pointer: coarse)").matches,
      id: box(document.getElementById("snowflake-id")),
      blocks: blocks.map((b) => box(document.querySelector(`#bits [data-field='${b}']`).closest("figure"))),
      bits: [...document.querySelectorAll("#bits .bit")].map(box),
      afterId: after?.id,
      afterHeadline: after && next(after)?.id,
      headline: box(document.getElementById("headline")),
      tools: box(document.querySelector("a.to-tools")),
      scrollY: scrollY,
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  }, BLOCKS);
}

for (const viewport of PHONES) {
  for (const lang of ["en", "ko"]) {
    for (const [state, query] of [["default", ""], ["worked example", EXAMPLE]]) {
      test(`${lang} ${viewport.width}x${viewport.height} touch, ${state}: the ID, the headline and all five bit blocks in the first screen, bits of 24x24 px`, async () => {
        const { context, page } = await open(`lang=${lang}&${query}`, viewport, true);
        const m = await measure(page);
        assert.ok(m.coarse, "a touch screen's pointer is coarse");
        assert.equal(m.scrollY, 0);
        assert.ok(m.id.top >= 0 && m.id.bottom <= viewport.height, `ID box at ${m.id.top}–${m.id.bottom}`);
        m.blocks.forEach((b, i) => assert.ok(b.top >= 0 && b.bottom <= viewport.height, `${BLOCKS[i]} at ${b.top}–${b.bottom}`));
        assert.ok(m.headline.top >= 0 && m.headline.bottom <= viewport.height, `headline at ${m.headline.top}–${m.headline.bottom}`);
        assert.equal(m.afterId, "headline", "the headline comes right after the ID box");
        assert.equal(m.afterHeadline, "bits-heading", "the bits come right after the headline");
        assert.equal(m.bits.length, 64);
        const small = m.bits.filter((b) => b.width < 24 || b.height < 24);
        assert.deepEqual(small, [], "bits smaller than 24x24");
        assert.ok(m.tools.top >= 0 && m.tools.bottom <= viewport.height, "the link to the tools is in the first screen");
        assert.equal(m.sideways, false);
        // The sign block shares its row with the timestamp's first bits.
        assert.ok(Math.abs(m.blocks[0].top - m.blocks[1].top) < 2, "the sign block is not alone on its row");
        if (viewport.width === 390) {
          mkdirSync(ARTIFACTS, { recursive: true });
          for (const theme of ["light", "dark"]) {
            await page.goto(`${shared.server.url}?lang=${lang}&theme=${theme}&${query}`);
            await waitForApp(page);
            await page.screenshot({ path: join(ARTIFACTS, `phone-${lang}-${theme}-${state.replace(" ", "-")}.png`) });
          }
        }
        await context.close();
      });
    }
  }
}

for (const field of ["timestamp", "sequence"]) {
  test(`390x480 with the keyboard up: #${field} focused and the ID box both in view`, async () => {
    const { context, page } = await open("lang=en", { width: 390, height: 480 }, true);
    await page.locator(`#${field}`).focus();
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 50))));
    const seen = await page.evaluate((field) => {
      const box = (id) => document.getElementById(id).getBoundingClientRect();
      return { field: box(field), id: box("snowflake-id"), height: innerHeight };
    }, field);
    assert.ok(seen.field.top >= 0 && seen.field.bottom <= seen.height, `#${field} at ${seen.field.top}–${seen.field.bottom}`);
    assert.ok(seen.id.top >= 0 && seen.id.bottom <= seen.height, `the ID box at ${seen.id.top}–${seen.id.bottom}`);
    await context.close();
  });
}

for (const lang of ["en", "ko"]) {
  test(`${lang} 320 px: nothing scrolls sideways, the worked example included`, async () => {
    const { context, page } = await open(`lang=${lang}&${EXAMPLE}`, { width: 320, height: 700 }, true);
    assert.equal((await measure(page)).sideways, false);
    await context.close();
  });
}

for (const lang of ["en", "ko"]) {
  test(`${lang} 1280x800 with a mouse: every bit at least 16 px wide, the 64 bits one row, and the fields, the ID, the headline and the bits fit the first screen`, async () => {
    const { context, page } = await open(`lang=${lang}&${EXAMPLE}`, { width: 1280, height: 800 }, false);
    const m = await measure(page);
    assert.equal(m.coarse, false);
    const narrow = m.bits.filter((b) => b.width < 16);
    assert.deepEqual(narrow, [], "bits narrower than 16 px");
    const tops = new Set(m.blocks.map((b) => Math.round(b.top)));
    assert.equal(tops.size, 1, `the blocks sit on ${tops.size} rows`);
    assert.ok(m.blocks.every((b) => b.bottom <= 800 && b.right <= 1280) && m.id.bottom <= 800 && m.headline.bottom <= 800);
    assert.ok(await page.locator("#id-warning").isVisible(), "the worked example's before-Snowflake line shows");
    assert.equal(m.sideways, false);
    await context.close();
  });
}

// Each bit's place (63 … 0) shows above it on hover and on keyboard focus, drawn by CSS: the
// blocks' text stays their 0s and 1s.
test("a bit's position shows on hover and on keyboard focus, and the blocks' text stays 0s and 1s", async () => {
  const { context, page } = await open(`lang=en&${EXAMPLE}`, { width: 1280, height: 800 }, false);
  const shownOn = (index) => page.locator(`#bits .bit[data-index="${index}"]`).evaluate((b) => getComputedStyle(b, "::after").content);
  await page.locator('#bits .bit[data-index="1"]').hover();
  assert.equal(await shownOn(1), '"62"');
  await page.mouse.move(0, 0);
  assert.equal(await shownOn(1), "none");
  await page.locator('#bits .bit[data-index="0"]').focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("End");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.index), "63");
  assert.equal(await shownOn(63), '"0"');
  const texts = await page.locator("#bits [data-field]").allTextContents();
  assert.deepEqual(texts.map((t) => /^[01\s]+$/.test(t)), [true, true, true, true, true], texts.join(" | "));
  await context.close();
});

for (const [lang, tap, click] of [["en", "Tap a bit to flip it.", /^Click a bit/], ["ko", "비트를 탭하면 값이 뒤집힙니다.", /^비트를 클릭하면/]]) {
  test(`${lang}: the bits' help speaks of tapping on a touch screen and of clicking with a mouse`, async () => {
    const phone = await open(`lang=${lang}`, PHONES[0], true);
    assert.equal((await phone.page.locator("#bits-help").innerText()).trim(), tap);
    await phone.context.close();
    const desktop = await open(`lang=${lang}`, { width: 1280, height: 800 }, false);
    assert.match((await desktop.page.locator("#bits-help").innerText()).trim(), click);
    await desktop.context.close();
  });
}

// The tools come right after the answer: the first one starts within two screens on a
// desktop and three on a phone, with a pasted ID (so every output under the bits is drawn).
for (const [viewport, touch, screens] of [[{ width: 1280, height: 800 }, false, 2], [{ width: 390, height: 844 }, true, 3]]) {
  for (const lang of ["en", "ko"]) {
    test(`${lang} ${viewport.width}x${viewport.height}: the first tool starts within ${screens} screens, before the code samples`, async () => {
      const { context, page } = await open(`lang=${lang}&id=1823945883910279168`, viewport, touch);
      await page.locator("#code-heading").waitFor();
      const tops = await page.evaluate(() => Object.fromEntries(["range", "run", "compare", "bulk"].map((id) =>
        [id, document.getElementById(id).getBoundingClientRect().top + scrollY]).concat(
        [["code", document.getElementById("code-heading").getBoundingClientRect().top + scrollY]])));
      assert.ok(tops.range < screens * viewport.height, `the first tool starts at ${tops.range} px`);
      assert.ok(tops.range < tops.run && tops.run < tops.compare && tops.compare < tops.bulk, JSON.stringify(tops));
      assert.ok(tops.bulk < tops.code, `the code samples (${tops.code}) come after the tools (${tops.bulk})`);
      await context.close();
    });
  }
}
