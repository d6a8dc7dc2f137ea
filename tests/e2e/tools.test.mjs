// End to end: the page's three "many IDs" tools and their navigation: a generator's run
// (#run), two IDs compared (#compare) and a list decoded and exported (#bulk). Expected IDs
// come from BigInt arithmetic on the layout, written here independently of the app.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { axeChecks, expectNoAxeViolations } from "./axe.mjs";
import {
  ARTIFACTS, EPOCH, composeBig, countAddressRewrites, settled, splitBig, typeInto, waitForAddressRewrite, waitForApp, sharedBrowser,
} from "./support.mjs";

const shared = sharedBrowser();

async function open(query, hash = "", options = {}, { countRewrites = false } = {}) {
  const context = await shared.browser.newContext({
    timezoneId: "UTC", viewport: { width: 1100, height: 900 }, permissions: ["clipboard-read", "clipboard-write"], acceptDownloads: true, ...options,
  });
  if (countRewrites) await countAddressRewrites(context);
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(`${shared.server.url}?${query}${hash}`);
  await waitForApp(page);
  return { context, page, problems };
}

const rowIds = (page, selector) => page.locator(selector).evaluateAll((rows) => rows.map((r) => r.dataset.id));

test("the tools navigation opens each tool from the keyboard", async () => {
  const { context, page } = await open("");
  for (const id of ["range", "run", "compare", "bulk"]) {
    assert.equal(await page.locator(`#${id}`).getAttribute("open"), null, `${id} starts closed`);
    await page.locator(`.tools-nav a[href="#${id}"]`).focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction((id) => document.getElementById(id).open, id);
  }
  await context.close();
});

test("a tool opened by the address keeps its fragment, and once closed its link opens it again", async () => {
  const { context, page } = await open("", "#range", {}, { countRewrites: true });
  await page.waitForFunction(() => document.getElementById("range").open);
  // Past the address bar's own update after load: the fragment is where the reader is.
  await waitForAddressRewrite(page);
  assert.equal(await page.evaluate(() => location.hash), "#range");
  await page.locator("#range > summary").click();
  await page.waitForFunction(() => !document.getElementById("range").open);
  // Read in the page: Playwright learns of a replaceState only a moment later. A closed tool
  // gives its fragment up.
  await page.waitForFunction(() => location.hash === "");
  await page.locator('.tools-nav a[href="#range"]').click();
  await page.waitForFunction(() => document.getElementById("range").open);
  await context.close();
});

test("run: eight IDs from the composed one, rolling over to the next millisecond after 4095", async () => {
  const [t, d, m] = [1288834975657n, 1n, 1n];
  const { context, page, problems } = await open(`timestamp=${t}&datacenter=${d}&machine=${m}&sequence=4093`, "#run");
  const expected = [4093n, 4094n, 4095n].map((s) => String(composeBig(t, d, m, s)))
    .concat([0n, 1n, 2n, 3n, 4n].map((s) => String(composeBig(t + 1n, d, m, s))));
  // The tool's code arrives in a chunk when the fragment opens it; its rows follow.
  await page.locator("#run-list li").nth(7).waitFor();
  assert.deepEqual(await rowIds(page, "#run-list li"), expected);
  // The rollover row says so in words, not only by its style.
  assert.deepEqual(await page.locator("#run-list li .run-mark").count(), 1);
  assert.match(await page.locator("#run-list li").nth(3).textContent(), /next millisecond/);
  // The clock-backwards example repeats the first ID of the millisecond 3 ms earlier.
  assert.ok((await page.locator("#run-hazard").textContent()).includes(String(composeBig(t - 3n, d, m, 0n))));
  await page.locator("#copy-run").click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.deepEqual(copied.trim().split("\n"), expected);
  await page.locator("#run").screenshot({ path: join(ARTIFACTS, "run-en.png") });
  assert.deepEqual(problems, []);
  await context.close();
});

