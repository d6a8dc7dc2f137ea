// End to end: every visit after the first. The release build, served from a sub-folder,
// works offline through its service worker, installs from its manifest, and a page of an
// older build finds its way to a newer one after a redeploy. The worker is allowed in this
// file only; every other file blocks it (support.mjs).
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DIST, recordCspViolations, sharedHost, waitForApp, composeBig, typeInto, idleAfterMount } from "./support.mjs";
import { policy } from "../../scripts/release/policy.mjs";
import { offline } from "../../scripts/release/offline.mjs";

const PREFIX = "/docs/tools/snowflake/";
// A copy of the build, so that a test can deploy another one over it.
const site = mkdtempSync(join(tmpdir(), "snowflake-site-"));
cpSync(DIST, site, { recursive: true });
const requests = [];
// Cached as deploy/nginx.conf caches them: hashed names for good, the rest revalidated.
const caching = (path) => ({ "cache-control": /-[0-9a-f]{16}(_bg)?\.(js|wasm|svg)$/.test(path) ? "public, max-age=31536000, immutable" : "no-cache" });
const shared = sharedHost(PREFIX, { dir: site, headers: caching, requests });
shared.site = site;
shared.requests = requests;
after(() => rmSync(site, { recursive: true, force: true }));

/** A context whose pages the worker may serve, with CSP violations recorded. */
async function workerContext() {
  const context = await shared.browser.newContext({ serviceWorkers: "allow", timezoneId: "UTC" });
  await recordCspViolations(context);
  return context;
}

/** Opens the full page and waits until its worker has kept every file and serves the page. */
async function visit(context, query = "") {
  const page = await context.newPage();
  await page.goto(`${shared.app.url}${query}`);
  await waitForApp(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  return page;
}

const TOOLS = [["range", "#range-from"], ["run", "#run-list li"], ["compare", "#compare-b"], ["bulk", "#bulk-input"]];

test("after one visit, offline: the page reloads and composes, every tool opens, and ?embed&lang=ko composes in a new tab", async () => {
  const context = await workerContext();
  try {
    shared.requests.length = 0;
    const page = await visit(context);
    // The worker's copies replace the idle prefetch: no file crosses the network twice.
    const twice = shared.requests.filter((path, i) => !path.endsWith("/") && shared.requests.indexOf(path) !== i);
    assert.deepEqual(twice, [], "files fetched twice");

    await context.setOffline(true);
    await page.reload();
    await waitForApp(page);
    await typeInto(page, "machine", "7");
    await page.keyboard.press("Enter");
    const id = BigInt(await page.locator("#snowflake-id").inputValue());
    assert.equal((id >> 12n) & 31n, 7n, "the machine typed offline is in the ID");
    for (const [tool, shows] of TOOLS) {
      await page.locator(`#${tool} > summary`).click();
      await page.locator(`#${tool} ${shows}`).first().waitFor({ timeout: 10_000 });
    }
    const embed = await context.newPage();
    await embed.goto(`${shared.app.url}?embed&lang=ko&timestamp=1288834975657&datacenter=1&machine=1`);
    await waitForApp(embed);
    assert.equal(await embed.locator("#snowflake-id").inputValue(), String(composeBig(1288834975657, 1, 1, 0)));
    assert.equal(await embed.evaluate(() => document.documentElement.lang), "ko");
    for (const p of [page, embed]) assert.deepEqual(await p.evaluate(() => window.__violations), []);
  } finally {
    await context.close();
  }
});

test("the manifest is linked, parses, starts in the app's folder, and its icons load at 192 and 512 px", async () => {
  const context = await shared.browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(shared.app.url);
    await waitForApp(page);
    const href = await page.evaluate(() => document.querySelector("link[rel=manifest]")?.href);
    assert.ok(href, "a manifest link");
    const response = await page.request.get(href);
    assert.match(response.headers()["content-type"], /^application\/manifest\+json/);
    const manifest = await response.json();
    assert.equal(manifest.name, "Snowflake ID generator");
    assert.equal(manifest.display, "standalone");
    assert.equal(new URL(manifest.start_url, href).href, shared.app.url);
    assert.equal(new URL(manifest.scope, href).href, shared.app.url);
    const sizes = await page.evaluate(async (icons) => Promise.all(icons.map(async ({ src, sizes, purpose }) => {
      const image = new Image();
      image.src = new URL(src, document.querySelector("link[rel=manifest]").href).href;
      await image.decode();
      return `${sizes} ${purpose} ${image.naturalWidth}x${image.naturalHeight}`;
    })), manifest.icons);
    assert.deepEqual(sizes, ["192x192 any 192x192", "512x512 any 512x512", "512x512 maskable 512x512"]);
  } finally {
    await context.close();
  }
});

