// End to end: the first screen before the wasm. The release build writes the page's first
// screen into index.html, rendered by the app's own components (src/bin/first_screen.rs); the
// app takes it over when it starts. Here the wasm is held back by a route until the test lets
// it through, on a 390 px touch phone, in English and Korean.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { createServer } from "node:http";
import { ARTIFACTS, sharedBrowser, splitBig, waitForApp } from "./support.mjs";

const shared = sharedBrowser();
const BLOCKS_TWITTER = ["sign", "timestamp", "datacenter", "machine", "sequence"];
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const LABELS = {
  en: { timestamp: "Timestamp", datacenter: "Datacenter ID", machine: "Machine ID", sequence: "Sequence", "snowflake-id": "Snowflake ID" },
  ko: { timestamp: "타임스탬프", datacenter: "데이터 센터 ID", machine: "머신 ID", sequence: "시퀀스 번호", "snowflake-id": "스노우플레이크 ID" },
};
// An ID of 2022, whose moment is worked out here from its bits, not by the app.
const PASTED = "1541815603606036480";
const MOMENT = new Date(Number(splitBig(PASTED).timestamp)).toISOString();

/**
 * A phone page (at `?query`, if given) whose wasm waits for `release()`, with layout shifts
 * recorded from the start.
 */
async function heldBack(lang, options = {}, query = "") {
  const context = await shared.browser.newContext({ ...PHONE, locale: lang === "ko" ? "ko-KR" : "en-US", ...options });
  await context.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => window.__shifts.push(...list.getEntries().map((e) => e.value))).observe({ type: "layout-shift", buffered: true });
  });
  const page = await context.newPage();
  let release;
  const held = new Promise((resolve) => (release = resolve));
  let asked = 0;
  await page.route("**/*.wasm", async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  await page.goto(`${shared.server.url}${query && `?${query}`}`, { waitUntil: "domcontentloaded" });
  // The static screen paints in two frames, the part below the ID box in the second.
  await page.waitForFunction(() => !document.querySelector("#composer .first-screen.first-frame"));
  return { context, page, release, asked: () => asked };
}

/**
 * Ids and blocks of the first screen, in document order (for the mounted page, outside the
 * parts that mount later), and where each control, label and bit block stands on the page.
 */
const structure = (page) => page.evaluate(() => {
  const roots = [...document.querySelectorAll("#composer .top-row, #composer form.fields, #composer section.result")];
  const ids = roots.flatMap((root) => [root, ...root.querySelectorAll("[id]")])
    .filter((el) => el.id && !el.closest(".deferred"))
    .map((el) => el.id);
  const blocks = [...document.querySelectorAll("#bits [data-field]")].map((el) => el.dataset.field);
  const standing = (el) => {
    const r = el.getBoundingClientRect();
    return [r.left, r.top + scrollY, r.width, r.height].map(Math.round).join(",");
  };
  const boxes = Object.fromEntries([
    ...["timestamp", "datacenter", "machine", "sequence", "snowflake-id", "layout", "bits-heading"].flatMap((id) =>
      [[`#${id}`, document.getElementById(id)], [`label[for=${id}]`, document.querySelector(`label[for="${id}"]`)]]),
    ...blocks.map((b) => [`block ${b}`, document.querySelector(`#bits [data-field="${b}"]`)]),
  ].filter(([, el]) => el).map(([name, el]) => [name, standing(el)]));
  return { ids, blocks, boxes };
});