test("with every tool open, an edit is read at once in the ID, the bits, the headline and the run, and a paint later in the written forms", async () => {
  const { context, page, problems } = await open("timestamp=1719000000000&datacenter=2&machine=3", "#run");
  for (const tool of ["range", "compare", "bulk"]) await page.locator(`#${tool} > summary`).click();
  await typeInto(page, "run-count", "5");
  await page.waitForFunction(() => document.querySelectorAll("#run-list li").length === 5);
  await page.locator("#format-decimal").filter({ hasText: /\d/ }).waitFor();
  // Each edit is one input event; the read that follows waits for no frame, timer or idle time.
  const read = () => page.evaluate(() => ({
    id: document.getElementById("snowflake-id").value,
    sequence: document.querySelector("#bits [data-field='sequence']").textContent.replace(/\s+/g, ""),
    ms: document.getElementById("timestamp-ms").textContent,
    utc: document.getElementById("time-utc").textContent,
    decimal: document.getElementById("format-decimal").textContent.replace(/\D/g, ""),
    run: [...document.querySelectorAll("#run-list li")].map((row) => row.dataset.id),
  }));
  await page.locator("#sequence").fill("77");
  let seen = await read();
  const behind = async () => { await settled(page); return read(); };
  let id = composeBig(1719000000000n, 2n, 3n, 77n);
  assert.equal(seen.id, String(id));
  assert.equal(seen.sequence, (77).toString(2).padStart(12, "0"));
  assert.deepEqual(seen.run, [0n, 1n, 2n, 3n, 4n].map((i) => String(id + i)));
  assert.equal((await behind()).decimal, String(id));
  await page.locator("#timestamp").fill("1719000000999");
  seen = await read();
  id = composeBig(1719000000999n, 2n, 3n, 77n);
  assert.equal(seen.id, String(id));
  assert.equal(seen.utc, "2024-06-21T20:00:00.999Z");
  assert.equal(seen.run[0], String(id));
  seen = await behind();
  assert.equal(seen.ms, "1,719,000,000,999");
  assert.equal(seen.decimal, String(id));
  assert.deepEqual(problems, []);
  await context.close();
});

test("run: rows the browser has not laid out yet hold the new IDs right after an edit, and show them once scrolled to", async () => {
  const { context, page, problems } = await open("timestamp=1719000000000&datacenter=2&machine=3", "#run");
  await typeInto(page, "run-count", "1000");
  await page.waitForFunction(() => document.querySelectorAll("#run-list li").length === 1000);
  await typeInto(page, "datacenter", "7");
  await page.keyboard.press("Enter");
  // Read at once, before anything is scrolled: the last row is skipped by rendering, not by the DOM.
  const read = (row) => ({
    id: row.dataset.id, code: row.querySelector("code").textContent,
    rendered: row.querySelector("code").checkVisibility({ contentVisibilityAuto: true }), height: row.getBoundingClientRect().height,
  });
  const last = await page.locator("#run-list li").last().evaluate(read);
  const expected = String(composeBig(1719000000000n, 7n, 3n, 999n));
  assert.deepEqual({ id: last.id, code: last.code, rendered: last.rendered }, { id: expected, code: expected, rendered: false }, "the last row waits for view");
  await page.locator("#run-list li").last().scrollIntoViewIfNeeded();
  // The browser renders it at its next frame.
  await page.waitForFunction(() => [...document.querySelectorAll("#run-list li code")].at(-1).checkVisibility({ contentVisibilityAuto: true }));
  const shown = await page.locator("#run-list li").last().evaluate(read);
  assert.deepEqual({ id: shown.id, code: shown.code, rendered: shown.rendered }, { id: expected, code: expected, rendered: true });
  assert.ok(shown.height > 10, `a row of ${shown.height} px`);
  assert.deepEqual(problems, []);
  await context.close();
});

test("run: 10,000 IDs list the first 1,000 and copy all; the 41-bit limit ends a run early", async () => {
  const { context, page } = await open("timestamp=1719000000000&datacenter=2&machine=3", "#run");
  await typeInto(page, "run-count", "10000");
  await page.waitForFunction(() => document.querySelectorAll("#run-list li").length === 1000);
  assert.equal(await page.locator("#run-shown").isVisible(), true);
  await page.locator("#copy-run").click();
  const lines = (await page.evaluate(() => navigator.clipboard.readText())).trim().split("\n");
  assert.equal(lines.length, 10000);
  // 10,000 IDs from sequence 0: two full milliseconds (8,192) and 1,808 of a third.
  assert.equal(lines.at(-1), String(composeBig(1719000000002n, 2n, 3n, 1807n)));
  await typeInto(page, "run-count", "0");
  await page.keyboard.press("Enter"); // "0" could still become "01": judged when the person is done
  assert.equal(await page.locator("#run-count-error").getAttribute("data-error-kind"), "out_of_range");
  await typeInto(page, "run-count", "10");
  await typeInto(page, "timestamp", "3487858230208");
  await typeInto(page, "sequence", "4090");
  await page.waitForFunction(() => document.querySelectorAll("#run-list li").length === 6);
  assert.equal(await page.locator("#run-limit").isVisible(), true);
  assert.equal((await rowIds(page, "#run-list li")).at(-1), String(composeBig(3487858230208n, 2n, 3n, 4095n)));
  // No ID, no run.
  await typeInto(page, "machine", "32");
  assert.equal(await page.locator("#run .id-invalid").isVisible(), true);
  assert.equal(await page.locator("#run-list li").count(), 0);
  await context.close();
});

