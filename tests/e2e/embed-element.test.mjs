// End to end: <snowflake-embed> (static/embed.js) on a documentation page of another origin,
// under a host policy that allows only the script and the frame. Its frame is as tall as its
// content at a phone's and a desktop's width, follows the host's theme marks live without
// reloading, takes a changed attribute, leaves no listener when it leaves the page, and meets
// an unknown view with a note; the host's console stays clean.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ARTIFACTS, launchChromium, recordCspViolations, serveStatic } from "./support.mjs";

const LIGHT_TEXT = "rgb(27, 31, 36)";
const DARK_TEXT = "rgb(232, 234, 237)";
const ID = "175928847299117063";
let app, host, browser;
const hostDir = mkdtempSync(join(tmpdir(), "snowflake-docs-"));

before(async () => {
  app = await serveStatic(undefined, {}, "/snowflake/");
  const origin = new URL(app.url).origin;
  // A strict documentation site: its own files, the generator's script and its frame.
  host = await serveStatic(hostDir, {
    "Content-Security-Policy": `default-src 'self'; script-src 'self' ${origin}; frame-src ${origin}; style-src 'self'; img-src 'self' data:`,
  });
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await app?.close();
  await host?.close();
});

/** Writes a host page holding `body` under the generator's script, and opens it. */
async function openHost(name, body, options = {}) {
  writeFileSync(join(hostDir, `${name}.html`), `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Docs</title><link rel="icon" href="data:,"><script src="${app.url}embed.js" defer></script></head>
<body><h1>Our IDs</h1>${body}<p>End of the page.</p></body></html>`);
  const context = await browser.newContext(options);
  await recordCspViolations(context);
  // Counts the host's live message listeners, to see that a removed element leaves none.
  await context.addInitScript(() => {
    window.__listeners = 0;
    const add = window.addEventListener, remove = window.removeEventListener;
    window.addEventListener = function (type, ...rest) { if (type === "message") window.__listeners++; return add.call(this, type, ...rest); };
    window.removeEventListener = function (type, ...rest) { if (type === "message") window.__listeners--; return remove.call(this, type, ...rest); };
  });
  const page = await context.newPage();
  const problems = [];
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") problems.push(m.text()); });
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(`${host.url}${name}.html`);
  return { context, page, problems };
}

/** The Playwright frame of the `n`th element's iframe, once its app has answered. */
async function frameOf(page, n = 0) {
  const handle = await page.locator("snowflake-embed").nth(n).locator("iframe").elementHandle();
  const frame = await handle.contentFrame();
  await frame.waitForFunction(() => /^\d+$/.test(document.getElementById("snowflake-id")?.value ?? "")
    || document.querySelectorAll("#bits .bit").length === 64);
  return frame;
}

const textColor = (frame) => frame.evaluate(() => getComputedStyle(document.body).color);

