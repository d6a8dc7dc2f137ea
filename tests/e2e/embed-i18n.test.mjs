// End to end: both languages, both themes, the embedded view inside a host page on another
// origin, narrow screens and zoom, and axe-core accessibility checks.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { axeChecks, expectNoAxeViolations } from "./axe.mjs";
import { ROOT, ARTIFACTS, serveStatic, launchChromium, openApp, waitForApp, composeBig, watchProblems } from "./support.mjs";

let app, host, browser;
before(async () => {
  app = await serveStatic();
  // The host page: the README's snippet pasted into plain HTML, served from another port,
  // which makes it another origin.
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const snippet = readme.match(/<!-- embed-snippet:start -->\s*```html\n([\s\S]*?)```/)[1];
  const pasted = snippet
    .replace("https://docs.example.com/snowflake/", app.url)
    .replace('lang="en"', 'lang="ko"');
  const hostDir = mkdtempSync(join(tmpdir(), "snowflake-host-"));
  writeFileSync(join(hostDir, "index.html"), `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>API docs</title><link rel="icon" href="data:,"></head><body style="font-family:sans-serif;max-width:60rem;margin:1rem auto">
<h1>Our ID format</h1><p>Every ID is a Snowflake. Try it:</p>
${pasted}
<p>End of the page.</p></body></html>`);
  host = await serveStatic(hostDir);
  browser = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
});
after(async () => {
  await browser?.close();
  await app?.close();
  await host?.close();
});


test("every static text block exists in both languages", () => {
  const html = readFileSync(join(ROOT, "index.html"), "utf8");
  const blocks = new Map();
  for (const [, attrs] of html.matchAll(/<[a-z0-9]+ ([^>]*\bdata-i18n="[^"]+"[^>]*)>/g)) {
    const key = attrs.match(/data-i18n="([^"]+)"/)[1];
    const lang = attrs.match(/\blang="([^"]+)"/)?.[1];
    assert.match(attrs, /class="[^"]*\bi18n\b/, `${key} needs class i18n`);
    blocks.set(key, [...(blocks.get(key) ?? []), lang]);
  }
  assert.ok(blocks.size >= 5, `found ${blocks.size} blocks`);
  for (const [key, langs] of blocks) assert.deepEqual(langs.sort(), ["en", "ko"], key);
});

test("?lang=ko shows Korean before the wasm arrives, and after", async () => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  let releaseWasm;
  const held = new Promise((ok) => (releaseWasm = ok));
  await page.route("**/*.wasm", async (route) => { await held; await route.continue(); });
  await page.goto(`${app.url}?lang=ko`);
  await page.locator("h1:visible").first().waitFor();
  const visibleHeadings = await page.locator("h1:visible").allTextContents();
  assert.deepEqual(visibleHeadings, ["스노우플레이크 ID 생성기"], "before the wasm: Korean only");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "ko");
  // The build's first screen, in Korean, where the loading line was.
  assert.equal(await page.locator(".loading:visible").count(), 0);
  assert.equal(await page.locator("label[for='timestamp']:visible").textContent(), "타임스탬프");
  releaseWasm();
  await waitForApp(page);
  assert.equal(await page.locator("label[for='timestamp']").textContent(), "타임스탬프");
  assert.match(await page.title(), /^스노우플레이크 ID 생성기/);
  assert.deepEqual(await page.locator("h1:visible").allTextContents(), ["스노우플레이크 ID 생성기"]);
  await context.close();
});

test("without ?lang the browser's preferred language decides; the switch changes it", async () => {
  const { context, page, problems } = await openApp(browser, app.url, { locale: "ko-KR" });
  assert.equal(await page.evaluate(() => document.documentElement.lang), "ko");
  assert.equal(await page.locator("label[for='datacenter']").textContent(), "데이터 센터 ID");
  await page.locator("#lang-en").click();
  assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
  assert.equal(await page.locator("label[for='datacenter']").textContent(), "Datacenter ID");
  assert.deepEqual(await page.locator("h1:visible").allTextContents(), ["Snowflake ID generator"]);
  await page.waitForFunction(() => /lang=en/.test(location.search));
  assert.deepEqual(problems, []);
  await context.close();
});

