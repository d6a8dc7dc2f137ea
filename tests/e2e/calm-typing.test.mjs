// End to end: typing is calm. A 13-digit timestamp typed one key at a time raises no alarm on
// the way (no alert text, no aria-invalid), moves neither the ID box nor the bits, never blanks
// the ID box (it keeps the last ID, marked as waiting), and ends on the exact ID; an unfinished
// value is judged when the field is left, on Enter or after a pause; text that can never
// become valid, and any whole-text change such as a fill, is judged at once. Both languages,
// a desktop and a phone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { composeBig, settled, waitForApp, sharedBrowser } from "./support.mjs";

const shared = sharedBrowser();
const TYPED = "1718900000123";
const VIEWPORTS = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];

async function open(lang, viewport, query = "timestamp=1288834975657&datacenter=1&machine=2&sequence=3") {
  const context = await shared.browser.newContext({ viewport, timezoneId: "UTC", permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(`${shared.server.url}?lang=${lang}&${query}`);
  await waitForApp(page);
  return { context, page, problems };
}

/** What a person sees and hears of the composer at one moment. */
function snapshot(page) {
  return page.evaluate(() => {
    const top = (sel) => document.querySelector(sel).getBoundingClientRect().top;
    const alerts = [...document.querySelectorAll("#composer [role=alert]")]
      .filter((el) => !el.hidden && el.textContent.trim() !== "")
      .map((el) => `${el.id}: ${el.textContent}`);
    return {
      alerts,
      invalid: [...document.querySelectorAll("#composer input[aria-invalid=true]")].map((el) => el.id),
      idTop: top("#snowflake-id"),
      bitsTop: top("#bits"),
      id: document.querySelector("#snowflake-id").value,
      waiting: document.querySelector(".result").classList.contains("waiting"),
      waitingNote: document.querySelector("#id-waiting").hidden ? "" : document.querySelector("#id-waiting").textContent,
      describedBy: document.querySelector("#snowflake-id").getAttribute("aria-describedby"),
    };
  });
}

for (const lang of ["en", "ko"]) {
  for (const viewport of VIEWPORTS) {
    test(`${lang} ${viewport.width}x${viewport.height}: a 13-digit timestamp typed key by key raises nothing, moves nothing, and ends exact`, async () => {
      const { context, page, problems } = await open(lang, viewport);
      const start = await page.locator("#snowflake-id").inputValue();
      const field = page.locator("#timestamp");
      await field.click();
      await page.keyboard.press("Control+A");
      const before = await snapshot(page);
      for (let i = 0; i < TYPED.length; i++) {
        await page.keyboard.type(TYPED[i]);
        const now = await snapshot(page);
        const at = `after "${TYPED.slice(0, i + 1)}"`;
        assert.deepEqual(now.alerts, [], `${at}: alert text`);
        assert.deepEqual(now.invalid, [], `${at}: aria-invalid`);
        assert.ok(Math.abs(now.idTop - before.idTop) <= 1, `${at}: the ID box moved ${now.idTop - before.idTop} px`);
        assert.ok(Math.abs(now.bitsTop - before.bitsTop) <= 1, `${at}: the bits moved ${now.bitsTop - before.bitsTop} px`);
        assert.match(now.id, /^\d+$/, `${at}: the ID box is blank`);
        if (i < TYPED.length - 1) {
          // Not a timestamp yet: the last ID stays, marked as waiting for this field.
          assert.equal(now.id, start, `${at}: the ID box changed`);
          assert.ok(now.waiting, `${at}: not marked as waiting`);
          assert.match(now.describedBy, /id-waiting/);
          assert.ok(now.waitingNote.length > 0);
          assert.ok(await page.locator("#copy-decimal").isDisabled(), `${at}: the ID can be copied`);
        }
      }
      const done = await snapshot(page);
      assert.equal(done.id, String(composeBig(TYPED, 1, 2, 3)));
      assert.equal(done.waiting, false);
      assert.equal(await page.locator("#id-waiting").isHidden(), true);
      assert.deepEqual(problems, []);
      await context.close();
    });

    test(`${lang} ${viewport.width}x${viewport.height}: leaving an unfinished timestamp shows its error at once`, async () => {
      const { context, page } = await open(lang, viewport);
      await page.locator("#timestamp").click();
      await page.keyboard.press("Control+A");
      await page.keyboard.type("17189");
      assert.equal(await page.locator("#timestamp").getAttribute("aria-invalid"), "false");
      await page.keyboard.press("Tab");
      assert.equal(await page.locator("#timestamp").getAttribute("aria-invalid"), "true");
      assert.ok(await page.locator("#timestamp-error").isVisible());
      assert.equal(await page.locator("#timestamp-error").getAttribute("data-error-kind"), "before_epoch");
      assert.equal(await page.locator("#snowflake-id").inputValue(), "", "no number once judged invalid");
      assert.equal(await page.locator(".result").getAttribute("class"), "result");
      await context.close();
    });
  }
}

test("Enter judges the text typed so far, and so does a one-second pause after the last key", async () => {
  const { context, page } = await open("en", { width: 1280, height: 800 });
  await page.locator("#datacenter").click();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Backspace");
  // An emptied field being retyped is waiting, not wrong.
  assert.equal(await page.locator("#datacenter").getAttribute("aria-invalid"), "false");
  assert.ok(await page.locator(".result.waiting").isVisible());
  await page.keyboard.press("Enter");
  assert.equal(await page.locator("#datacenter").getAttribute("aria-invalid"), "true");
  assert.equal(await page.locator("#datacenter-error").getAttribute("data-error-kind"), "missing");
  await page.keyboard.type("1");
  assert.equal(await page.locator("#datacenter").getAttribute("aria-invalid"), "false");

  // Timed in the page, from the last key's input event (its timeStamp: when the browser made
  // it, before any listener ran) to the judgement, so the round trips of a busy machine do not
  // count; each key starts the pause again.
  await page.evaluate(() => {
    const box = document.getElementById("timestamp");
    window.__typed = [];
    window.__judged = new Promise((done) => {
      box.addEventListener("input", (e) => window.__typed.push({ at: e.timeStamp, text: box.value }));
      new MutationObserver(() => {
        if (box.getAttribute("aria-invalid") === "true") done({ at: performance.now(), text: box.value });
      }).observe(box, { attributes: true, attributeFilter: ["aria-invalid"] });
    });
  });
  await page.locator("#timestamp").click();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("1718");
  // A pause of 600 ms after the last key, on the page's own clock: shorter than the page's.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 600 - (performance.now() - window.__typed.at(-1).at))));
  await page.keyboard.type("0");
  const [judged, typed] = await page.evaluate(async () => [await window.__judged, window.__typed]);
  const last = typed.at(-1);
  // The key after the pause came within the page's pause of 1 s, or there was nothing to wait for.
  assert.ok(last.at - typed.at(-2).at < 1000, `the pause lasted ${(last.at - typed.at(-2).at).toFixed(0)} ms`);
  assert.equal(last.text, "17180", "the judgement waited for the key typed in the pause");
  assert.equal(judged.text, "17180");
  const waited = judged.at - last.at;
  assert.ok(waited >= 999 && waited < 2500, `judged ${waited.toFixed(0)} ms after the last key`);
  assert.equal(await page.locator("#timestamp-error").getAttribute("data-error-kind"), "before_epoch");
  await context.close();
});

test("text that can never become valid is judged at the key that makes it so", async () => {
  const { context, page } = await open("en", { width: 1280, height: 800 });
  await page.locator("#datacenter").click();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("3");
  assert.equal(await page.locator("#datacenter").getAttribute("aria-invalid"), "false");
  await page.keyboard.type("2");
  assert.equal(await page.locator("#datacenter").getAttribute("aria-invalid"), "true");
  assert.equal(await page.locator("#datacenter-error").getAttribute("data-error-kind"), "out_of_range");
  await page.locator("#timestamp").click();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("1000");
  assert.equal(await page.locator("#timestamp").getAttribute("aria-invalid"), "true", "1000 can never be a timestamp");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("a");
  assert.equal(await page.locator("#timestamp-error").getAttribute("data-error-kind"), "not_a_date");
  await context.close();
});

test("a fill, a paste and the address are judged at once, not as typing", async () => {
  const { context, page } = await open("en", { width: 1280, height: 800 });
  await page.locator("#timestamp").fill("17189");
  assert.equal(await page.locator("#timestamp").getAttribute("aria-invalid"), "true", "fill");
  await page.locator("#sequence").focus();
  // A paste of text that could still become valid: judged at once all the same.
  await page.locator("#timestamp").fill("1288834975657");
  await page.locator("#timestamp").focus();
  await page.evaluate(() => navigator.clipboard.writeText("17189"));
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Control+V");
  // On a slow machine a paste's answer comes with the next frame.
  await settled(page);
  assert.equal(await page.locator("#timestamp").inputValue(), "17189");
  assert.equal(await page.locator("#timestamp").getAttribute("aria-invalid"), "true", "paste");
  await context.close();
  const other = await shared.browser.newPage();
  await other.goto(`${shared.server.url}?timestamp=17189`);
  await other.locator("#timestamp-error:not([hidden])").waitFor();
  assert.equal(await other.locator("#timestamp").getAttribute("aria-invalid"), "true", "address");
  await other.close();
});

test("the ID box typed key by key waits through a post's link and keeps the last ID in the bits", async () => {
  const { context, page } = await open("en", { width: 1280, height: 800 });
  const box = page.locator("#snowflake-id");
  await box.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("x.com/jack/status/");
  assert.equal(await box.getAttribute("aria-invalid"), "false");
  assert.equal(await box.inputValue(), "x.com/jack/status/", "the box keeps the text as typed");
  assert.ok(await page.locator(".result.waiting").isVisible());
  // The bits and the fields still show the last ID (machine 2), not a blank or a partial read.
  const machineBits = () => page.locator("#bits [data-field='machine']").evaluate((el) => el.textContent.replace(/\s+/g, ""));
  assert.equal(await machineBits(), "00010");
  assert.equal(await page.locator("#machine").inputValue(), "2");
  await page.keyboard.type("4194439168");
  assert.equal(await machineBits(), "00001");
  assert.equal(await page.locator("#timestamp").inputValue(), "1288834975657");
  await context.close();
});

test("the tools' inputs wait the same way: a range end, a compare ID and the run's count", async () => {
  const { context, page } = await open("en", { width: 1280, height: 800 }, "datacenter=1&machine=2&sequence=3#range");
  for (const [tool, input, partial] of [["range", "range-from", "17189"], ["compare", "compare-b", "0x"], ["run", "run-count", ""]]) {
    if (!(await page.locator(`#${tool}`).evaluate((d) => d.open))) await page.locator(`#${tool} > summary`).click();
    const box = page.locator(`#${input}`);
    await box.click();
    await page.keyboard.press("Control+A");
    if (partial === "") await page.keyboard.press("Backspace");
    else await page.keyboard.type(partial);
    assert.equal(await box.getAttribute("aria-invalid"), "false", `${input} while typing`);
    assert.equal(await page.locator(`#${input}-error`).isVisible(), false, `${input} message while typing`);
    await page.keyboard.press("Tab");
    assert.equal(await box.getAttribute("aria-invalid"), "true", `${input} once left`);
  }
  await context.close();
});
