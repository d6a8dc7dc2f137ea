// End to end: the bit diagram as a file (SVG, 2× PNG, Markdown) for the worked example, in
// both languages and themes, checked as a viewer would read the files.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ARTIFACTS, sharedBrowser, composeBig, recordCspViolations, waitForApp, typeInto, watchProblems } from "./support.mjs";

const shared = sharedBrowser("/docs/snowflake/");
const ID = composeBig(1288834975657, 1, 1, 0); // 4194439168n
const STATE = "timestamp=1288834975657&datacenter=1&machine=1&sequence=0";
const CAPTIONS = {
  en: ["sign · 1", "timestamp · 41", "datacenter · 5", "machine · 5", "sequence · 12"],
  ko: ["부호 · 1", "타임스탬프 · 41", "데이터 센터 · 5", "머신 · 5", "시퀀스 · 12"],
};

async function openPage(query, colorScheme) {
  const context = await shared.browser.newContext({ colorScheme, acceptDownloads: true, viewport: { width: 1100, height: 900 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await recordCspViolations(context);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(`${shared.server.url}?${query}`);
  await waitForApp(page);
  await page.locator("#download-svg:enabled").waitFor();
  return { context, page, problems };
}

/** Clicks `button` and returns the file it downloads: its suggested name and bytes. */
async function downloadFrom(page, button, how = "click") {
  const waiting = page.waitForEvent("download");
  if (how === "keyboard") {
    await page.locator(button).focus();
    await page.keyboard.press("Enter");
  } else {
    await page.locator(button).click();
  }
  const download = await waiting;
  const bytes = readFileSync(await download.path());
  return { name: download.suggestedFilename(), bytes };
}

/** Reads an SVG document the way a browser's XML parser does, in a blank page. */
function readSvg(page, text) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    const error = doc.querySelector("parsererror");
    const root = doc.documentElement;
    const all = [...doc.querySelectorAll("*")];
    return {
      error: error?.textContent ?? null,
      namespace: root.namespaceURI,
      rootName: root.localName,
      width: Number(root.getAttribute("width")),
      height: Number(root.getAttribute("height")),
      tags: [...new Set(all.map((e) => e.localName))].sort(),
      hrefs: all.flatMap((e) => [...e.attributes].filter((a) => /href$/i.test(a.name)).map((a) => a.value)),
      handlers: all.flatMap((e) => [...e.attributes].filter((a) => /^on/i.test(a.name)).map((a) => a.name)),
      urls: all.flatMap((e) => [...e.attributes].filter((a) => /url\(/i.test(a.value)).map((a) => a.value)),
      text: root.textContent,
      heading: doc.getElementById("snowflake-id")?.textContent,
      captions: [...doc.querySelectorAll("text.caption")].map((e) => e.textContent),
      bits: [...doc.querySelectorAll("[data-block] text.bit")].map((e) => e.textContent).join(""),
      background: root.querySelector(":scope > rect")?.getAttribute("fill"),
      timestampFill: doc.querySelector('[data-block="timestamp"] > rect')?.getAttribute("fill"),
      lang: root.getAttribute("xml:lang"),
    };
  }, text);
}

for (const [lang, colorScheme] of [["en", "light"], ["ko", "dark"], ["en", "dark"], ["ko", "light"]]) {
  test(`${lang}, ${colorScheme}: the worked example's SVG is standalone, safe XML whose text holds the ID, the five captions and its 64 bits, in the page's colours`, async () => {
    const { context, page, problems } = await openPage(`lang=${lang}&${STATE}`, colorScheme);
    const svgFile = await downloadFrom(page, "#download-svg");
    assert.equal(svgFile.name, `snowflake-${ID}.svg`);
    const text = svgFile.bytes.toString("utf8");
    const svg = await readSvg(page, text);
    assert.equal(svg.error, null, "parses as XML");
    assert.equal(svg.namespace, "http://www.w3.org/2000/svg");
    assert.equal(svg.rootName, "svg");
    assert.deepEqual(svg.tags, ["g", "rect", "svg", "text", "title"], "no script, style, image, link or foreign content");
    assert.deepEqual(svg.hrefs, [], "no href of any kind");
    assert.deepEqual(svg.handlers, [], "no event handler attributes");
    assert.deepEqual(svg.urls, [], "no url() paint");
    assert.ok(svg.heading.endsWith(String(ID)), svg.heading);
    assert.deepEqual(svg.captions, CAPTIONS[lang]);
    assert.equal(svg.bits, ID.toString(2).padStart(64, "0"));
    assert.equal(svg.lang, lang);
    // The page's own colours in this theme: its background and the timestamp block's fill.
    const colours = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      timestamp: getComputedStyle(document.querySelector("#bits [data-field=timestamp]")).backgroundColor,
    }));
    assert.equal(svg.background, colours.background);
    assert.equal(svg.timestampFill, colours.timestamp);
    assert.equal(svg.background, colorScheme === "dark" ? "rgb(20, 23, 27)" : "rgb(255, 255, 255)");

    // Drawn on its own, with the fonts this machine has: every block's caption and value sit
    // inside the picture and clear of the next block's.
    const viewer = await context.newPage();
    await viewer.setContent(`<!doctype html><body style="margin:0">${text}</body>`);
    const boxes = await viewer.evaluate(() => [...document.querySelectorAll("[data-block]")].map((g) => {
      const spans = [...g.querySelectorAll("text.caption, text.value, rect")].map((e) => e.getBBox());
      return { left: Math.min(...spans.map((b) => b.x)), right: Math.max(...spans.map((b) => b.x + b.width)) };
    }));
    for (let i = 1; i < boxes.length; i++) {
      assert.ok(boxes[i].left >= boxes[i - 1].right, `block ${i} (${boxes[i].left}) overlaps block ${i - 1} (${boxes[i - 1].right})`);
    }
    assert.ok(boxes[0].left >= 0 && boxes.at(-1).right <= svg.width, JSON.stringify(boxes));
    // As an image, as a viewer opens a file: it decodes at its own size.
    const asImage = await viewer.evaluate(async (source) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, `data:image/svg+xml;base64,${svgFile.bytes.toString("base64")}`);
    assert.deepEqual(asImage, [svg.width, svg.height]);

    const pngFile = await downloadFrom(page, "#download-png", "keyboard");
    assert.equal(pngFile.name, `snowflake-${ID}.png`);
    assert.equal(pngFile.bytes.subarray(0, 8).toString("hex"), "89504e470d0a1a0a", "a PNG signature");
    // IHDR: width and height, big-endian, at bytes 16 and 20: twice the SVG's.
    assert.deepEqual([pngFile.bytes.readUInt32BE(16), pngFile.bytes.readUInt32BE(20)], [2 * svg.width, 2 * svg.height]);
    // Not blank: the corner is the theme's background and the timestamp block's middle its fill.
    const pixels = await viewer.evaluate(async ({ source, at }) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement("canvas");
      [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
      const context = canvas.getContext("2d");
      context.drawImage(image, 0, 0);
      return at.map(([x, y]) => `rgb(${[...context.getImageData(x, y, 1, 1).data.slice(0, 3)].join(", ")})`);
    }, { source: `data:image/png;base64,${pngFile.bytes.toString("base64")}`, at: [[4, 4], await timestampMiddle(viewer)] });
    assert.deepEqual(pixels, [colours.background, colours.timestamp]);

    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, `diagram-${lang}-${colorScheme}.svg`), text);
    writeFileSync(join(ARTIFACTS, `diagram-${lang}-${colorScheme}.png`), pngFile.bytes);
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

