// End to end: what careful readers tripped on. An ID whose bits hold no time (a counter from
// before Snowflake, or the worked example) is never given a moment as its answer; the moment is
// the headline's largest text and keeps its labels on a phone; "Copied" shows by the button
// pressed; the compact embed puts the answer in a doc author's 200 px; the console stays
// clean; the phone's smaller details. Checked at 1280x800 and on a 390x844 touch phone, in
// both languages.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ARTIFACTS, composeBig, sharedBrowser, waitForApp } from "./support.mjs";

const shared = sharedBrowser();
const EXAMPLE = "timestamp=1288834975657&datacenter=1&machine=1&sequence=0";
const SCREENS = [
  ["desktop", { viewport: { width: 1280, height: 800 } }],
  ["phone", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
];
/** Playwright's own note when a test blocks the service worker, which no visitor sees. */
const HARNESS = /^Service Worker registration blocked by Playwright/;

async function open(options, query) {
  const context = await shared.browser.newContext({
    ...options, timezoneId: "Asia/Seoul", permissions: ["clipboard-read", "clipboard-write"],
  });
  const page = await context.newPage();
  const console = [];
  page.on("console", (m) => { if (["warning", "error"].includes(m.type()) && !HARNESS.test(m.text())) console.push(`${m.type()}: ${m.text()}`); });
  page.on("pageerror", (e) => console.push(`pageerror: ${e.message}`));
  await page.goto(`${shared.server.url}?${query}`);
  await waitForApp(page);
  return { context, page, console };
}

const box = (page, selector) => page.locator(selector).first().evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
});