/**
 * Deploys a second build over the first, the way a host that replaces the folder does: every
 * chunk, the loader and the app's script get new names (the loader's and script's contents
 * change with the names they refer to), the old files are removed, and the page, its policy
 * and the worker are written anew by the release steps themselves.
 */
function deploySecondBuild(site) {
  const files = readdirSync(site);
  const rename = new Map();
  for (const name of files) {
    const hashed = /^((?:chunk|split)_\w+|__wasm_split|snowflake-composer)-([0-9a-f]{16})(\.js|\.wasm)$/.exec(name);
    if (hashed) rename.set(name, `${hashed[1]}-${createHash("sha256").update(`second ${name}`).digest("hex").slice(0, 16)}${hashed[3]}`);
  }
  let html = readFileSync(join(site, "index.html"), "utf8").replace(/\n\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, "");
  for (const [old, renamed] of rename) {
    const path = join(site, old);
    if (old.endsWith(".js")) {
      let text = readFileSync(path, "utf8");
      for (const [a, b] of rename) text = text.replaceAll(a, b);
      writeFileSync(join(site, renamed), text);
      unlinkSync(path);
      const sri = `sha384-${createHash("sha384").update(text).digest("base64")}`;
      html = html.replace(new RegExp(`(href="\\./${old.replace(/\./g, "\\.")}"[^>]*integrity=")[^"]*"`), `$1${sri}"`);
    } else {
      renameSync(path, join(site, renamed));
    }
    rmSync(`${path}.gz`, { force: true });
  }
  for (const [a, b] of rename) html = html.replaceAll(a, b);
  writeFileSync(join(site, "index.html"), html);
  rmSync(join(site, "index.html.gz"), { force: true });
  policy(site);
  offline(site);
  return rename;
}

test("a redeploy: the next load takes the new build, and an open page of the old one says so and reloads into it when a chunk is gone", async () => {
  const context = await workerContext();
  const problems = [];
  try {
    const old = await visit(context);
    old.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    const oldScript = await old.evaluate(() => document.querySelector("link[rel=modulepreload]").getAttribute("href"));
    // The first worker's takeover has been judged (a cache lookup) by the time the page idles.
    await old.evaluate(() => new Promise((ok) => requestIdleCallback(ok)));
    assert.equal(await old.locator(".new-build p").isVisible(), false, "no update line on a first install");

    const rename = deploySecondBuild(shared.site);
    // The next load: the page comes from the network, and with it the new build's worker.
    const next = await context.newPage();
    await next.goto(`${shared.app.url}?timestamp=1288834975657&datacenter=1&machine=1`);
    await waitForApp(next);
    const newScript = await next.evaluate(() => document.querySelector("link[rel=modulepreload]").getAttribute("href"));
    assert.equal(newScript, `./${rename.get(oldScript.slice(2))}`, "the next load runs the new build");
    assert.equal(await next.locator("#snowflake-id").inputValue(), "4194439168");

    // The old page hears of the new build once its worker takes over: one line, nothing moved.
    const before = await old.locator("#composer").boundingBox();
    await old.locator(".new-build p").waitFor({ timeout: 20_000 });
    assert.match(await old.locator(".new-build p").textContent(), /A new version of this page is out\.\s*Reload/);
    assert.deepEqual(await old.locator("#composer").boundingBox(), before, "the line moves nothing");
    // The new build's own page saw the same takeover: for it, no news.
    assert.equal(await next.locator(".new-build p").isVisible(), false, "no line on the new build's page");

    // The browser's HTTP cache still holds the old build's files (the old worker fetched them
    // all), which serves an old page well; emptied, as after an eviction, the chunk is gone.
    // A tool of the old build asks for its chunk, which the server no longer has: the page
    // offers to reload, not to fetch the missing file again, and the reload runs the new build.
    const gone = await openGoneTool(context, old, "compare");
    await gone.getByRole("button", { name: "Reload" }).click();
    await old.waitForFunction((script) => document.querySelector("link[rel=modulepreload]")?.getAttribute("href") === script, newScript);
    await waitForApp(old);
    await old.locator("#compare > summary").click();
    await old.locator("#compare-b").waitFor({ timeout: 10_000 });
    assert.equal(await old.locator(".new-build p").isVisible(), false, "the reloaded page is the new build: no line");
    for (const p of [old, next]) assert.deepEqual(await p.evaluate(() => window.__violations), []);
    assertOnlyGoneChunks(problems);
  } finally {
    await context.close();
  }
});

