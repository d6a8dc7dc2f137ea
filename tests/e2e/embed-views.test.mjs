// End to end: the embed views an author picks by address, framed by a host page on another
// origin, with the app hosted in a sub-folder.
import { test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { axeChecks, expectNoAxeViolations } from "./axe.mjs";
import { ARTIFACTS, sharedHost, composeBig, recordCspViolations } from "./support.mjs";

const shared = sharedHost();
// The frame's address comes from the host page's own query, so one host page serves every case.
writeFileSync(join(shared.hostDir, "index.html"), `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Docs</title><link rel="icon" href="data:,"></head><body style="margin:1rem">
<h1>Our IDs</h1>
<iframe id="frame" title="Snowflake ID composer" style="width:600px;height:500px;border:0"></iframe>
<script>
window.heights = [];
addEventListener("message", function (e) {
  if (e.data && e.data.type === "snowflake-composer:height") window.heights.push(e.data.height);
});
document.getElementById("frame").src = new URLSearchParams(location.search).get("src");
</script></body></html>`);

async function frameOf(query, { colorScheme = "light", locale = "en-US", ready = "#snowflake-id" } = {}) {
  const context = await shared.browser.newContext({ colorScheme, locale, viewport: { width: 800, height: 700 } });
  await recordCspViolations(context);
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(e.message));
  const fetched = [];
  page.on("request", (r) => fetched.push(new URL(r.url()).pathname.split("/").pop()));
  await page.goto(`${shared.host.url}?src=${encodeURIComponent(`${shared.app.url}?${query}`)}`);
  await page.frameLocator("#frame").locator(ready).waitFor({ state: "attached" });
  const inner = page.frames().find((f) => f !== page.mainFrame());
  // The app has mounted and answered: an ID in the ID box, or drawn in the diagram.
  await inner.waitForFunction(() => /^\d+$/.test(document.getElementById("snowflake-id")?.value ?? "")
    || document.querySelectorAll("#bits .bit[aria-pressed]").length === 64
    || !document.getElementById("diagram-error")?.hidden);
  return { context, page, frame: inner, problems, fetched };
}

/**
 * Which of `selectors` match an element a person can see in `frame`, in Playwright's sense
 * (a box that is not empty, not visibility: hidden), read in one round trip.
 */
const shownIn = (frame, selectors) => frame.evaluate((selectors) => selectors.filter((selector) =>
  [...document.querySelectorAll(selector)].some((e) => {
    const box = e.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(e).visibility !== "hidden";
  })), selectors);


