// End to end: every error kind, typed into its input as a person would, shows its kind
// (`data-error-kind`) and its exact message, in both languages. The messages are the
// hand-written table in tests/messages/cases.json, which the native tests also read.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, sharedApp, typeInto, waitForApp, waitForSlices } from "./support.mjs";

const table = JSON.parse(readFileSync(join(ROOT, "tests/messages/cases.json"), "utf8"));

test("the message table covers every kind of the core's error model", () => {
  // The kinds as the core names them (`ErrorKind::key`, src/snowflake/error.rs).
  const source = readFileSync(join(ROOT, "src/snowflake/error.rs"), "utf8");
  const kinds = [...source.matchAll(/ErrorKind::\w+ => "(\w+)"/g)].map((m) => m[1]);
  assert.ok(kinds.length >= 21, kinds.join());
  assert.deepEqual([...new Set(table.cases.map((c) => c.kind))].sort(), [...kinds].sort());
});

const shared = sharedApp();

for (const lang of ["en", "ko"]) {
  for (const c of table.cases) {
    test(`${lang}: ${c.input} ← ${JSON.stringify(c.text)} is ${c.kind}, with its exact message`, async () => {
      const { page } = shared.app;
      // Each case starts from the same valid state in its language; the layout editor's
      // cases with one's own layout chosen (it starts from Twitter's), and the address's
      // layout= with its value.
      const state = `lang=${lang}&timestamp=1288834975657&datacenter=1&machine=1`;
      if (c.input === "layout") {
        await page.goto(`${shared.server.url}?${state}&layout=${encodeURIComponent(c.text)}`);
        await waitForSlices(page);
        const message = page.locator("#layout-error");
        assert.equal(await page.locator("#layout").getAttribute("aria-invalid"), "true");
        assert.equal(await message.getAttribute("data-error-kind"), c.kind);
        assert.equal(await message.textContent(), c[lang]);
        assert.ok(await message.isVisible());
        return;
      }
      await page.goto(`${shared.server.url}?${state}${c.input.startsWith("layout-") ? "&layout=custom" : ""}`);
      await waitForApp(page);
      await page.locator(`#${c.input === "id" ? "snowflake-id" : c.input}`).waitFor();
      const inputId = c.input === "id" ? "snowflake-id" : c.input;
      await typeInto(page, inputId, c.text);
      // An emptied input is still being typed: the person is done on Enter.
      await page.keyboard.press("Enter");
      const input = page.locator(`#${inputId}`);
      assert.equal(await input.getAttribute("aria-invalid"), "true");
      const message = page.locator(`#${inputId}-error`);
      assert.equal(await message.getAttribute("data-error-kind"), c.kind);
      assert.equal(await message.textContent(), c[lang]);
      assert.ok(await message.isVisible());
      assert.ok((await input.getAttribute("aria-describedby")).split(" ").includes(`${inputId}-error`));
    });
  }

  test(`${lang}: a device clock before the epoch is before_epoch, with its exact message`, async () => {
    const context = await shared.browser.newContext();
    await context.addInitScript(() => { Date.now = () => 0; });
    const page = await context.newPage();
    try {
      await page.goto(`${shared.server.url}?lang=${lang}`);
      const message = page.locator("#timestamp-error");
      await message.filter({ hasText: /./ }).waitFor();
      assert.equal(await message.getAttribute("data-error-kind"), table.clock.kind);
      assert.equal(await message.textContent(), table.clock[lang]);
      assert.equal(await page.locator("#snowflake-id").inputValue(), "");
    } finally {
      await context.close();
    }
  });
}
