// End to end: the embed panel as a builder. For each view, with a language and theme pinned
// or left to the reader, the preview shows exactly the frame that the copied snippet gives
// when pasted into a page on another origin.
import { test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ARTIFACTS, sharedHost, composeBig, recordCspViolations, waitForApp } from "./support.mjs";

const shared = sharedHost();

const ID = composeBig(1288834975657, 1, 1, 0);
const STATE = "timestamp=1288834975657&datacenter=1&machine=1&sequence=0&range_from=2024-06-21";

/**
 * Opens the embed panel with a click and waits for its builder, or for the notice of a chunk
 * that did not arrive, so that a failed load says so at once instead of as a 30 s timeout.
 */
async function openBuilder(page) {
  await page.locator(".embed-panel summary").click();
  await page.locator("#embed-snippet, .embed-panel .tool-failed").first().waitFor();
  assert.equal(await page.locator(".embed-panel .tool-failed").count(), 0,
    `the builder's code did not arrive: ${await page.locator(".embed-panel .tool-failed").first().textContent().catch(() => "")}`);
}

/** What a person sees in an embedded frame, reduced to comparable facts. */
function fingerprint(frame) {
  return frame.evaluate(() => {
    const html = document.documentElement;
    const shown = (selector) => [...document.querySelectorAll(selector)].some((e) => e.checkVisibility());
    // The address as a set of pairs: the app keeps its own address in step and may reorder them.
    const query = [...new URLSearchParams(location.search)].map(([k, v]) => `${k}=${v}`).sort();
    return {
      url: `${location.origin}${location.pathname}?${query.join("&")}`,
      lang: html.lang,
      classes: [...html.classList].sort(),
      background: getComputedStyle(document.querySelector(".composer") ?? document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
      id: document.getElementById("snowflake-id")?.value ?? document.getElementById("diagram-id")?.textContent ?? null,
      bits: [...document.querySelectorAll("#bits .bit")].map((b) => b.textContent).join(""),
      fields: ["timestamp", "datacenter", "machine", "sequence"].map((f) => document.getElementById(f)?.value ?? null),
      rangeFrom: document.getElementById("range-from")?.value ?? null,
      visible: {
        fields: shown("#timestamp"), bits: shown("#bits"), legend: shown(".legend"), clock: shown(".clock"),
        formats: shown(".formats"), tools: shown("#run"), range: shown("#range-from"),
      },
    };
  });
}

/**
 * Waits until a frame's app has answered (an ID, the diagram's bits, or the range tool) and
 * the outputs below it, whose code arrives after the first paint, are in place, with the range
 * tool's own code where the tool opens at start.
 */
function answered(frame) {
  return frame.waitForFunction(() => (/^\d+$/.test(document.getElementById("snowflake-id")?.value ?? "")
    || document.querySelectorAll("#bits .bit[aria-pressed]").length === 64
    || document.getElementById("range-from"))
    && !document.querySelector(".about-id > .deferred:empty")
    && (!document.querySelector("details#range[open]") || document.getElementById("range-from")));
}

const CASES = [
  // The author's choice; the reader's context (the same browser here: language and scheme).
  { view: "whole", lang: "en", theme: "", values: true, scheme: "light", shows: "#snowflake-id" },
  { view: "compact", lang: "ko", theme: "dark", values: true, scheme: "light", shows: "#snowflake-id" },
  { view: "bits", lang: "", theme: "light", values: true, scheme: "dark", locale: "ko-KR", shows: "#bits" },
  { view: "range", lang: "en", theme: "", values: false, scheme: "dark", shows: "#range-from" },
];

for (const c of CASES) {
  const name = `${c.view}, language ${c.lang || "the reader's"}, theme ${c.theme || "the reader's"}, ${c.values ? "with" : "without"} values`;
  test(`${name}: the preview and the copied snippet on another origin show the same frame`, async () => {
    const context = await shared.browser.newContext({ colorScheme: c.scheme, locale: c.locale ?? "en-US", viewport: { width: 1100, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await recordCspViolations(context);
    const page = await context.newPage();
    const problems = [];
    page.on("pageerror", (e) => problems.push(e.message));
    await page.goto(`${shared.app.url}?lang=en&${STATE}`);
    await waitForApp(page);

    // Built with the keyboard: the summary, the view's radio, the two selects, the box.
    await page.locator(".embed-panel summary").focus();
    await page.keyboard.press("Enter");
    await page.locator(`#embed-view-${c.view}`).focus();
    await page.keyboard.press("Space");
    await page.locator("#embed-lang").selectOption(c.lang);
    await page.locator("#embed-theme").selectOption(c.theme);
    if (!c.values) {
      await page.locator("#embed-values").focus();
      await page.keyboard.press("Space");
    }
    if (c.view === "bits") {
      assert.ok(await page.locator("#embed-values").isDisabled(), "the diagram always takes the current ID");
      assert.ok(await page.locator("#embed-values-note").isVisible());
    }
    // The frame alone: its address is the preview's (tests/e2e/embed-element.test.mjs pastes
    // the element).
    await page.locator("#embed-host").selectOption("iframe");
    await page.locator("#embed-snippet").filter({ hasText: "<iframe" }).waitFor();

    const snippet = await page.locator("#embed-snippet").textContent();
    const src = new URL(snippet.match(/src="([^"]+)"/)[1].replaceAll("&amp;", "&"));
    assert.equal(src.origin + src.pathname, shared.app.url, "the frame is this page, at its own folder");
    assert.equal(src.searchParams.get("embed"), { whole: "", compact: "compact", bits: "bits", range: "range" }[c.view]);
    assert.equal(src.searchParams.get("lang"), c.lang || null);
    assert.equal(src.searchParams.get("theme"), c.theme || null);

    // The preview is that frame, sized by its own height message as the snippet's script does.
    const previewFrame = page.locator("#embed-preview");
    await page.waitForFunction((href) => document.getElementById("embed-preview")?.src === href, src.href);
    const preview = await (await previewFrame.elementHandle()).contentFrame();
    await preview.locator(c.shows).first().waitFor();
    await answered(preview);
    await page.waitForFunction(() => /^\d+px$/.test(document.getElementById("embed-preview").style.height));
    await previewFrame.scrollIntoViewIfNeeded();
    await page.locator(".embed-panel").screenshot({ path: join(ARTIFACTS, `embed-builder-${c.view}.png`) });

    await page.locator("#copy-embed").click();
    await page.locator(".embed-panel .copy-status").filter({ hasText: "Copied" }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, snippet, "the copied snippet is the one shown");

    const file = `host-${c.view}.html`;
    writeFileSync(join(shared.hostDir, file), `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Docs</title><link rel="icon" href="data:,"></head><body style="margin:1rem;max-width:60rem">
<h1>Our IDs</h1>
${copied}
</body></html>`);
    const hostPage = await context.newPage();
    hostPage.on("pageerror", (e) => problems.push(`host: ${e.message}`));
    await hostPage.goto(`${shared.host.url}${file}`);
    await hostPage.frameLocator("iframe").locator(c.shows).first().waitFor();
    const pasted = hostPage.frames().find((f) => f.url().startsWith(shared.app.url));
    await answered(pasted);

    const [seen, expected] = [await fingerprint(pasted), await fingerprint(preview)];
    assert.deepEqual(seen, expected);
    // What each choice means, read in the frame itself.
    assert.equal(seen.lang, c.lang || (c.locale ?? "en-US").slice(0, 2));
    const dark = (c.theme || c.scheme) === "dark";
    assert.equal(seen.text, dark ? "rgb(232, 234, 237)" : "rgb(27, 31, 36)", "the theme's text colour");
    if (c.view === "bits") assert.equal(seen.id, String(ID));
    if (c.view === "whole" || c.view === "compact") assert.deepEqual(seen.fields, ["1288834975657", "1", "1", "0"]);
    if (c.view === "range") assert.equal(seen.rangeFrom, "", "no values: the range starts empty");
    assert.deepEqual(seen.visible, {
      // The range tool opens at start because the values include a range.
      whole: { fields: true, bits: true, legend: true, clock: true, formats: true, tools: true, range: true },
      compact: { fields: true, bits: true, legend: false, clock: false, formats: false, tools: false, range: false },
      bits: { fields: false, bits: true, legend: true, clock: false, formats: false, tools: false, range: false },
      range: { fields: false, bits: false, legend: false, clock: false, formats: false, tools: false, range: true },
    }[c.view]);

    // With no script to size it (Notion, Confluence, many wikis), the frame keeps the
    // snippet's own height: it fits the view.
    const bare = `host-${c.view}-no-script.html`;
    writeFileSync(join(shared.hostDir, bare), `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Docs</title><link rel="icon" href="data:,"></head><body style="margin:1rem;max-width:60rem">
${copied}
</body></html>`);
    await hostPage.goto(`${shared.host.url}${bare}`);
    await hostPage.frameLocator("iframe").locator(c.shows).first().waitFor();
    const stripped = hostPage.frames().find((f) => f.url().startsWith(shared.app.url));
    await answered(stripped);
    const frameHeight = await hostPage.locator("iframe").evaluate((f) => f.getBoundingClientRect().height);
    const inner = await stripped.evaluate(() => ({
      content: Math.ceil(document.body.getBoundingClientRect().height),
      bits: document.getElementById("bits")?.getBoundingClientRect().bottom ?? 0,
    }));
    if (c.view === "whole") {
      // The whole generator grows with every tool opened (this state opens the range tool):
      // its height fits the generator with its tools closed, so the answer and bits show.
      assert.ok(inner.bits <= frameHeight, `the bits end at ${inner.bits} px in a ${frameHeight} px frame`);
    } else {
      assert.ok(inner.content <= frameHeight, `${inner.content} px of content in a ${frameHeight} px frame`);
      assert.ok(frameHeight - inner.content < 8 * 16, `${frameHeight - inner.content} px left empty under ${inner.content} px`);
    }

    for (const p of [page, hostPage]) assert.deepEqual(await p.evaluate(() => window.__violations), []);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test("the panel starts from the snippet of before: the whole composer, in the page's language, from its values", async () => {
  const context = await shared.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${shared.app.url}?lang=ko&${STATE}`);
  await waitForApp(page);
  await openBuilder(page);
  // A plain HTML page's snippet: this build's embed.js, and the element with the page's values.
  assert.equal(await page.locator("#embed-host").inputValue(), "html");
  assert.equal(await page.locator("#embed-snippet").textContent(), `<script src="${shared.app.url}embed.js" defer></script>
<snowflake-embed lang="ko" from="2024-06-21" id="${ID}"></snowflake-embed>`);
  await page.locator("#embed-host").selectOption("iframe");
  const snippet = await page.locator("#embed-snippet").textContent();
  const src = snippet.match(/src="([^"]+)"/)[1].replaceAll("&amp;", "&");
  // As before, the page's own pairs: a sequence of 0 is the default, so it is not written.
  assert.equal(src, `${shared.app.url}?embed&lang=ko&${STATE.replace("&sequence=0", "")}`);
  assert.match(snippet, / width="100%" height="2920" loading="lazy"><\/iframe>$/);
  assert.ok(await page.locator("#embed-view-whole").isChecked());
  assert.equal(await page.locator("#embed-lang").inputValue(), "ko");
  assert.equal(await page.locator("#embed-theme").inputValue(), "");
  assert.ok(await page.locator("#embed-values").isChecked());
  await context.close();
});

test("an ID typed into the ID box reaches the element once, as the page shows it", async () => {
  const context = await shared.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${shared.app.url}?lang=en&id=${ID}`);
  await waitForApp(page);
  await openBuilder(page);
  await page.locator("#embed-host").selectOption("vitepress");
  const snippet = await page.locator("#embed-snippet").textContent();
  // Vue's compiler refuses an element with an attribute given twice.
  assert.equal(snippet.match(/ id="/g)?.length, 1, snippet);
  assert.match(snippet, new RegExp(` id="${ID}"`));
  await context.close();
});

test("the snippet's iframe title is in the frame's language, or the builder's where the reader's browser decides", async () => {
  const context = await shared.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${shared.app.url}?lang=ko&${STATE}`);
  await waitForApp(page);
  await openBuilder(page);
  await page.locator("#embed-host").selectOption("iframe");
  const title = async () => (await page.locator("#embed-snippet").textContent()).match(/title="([^"]+)"/)[1];
  const KO = /^스노우플레이크 ID 생성기/;
  const EN = /^Snowflake ID generator/;
  assert.match(await title(), KO, "a Korean frame from a Korean builder");
  await page.locator("#lang-en").click();
  await page.waitForFunction(() => document.documentElement.lang === "en");
  assert.equal(await page.locator("#embed-lang").inputValue(), "ko", "the frame's language stays pinned");
  assert.match(await title(), KO, "the frame is still Korean, so is its title");
  await page.locator("#embed-lang").selectOption("en");
  assert.match(await title(), EN);
  await page.locator("#embed-lang").selectOption("");
  await page.locator("#lang-ko").click();
  await page.waitForFunction(() => document.documentElement.lang === "ko");
  assert.match(await title(), KO, "left to the reader, the title is in the builder's language");
  await context.close();
});
