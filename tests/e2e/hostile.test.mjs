// End to end: hostile input typed and pasted into every field and the ID box, and put in the
// address. Each must give either a correct ID or a clear message; nothing may execute, break
// or stay slow. Verdicts are computed here, by rules written independently of the app.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DIST, FIELDS, serveStatic, sharedApp, waitForId, composeBig, recordCspViolations } from "./support.mjs";

const RANGES = { timestamp: [1288834974657n, 3487858230208n], datacenter: [0n, 31n], machine: [0n, 31n], sequence: [0n, 4095n] };
// Rust's str::trim: the Unicode White_Space characters (JavaScript's trim also strips U+FEFF).
const WHITE = "\t\n\v\f\r \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000";
const rustTrim = (s) => {
  const chars = [...s];
  while (chars.length && WHITE.includes(chars[0])) chars.shift();
  while (chars.length && WHITE.includes(chars.at(-1))) chars.pop();
  return chars.join("");
};

/** The field rules: null when valid, else the reason (only "is it flagged" is compared). */
function fieldVerdict(field, value) {
  const text = rustTrim(value);
  if (text === "") return field === "timestamp" ? null : "missing";
  const m = /^(-?)([0-9](?:[,_ ]?[0-9])*)$/.exec(text);
  // The timestamp also reads dates: text shaped like one (YYYY-), or starting with anything
  // but a number character, sign or point, was never a number. None of these is a real date.
  const notADate = field === "timestamp" && (/^[0-9]{4}-/.test(text) || !/^[\p{N}+.-]/u.test(text));
  if (!m) return notADate ? "not_a_date" : "not_a_number";
  const n = BigInt(m[2].replace(/[,_ ]/g, ""));
  const [min, max] = RANGES[field];
  if (m[1] === "-" && n !== 0n) return "below";
  return n < min ? "below" : n > max ? "above" : null;
}

