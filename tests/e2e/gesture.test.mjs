// End to end: the smaller things a person meets around the main gesture. The page's own links
// keep the reader's language and theme; language tags are read as BCP 47 reads them, the same
// by the boot script and the app; the page is named as the seed names it; the ID says which
// layout it is read with; the worked example's note says what is true; the date picker and
// the field stay in step and the picker is one tab stop; an error's sample date stays in its
// box; an empty compare input is neutral; the ms figure is grouped.
import { test } from "node:test";
import assert from "node:assert/strict";
import { composeBig, countAddressRewrites, typeInto, waitForAddressRewrite, waitForApp, sharedBrowser } from "./support.mjs";

const shared = sharedBrowser();
const EXAMPLE = "timestamp=1288834975657&datacenter=1&machine=1&sequence=0";

async function open(query, options = {}) {
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: "UTC", ...options });
  const page = await context.newPage();
  await page.goto(`${shared.server.url}?${query}`);
  await waitForApp(page);
  return { context, page };
}

test("\"Load this example\" on a Korean, dark page opens the example in Korean, dark, at the composer", async () => {
  const { context, page } = await open("lang=ko&theme=dark");
  await page.locator(".explain[lang=ko] a.load-example").first().click();
  // Until the new address commits; the app's answer below is what says the page arrived.
  await page.waitForURL(/timestamp=1288834975657/, { waitUntil: "commit" });
  await page.waitForFunction(() => document.querySelector("#snowflake-id")?.value === "4194439168");
  const url = new URL(page.url());
  assert.equal(url.searchParams.get("lang"), "ko");
  assert.equal(url.searchParams.get("theme"), "dark");
  assert.equal(url.hash, "#composer");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "ko");
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains("theme-dark")));
  const top = await page.evaluate(() => document.getElementById("composer").getBoundingClientRect().top);
  assert.ok(Math.abs(top) <= 2, `the composer is at ${top} px, not at the top`);
  await context.close();
});

test("the share link keeps the reader's language and theme", async () => {
  const { context, page } = await open(`lang=ko&theme=dark&${EXAMPLE}`, { permissions: ["clipboard-read", "clipboard-write"] });
  await page.locator("#copy-link").click();
  await page.locator("#copy-link + .copy-status").filter({ hasText: /./ }).waitFor();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  assert.equal(link.searchParams.get("lang"), "ko");
  assert.equal(link.searchParams.get("theme"), "dark");
  assert.equal(link.searchParams.get("timestamp"), "1288834975657");
  await context.close();
});

// [tag in the address, browser language, the page's language, what the address then holds]
const TAGS = [
  ["ko", "en-US", "ko", "ko"],
  ["KO", "en-US", "ko", "ko"],
  ["ko-KR", "en-US", "ko", "ko"],
  ["ko_KR", "en-US", "ko", "ko"],
  ["Ko-kR", "en-US", "ko", "ko"],
  ["EN-gb", "ko-KR", "en", "en"],
  ["en", "ko-KR", "en", "en"],
  ["fr", "ko-KR", "ko", null],
  ["kor", "en-US", "en", null],
  ["", "ko-KR", "ko", null],
];

test("language tags: the boot script and the app choose alike, and the address keeps the canonical tag", async () => {
  for (const [tag, browser, expected, kept] of TAGS) {
    const context = await shared.browser.newContext({ locale: browser });
    await countAddressRewrites(context);
    const page = await context.newPage();
    // Without the wasm, only the boot script has chosen.
    await page.route(/\.wasm$/, (route) => route.abort());
    await page.goto(`${shared.server.url}?lang=${encodeURIComponent(tag)}&${EXAMPLE}`);
    const boot = await page.evaluate(() => document.documentElement.lang);
    await page.unroute(/\.wasm$/);
    await page.goto(`${shared.server.url}?lang=${encodeURIComponent(tag)}&${EXAMPLE}`);
    await waitForApp(page);
    await waitForAddressRewrite(page); // the address is rewritten a moment after the page settles
    const app = await page.evaluate(() => document.documentElement.lang);
    // Read in the page: Playwright's page.url() learns of a replaceState a moment late.
    const address = await page.evaluate(() => new URLSearchParams(location.search).get("lang"));
    assert.deepEqual([boot, app, address], [expected, expected, kept], `?lang=${tag} with ${browser}`);
    await context.close();
  }
});

test("?theme= is read case-insensitively", async () => {
  for (const theme of ["DARK", "Dark", " dark"]) {
    const { context, page } = await open(`theme=${encodeURIComponent(theme)}`);
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains("theme-dark")), theme);
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), "rgb(20, 23, 27)");
    await context.close();
  }
});

// The embed snippet's message type, snowflake-composer:height, stays as every pasted snippet has it.
for (const [lang, name, wrong] of [["en", "Snowflake ID generator", /(?<!snowflake-)\bcomposer\b/i], ["ko", "스노우플레이크 ID 생성기", /구성기/]]) {
  test(`${lang}: the page is named "${name}" in its title, heading and previews, and nowhere a ${wrong.source}`, async () => {
    const { context, page } = await open(`lang=${lang}`);
    assert.ok((await page.title()).startsWith(name));
    assert.deepEqual(await page.locator("h1:visible").allTextContents(), [name]);
    await page.evaluate(() => document.querySelectorAll("details").forEach((d) => { d.open = true; }));
    await page.locator("#embed-preview, .embed-panel textarea, .embed-panel pre").first().waitFor({ timeout: 10_000 }).catch(() => {});
    const text = await page.evaluate(() => document.body.innerText);
    assert.doesNotMatch(text, wrong);
    const faq = await page.evaluate(() => document.getElementById("faq-data").textContent);
    assert.doesNotMatch(faq, wrong);
    await context.close();
  });
}

