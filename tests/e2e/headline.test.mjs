// End to end: the answer at a glance. Right under the ID box: a pasted ID's moment (UTC, the
// visitor's zone, how long ago), its other values, copy buttons beside the ID, and a short
// line when the reading is not to be trusted; after the bits, the same bits read as a Discord
// ID. Checked on a 1280x800 desktop and two touch phones, in both languages, by what a person
// sees: positions in the first screen, text, and boxes that do not move. Expected values come
// from BigInt arithmetic here, not from the app.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ARTIFACTS, sharedBrowser, splitBig, waitForApp, typeInto, pasteId as paste } from "./support.mjs";

const shared = sharedBrowser();
const ID = "1823945883910279168";
const EXAMPLE = "timestamp=1288834975657&datacenter=1&machine=1&sequence=0";
const DISCORD_EPOCH = 1420070400000n;
const SCREENS = [
  ["desktop", { viewport: { width: 1280, height: 800 } }],
  ["phone 390", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ["phone 412", { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true }],
];
const BLOCKS = ["sign", "timestamp", "datacenter", "machine", "sequence"];

async function open(options, query) {
  const context = await shared.browser.newContext({
    ...options,
    timezoneId: "Asia/Seoul",
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const page = await context.newPage();
  await page.goto(`${shared.server.url}?${query}`);
  await waitForApp(page);
  return { context, page };
}

const rect = (page, selector) =>
  page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right), height: Math.round(r.height), width: Math.round(r.width) };
  });

/** The lines of text an element shows: its text's line boxes, told apart by their tops. */
const lines = (page, selector) =>
  page.locator(selector).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => r.top);
    return tops.sort((a, b) => a - b).filter((t, i, all) => i === 0 || t - all[i - 1] > 4).length;
  });

const isoOf = (id) => new Date(Number(splitBig(id).timestamp)).toISOString();

