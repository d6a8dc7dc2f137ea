// End to end: dates in the timestamp field in two browser time zones, the time zone setting,
// the picker typed with the keyboard, wrong-unit hints, post links and old or future IDs in
// the ID box. The oracle for a local date-time is the browser's own `new Date(y, m − 1, …)`,
// which is how docs/input-rules.md defines it; everything else is computed here with BigInt.
import { test } from "node:test";
import assert from "node:assert/strict";
import { composeBig, settled, splitBig, typeInto, waitForApp, sharedBrowser } from "./support.mjs";

const shared = sharedBrowser();

async function open(timezoneId, query = "", locale = "en-US") {
  const context = await shared.browser.newContext({ timezoneId, locale });
  const page = await context.newPage();
  await page.goto(`${shared.server.url}?${query}`);
  await waitForApp(page);
  return { context, page };
}

// The figure is grouped for reading (1,718,928,000,000); its digits are the instant.
// The clock note follows an edit a paint behind: read once the page is idle.
const ms = async (page) => {
  await settled(page);
  return (await page.locator("#timestamp-ms").textContent()).trim().replace(/,/g, "");
};
/** What `new Date(y, m − 1, d, h, min, s, ms)` gives in the page's zone. */
const localDate = (page, parts) => page.evaluate(([y, m, ...rest]) => String(new Date(y, m - 1, ...rest).getTime()), parts);

for (const zone of ["Asia/Seoul", "America/New_York"]) {
  test(`${zone}: dates without an offset are read in the browser's zone, as new Date() reads them`, async () => {
    const { context, page } = await open(zone);
    const cases = [
      ["2024-06-21 09:00", [2024, 6, 21, 9, 0, 0, 0]],
      ["2024-06-21", [2024, 6, 21, 0, 0, 0, 0]],
      ["2024-02-29T23:59:59.999", [2024, 2, 29, 23, 59, 59, 999]],
      // New York's DST gap and overlap; ordinary instants in Seoul.
      ["2024-03-10T02:30", [2024, 3, 10, 2, 30, 0, 0]],
      ["2024-11-03t01:30:00.5", [2024, 11, 3, 1, 30, 0, 500]],
    ];
    for (const [text, parts] of cases) {
      await typeInto(page, "timestamp", text);
      assert.equal(await ms(page), await localDate(page, parts), text);
      assert.equal(await page.locator("#timestamp").inputValue(), text, "the text stays as typed");
      assert.equal(await page.locator("#snowflake-id").inputValue(), String(composeBig(await ms(page), 0, 0, 0)));
    }
    await context.close();
  });

  test(`${zone}: an offset makes the instant exact, whatever the zone setting`, async () => {
    const { context, page } = await open(zone);
    await typeInto(page, "timestamp", "2024-06-21T09:00+09:00");
    assert.equal(await ms(page), "1718928000000");
    await page.locator("#timezone").selectOption("utc");
    assert.equal(await ms(page), "1718928000000");
    await typeInto(page, "timestamp", "2024-06-20 20:00-0400");
    assert.equal(await ms(page), "1718928000000");
    await context.close();
  });

  test(`${zone}: the UTC setting reads dates as UTC and is kept in the address`, async () => {
    const { context, page } = await open(zone);
    await typeInto(page, "timestamp", "2024-06-21 09:00");
    const local = await ms(page);
    // Keyboard only: focus the setting and choose with the arrow keys.
    await page.locator("#timezone").focus();
    await page.keyboard.press("ArrowDown");
    assert.equal(await page.locator("#timezone").inputValue(), "utc");
    assert.equal(await ms(page), String(Date.UTC(2024, 5, 21, 9)));
    assert.notEqual(await ms(page), local);
    await page.waitForFunction(() => new URLSearchParams(location.search).get("tz") === "utc");
    await page.reload();
    await waitForApp(page);
    assert.equal(await page.locator("#timezone").inputValue(), "utc");
    assert.equal(await ms(page), String(Date.UTC(2024, 5, 21, 9)));
    await context.close();
  });

  test(`${zone}: typing a date and time into the picker fills the timestamp field`, async () => {
    const { context, page } = await open(zone);
    await page.locator("#timestamp-picker").focus();
    // en-US segments: month, day, year (up to six digits, so move on), hour, minute, second, ms, AM/PM.
    await page.keyboard.type("06212024");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.type("093000000A"); // the value exists once every segment is filled
    assert.equal(await page.locator("#timestamp").inputValue(), "2024-06-21T09:30");
    assert.equal(await ms(page), await localDate(page, [2024, 6, 21, 9, 30, 0, 0]));
    // Back to the seconds and change them, the milliseconds and AM to PM.
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.type("15250P");
    assert.equal(await page.locator("#timestamp").inputValue(), "2024-06-21T21:30:15.25"); // as the browser writes it
    assert.equal(await ms(page), await localDate(page, [2024, 6, 21, 21, 30, 15, 250]));
    await context.close();
  });
}

