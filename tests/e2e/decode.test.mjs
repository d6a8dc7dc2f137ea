// End to end: reading IDs back, flipping bits, the time, the code samples and the share link,
// on the release build in Chromium. Expected values come from BigInt arithmetic here.
import { test } from "node:test";
import assert from "node:assert/strict";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { ARTIFACTS, FIELDS, sharedApp, settled, waitForApp, splitBig, typeInto, pasteId as paste } from "./support.mjs";

const TWO_53 = 2n ** 53n;

const shared = sharedApp({ permissions: ["clipboard-read", "clipboard-write"] });

const fieldValues = (page) => Promise.all(FIELDS.map((f) => page.locator(`#${f}`).inputValue()));
const blockBits = (page, block) =>
  page.locator(`#bits [data-field='${block}']`).evaluate((el) => el.textContent.replace(/\s+/g, ""));

const PASTES = [
  ["the largest ID", "9223372036854775807"],
  ["2^53 − 1", String(TWO_53 - 1n)],
  ["2^53", String(TWO_53)],
  ["2^53 + 1, which a Number cannot hold", String(TWO_53 + 1n)],
  ["2^53 + 3", String(TWO_53 + 3n)],
  ["zero", "0"],
  ["an ID from a JSON string", '"1804242886974412801"'],
  ["grouped digits", "1,061,077,663,923,769,421"],
  ["hex", "0x0EB9B5C1B2A1F04D"],
  ["binary", "0b" + (1061077663923769421n).toString(2)],
];