for (const [lang, colorScheme] of [["en", "light"], ["en", "dark"], ["ko", "light"], ["ko", "dark"]]) {
  test(`compact, ${lang}, ${colorScheme}: fields, ID, its UTC moment and age, and the five bit blocks fill a 600×500 frame, nothing else, it reports its height, and ${axeChecks(colorScheme)}`, async () => {
    const id = composeBig(1288834975657n, 1n, 1n, 0n);
    const { context, page, frame, problems, fetched } = await frameOf(
      `embed=compact&lang=${lang}&timestamp=1288834975657&datacenter=1&machine=1&sequence=0`, { colorScheme });
    assert.equal(await frame.locator("#snowflake-id").inputValue(), String(id));
    assert.equal(await frame.evaluate(() => document.documentElement.lang), lang);
    await page.screenshot({ path: join(ARTIFACTS, `embed-compact-${lang}-${colorScheme}.png`) });
    // Everything asked for is inside the frame's first 500 pixels: nothing to scroll to.
    const visible = ["#timestamp", "#datacenter", "#machine", "#sequence", "#snowflake-id", "#time-utc", "#time-relative",
      ...["sign", "timestamp", "datacenter", "machine", "sequence"].map((f) => `#bits [data-field="${f}"]`),
      ...[1, 2, 3, 4, 5].map((n) => `.block:nth-child(${n}) figcaption`)];
    // (Boxes in the frame's own coordinates, the frame not scrolled.)
    assert.equal(await frame.evaluate(() => scrollY), 0);
    const outside = await frame.evaluate((selectors) => selectors.flatMap((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      if (!box) return [`${selector} is missing`];
      if (box.top >= 0 && box.bottom <= 500 && box.left >= 0 && box.right <= 600) return [];
      return [`${selector} at ${Math.round(box.left)},${Math.round(box.top)} (${Math.round(box.width)}×${Math.round(box.height)})`];
    }), visible);
    assert.deepEqual(outside, [], "each inside the 600×500 frame");
    // The moment it was made, in UTC and how long ago: the reading a docs page needs.
    assert.equal(await frame.locator("#time-utc").textContent(), "2010-11-04T01:42:55.657Z");
    assert.match(await frame.locator("#time-relative").textContent(), lang === "en" ? /years ago/ : /년 전/);
    // And nothing else: no clock note, local time, written forms, calculation, code, tools or page chrome.
    assert.deepEqual(await shownIn(frame, [".clock", "#time-local", "#headline-parts", "#format-decimal", ".calculation", "#code-heading", "#range", "#run",
      ".tools-nav", ".embed-panel", ".page-header", ".explain", ".page-footer"]), [], "shown");
    // The view loads no chunk: everything it shows is in the first download.
    assert.deepEqual(fetched.filter((name) => /^(split_|chunk_)/.test(name)), []);
    await page.waitForFunction(() => window.heights.length > 0);
    const reported = await page.evaluate(() => window.heights.at(-1));
    const body = await frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
    assert.equal(reported, body);
    // It composes: a field typed in the frame changes the ID and its bits.
    await frame.locator("#machine").fill("2");
    await frame.waitForFunction((want) => document.getElementById("snowflake-id").value === want, String(composeBig(1288834975657n, 1n, 2n, 0n)));
    assert.equal(await frame.locator('#bits [data-field="machine"]').textContent().then((t) => t.replace(/\s/g, "")), "00010");
    await expectNoAxeViolations(page, colorScheme, { include: ["#frame"], name: "the frame" });
    assert.deepEqual(await frame.evaluate(() => window.__violations ?? []), []);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

const ID = 1804242886974412801n; // 2024-06-21T20:00:00.123Z, datacenter 17, machine 9, sequence 2049

for (const [lang, colorScheme] of [["en", "light"], ["en", "dark"], ["ko", "light"], ["ko", "dark"]]) {
  test(`bits, ${lang}, ${colorScheme}: one ID's bits and legend, read-only by mouse and keyboard, its height reported, and ${axeChecks(colorScheme)}`, async () => {
    const { context, page, frame, problems, fetched } = await frameOf(`embed=bits&lang=${lang}&id=${ID}`, { colorScheme, ready: "#bits" });
    assert.equal(await frame.locator("#diagram-id").textContent(), String(ID));
    const digits = (await frame.locator("#bits .bit").allTextContents()).join("");
    assert.equal(digits, ID.toString(2).padStart(64, "0"));
    const parts = [ID >> 22n, (ID >> 17n) & 31n, (ID >> 12n) & 31n, ID & 4095n];
    const legend = await frame.locator(".legend tbody td.legend-value").allTextContents();
    assert.equal(legend.length, 5);
    assert.ok(legend[1].includes(parts[0].toLocaleString("en-US")) || legend[1].includes(String(parts[0])), legend[1]);
    assert.deepEqual(legend.slice(2), parts.slice(1).map(String));
    assert.deepEqual(await shownIn(frame, ["#snowflake-id", "#timestamp", ".clock", "#time-utc", "#format-decimal", "#range", ".tools-nav", ".lang-switch", ".explain"]), [], "shown");
    // Read-only: every bit is marked so, says what it is, and neither a click nor Space flips it.
    assert.equal(await frame.locator('#bits .bit[aria-disabled="true"]').count(), 64);
    for (const label of await frame.locator("#bits .bit").evaluateAll((bits) => bits.map((b) => b.getAttribute("aria-label")))) {
      assert.ok(label && label.length > 5, `a bit labelled ${label}`);
    }
    // (Playwright will not click an aria-disabled button unless forced: a person can.)
    await frame.locator('#bits .bit[data-index="40"]').click({ force: true });
    await frame.locator('#bits .bit[data-index="1"]').focus();
    await page.keyboard.press("ArrowRight");
    assert.equal(await frame.evaluate(() => document.activeElement.dataset.index), "2");
    await page.keyboard.press("Space");
    await page.keyboard.press("End");
    assert.equal(await frame.evaluate(() => document.activeElement.dataset.index), "63");
    await page.keyboard.press("Enter");
    assert.equal((await frame.locator("#bits .bit").allTextContents()).join(""), ID.toString(2).padStart(64, "0"));
    assert.equal(await frame.locator("#diagram-id").textContent(), String(ID));
    assert.equal(await frame.evaluate(() => new URLSearchParams(location.search).get("id")), String(ID));
    assert.match(await frame.locator("#bits-help").textContent(), lang === "en" ? /arrow keys/ : /화살표/);
    // Its own chunk, and no other view's.
    const modules = fetched.filter((name) => /^split_/.test(name));
    assert.ok(modules.length === 1 && modules[0].startsWith("split_diagram-"), `fetched ${fetched}`);
    await page.waitForFunction(() => window.heights.length > 0);
    const body = await frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
    await page.waitForFunction((h) => window.heights.at(-1) === h, body);
    await expectNoAxeViolations(page, colorScheme, { include: ["#frame"], name: "the frame" });
    await page.screenshot({ path: join(ARTIFACTS, `embed-bits-${lang}-${colorScheme}.png`) });
    assert.deepEqual(await frame.evaluate(() => window.__violations ?? []), []);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test("bits with no valid ID says what the address needs and draws nothing", async () => {
  const { context, frame, problems } = await frameOf("embed=bits&id=not-an-id", { ready: "#bits" });
  const error = frame.locator("#diagram-error");
  assert.equal(await error.isVisible(), true);
  assert.match(await error.textContent(), /embed=bits&id=/);
  assert.equal(await frame.locator("#diagram-id").isVisible(), false);
  assert.equal((await frame.locator("#bits .bit").allTextContents()).join(""), "");
  assert.deepEqual(problems, []);
  await context.close();
});

// Every view links to the whole page: the same ID and language, in a new tab.
for (const [view, lang] of [["embed", "en"], ["embed=compact", "ko"], ["embed=bits", "en"], ["embed=range", "ko"]]) {
  test(`?${view}&lang=${lang}: a link to the full tool opens the same ID in that language in a new tab`, async () => {
    const { context, frame, problems } = await frameOf(`${view}&lang=${lang}&id=${ID}`, { ready: view === "embed=range" ? "#range-from" : "#bits" });
    const link = frame.locator("#full-tool");
    assert.ok(await link.isVisible(), "the link is shown");
    assert.equal(await link.textContent(), lang === "en" ? "Open in the full tool ↗" : "생성기 페이지에서 열기 ↗");
    assert.equal(await link.getAttribute("target"), "_blank");
    assert.equal(await link.getAttribute("rel"), "noopener");
    const href = new URL(await link.getAttribute("href"));
    assert.equal(href.searchParams.has("embed"), false);
    assert.equal(href.searchParams.get("lang"), lang);
    if (view === "embed=range") assert.equal(href.hash, "#range");
    const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await tab.waitForFunction(() => /^\d+$/.test(document.getElementById("snowflake-id")?.value ?? ""));
    assert.equal(await tab.evaluate(() => document.documentElement.lang), lang);
    if (view !== "embed=range") assert.equal(await tab.locator("#snowflake-id").inputValue(), String(ID));
    assert.deepEqual(problems, []);
    await context.close();
  });
}

// In an embed, the other layouts' names switch the frame's own layout, and the address it
// links out with carries it.
test("?embed: another layout's name switches the frame to it, and the link to the whole page carries it", async () => {
  const discordId = "175928847299117063";
  const { context, frame, problems } = await frameOf(`embed&lang=ko&id=${discordId}`, { ready: "#bits" });
  const button = frame.locator("#id-other-layouts [data-layout=discord]");
  await button.waitFor();
  await button.click();
  await frame.waitForFunction(() => document.querySelector("#time-utc")?.textContent === "2016-04-30T11:18:25.796Z");
  assert.equal(await frame.locator("#layout").inputValue(), "discord");
  await frame.waitForFunction(() => new URL(document.querySelector("#full-tool").href).searchParams.get("layout") === "discord");
  assert.deepEqual(problems, []);
  await context.close();
});
