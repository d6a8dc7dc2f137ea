// The hostile inputs typed and pasted into the page's boxes, for the files that check them
// (hostile.test.mjs: the ID box; hostile-*-*.test.mjs: two of the four fields each, so that
// the fields' hundreds of cases run in two browsers at once). Not a test file itself.
import { test } from "node:test";
import assert from "node:assert/strict";
import { FIELDS, sharedApp, composeBig, readAgreed, settled, typeInto } from "./support.mjs";
import { HOSTILE, TYPED, assertNothingExecuted, fieldVerdict, rustTrim } from "./hostile-inputs.mjs";

/**
 * Enters `text` into `#id` by keyboard (short texts: typeInto, then Enter) or by a real
 * clipboard paste over the selected text, as a person does.
 */
export async function enter(page, id, text, how) {
  if (how === "type") {
    await typeInto(page, id, text);
    // Typed text that could still become valid is judged when the person is done: Enter.
    await page.keyboard.press("Enter");
  } else {
    // Clicked into once; it keeps the focus between cases (a click waits for two frames of stability).
    if ((await page.evaluate(() => document.activeElement?.id)) !== id) await page.locator(`#${id}`).click();
    await page.keyboard.press("Control+A");
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    // An empty clipboard pastes nothing, so the selection is deleted instead.
    await page.keyboard.press(text === "" ? "Delete" : "Control+V");
  }
  // The written forms follow the answer a paint behind.
  await settled(page);
}

/** Types a valid value the way an input event does and times, inside the page, until the ID shows it. */
export async function validAgainWithin100ms(page, id, value, expectedId, slowest) {
  const elapsed = await page.evaluate(async ([id, value, expectedId]) => {
    const box = document.getElementById(id);
    const start = performance.now();
    box.value = value;
    box.dispatchEvent(new Event("input", { bubbles: true }));
    while (document.getElementById("snowflake-id").value !== expectedId) {
      if (performance.now() - start > 2000) return Infinity;
      await new Promise((ok) => setTimeout(ok, 0));
    }
    return performance.now() - start;
  }, [id, value, expectedId]);
  assert.ok(elapsed <= 100, `${id}: the next valid input took ${elapsed.toFixed(1)} ms`);
  slowest.ms = Math.max(slowest.ms, elapsed);
}

/** The valid field values each case starts from: the worked example, ID 4194439168. */
export const BASE = { timestamp: "1288834975657", datacenter: "1", machine: "1", sequence: "0" };

/**
 * Registers, for the file that calls it, one page and one test that enters every hostile
 * input into each of `fields` (pasted, and typed key by key for one of each kind).
 */
export function hostileFieldsTest(fields) {
  const shared = sharedApp({ permissions: ["clipboard-read", "clipboard-write"] });
  test(`${HOSTILE.length} hostile inputs pasted, ${TYPED.size} of them also typed key by key, into ${fields.join(" and ")}`, async (t) => {
    assert.ok(HOSTILE.length >= 60);
    const slowest = { ms: 0 };
    t.after(() => t.diagnostic(`slowest recovery to a valid ID: ${slowest.ms.toFixed(1)} ms`));
    const { problems } = shared.app;
    const page = await shared.open();
    for (const field of fields) {
      // The other three stay valid; each round ends by typing this field's valid value back.
      for (const f of FIELDS) await page.locator(`#${f}`).fill(BASE[f]);
      for (const [name, text] of HOSTILE) {
        for (const how of TYPED.has(name) ? ["type", "paste"] : ["paste"]) {
          const label = `${field} ← ${name} (${how})`;
          await enter(page, field, text, how);
          // Everything the assertions below look at, read in one round trip; again after a
          // settle when a clock tick has moved the ID and not yet the note a paint behind it.
          const read = () => page.evaluate((field) => ({
            held: document.getElementById(field).value, // what the browser kept (it strips newlines)
            invalid: Object.fromEntries(["timestamp", "datacenter", "machine", "sequence"].map((f) => [f, document.getElementById(f).getAttribute("aria-invalid")])),
            message: document.getElementById(`${field}-error`)?.textContent ?? null,
            kind: document.getElementById(`${field}-error`)?.dataset.errorKind ?? null,
            id: document.getElementById("snowflake-id").value,
            now: (document.getElementById("timestamp-ms")?.textContent ?? "").replace(/,/g, ""),
          }), field);
          const nowAgrees = (s) => field !== "timestamp" || s.id === "" || !/^\d+$/.test(s.now)
            || s.id === String(composeBig(s.now, BASE.datacenter, BASE.machine, BASE.sequence));
          const seen = await readAgreed(page, read, nowAgrees);
          const { held } = seen;
          const verdict = fieldVerdict(field, held);
          if (verdict === null) {
            assert.equal(seen.invalid[field], "false", label);
            // An empty timestamp means now: the page shows the millisecond it used.
            const typed = rustTrim(held).replace(/[,_ ]/g, "").replace(/^-0+$/, "0");
            const v = { ...BASE, [field]: field === "timestamp" && typed === "" ? seen.now : typed };
            assert.match(v.timestamp, /^\d+$/, `${label}: a timestamp to compose from`);
            assert.equal(seen.id, String(composeBig(v.timestamp, v.datacenter, v.machine, v.sequence)), label);
          } else {
            assert.equal(seen.invalid[field], "true", `${label}: expected ${verdict}`);
            const kind = { below: field === "timestamp" ? "before_epoch" : "out_of_range", above: field === "timestamp" ? "after_limit" : "out_of_range" }[verdict] ?? verdict;
            assert.equal(seen.kind, kind, label);
            const message = seen.message;
            assert.match(message, /^Expected .+, found .+\.$/s, label);
            assert.ok(message.length < 400, `${label}: message of ${message.length} chars`);
            assert.equal(seen.id, "", `${label}: no ID while invalid`);
            for (const f of FIELDS.filter((f) => f !== field)) {
              assert.equal(seen.invalid[f], "false", `${label}: only ${field} is flagged`);
            }
          }
          await assertNothingExecuted(page, problems, label);
          await validAgainWithin100ms(page, field, BASE[field], "4194439168", slowest);
        }
      }
    }
  });
}
