// End to end: the static explanation's worked example loads into the composer, on the full
// page and in the embedded view, in both languages; its references are real links.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { ARTIFACTS, sharedApp, waitForId } from "./support.mjs";

const shared = sharedApp();

for (const lang of ["en", "ko"]) {
  test(`${lang}: "Load this example" opens the composer on 1288834975657, 1, 1, 0 and shows 4194439168`, async () => {
    const page = await shared.open(`lang=${lang}&timestamp=1700000000000&datacenter=7`);
    const link = page.locator(`.explain .load-example:visible`);
    assert.equal(await link.count(), 1);
    await link.click();
    await waitForId(page);
    await page.waitForFunction(() => document.querySelector("#snowflake-id").value === "4194439168");
    assert.deepEqual(
      await page.evaluate(() => ["timestamp", "datacenter", "machine", "sequence"].map((id) => document.getElementById(id).value)),
      ["1288834975657", "1", "1", "0"],
    );
    // The same share link in the embedded view.
    const query = new URL(await link.evaluate((a) => a.href)).search.slice(1);
    await page.goto(`${shared.server.url}?embed&lang=${lang}&${query}`);
    await waitForId(page);
    assert.equal(await page.locator("#snowflake-id").inputValue(), "4194439168");
  });

  test(`${lang}: the three references are real https links`, async () => {
    const page = await shared.open(`lang=${lang}`);
    const hrefs = await page.locator(".explain .references a:visible").evaluateAll((links) => links.map((a) => a.href));
    assert.deepEqual(hrefs, [
      "https://blog.twitter.com/2010/announcing-snowflake",
      "https://en.wikipedia.org/wiki/Snowflake_ID",
      "https://github.com/twitter/snowflake",
    ]);
  });
}

for (const lang of ["en", "ko"]) {
  test(`${lang}: the worked example, uses, history and references render as readable sections (screenshot)`, async () => {
    const page = await shared.open(`lang=${lang}`);
    const ids = lang === "en" ? ["example-heading", "usage-heading", "history-heading", "references-heading"]
      : ["example-heading-ko", "usage-heading-ko", "history-heading-ko", "references-heading-ko"];
    for (const id of ids) {
      const section = page.locator(`section[aria-labelledby="${id}"]`);
      await section.scrollIntoViewIfNeeded();
      const box = await section.boundingBox();
      assert.ok(box && box.height > 40 && box.width > 280, `${id} is not laid out: ${JSON.stringify(box)}`);
      await section.screenshot({ path: join(ARTIFACTS, `explain-${id}.png`) });
    }
  });
}
