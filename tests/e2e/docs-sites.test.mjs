// End to end: <snowflake-embed> in a real documentation site, built here from its npm package
// (VitePress, tests/sites/vitepress/) with embed.js loaded from the generator under test on
// another origin. The element survives Vue's hydration, its frame is as tall as its content at
// a phone's and a desktop's width, the site's own appearance switch turns it dark and back, and
// client-side navigation away and back leaves one working embed, with a clean console.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ARTIFACTS, ROOT, launchChromium, serveStatic } from "./support.mjs";

const DARK_TEXT = "rgb(232, 234, 237)";
const LIGHT_TEXT = "rgb(27, 31, 36)";
let app, site, browser;

before(async () => {
  app = await serveStatic(undefined, {}, "/snowflake/");
  // Built in place, so that the site finds vue in the repository's node_modules; written
  // outside it.
  const out = mkdtempSync(join(tmpdir(), "vitepress-"));
  const built = spawnSync(process.execPath,
    [join(ROOT, "node_modules/vitepress/bin/vitepress.js"), "build", join(ROOT, "tests/sites/vitepress"), "--outDir", out], {
      env: { ...process.env, EMBED_JS: `${app.url}embed.js` }, encoding: "utf8",
    });
  assert.equal(built.status, 0, `vitepress build failed:\n${built.stdout}\n${built.stderr}`);
  site = await serveStatic(out);
  browser = await launchChromium();
}, { timeout: 180_000 });
after(async () => {
  await browser?.close();
  await app?.close();
  await site?.close();
});

async function open(viewport) {
  const context = await browser.newContext({ viewport, colorScheme: "light" });
  const page = await context.newPage();
  const problems = [];
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") problems.push(m.text()); });
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(`${site.url}index.html`);
  return { context, page, problems };
}

async function embedded(page) {
  const handle = await page.locator("snowflake-embed iframe").elementHandle();
  const frame = await handle.contentFrame();
  await frame.waitForFunction(() => /^\d+$/.test(document.getElementById("snowflake-id")?.value ?? ""));
  await frame.locator("html[data-mounted]").waitFor({ state: "attached" });
  return frame;
}

for (const width of [390, 1280]) {
  test(`VitePress at ${width} px: the element's frame is as tall as its content`, async () => {
    const { context, page, problems } = await open({ width, height: 900 });
    const frame = await embedded(page);
    await page.waitForFunction(() => /^\d+px$/.test(document.querySelector("snowflake-embed").shadowRoot.querySelector("iframe").style.height));
    await page.waitForTimeout(300);
    const content = await frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
    const outer = await page.locator("snowflake-embed iframe").evaluate((f) => f.getBoundingClientRect().height);
    assert.equal(Math.round(outer), content);
    const inner = await frame.evaluate(() => ({ scroll: document.documentElement.scrollHeight, view: innerHeight }));
    assert.ok(inner.scroll <= inner.view, `${inner.scroll}px in a ${inner.view}px frame`);
    await page.screenshot({ path: join(ARTIFACTS, `vitepress-${width}-light.png`), fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test("VitePress: its appearance switch turns the embed dark and back within a second", async () => {
  const { context, page, problems } = await open({ width: 1280, height: 900 });
  const frame = await embedded(page);
  assert.equal(await frame.evaluate(() => getComputedStyle(document.body).color), LIGHT_TEXT);
  for (const [color, name] of [[DARK_TEXT, "dark"], [LIGHT_TEXT, "light"]]) {
    await page.locator(".VPNavBarAppearance .VPSwitchAppearance").click();
    await frame.waitForFunction((c) => getComputedStyle(document.body).color === c, color, { timeout: 1000, polling: 20 });
    if (name === "dark") {
      await page.waitForTimeout(200);
      await page.screenshot({ path: join(ARTIFACTS, "vitepress-1280-dark.png"), fullPage: true });
    }
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test("VitePress: navigating away and back in the page leaves one working embed", async () => {
  const { context, page, problems } = await open({ width: 1280, height: 900 });
  await embedded(page);
  await page.locator(".vp-doc a", { hasText: "Another page" }).click();
  await page.locator("h1", { hasText: "Another page" }).waitFor();
  assert.equal(await page.locator("snowflake-embed").count(), 0);
  await page.locator(".vp-doc a", { hasText: "Back to the IDs" }).click();
  await page.locator("h1", { hasText: "Our IDs" }).waitFor();
  assert.equal(await page.locator("snowflake-embed iframe").count(), 1);
  const frame = await embedded(page);
  assert.equal(await frame.locator("#layout").inputValue(), "discord");
  // Vue rendered the element anew: every attribute reached the frame, its view too.
  assert.equal(await frame.evaluate(() => new URLSearchParams(location.search).get("embed")), "compact");
  assert.deepEqual(problems, []);
  await context.close();
});
