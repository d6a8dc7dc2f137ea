// End to end: hostile input typed and pasted into the ID box (the four fields are
// hostile-timestamp-datacenter and hostile-machine-sequence; the address is
// hostile-address.test.mjs). Each must give either a correct ID or a clear message; nothing
// may execute, break or stay slow. Verdicts come from rules written independently of the app
// (hostile-inputs.mjs). Every input is pasted; one of each kind is also typed key by key.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DIST, serveStatic, sharedApp, waitForApp, composeBig, recordCspViolations } from "./support.mjs";
import { HOSTILE, TYPED, assertNothingExecuted, idVerdict, rustTrim } from "./hostile-inputs.mjs";
import { BASE, enter, validAgainWithin100ms } from "./hostile-fields.mjs";

const shared = sharedApp({ permissions: ["clipboard-read", "clipboard-write"] });

test(`${HOSTILE.length} hostile inputs pasted, ${TYPED.size} of them also typed key by key, into the ID box`, async (t) => {
  const { problems } = shared.app;
  const page = await shared.open();
  const slowest = { ms: 0 };
  t.after(() => t.diagnostic(`slowest recovery to a valid ID: ${slowest.ms.toFixed(1)} ms`));
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
      await validAgainWithin100ms(page, "snowflake-id", "4194439168", "4194439168", slowest);
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
  await waitForApp(page);
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
