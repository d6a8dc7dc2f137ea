// The smoke set: the release build's main paths, each check written once against the driver
// interface of ./support.mjs and run in Firefox ESR and in WebKit (firefox.test.mjs,
// webkit.test.mjs); the Chromium end-to-end tests in tests/e2e/ go much further in one engine.
// Selectors and expected values are the ones the e2e tests use (file named at each check), the
// expected IDs from tests/vectors/ or BigInt arithmetic independent of the app. No fixed
// sleeps: every wait polls a condition in the page, with a bound.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { EPOCH, FIELDS, ROOT, composeBig, splitBig } from "../e2e/support.mjs";
import { serveDistWithRecorder } from "./support.mjs";

/** How long a condition may take to come true (a busy two-core machine, a chunk to fetch). */
const BOUND_MS = 15_000;
const TEST_TIMEOUT_MS = 60_000;

const WORKED = JSON.parse(readFileSync(join(ROOT, "tests/vectors/compose.json"), "utf8"))
  .cases.find((c) => c.name === "seed worked example");
const WORKED_QUERY = "timestamp=1288834975657&datacenter=1&machine=1&sequence=0";
/** splitBig's parts in the order of FIELDS. */
const inOrder = (parts) => FIELDS.map((f) => parts[f]);

/** The engine-neutral steps the checks are written in, over one driver. */
function steps(driver, server, seen) {
  const s = {
    /** Reads the page's recorded problems into `seen` (under `check`): before leaving a page, and at a check's end. */
    async collect(check) {
      const recorded = await driver.evaluate(() => (window.__smokeProblems ?? []).splice(0))
        .catch((error) => [`the page's record could not be read: ${error.message}`]);
      for (const problem of [...recorded, ...(await driver.nativeProblems())]) seen.problems.push(`${check}: ${problem}`);
    },
    /** Opens the app at `?query` (and `#hash`) and waits until it has mounted with an ID in the box. */
    open: (check, query = "", hash = "") => s.openUrl(check, `${server.url}${query ? `?${query}` : ""}${hash}`),
    /**
     * Before a navigation: the page being left first finishes what it is fetching (a chunk,
     * the wasm), which a navigation would cancel and the app would rightly report as a chunk that
     * did not arrive; then its problems are collected for `check`.
     */
    async leave(check) {
      await s.waitFor(() => (window.__smokeBusy ?? 0) === 0, [], "the page's fetches and wasm loads to finish before it is left");
      await s.collect(check);
    },
    /**
     * Opens `url` (the served app's) and waits as `open` does, and (unless `whole` is false)
     * until every slice below the first screen is in (`<html data-mounted>`).
     */
    async openUrl(check, url, whole = true) {
      await s.leave(check);
      await driver.goto(url);
      seen.pages += 1;
      await s.waitFor(() => Array.isArray(window.__smokeProblems), [], "the error recorder to be on the page");
      await s.waitFor(() => /^\d+$/.test(document.querySelector("#snowflake-id")?.value ?? ""), [], "the app to mount with an ID");
      if (whole) await s.waitFor(() => document.documentElement.hasAttribute("data-mounted"), [], "every slice to be in");
    },
    /** Polls `fn(...args)` in the page until it returns something truthy, which it resolves to; fails after `bound` ms. */
    async waitFor(fn, args, what, bound = BOUND_MS) {
      const deadline = Date.now() + bound;
      let last;
      for (;;) {
        last = await driver.evaluate(fn, ...args);
        if (last) return last;
        if (Date.now() > deadline) throw new Error(`waited ${bound} ms for ${what}; last saw ${JSON.stringify(last)}`);
        await delay(20); // the polling interval, not a wait for something to happen
      }
    },
    /** Waits until `read(...args)` in the page equals `expected` (or matches it, a RegExp), then asserts it. */
    async expect(read, args, expected, what) {
      const matches = (v) => (expected instanceof RegExp ? typeof v === "string" && expected.test(v) : JSON.stringify(v) === JSON.stringify(expected));
      const deadline = Date.now() + BOUND_MS;
      let value;
      while (!matches((value = await driver.evaluate(read, ...args))) && Date.now() < deadline) await delay(20);
      if (expected instanceof RegExp) assert.match(String(value), expected, what);
      else assert.deepEqual(value, expected, what);
    },
    value: (selector, expected) => s.expect((q) => document.querySelector(q)?.value ?? null, [selector], expected, selector),
    text: (selector, expected) => s.expect((q) => document.querySelector(q)?.textContent ?? null, [selector], expected, selector),
    attr: (selector, name, expected) => s.expect((q, n) => document.querySelector(q)?.getAttribute(n) ?? null, [selector, name], expected, `${selector} [${name}]`),
    /** Each field's value, in the order of FIELDS. */
    fields: (expected) => s.expect((ids) => ids.map((id) => document.getElementById(id).value), [FIELDS], expected, "the four fields"),
    /** A bit block's digits, whitespace left out. */
    bits: (block, expected) => s.expect((b) => document.querySelector(`#bits [data-field='${b}']`)?.textContent.replace(/\s+/g, "") ?? null, [block], expected, `${block} bits`),
    /**
     * A real click, aimed as Playwright aims one: the element is scrolled to the middle of the
     * view first, and clicked once it has stood still for two frames and is the element at its
     * own middle. Parts of the page arrive or render only as they near the view (a chunk after
     * the first paint, content-visibility: auto) and move what is below them; a click aimed
     * before that lands on something else.
     */
    async click(selector) {
      await s.waitFor((q) => new Promise((resolve) => {
        const element = document.querySelector(q);
        if (!element) return resolve(false);
        element.scrollIntoView({ block: "center", inline: "center" });
        const at = () => JSON.stringify(element.getBoundingClientRect());
        const before = at();
        requestAnimationFrame(() => requestAnimationFrame(() => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          resolve(at() === before && element.contains(hit));
        }));
      }), [selector], `${selector} to be there, still, and on top`);
      await driver.click(selector);
    },
    activeIndex: () => driver.evaluate(() => document.activeElement?.dataset.index ?? null),
    /** Focuses the element once it is there (a tool's inputs come with its code, after it opens). */
    focus: (selector) => s.waitFor((q) => {
      document.querySelector(q)?.focus();
      return document.activeElement === document.querySelector(q);
    }, [selector], `${selector} to be there and take focus`),
    /** As tests/e2e/support.mjs's typeInto: into the field (unless there), select all, type. */
    async typeInto(id, value) {
      if ((await driver.evaluate(() => document.activeElement?.id)) !== id) await s.focus(`#${id}`);
      await driver.press("Control+A");
      if (value === "") await driver.press("Backspace");
      else await driver.type(value);
    },
    /** As tests/e2e/decode.test.mjs's paste: the text onto the clipboard, then a real Control+V into the ID box. */
    async paste(text) {
      await driver.evaluate((t) => navigator.clipboard.writeText(t), text);
      await s.click("#snowflake-id");
      await driver.press("Control+A");
      await driver.press("Control+V");
    },
    /** Opens a tool's <details> by a click on its summary, as tests/e2e/korean.test.mjs does. */
    async openTool(id) {
      // The outputs below the answer come in a part of their own, and push the tools down when
      // they arrive (tests/e2e/embed-i18n.test.mjs waits for them the same way).
      await s.waitFor(() => document.querySelector(".about-id > .deferred > *") !== null, [], "the outputs below the answer");
      await s.click(`#${id} > summary`);
      await s.waitFor((t) => document.getElementById(t).open, [id], `#${id} to open`);
    },
    /**
     * Which of `selectors` match an element a person can see (a box that is not empty, not
     * visibility: hidden), as tests/e2e/embed-views.test.mjs's shownIn reads it.
     */
    shown: (selectors) => driver.evaluate((list) => list.filter((selector) =>
      [...document.querySelectorAll(selector)].some((e) => {
        const box = e.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(e).visibility !== "hidden";
      })), selectors),
  };
  return s;
}

