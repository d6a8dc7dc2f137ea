// End to end: the Korean page as a Korean reader sees it, with every tool open and holding
// output, on a phone (390x844) and a desktop (1280x800), light and dark: words are never split
// inside, no short word dangles at a line's start or end in the first screen, every label is
// one line, a number and its unit are written together, and none of the glossary's ruled-out
// words shows. Screenshots land in test-results/ for a person to look at.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ARTIFACTS, ROOT, waitForApp, sharedBrowser } from "./support.mjs";

const shared = sharedBrowser();

/** The glossary's wrong synonyms (third column of its table). */
function ruledOut() {
  const lines = readFileSync(join(ROOT, "docs/glossary.md"), "utf8").split("\n");
  const start = lines.findIndex((l) => l.trim() === "| English | 한국어 | 쓰지 않는 말 |");
  assert.ok(start >= 0, "the glossary's table");
  const words = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.trim().startsWith("|")) break;
    const cell = line.trim().replace(/^\||\|$/g, "").split("|")[2].trim();
    words.push(...cell.split(", ").map((w) => w.trim()).filter((w) => w && w !== "—" && w !== "-"));
  }
  return words;
}

const UNIT = "(밀리초|마이크로초|나노초|시간|번째|비트|일|분|초|년|월|개|줄|행|자리|배|ms)";
// A number, a space, a unit word that ends there or takes a particle.
const SPACED_UNIT = new RegExp(`\\d[ \\u00a0]+${UNIT}(?=$|[^가-힣a-z]|[의을를이가은는에로와과만도씩째])`, "gmu");

/** Opens the Korean page with all four tools open and holding output. */
async function openKorean(viewport, theme) {
  const context = await shared.browser.newContext({ viewport, timezoneId: "Asia/Seoul", locale: "ko-KR" });
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(e.message));
  const query = "lang=ko&theme=" + theme + "&timestamp=1288834975657&datacenter=1&machine=1&sequence=4094"
    + "&compare_a=4194439168&compare_b=1800000000000000000&range_from=2024-06-21&range_to=2024-06-22";
  await page.goto(`${shared.server.url}?${query}`);
  await waitForApp(page);
  return { context, page, problems };
}

async function openTools(page) {
  for (const id of ["range", "run", "compare", "bulk"]) {
    // A tool whose values are in the address is open already.
    if (!(await page.locator(`#${id}`).evaluate((d) => d.open))) await page.locator(`#${id} > summary`).click();
    await page.waitForFunction((id) => document.getElementById(id).open, id);
  }
  await page.locator("#bulk-input").fill("4194439168\n1800000000000000000\n아무거나\n20");
  await page.locator("#bulk-summary").filter({ hasText: "ID 3개" }).waitFor();
  await page.locator("#run-list li").first().waitFor();
  await page.locator("#compare-delta-human").filter({ hasText: /\S/ }).waitFor();
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 50))));
}

/**
 * In the page: each visible text block (nearest non-inline ancestor of its words) with its
 * lines, each line the words on it; and every Hangul word laid over more than one line.
 */
