// End to end: hostile input put in the address (a shared link someone else wrote). Each must
// give either a correct reading or a clear message; nothing may execute or break. Verdicts
// come from rules written independently of the app (hostile-inputs.mjs). Every input is read
// from the address in the model's native tests; here, the ones an address carries specially.
import { test } from "node:test";
import assert from "node:assert/strict";
import { sharedApp } from "./support.mjs";
import { LINKED, assertNothingExecuted, fieldVerdict, idVerdict } from "./hostile-inputs.mjs";

const shared = sharedApp();

test(`${LINKED.length} hostile inputs in the address (a shared link someone else wrote)`, async () => {
  const problems = [];
  const newTab = async () => {
    const context = await shared.browser.newContext();
    const tab = await context.newPage();
    tab.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    tab.on("pageerror", (e) => problems.push(e.message));
    tab.on("dialog", (d) => { problems.push(`dialog ${d.message()}`); d.dismiss(); });
    return tab;
  };
  let page = await newTab();
  let loads = 0;
  assert.ok(LINKED.length >= 25, `found ${LINKED.length} linked inputs`);
  for (const [name, text] of LINKED) {
    for (const key of ["datacenter", "id"]) {
      // A fresh tab every 40 loads: ~150 loads in one tab once ran out of Chromium's address
      // space for wasm memories ("Cannot allocate Wasm memory for new instance") before the
      // old documents' memories were collected. Each load is a fresh start either way.
      if (++loads % 40 === 0) {
        await page.context().close();
        page = await newTab();
      }
      const label = `?${key}= ${name}`;
      await page.goto(`${shared.server.url}?${key}=${encodeURIComponent(text)}`);
      await page.waitForFunction(() => !document.querySelector("#composer .loading"), null, { timeout: 10_000 }).catch(async (e) => {
        const state = await page.evaluate(() => ({ banner: document.getElementById("app-error")?.textContent, ready: document.readyState }));
        throw new Error(`${label}: the app did not mount (${JSON.stringify(state)}; ${problems.join("; ")}): ${e.message}`);
      });
      const box = page.locator(key === "id" ? "#snowflake-id" : "#datacenter");
      const held = await box.inputValue();
      const verdict = key === "id" ? idVerdict(held) : fieldVerdict("datacenter", held);
      assert.equal(await box.getAttribute("aria-invalid"), verdict === null ? "false" : "true", `${label}: ${verdict}`);
      if (verdict !== null) assert.equal(await page.locator("#format-decimal").textContent(), "", label);
      await assertNothingExecuted(page, problems, label);
    }
  }
  await page.context().close();
});