for (const [screen, options] of SCREENS) {
  const { height, width } = options.viewport;
  for (const lang of ["en", "ko"]) {
    test(`${lang} ${screen}: a pasted ID's moment and values sit right under the ID box, with its bits, in the first screen`, async () => {
      const { context, page } = await open(options, `lang=${lang}`);
      await paste(page, ID);
      const iso = isoOf(ID);
      await page.waitForFunction((iso) => document.querySelector("#time-utc")?.textContent === iso, iso);
      await page.waitForFunction(() => document.querySelector("#time-relative")?.textContent.trim());
      assert.equal(await page.locator(".id-row").evaluate((el) => el.nextElementSibling?.id), "headline");
      const { datacenter, machine, sequence } = splitBig(ID);
      assert.deepEqual((await page.locator("#headline-parts").textContent()).match(/\d+/g), [datacenter, machine, sequence]);
      // Three different values, so a swap shows: 17, 9 and 2049 by BigInt arithmetic.
      const other = "1804242886974412801";
      assert.deepEqual(Object.values(splitBig(other)).slice(1), ["17", "9", "2049"]);
      await paste(page, other);
      await page.waitForFunction((id) => document.getElementById("snowflake-id").value === id, other);
      assert.equal((await page.locator("#headline-parts").textContent()).trim(),
        lang === "en" ? "datacenter 17 · machine 9 · sequence 2,049" : "데이터 센터 17 · 머신 9 · 시퀀스 2,049");
      await paste(page, ID);
      await page.waitForFunction((iso) => document.querySelector("#time-utc")?.textContent === iso, iso);
      assert.match(await page.locator("#time-local").textContent(), /2024.*\(Asia\/Seoul\)/);
      assert.match(await page.locator("#time-relative").textContent(), lang === "en" ? /years? ago/ : /전/);
      assert.equal(await page.locator("#id-warning").isVisible(), false, "no pre-Snowflake line for a 2024 ID");
      const headline = await rect(page, "#headline");
      assert.ok(headline.top >= 0 && headline.bottom <= height, `headline at ${headline.top}–${headline.bottom}`);
      for (const block of BLOCKS) {
        const b = await rect(page, `#bits [data-field='${block}']`);
        assert.ok(b.top >= 0 && b.bottom <= height, `${block} block at ${b.top}–${b.bottom}`);
      }
      const [idBox, bits] = [await rect(page, "#snowflake-id"), await rect(page, "#bits")];
      const between = bits.top - idBox.bottom;
      assert.ok(between < 160, `${between} px between the ID box and the bits`);
      if (width <= 430) {
        const shown = await lines(page, "#headline");
        assert.ok(shown <= 4, `the headline takes ${shown} lines on a phone`);
      }
      // The copy buttons sit beside the ID: on its row, or on its label's row just above it.
      for (const button of ["#copy-id", "#copy-link"]) {
        const b = await rect(page, button);
        assert.ok(b.bottom <= idBox.bottom + 2 && b.top >= idBox.top - 48, `${button} at ${b.top}–${b.bottom}, ID box at ${idBox.top}–${idBox.bottom}`);
      }
      await page.locator("#copy-id").click();
      await page.locator("#copy-id + .copy-status").filter({ hasText: /./ }).waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), ID);
      await page.locator("#copy-link").click();
      await page.waitForFunction(() => navigator.clipboard.readText().then((t) => t.includes("id=") || t.includes("timestamp=")));
      const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
      assert.ok(link.search.includes("1823945883910279168") || link.searchParams.get("timestamp") === splitBig(ID).timestamp, link.href);
      mkdirSync(ARTIFACTS, { recursive: true });
      for (const theme of ["light", "dark"]) {
        await page.goto(`${shared.server.url}?lang=${lang}&theme=${theme}&id=${ID}`);
        await page.waitForFunction((iso) => document.querySelector("#time-utc")?.textContent === iso, iso);
        await page.screenshot({ path: join(ARTIFACTS, `headline-${lang}-${screen.replace(" ", "")}-${theme}.png`) });
      }
      await context.close();
    });

    test(`${lang} ${screen}: the worked example says so first in the headline, inside the first screen`, async () => {
      const { context, page } = await open(options, `lang=${lang}&${EXAMPLE}`);
      const warning = page.locator("#id-warning");
      assert.equal(await warning.isVisible(), true);
      assert.match(await warning.textContent(), lang === "en" ? /The worked example, not a real post's ID/ : /설명용 예제일 뿐/);
      const w = await rect(page, "#id-warning");
      const headline = await rect(page, "#headline");
      assert.ok(w.top >= headline.top && w.bottom <= headline.bottom, "the warning is a line of the headline");
      assert.ok(w.bottom <= height, `the warning ends at ${w.bottom}`);
      const sequenceBlock = await rect(page, "#bits [data-field='sequence']");
      assert.ok(sequenceBlock.bottom <= height, `the last bit block ends at ${sequenceBlock.bottom}`);
      if (width <= 430) {
        // The note, then the usual four lines.
        const shown = await lines(page, "#headline");
        assert.ok(shown <= 5, `the headline takes ${shown} lines on a phone`);
      }
      await page.screenshot({ path: join(ARTIFACTS, `headline-example-${lang}-${screen.replace(" ", "")}.png`) });
      await context.close();
    });

    test(`${lang} ${screen}: a field turning invalid moves neither the ID box, the headline nor the bit blocks`, async () => {
      const { context, page } = await open(options, `lang=${lang}&id=${ID}`);
      await page.waitForFunction(() => document.querySelector("#time-relative")?.textContent.trim());
      const boxes = () => Promise.all(["#snowflake-id", "#headline", ...BLOCKS.map((b) => `#bits [data-field='${b}']`)].map((s) => rect(page, s)));
      const before = await boxes();
      for (const [field, text, says] of [
        ["sequence", "40959", lang === "en" ? /0 to 4,095/ : /0~4,095/],
        ["datacenter", "32", lang === "en" ? /0 to 31/ : /0~31/],
        ["timestamp", "2010-01-01", lang === "en" ? /2010-11-04|1,288,834,974,657/ : /2010-11-04|1,288,834,974,657/],
      ]) {
        await typeInto(page, field, text);
        await page.keyboard.press("Tab");
        const message = page.locator(`#${field}-error`);
        await message.waitFor();
        assert.match(await message.textContent(), says, `${field}'s message says what to enter`);
        assert.equal(await page.locator("#snowflake-id").inputValue(), "", "no ID is shown for invalid input");
        assert.equal(await page.locator("#time-utc").isVisible(), false, "no moment is shown for invalid input");
        assert.deepEqual(await boxes(), before, `after ${text} in ${field}`);
        await page.goto(`${shared.server.url}?lang=${lang}&id=${ID}`);
        await waitForApp(page);
      }
      await context.close();
    });
  }
}

