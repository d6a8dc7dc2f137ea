// End to end: the range panel (#range). Its IDs are computed here with BigInt from the layout,
// independently of the app: first = (from − epoch) << 22, last = ((to − epoch) << 22) | 4194303.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { ARTIFACTS, EPOCH, typeInto, waitForApp, sharedBrowser } from "./support.mjs";

const shared = sharedBrowser();

async function open(query, { timezoneId = "UTC", wait = true, hash = "" } = {}) {
  const context = await shared.browser.newContext({ timezoneId, viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(`${shared.server.url}?${query}${hash}`);
  if (wait) await waitForApp(page);
  await page.waitForSelector("#range");
  return { context, page, problems };
}

const text = (page, id) => page.locator(`#${id}`).textContent();
const bounds = (from, to) => {
  const first = (BigInt(from) - EPOCH) << 22n;
  const last = ((BigInt(to) - EPOCH) << 22n) | 4194303n;
  return { first, last };
};

async function expectSpan(page, from, to) {
  const { first, last } = bounds(from, to);
  assert.equal(await text(page, "range-first"), String(first));
  assert.equal(await text(page, "range-last"), String(last));
  assert.equal(await text(page, "range-since-id"), String(first - 1n));
  assert.equal(await text(page, "range-max-id"), String(last));
  assert.equal(await text(page, "range-until-id"), String(last + 1n));
  assert.equal(await text(page, "range-sql"), `WHERE id BETWEEN ${first} AND ${last}`);
  const count = (last - first + 1n).toLocaleString("en-US");
  assert.ok((await text(page, "range-count")).includes(count), `count ${count}`);
}

test("a day in UTC from the address: first, last, since_id, max_id, until_id, SQL and count", async () => {
  const { context, page, problems } = await open("tz=utc&range_from=2024-06-21&range_to=2024-06-21T23:59:59.999");
  assert.equal(await page.locator("#range").getAttribute("open"), "");
  await expectSpan(page, Date.UTC(2024, 5, 21), Date.UTC(2024, 5, 21, 23, 59, 59, 999));
  await page.locator("#range").screenshot({ path: join(ARTIFACTS, "range-day-en.png") });
  assert.deepEqual(problems, []);
  await context.close();
});

test("typed with the keyboard, the span follows and the address carries both ends", async () => {
  const { context, page } = await open("", { hash: "#range" });
  assert.equal(await page.locator("#range").getAttribute("open"), "", "#range opens the panel");
  await typeInto(page, "range-from", "1719000000000");
  // An empty end is the same instant as the start.
  await expectSpan(page, 1719000000000, 1719000000000);
  await page.keyboard.press("Tab");
  await page.keyboard.type("1719000000999");
  assert.equal(await page.evaluate(() => document.activeElement.id), "range-to");
  await expectSpan(page, 1719000000000, 1719000000999);
  await page.waitForFunction(() => new URLSearchParams(location.search).get("range_to") === "1719000000999");
  assert.equal(new URL(page.url()).searchParams.get("range_from"), "1719000000000");
  await context.close();
});

test("an empty start is now", async () => {
  const { context, page } = await open("", { hash: "#range" });
  const first = BigInt(await text(page, "range-first"));
  const ms = Number((first >> 22n) + EPOCH);
  assert.ok(Math.abs(ms - Date.now()) < 5_000, `${ms} is not now`);
  await context.close();
});

test("at the epoch since_id is left out; at the limit until_id is left out", async () => {
  const { context, page } = await open("range_from=1288834974657&range_to=3487858230208");
  assert.equal(await text(page, "range-first"), "0");
  assert.equal(await text(page, "range-last"), "9223372036854775807");
  assert.equal(await page.locator("#range-since-id").isVisible(), false);
  assert.equal(await page.locator("#range-since-id-none").isVisible(), true);
  assert.equal(await page.locator("#range-until-id").isVisible(), false);
  assert.equal(await page.locator("#range-until-id-none").isVisible(), true);
  assert.equal(await text(page, "range-max-id"), "9223372036854775807");
  await context.close();
});

test("each end shows its own error, a reversed span says so, and no ID is shown for either", async () => {
  const { context, page } = await open("range_from=yesterday&range_to=1");
  assert.equal(await page.locator("#range-from-error").getAttribute("data-error-kind"), "not_a_date");
  assert.equal(await page.locator("#range-to-error").getAttribute("data-error-kind"), "before_epoch");
  assert.equal(await page.locator("#range-first").isVisible(), false);
  await typeInto(page, "range-from", "2024-06-22T00:00Z");
  await typeInto(page, "range-to", "2024-06-21T00:00Z");
  assert.equal(await page.locator("#range-reversed").isVisible(), true);
  assert.match(await text(page, "range-reversed"), /2024-06-22T00:00:00\.000Z.*2024-06-21T00:00:00\.000Z/);
  assert.equal(await page.locator("#range-last").isVisible(), false);
  await context.close();
});

test("Asia/Seoul: dates without an offset in the range follow the time zone setting", async () => {
  const { context, page } = await open("range_from=2024-06-21&range_to=2024-06-21%2023:59:59.999", { timezoneId: "Asia/Seoul" });
  const nine = 9 * 3_600_000;
  await expectSpan(page, Date.UTC(2024, 5, 21) - nine, Date.UTC(2024, 5, 21, 23, 59, 59, 999) - nine);
  await page.locator("#timezone").selectOption("utc");
  await expectSpan(page, Date.UTC(2024, 5, 21), Date.UTC(2024, 5, 21, 23, 59, 59, 999));
  await context.close();
});

test("closed by default, and ?embed=range shows the range panel alone, in Korean too", async () => {
  const plain = await open("");
  assert.equal(await plain.page.locator("#range").getAttribute("open"), null);
  assert.equal(await plain.page.locator("#range-from").count(), 0, "a closed panel renders nothing inside");
  await plain.context.close();
  const { context, page, problems } = await open("embed=range&lang=ko&range_from=1719000000000", { wait: false });
  await page.waitForSelector("#range-first");
  assert.equal(await page.locator("#snowflake-id").count(), 0);
  assert.equal(await page.locator("#range summary").textContent(), "시간 구간으로 ID 찾기");
  await expectSpan(page, 1719000000000, 1719000000000);
  await page.screenshot({ path: join(ARTIFACTS, "range-embed-ko.png"), fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test("the range says which instants it read, and in which zone a date without an offset is read", async () => {
  // The visitor's zone is Asia/Seoul (+09:00, no DST): a date alone is that day's 00:00 there.
  const seoul = await open("lang=en&range_from=2024-08-15&range_to=2024-08-16", { timezoneId: "Asia/Seoul", hash: "#range" });
  await seoul.page.waitForSelector("#range-read:not([hidden])");
  const read = await text(seoul.page, "range-read");
  assert.match(read, /Read as 2024-08-14T15:00:00\.000Z to 2024-08-15T15:00:00\.000Z\./);
  assert.match(read, /read in Asia\/Seoul, and a date alone means 00:00 that day/);
  // The zone setting is one link away.
  await seoul.page.locator("#range-read a").click();
  await seoul.page.waitForFunction(() => location.hash === "#timezone");
  assert.ok(await seoul.page.locator("#timezone").isVisible());
  await seoul.context.close();

  const utc = await open("lang=ko&tz=utc&range_from=2024-08-15&range_to=2024-08-16", { timezoneId: "Asia/Seoul", hash: "#range" });
  await utc.page.waitForSelector("#range-read:not([hidden])");
  const ko = await text(utc.page, "range-read");
  assert.match(ko, /2024-08-15T00:00:00\.000Z부터 2024-08-16T00:00:00\.000Z까지로 해석했습니다/);
  assert.match(ko, /오프셋 없는 날짜는 UTC 기준/);
  await utc.context.close();
});