for (const colorScheme of ["light", "dark"]) {
  for (const lang of ["en", "ko"]) {
    test(`full page, ${lang}, ${colorScheme}: screenshot and ${axeChecks(colorScheme)}`, async () => {
      const { context, page, problems } = await openApp(browser, `${app.url}?lang=${lang}&timestamp=1719000000123&datacenter=17&machine=9&sequence=2049&range_from=2024-06-21T00:00Z&range_to=2024-06-21T23:59:59.999Z`, {
        colorScheme, viewport: { width: 1200, height: 900 },
      });
      await page.locator(".embed-panel summary").click(); // open, so axe sees it too
      await page.screenshot({ path: join(ARTIFACTS, `page-${lang}-${colorScheme}.png`), fullPage: true });
      // The embed panel's preview frames this same page, so its landmarks repeat the page's
      // (axe's best-practice landmark-unique); the embedded views are checked on their own.
      await expectNoAxeViolations(page, colorScheme, { exclude: ["#embed-preview"], name: `the full page in ${lang}` });
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}

test("the README snippet on a page from another origin shows the whole Korean composer at its height", async () => {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(host.url);
  const iframe = page.locator("iframe");
  const frame = page.frameLocator("iframe");
  await frame.locator("#snowflake-id").waitFor();
  // Every slice below the answer is in: the heights compared below are the whole view's.
  await frame.locator("html[data-mounted]").waitFor({ state: "attached" });
  // The element applied the height message of the whole view: the frame's height is its
  // content's.
  const inner = page.frames().find((f) => f.url().includes("embed"));
  const content = await inner.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
  await page.waitForFunction((h) => document.querySelector("snowflake-embed").shadowRoot.querySelector("iframe").style.height === `${h}px`, content, { polling: 50 });
  assert.equal(await frame.locator("label[for='timestamp']").textContent(), "타임스탬프");
  assert.equal(await frame.locator("#snowflake-id").inputValue(), String(composeBig(1288834975657, 1, 1, 0)));
  // Type in the frame: the ID follows.
  await frame.locator("#sequence").fill("7");
  assert.equal(await frame.locator("#snowflake-id").inputValue(), String(composeBig(1288834975657, 1, 1, 7)));
  // An error changes the content's height (no ID: no calculation, no code); the frame follows,
  // and never needs a scrollbar.
  const before = (await iframe.boundingBox()).height;
  await frame.locator("#machine").fill("99");
  await page.waitForFunction((h) => Math.abs(document.querySelector("snowflake-embed").shadowRoot.querySelector("iframe").getBoundingClientRect().height - h) > 50, before, { polling: 50 });
  const sizes = await frame.locator("html").evaluate((html) => ({ content: html.scrollHeight, view: window.innerHeight }));
  assert.ok(sizes.content <= sizes.view, `content ${sizes.content}px fits the ${sizes.view}px frame`);
  await frame.locator("#machine").fill("1");
  // Back with the ID: the frame follows its content again, near its height before the error,
  // not to the pixel: in three runs of eight the content came back 22 px taller (the build
  // before the static first screen did the same). The parts below the host's view have
  // content-visibility: auto, sized by an estimate until they are rendered.
  await page.waitForFunction((h) => Math.abs(document.querySelector("snowflake-embed").shadowRoot.querySelector("iframe").getBoundingClientRect().height - h) < 50, before, { polling: 50 });
  const restored = await inner.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
  await page.waitForFunction((h) => document.querySelector("snowflake-embed").shadowRoot.querySelector("iframe").style.height === `${h}px`, restored, { polling: 50 });
  await page.screenshot({ path: join(ARTIFACTS, "embedded-ko-host-page.png"), fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test("the embedded view alone: no page chrome, axe-clean in the light theme, no colour violations in the dark", async () => {
  for (const colorScheme of ["light", "dark"]) {
    const { context, page, problems } = await openApp(browser, `${app.url}?embed&lang=en`, { colorScheme });
    assert.equal(await page.locator(".page-header").isVisible(), false);
    assert.equal(await page.locator(".explain:visible").count(), 0);
    assert.equal(await page.locator(".embed-panel").count(), 0);
    await page.screenshot({ path: join(ARTIFACTS, `embed-en-${colorScheme}.png`), fullPage: true });
    await expectNoAxeViolations(page, colorScheme, { name: "the embedded view" });
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test("usable at 320 px wide and at 200 % zoom: nothing scrolls sideways", async () => {
  // 200 % zoom of a 1280 px window lays the page out in 640 CSS px at twice the pixel density.
  for (const [name, viewport, deviceScaleFactor] of [["320px", { width: 320, height: 700 }, 1], ["zoom200", { width: 640, height: 450 }, 2]]) {
    const { context, page } = await openApp(browser, `${app.url}?lang=ko&id=1804242886974412801`, { viewport, deviceScaleFactor });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, `${name}: page scrolls sideways by ${overflow}px`);
    await page.screenshot({ path: join(ARTIFACTS, `narrow-${name}.png`), fullPage: false });
    await context.close();
  }
});
