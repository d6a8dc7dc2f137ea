// End to end: reading IDs back, flipping bits, the time, the code samples and the share link,
// on the release build in Chromium. Expected values come from BigInt arithmetic here.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import vm from "node:vm";
import { ARTIFACTS, FIELDS, sharedApp, waitForId, splitBig, typeInto } from "./support.mjs";

const TWO_53 = 2n ** 53n;

const shared = sharedApp({ permissions: ["clipboard-read", "clipboard-write"] });

/** Pastes `text` into the ID box through the real clipboard, as a person does. */
async function paste(page, text) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  const box = page.locator("#snowflake-id");
  await box.click();
  await box.press("Control+A");
  await box.press("Control+V");
}

const fieldValues = (page) => Promise.all(FIELDS.map((f) => page.locator(`#${f}`).inputValue()));
const blockBits = (page, block) =>
  page.locator(`#bits [data-field='${block}']`).evaluate((el) => el.textContent.replace(/\s+/g, ""));

const PASTES = [
  ["the largest ID", "9223372036854775807"],
  ["2^53 − 1", String(TWO_53 - 1n)],
  ["2^53", String(TWO_53)],
  ["2^53 + 1, which a Number cannot hold", String(TWO_53 + 1n)],
  ["2^53 + 3", String(TWO_53 + 3n)],
  ["zero", "0"],
  ["an ID from a JSON string", '"1804242886974412801"'],
  ["grouped digits", "1,061,077,663,923,769,421"],
  ["hex", "0x0EB9B5C1B2A1F04D"],
  ["binary", "0b" + (1061077663923769421n).toString(2)],
];