test("compare: A starts as the current ID; the delta is B − A, signed; differing fields and bits are marked", async () => {
  const a = composeBig(1719000000123n, 3n, 0n, 0n);
  const { context, page, problems } = await open("timestamp=1719000000123&datacenter=3", "#compare");
  assert.equal(await page.locator("#compare-a").inputValue(), String(a));
  const b = composeBig(1718999000000n, 3n, 9n, 5n); // earlier by 1,000,123 ms
  await typeInto(page, "compare-b", `https://x.com/jack/status/${b}`);
  assert.equal((await page.locator("#compare-delta-ms").textContent()).replaceAll(",", ""), "-1000123");
  assert.equal(await page.locator("#compare-delta-human").textContent(), "-16 min 40 s 123 ms");
  const differs = await page.locator(".compare-table tbody tr").evaluateAll((rows) =>
    rows.map((r) => [r.dataset.field, r.hasAttribute("data-differs")]));
  assert.deepEqual(differs, [["time", true], ["datacenter", false], ["machine", true], ["sequence", true]]);
  const marks = (await page.locator("#compare-strip .strip-byte:not(.strip-labels)").evaluateAll((bytes) =>
    bytes.map((b) => b.children[2].textContent))).join("");
  const xor = (a ^ b).toString(2).padStart(64, "0");
  assert.equal(marks, [...xor].map((bit) => (bit === "1" ? "^" : "·")).join(""));
  // Read aloud, the strip is hidden; each ID's bits are a line of their own instead.
  assert.equal(await page.locator("#compare-strip").getAttribute("aria-hidden"), "true");
  const spoken = await page.locator("#compare-strip + .visually-hidden").innerText();
  const bytes = (v) => v.toString(2).padStart(64, "0").match(/.{8}/g).join(" ");
  assert.deepEqual(spoken.split("\n").map((l) => l.trim()), [`A ${bytes(a)}`, `B ${bytes(b)}`]);
  assert.match(await page.locator("#compare-order").textContent(), /^B sorts first/);
  assert.match(await page.locator("#compare-machine").textContent(), /A block that names the generator differs/);
  await page.waitForFunction(() => new URLSearchParams(location.search).has("compare_b"));
  // Each input shows the ID box's errors.
  await typeInto(page, "compare-a", "-3");
  assert.equal(await page.locator("#compare-a-error").getAttribute("data-error-kind"), "negative");
  assert.equal(await page.locator("#compare-delta-ms").isVisible(), false);
  await page.locator("#compare").screenshot({ path: join(ARTIFACTS, "compare-en.png") });
  assert.deepEqual(problems, []);
  await context.close();
});

test("bulk: a pasted list decodes line by line, errors keep their line, sorting is by ID, repeats and old IDs are marked", async () => {
  const { context, page, problems } = await open("", "#bulk");
  const big = 1804242886974412801n;
  const lines = ["4194439168", "", `https://twitter.com/jack/status/${big}`, "not an id", "20", "4194439168", "-5"];
  await page.locator("#bulk-input").fill(lines.join("\n"));
  assert.deepEqual(await rowIds(page, "#bulk-table tbody tr"), ["4194439168", String(big), "20", "4194439168"]);
  const errors = await page.locator("#bulk-errors li").evaluateAll((items) => items.map((li) => [li.dataset.line, li.dataset.errorKind]));
  assert.deepEqual(errors, [["4", "not_a_number"], ["7", "negative"]]);
  assert.equal(await page.locator("#bulk-table tr[data-repeated]").count(), 2);
  // 20, a counter from before Snowflake: its badge says so, and its time is struck through.
  assert.match(await page.locator("#bulk-table tbody tr").nth(2).textContent(), /counter, no time/);
  assert.equal(await page.locator("#bulk-table tbody tr").nth(2).locator("td").nth(2).evaluate((td) => getComputedStyle(td).textDecorationLine), "line-through");
  assert.match(await page.locator("#bulk-table tbody tr").nth(0).textContent(), /worked example/);
  const cells = await page.locator("#bulk-table tbody tr").nth(1).locator("td").allTextContents();
  const parts = splitBig(big);
  assert.deepEqual(cells.slice(3), [parts.datacenter, parts.machine, parts.sequence]);
  await page.locator("#bulk-sort").check();
  assert.deepEqual(await rowIds(page, "#bulk-table tbody tr"), ["20", "4194439168", "4194439168", String(big)]);
  await page.locator("#bulk").screenshot({ path: join(ARTIFACTS, "bulk-en.png") });
  assert.deepEqual(problems, []);
  await context.close();
});

