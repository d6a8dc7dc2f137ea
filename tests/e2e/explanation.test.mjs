// End to end: the static explanation's worked example loads into the composer, on the full
// page and in the embedded view, in both languages; its references are real links.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { ARTIFACTS, sharedApp, waitForApp } from "./support.mjs";

const shared = sharedApp();

for (const lang of ["en", "ko"]) {
  test(`${lang}: "Load this example" opens the composer on 1288834975657, 1, 1, 0 and shows 4194439168`, async () => {
    const page = await shared.open(`lang=${lang}&timestamp=1700000000000&datacenter=7`);
    const link = page.locator(`.explain .load-example:visible`);
    assert.equal(await link.count(), 1);
    await Promise.all([page.waitForURL(/[?&]timestamp=1288834975657\b/), link.click()]);
    await waitForApp(page);
    await page.waitForFunction(() => document.querySelector("#snowflake-id")?.value === "4194439168");
    assert.deepEqual(
      await page.evaluate(() => ["timestamp", "datacenter", "machine", "sequence"].map((id) => document.getElementById(id).value)),
      ["1288834975657", "1", "1", "0"],
    );
    // The same share link in the embedded view.
    const query = new URL(await link.evaluate((a) => a.href)).search.slice(1);
    await page.goto(`${shared.server.url}?embed&lang=${lang}&${query}`);
    await waitForApp(page);
    assert.equal(await page.locator("#snowflake-id").inputValue(), "4194439168");
  });

  test(`${lang}: the references, Twitter's and each other layout's source, are real https links`, async () => {
    const page = await shared.open(`lang=${lang}`);
    const hrefs = await page.locator(".explain .references a:visible").evaluateAll((links) => links.map((a) => a.href));
    assert.deepEqual(hrefs, [
      "https://blog.twitter.com/2010/announcing-snowflake",
      "https://en.wikipedia.org/wiki/Snowflake_ID",
      "https://github.com/twitter/snowflake",
      "https://discord.com/developers/docs/reference#snowflakes",
      "https://instagram-engineering.com/sharding-ids-at-instagram-1cf5a71e5a5c",
      "https://github.com/sony/sonyflake",
      "https://github.com/mastodon/mastodon/blob/main/lib/mastodon/snowflake.rb",
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

// The explanation is kept out of layout until the composer mounts (style/main.css says why);
// nobody may be left without it.
const explanationLaidOut = (page) =>
  page.evaluate(() => {
    const article = document.querySelector(`.explain[lang="${document.documentElement.lang}"]`);
    const section = article.querySelector("section");
    section.scrollIntoView();
    return { visibility: getComputedStyle(article).contentVisibility, height: section.getBoundingClientRect().height };
  });

test("while the composer loads the explanation is not laid out, and once it mounts it is", async () => {
  const context = await shared.browser.newContext();
  const page = await context.newPage();
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route("**/*.wasm", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(shared.server.url);
  await page.locator("#composer .first-screen #snowflake-id").waitFor();
  assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector(".explain")).contentVisibility), "hidden");
  release();
  await waitForApp(page);
  const after = await explanationLaidOut(page);
  assert.equal(after.visibility, "auto");
  assert.ok(after.height > 40, `the first section is ${after.height}px tall`);
  await context.close();
});

test("if the app cannot start, the explanation is laid out next to the banner", async () => {
  const context = await shared.browser.newContext();
  const page = await context.newPage();
  await page.route("**/*.wasm", (route) => route.fulfill({ status: 404, body: "gone" }));
  await page.goto(shared.server.url);
  await page.locator("#app-error").waitFor();
  const shown = await explanationLaidOut(page);
  assert.equal(shown.visibility, "auto");
  assert.ok(shown.height > 40, `the first section is ${shown.height}px tall`);
  await context.close();
});

test("without JavaScript the explanation is laid out", async () => {
  const context = await shared.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(shared.server.url);
  const shown = await explanationLaidOut(page);
  assert.equal(shown.visibility, "auto");
  assert.ok(shown.height > 40, `the first section is ${shown.height}px tall`);
  await context.close();
});