test("a Discord ID pasted in Twitter's layout shows Discord's reading under the bits in a desktop's first screen, and its name switches the page to Discord's layout", async () => {
  for (const lang of ["en", "ko"]) {
    const { context, page } = await open({ viewport: { width: 1280, height: 800 } }, `lang=${lang}`);
    const discordId = "175928847299117063"; // Discord's own documented example
    await paste(page, discordId);
    const expected = new Date(Number((BigInt(discordId) >> 22n) + DISCORD_EPOCH)).toISOString();
    assert.equal(expected, "2016-04-30T11:18:25.796Z");
    const entry = page.locator("#id-other-layouts li", { has: page.locator("[data-layout=discord]") });
    await page.waitForFunction((e) => document.querySelector("#id-other-layouts")?.textContent.includes(e), expected);
    assert.equal(await entry.getAttribute("data-reading"), "moment");
    assert.equal(await entry.locator("time").textContent(), expected);
    const [bits, l] = [await rect(page, "#bits"), await rect(page, "#id-other-layouts li:has([data-layout=discord])")];
    assert.ok(l.top >= bits.bottom, "the reading follows the bits");
    assert.ok(l.bottom <= 800, "inside a desktop's first screen");
    const button = entry.locator("[data-layout=discord]");
    assert.match(await button.getAttribute("aria-label"), lang === "en" ? /Read in Discord's layout/ : /디스코드 형식으로 해석하기/);
    await button.click();
    await page.waitForFunction((e) => document.querySelector("#time-utc")?.textContent === e, expected);
    assert.equal(await page.locator("#layout").inputValue(), "discord");
    assert.equal(await page.locator("#snowflake-id").inputValue(), discordId, "the ID box keeps its text");
    await page.waitForFunction(() => new URLSearchParams(location.search).get("layout") === "discord");
    // In Discord's layout, Twitter's reading is the other one offered.
    await page.locator("#id-other-layouts [data-layout=twitter]").waitFor();
    // The largest Twitter ID read from Discord's epoch lands in 2084: still to come.
    await page.goto(`${shared.server.url}?lang=${lang}&id=9223372036854775807`);
    await waitForApp(page);
    await page.waitForFunction(() => document.querySelector("#id-other-layouts li:has([data-layout=discord])")?.dataset.reading === "future");
    // A small counter has an empty time block in every other layout: no moment is offered.
    await page.goto(`${shared.server.url}?lang=${lang}&id=20`);
    await waitForApp(page);
    await page.waitForFunction(() => document.querySelectorAll("#id-other-layouts li").length === 4);
    const readings = await page.locator("#id-other-layouts li").evaluateAll((all) => all.map((li) => li.dataset.reading));
    assert.deepEqual(readings, ["epoch", "epoch", "epoch", "epoch"]);
    assert.equal(await page.locator("#id-other-layouts time").count(), 0);
    await context.close();
  }
});

// Asia/Seoul has kept +09:00 all year since 1988, so the wall time is the UTC instant plus 9 h.
test("the visitor's time is the ID's moment in their zone, digits first, with the zone's IANA name, in both languages", async () => {
  const wall = new Date(Number(splitBig(ID).timestamp) + 9 * 3600_000).toISOString().replace("T", " ").replace("Z", "");
  assert.equal(wall, "2024-08-15 13:52:40.657");
  for (const lang of ["en", "ko"]) {
    const { context, page } = await open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, `lang=${lang}&id=${ID}`);
    assert.equal(await page.locator("#time-local").textContent(), `${wall} (Asia/Seoul)`);
    assert.equal(await lines(page, "#time-local"), 1, "one line on a 390 px phone");
    await context.close();
  }
});

// A page's first Intl date formatter costs a phone a long task while ICU loads
// (benches/README.md): the headline names the zone with Temporal and words "how long ago"
// itself, so a first visit builds none where the browser has Temporal.
test("a first visit builds no Intl date or relative-time formatter where the browser has Temporal", async () => {
  const context = await shared.browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: "Asia/Seoul" });
  await context.addInitScript(() => {
    window.__built = [];
    for (const name of ["DateTimeFormat", "RelativeTimeFormat"]) {
      const Original = Intl[name];
      Intl[name] = function (...args) { window.__built.push(name); return new Original(...args); };
      Intl[name].prototype = Original.prototype;
      Intl[name].supportedLocalesOf = Original.supportedLocalesOf;
    }
  });
  const page = await context.newPage();
  await page.goto(`${shared.server.url}?lang=en&id=${ID}`);
  await waitForApp(page);
  assert.equal(await page.evaluate(() => typeof Temporal), "object", "this Chromium has Temporal");
  await page.locator("#time-relative").filter({ hasText: /^\d+ years ago$/ }).waitFor();
  await page.locator("#time-local").filter({ hasText: "(Asia/Seoul)" }).waitFor();
  assert.deepEqual(await page.evaluate(() => window.__built), []);
  await context.close();
});

