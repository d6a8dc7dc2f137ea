// End to end: hostile input typed and pasted into every field and the ID box (the address is
// hostile-address.test.mjs). Each must give either a correct ID or a clear message; nothing
// may execute, break or stay slow. Verdicts come from rules written independently of the app
// (hostile-inputs.mjs). Every input is pasted; one of each kind is also typed key by key.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DIST, FIELDS, serveStatic, sharedApp, waitForId, composeBig, recordCspViolations } from "./support.mjs";
import { HOSTILE, TYPED, assertNothingExecuted, fieldVerdict, idVerdict, rustTrim } from "./hostile-inputs.mjs";

const shared = sharedApp({ permissions: ["clipboard-read", "clipboard-write"] });

/**
 * Enters `text` into `#id` by keyboard (short texts) or by a real clipboard paste, as a person
 * does: select all, then type or paste over the selection. The keys go to the focused box
 * through `page.keyboard`, a round trip each, not a locator's lookup each.
 */
async function enter(page, id, text, how) {
  // Clicked into once; it keeps the focus between cases (a click waits for two frames of stability).
  if ((await page.evaluate(() => document.activeElement?.id)) !== id) await page.locator(`#${id}`).click();
  await page.keyboard.press("Control+A");
  if (how === "type") {
    await page.keyboard.press("Delete");
    await page.keyboard.type(text);
    // Typed text that could still become valid is judged when the person is done: Enter.
    await page.keyboard.press("Enter");
  } else {
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    // An empty clipboard pastes nothing, so the selection is deleted instead.
    await page.keyboard.press(text === "" ? "Delete" : "Control+V");
  }
}

/** Types a valid value the way an input event does and times, inside the page, until the ID shows it. */
async function validAgainWithin100ms(page, id, value, expectedId) {
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
  slowest = Math.max(slowest, elapsed);
}
let slowest = 0;

const BASE = { timestamp: "1288834975657", datacenter: "1", machine: "1", sequence: "0" };

test(`${HOSTILE.length} hostile inputs pasted, ${TYPED.size} of them also typed key by key, into each of the four fields`, async (t) => {
  assert.ok(HOSTILE.length >= 60);
  slowest = 0;
  t.after(() => t.diagnostic(`slowest recovery to a valid ID: ${slowest.toFixed(1)} ms`));
  const { problems } = shared.app;
  const page = await shared.open();
  for (const field of FIELDS) {
    // The other three stay valid; each round ends by typing this field's valid value back.
    for (const f of FIELDS) await page.locator(`#${f}`).fill(BASE[f]);
    for (const [name, text] of HOSTILE) {
      for (const how of TYPED.has(name) ? ["type", "paste"] : ["paste"]) {
        const label = `${field} ← ${name} (${how})`;
        await enter(page, field, text, how);
        // Everything the assertions below look at, read in one round trip.
        const seen = await page.evaluate((field) => ({
          held: document.getElementById(field).value, // what the browser kept (it strips newlines)
          invalid: Object.fromEntries(["timestamp", "datacenter", "machine", "sequence"].map((f) => [f, document.getElementById(f).getAttribute("aria-invalid")])),
          message: document.getElementById(`${field}-error`)?.textContent ?? null,
          kind: document.getElementById(`${field}-error`)?.dataset.errorKind ?? null,
          id: document.getElementById("snowflake-id").value,
          now: (document.getElementById("timestamp-ms")?.textContent ?? "").replace(/,/g, ""),
        }), field);
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
        await validAgainWithin100ms(page, field, BASE[field], "4194439168");
      }
    }
  }
});

test(`${HOSTILE.length} hostile inputs pasted, ${TYPED.size} of them also typed key by key, into the ID box`, async (t) => {
  const { problems } = shared.app;
  const page = await shared.open();
  slowest = 0;
  t.after(() => t.diagnostic(`slowest recovery to a valid ID: ${slowest.toFixed(1)} ms`));
  for (const [name, text] of HOSTILE) {
    for (const how of TYPED.has(name) ? ["type", "paste"] : ["paste"]) {
      const label = `ID ← ${name} (${how})`;
      await enter(page, "snowflake-id", text, how);
      const held = await page.locator("#snowflake-id").inputValue();
      const verdict = idVerdict(held);
      const box = page.locator("#snowflake-id");
      if (verdict === null) {
        assert.equal(await box.getAttribute("aria-invalid"), "false", label);
        const clean = rustTrim(held).replace(/^["'`\u201c\u2018]|["'`\u201d\u2019]$/g, "").trim().replace(/[,_ ]/g, "").replace(/^-/, "");
        assert.equal(await page.locator("#format-decimal").textContent(), String(BigInt(clean)), label);
      } else {
        assert.equal(await box.getAttribute("aria-invalid"), "true", `${label}: expected ${verdict}`);
        assert.equal(await page.locator("#snowflake-id-error").getAttribute("data-error-kind"), verdict === "sign_bit" ? "sign_bit_set" : verdict, label);
        assert.match(await page.locator("#snowflake-id-error").textContent(), /^Expected .+, found .+\.$/s, label);
        assert.equal(await page.locator("#format-decimal").textContent(), "", `${label}: no stale ID`);
      }
      await assertNothingExecuted(page, problems, label);
      await validAgainWithin100ms(page, "snowflake-id", "4194439168", "4194439168");
    }
  }
});

test("under the strict Content-Security-Policy header from the build, the page runs and nothing is blocked", async () => {
  const headers = Object.fromEntries(
    readFileSync(join(DIST, "_headers"), "utf8").split("\n").filter((l) => l.startsWith("  ")).map((l) => l.trim().split(/:\s(.*)/s).slice(0, 2)),
  );
  const policy = headers["Content-Security-Policy"];
  assert.ok(policy && !/unsafe-inline|'unsafe-eval'/.test(policy), policy);
  const strict = await serveStatic(DIST, headers);
  const context = await shared.browser.newContext();
  await recordCspViolations(context);
  const page = await context.newPage();
  const problems = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  const response = await page.goto(`${strict.url}?id=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`);
  assert.equal(response.headers()["content-security-policy"], policy);
  await page.waitForFunction(() => !document.querySelector("#composer .loading"));
  assert.equal(await page.locator("#snowflake-id").getAttribute("aria-invalid"), "true");
  for (const [field, value] of Object.entries({ ...BASE, sequence: "5" })) await page.locator(`#${field}`).fill(value);
  await waitForId(page);
  assert.equal(await page.locator("#snowflake-id").inputValue(), String(composeBig(1288834975657, 1, 1, 5)));
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  assert.deepEqual(problems, []);
  await context.close();
  await strict.close();
});

test("if the app cannot start, the page says so and offers a reload", async () => {
  const context = await shared.browser.newContext();
  const page = await context.newPage();
  await page.route("**/*.wasm", (route) => route.fulfill({ status: 404, body: "gone" }));
  await page.goto(shared.server.url);
  const banner = page.locator("#app-error[role='alert']");
  await banner.waitFor();
  assert.match(await banner.textContent(), /could not start/);
  assert.equal(await banner.locator("a").getAttribute("href"), shared.server.url);
  await context.close();
});