for (const width of [390, 1280]) {
  test(`${width} px: the frame is exactly as tall as its content, and never scrolls inside`, async () => {
    const { context, page, problems } = await openHost(`height-${width}`,
      `<snowflake-embed view="compact" id="${ID}" layout="discord"></snowflake-embed>
       <snowflake-embed view="bits" id="${ID}"></snowflake-embed>`, { viewport: { width, height: 900 } });
    for (const n of [0, 1]) {
      const frame = await frameOf(page, n);
      await frame.locator("html[data-mounted]").waitFor({ state: "attached" });
      const iframe = page.locator("snowflake-embed").nth(n).locator("iframe");
      await page.waitForFunction(async ([n]) => {
        const f = document.querySelectorAll("snowflake-embed")[n].shadowRoot.querySelector("iframe");
        return /^\d+px$/.test(f.style.height);
      }, [n]);
      // Settled: the reported height and the content agree.
      await page.waitForTimeout(300);
      const content = await frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
      const inner = await frame.evaluate(() => ({ scroll: document.documentElement.scrollHeight, view: innerHeight }));
      const outer = await iframe.evaluate((f) => f.getBoundingClientRect().height);
      assert.equal(Math.round(outer), content, `element ${n}: frame ${outer}px for ${content}px of content`);
      assert.ok(inner.scroll <= inner.view, `element ${n}: ${inner.scroll}px scroll height in a ${inner.view}px frame`);
      if (n === 0) {
        // In a phone's column the link to the whole page does not sit over the moment.
        const [link, time] = await Promise.all(["#full-tool", "#time-utc"].map((s) => frame.locator(s).boundingBox()));
        const apart = link.x >= time.x + time.width || time.x >= link.x + link.width || link.y >= time.y + time.height || time.y >= link.y + link.height;
        assert.ok(apart, `the link ${JSON.stringify(link)} overlaps the moment ${JSON.stringify(time)}`);
      }
    }
    await page.screenshot({ path: join(ARTIFACTS, `embed-element-${width}.png`), fullPage: true });
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test("with theme auto, each framework's mark turns the frame dark and back within a second, without reloading it", async () => {
  const { context, page, problems } = await openHost("marks", `<snowflake-embed view="compact" id="${ID}"></snowflake-embed>`, { colorScheme: "light" });
  const frame = await frameOf(page);
  assert.equal(await textColor(frame), LIGHT_TEXT);
  await frame.evaluate(() => { window.__same = true; });
  const becomes = async (color, what) => {
    const start = Date.now();
    await frame.waitForFunction((c) => getComputedStyle(document.body).color === c, color, { timeout: 1000, polling: 20 })
      .catch(() => assert.fail(`${what}: not ${color} within a second`));
    return Date.now() - start;
  };
  const marks = [
    ["html.dark (VitePress)", () => document.documentElement.classList.add("dark"), () => document.documentElement.classList.remove("dark")],
    ["html[data-theme] (Docusaurus, Starlight)", () => document.documentElement.setAttribute("data-theme", "dark"), () => document.documentElement.setAttribute("data-theme", "light")],
    // mdBook's classes count only on a page with mdBook's sidebar toggle.
    ["mdBook's coal", () => {
      document.body.insertAdjacentHTML("afterbegin", '<button id="sidebar-toggle">≡</button>');
      document.documentElement.classList.add("coal");
    }, () => document.documentElement.classList.replace("coal", "light")],
    ["MkDocs Material's slate", () => document.body.setAttribute("data-md-color-scheme", "slate"), () => document.body.setAttribute("data-md-color-scheme", "default")],
  ];
  for (const [what, dark, light] of marks) {
    await page.evaluate(dark);
    await becomes(DARK_TEXT, what);
    await page.evaluate(light);
    await becomes(LIGHT_TEXT, `${what}, back`);
    // Each mark is left as a light site would leave it; the next one is the only dark one.
    await page.evaluate(() => {
      document.documentElement.removeAttribute("data-theme");
      document.documentElement.classList.remove("light", "coal");
      document.body.removeAttribute("data-md-color-scheme");
      document.getElementById("sidebar-toggle")?.remove();
    });
  }
  assert.equal(await frame.evaluate(() => window.__same), true, "the frame was never reloaded");
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test("on a plain page the reader's dark setting gives a dark frame, and theme=\"light\" pins it light", async () => {
  const { context, page, problems } = await openHost("scheme",
    `<snowflake-embed view="compact" id="${ID}"></snowflake-embed><snowflake-embed view="compact" id="${ID}" theme="light"></snowflake-embed>`,
    { colorScheme: "dark" });
  assert.equal(await textColor(await frameOf(page, 0)), DARK_TEXT);
  const pinned = await frameOf(page, 1);
  assert.equal(await textColor(pinned), LIGHT_TEXT);
  await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
  await page.waitForTimeout(500);
  assert.equal(await textColor(pinned), LIGHT_TEXT, "a pinned theme does not follow the site");
  await page.emulateMedia({ colorScheme: "light" });
  await page.evaluate(() => document.documentElement.removeAttribute("data-theme"));
  await frameOf(page, 0).then((f) => f.waitForFunction((c) => getComputedStyle(document.body).color === c, LIGHT_TEXT, { timeout: 1000 }));
  assert.deepEqual(problems, []);
  await context.close();
});

test("a changed attribute updates the frame; leaving the page leaves no listener, and coming back gives one working embed", async () => {
  const { context, page, problems } = await openHost("spa", `<div id="main"><snowflake-embed view="compact" id="${ID}"></snowflake-embed></div>`);
  await frameOf(page);
  const base = await page.evaluate(() => window.__listeners);
  await page.evaluate(() => document.querySelector("snowflake-embed").setAttribute("view", "bits"));
  // The frame's own navigation, then its answer: not the compact view still on its way out.
  await (await (await page.locator("snowflake-embed iframe").elementHandle()).contentFrame()).waitForURL(/[?&]embed=bits/);
  const bits = await frameOf(page);
  assert.equal(await bits.evaluate(() => new URLSearchParams(location.search).get("embed")), "bits");
  // Client-side navigation as VitePress and Docusaurus do it: the content is replaced.
  await page.evaluate(() => { window.__kept = document.getElementById("main").innerHTML; document.getElementById("main").replaceChildren(); });
  assert.equal(await page.evaluate(() => window.__listeners), base - 1, "the removed element's listener is gone");
  await page.evaluate(() => { document.getElementById("main").innerHTML = window.__kept; });
  assert.equal(await page.locator("snowflake-embed iframe").count(), 1);
  const again = await frameOf(page);
  assert.equal(await again.locator("#bits .bit").count(), 64);
  assert.equal(await page.evaluate(() => window.__listeners), base);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a src that is no http(s) address leaves the frame on the generator embed.js came from", async () => {
  const { context, page, problems } = await openHost("scheme-src",
    `<snowflake-embed view="compact" id="${ID}" src="javascript:alert(1)//"></snowflake-embed>`);
  const frame = await frameOf(page);
  assert.equal(frame.url().split("?")[0], app.url);
  assert.deepEqual(problems, []);
  await context.close();
});

test("moved in the page, the element follows the reader's setting and the site's marks, with a clean console", async () => {
  const { context, page, problems } = await openHost("moved",
    `<div id="a"><snowflake-embed view="compact" id="${ID}"></snowflake-embed></div><div id="b"></div>`, { colorScheme: "light" });
  await frameOf(page);
  const base = await page.evaluate(() => window.__listeners);
  await page.evaluate(() => document.getElementById("b").append(document.querySelector("snowflake-embed")));
  // The reader's setting alone, no mark changed: the matchMedia listener.
  await page.emulateMedia({ colorScheme: "dark" });
  const moved = await frameOf(page);
  await moved.waitForFunction((c) => getComputedStyle(document.body).color === c, DARK_TEXT, { timeout: 2000 });
  await page.evaluate(() => document.documentElement.setAttribute("data-theme", "light"));
  await moved.waitForFunction((c) => getComputedStyle(document.body).color === c, LIGHT_TEXT, { timeout: 1000 });
  assert.equal(await page.evaluate(() => window.__listeners), base, "one listener, as before the move");
  assert.deepEqual(problems, []);
  await context.close();
});

test("an unknown view shows the whole generator with a note, and a bad layout is explained inside the frame", async () => {
  const { context, page, problems } = await openHost("bad",
    `<snowflake-embed view="tiny" lang="en"></snowflake-embed><snowflake-embed view="compact" layout="nope" lang="ko"></snowflake-embed>`);
  const note = page.locator("snowflake-embed").first().locator("[role=note]");
  assert.match(await note.textContent(), /There is no view “tiny”, so this is the whole generator/);
  const whole = await frameOf(page, 0);
  assert.equal(await whole.evaluate(() => new URLSearchParams(location.search).get("embed")), "");
  const handle = await page.locator("snowflake-embed").nth(1).locator("iframe").elementHandle();
  const bad = await handle.contentFrame();
  await bad.locator("#layout-error").waitFor();
  assert.ok((await bad.locator("#layout-error").textContent()).length > 10);
  assert.ok(await page.locator("snowflake-embed").nth(1).locator("[role=note]").isHidden());
  assert.deepEqual(problems, []);
  await context.close();
});
