// End to end: the release build in Chromium, every reference vector typed as a person would.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT, ARTIFACTS, FIELDS, sharedApp, typeInto, composeBig, readAgreed, waitForApp } from "./support.mjs";

// Computed independently of this code (tests/vectors/README.md).
const vectors = JSON.parse(readFileSync(join(ROOT, "tests/vectors/compose.json"), "utf8"));
const VALID = vectors.cases.filter((c) => c.id !== undefined);
const INVALID = vectors.cases.filter((c) => c.error !== undefined);

// A missing or emptied file would otherwise generate zero tests and pass.
test("the reference vectors are all there (34 valid, 11 error cases)", () => {
  assert.ok(VALID.length >= 34, `found ${VALID.length} valid cases`);
  assert.ok(INVALID.length >= 11, `found ${INVALID.length} error cases`);
});
const BLOCKS = ["sign", "timestamp", "datacenter", "machine", "sequence"];

const shared = sharedApp();

/** The ID box, each bit block's digits and each field's aria-invalid, read in one round trip. */
const seen = (page) => page.evaluate(([blocks, fields]) => ({
  id: document.getElementById("snowflake-id").value,
  bits: Object.fromEntries(blocks.map((b) => [b, document.querySelector(`#bits [data-field='${b}']`).textContent.replace(/\s+/g, "")])),
  invalid: Object.fromEntries(fields.map((f) => [f, document.getElementById(f).getAttribute("aria-invalid")])),
}), [BLOCKS, FIELDS]);

// Typed key by key, then Enter: a value still being typed is judged when the person is done.
async function fill(page, c) {
  for (const field of FIELDS) {
    await typeInto(page, field, c[field]);
    await page.keyboard.press("Enter");
  }
}

test("the worked example: 1288834975657, 1, 1, 0 gives 4194439168", async () => {
  const page = await shared.open();
  await fill(page, { timestamp: "1288834975657", datacenter: "1", machine: "1", sequence: "0" });
  assert.equal(await page.locator("#snowflake-id").inputValue(), "4194439168");
  assert.match(await page.locator("[data-step='3']").textContent(), /= 4,194,439,168$/);
});

for (const c of VALID) {
  test(`vector: ${c.name}`, async () => {
    const { page } = shared.app;
    await fill(page, c);
    const now = await seen(page);
    assert.equal(now.id, c.id);
    for (const block of BLOCKS) assert.equal(now.bits[block], c.bits[block], block);
    for (const field of FIELDS) assert.equal(now.invalid[field], "false", field);
  });
}

for (const c of INVALID) {
  test(`error vector: ${c.name}`, async () => {
    const { page } = shared.app;
    await fill(page, c);
    const input = page.locator(`#${c.error.field}`);
    assert.equal(await input.getAttribute("aria-invalid"), "true");
    const errorId = (await input.getAttribute("aria-describedby")).split(" ").find((id) => id.endsWith("-error"));
    const message = await page.locator(`#${errorId}`).textContent();
    assert.match(message, /^Expected .+, found .+\.$/);
    await assert.doesNotReject(page.locator(`#${errorId}`).waitFor({ state: "visible" }));
    const now = await seen(page);
    for (const other of FIELDS.filter((f) => f !== c.error.field)) assert.equal(now.invalid[other], "false", other);
    assert.equal(now.id, "", "no ID while invalid");
    for (const block of BLOCKS) assert.equal(now.bits[block], "", `no stale ${block} bits while invalid`);
  });
}

test("an empty timestamp means now, and the ID matches the millisecond shown", async () => {
  const page = await shared.open();
  await fill(page, { timestamp: "1288834975657", datacenter: "3", machine: "7", sequence: "42" });
  const before = Date.now();
  await typeInto(page, "timestamp", "");
  // Read together: the clock ticks every second, and both follow it (the note a paint later).
  const [shown, id] = await readAgreed(
    page,
    () => page.evaluate(() => [document.getElementById("timestamp-ms").textContent, document.getElementById("snowflake-id").value]),
    ([ms, id]) => /^[\d,]+$/.test(ms) && id === composeBig(ms.replace(/,/g, ""), 3, 7, 42).toString(),
  );
  const after = Date.now();
  const resolved = Number(shown.replace(/,/g, ""));
  assert.ok(resolved >= before - 5 && resolved <= after + 5, `${resolved} not within [${before}, ${after}]`);
  assert.equal(id, composeBig(resolved, 3, 7, 42).toString());
  assert.equal(await page.locator("#timestamp").getAttribute("aria-invalid"), "false");
});

test("the page works from the keyboard alone", async () => {
  const page = await shared.open();
  await page.locator("#timestamp").focus();
  await page.keyboard.type("1719000000123");
  for (const [field, value] of [["datacenter", "17"], ["machine", "9"], ["sequence", "2049"]]) {
    await page.keyboard.press("Tab"); // hints are not focusable: Tab goes field to field
    assert.equal(await page.evaluate(() => document.activeElement.id), field);
    await page.keyboard.press("Control+A");
    await page.keyboard.type(value);
  }
  assert.equal(await page.locator("#snowflake-id").inputValue(), composeBig("1719000000123", 17, 9, 2049).toString());
});