for (const lang of ["en", "ko"]) {
  test(`${lang}: before the wasm, a phone shows the fields, the ID box and the five bit blocks, labelled, and no loading line`, async () => {
    const { context, page, release } = await heldBack(lang);
    assert.equal(await page.evaluate(() => document.documentElement.hasAttribute("data-mounted")), false);
    assert.equal(await page.locator("#composer .loading:visible").count(), 0, "no loading line");
    for (const [id, label] of Object.entries(LABELS[lang])) {
      const input = page.locator(`#${id}`);
      assert.ok(await input.isVisible(), `#${id} is shown`);
      assert.equal(await page.locator(`label[for='${id}']`).textContent(), label);
      const box = await input.boundingBox();
      assert.ok(box.y + box.height <= 844, `#${id} is on the first screen (bottom at ${box.y + box.height})`);
    }
    const blocks = page.locator("#bits [data-field]");
    assert.deepEqual(await blocks.evaluateAll((all) => all.map((b) => b.dataset.field)), BLOCKS_TWITTER);
    for (const block of await blocks.all()) assert.ok(await block.isVisible());
    // Nothing the clock decides is in the markup: no ID, no bits, a dash for the moment.
    assert.equal(await page.locator("#snowflake-id").inputValue(), "");
    assert.equal(await page.locator("#bits .bit").count(), 64);
    assert.deepEqual([...new Set(await page.locator("#bits .bit").allTextContents())].map((t) => t.trim()), [""]);
    assert.equal(await page.locator("#time-utc").textContent(), "\u2014");
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, `before-wasm-${lang}.png`) });
    release();
    await waitForApp(page);
    await page.screenshot({ path: join(ARTIFACTS, `before-wasm-${lang}-mounted.png`) });
    await context.close();
  });

  test(`${lang}: an ID pasted before the wasm is answered when it arrives, the text and caret kept, with no layout shift`, async () => {
    const { context, page, release, asked } = await heldBack(lang, { permissions: ["clipboard-read", "clipboard-write"] });
    await page.evaluate((text) => navigator.clipboard.writeText(text), PASTED);
    const box = page.locator("#snowflake-id");
    await box.tap();
    await page.keyboard.press("Control+V");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    assert.equal(await box.inputValue(), PASTED, "the static box takes the paste");
    assert.equal(await page.evaluate(() => document.documentElement.hasAttribute("data-mounted")), false, "pasted before the app");
    assert.ok(asked() >= 1, "the wasm was asked for and is held");
    release();
    await page.waitForFunction((moment) => document.getElementById("time-utc")?.textContent === moment, MOMENT);
    assert.equal(await box.inputValue(), PASTED);
    // The focus goes back in the frame after the app mounts, not with its answer.
    await page.waitForFunction(() => document.activeElement?.id === "snowflake-id");
    assert.deepEqual(
      await page.evaluate(() => [document.activeElement.id, document.activeElement.selectionStart, document.activeElement.selectionEnd]),
      ["snowflake-id", PASTED.length - 2, PASTED.length - 2],
    );
    const fields = splitBig(PASTED);
    for (const f of ["datacenter", "machine", "sequence"]) assert.equal(await page.locator(`#${f}`).inputValue(), fields[f], f);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-mounted"));
    assert.deepEqual(await page.evaluate(() => window.__shifts), [], "layout shifts");
    await context.close();
  });

  test(`${lang}: the first screen in index.html and the mounted one have the same ids and blocks, every field, label and block stands where the app's does, and nothing shifts`, async () => {
    const { context, page, release } = await heldBack(lang);
    assert.ok(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes("layout-shift")), "layout shifts are observed");
    const before = await structure(page);
    assert.ok(before.ids.length > 30, `${before.ids.length} ids in the static first screen`);
    assert.equal(Object.keys(before.boxes).length, 18, "six controls and their labels, the bits heading, five blocks");
    release();
    await waitForApp(page);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-mounted"));
    assert.deepEqual(await structure(page), before);
    assert.deepEqual(await page.evaluate(() => window.__shifts), [], "layout shifts");
    await context.close();
  });
}

test("a typed field and the focus in it carry over: the field keeps its text and caret, and the ID is built from it", async () => {
  const { context, page, release } = await heldBack("en");
  const field = page.locator("#datacenter");
  await field.tap();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("17");
  await page.keyboard.press("ArrowLeft");
  release();
  await waitForApp(page);
  await page.waitForFunction(() => document.activeElement?.id === "datacenter");
  assert.equal(await field.inputValue(), "17");
  assert.deepEqual(await page.evaluate(() => [document.activeElement.id, document.activeElement.selectionStart]), ["datacenter", 1]);
  assert.equal(splitBig(await page.locator("#snowflake-id").inputValue()).datacenter, "17");
  await context.close();
});

test("an embedded view shows the loading line, not the page's first screen, until its own mounts", async () => {
  const { context, page, release } = await heldBack("en", {}, "embed=compact");
  assert.equal(await page.locator("#composer .first-screen").count(), 0);
  assert.equal(await page.locator("#composer .loading:visible").count(), 1);
  release();
  await waitForApp(page);
  await context.close();
});

test("without JavaScript the first screen shows, under a line that says the generator needs JavaScript", async () => {
  const context = await shared.browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(shared.server.url);
  const line = page.locator("#composer noscript .loading:visible");
  assert.match(await line.textContent(), /needs JavaScript/);
  const box = page.locator("#snowflake-id");
  assert.ok(await box.isVisible());
  assert.ok((await line.boundingBox()).y < (await page.locator("#timestamp").boundingBox()).y, "the line comes first");
  assert.equal(await page.locator("#composer > .loading:visible").count(), 0, "no loading line");
  await context.close();
});