for (const [screen, options] of SCREENS) {
  for (const lang of ["en", "ko"]) {
    for (const [what, query, says] of [
      ["20, the first tweet's ID", "id=20", lang === "en" ? /Pre-Snowflake counter: this ID holds no time/ : /스노우플레이크 이전의 일련번호라 시각이 없습니다/],
      ["the worked example", EXAMPLE, lang === "en" ? /The worked example, not a real post's ID/ : /설명용 예제일 뿐, 실제 게시물의 ID가 아닙니다/],
    ]) {
      test(`${lang} ${screen}: ${what} is not given a moment: the headline says why first, and the computed moment is struck through`, async () => {
        const { context, page, console } = await open(options, `lang=${lang}&${query}`);
        const warning = page.locator("#id-warning");
        assert.ok(await warning.isVisible());
        assert.match(await warning.textContent(), says);
        // The note comes before the moment, and the moment is struck, dimmed and announced as no time.
        const [note, utc] = [await box(page, "#id-warning"), await box(page, "#time-utc")];
        assert.ok(note.bottom <= utc.top + 1, "the note is above the moment");
        for (const id of ["time-utc", "time-relative", "time-local"]) {
          const style = await page.locator(`#${id}`).evaluate((e) => getComputedStyle(e.closest("dd")).textDecorationLine);
          assert.equal(style, "line-through", `#${id} is struck through`);
        }
        const spoken = await page.locator(".time-utc dd").textContent();
        assert.match(spoken, lang === "en" ? /^Not a real time:/ : /^실제 시각 아님:/);
        // No sentence that calls the ID unreal; and for a counter, whose time block is empty in
        // every layout, no other layout's moment either.
        const composer = await page.locator("#composer").textContent();
        assert.doesNotMatch(composer, /No real Twitter ID|실제 트위터 ID는/);
        if (query === "id=20") assert.equal(await page.locator("#id-other-layouts time").count(), 0);
        assert.ok(await page.locator("#id-warning-why").isVisible(), "the note after the bits says why");
        const height = options.viewport.height;
        assert.ok((await box(page, "#bits [data-field='sequence']")).bottom <= height, "every bit block in the first screen");
        mkdirSync(ARTIFACTS, { recursive: true });
        await page.screenshot({ path: join(ARTIFACTS, `readers-${what.split(",")[0].replace(/ /g, "-")}-${lang}-${screen}.png`) });
        assert.deepEqual(console, [], "a clean console");
        await context.close();
      });
    }

    test(`${lang} ${screen}: the moment is the largest text after the ID, its age beside or under it, every label visible`, async () => {
      const { context, page } = await open(options, `lang=${lang}&id=1804242886974412801`);
      const size = (selector) => page.locator(selector).evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      const [id, moment] = [await size("#snowflake-id"), await size("#time-utc")];
      const others = await page.locator("#composer :is(label, p, dt, dd, span, figcaption, button, td, th, h2)").evaluateAll((all) =>
        all.filter((e) => e.checkVisibility() && !e.closest("#headline .time-utc") && e.textContent.trim())
          .map((e) => parseFloat(getComputedStyle(e).fontSize)));
      assert.ok(moment < id, "the ID stays the largest");
      assert.ok(others.every((s) => s <= moment), `nothing but the ID is larger than the moment (${moment} px): ${Math.max(...others)} px`);
      for (const label of await page.locator(".time-info dt").all()) {
        const r = await label.boundingBox();
        assert.ok(await label.isVisible() && r.width > 12 && r.height > 8, `the label ${await label.textContent()} is visible`);
      }
      const [utc, age] = [await box(page, "#time-utc"), await box(page, "#time-relative")];
      if (screen === "desktop") assert.ok(Math.abs(age.bottom - utc.bottom) < 8 && age.left > utc.right, "the age is beside the moment");
      else assert.ok(age.top >= utc.bottom - 2 && age.top - utc.bottom < 12, "the age is right under the moment");
      if (screen === "phone") {
        const hint = page.locator(".id-hint-short");
        assert.ok(await hint.isVisible(), "the paste hint shows on a phone, in few words");
        assert.ok(await hint.evaluate((e) => e.scrollWidth <= e.clientWidth), "and whole");
      }
      await context.close();
    });

    test(`${lang} ${screen}: "Copied" shows by the button that was pressed`, async () => {
      const { context, page } = await open(options, `lang=${lang}&id=1804242886974412801`);
      const copied = lang === "en" ? "Copied" : "복사했습니다";
      for (const [button, other] of [["#copy-id", "#copy-link"], ["#copy-link", "#copy-id"]]) {
        await page.locator(button).click();
        const status = page.locator(`${button} + .copy-status`).filter({ hasText: copied });
        await status.waitFor();
        const [s, b, o] = [await box(page, `${button} + .copy-status`), await box(page, button), await box(page, other)];
        const centre = (s.left + s.right) / 2;
        assert.ok(centre >= b.left && centre <= b.right, `"${copied}" is centred under ${button}`);
        assert.ok(centre < o.left || centre > o.right, `and not under ${other}`);
        // It clears itself before the other button is tried.
        await page.waitForFunction((button) => document.querySelector(`${button} + .copy-status`).textContent === "", button);
      }
      await context.close();
    });
  }
}

for (const lang of ["en", "ko"]) {
  test(`${lang}: ?embed=compact in a 600x200 frame shows the ID, its moment and the link to the whole page`, async () => {
    const { context, page, console } = await open({ viewport: { width: 600, height: 200 } }, `embed=compact&lang=${lang}&id=1804242886974412801`);
    for (const selector of ["#snowflake-id", "#time-utc", "#time-relative", "#full-tool"]) {
      const r = await box(page, selector);
      assert.ok(r.top >= 0 && r.bottom <= 200 && r.height > 0, `${selector} at ${r.top}–${r.bottom} in 200 px`);
    }
    assert.equal(await page.locator("#time-utc").textContent(), "2024-06-21T20:00:00.123Z");
    assert.match(await page.locator("#full-tool").getAttribute("href"), /id=1804242886974412801/);
    await page.screenshot({ path: join(ARTIFACTS, `readers-compact-600x200-${lang}.png`) });
    assert.deepEqual(console, []);
    await context.close();
  });

  test(`${lang}: the embed builder is in the tools' navigation and states the height each view needs`, async () => {
    const { context, page } = await open({ viewport: { width: 1280, height: 800 } }, `lang=${lang}`);
    await page.locator('.tools-nav a[href="#embed"]').click();
    await page.waitForFunction(() => document.getElementById("embed").open);
    await page.locator("#embed-snippet").waitFor();
    const heights = await page.locator(".embed-views .view-height").allTextContents();
    assert.deepEqual(heights.map((h) => Number(h.match(/\d+/)[0])), [2920, 500, 480, 760]);
    // The frame alone is exactly as tall as the view's label says.
    await page.locator("#embed-view-compact").check();
    await page.locator("#embed-host").selectOption("iframe");
    assert.match(await page.locator("#embed-snippet").textContent(), / height="500" /);
    await context.close();
  });
}

test("a phone's smaller details: the binary form whole, the run's rows numbered, one duration, no repeated tool names", async () => {
  const phone = SCREENS[1][1];
  const { context, page } = await open(phone, "lang=en&id=1804242886974412801#run");
  await page.locator("#run-list li").first().waitFor();
  const binary = page.locator("#format-binary");
  await binary.scrollIntoViewIfNeeded();
  assert.ok(await binary.evaluate((e) => e.scrollWidth <= e.clientWidth), "the binary form is not cut");
  const bits = (1804242886974412801n).toString(2).padStart(64, "0");
  assert.equal(await binary.textContent(), `0b${bits.match(/.{8}/g).join(" ")}`, "shown byte by byte");
  assert.ok(await binary.evaluate((e) => e.getClientRects().length === 1 && e.getBoundingClientRect().height > 30), "on more than one line");
  await page.locator("#copy-binary").click();
  await page.waitForFunction((want) => navigator.clipboard.readText().then((t) => t === want), `0b${bits}`);
  const list = await page.locator("#run-list").evaluate((e) => ({ padding: parseFloat(getComputedStyle(e).paddingLeft), marker: getComputedStyle(e).listStylePosition }));
  assert.deepEqual(list, { padding: 0, marker: "inside" }, "the numbers sit inside the rows, with no empty gutter");
  // The tools' own headings follow the navigation: on a phone it links only to the builder.
  const links = await page.locator(".tools-nav a").evaluateAll((all) => all.filter((a) => a.checkVisibility()).map((a) => a.getAttribute("href")));
  assert.deepEqual(links, ["#embed"]);
  const a = composeBig(1719000000123n, 1, 1, 0), b = composeBig(1719000000186n, 1, 1, 0);
  await page.goto(`${shared.server.url}?lang=en&compare_a=${a}&compare_b=${b}`);
  await waitForApp(page);
  await page.locator("#compare-delta-ms").filter({ hasText: "63" }).waitFor();
  assert.equal((await page.locator(".compare-delta").innerText()).trim(), "B − A: 63 ms");
  await context.close();
});

test("ko: an empty timestamp's headline reads 방금 under 현재 기준, never 지금 기준 지금", async () => {
  const { context, page } = await open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, "lang=ko");
  await page.locator("#time-relative").filter({ hasText: "방금" }).waitFor();
  assert.equal(await page.locator(".time-relative dt").textContent(), "현재 기준");
  assert.doesNotMatch(await page.locator("#headline").innerText(), /지금 기준|지금/);
  await context.close();
});