function layoutReport() {
  const hangul = /[\uAC00-\uD7A3]/;
  const blockOf = (node) => {
    let el = node.parentElement;
    while (el && getComputedStyle(el).display.startsWith("inline") && el.parentElement) el = el.parentElement;
    return el;
  };
  const blocks = new Map();
  const split = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node; (node = walker.nextNode()); ) {
    // A line may break before an opening bracket (「저장소 / (2010년」); the parts are words.
    const re = /\(?[^\s(]+/g;
    for (let m; (m = re.exec(node.data)); ) {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (!rects.length) continue;
      const tops = [...new Set(rects.map((r) => Math.round(r.top)))];
      // A long token of digits or Latin letters may wrap where nothing else fits; a word may not.
      if (hangul.test(m[0]) && !/[0-9A-Za-z]{6}/.test(m[0]) && tops.some((t) => Math.abs(t - tops[0]) > 3)) {
        split.push(`${m[0]} in ${blockOf(node).outerHTML.slice(0, 80)}`);
      }
      const block = blockOf(node);
      if (!blocks.has(block)) blocks.set(block, []);
      blocks.get(block).push({ text: m[0], top: rects[0].top, bottom: rects[0].bottom });
    }
  }
  const out = [];
  for (const [el, words] of blocks) {
    const lines = [];
    for (const word of words) {
      const line = lines.find((l) => Math.abs(l.top - word.top) < (word.bottom - word.top) / 2);
      if (line) line.words.push(word.text);
      else lines.push({ top: word.top, words: [word.text] });
    }
    lines.sort((a, b) => a.top - b.top);
    out.push({
      tag: el.tagName.toLowerCase(), id: el.id, cls: el.className && String(el.className), top: el.getBoundingClientRect().top,
      lines: lines.map((l) => l.words), text: words.map((w) => w.text).join(" "),
    });
  }
  return { blocks: out, split, wordBreak: getComputedStyle(document.body).wordBreak };
}

const bare = (word) => word.replace(/^[("“'「]+|[)”'」,.:;!?…]+$/g, "");
const isHangulWord = (word) => /^[\uAC00-\uD7A3]+$/.test(bare(word));

/** Lines of `block` that start or end with a lone one-syllable word, or hold one short word. */
function danglers(block) {
  if (block.lines.length < 2) return [];
  const found = [];
  block.lines.forEach((line, i) => {
    const [first, last] = [bare(line[0]), bare(line[line.length - 1])];
    if (line.length === 1 && isHangulWord(line[0]) && first.length <= 2 && i > 0) found.push(`"${line[0]}" alone`);
    else if (line.length > 1 && isHangulWord(first) && first.length === 1 && i > 0) found.push(`line starts "${first}"`);
    else if (line.length > 1 && isHangulWord(last) && last.length === 1 && i < block.lines.length - 1) found.push(`line ends "${last}"`);
  });
  return found.map((f) => `${f} in <${block.tag}${block.id ? "#" + block.id : ""}> ${block.text.slice(0, 60)}`);
}

const LABELS = new Set(["label", "legend", "summary", "th", "dt", "button", "h1", "h2", "h3"]);
const VIEWPORTS = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];

for (const viewport of VIEWPORTS) {
  for (const theme of ["light", "dark"]) {
    test(`ko ${viewport.width}x${viewport.height} ${theme}: no split word, no dangling word up top, one-line labels, glued units, no ruled-out word`, async () => {
      const { context, page, problems } = await openKorean(viewport, theme);
      mkdirSync(ARTIFACTS, { recursive: true });
      const name = `korean-${viewport.width}-${theme}`;
      // The first screen as a visitor meets it, before any tool is opened.
      await page.screenshot({ path: join(ARTIFACTS, `${name}-first-screen.png`) });
      const first = await page.evaluate(layoutReport);
      assert.equal(first.wordBreak, "keep-all");
      const upTop = first.blocks.filter((b) => b.top < viewport.height && b.top >= 0);
      assert.deepEqual(upTop.flatMap(danglers), [], "dangling words in the first screen");

      await openTools(page);
      await page.screenshot({ path: join(ARTIFACTS, `${name}-tools.png`), fullPage: true });
      const report = await page.evaluate(layoutReport);
      assert.deepEqual(report.split, [], "Hangul words split across lines");
      const longLabels = report.blocks
        .filter((b) => LABELS.has(b.tag) && b.lines.length > 1 && /[\uAC00-\uD7A3]/.test(b.text))
        .map((b) => `<${b.tag}${b.id ? "#" + b.id : ""}> ${b.lines.map((l) => l.join(" ")).join(" / ")}`);
      assert.deepEqual(longLabels, [], "labels on more than one line");

      const text = await page.evaluate(() => document.body.innerText);
      assert.match(text, /스노우플레이크 ID 생성기/);
      assert.deepEqual([...text.matchAll(SPACED_UNIT)].map((m) => text.slice(Math.max(0, m.index - 10), m.index + 12)), [],
        "a space between a number and its unit");
      const wrong = ruledOut();
      assert.ok(wrong.includes("구성기"), "the glossary rules out 구성기");
      assert.deepEqual(wrong.filter((w) => text.includes(w)), [], "ruled-out words on the page");
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}

test("the spacing pattern catches a spaced unit and passes a glued one", () => {
  assert.equal("4,481 일 13시간".match(SPACED_UNIT)?.length, 1);
  assert.equal("시계가 3 ms 거꾸로".match(SPACED_UNIT)?.length, 1);
  assert.equal("4,481일 13시간 5비트 3ms 0 또는 1".match(SPACED_UNIT), null);
});

// Chromium draws a date input in the browser's own language whatever the page's lang says, so
// the Korean page cannot change the picker's mm/dd/yyyy; what it controls is the picker's name.
test("the date picker is named in Korean on the Korean page", async () => {
  const { context, page } = await openKorean({ width: 1280, height: 800 }, "light");
  const picker = page.locator("#timestamp-picker");
  assert.match(await picker.getAttribute("aria-label"), /^[\uAC00-\uD7A3 ]+$/);
  assert.equal(await picker.getAttribute("title"), await picker.getAttribute("aria-label"));
  await context.close();
});