/**
 * Registers the smoke set for one engine, its test names starting with `engine`: `launch()`
 * resolves to a driver (./support.mjs). One browser session and one served copy of dist/ for
 * the whole file; each check opens the pages it needs in that session's one tab.
 */
export function smokeSet(engine, launch) {
  const shared = { seen: { problems: [], pages: 0 } };
  const started = Date.now();
  const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
  before(async () => {
    shared.server = await serveDistWithRecorder();
    shared.driver = await launch();
    shared.s = steps(shared.driver, shared.server, shared.seen);
    console.log(`${engine} is ${shared.driver.engine}, started in ${seconds(started)} s`);
  });
  after(async () => {
    await shared.driver?.close();
    await shared.server?.close();
    console.log(`${engine}: the smoke set took ${seconds(started)} s, the browser's start and end included`);
  });
  const check = (name, fn) => test(`${engine}: ${name}`, { timeout: TEST_TIMEOUT_MS }, async () => {
    try {
      await fn(shared.s, shared.driver);
    } finally {
      await shared.s.collect(name); // the page's problems go under this check's name, pass or fail
    }
  });

  // tests/e2e/composer.test.mjs, "the worked example"; expected values from tests/vectors/compose.json.
  check("compose: typing 1288834975657, 1, 1, 0 into the four fields gives 4194439168 and its bits", async (s, d) => {
    await s.open("compose");
    for (const field of FIELDS) {
      await s.typeInto(field, WORKED[field]);
      await d.press("Enter");
    }
    await s.value("#snowflake-id", WORKED.id);
    for (const block of ["sign", "timestamp", "datacenter", "machine", "sequence"]) await s.bits(block, WORKED.bits[block]);
    await s.text("[data-step='3']", /= 4,194,439,168$/);
    await s.attr("#timestamp", "aria-invalid", "false");
  });

  // tests/e2e/before-wasm.test.mjs: the build's first screen, with the wasm held back.
  check("before the wasm: the fields, the ID box and the bits are there in Korean; an ID typed into the box is answered when the wasm comes", async (s, d) => {
    const id = "1541815603606036480";
    await s.open("before the wasm", "lang=ko");
    await d.evaluate(() => sessionStorage.setItem("smoke-hold-wasm", "1"));
    await s.leave("before the wasm");
    await d.goto(`${shared.server.url}?lang=ko`);
    await s.waitFor(() => document.querySelector("#composer > .first-screen #snowflake-id") !== null, [], "the static first screen");
    await s.waitFor(() => document.querySelector("#composer .first-screen.first-frame") === null, [], "the static first screen's second frame");
    await s.waitFor(() => (window.__heldWasm ?? 0) >= 1, [], "the app's fetch of its wasm, held");
    assert.equal(await d.evaluate(() => document.documentElement.hasAttribute("data-mounted") || /\d/.test(document.getElementById("snowflake-id").value)), false, "the app has not started");
    assert.deepEqual(await s.shown(["#composer .loading", "#timestamp", "#datacenter", "#machine", "#sequence", "#snowflake-id", "#bits [data-field='timestamp']"]),
      ["#timestamp", "#datacenter", "#machine", "#sequence", "#snowflake-id", "#bits [data-field='timestamp']"], "shown");
    await s.text("label[for='timestamp']", "타임스탬프");
    await s.typeInto("snowflake-id", id);
    await d.evaluate(() => window.__releaseWasm());
    await s.text("#time-utc", new Date(Number(splitBig(id).timestamp)).toISOString());
    await s.value("#snowflake-id", id);
    // The focus goes back in the frame after the app mounts, not with its answer.
    await s.expect(() => document.activeElement?.id ?? null, [], "snowflake-id", "the focus back in the ID box");
    await s.waitFor(() => document.documentElement.hasAttribute("data-mounted"), [], "every slice to be in");
  });

  // tests/e2e/decode.test.mjs, "paste an ID"; the ID and its parts from tests/e2e/embed-views.test.mjs.
  check("decode: 1804242886974412801 pasted with Control+V reads as 2024-06-21T20:00:00.123Z, datacenter 17, machine 9, sequence 2049", async (s) => {
    const id = "1804242886974412801";
    await s.open("decode a pasted ID");
    await s.paste(id);
    await s.fields(["1719000000123", "17", "9", "2049"]);
    assert.deepEqual(inOrder(splitBig(id)), ["1719000000123", "17", "9", "2049"], "the parts by BigInt arithmetic");
    await s.text("#format-decimal", id);
    await s.text("#time-utc", "2024-06-21T20:00:00.123Z");
    await s.bits("sequence", (2049).toString(2).padStart(12, "0"));
    await s.value("#snowflake-id", id);
  });

  // tests/e2e/slices.test.mjs, "a key typed into the ID box while the slices mount".
  check("slices: keys typed into the ID box as soon as it holds an ID are kept and focused, and every slice comes in", async (s, d) => {
    const id = String(composeBig(1700000000000n, 3n, 7n, 42n));
    await s.openUrl("type while the slices mount", `${shared.server.url}?lang=en`, false);
    const early = !(await d.evaluate(() => document.documentElement.hasAttribute("data-mounted")));
    console.log(`${engine}: the first key came ${early ? "before" : "after"} the last slice`);
    await s.typeInto("snowflake-id", id);
    await s.waitFor(() => document.documentElement.hasAttribute("data-mounted"), [], "every slice to be in");
    await s.value("#snowflake-id", id);
    assert.equal(await d.evaluate(() => document.activeElement?.id), "snowflake-id", "the focus stays in the ID box");
    await s.fields(inOrder(splitBig(id)));
    await s.text("#format-decimal", id);
    assert.deepEqual(await s.shown(["#timestamp-ms", "#tools", "#format-decimal", ".embed-panel"]), ["#timestamp-ms", "#tools", "#format-decimal", ".embed-panel"]);
  });

  // tests/e2e/calm-typing.test.mjs (a link typed key by key) and dates.test.mjs (a link decodes to its ID).
  check("decode: the post link https://x.com/jack/status/20, typed key by key, reads as ID 20 and the link stays as typed", async (s) => {
    const link = "https://x.com/jack/status/20";
    await s.open("decode a post link");
    await s.typeInto("snowflake-id", link);
    await s.fields(inOrder(splitBig(20n)));
    await s.text("#format-decimal", "20");
    await s.bits("sequence", "000000010100");
    await s.value("#snowflake-id", link);
    await s.attr("#snowflake-id", "aria-invalid", "false");
  });

  // tests/e2e/decode.test.mjs, "flip bits with the keyboard alone".
  check("bits: Tab from the ID box into the bits, End, Space, ArrowLeft, Enter flip bits 63 and 62; Home, Space leave the sign bit; Tab leaves", async (s, d) => {
    await s.open("flip a bit", "id=4194439168");
    await s.focus("#snowflake-id");
    let presses = 0;
    while ((await s.activeIndex()) === null) {
      await d.press("Tab");
      assert.ok(++presses <= 12, `the bits were not reached in 12 Tab presses (at #${await d.evaluate(() => document.activeElement?.id)})`);
    }
    console.log(`${engine}: the bits were reached in ${presses} Tab presses from the ID box`);
    assert.equal(await s.activeIndex(), "1", "the bits are entered at the first bit that can flip");
    await d.press("End");
    assert.equal(await s.activeIndex(), "63");
    await d.press("Space");
    await s.value("#snowflake-id", "4194439169");
    await d.press("ArrowLeft");
    assert.equal(await s.activeIndex(), "62");
    await d.press("Enter");
    await s.value("#snowflake-id", String(4194439169n ^ 2n));
    await d.press("Home");
    assert.equal(await s.activeIndex(), "0");
    await d.press("Space");
    await s.attr("#bits [data-index='0']", "aria-label", /cannot be set/);
    await s.value("#snowflake-id", String(4194439169n ^ 2n));
    await d.press("Tab");
    assert.equal(await s.activeIndex(), null, "one Tab leaves the bits");
  });

  // tests/e2e/gesture.test.mjs (title, heading, layout line) and embed-i18n.test.mjs (the label).
  check("Korean: ?lang=ko gives html lang=\"ko\", the Korean title, heading, field label and layout line, and the same ID", async (s) => {
    await s.open("Korean", `lang=ko&${WORKED_QUERY}`);
    await s.expect(() => document.documentElement.lang, [], "ko", "html lang");
    await s.expect(() => document.title.startsWith("스노우플레이크 ID 생성기"), [], true, "the title");
    await s.expect(() => [...document.querySelectorAll("h1")].filter((h) => h.getClientRects().length).map((h) => h.textContent), [],
      ["스노우플레이크 ID 생성기"], "the visible h1");
    await s.text("label[for='timestamp']", "타임스탬프");
    await s.text("label[for='layout']", "ID 형식");
    await s.expect(() => document.querySelector("#layout").value, [], "twitter", "the layout select");
    await s.value("#snowflake-id", WORKED.id);
  });

  // tests/e2e/layouts.test.mjs, "each preset by the address"; Discord's example from its API reference.
  check("layout: ?layout=discord reads Discord's example 175928847299117063 as 2016-04-30T11:18:25.796Z, worker 1, process 0, increment 7", async (s) => {
    await s.open("Discord's layout", "lang=en&layout=discord&id=175928847299117063");
    await s.expect(() => document.querySelector("#layout").value, [], "discord", "the layout select");
    await s.text("#time-utc", "2016-04-30T11:18:25.796Z");
    await s.expect(() => [...document.querySelectorAll("form.fields input")].map((i) => [i.dataset.block, i.value]), [],
      [["timestamp", "1462015105796"], ["worker", "1"], ["process", "0"], ["increment", "7"]], "the fields");
    await s.bits("increment", (7).toString(2).padStart(12, "0"));
  });

  // README's embed snippet; tests/e2e/embed-i18n.test.mjs, "the embedded view alone".
  check("embed: ?embed shows the composer with the ID and no page header or embed panel", async (s) => {
    await s.open("?embed", "embed&lang=en&datacenter=1&machine=1&timestamp=1288834975657");
    await s.value("#snowflake-id", WORKED.id);
    await s.bits("machine", "00001");
    assert.deepEqual(await s.shown([".page-header"]), [], "shown");
    await s.expect(() => document.querySelectorAll(".embed-panel").length, [], 0, "embed panels");
  });

  // tests/e2e/embed-views.test.mjs, "compact".
  check("embed: ?embed=compact shows the fields, the ID, its UTC moment and the five bit blocks, and no local time, forms, tools or page chrome", async (s) => {
    await s.open("?embed=compact", `embed=compact&lang=en&${WORKED_QUERY}`);
    await s.value("#snowflake-id", String(composeBig(1288834975657n, 1n, 1n, 0n)));
    const blocks = ["sign", "timestamp", "datacenter", "machine", "sequence"].map((f) => `#bits [data-field="${f}"]`);
    assert.deepEqual(await s.shown(["#timestamp", "#datacenter", "#machine", "#sequence", "#snowflake-id", "#time-utc", ...blocks]),
      ["#timestamp", "#datacenter", "#machine", "#sequence", "#snowflake-id", "#time-utc", ...blocks], "shown");
    for (const block of ["sign", "timestamp", "datacenter", "machine", "sequence"]) await s.bits(block, WORKED.bits[block]);
    assert.deepEqual(await s.shown([".clock", "#time-local", "#format-decimal", ".calculation", "#code-heading", "#range", "#run",
      ".tools-nav", ".embed-panel", ".page-header", ".explain", ".page-footer"]), [], "shown");
  });

  // tests/e2e/range.test.mjs, "typed with the keyboard"; first = (from − epoch) << 22, last = ((to − epoch) << 22) | 4194303.
  check("tool #range: opened, 1719000000000 to 1719000000999 typed, gives its first and last IDs and the SQL", async (s, d) => {
    await s.open("#range", "lang=en");
    await s.openTool("range");
    await s.typeInto("range-from", "1719000000000");
    await d.press("Tab");
    await d.type("1719000000999");
    const first = (1719000000000n - EPOCH) << 22n;
    const last = ((1719000000999n - EPOCH) << 22n) | 4194303n;
    await s.text("#range-first", String(first));
    await s.text("#range-last", String(last));
    await s.text("#range-sql", `WHERE id BETWEEN ${first} AND ${last}`);
  });

  // tests/e2e/tools.test.mjs, "run: eight IDs from the composed one".
  check("tool #run: opened at sequence 4093, lists eight IDs rolling over to the next millisecond", async (s) => {
    const [t, dc, m] = [1288834975657n, 1n, 1n];
    await s.open("#run", `lang=en&timestamp=${t}&datacenter=${dc}&machine=${m}&sequence=4093`);
    await s.openTool("run");
    const expected = [4093n, 4094n, 4095n].map((q) => String(composeBig(t, dc, m, q)))
      .concat([0n, 1n, 2n, 3n, 4n].map((q) => String(composeBig(t + 1n, dc, m, q))));
    await s.expect(() => [...document.querySelectorAll("#run-list li")].map((li) => li.dataset.id), [], expected, "#run-list rows");
    await s.expect(() => document.querySelectorAll("#run-list li")[3].textContent, [], /next millisecond/, "the rollover row");
  });

  // tests/e2e/tools.test.mjs, "compare: A starts as the current ID".
  check("tool #compare: opened, A is the current ID; B typed as a post link gives B − A = -1000123 ms", async (s) => {
    const a = composeBig(1719000000123n, 3n, 0n, 0n);
    const b = composeBig(1718999000000n, 3n, 9n, 5n);
    await s.open("#compare", "lang=en&timestamp=1719000000123&datacenter=3");
    await s.openTool("compare");
    await s.value("#compare-a", String(a));
    await s.typeInto("compare-b", `https://x.com/jack/status/${b}`);
    await s.expect(() => document.getElementById("compare-delta-ms")?.textContent.replaceAll(",", ""), [], "-1000123", "#compare-delta-ms");
    await s.text("#compare-delta-human", "-16 min 40 s 123 ms");
  });

  // tests/e2e/tools.test.mjs, "bulk: a pasted list decodes line by line" (typed here, Enter between lines).
  check("tool #bulk: opened, a typed list of IDs, a link and bad lines decodes line by line, errors keep their line", async (s, d) => {
    const big = 1804242886974412801n;
    const lines = ["4194439168", "", `https://twitter.com/jack/status/${big}`, "not an id", "20", "4194439168", "-5"];
    await s.open("#bulk", "lang=en");
    await s.openTool("bulk");
    await s.focus("#bulk-input");
    for (const [i, line] of lines.entries()) {
      if (i > 0) await d.press("Enter");
      await d.type(line);
    }
    await s.value("#bulk-input", lines.join("\n"));
    await s.expect(() => [...document.querySelectorAll("#bulk-table tbody tr")].map((r) => r.dataset.id), [],
      ["4194439168", String(big), "20", "4194439168"], "#bulk-table rows");
    await s.expect(() => [...document.querySelectorAll("#bulk-errors li")].map((li) => [li.dataset.line, li.dataset.errorKind]), [],
      [["4", "not_a_number"], ["7", "negative"]], "#bulk-errors");
  });

  // tests/e2e/decode.test.mjs, "paste 1061077663923769421, flip its lowest bit, share the link, open it fresh".
  check("share: flip bit 63 of 1061077663923769421, Copy link, open the copied link: the same ID and fields", async (s, d) => {
    await s.open("share link");
    await s.paste("1061077663923769421");
    await s.fields(inOrder(splitBig(1061077663923769421n)));
    await s.click("#bits [data-index='63']");
    await s.value("#snowflake-id", "1061077663923769420");
    await s.click("#copy-link");
    await s.text("#copy-link + .copy-status", "Copied");
    const link = await d.evaluate(() => navigator.clipboard.readText());
    assert.ok(link.startsWith(shared.server.url), link);
    await s.openUrl("share link", link);
    await s.value("#snowflake-id", "1061077663923769420");
    await s.fields(inOrder(splitBig(1061077663923769420n)));
  });

  check("no uncaught exception, unhandled rejection, failed load, CSP violation or console error on any page the set opened", async (s) => {
    await s.collect("the last page");
    assert.ok(shared.seen.pages >= 12, `the set opened ${shared.seen.pages} pages`);
    assert.deepEqual(shared.seen.problems, []);
  });
}