for (const [name, text] of PASTES) {
  test(`paste an ID: ${name}`, async () => {
    const { page } = shared.app;
    await paste(page, text);
    const expected = BigInt(text.replace(/["',]/g, ""));
    const parts = splitBig(expected);
    assert.deepEqual(await fieldValues(page), FIELDS.map((f) => parts[f]));
    assert.equal(await page.locator("#format-decimal").textContent(), expected.toString());
    assert.equal(await page.locator("#format-hex").textContent(), "0x" + expected.toString(16).toUpperCase().padStart(16, "0"));
    assert.equal(await page.locator("#format-binary").textContent(), "0b" + expected.toString(2).padStart(64, "0"));
    assert.equal(await blockBits(page, "sequence"), (expected & 4095n).toString(2).padStart(12, "0"));
    assert.equal(await page.locator("#snowflake-id").inputValue(), text, "the pasted text stays as pasted");
    const utc = new Date(Number(parts.timestamp)).toISOString();
    assert.equal(await page.locator("#time-utc").textContent(), utc);
  });
}

const REFUSALS = [
  ["the sign bit set (2^63)", "9223372036854775808", /sign bit/],
  ["2^64 − 1", "18446744073709551615", /sign bit/],
  ["more than 64 bits", "18446744073709551616", /64-bit/],
  ["a negative number", "-42", /never negative/],
  ["text", "snowflake", /found “snowflake”/],
];

for (const [name, text, message] of REFUSALS) {
  test(`refuse: ${name}`, async () => {
    const { page } = shared.app;
    await paste(page, text);
    assert.equal(await page.locator("#snowflake-id").getAttribute("aria-invalid"), "true");
    assert.match(await page.locator("#snowflake-id-error").textContent(), message);
    assert.equal(await page.locator("#format-decimal").textContent(), "");
    assert.equal(await blockBits(page, "timestamp"), "");
  });
}

test("flip bits with the keyboard: Tab into the grid, arrows, Space and Enter", async () => {
  const { page } = shared.app;
  await paste(page, "4194439168");
  await page.locator("#bits [data-index='63']").click(); // lowest bit: 4194439168 → 4194439169
  assert.equal(await page.locator("#snowflake-id").inputValue(), "4194439169");
  await page.keyboard.press("ArrowLeft");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.index), "62");
  await page.keyboard.press("Space");
  assert.equal(await page.locator("#snowflake-id").inputValue(), String(4194439169n ^ 2n));
  await page.keyboard.press("Home");
  await page.keyboard.press("Enter"); // the sign bit refuses
  assert.equal(await page.locator("#snowflake-id").inputValue(), String(4194439169n ^ 2n));
  assert.match(await page.locator("#bits [data-index='0']").getAttribute("aria-label"), /cannot be set/);
});

test("the code samples compute the current ID exactly (JavaScript and Python run here)", async () => {
  const { page } = shared.app;
  await paste(page, "9223372036854775807");
  const js = await page.locator("code[data-lang='js']").textContent();
  const result = vm.runInNewContext(`${js}\n({ id: id.toString(), timestampMs: timestampMs.toString() })`);
  assert.deepEqual({ ...result }, { id: "9223372036854775807", timestampMs: "3487858230208" });
  const python = await page.locator("code[data-lang='python']").textContent();
  const printed = execFileSync("python3", ["-c", `${python}\nprint(id, timestamp_ms)`], { encoding: "utf8" });
  assert.equal(printed.trim(), "9223372036854775807 3487858230208");
  for (const lang of ["rust", "sql"]) {
    assert.match(await page.locator(`code[data-lang='${lang}']`).textContent(), /9223372036854775807/);
  }
});

test("paste 1061077663923769421, flip its lowest bit, share the link, open it fresh: same state", async () => {
  const { page, problems } = shared.app;
  await paste(page, "1061077663923769421");
  assert.deepEqual(await fieldValues(page), FIELDS.map((f) => splitBig(1061077663923769421n)[f]));
  assert.match(await page.locator("#time-relative").textContent(), /ago$/);
  await page.locator("#bits [data-index='63']").click();
  assert.equal(await page.locator("#snowflake-id").inputValue(), "1061077663923769420");
  await page.locator("#copy-link").click();
  await page.locator(".share .copy-status").filter({ hasText: "Copied" }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.ok(link.startsWith(shared.server.url), link);
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.screenshot({ path: join(ARTIFACTS, "decode-flipped.png"), fullPage: true });

  const fresh = await shared.browser.newContext();
  const tab = await fresh.newPage();
  await tab.goto(link);
  await waitForId(tab);
  assert.equal(await tab.locator("#snowflake-id").inputValue(), "1061077663923769420");
  assert.deepEqual(await fieldValues(tab), FIELDS.map((f) => splitBig(1061077663923769420n)[f]));
  await fresh.close();
  assert.deepEqual(problems, []);
});

test("typing in a field after an ID keeps the history to one entry", async () => {
  const { page } = shared.app;
  const length = await page.evaluate(() => history.length);
  await typeInto(page, "sequence", "17");
  await paste(page, "12345");
  await page.waitForFunction(() => location.search === "?id=12345");
  assert.equal(await page.evaluate(() => history.length), length);
});

test("typing in the middle of a value keeps the caret where it is", async () => {
  const { page } = shared.app;
  for (const [id, start, insert, expected] of [
    ["snowflake-id", "4194439168", "5", "41945439168"],
    ["timestamp", "1288834975657", "0", "12880834975657"],
  ]) {
    const box = page.locator(`#${id}`);
    await box.fill(start);
    await box.evaluate((el) => el.setSelectionRange(4, 4));
    await page.keyboard.type(insert);
    assert.equal(await box.inputValue(), expected, id);
    assert.equal(await box.evaluate((el) => el.selectionStart), 5, `${id}: caret stays after the typed digit`);
  }
});

test("the embed panel, once opened, holds a snippet for the current state that follows edits and copies as shown", async () => {
  const { page, problems } = shared.app;
  await typeInto(page, "sequence", "7");
  const snippet = page.locator("#embed-snippet");
  await page.locator(".embed-panel summary").click();
  await snippet.filter({ hasText: "<iframe" }).waitFor();
  const src = (text) => new URL((text.match(/src="([^"]+)"/) ?? [])[1].replaceAll("&amp;", "&"));
  const first = src(await snippet.textContent());
  assert.ok(first.searchParams.has("embed"), first.href);
  assert.equal(first.searchParams.get("sequence"), "7");
  await typeInto(page, "sequence", "4095");
  await snippet.filter({ hasText: "sequence=4095" }).waitFor();
  await page.locator("#copy-embed").click();
  await page.locator(".embed-panel .copy-status").filter({ hasText: "Copied" }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await snippet.textContent());
  await page.locator(".embed-panel summary").click(); // closed again for the other tests
  assert.deepEqual(problems, []);
});