test("a date that does not exist, or text that is no date, says which forms are accepted", async () => {
  const { context, page } = await open("UTC");
  for (const text of ["2023-02-29", "2024-06-21T24:00", "tomorrow"]) {
    await typeInto(page, "timestamp", text);
    const error = page.locator("#timestamp-error");
    assert.equal(await error.getAttribute("data-error-kind"), "not_a_date", text);
    assert.match(await error.textContent(), /YYYY-MM-DD.*2024-06-21T14:30:05\.250\+09:00/);
    assert.equal(await page.locator("#timestamp-ms").isVisible(), false);
  }
  await typeInto(page, "timestamp", "2010-11-04T01:42:54.656Z");
  assert.equal(await page.locator("#timestamp-error").getAttribute("data-error-kind"), "before_epoch");
  await typeInto(page, "timestamp", "2080-07-10T17:30:30.208Z");
  assert.equal(await ms(page), "3487858230208");
  await context.close();
});

for (const [unit, text, expected] of [
  ["seconds", "1719000000", 1719000000000n],
  ["microseconds", "1719000000123456", 1719000000123n],
  ["nanoseconds", "1719000000123456789", 1719000000123n],
]) {
  test(`a timestamp in ${unit} keeps its error, names the unit, and one button applies that reading`, async () => {
    const { context, page } = await open("UTC");
    await typeInto(page, "timestamp", text);
    // Ten digits could still grow into milliseconds: it is judged once the person is done.
    await page.keyboard.press("Enter");
    assert.match(await page.locator("#timestamp-error").getAttribute("data-error-kind"), /^(before_epoch|after_limit)$/);
    const hint = page.locator("#timestamp-unit-hint");
    assert.equal(await hint.getAttribute("data-unit"), unit);
    const grouped = expected.toLocaleString("en-US");
    assert.ok((await hint.textContent()).includes(`${unit}: in milliseconds it is ${grouped}`), await hint.textContent());
    await page.locator("#timestamp-unit-fix").press("Enter");
    assert.equal(await page.locator("#timestamp").inputValue(), String(expected));
    assert.equal(await hint.isVisible(), false);
    assert.equal(await page.locator("#snowflake-id").inputValue(), String(composeBig(expected, 0, 0, 0)));
    await context.close();
  });
}

test("post links in the ID box decode to their ID; other addresses are refused", async () => {
  const { context, page } = await open("UTC");
  const id = 1804242886974412801n;
  for (const link of [
    `https://twitter.com/jack/status/${id}`,
    `x.com/some_user/status/${id}?s=20&t=abc`,
    `https://www.x.com/i/web/status/${id}#reply`,
    `http://mobile.twitter.com/jack/status/${id}/photo/1`,
  ]) {
    await typeInto(page, "snowflake-id", link);
    const parts = splitBig(id);
    assert.deepEqual(
      await page.evaluate(() => ["timestamp", "datacenter", "machine", "sequence"].map((f) => document.getElementById(f).value)),
      [parts.timestamp, parts.datacenter, parts.machine, parts.sequence],
      link,
    );
    assert.equal(await page.locator("#snowflake-id").inputValue(), link, "the link stays as typed");
  }
  for (const other of [`https://example.com/jack/status/${id}`, `https://twitter.com/jack/likes/${id}`]) {
    await typeInto(page, "snowflake-id", other);
    await page.keyboard.press("Enter"); // a link being typed is judged when the person is done
    assert.equal(await page.locator("#snowflake-id-error").getAttribute("data-error-kind"), "not_a_number", other);
  }
  await context.close();
});

test("an ID below 29,700,859,247 carries the pre-Snowflake warning and, after the bits, why; the first Snowflake ID neither", async () => {
  for (const lang of ["en", "ko"]) {
    const { context, page } = await open("UTC", `lang=${lang}`);
    await typeInto(page, "snowflake-id", "29700859246");
    const [warning, why] = [page.locator("#id-warning"), page.locator("#id-warning-why")];
    assert.equal(await warning.isVisible(), true);
    assert.equal(await why.isVisible(), true);
    assert.ok((await why.textContent()).includes("29,700,859,247"));
    await typeInto(page, "snowflake-id", "29700859247");
    assert.equal(await warning.isVisible(), false);
    assert.equal(await why.isVisible(), false);
    await context.close();
  }
});

test("an ID whose time is later than now gets the clock-ahead note", async () => {
  const { context, page } = await open("UTC");
  const future = composeBig(BigInt(Date.now()) + 3_600_000n, 1, 1, 0);
  await typeInto(page, "snowflake-id", String(future));
  assert.equal(await page.locator("#id-future").isVisible(), true);
  await typeInto(page, "snowflake-id", String(composeBig(BigInt(Date.now()) - 60_000n, 1, 1, 0)));
  assert.equal(await page.locator("#id-future").isVisible(), false);
  await context.close();
});