test("no console errors, and a screenshot of the worked example for a person to look at", async () => {
  const { problems } = shared.app;
  const page = await shared.open();
  await fill(page, { timestamp: "1288834975657", datacenter: "1", machine: "1", sequence: "0" });
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.screenshot({ path: join(ARTIFACTS, "composer-worked-example.png"), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: join(ARTIFACTS, "composer-narrow.png"), fullPage: false });
  await page.setViewportSize({ width: 1200, height: 900 });
  await typeInto(page, "datacenter", "32");
  await page.screenshot({ path: join(ARTIFACTS, "composer-error.png"), fullPage: false });
  assert.deepEqual(problems, []);
});

// The ID is what a person types to see: a keystroke's new ID reaches the screen in the same
// frame as the keystroke, together with its bits and the headline's times, never a frame
// behind. What lies below the answer (the ID's other bases, the calculation, the legend, the
// clock note, the bits' names) follows a paint behind, and no later.
test("after a keystroke in a field, the ID box, the bits and the headline change in the keystroke's own frame, the rest a paint behind", async () => {
  const context = await shared.browser.newContext();
  await context.addInitScript(() => {
    // Each write is recorded with the frame it happens in: a frame counter that every
    // animation frame advances, so writes with the same number paint together.
    const writes = (window.__writes = []);
    window.__frame = 0;
    const tick = () => { window.__frame += 1; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    // Whether a write lands in the answer: the fields, the ID box, the headline or the bits.
    const inAnswer = (node) => Boolean((node.nodeType === 1 ? node : node.parentElement)?.closest("form.fields, .id-row, #headline, #bits"));
    const hook = (proto, name, what) => {
      const own = Object.getOwnPropertyDescriptor(proto, name);
      Object.defineProperty(proto, name, { ...own, set(v) { own.set.call(this, v); writes.push([what(this), window.__frame, inAnswer(this)]); } });
    };
    const where = (node) => node.id || node.parentElement?.id || node.parentElement?.className || node.nodeName;
    hook(HTMLInputElement.prototype, "value", (input) => `value of #${input.id}`);
    hook(Node.prototype, "nodeValue", (node) => `text in ${where(node)}`);
    hook(Node.prototype, "textContent", (node) => `text in ${where(node)}`);
    for (const name of ["setAttribute", "removeAttribute"]) {
      const own = Element.prototype[name];
      Element.prototype[name] = function (...args) { own.apply(this, args); writes.push([`${args[0]} of ${where(this)}`, window.__frame, inAnswer(this)]); };
    }
    addEventListener("keydown", () => writes.push(["keydown", window.__frame]), true);
  });
  const page = await context.newPage();
  await page.goto(`${shared.server.url}?timestamp=1288834975657&datacenter=1&machine=1`);
  // The whole page in, so a slice mounting below the first screen is not taken for an output.
  await waitForApp(page);
  assert.equal(await page.locator("#snowflake-id").inputValue(), "4194439168");
  await page.focus("#sequence");
  await page.keyboard.press("End");
  for (const key of ["7", "Backspace", "5"]) {
    await page.evaluate(() => (window.__writes.length = 0));
    const before = await page.locator("#snowflake-id").inputValue();
    await page.keyboard.press(key);
    await page.waitForFunction((old) => document.querySelector("#snowflake-id").value !== old, before);
    // Two frames later, anything a frame behind would have been written.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const writes = await page.evaluate(() => window.__writes.filter(([w]) => w !== "value of #sequence"));
    const keydown = writes.find(([w]) => w === "keydown");
    assert.ok(keydown, `after ${key}: the keystroke was recorded`);
    const keyFrame = keydown[1];
    const outputs = writes.filter(([w]) => w !== "keydown");
    assert.ok(outputs.length > 10, `an edit changes the bits, times, formats and code too: ${outputs.length} writes`);
    const id = outputs.find(([w]) => w === "value of #snowflake-id");
    assert.deepEqual(id?.slice(0, 2), ["value of #snowflake-id", keyFrame], `after ${key}, the ID is written in the keystroke's frame`);
    // The answer in the keystroke's frame, but for what only a screen reader hears of the bits
    // (their pressed state and names); the rest, below the answer, at most a paint behind.
    const spoken = /^(aria-pressed|aria-label|title) of /;
    const answer = outputs.filter(([w, , here]) => here && !spoken.test(w));
    assert.ok(answer.filter(([w]) => /^text in (bit|time-utc)$/.test(w)).length > 1, `after ${key}, the bits and the moment change`);
    assert.deepEqual(answer.filter(([, frame]) => frame !== keyFrame), [], `after ${key}, the answer changes in the keystroke's frame`);
    const late = outputs.filter(([, frame]) => frame > keyFrame + 2);
    assert.deepEqual(late, [], `after ${key}, what follows comes a paint behind, no later`);
  }
  await context.close();
});