for (const [name, text] of PASTES) {
  test(`paste an ID: ${name}`, async () => {
    const page = await shared.open();
    await paste(page, text);
    const expected = BigInt(text.replace(/["',]/g, ""));
    const parts = splitBig(expected);
    assert.deepEqual(await fieldValues(page), FIELDS.map((f) => parts[f]));
    assert.equal(await page.locator("#format-decimal").textContent(), expected.toString());
    assert.equal(await page.locator("#format-hex").textContent(), "0x" + expected.toString(16).toUpperCase().padStart(16, "0"));
    assert.equal(await page.locator("#format-binary").textContent(), "0b" + expected.toString(2).padStart(64, "0").match(/.{8}/g).join(" "));
    assert.equal(await blockBits(page, "sequence"), (expected & 4095n).toString(2).padStart(12, "0"));
    assert.equal(await page.locator("#snowflake-id").inputValue(), text, "the pasted text stays as pasted");
    const utc = new Date(Number(parts.timestamp)).toISOString();
    assert.equal(await page.locator("#time-utc").textContent(), utc);
  });
}

const REFUSALS = [
  ["the sign bit set (2^63)", "9223372036854775808", /sign bit/],
  ["2^64 − 1", "18446744073709551615", /sign bit/],
  ["more than 64 bits", "18446744073709551616", /64-bit/],
  ["a negative number", "-42", /never negative/],
  ["text", "snowflake", /found “snowflake”/],
];

for (const [name, text, message] of REFUSALS) {
  test(`refuse: ${name}`, async () => {
    const page = await shared.open();
    await paste(page, text);
    assert.equal(await page.locator("#snowflake-id").getAttribute("aria-invalid"), "true");
    assert.match(await page.locator("#snowflake-id-error").textContent(), message);
    assert.equal(await page.locator("#format-decimal").textContent(), "");
    assert.equal(await blockBits(page, "timestamp"), "");
  });
}

test("flip bits with the keyboard alone: Tab from the ID box into the bits, arrows, Space and Enter", async () => {
  const page = await shared.open("id=4194439168");
  await page.locator("#snowflake-id").focus();
  const active = () => page.evaluate(() => ({ id: document.activeElement.id, index: document.activeElement.dataset.index }));
  // Real Tab presses, as many as the controls between the ID box and the bits.
  let presses = 0;
  while ((await active()).index === undefined) {
    await page.keyboard.press("Tab");
    assert.ok(++presses <= 12, `the bits were not reached in 12 Tab presses (at #${(await active()).id})`);
  }
  // The bits are one tab stop, entered at the first bit that can flip (the timestamp's top bit).
  assert.equal((await active()).index, "1");
  await page.keyboard.press("End");
  assert.equal((await active()).index, "63");
  await page.keyboard.press("Space"); // lowest bit: 4194439168 → 4194439169
  assert.equal(await page.locator("#snowflake-id").inputValue(), "4194439169");
  await page.keyboard.press("ArrowLeft");
  assert.equal((await active()).index, "62");
  await page.keyboard.press("Enter");
  assert.equal(await page.locator("#snowflake-id").inputValue(), String(4194439169n ^ 2n));
  await page.keyboard.press("Home");
  assert.equal((await active()).index, "0");
  await page.keyboard.press("Space"); // the sign bit refuses
  assert.equal(await page.locator("#snowflake-id").inputValue(), String(4194439169n ^ 2n));
  assert.match(await page.locator("#bits [data-index='0']").getAttribute("aria-label"), /cannot be set/);
  // One more Tab leaves the bits: they are a single stop.
  await page.keyboard.press("Tab");
  assert.equal((await active()).index, undefined);
});

// Each layout's ID and the moment it names, worked out here from the layouts' definitions:
// Twitter's largest ID; Sonyflake's 10 ms ticks from 2014-09-01 under a sign bit; Discord's
// documented example; and one of one's own with ticks of 10 ms, no sign bit and a number block
// above its time block, whose ID sets the top bit (the samples' masked, numeric and tick forms).
const SAMPLE_LAYOUTS = [
  ["Twitter's", "", 9223372036854775807n, 3487858230208n],
  ["Sonyflake's", "layout=sonyflake", (123456789n << 24n) | (5n << 16n) | 0x1234n, 1409529600000n + 123456789n * 10n],
  ["Discord's", "layout=discord", 175928847299117063n, 1462015105796n],
  ["one's own (tick 10, no sign, a block above the time)", "layout=custom&epoch=1577836800000&tick=10&blocks=node:4,timestamp:48,seq:12",
    (13n << 60n) | (170000000000n << 12n) | 99n, 1577836800000n + 170000000000n * 10n],
];

test("every code sample runs in its real toolchain and gives the ID on screen and its time, in every kind of layout", async () => {
  const page = shared.app.page;
  const code = (lang) => page.locator(`code[data-lang='${lang}']`).textContent();
  const run = (command, args, input) => execFileSync(command, args, { encoding: "utf8", input }).trim();
  const work = mkdtempSync(join(tmpdir(), "snowflake-samples-"));
  const postgres = await startPostgres(work);
  try {
    for (const [name, layout, id, ms] of SAMPLE_LAYOUTS) {
      await shared.open(`${layout}&id=${id}`);
      await settled(page);
      // The page shows that ID and that moment; each sample prints the same two numbers.
      assert.equal(await page.locator("#snowflake-id").inputValue(), String(id), name);
      assert.equal(await page.locator("#time-utc").textContent(), new Date(Number(ms)).toISOString(), name);
      const expected = `${id} ${ms}`;
      // JavaScript in node, as a program of its own.
      assert.equal(run(process.execPath, ["--input-type=module"], `${await code("js")}\nconsole.log(id.toString(), timestampMs.toString());`), expected, `${name} JavaScript`);
      // Python in python3.
      assert.equal(run("python3", ["-c", `${await code("python")}\nprint(id, timestamp_ms)`]), expected, `${name} Python`);
      // Rust, compiled by rustc: the sample is the body of main, its assert_eq! included.
      writeFileSync(join(work, "sample.rs"), `fn main() {\n${await code("rust")}\nprintln!("{} {}", id, timestamp_ms);\n}\n`);
      run("rustc", ["--edition", "2021", "-o", join(work, "sample"), join(work, "sample.rs")]);
      assert.equal(run(join(work, "sample"), []), expected, `${name} Rust`);
      // SQL in the engine its caption names: PostgreSQL, started here on a private socket.
      assert.match(await page.locator("figure.code-sample:has(code[data-lang='sql']) figcaption").textContent(), /PostgreSQL/);
      const rows = run("psql", ["-h", postgres.socketDir, "-p", postgres.port, "-U", "postgres", "-X", "-A", "-t", "-q", "-v", "ON_ERROR_STOP=1", "-f", "-"], await code("sql"));
      assert.equal(rows.split("\n").join(" "), expected, `${name} SQL`);
    }
  } finally {
    postgres.stop();
    rmSync(work, { recursive: true, force: true });
  }
});

test("paste 1061077663923769421, flip its lowest bit, share the link, open it fresh: same state", async () => {
  const { problems } = shared.app;
  const page = await shared.open();
  await paste(page, "1061077663923769421");
  assert.deepEqual(await fieldValues(page), FIELDS.map((f) => splitBig(1061077663923769421n)[f]));
  assert.match(await page.locator("#time-relative").textContent(), /ago$/);
  await page.locator("#bits [data-index='63']").click();
  assert.equal(await page.locator("#snowflake-id").inputValue(), "1061077663923769420");
  await page.locator("#copy-link").click();
  await page.locator("#copy-link + .copy-status").filter({ hasText: "Copied" }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.ok(link.startsWith(shared.server.url), link);
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.screenshot({ path: join(ARTIFACTS, "decode-flipped.png"), fullPage: true });

  const fresh = await shared.browser.newContext();
  const tab = await fresh.newPage();
  await tab.goto(link);
  await waitForApp(tab);
  assert.equal(await tab.locator("#snowflake-id").inputValue(), "1061077663923769420");
  assert.deepEqual(await fieldValues(tab), FIELDS.map((f) => splitBig(1061077663923769420n)[f]));
  await fresh.close();
  assert.deepEqual(problems, []);
});

test("typing in a field after an ID keeps the history to one entry", async () => {
  const page = await shared.open();
  const length = await page.evaluate(() => history.length);
  await typeInto(page, "sequence", "17");
  await paste(page, "12345");
  await page.waitForFunction(() => location.search === "?id=12345");
  assert.equal(await page.evaluate(() => history.length), length);
});

test("typing in the middle of a value keeps the caret where it is", async () => {
  const page = await shared.open();
  for (const [id, start, insert, expected] of [
    ["snowflake-id", "4194439168", "5", "41945439168"],
    ["timestamp", "1288834975657", "0", "12880834975657"],
  ]) {
    const box = page.locator(`#${id}`);
    await box.fill(start);
    await box.evaluate((el) => el.setSelectionRange(4, 4));
    await page.keyboard.type(insert);
    assert.equal(await box.inputValue(), expected, id);
    assert.equal(await box.evaluate((el) => el.selectionStart), 5, `${id}: caret stays after the typed digit`);
  }
});

test("the embed panel, once opened, holds a snippet for the current state that follows edits and copies as shown", async () => {
  const { problems } = shared.app;
  const page = await shared.open();
  await typeInto(page, "sequence", "7");
  const snippet = page.locator("#embed-snippet");
  await page.locator(".embed-panel summary").click();
  // The panel's own states, in turn: open, then its builder, or the notice that its code did
  // not arrive (which would otherwise look like a snippet that never came).
  await page.locator("#embed[open]").waitFor({ state: "attached", timeout: 5000 });
  const failed = page.locator("#embed .tool-failed");
  await snippet.filter({ hasText: "<snowflake-embed" }).or(failed).waitFor();
  if (await failed.count()) assert.fail(`the builder's code did not arrive: ${await failed.textContent()} ${JSON.stringify(problems)}`);
  // The element carries the page's values as its ID: the sequence is the ID's low 12 bits.
  const sequence = (text) => Number(BigInt((text.match(/ id="(\d+)"/) ?? [])[1]) & 4095n);
  assert.equal(sequence(await snippet.textContent()), 7);
  await typeInto(page, "sequence", "4095");
  await page.waitForFunction(() => / id="\d+"/.test(document.getElementById("embed-snippet").textContent)
    && (BigInt(document.getElementById("embed-snippet").textContent.match(/ id="(\d+)"/)[1]) & 4095n) === 4095n);
  await page.locator("#copy-embed").click();
  await page.locator(".embed-panel .copy-status").filter({ hasText: "Copied" }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await snippet.textContent());
  assert.deepEqual(problems, []);
});

/** A throwaway PostgreSQL cluster in `work`, listening only on a Unix socket there. */
async function startPostgres(work) {
  const version = readdirSync("/usr/lib/postgresql").sort().at(-1);
  const bin = (name) => `/usr/lib/postgresql/${version}/bin/${name}`;
  const data = join(work, "pgdata");
  const socketDir = join(work, "socket");
  mkdirSync(socketDir);
  mkdirSync(data);
  chmodSync(work, 0o755);
  // PostgreSQL refuses to run as root: as root, the cluster and its commands belong to postgres.
  const root = process.getuid() === 0;
  if (root) {
    const id = (flag) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
    for (const dir of [socketDir, data]) chownSync(dir, id("-u"), id("-g"));
  }
  const port = String(20000 + (process.pid % 20000));
  const sh = ([command, ...args]) =>
    execFileSync(root ? "runuser" : command, root ? ["-u", "postgres", "--", command, ...args] : args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  sh([bin("initdb"), "-D", data, "-U", "postgres", "--auth=trust", "--no-sync"]);
  sh([bin("pg_ctl"), "-D", data, "-w", "-l", join(socketDir, "log"), "-o", `-k ${socketDir} -p ${port} -c listen_addresses=''`, "start"]);
  return { socketDir, port, stop: () => sh([bin("pg_ctl"), "-D", data, "-w", "-m", "immediate", "stop"]) };
}

test("\"from now\" stays true on a page left open: ten minutes later it says so", async () => {
  const context = await shared.browser.newContext();
  try {
    const start = Date.parse("2026-11-30T12:00:00.000Z");
    await context.clock.install({ time: start });
    const page = await context.newPage();
    // An ID made 30 seconds before the page was opened.
    const id = (BigInt(start - 30_000) - 1288834974657n) << 22n;
    await page.goto(`${shared.server.url}?lang=en&id=${id}`);
    await waitForApp(page);
    const relative = page.locator("#time-relative");
    // The installed clock also runs on its own: a slow start may have used a second or two.
    await relative.filter({ hasText: /\b3[0-4] seconds ago/ }).waitFor();
    await page.clock.runFor(10 * 60_000 - 30_000); // the ID is then 10 minutes old
    await relative.filter({ hasText: "10 minutes ago" }).waitFor();
    assert.equal(await page.locator("#snowflake-id").inputValue(), String(id), "the ID itself does not move");
  } finally {
    await context.close();
  }
});

test("the copied link pins an empty timestamp to the millisecond on screen; the address keeps \"now\"", async () => {
  // The device clock stands still, so "the millisecond on screen" cannot tick between reads.
  const context = await shared.browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  try {
    await context.clock.setFixedTime(1_719_000_000_123);
    const page = await context.newPage();
    await page.goto(`${shared.server.url}?datacenter=3&machine=4&sequence=5`);
    await waitForApp(page);
    assert.equal(await page.locator("#timestamp-ms").textContent(), "1,719,000,000,123");
    const id = await page.locator("#snowflake-id").inputValue();
    await page.locator("#copy-link").click();
    await page.locator("#copy-link + .copy-status").filter({ hasText: "Copied" }).waitFor();
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    assert.equal(link.searchParams.get("timestamp"), "1719000000123");
    await page.waitForFunction(() => location.search.includes("datacenter=3"));
    assert.equal(new URL(page.url()).searchParams.get("timestamp"), null, "the address bar still means now");
    // Opened in another browser context, on the real clock, the link gives the same ID.
    const tab = await shared.browser.newPage();
    try {
      await tab.goto(link.href);
      await waitForApp(tab);
      assert.equal(await tab.locator("#snowflake-id").inputValue(), id);
    } finally {
      await tab.close();
    }
  } finally {
    await context.close();
  }
});

test("after a valid ID is edited into an invalid one, the fields say they hold the last valid ID", async () => {
  const page = await shared.open();
  await paste(page, "1061077663923769421");
  const note = page.locator("#fields-stale");
  assert.equal(await note.isVisible(), false);
  await paste(page, "1061077663923769421x");
  assert.equal(await page.locator("#snowflake-id").getAttribute("aria-invalid"), "true");
  assert.deepEqual(await fieldValues(page), FIELDS.map((f) => splitBig(1061077663923769421n)[f]));
  assert.ok(await note.isVisible());
  assert.match(await note.textContent(), /last valid ID/);
  assert.equal(await page.locator("form.fields").getAttribute("aria-describedby"), "fields-stale");
  await typeInto(page, "sequence", "9");
  assert.equal(await note.isVisible(), false);
  assert.equal(await page.locator("#snowflake-id").inputValue(), String((1061077663923769421n & ~4095n) | 9n));
});

// The outputs below the first screen follow a paste a paint behind the answer: once the page
// is idle, each holds the pasted ID, never the one before it.
test("after a paste of an unrelated ID, the formats, the calculation and the code hold the new ID once the page is idle", async () => {
  const page = await shared.open("id=1804242886974412801");
  for (const text of ["20", "175928847299117063", "1541815603606036480"]) {
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    const box = page.locator("#snowflake-id");
    await box.click();
    await box.press("Control+A");
    await box.press("Control+V");
    // Past the frame that takes a slow paste in, then idle.
    await settled(page);
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    const id = BigInt(text);
    const grouped = id.toLocaleString("en-US");
    assert.equal(await page.locator("#format-decimal").textContent(), text);
    assert.equal(await page.locator("#format-hex").textContent(), "0x" + id.toString(16).toUpperCase().padStart(16, "0"));
    assert.match(await page.locator("#calculation [data-step='3']").textContent(), new RegExp(`= ${grouped}$`));
    assert.ok((await page.locator(".code-sample code").first().textContent()).includes(`"${text}"`), "the JavaScript sample");
    const legend = await page.locator(".legend-value").allTextContents();
    assert.deepEqual(legend.slice(2), Object.values(splitBig(text)).slice(1));
  }
});
