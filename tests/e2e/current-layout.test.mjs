// End to end: the page's one current layout. Every tool (range, run, compare, list) reads in
// it, in every preset and in a layout of one's own, and reads nothing while the layout cannot
// be read; an epoch without an offset names one instant in every zone; nothing a tool shows,
// nor the embed preview, follows the clock; the list outlives its panel; a local time before
// 1970. The layouts and their arithmetic are written here again from their sources, in BigInt.
import { test } from "node:test";
import assert from "node:assert/strict";
import { settled, sharedBrowser, typeInto, waitForApp, waitForSlices } from "./support.mjs";

const shared = sharedBrowser();

/** Each layout as its source gives it (one's own as the address writes it), and an ID of it. */
const LAYOUTS = {
  twitter: { query: "", epoch: 1288834974657n, tick: 1n, blocks: [["sign", 1], ["timestamp", 41], ["datacenter", 5], ["machine", 5], ["sequence", 12]], id: 1804242886974412801n },
  discord: { query: "layout=discord", epoch: 1420070400000n, tick: 1n, blocks: [["timestamp", 42], ["worker", 5], ["process", 5], ["increment", 12]], id: 175928847299117063n },
  instagram: { query: "layout=instagram", epoch: 1314220021721n, tick: 1n, blocks: [["timestamp", 41], ["shard", 13], ["sequence", 10]], id: 2384288897814875714n },
  sonyflake: { query: "layout=sonyflake", epoch: 1409529600000n, tick: 10n, blocks: [["sign", 1], ["timestamp", 39], ["sequence", 8], ["machine", 16]], id: (123456789n << 24n) | (5n << 16n) | 0x1234n },
  mastodon: { query: "layout=mastodon", epoch: 0n, tick: 1n, blocks: [["timestamp", 48], ["sequence", 16]], id: 112655086387200578n },
  custom: {
    query: "layout=custom&epoch=1577836800000&tick=10&blocks=timestamp:45,node:7,sequence:12",
    epoch: 1577836800000n, tick: 10n, blocks: [["timestamp", 45], ["node", 7], ["sequence", 12]], id: (5000000000n << 19n) | (3n << 12n) | 7n,
  },
};

/** Each block's shift and value in `id`; the time block's value as Unix ms. */
function split(layout, id) {
  let shift = 64n;
  const out = {};
  for (const [key, width] of layout.blocks) {
    shift -= BigInt(width);
    const value = (id >> shift) & ((1n << BigInt(width)) - 1n);
    out[key] = { shift, value: key === "timestamp" ? layout.epoch + value * layout.tick : value };
  }
  return out;
}