test("bulk: the JSON export keeps every ID's digits through JSON.parse, and the CSV has its header", async () => {
  const { context, page } = await open("", "#bulk");
  const ids = [1804242886974412801n, 9223372036854775807n, 9007199254740993n];
  await page.locator("#bulk-input").fill(ids.join("\n"));
  const [download] = await Promise.all([page.waitForEvent("download"), page.locator("#bulk-download-json").click()]);
  assert.equal(download.suggestedFilename(), "snowflake-ids.json");
  const parsed = JSON.parse(readFileSync(await download.path(), "utf8"));
  assert.deepEqual(parsed.map((row) => BigInt(row.id)), ids);
  assert.ok(parsed.every((row) => typeof row.id === "string"));
  // The point of strings: as Numbers these IDs would not survive.
  assert.ok(ids.some((id) => BigInt(Number(id)) !== id));
  assert.deepEqual(Object.keys(parsed[0]), ["line", "id", "unix_ms", "utc", "datacenter", "machine", "sequence", "before_snowflake"]);
  // Every one of these is above 29,700,859,247, Twitter's first Snowflake ID.
  assert.ok(parsed.every((row) => row.before_snowflake === false));
  assert.equal(parsed[0].unix_ms, Number((ids[0] >> 22n) + EPOCH));
  const [csvDownload] = await Promise.all([page.waitForEvent("download"), page.locator("#bulk-download-csv").click()]);
  const csv = readFileSync(await csvDownload.path(), "utf8").trim().split("\n");
  assert.equal(csv[0], "line,id,unix_ms,utc,datacenter,machine,sequence,before_snowflake");
  assert.deepEqual(csv.slice(1).map((line) => line.split(",")[1]), ids.map(String));
  await page.locator("#bulk-copy-json").click();
  assert.deepEqual(JSON.parse(await page.evaluate(() => navigator.clipboard.readText())).map((r) => r.id), ids.map(String));
  await context.close();
});

test("bulk: a paste replaces the selection and leaves the caret after the pasted text, as a paste does", async () => {
  const { context, page } = await open("", "#bulk");
  const area = page.locator("#bulk-input");
  await area.fill("20\nxx\n22");
  // Select "xx" (characters 3–5) and paste two lines over it.
  await area.evaluate((a) => a.setSelectionRange(3, 5));
  await page.evaluate(() => navigator.clipboard.writeText("21\n4194439168"));
  await page.keyboard.press("Control+V");
  assert.equal(await area.inputValue(), "20\n21\n4194439168\n22");
  assert.deepEqual(await area.evaluate((a) => [a.selectionStart, a.selectionEnd]), [16, 16]);
  await page.waitForFunction(() => document.querySelectorAll("#bulk-table tbody tr").length === 4);
  assert.deepEqual(await rowIds(page, "#bulk-table tbody tr"), ["20", "21", "4194439168", "22"]);
  await page.keyboard.type("9");
  assert.equal(await area.inputValue(), "20\n21\n41944391689\n22", "typing goes on at the caret");
  await context.close();
});

test("bulk: 100,000 lines render one page of rows, and the pages move", async () => {
  const { context, page } = await open("", "#bulk");
  const start = composeBig(1719000000000n, 1n, 2n, 0n);
  const text = Array.from({ length: 100_000 }, (_, i) => String(start + BigInt(i))).join("\n");
  // Pasted, as a person does (Playwright's fill types 2 MB far slower than any paste).
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.locator("#bulk-input").focus();
  await page.keyboard.press("Control+V");
  await page.waitForFunction(() => document.querySelectorAll("#bulk-table tbody tr").length === 100, null, { timeout: 10_000 });
  assert.match(await page.locator("#bulk-page").textContent(), /^Rows 1–100 of 100,000$/);
  await page.locator("#bulk-next").click();
  assert.equal((await rowIds(page, "#bulk-table tbody tr"))[0], String(start + 100n));
  await context.close();
});

for (const lang of ["en", "ko"]) {
  for (const colorScheme of ["light", "dark"]) {
    test(`${lang}, ${colorScheme}: every tool open has ${axeChecks(colorScheme)}`, async () => {
      const { context, page } = await open(`lang=${lang}&compare_b=20&range_from=1719000000000`, "", { colorScheme });
      for (const id of ["run", "bulk"]) await page.locator(`#${id} summary`).click();
      await page.locator("#bulk-input").fill("4194439168\nnope\n20");
      await page.locator("#run-list li").first().waitFor();
      await expectNoAxeViolations(page, colorScheme, { include: ["#range", "#run", "#compare", "#bulk", ".tools-nav"], name: "the open tools" });
      await context.close();
    });
  }
}

test("each tool has one name: its link in the tools list reads exactly as its section's heading, in both languages", async () => {
  for (const lang of ["en", "ko"]) {
    const { context, page } = await open(`lang=${lang}`);
    for (const tool of ["range", "run", "compare", "bulk"]) {
      const chip = (await page.locator(`#tools a[href="#${tool}"]`).textContent()).trim();
      const heading = (await page.locator(`#${tool}-heading`).textContent()).trim();
      assert.ok(chip.length > 0);
      assert.equal(chip, heading, `${lang} ${tool}`);
    }
    await context.close();
  }
});
