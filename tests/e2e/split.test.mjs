// End to end: the tools' code arrives on first use. The release build splits each tool into
// wasm chunks (scripts/release/split.mjs); the first download holds only what the composer needs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ARTIFACTS, DIST, composeBig, typeInto, waitForApp, sharedBrowser, recordCspViolations, idleAfterMount } from "./support.mjs";

const shared = sharedBrowser();
const CHUNK = /\/(split_|chunk_)[\w-]+\.wasm$/;
// The tools' own modules; the chunks they share with the rest (chunk_*) may come earlier.
const TOOL_CHUNK = /^split_(range_tool|tools)-/;
const TOOLS = [
  // tool, an element its body renders
  ["range", "#range-from"],
  ["run", "#run-list li"],
  ["compare", "#compare-b"],
  ["bulk", "#bulk-input"],
];

/** A fresh context (cold cache) that records every chunk request with the time it was made. */
async function open(query, { lang = "en", hold } = {}) {
  const context = await shared.browser.newContext({ timezoneId: "UTC", viewport: { width: 1100, height: 900 }, locale: lang });
  await recordCspViolations(context);
  // The moment the composer first shows an ID, on the page's own clock.
  await context.addInitScript(() => {
    const look = () => {
      const box = document.getElementById("snowflake-id");
      if (box && /\d/.test(box.value)) window.__readyAt = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(e.message));
  const chunks = [];
  await page.route(CHUNK, async (route) => {
    chunks.push(route.request().url().split("/").pop());
    if (hold) await hold(route);
    else await route.continue();
  });
  await page.goto(`${shared.server.url}?${query}`);
  await waitForApp(page);
  return { context, page, problems, chunks };
}

const chunkStarts = (page) => page.evaluate(() => performance.getEntriesByType("resource")
  .filter((e) => /\/(split_|chunk_)[\w-]+\.wasm$/.test(e.name))
  .map((e) => ({ name: e.name.split("/").pop(), start: e.startTime })));

test("the build has the tools and the outputs below the first screen in chunks, every one content-hashed", () => {
  const wasm = readdirSync(DIST).filter((name) => name.endsWith(".wasm"));
  assert.equal(wasm.filter((name) => TOOL_CHUNK.test(name)).length, 2, `tool chunks: ${wasm}`);
  assert.equal(wasm.filter((name) => name.startsWith("split_below_first_screen-")).length, 1, `${wasm}`);
  for (const name of wasm) assert.match(name, /-[0-9a-f]{16}(_bg)?\.wasm$/, name);
  assert.equal(readdirSync(DIST).filter((name) => /^__wasm_split-[0-9a-f]{16}\.js$/.test(name)).length, 1);
});

test("the main module imports its glue under short names, and the glue is minified, so no import name ships with its hash twice", async () => {
  const main = readdirSync(DIST).find((name) => name.endsWith("_bg.wasm"));
  const glue = readdirSync(DIST).find((name) => /^snowflake-composer-[0-9a-f]{16}\.js$/.test(name));
  const imports = WebAssembly.Module.imports(await WebAssembly.compile(readFileSync(join(DIST, main))));
  const fromGlue = imports.filter((i) => i.module === "a");
  assert.ok(fromGlue.length > 100, `imports from the glue: ${fromGlue.length}`);
  assert.ok(fromGlue.every((i) => /^[a-zA-Z]{1,2}$/.test(i.name)), fromGlue.map((i) => i.name).join(" "));
  assert.deepEqual(imports.filter((i) => /_[0-9a-f]{16}$/.test(i.name)), []);
  const text = readFileSync(join(DIST, glue), "utf8");
  assert.doesNotMatch(text, /__wbg_\w+_[0-9a-f]{16}\b/);
  assert.ok(text.split("\n").length < 10, "the glue is minified");
});

test("the app's script and the chunk loader each start with V8's compile hint, so Chromium compiles them with the script", () => {
  const scripts = readdirSync(DIST).filter((name) => /^(snowflake-composer|__wasm_split)-[0-9a-f]{16}\.js$/.test(name));
  assert.equal(scripts.length, 2, `${scripts}`);
  for (const name of scripts) {
    const text = readFileSync(join(DIST, name), "utf8");
    assert.ok(text.startsWith("//# allFunctionsCalledOnLoad\n"), `${name} starts with ${JSON.stringify(text.slice(0, 40))}`);
  }
});

test("?embed fetches no tool's code until a tool is opened, then only that tool's", async () => {
  const { context, page, problems, chunks } = await open("embed&timestamp=1288834975657&datacenter=1&machine=1");
  // The full page fetches its tools' code when idle after its first answer: past that turn, a
  // probe fetched after it is routed after any fetch the app made in that turn.
  await idleAfterMount(page);
  await page.route("**/probe-after-idle", (route) => {
    chunks.push("probe");
    route.fulfill({ body: "" });
  });
  await page.evaluate(() => fetch("probe-after-idle"));
  assert.ok(chunks.includes("probe"));
  assert.deepEqual(chunks.filter((name) => TOOL_CHUNK.test(name)), [], `no tool's code before a tool is opened: ${chunks}`);
  await page.locator("#range summary").click();
  await page.locator("#range-from").waitFor();
  const tools = chunks.filter((name) => TOOL_CHUNK.test(name));
  assert.ok(tools.length === 1 && tools[0].startsWith("split_range_tool-"), `range fetched ${chunks}`);
  assert.deepEqual(problems, []);
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  await context.close();
});

test("the full page fetches the tools' code only after the composer has answered, then all of it", async () => {
  const { context, page, problems } = await open("timestamp=1288834975657&datacenter=1&machine=1");
  // Every chunk but the diagram embed's, which only ?embed=bits loads.
  const expected = readdirSync(DIST).filter((name) => CHUNK.test(`/${name}`) && !name.startsWith("split_diagram-")).length;
  const isTool = (name) => TOOL_CHUNK.test(name);
  await page.waitForFunction((n) => performance.getEntriesByType("resource")
    .filter((e) => /\/(split_|chunk_)[\w-]+\.wasm$/.test(e.name)).length === n, expected, { timeout: 15000 });
  const readyAt = await page.evaluate(() => window.__readyAt);
  for (const { name, start } of (await chunkStarts(page)).filter(({ name }) => isTool(name))) {
    assert.ok(start > readyAt, `${name} was requested at ${start} ms, before the composer answered at ${readyAt} ms`);
  }
  // Opened after the prefetch, a tool answers at once: no loading text is ever shown. Watched
  // by an observer rather than a short timeout, which a loaded machine can miss.
  await page.evaluate(() => {
    window.__statusShown = false;
    new MutationObserver(() => {
      if (document.querySelector("#bulk .tool-status")) window.__statusShown = true;
    }).observe(document.getElementById("bulk"), { childList: true, subtree: true });
  });
  await page.locator("#bulk summary").click();
  await page.locator("#bulk-input").waitFor();
  assert.equal(await page.evaluate(() => window.__statusShown), false, "the bulk tool showed its loading text");
  assert.deepEqual(problems, []);
  await context.close();
});

for (const [tool, shows] of TOOLS) {
  test(`from a cold cache, opening ${tool} in an embed fetches its code and shows it`, async () => {
    const { context, page, problems, chunks } = await open("embed&timestamp=1288834975657&datacenter=1&machine=1&sequence=5");
    await page.locator(`#${tool} summary`).click();
    await page.locator(shows).first().waitFor();
    assert.ok(chunks.some((name) => TOOL_CHUNK.test(name)), `${tool} fetched ${chunks}`);
    assert.equal(await page.locator(`#${tool} .tool-status`).count(), 0);
    assert.deepEqual(problems, []);
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    await context.close();
  });
}

test("while a tool's code is on its way the panel says so, and the composer keeps answering", async () => {
  let release;
  const held = new Promise((ok) => { release = ok; });
  const { context, page, problems } = await open("embed&timestamp=1288834975657&datacenter=1&machine=1", {
    hold: async (route) => {
      if (TOOL_CHUNK.test(route.request().url().split("/").pop())) await held;
      await route.continue();
    },
  });
  await page.locator("#run summary").click();
  const status = page.locator("#run .tool-status[role=status]");
  await status.waitFor();
  assert.equal((await status.textContent()).trim(), "Loading this tool…");
  await typeInto(page, "machine", "2");
  assert.equal(await page.locator("#snowflake-id").inputValue(), String(composeBig(1288834975657, 1, 2, 0)));
  release();
  await page.locator("#run-list li").first().waitFor();
  assert.equal(await status.count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

for (const [lang, failedText, retry] of [
  ["en", /could not be loaded/, "Try again"],
  ["ko", /불러오지 못했습니다/, "다시 시도"],
]) {
  test(`${lang}: a blocked chunk shows the retry text, the composer still composes, and trying again loads the tool`, async () => {
    let blocked = true;
    const { context, page, problems } = await open(`embed&lang=${lang}&timestamp=1288834975657&datacenter=1&machine=1`, {
      hold: (route) => (blocked && TOOL_CHUNK.test(route.request().url().split("/").pop()) ? route.abort("internetdisconnected") : route.continue()),
    });
    await page.locator("#compare summary").click();
    const alert = page.locator("#compare .tool-failed[role=alert]");
    await alert.waitFor();
    assert.match(await alert.textContent(), failedText);
    assert.equal(await page.locator("#app-error").count(), 0, "no crash banner");
    await typeInto(page, "sequence", "9");
    assert.equal(await page.locator("#snowflake-id").inputValue(), String(composeBig(1288834975657, 1, 1, 9)));
    await page.locator("#compare").screenshot({ path: join(ARTIFACTS, `tool-failed-${lang}.png`) });
    blocked = false;
    await alert.getByRole("button", { name: retry }).click();
    await page.locator("#compare-b").waitFor();
    assert.equal(await alert.count(), 0);
    assert.equal(await page.locator("#app-error").count(), 0);
    // Nothing but the one aborted fetch went wrong: no panic, no uncaught error.
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test("if the outputs below the first screen do not arrive, the result says so and the composer still composes", async () => {
  let blocked = true;
  const { context, page, problems } = await open("timestamp=1288834975657&datacenter=1&machine=1", {
    hold: (route) => (blocked && route.request().url().includes("/split_below_first_screen-") ? route.abort("internetdisconnected") : route.continue()),
  });
  const alert = page.locator(".about-id .tool-failed[role=alert]");
  await alert.waitFor();
  assert.match(await alert.textContent(), /rest of this page could not be loaded/);
  // The first screen's answer is all there: the ID, its bits and its time.
  assert.equal(await page.locator("#snowflake-id").inputValue(), "4194439168");
  await typeInto(page, "machine", "3");
  assert.equal(await page.locator("#snowflake-id").inputValue(), String(composeBig(1288834975657, 1, 3, 0)));
  blocked = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await page.locator("#format-hex").waitFor();
  assert.equal(await page.locator("#format-decimal").textContent(), String(composeBig(1288834975657, 1, 3, 0)));
  assert.equal(await page.locator("#app-error").count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});