test("an empty ID box tapped before the wasm keeps the focus, and holds the app's ID selected, so a paste replaces it", async () => {
  const { context, page, release } = await heldBack("en", { permissions: ["clipboard-read", "clipboard-write"] });
  await page.locator("#snowflake-id").tap();
  release();
  await waitForApp(page);
  await page.waitForFunction(() => document.activeElement?.id === "snowflake-id");
  const box = await page.evaluate(() => {
    const el = document.getElementById("snowflake-id");
    return { value: el.value, start: el.selectionStart, end: el.selectionEnd };
  });
  assert.match(box.value, /^\d{19}$/);
  assert.deepEqual([box.start, box.end], [0, box.value.length]);
  await page.evaluate((text) => navigator.clipboard.writeText(text), PASTED);
  await page.keyboard.press("Control+V");
  await page.waitForFunction((moment) => document.getElementById("time-utc")?.textContent === moment, MOMENT);
  assert.equal(await page.locator("#snowflake-id").inputValue(), PASTED);
  await context.close();
});

test("a layout chosen before the wasm carries over with the ID pasted for it: Discord's example reads as 2016-04-30", async () => {
  const { context, page, release } = await heldBack("en", { permissions: ["clipboard-read", "clipboard-write"] });
  await page.locator("#layout").selectOption("discord");
  await page.evaluate(() => navigator.clipboard.writeText("175928847299117063"));
  await page.locator("#snowflake-id").tap();
  await page.keyboard.press("Control+V");
  release();
  await page.waitForFunction(() => document.getElementById("time-utc")?.textContent === "2016-04-30T11:18:25.796Z");
  assert.equal(await page.locator("#layout").inputValue(), "discord");
  assert.deepEqual(await page.locator("form.fields input").evaluateAll((all) => all.map((i) => [i.dataset.block, i.value])),
    [["timestamp", "1462015105796"], ["worker", "1"], ["process", "0"], ["increment", "7"]]);
  await context.close();
});

test("an address with state (a share link's ID) shows the loading line, not the plain page's first screen, until the app mounts", async () => {
  const { context, page, release } = await heldBack("en", {}, `id=${PASTED}&lang=en`);
  assert.equal(await page.locator("#composer .first-screen").count(), 0);
  assert.equal(await page.locator("#composer .loading:visible").count(), 1);
  release();
  await page.waitForFunction((moment) => document.getElementById("time-utc")?.textContent === moment, MOMENT);
  assert.equal(await page.locator("#snowflake-id").inputValue(), PASTED);
  await context.close();
});

test("a first screen the network cuts in two shows none of itself until it is whole, then all of it, with no layout shift", async () => {
  // index.html in two parts, cut inside the fields, with a pause between them; the rest as served.
  const proxy = createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url.slice(1), shared.server.url));
    const body = Buffer.from(await upstream.arrayBuffer());
    res.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/octet-stream" });
    const cut = new URL(req.url, "http://x").pathname === "/" ? body.indexOf('id="machine"') : -1;
    if (cut < 0) return res.end(body);
    res.write(body.subarray(0, cut));
    await new Promise((ok) => setTimeout(ok, 800));
    res.end(body.subarray(cut));
  });
  await new Promise((ok) => proxy.listen(0, "127.0.0.1", ok));
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => window.__shifts.push(...list.getEntries().map((e) => e.value))).observe({ type: "layout-shift", buffered: true });
  });
  const page = await context.newPage();
  await page.route("**/*.wasm", () => {}); // held for the whole test: the static screen only
  await page.goto(`http://127.0.0.1:${proxy.address().port}/?lang=en`, { waitUntil: "commit" });
  // Mid-way: the first fields are parsed, and a frame has had time to paint them.
  await page.waitForFunction(() => document.getElementById("datacenter") && !document.getElementById("machine"));
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  assert.equal(await page.locator("#datacenter").isVisible(), false, "a half-parsed first screen is not shown");
  await page.waitForFunction(() => document.getElementById("machine"));
  await page.waitForFunction(() => !document.querySelector("#composer .first-screen.first-frame"));
  for (const id of ["timestamp", "datacenter", "machine", "sequence", "snowflake-id", "bits"]) {
    assert.ok(await page.locator(`#${id}`).isVisible(), `#${id} once the screen is whole`);
  }
  assert.deepEqual(await page.evaluate(() => window.__shifts), [], "layout shifts");
  await context.close();
  await new Promise((ok) => proxy.close(ok));
});