async function open(query, { lang = "en", timezoneId = "UTC", viewport = { width: 1100, height: 900 }, ready = true } = {}) {
  const context = await shared.browser.newContext({ timezoneId, viewport, locale: lang, permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(`${shared.server.url}?lang=${lang}&${query}`);
  await (ready ? waitForApp(page) : waitForSlices(page));
  return { context, page, problems };
}

async function openTools(page) {
  for (const tool of ["range", "run", "compare", "bulk"]) {
    if (!(await page.locator(`#${tool}`).evaluate((d) => d.open))) await page.locator(`#${tool} > summary`).click();
  }
  await page.locator("#bulk-input").waitFor();
  await page.locator("#range-from").waitFor();
  await page.locator("#compare-b").waitFor();
  await page.locator("#run-count").waitFor();
}

for (const [name, layout] of Object.entries(LAYOUTS)) {
  test(`${name}: the range, run, compare and list tools read in the page's layout`, async () => {
    const { context, page, problems } = await open(`${layout.query}&id=${layout.id}`);
    await openTools(page);
    const parts = split(layout, layout.id);
    const time = parts.timestamp;
    const ticks = (time.value - layout.epoch) / layout.tick;
    // Range: the instant the ID names, as Unix ms, from and to.
    await typeInto(page, "range-from", String(time.value));
    await page.keyboard.press("Enter");
    const first = ticks << time.shift;
    assert.equal(await page.locator("#range-first").textContent(), String(first), "range: first");
    assert.equal(await page.locator("#range-last").textContent(), String(first | ((1n << time.shift) - 1n)), "range: last");
    // Run: the ID, then the next value of its counter in the same tick.
    const counter = parts.sequence ?? parts.increment;
    const run = await page.locator("#run-list li").evaluateAll((rows) => rows.slice(0, 2).map((r) => r.dataset.id));
    assert.deepEqual(run, [String(layout.id), String(layout.id + (1n << counter.shift))], "run");
    // Compare: A is the page's ID; B one tick later.
    assert.equal(await page.locator("#compare-a").inputValue(), String(layout.id), "compare: A");
    const later = layout.id + (1n << time.shift);
    await typeInto(page, "compare-b", String(later));
    await page.keyboard.press("Enter");
    assert.equal((await page.locator("#compare-delta-ms").textContent()).replaceAll(",", ""), String(layout.tick), "compare: B − A");
    // List: both IDs, each at the moment its layout names.
    await page.locator("#bulk-input").fill(`${layout.id}\n${later}`);
    await page.locator("#bulk-table tr[data-id]").nth(1).waitFor();
    const times = await page.locator("#bulk-table tbody tr td:nth-child(3)").allTextContents();
    const iso = (ms) => new Date(Number(ms)).toISOString();
    assert.deepEqual(times, [iso(time.value), iso(time.value + layout.tick)], "list");
    assert.deepEqual(problems, []);
    await context.close();
  });
}

for (const lang of ["en", "ko"]) {
  test(`${lang}: while the layout cannot be read, every tool says so and reads nothing, and reads again once it can`, async () => {
    const pending = "layout=custom&epoch=0&tick=1&blocks=timestamp:41,node:10&compare_a=4194439168&compare_b=4194439169&range_from=1000";
    const { context, page, problems } = await open(pending, { lang, ready: false });
    await openTools(page);
    await page.locator("#bulk-input").fill("4194439168\n20");
    await settled(page);
    assert.equal(await page.locator("#layout-error").isVisible(), true);
    for (const tool of ["range", "run", "compare", "bulk"]) {
      const note = page.locator(`#${tool} .no-layout`);
      assert.equal(await note.isVisible(), true, `${tool} says it reads nothing`);
      assert.ok((await note.textContent()).length > 20, `${tool}'s note has words`);
    }
    assert.equal(await page.locator("#range-first").isVisible(), false);
    assert.equal(await page.locator("#run-list li").count(), 0);
    assert.equal(await page.locator("#compare .compare-out").isVisible(), false);
    assert.equal(await page.locator("#compare-a-error").isVisible(), false, "no error for an ID there is no layout to read in");
    assert.equal(await page.locator("#bulk-table").isVisible(), false);
    // The blocks made whole: every tool reads in the layout they make.
    await page.locator("#layout-blocks").fill("timestamp:41,node:11,sequence:12");
    await page.locator("#bulk-table tr[data-id]").nth(1).waitFor();
    await page.locator("#compare .compare-out").waitFor();
    for (const tool of ["range", "run", "compare", "bulk"]) {
      assert.equal(await page.locator(`#${tool} .no-layout`).isVisible(), false, `${tool} reads again`);
    }
    assert.equal(await page.locator("#range-first").textContent(), String(1000n << 23n));
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test("the range waits for a date the layout's time block can still reach, and refuses one before its epoch", async () => {
  for (const [layout, text, error] of [["sonyflake", "2100-0", null], ["twitter", "2100-0", /./], ["discord", "2014-06-01", "before_epoch"]]) {
    const { context, page } = await open(`layout=${layout}`);
    await openTools(page);
    await page.locator("#range-from").focus();
    await page.keyboard.type(text, { delay: 20 });
    await settled(page);
    const message = page.locator("#range-from-error");
    if (error === null) assert.equal(await message.isVisible(), false, `${layout}: ${text} is still on its way`);
    else {
      assert.equal(await message.isVisible(), true, `${layout}: ${text} can never be in the window`);
      if (typeof error === "string") assert.equal(await message.getAttribute("data-error-kind"), error);
    }
    await context.close();
  }
});

test("an epoch typed without an offset is UTC: one share link gives one instant in Seoul, UTC and New York", async () => {
  const own = "layout=custom&epoch=2020-01-01&tick=1&blocks=sign:1,timestamp:41,node:10,sequence:12";
  const id = (86400000n << 22n) | (5n << 12n) | 1n; // a day after 2020-01-01T00:00Z, node 5
  const { context, page } = await open(`${own}&id=${id}`, { timezoneId: "Asia/Seoul" });
  assert.equal(await page.locator("#time-utc").textContent(), "2020-01-02T00:00:00.000Z");
  await page.locator("#layout-epoch").waitFor();
  assert.match(await page.locator("#layout-epoch-hint").textContent(), /UTC/);
  await page.locator("#copy-link").click();
  await page.locator("#copy-link + .copy-status").filter({ hasText: /./ }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(new URL(link).searchParams.get("epoch"), "2020-01-01");
  await context.close();
  for (const timezoneId of ["UTC", "America/New_York", "Asia/Seoul"]) {
    const other = await shared.browser.newContext({ timezoneId });
    const opened = await other.newPage();
    await opened.goto(link);
    await waitForApp(opened);
    assert.equal(await opened.locator("#snowflake-id").inputValue(), String(id), timezoneId);
    assert.equal(await opened.locator("#time-utc").textContent(), "2020-01-02T00:00:00.000Z", timezoneId);
    await other.close();
  }
});

test("with every tool open and the diagram preview showing, the clock moves the headline but no tool's output and not the preview", async () => {
  const { context, page, problems } = await open("");
  await openTools(page);
  await page.locator("#bulk-input").fill("1804242886974412801\n175928847299117063");
  await page.locator("#bulk-table tr[data-id]").nth(1).waitFor();
  await page.locator("#embed > summary").click();
  await page.locator("#embed-view-bits").check();
  await page.locator("#embed-preview[src*='embed=bits']").waitFor();
  await settled(page);
  // Counted on the page while the clock ticks three times (the ID box, which follows it,
  // changes each second).
  const counts = await page.evaluate(() => new Promise((done) => {
    const seen = { preview: 0, run: 0, range: 0, compare: 0, bulk: 0, ticks: 0 };
    const watch = (selector, key, options) =>
      new MutationObserver((records) => { seen[key] += records.length; }).observe(document.querySelector(selector), options);
    watch("#embed-preview", "preview", { attributes: true, attributeFilter: ["src"] });
    watch("#run-list", "run", { childList: true, subtree: true, characterData: true });
    watch("#range .range-out", "range", { childList: true, subtree: true, characterData: true });
    watch("#compare", "compare", { childList: true, subtree: true, characterData: true, attributes: true });
    watch("#bulk-table", "bulk", { childList: true, subtree: true, characterData: true });
    const box = document.getElementById("snowflake-id");
    let last = box.value;
    const look = () => {
      if (box.value !== last) { last = box.value; seen.ticks += 1; }
      if (seen.ticks >= 3) done(seen);
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }));
  assert.deepEqual(counts, { preview: 0, run: 0, range: 0, compare: 0, bulk: 0, ticks: 3 });
  // An edit rebuilds them: the run follows the new ID at once.
  await typeInto(page, "sequence", "9");
  const id = await page.locator("#snowflake-id").inputValue();
  assert.equal(await page.locator("#run-list li").first().getAttribute("data-id"), id);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a pasted list, its order and its page are kept when the list tool is closed and opened again", async () => {
  const { context, page } = await open("");
  await openTools(page);
  const lines = Array.from({ length: 150 }, (_, i) => String((BigInt(150 - i) << 22n) | 7n));
  await page.locator("#bulk-input").fill(lines.join("\n"));
  await page.locator("#bulk-sort").check();
  await page.locator("#bulk-next").click();
  const before = await page.locator("#bulk-table tr[data-id]").evaluateAll((rows) => rows.map((r) => r.dataset.id));
  await page.locator("#bulk > summary").click();
  await page.waitForFunction(() => !document.getElementById("bulk").open);
  await page.locator("#bulk > summary").click();
  await page.locator("#bulk-table tr[data-id]").first().waitFor();
  assert.equal(await page.locator("#bulk-input").inputValue(), lines.join("\n"));
  assert.equal(await page.locator("#bulk-sort").isChecked(), true);
  assert.deepEqual(await page.locator("#bulk-table tr[data-id]").evaluateAll((rows) => rows.map((r) => r.dataset.id)), before);
  assert.equal(before.length, 50, "the second page of 150 rows");
  await context.close();
});

test("a local time before 1970 is shown as it was: Mastodon's ID 20 in New York is the evening of 1969-12-31", async () => {
  const { context, page } = await open("layout=mastodon&id=20", { timezoneId: "America/New_York" });
  assert.equal(await page.locator("#time-utc").textContent(), "1970-01-01T00:00:00.000Z");
  assert.equal(await page.locator("#time-local").textContent(), "1969-12-31 19:00:00.000 (America/New_York)");
  await context.close();
});