test("without Temporal the zone is still named, by Intl", async () => {
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: "Asia/Seoul" });
  await context.addInitScript(() => { delete globalThis.Temporal; });
  const page = await context.newPage();
  await page.goto(`${shared.server.url}?lang=ko&id=${ID}`);
  await waitForApp(page);
  assert.equal(await page.evaluate(() => typeof Temporal), "undefined");
  assert.equal(await page.locator("#time-local").textContent(), "2024-08-15 13:52:40.657 (Asia/Seoul)");
  await context.close();
});

// West of UTC and with daylight saving: New York is UTC−4 in July and UTC−5 in January.
test("the visitor's time follows their zone's offset at that instant, daylight saving included", async () => {
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: "America/New_York" });
  const page = await context.newPage();
  for (const [utc, wall] of [["2024-07-15T12:00:00.000Z", "2024-07-15 08:00:00.000"], ["2024-01-15T12:00:00.000Z", "2024-01-15 07:00:00.000"]]) {
    const id = (BigInt(Date.parse(utc)) - 1288834974657n) << 22n;
    await page.goto(`${shared.server.url}?lang=en&id=${id}`);
    await waitForApp(page);
    assert.equal(await page.locator("#time-utc").textContent(), utc);
    assert.equal(await page.locator("#time-local").textContent(), `${wall} (America/New_York)`);
  }
  await context.close();
});

test("a shared link to the Discord question opens its answer and lands on it, in both languages", async () => {
  for (const lang of ["en", "ko"]) {
    const { context, page } = await open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, `lang=${lang}#faq-discord-${lang}`);
    const answer = page.locator(`#faq-discord-${lang}`);
    assert.equal(await answer.getAttribute("open"), "", "the answer is open");
    await page.waitForFunction((lang) => {
      const r = document.getElementById(`faq-discord-${lang}`).getBoundingClientRect();
      return r.top > -1 && r.top < innerHeight / 2;
    }, lang);
    await context.close();
  }
});

test("on a 390 px phone each other layout's moment stays on one line, whole", async () => {
  for (const lang of ["en", "ko"]) {
    const { context, page } = await open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, `lang=${lang}&id=175928847299117063`);
    const moment = page.locator("#id-other-layouts li:has([data-layout=discord]) time");
    await moment.waitFor();
    assert.equal(await moment.textContent(), "2016-04-30T11:18:25.796Z");
    for (const time of await page.locator("#id-other-layouts time").all()) {
      assert.equal(await time.evaluate((e) => e.getClientRects().length), 1, "one box: the moment is not broken across lines");
      const [item, box] = [await time.evaluate((e) => e.closest("li").getBoundingClientRect().right), await time.boundingBox()];
      assert.ok(box.x + box.width <= item + 0.5 && box.x + box.width <= 390, "and not wider than its line");
    }
    await context.close();
  }
});

test("while a field is being typed, the other layouts' readings and the legend, a slice below the bits, are dimmed too", async () => {
  const { context, page } = await open({ viewport: { width: 1280, height: 800 } }, `lang=en&id=${ID}`);
  await waitForApp(page);
  const opacities = () => page.evaluate(() => ["#id-other-layouts", ".legend"].map((q) => Number(getComputedStyle(document.querySelector(q)).opacity)));
  assert.deepEqual(await opacities(), [1, 1]);
  await page.locator("#timestamp").focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("2024-0");
  await page.waitForFunction(() => ["#id-other-layouts", ".legend"].every((q) => Number(getComputedStyle(document.querySelector(q)).opacity) === 0.5));
  await context.close();
});

test("while a field is being typed, the headline is dimmed and keeps the last ID's moment", async () => {
  const { context, page } = await open({ viewport: { width: 1280, height: 800 } }, `lang=en&id=${ID}`);
  const iso = isoOf(ID);
  await page.waitForFunction((iso) => document.querySelector("#time-utc")?.textContent === iso, iso);
  await page.locator("#timestamp").focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("2024-0");
  await page.waitForFunction(() => getComputedStyle(document.getElementById("headline")).opacity < 1);
  assert.equal(await page.locator("#time-utc").textContent(), iso);
  await page.keyboard.type("9-01T00:00Z");
  await page.waitForFunction(() => document.querySelector("#time-utc").textContent === "2024-09-01T00:00:00.000Z");
  await page.waitForFunction(() => getComputedStyle(document.getElementById("headline")).opacity === "1");
  await context.close();
});