/**
 * Empties the browser's HTTP cache (as after an eviction), opens `tool`, whose chunk the
 * server no longer has, and checks that its panel offers a reload and no retry. Returns it.
 */
async function openGoneTool(context, page, tool) {
  await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
  await page.locator(`#${tool} > summary`).click();
  const gone = page.locator(`#${tool} .tool-failed`);
  await gone.waitFor({ timeout: 10_000 });
  assert.match(await gone.textContent(), /older version of the page/);
  assert.equal(await gone.getByRole("button", { name: "Try again" }).count(), 0);
  return gone;
}

/** The only console errors allowed: the browser's and the loader's reports of a chunk gone. */
function assertOnlyGoneChunks(problems) {
  assert.ok(problems.length > 0, "the missing chunk was asked for");
  assert.ok(problems.every((p) => /404|integrity|Failed to fetch/i.test(p)), problems.join("\n"));
}

test("without a worker too, a chunk gone after a redeploy offers a reload into the new build and shows the line", async () => {
  const context = await shared.browser.newContext({ timezoneId: "UTC" }); // workers blocked
  await recordCspViolations(context);
  const problems = [];
  try {
    const page = await context.newPage();
    page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    // ?embed fetches no tool ahead, so the chunk is asked for only when the tool is opened.
    await page.goto(`${shared.app.url}?embed&datacenter=9`);
    await waitForApp(page);
    // The outputs below the first screen have arrived: only the tool's chunk is left to ask for.
    await page.locator("#format-decimal").waitFor();
    deploySecondBuild(shared.site);
    const gone = await openGoneTool(context, page, "bulk");
    await page.locator(".new-build p").waitFor();
    await gone.getByRole("button", { name: "Reload" }).click();
    await page.waitForFunction(() => document.querySelector(".new-build p")?.hidden === true);
    await waitForApp(page);
    assert.equal(new URL(page.url()).searchParams.get("datacenter"), "9", "what was typed stays");
    await page.locator("#bulk > summary").click();
    await page.locator("#bulk-input").waitFor({ timeout: 10_000 });
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    assertOnlyGoneChunks(problems);
  } finally {
    await context.close();
  }
});

test("?embed framed on another origin registers no worker and fetches no tool chunk", async () => {
  writeFileSync(join(shared.hostDir, "doc.html"),
    `<!doctype html><title>Docs</title><iframe src="${shared.app.url}?embed" width="800" height="900"></iframe>`);
  const context = await shared.browser.newContext({ serviceWorkers: "allow" });
  try {
    shared.requests.length = 0;
    const page = await context.newPage();
    await page.goto(`${shared.host.url}doc.html`);
    const frame = page.frames().find((f) => f.url().startsWith(shared.app.url));
    await frame.waitForFunction(() => /^\d+$/.test(document.querySelector("#snowflake-id")?.value ?? ""));
    // Past the turn in which the full page registers its worker and fetches its tools' code;
    // a probe requested after it (answered, so the server has it) comes after anything the
    // frame asked for then.
    await idleAfterMount(frame);
    await frame.evaluate(() => fetch("probe-after-idle").then((r) => r.status));
    const probe = `${new URL(shared.app.url).pathname}probe-after-idle`;
    assert.ok(shared.requests.includes(probe), `${probe} in ${shared.requests}`);
    assert.deepEqual(await frame.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
    assert.deepEqual(shared.requests.filter((path) => /sw\.js$|\/split_(range_tool|tools|for_authors|diagram)-/.test(path)), []);
  } finally {
    await context.close();
  }
});
