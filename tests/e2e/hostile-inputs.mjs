// The hostile inputs and the rules that judge them, written independently of the app, for
// the end-to-end tests that type, paste (hostile.test.mjs) and link (hostile-address.test.mjs)
// them. Not a test file itself.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const RANGES = { timestamp: [1288834974657n, 3487858230208n], datacenter: [0n, 31n], machine: [0n, 31n], sequence: [0n, 4095n] };
// Rust's str::trim: the Unicode White_Space characters (JavaScript's trim also strips U+FEFF).
const WHITE = "\t\n\v\f\r \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000";
export const rustTrim = (s) => {
  const chars = [...s];
  while (chars.length && WHITE.includes(chars[0])) chars.shift();
  while (chars.length && WHITE.includes(chars.at(-1))) chars.pop();
  return chars.join("");
};

/** The field rules: null when valid, else the reason (only "is it flagged" is compared). */
export function fieldVerdict(field, value) {
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
export function idVerdict(value) {
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

// The inputs themselves are data, shared with the model's native tests.
const { inputs } = JSON.parse(readFileSync(join(import.meta.dirname, "../hostile/inputs.json"), "utf8"));
const textOf = (e) => e.text.repeat(e.repeat ?? 1) + (e.then ?? "");
export const HOSTILE = inputs.map((e) => [e.name, textOf(e)]);

/** The inputs typed key by key as well as pasted: one of each kind of trouble (control and
 * invisible characters, direction marks, emoji, other scripts' digits, markup, separators,
 * signs, each range's edges). The rest are pasted, which is how such text usually arrives. */
export const TYPED = new Set(inputs.filter((e) => e.typed).map((e) => e.name));

/** The inputs also opened from the address: those whose characters an address encodes or
 * decodes specially (controls, spaces, `%`, `&`, `#`, `+`, quotes, markup, non-ASCII), long
 * ones, and each range's edge. The model's native tests read every input from the address. */
export const LINKED = inputs.filter((e) => e.linked).map((e) => [e.name, textOf(e)]);

const SUSPICIOUS = "img, iframe, object, embed, svg:not(.icon), script:not([src]):not([type]), [onerror], [onload]";
export async function assertNothingExecuted(page, problems, label) {
  const [pwned, elements] = await page.evaluate(
    (selector) => [window.__pwned, document.querySelectorAll(`#composer :is(${selector})`).length],
    SUSPICIOUS,
  );
  assert.equal(pwned, undefined, `${label}: injected code ran`);
  assert.equal(elements, 0, `${label}: markup from the input became elements`);
  assert.deepEqual(problems.splice(0), [], `${label}: console errors or dialogs`);
}

