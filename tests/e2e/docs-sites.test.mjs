// End to end: <snowflake-embed> in real documentation sites, built here from their npm
// packages (VitePress and Docusaurus, tests/sites/), with embed.js loaded from the generator
// under test on another origin. The element survives the framework's hydration (Vue's,
// React's), its frame is as tall as its content at a phone's and a desktop's width, the site's
// own theme switch turns it dark and back, and client-side navigation away and back leaves one
// working embed, with a clean console.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ARTIFACTS, ROOT, launchChromium, serveStatic } from "./support.mjs";

const DARK_TEXT = "rgb(232, 234, 237)";
const LIGHT_TEXT = "rgb(27, 31, 36)";
const SITES = {
  VitePress: {
    // Built in place, so that the site finds its packages in the repository's node_modules.
    build: (out) => ["node_modules/vitepress/bin/vitepress.js", "build", "tests/sites/vitepress", "--outDir", out],
    first: "index.html",
    themeSwitch: (page) => page.locator(".VPNavBarAppearance .VPSwitchAppearance"),
    link: (page, text) => page.locator(".vp-doc a", { hasText: text }),
  },
  Docusaurus: {
    build: (out) => ["node_modules/@docusaurus/core/bin/docusaurus.mjs", "build", "tests/sites/docusaurus", "--out-dir", out],
    first: "",
    themeSwitch: (page) => page.getByRole("button", { name: /dark and light mode|system mode/i }),
    link: (page, text) => page.locator("article a", { hasText: text }),
  },
};
const served = {};
let app, browser;

before(async () => {
  app = await serveStatic(undefined, {}, "/snowflake/");
  for (const [name, site] of Object.entries(SITES)) {
    const out = mkdtempSync(join(tmpdir(), `${name.toLowerCase()}-`));
    const built = spawnSync(process.execPath, site.build(out),
      { cwd: ROOT, env: { ...process.env, EMBED_JS: `${app.url}embed.js` }, encoding: "utf8" });
    assert.equal(built.status, 0, `${name} build failed:\n${built.stdout}\n${built.stderr}`);
    served[name] = await serveStatic(out);
  }
  browser = await launchChromium();
}, { timeout: 300_000 });
after(async () => {
  await browser?.close();
  await app?.close();
  for (const server of Object.values(served)) await server.close();
});

async function open(name, viewport) {
  const context = await browser.newContext({ viewport, colorScheme: "light" });
  const page = await context.newPage();
  const problems = [];
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") problems.push(m.text()); });
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(`${served[name].url}${SITES[name].first}`);
  return { context, page, problems };
}
async function embedded(page) {
  const handle = await page.locator("snowflake-embed iframe").elementHandle();
  const frame = await handle.contentFrame();
  await frame.waitForFunction(() => /^\d+$/.test(document.getElementById("snowflake-id")?.value ?? ""));
  await frame.locator("html[data-mounted]").waitFor({ state: "attached" });
  return frame;
}

for (const [name, site] of Object.entries(SITES)) {
for (const width of [390, 1280]) {
  test(`${name} at ${width} px: the element's frame is as tall as its content`, async () => {
    const { context, page, problems } = await open(name, { width, height: 900 });
    const frame = await embedded(page);
    await page.waitForFunction(() => /^\d+px$/.test(document.querySelector("snowflake-embed").shadowRoot.querySelector("iframe").style.height));
    await page.waitForTimeout(300);
    const content = await frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
    const outer = await page.locator("snowflake-embed iframe").evaluate((f) => f.getBoundingClientRect().height);
    assert.equal(Math.round(outer), content);
    const inner = await frame.evaluate(() => ({ scroll: document.documentElement.scrollHeight, view: innerHeight }));
    assert.ok(inner.scroll <= inner.view, `${inner.scroll}px in a ${inner.view}px frame`);
    await page.screenshot({ path: join(ARTIFACTS, `${name.toLowerCase()}-${width}-light.png`), fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test(`${name}: its own theme switch turns the embed dark and back within a second`, async () => {
  const { context, page, problems } = await open(name, { width: 1280, height: 900 });
  const frame = await embedded(page);
  assert.equal(await frame.evaluate(() => getComputedStyle(document.body).color), LIGHT_TEXT);
  for (const [color, scheme] of [[DARK_TEXT, "dark"], [LIGHT_TEXT, "light"]]) {
    // A switch with a third, "system" state (Docusaurus) is pressed until the site is in this one.
    for (let press = 0; press < 3; press++) {
      await site.themeSwitch(page).click();
      if (await page.evaluate((s) => document.documentElement.classList.contains(s)
        || document.documentElement.getAttribute("data-theme") === s
        || (s === "light" && !document.documentElement.classList.contains("dark") && !document.documentElement.getAttribute("data-theme")), scheme)) break;
    }
    await frame.waitForFunction((c) => getComputedStyle(document.body).color === c, color, { timeout: 1000, polling: 20 });
    if (scheme === "dark") {
      await page.waitForTimeout(200);
      await page.screenshot({ path: join(ARTIFACTS, `${name.toLowerCase()}-1280-dark.png`), fullPage: true });
      await page.setViewportSize({ width: 390, height: 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(ARTIFACTS, `${name.toLowerCase()}-390-dark.png`), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test(`${name}: navigating away and back in the page leaves one working embed`, async () => {
  const { context, page, problems } = await open(name, { width: 1280, height: 900 });
  await embedded(page);
  await page.evaluate(() => { window.__samePage = true; });
  await site.link(page, "Another page").click();
  await page.locator("h1", { hasText: "Another page" }).waitFor();
  assert.equal(await page.locator("snowflake-embed").count(), 0);
  await site.link(page, "Back to the IDs").click();
  await page.locator("h1", { hasText: "Our IDs" }).waitFor();
  assert.equal(await page.locator("snowflake-embed iframe").count(), 1);
  const frame = await embedded(page);
  assert.equal(await frame.locator("#layout").inputValue(), "discord");
  // The framework rendered the element anew: every attribute reached the frame, its view too.
  assert.equal(await frame.evaluate(() => new URLSearchParams(location.search).get("embed")), "compact");
  assert.equal(await page.evaluate(() => window.__samePage), true, "the navigation stayed in the page");
  assert.deepEqual(problems, []);
  await context.close();
});
}