/** A point, in the PNG's pixels, inside the timestamp block and between two of its digits. */
async function timestampMiddle(viewer) {
  const box = await viewer.evaluate(() => {
    const b = document.querySelector('[data-block="timestamp"] > rect').getBBox();
    return { x: b.x, y: b.y, width: b.width, height: b.height };
  });
  const digits = await viewer.evaluate(() => [...document.querySelectorAll('[data-block="timestamp"] text.bit')]
    .slice(0, 2).map((t) => t.getBBox()).map((b) => b.x + b.width));
  // Between the first two digits, a third of the way down: fill, not a glyph or the border.
  return [Math.round(2 * (digits[0] + 2)), Math.round(2 * (box.y + box.height / 3))];
}

test("copy as Markdown gives an image line for the saved SVG and a link back that opens the same ID", async () => {
  const { context, page, problems } = await openPage(`lang=en&${STATE}`, "light");
  await page.locator("#copy-markdown").click();
  await page.locator(".export .copy-status").filter({ hasText: "Copied" }).waitFor();
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  const lines = markdown.trimEnd().split("\n");
  assert.equal(lines.length, 3, markdown);
  assert.equal(lines[0], `![The 64 bits of Snowflake ID ${ID}](snowflake-${ID}.svg)`);
  assert.equal(lines[1], "");
  const link = lines[2].match(/^\[Open this ID in the Snowflake ID generator\]\((.+)\)$/)?.[1];
  assert.ok(link?.startsWith(shared.server.url), lines[2]);
  const back = await context.newPage();
  await back.goto(link);
  await waitForApp(back);
  assert.equal(await back.locator("#snowflake-id").inputValue(), String(ID));
  assert.deepEqual(problems, []);
  await context.close();
});

test("with no ID the file buttons are disabled, and they come back with a valid one", async () => {
  const { context, page, problems } = await openPage(`lang=en&${STATE}`, "light");
  await typeInto(page, "datacenter", "99");
  for (const button of ["#download-svg", "#download-png", "#copy-markdown"]) {
    await page.locator(`${button}:disabled`).waitFor();
  }
  await typeInto(page, "datacenter", "2");
  await page.locator("#download-svg:enabled").waitFor();
  const { bytes } = await downloadFrom(page, "#download-svg");
  assert.match(bytes.toString("utf8"), new RegExp(`>Snowflake ID ${composeBig(1288834975657, 2, 1, 0)}<`));
  assert.deepEqual(problems, []);
  await context.close();
});
