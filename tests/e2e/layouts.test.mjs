// End to end: every layout. Each preset by the address and by the select, a layout of one's own
// by the editor and by the address (round-tripped through the share link), layouts that cannot
// be, switching with an ID in the box, a Discord message's link, Discord's range and an embed
// that carries the layout. At 1280x800 and on a 390x844 touch phone, in English and Korean.
// The presets and their arithmetic are written here again from their sources, in BigInt.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ARTIFACTS, countAddressRewrites, settled, sharedBrowser, waitForAddressRewrite, waitForSlices } from "./support.mjs";

const shared = sharedBrowser();
const SCREENS = [
  ["desktop", { viewport: { width: 1280, height: 800 } }],
  ["phone", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
];
const HARNESS = /^Service Worker registration blocked by Playwright/;

/** Each preset as its source gives it, with an ID of that layout to read. */
const PRESETS = {
  discord: { epoch: 1420070400000n, tick: 1n, blocks: [["timestamp", 42], ["worker", 5], ["process", 5], ["increment", 12]], id: "175928847299117063" },
  instagram: { epoch: 1314220021721n, tick: 1n, blocks: [["timestamp", 41], ["shard", 13], ["sequence", 10]], id: "2384288897814875714" },
  sonyflake: { epoch: 1409529600000n, tick: 10n, blocks: [["sign", 1], ["timestamp", 39], ["sequence", 8], ["machine", 16]], id: "2063929908" },
  mastodon: { epoch: 0n, tick: 1n, blocks: [["timestamp", 48], ["sequence", 16]], id: "112655086387200578" },
};

/** An ID split by a layout: each block's bits as text, and its value (the time in Unix ms). */
function split(layout, id) {
  const bits = BigInt(id).toString(2).padStart(64, "0");
  let at = 0;
  const out = {};
  for (const [key, width] of layout.blocks) {
    const text = bits.slice(at, at + width);
    at += width;
    const value = BigInt(`0b${text}`);
    out[key] = { bits: text, value: key === "timestamp" ? layout.epoch + value * layout.tick : value };
  }
  return out;
}

async function open(options, query, { ready = true } = {}) {
  const context = await shared.browser.newContext({
    ...options, timezoneId: "Asia/Seoul", permissions: ["clipboard-read", "clipboard-write"],
  });
  await countAddressRewrites(context);
  const page = await context.newPage();
  const problems = [];
  page.on("console", (m) => { if (["warning", "error"].includes(m.type()) && !HARNESS.test(m.text())) problems.push(`${m.type()}: ${m.text()}`); });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(`${shared.server.url}?${query}`);
  await waitForSlices(page);
  if (ready) await page.waitForFunction(() => /^\d+$/.test(document.querySelector("#snowflake-id")?.value ?? ""));
  await settled(page);
  return { context, page, problems };
}

const sideways = (page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
const query = (page) => page.evaluate(() => Object.fromEntries(new URLSearchParams(location.search)));

/** What the page shows of the layout: the fields' blocks, the bits' blocks and their bits. */
async function shown(page) {
  return page.evaluate(() => ({
    fields: [...document.querySelectorAll("form.fields input")].map((i) => i.dataset.block),
    bits: [...document.querySelectorAll("#bits [data-field]")].map((b) => [b.dataset.field, b.textContent.replace(/\s/g, "")]),
    time: document.querySelector("#time-utc")?.textContent,
    parts: document.querySelector("#headline-parts")?.textContent,
  }));
}

for (const [screen, options] of SCREENS) {
  for (const lang of ["en", "ko"]) {
    test(`${lang} ${screen}: each preset by the address reads its own ID block by block, with no sideways scroll`, async () => {
      for (const [key, layout] of Object.entries(PRESETS)) {
        const { context, page, problems } = await open(options, `lang=${lang}&layout=${key}&id=${layout.id}`);
        assert.equal(await page.locator("#layout").inputValue(), key);
        const expected = split(layout, layout.id);
        const seen = await shown(page);
        assert.deepEqual(seen.fields, layout.blocks.map(([k]) => k).filter((k) => k !== "sign"), key);
        assert.deepEqual(seen.bits, layout.blocks.map(([k]) => [k, expected[k].bits]), key);
        assert.equal(seen.time, new Date(Number(expected.timestamp.value)).toISOString(), key);
        for (const [block] of layout.blocks.filter(([k]) => k !== "sign" && k !== "timestamp")) {
          assert.equal(await page.locator(`input[data-block=${block}]`).inputValue(), String(expected[block].value), `${key} ${block}`);
        }
        assert.equal(await sideways(page), false, `${key}: nothing scrolls sideways`);
        const bits = await page.locator("#bits").boundingBox();
        assert.ok(bits.x + bits.width <= options.viewport.width, `${key}: the bits fit the width`);
        mkdirSync(ARTIFACTS, { recursive: true });
        for (const theme of ["light", "dark"]) {
          await page.goto(`${shared.server.url}?lang=${lang}&theme=${theme}&layout=${key}&id=${layout.id}`);
          await waitForSlices(page);
          await settled(page);
          await page.screenshot({ path: join(ARTIFACTS, `layout-${key}-${lang}-${screen}-${theme}.png`) });
        }
        assert.deepEqual(problems, [], key);
        await context.close();
      }
    });

    test(`${lang} ${screen}: choosing a layout keeps the ID box's text and reads it again, and the address carries the choice`, async () => {
      const { context, page, problems } = await open(options, `lang=${lang}&id=${PRESETS.instagram.id}`);
      assert.equal(await page.locator("#layout").inputValue(), "twitter");
      await page.locator("#layout").selectOption("instagram");
      const expected = split(PRESETS.instagram, PRESETS.instagram.id);
      await page.waitForFunction((iso) => document.querySelector("#time-utc")?.textContent === iso, new Date(Number(expected.timestamp.value)).toISOString());
      assert.equal(await page.locator("#snowflake-id").inputValue(), PRESETS.instagram.id, "the ID box keeps its text");
      assert.equal(await page.locator("input[data-block=shard]").inputValue(), "2675");
      // The bits are drawn again for the new blocks, each written: none left blank.
      assert.deepEqual((await shown(page)).bits, Object.entries(expected).map(([key, { bits }]) => [key, bits]));
      await page.waitForFunction(() => new URLSearchParams(location.search).get("layout") === "instagram");
      // Back to Twitter's: no layout key in the address.
      await page.locator("#layout").selectOption("twitter");
      await page.waitForFunction(() => !new URLSearchParams(location.search).has("layout"));
      assert.deepEqual(await page.locator("form.fields input").evaluateAll((all) => all.map((i) => i.id)), ["timestamp", "datacenter", "machine", "sequence"]);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}

test("a layout of one's own by the editor: typed calmly, read into the fields and bits, and round-tripped through the share link", async () => {
  for (const [screen, options] of SCREENS) {
    const { context, page, problems } = await open(options, "lang=en");
    await page.locator("#layout").selectOption("custom");
    const blocks = page.locator("#layout-blocks");
    await blocks.waitFor();
    // It starts from the layout on screen.
    assert.equal(await blocks.inputValue(), "sign:1,timestamp:41,datacenter:5,machine:5,sequence:12");
    await page.locator("#layout-epoch").fill("2020-01-01T00:00Z");
    await blocks.focus();
    await page.keyboard.press("Control+A");
    for (const key of "sign:1,timestamp:41,node:10,") await page.keyboard.type(key);
    assert.equal(await page.locator("#layout-blocks-error").isVisible(), false, "no message while the blocks are on their way");
    await page.keyboard.type("sequence:12");
    await page.locator("#block-node").waitFor();
    assert.equal(await page.locator("#block-node").getAttribute("data-block"), "node");
    await page.locator("#timestamp").fill("2024-06-21T00:00Z");
    await page.locator("#block-node").fill("513");
    await page.locator("#sequence").fill("7");
    await page.locator("#sequence").press("Tab");
    const expected = ((BigInt(Date.UTC(2024, 5, 21)) - BigInt(Date.UTC(2020, 0, 1))) << 22n) | (513n << 12n) | 7n;
    await page.waitForFunction((id) => document.querySelector("#snowflake-id").value === id, String(expected));
    assert.deepEqual((await shown(page)).bits.map(([k]) => k), ["sign", "timestamp", "node", "sequence"]);
    // The address is written on a timer after the last edit: an earlier write already had the
    // blocks, so the wait is for the node's value too.
    await page.waitForFunction(() => {
      const q = new URLSearchParams(location.search);
      return q.get("blocks") === "sign:1,timestamp:41,node:10,sequence:12" && q.get("node") !== null;
    });
    const q = await query(page);
    assert.equal(q.layout, "custom");
    assert.equal(q.node, "513");
    // The share link opens the same layout and ID.
    await page.locator("#copy-link").click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const again = await context.newPage();
    await again.goto(link);
    await waitForSlices(again);
    await again.waitForFunction((id) => document.querySelector("#snowflake-id")?.value === id, String(expected));
    assert.equal(await again.locator("#layout").inputValue(), "custom");
    assert.equal(await again.locator("#layout-blocks").inputValue(), "sign:1,timestamp:41,node:10,sequence:12");
    assert.equal(await sideways(page), false, screen);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, `layout-custom-en-${screen}.png`) });
    assert.deepEqual(problems, [], screen);
    await context.close();
  }
});

test("layouts that cannot be get their message in #layout-error, show no ID, and lose nothing", async () => {
  for (const lang of ["en", "ko"]) {
    for (const [what, q, kind] of [
      ["an unknown name", "layout=snowflake", lang === "en" ? /twitter, discord, instagram, sonyflake, mastodon or custom/ : /twitter, discord, instagram, sonyflake, mastodon, custom/],
      ["widths short of 64", "layout=custom&epoch=0&tick=1&blocks=timestamp:41,node:10", lang === "en" ? /add up to 64/ : /64비트/],
      ["a repeated key", "layout=custom&epoch=0&tick=1&blocks=timestamp:32,timestamp:32", lang === "en" ? /each key once/ : /한 번만/],
      ["no time block", "layout=custom&epoch=0&tick=1&blocks=node:32,shard:32", lang === "en" ? /exactly one time block/ : /시간 블록\(키 timestamp\)을 정확히 하나/],
      ["a key not written as keys are", "layout=custom&epoch=0&tick=1&blocks=Node:16,timestamp:48", lang === "en" ? /lowercase letter/ : /영문 소문자/],
      ["a key of the address's own", "layout=custom&epoch=0&tick=1&blocks=id:16,timestamp:48", lang === "en" ? /URL parameters \(id, lang.*found id\./ : /URL 파라미터.*id/],
      ["a column of the list's export", "layout=custom&epoch=0&tick=1&blocks=timestamp:48,utc:16", lang === "en" ? /columns the list tool exports.*found utc\./ : /열.*utc/],
      ["a tick of 0", "layout=custom&epoch=0&tick=0&blocks=timestamp:48,node:16", lang === "en" ? /tick from 1 to 86,400,000 ms, found 0/ : /1~86,400,000ms/],
      ["an epoch after 2099", "layout=custom&epoch=2200-01-01&tick=1&blocks=timestamp:48,node:16", lang === "en" ? /an epoch from 1970-01-01 to 2099-12-31/ : /1970-01-01~2099-12-31/],
    ]) {
      const { context, page, problems } = await open({ viewport: { width: 1280, height: 800 } }, `lang=${lang}&${q}`, { ready: false });
      const error = page.locator("#layout-error");
      await error.waitFor();
      assert.match(await error.textContent(), kind, what);
      assert.equal(await page.locator("#snowflake-id").inputValue(), "", `${what}: no ID`);
      assert.equal(await page.locator("#time-utc").isVisible(), false, `${what}: no moment`);
      assert.equal(await page.locator("#layout").getAttribute("aria-invalid"), "true");
      // The address keeps what it was given, once the page has written it.
      const given = Object.fromEntries(new URLSearchParams(q));
      await waitForAddressRewrite(page);
      const now = await query(page);
      for (const [k, v] of Object.entries(given)) assert.equal(now[k], v, `${what}: ${k} kept`);
      assert.deepEqual(problems, [], what);
      await context.close();
    }
  }
});

test("an ID with its sign bit set, and a timestamp outside a layout's window, get the input's message", async () => {
  const { context, page } = await open({ viewport: { width: 1280, height: 800 } }, "lang=en&layout=sonyflake&id=9223372036854775808", { ready: false });
  await page.locator("#snowflake-id-error").waitFor();
  assert.equal(await page.locator("#snowflake-id-error").getAttribute("data-error-kind"), "sign_bit_set");
  // The same ID is one of Discord's, which has no sign bit.
  await page.locator("#layout").selectOption("discord");
  await page.waitForFunction(() => document.querySelector("#snowflake-id-error").hidden);
  assert.equal(await page.locator("#time-utc").textContent(), new Date(Number((1n << 41n) + 1420070400000n)).toISOString());
  await page.goto(`${shared.server.url}?lang=en&layout=discord&timestamp=1420070399999`);
  await waitForSlices(page);
  assert.equal(await page.locator("#timestamp-error").getAttribute("data-error-kind"), "before_epoch");
  await context.close();
});

test("a Discord message's link pasted in Twitter's layout switches the page to Discord's and says so", async () => {
  for (const lang of ["en", "ko"]) {
    const { context, page } = await open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, `lang=${lang}`);
    await page.evaluate((t) => navigator.clipboard.writeText(t), "https://discord.com/channels/1/2/175928847299117063");
    await page.locator("#snowflake-id").click();
    await page.locator("#snowflake-id").press("Control+A");
    await page.locator("#snowflake-id").press("Control+V");
    await page.waitForFunction(() => document.querySelector("#time-utc")?.textContent === "2016-04-30T11:18:25.796Z");
    assert.equal(await page.locator("#layout").inputValue(), "discord");
    assert.ok(await page.locator("#layout-switched").isVisible(), "the switch is said");
    assert.match(await page.locator("#layout-switched").textContent(), lang === "en" ? /Discord message's link/ : /디스코드 메시지 링크/);
    // Discord's timestamp tag, offered to copy; it is among the notes a paint behind the answer.
    await settled(page);
    assert.equal(await page.locator("#discord-tag-text").textContent(), "<t:1462015105:F>");
    await page.locator("#discord-tag-style").selectOption("R");
    assert.equal(await page.locator("#discord-tag-text").textContent(), "<t:1462015105:R>");
    await context.close();
  }
});

test("Discord's range gives the first ID of a moment and Discord's own API bounds, not Twitter's", async () => {
  const { context, page } = await open({ viewport: { width: 1280, height: 800 } }, "lang=en&layout=discord&range_from=2016-04-30T11:18:25.796Z#range");
  const first = page.locator("#range-first");
  await first.waitFor();
  // (1462015105796 − 1420070400000) << 22, the smallest ID of that millisecond.
  assert.equal(await first.textContent(), String((1462015105796n - 1420070400000n) << 22n));
  assert.equal(await page.locator("#range-after").textContent(), String(((1462015105796n - 1420070400000n) << 22n) - 1n));
  assert.equal(await page.locator("#range-since-id").isVisible(), false);
  assert.equal(await page.locator("#range-before").isVisible(), true);
  await context.close();
});

test("an embed carries the layout: the compact view reads in it, and the builder's snippet includes it", async () => {
  for (const lang of ["en", "ko"]) {
    const { context, page } = await open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, `lang=${lang}&embed=compact&layout=discord&id=175928847299117063`);
    assert.equal(await page.locator("#layout").inputValue(), "discord");
    assert.deepEqual((await shown(page)).fields, ["timestamp", "worker", "process", "increment"]);
    // Discord's API reference: 2016-04-30T11:18:25.796Z, worker 1, process 0, increment 7.
    assert.equal(await page.locator("#time-utc").textContent(), "2016-04-30T11:18:25.796Z");
    assert.equal(await page.locator('input[data-block="worker"]').inputValue(), "1");
    assert.equal(await page.locator('input[data-block="increment"]').inputValue(), "7");
    await page.goto(`${shared.server.url}?lang=${lang}&layout=mastodon&id=${PRESETS.mastodon.id}#embed`);
    await waitForSlices(page);
    await page.locator("#embed-snippet").waitFor();
    await page.waitForFunction(() => /layout="mastodon"/.test(document.querySelector("#embed-snippet").textContent));
    await context.close();
  }
});