/** The ID rules, likewise. */
function idVerdict(value) {
  let text = rustTrim(value);
  const quoted = /^(["'`])([\s\S]*)\1$/.exec(text) ?? /^\u201c([\s\S]*)\u201d$/.exec(text) ?? /^\u2018([\s\S]*)\u2019$/.exec(text);
  if (quoted) text = rustTrim(quoted.at(-1));
  if (text === "") return "missing";
  const m = /^(-?)(?:0[xX]([0-9a-fA-F](?:[,_ ]?[0-9a-fA-F])*)|0[bB]([01](?:[,_ ]?[01])*)|([0-9](?:[,_ ]?[0-9])*))$/.exec(text);
  if (!m) return "not_a_number";
  const digits = (m[2] ?? m[3] ?? m[4]).replace(/[,_ ]/g, "");
  const n = BigInt((m[2] ? "0x" : m[3] ? "0b" : "") + digits);
  if (m[1] === "-" && n !== 0n) return "negative";
  return n >= 2n ** 64n ? "too_large" : n >= 2n ** 63n ? "sign_bit" : null;
}

const MEGABYTE = "7".repeat(1 << 20);
const HOSTILE = [
  ["a megabyte of digits", MEGABYTE],
  ["10 000 digits", "9".repeat(10_000)],
  ["NUL", "1\u00002"], ["NUL alone", "\u0000"], ["control characters", "\u0001\u0002\u0007\u001b[31m"],
  ["tab inside", "1\t2"], ["newline inside", "3\n4"], ["carriage return", "5\r"], ["DEL", "7\u007f"],
  ["right-to-left override", "\u202e1234"], ["RLO inside digits", "12\u202e34"], ["left-to-right mark", "\u200e5"],
  ["zero-width joiner", "1\u200d2"], ["zero-width space", "\u200b7"], ["BOM", "\ufeff7"], ["word joiner", "2\u20603"],
  ["emoji", "😀"], ["emoji digit keycap", "1️⃣"], ["flag", "🇰🇷"], ["family emoji ZWJ", "👨‍👩‍👧"],
  ["combining marks", "1\u0301\u0302"], ["zalgo", "9\u0336\u0337\u0338"], ["Arabic-Indic three", "٣"],
  ["full-width three", "３"], ["Devanagari digits", "१२"], ["Thai digit", "๕"], ["superscript two", "²"],
  ["Roman numeral", "Ⅻ"], ["<script>", "<script>window.__pwned=1</script>"],
  ["img onerror", '"><img src=x onerror="window.__pwned=1">'], ["svg onload", "<svg onload=window.__pwned=1>"],
  ["javascript: URL", "javascript:window.__pwned=1"], ["javascript: with digits", "javascript:1"],
  ["HTML entity", "&#49;&#50;"], ["iframe", "<iframe src=javascript:window.__pwned=1>"],
  ["SQL injection", "1; DROP TABLE ids;--"], ["SQL or", "' OR '1'='1"], ["SQL union", "0 UNION SELECT 1"],
  ["template injection", "${7*7}"], ["format string", "%s%n%x"], ["path traversal", "../../etc/passwd"],
  ["null word", "null"], ["undefined", "undefined"], ["NaN", "NaN"], ["Infinity", "Infinity"], ["-Infinity", "-Infinity"],
  ["decimal", "1.5"], ["exponent", "1e3"], ["hex in a field", "0x1F"], ["plus sign", "+1"], ["double minus", "--1"],
  ["Unicode minus", "\u22121"], ["lone minus", "-"], ["lone separator", ","], ["leading separator", ",12"],
  ["trailing separator", "12,"], ["double separator", "1,,2"], ["only spaces", "   "], ["no-break spaces around", "\u00a031\u00a0"],
  ["ideographic space inside", "1\u30002"], ["very long grouped", "1,".repeat(500) + "1"],
  ["-1", "-1"], ["-0", "-0"], ["0", "0"], ["1", "1"], ["30", "30"], ["31", "31"], ["32", "32"],
  ["4094", "4094"], ["4095", "4095"], ["4096", "4096"],
  ["epoch − 1", "1288834974656"], ["epoch", "1288834974657"], ["epoch + 1", "1288834974658"],
  ["limit − 1", "3487858230207"], ["limit", "3487858230208"], ["limit + 1", "3487858230209"],
  ["2^53", "9007199254740992"], ["2^63 − 1", "9223372036854775807"], ["2^63", "9223372036854775808"],
  ["2^64 − 1", "18446744073709551615"], ["2^64", "18446744073709551616"], ["-2^63", "-9223372036854775808"],
];

const shared = sharedApp({ permissions: ["clipboard-read", "clipboard-write"] });

const SUSPICIOUS = "img, iframe, object, embed, svg:not(.icon), script:not([src]):not([type]), [onerror], [onload]";
async function assertNothingExecuted(page, problems, label) {
  const [pwned, elements] = await page.evaluate(
    (selector) => [window.__pwned, document.querySelectorAll(`#composer :is(${selector})`).length],
    SUSPICIOUS,
  );
  assert.equal(pwned, undefined, `${label}: injected code ran`);
  assert.equal(elements, 0, `${label}: markup from the input became elements`);
  assert.deepEqual(problems.splice(0), [], `${label}: console errors or dialogs`);
}

/** Enters `text` into `#id` by keyboard (short texts) or by a real clipboard paste. */
async function enter(page, id, text, how) {
  const box = page.locator(`#${id}`);
  // Clicked into once; it keeps the focus between cases (a click waits for two frames of stability).
  if (!(await box.evaluate((el) => el === document.activeElement))) await box.click();
  await box.press("Control+A");
  await box.press("Delete");
  if (how === "type") {
    await box.pressSequentially(text);
    // Typed text that could still become valid is judged when the person is done: Enter.
    await box.press("Enter");
  } else {
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await box.press("Control+V");
  }
}

/** Types a valid value the way an input event does and times, inside the page, until the ID shows it. */
async function validAgainWithin100ms(page, id, value, expectedId) {
  const elapsed = await page.evaluate(async ([id, value, expectedId]) => {
    const box = document.getElementById(id);
    const start = performance.now();
    box.value = value;
    box.dispatchEvent(new Event("input", { bubbles: true }));
    while (document.getElementById("snowflake-id").value !== expectedId) {
      if (performance.now() - start > 2000) return Infinity;
      await new Promise((ok) => setTimeout(ok, 0));
    }
    return performance.now() - start;
  }, [id, value, expectedId]);
  assert.ok(elapsed <= 100, `${id}: the next valid input took ${elapsed.toFixed(1)} ms`);
  slowest = Math.max(slowest, elapsed);
}
let slowest = 0;

const BASE = { timestamp: "1288834975657", datacenter: "1", machine: "1", sequence: "0" };

test(`${HOSTILE.length} hostile inputs, typed and pasted into each of the four fields`, async (t) => {
  assert.ok(HOSTILE.length >= 60);
  slowest = 0;
  t.after(() => t.diagnostic(`slowest recovery to a valid ID: ${slowest.toFixed(1)} ms`));
  const { problems } = shared.app;
  const page = await shared.open();
  for (const field of FIELDS) {
    // The other three stay valid; each round ends by typing this field's valid value back.
    for (const f of FIELDS) await page.locator(`#${f}`).fill(BASE[f]);
    for (const [name, text] of HOSTILE) {
      for (const how of text.length <= 40 ? ["type", "paste"] : ["paste"]) {
        const label = `${field} ← ${name} (${how})`;
        await enter(page, field, text, how);
        // Everything the assertions below look at, read in one round trip.
        const seen = await page.evaluate((field) => ({
          held: document.getElementById(field).value, // what the browser kept (it strips newlines)
          invalid: Object.fromEntries(["timestamp", "datacenter", "machine", "sequence"].map((f) => [f, document.getElementById(f).getAttribute("aria-invalid")])),
          message: document.getElementById(`${field}-error`)?.textContent ?? null,
          kind: document.getElementById(`${field}-error`)?.dataset.errorKind ?? null,
          id: document.getElementById("snowflake-id").value,
          now: (document.getElementById("timestamp-ms")?.textContent ?? "").replace(/,/g, ""),
        }), field);
        const { held } = seen;
        const verdict = fieldVerdict(field, held);
        if (verdict === null) {
          assert.equal(seen.invalid[field], "false", label);
          // An empty timestamp means now: the page shows the millisecond it used.
          const typed = rustTrim(held).replace(/[,_ ]/g, "").replace(/^-0+$/, "0");
          const v = { ...BASE, [field]: field === "timestamp" && typed === "" ? seen.now : typed };
          assert.match(v.timestamp, /^\d+$/, `${label}: a timestamp to compose from`);
          assert.equal(seen.id, String(composeBig(v.timestamp, v.datacenter, v.machine, v.sequence)), label);
        } else {
          assert.equal(seen.invalid[field], "true", `${label}: expected ${verdict}`);
          const kind = { below: field === "timestamp" ? "before_epoch" : "out_of_range", above: field === "timestamp" ? "after_limit" : "out_of_range" }[verdict] ?? verdict;
          assert.equal(seen.kind, kind, label);
          const message = seen.message;
          assert.match(message, /^Expected .+, found .+\.$/s, label);
          assert.ok(message.length < 400, `${label}: message of ${message.length} chars`);
          assert.equal(seen.id, "", `${label}: no ID while invalid`);
          for (const f of FIELDS.filter((f) => f !== field)) {
            assert.equal(seen.invalid[f], "false", `${label}: only ${field} is flagged`);
          }
        }
        await assertNothingExecuted(page, problems, label);
        await validAgainWithin100ms(page, field, BASE[field], "4194439168");
      }
    }
  }
});

test(`${HOSTILE.length} hostile inputs, typed and pasted into the ID box`, async (t) => {
  const { problems } = shared.app;
  const page = await shared.open();
  slowest = 0;
  t.after(() => t.diagnostic(`slowest recovery to a valid ID: ${slowest.toFixed(1)} ms`));
  for (const [name, text] of HOSTILE) {
    for (const how of text.length <= 40 ? ["type", "paste"] : ["paste"]) {
      const label = `ID ← ${name} (${how})`;
      await enter(page, "snowflake-id", text, how);
      const held = await page.locator("#snowflake-id").inputValue();
      const verdict = idVerdict(held);
      const box = page.locator("#snowflake-id");
      if (verdict === null) {
        assert.equal(await box.getAttribute("aria-invalid"), "false", label);
        const clean = rustTrim(held).replace(/^["'`\u201c\u2018]|["'`\u201d\u2019]$/g, "").trim().replace(/[,_ ]/g, "").replace(/^-/, "");
        assert.equal(await page.locator("#format-decimal").textContent(), String(BigInt(clean)), label);
      } else {
        assert.equal(await box.getAttribute("aria-invalid"), "true", `${label}: expected ${verdict}`);
        assert.equal(await page.locator("#snowflake-id-error").getAttribute("data-error-kind"), verdict === "sign_bit" ? "sign_bit_set" : verdict, label);
        assert.match(await page.locator("#snowflake-id-error").textContent(), /^Expected .+, found .+\.$/s, label);
        assert.equal(await page.locator("#format-decimal").textContent(), "", `${label}: no stale ID`);
      }
      await assertNothingExecuted(page, problems, label);
      await validAgainWithin100ms(page, "snowflake-id", "4194439168", "4194439168");
    }
  }
});

test(`${HOSTILE.length} hostile inputs in the address (a shared link someone else wrote)`, async () => {
  const problems = [];
  const newTab = async () => {
    const context = await shared.browser.newContext();
    const tab = await context.newPage();
    tab.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    tab.on("pageerror", (e) => problems.push(e.message));
    tab.on("dialog", (d) => { problems.push(`dialog ${d.message()}`); d.dismiss(); });
    return tab;
  };
  let page = await newTab();
  let loads = 0;
  // A megabyte does not fit in an address line; everything else does.
  for (const [name, text] of HOSTILE.filter(([, t]) => t.length <= 20_000)) {
    for (const key of ["datacenter", "id"]) {
      // A fresh tab every 40 loads: ~150 loads in one tab once ran out of Chromium's address
      // space for wasm memories ("Cannot allocate Wasm memory for new instance") before the
      // old documents' memories were collected. Each load is a fresh start either way.
      if (++loads % 40 === 0) {
        await page.context().close();
        page = await newTab();
      }
      const label = `?${key}= ${name}`;
      await page.goto(`${shared.server.url}?${key}=${encodeURIComponent(text)}`);
      await page.waitForFunction(() => !document.querySelector("#composer .loading"), null, { timeout: 10_000 }).catch(async (e) => {
        const state = await page.evaluate(() => ({ banner: document.getElementById("app-error")?.textContent, ready: document.readyState }));
        throw new Error(`${label}: the app did not mount (${JSON.stringify(state)}; ${problems.join("; ")}): ${e.message}`);
      });
      const box = page.locator(key === "id" ? "#snowflake-id" : "#datacenter");
      const held = await box.inputValue();
      const verdict = key === "id" ? idVerdict(held) : fieldVerdict("datacenter", held);
      assert.equal(await box.getAttribute("aria-invalid"), verdict === null ? "false" : "true", `${label}: ${verdict}`);
      if (verdict !== null) assert.equal(await page.locator("#format-decimal").textContent(), "", label);
      await assertNothingExecuted(page, problems, label);
    }
  }
  await page.context().close();
});

test("under the strict Content-Security-Policy header from the build, the page runs and nothing is blocked", async () => {
  const headers = Object.fromEntries(
    readFileSync(join(DIST, "_headers"), "utf8").split("\n").filter((l) => l.startsWith("  ")).map((l) => l.trim().split(/:\s(.*)/s).slice(0, 2)),
  );
  const policy = headers["Content-Security-Policy"];
  assert.ok(policy && !/unsafe-inline|'unsafe-eval'/.test(policy), policy);
  const strict = await serveStatic(DIST, headers);
  const context = await shared.browser.newContext();
  await recordCspViolations(context);
  const page = await context.newPage();
  const problems = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  const response = await page.goto(`${strict.url}?id=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`);
  assert.equal(response.headers()["content-security-policy"], policy);
  await page.waitForFunction(() => !document.querySelector("#composer .loading"));
  assert.equal(await page.locator("#snowflake-id").getAttribute("aria-invalid"), "true");
  for (const [field, value] of Object.entries({ ...BASE, sequence: "5" })) await page.locator(`#${field}`).fill(value);
  await waitForId(page);
  assert.equal(await page.locator("#snowflake-id").inputValue(), String(composeBig(1288834975657, 1, 1, 5)));
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  assert.deepEqual(problems, []);
  await context.close();
  await strict.close();
});

test("if the app cannot start, the page says so and offers a reload", async () => {
  const context = await shared.browser.newContext();
  const page = await context.newPage();
  await page.route("**/*.wasm", (route) => route.fulfill({ status: 404, body: "gone" }));
  await page.goto(shared.server.url);
  const banner = page.locator("#app-error[role='alert']");
  await banner.waitFor();
  assert.match(await banner.textContent(), /could not start/);
  assert.equal(await banner.locator("a").getAttribute("href"), shared.server.url);
  await context.close();
});
