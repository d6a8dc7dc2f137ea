// End to end: what the page tells crawlers and chat apps. The FAQ's structured data says word
// for word what the visible FAQ says, in the page's language; the canonical link is absolute
// and drops share-link queries wherever the page is hosted; the preview image is a real
// 1200×630 PNG; SITE_URL bakes absolute addresses into the build.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DIST, openApp, sharedBrowser } from "./support.mjs";
import { applySiteUrl } from "../../scripts/release/page-data.mjs";

const shared = sharedBrowser("/docs/tools/snowflake/");

/**
 * The FAQ as a person reads it: scrolled to (the explanation renders lazily), every question
 * opened, each summary and the rest of its text.
 */
async function visibleFaq(page) {
  await page.locator(".faq:visible").scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => {
    const items = [...document.querySelectorAll(".faq details")].filter((d) => d.checkVisibility());
    for (const item of items) item.open = true;
    const words = (s) => s.replace(/\s+/g, " ").trim();
    return items.map((item) => {
      const question = item.querySelector("summary").innerText;
      return [words(question), words(item.innerText.slice(item.innerText.indexOf(question) + question.length))];
    });
  });
}

/** The FAQPage JSON-LD as [question, answer] pairs, with its language. */
function structuredFaq(json) {
  const data = JSON.parse(json);
  assert.equal(data["@context"], "https://schema.org");
  assert.equal(data["@type"], "FAQPage");
  return { lang: data.inLanguage, pairs: data.mainEntity.map((q) => [q.name, q.acceptedAnswer.text]) };
}

for (const lang of ["en", "ko"]) {
  test(`${lang}: the FAQ structured data matches the visible questions and answers word for word`, async () => {
    const { context, page, problems } = await openApp(shared.browser, `${shared.server.url}?lang=${lang}`);
    const shown = await visibleFaq(page);
    assert.ok(shown.length >= 6, `only ${shown.length} visible questions`);
    const data = structuredFaq(await page.locator("#faq-data").textContent());
    assert.equal(data.lang, lang);
    assert.deepEqual(data.pairs, shown);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test("the structured data follows the language switch, and the static build carries the English FAQ", async () => {
  const { context, page, problems } = await openApp(shared.browser, `${shared.server.url}?lang=en`);
  const english = await visibleFaq(page);
  // Without scripts a crawler reads index.html as built: English, the static language.
  const built = readFileSync(join(DIST, "index.html"), "utf8").match(/<script type="application\/ld\+json" id="faq-data">(.*?)<\/script>/);
  assert.ok(built, "no FAQ data in dist/index.html");
  assert.deepEqual(structuredFaq(built[1]), { lang: "en", pairs: english });
  await page.locator("#lang-ko").click();
  await page.waitForFunction(() => JSON.parse(document.getElementById("faq-data").textContent).inLanguage === "ko");
  const data = structuredFaq(await page.locator("#faq-data").textContent());
  assert.deepEqual(data.pairs, await visibleFaq(page));
  assert.notDeepEqual(data.pairs, english);
  assert.deepEqual(problems, []);
  await context.close();
});

for (const query of ["timestamp=1719000000123&datacenter=17", "embed&lang=ko&id=4194439168"]) {
  test(`canonical link, ?${query}: the absolute folder address, with no query`, async () => {
    const { context, page } = await openApp(shared.browser, `${shared.server.url}?${query}`);
    const links = await page.locator('link[rel="canonical"]').evaluateAll((all) => all.map((l) => l.getAttribute("href")));
    assert.deepEqual(links, [shared.server.url]);
    assert.match(shared.server.url, /^http:\/\/127\.0\.0\.1:\d+\/docs\/tools\/snowflake\/$/);
    await context.close();
  });
}

test("link previews: og and twitter tags, and og:image is a served 1200×630 PNG", async () => {
  const { context, page } = await openApp(shared.browser, shared.server.url);
  const meta = await page.evaluate(() => Object.fromEntries(
    [...document.querySelectorAll("meta[property^='og:'], meta[name^='twitter:']")].map((m) => [m.getAttribute("property") ?? m.name, m.content]),
  ));
  assert.equal(meta["og:type"], "website");
  assert.equal(meta["twitter:card"], "summary_large_image");
  for (const key of ["og:title", "og:description", "og:image:alt", "twitter:title", "twitter:description"]) {
    assert.ok(meta[key]?.length > 10, `${key} is missing or empty`);
  }
  assert.equal(meta["og:image"], `${shared.server.url}og-image.png`);
  assert.equal(meta["twitter:image"], meta["og:image"]);
  const response = await context.request.get(meta["og:image"]);
  assert.equal(response.status(), 200);
  assert.equal(response.headers()["content-type"], "image/png");
  const png = await response.body();
  assert.equal(png.subarray(1, 4).toString("latin1"), "PNG");
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630]);
  assert.deepEqual([meta["og:image:width"], meta["og:image:height"]], ["1200", "630"]);
  await context.close();
});

test("SITE_URL makes the canonical link, og:url and the images absolute, and refuses non-http addresses", () => {
  const html = readFileSync(join(DIST, "index.html"), "utf8");
  const built = applySiteUrl(html, "https://docs.example.com/tools/snowflake?x=1#top");
  const page = "https://docs.example.com/tools/snowflake/";
  assert.ok(built.includes(`<link rel="canonical" href="${page}">`));
  assert.ok(built.includes(`<meta property="og:url" content="${page}">`));
  assert.ok(built.includes(`<meta property="og:image" content="${page}og-image.png">`));
  assert.ok(built.includes(`<meta name="twitter:image" content="${page}og-image.png">`));
  assert.throws(() => applySiteUrl(html, "ftp://example.com/"), /http or https/);
  assert.throws(() => applySiteUrl(html, "/tools/snowflake/"), /absolute/);
});