test("beside the ID's label, a labelled select says which layout IDs are read in; the FAQ answers Discord and Instagram", async () => {
  for (const [lang, label, question] of [
    ["en", /^Layout$/, /Discord or Instagram/],
    ["ko", /^ID 형식$/, /디스코드나 인스타그램/],
  ]) {
    const { context, page } = await open(`lang=${lang}`);
    assert.match(await page.locator("label[for=layout]").textContent(), label);
    assert.equal(await page.locator("#layout").inputValue(), "twitter");
    const options = await page.locator("#layout option").evaluateAll((all) => all.map((o) => o.value));
    assert.deepEqual(options, ["twitter", "discord", "instagram", "sonyflake", "mastodon", "custom"]);
    const [a, b] = await page.evaluate(() => ["#id-layout", "#snowflake-id"].map((s) => document.querySelector(s).getBoundingClientRect()));
    assert.ok(b.top - a.bottom < 20, "the select sits by the ID box");
    const summaries = await page.locator(`.explain[lang=${lang}] .faq summary`).allTextContents();
    assert.ok(summaries.some((s) => question.test(s)), summaries.join(" | "));
    await context.close();
  }
});

test("the worked example's note says it is the worked example, not a real post's ID", async () => {
  for (const [lang, says] of [["en", /The worked example, not a real post's ID/], ["ko", /설명용 예제일 뿐, 실제 게시물의 ID가 아닙니다/]]) {
    const { context, page } = await open(`lang=${lang}&${EXAMPLE}`);
    const note = await page.locator("#id-warning").textContent();
    assert.match(note, says);
    assert.doesNotMatch(note, /No real Twitter ID|실제 트위터 ID는/);
    await context.close();
  }
});

test("the date picker follows the field both ways and is one tab stop", async () => {
  const { context, page } = await open(EXAMPLE);
  const picker = page.locator("#timestamp-picker");
  assert.equal(await picker.inputValue(), "2010-11-04T01:42:55.657");
  await typeInto(page, "timestamp", "1718900000123");
  assert.equal(await picker.inputValue(), "2024-06-20T16:13:20.123");
  await page.locator("#use-now").click();
  // Read together: the clock ticks every second, and both follow it.
  const [now, shown] = await page.evaluate(() => [document.getElementById("timestamp-ms").textContent, document.getElementById("timestamp-picker").value]);
  assert.equal(Date.parse(`${shown}Z`), Number(now.replace(/,/g, "")), "after Use current time");
  await picker.fill("2024-06-21T14:30:05.250");
  assert.equal(await page.locator("#timestamp").inputValue(), "2024-06-21T14:30:05.25"); // as the browser writes it
  // From the button that opens it, the next Tab leaves the picker behind.
  await page.locator("#open-picker").focus();
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.id), "timezone");
  await context.close();
});

for (const width of [390, 1280]) {
  test(`${width} px: a message's sample date stays inside its box and YYYY-MM-DD stays whole`, async () => {
    const { context, page } = await open("lang=en", { viewport: { width, height: 900 } });
    await page.locator("#timestamp").fill("abc");
    const error = page.locator("#timestamp-error");
    await error.waitFor();
    const fits = await error.evaluate((box) => {
      const edge = box.getBoundingClientRect().right;
      return [...box.querySelectorAll("*")].every((el) => el.getBoundingClientRect().right <= edge + 0.5) && box.scrollWidth <= box.clientWidth;
    });
    assert.ok(fits, "something overflows the message box");
    const token = await error.evaluate((box) => {
      const span = [...box.querySelectorAll(".num")].find((s) => s.textContent === "YYYY-MM-DD");
      return span ? span.getClientRects().length : 0;
    });
    assert.equal(token, 1, "YYYY-MM-DD on one line");
    await context.close();
  });
}

test("an empty compare input is neutral until it is used", async () => {
  const { context, page } = await open(`${EXAMPLE}#compare`);
  await page.locator("#compare-b").waitFor();
  assert.equal(await page.locator("#compare-b").getAttribute("aria-invalid"), "false");
  assert.equal(await page.locator("#compare-b-error").isVisible(), false);
  await page.locator("#compare-b").fill("x");
  assert.equal(await page.locator("#compare-b").getAttribute("aria-invalid"), "true");
  await context.close();
});

test("the ms figure under the fields is grouped; the inputs and the ID box keep plain digits", async () => {
  const { context, page } = await open(EXAMPLE);
  assert.equal(await page.locator("#timestamp-ms").textContent(), "1,288,834,975,657");
  assert.equal(await page.locator("#timestamp").inputValue(), "1288834975657");
  assert.equal(await page.locator("#snowflake-id").inputValue(), String(composeBig(1288834975657n, 1, 1, 0)));
  await context.close();
});
