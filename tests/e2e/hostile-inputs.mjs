// The hostile inputs and the rules that judge them, written independently of the app, for
// the end-to-end tests that type, paste (hostile.test.mjs) and link (hostile-address.test.mjs)
// them. Not a test file itself.
import assert from "node:assert/strict";

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

const MEGABYTE = "7".repeat(1 << 20);
export const HOSTILE = [
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

/** The inputs typed key by key as well as pasted: one of each kind of trouble (control and
 * invisible characters, direction marks, emoji, other scripts' digits, markup, separators,
 * signs, each range's edges). The rest are pasted, which is how such text usually arrives. */
export const TYPED = new Set([
  "NUL", "control characters", "newline inside", "right-to-left override", "zero-width space", "BOM",
  "emoji", "family emoji ZWJ", "combining marks", "Arabic-Indic three", "full-width three", "<script>",
  "img onerror", "SQL injection", "template injection", "Unicode minus", "lone minus", "double separator",
  "no-break spaces around", "-0", "32", "4096", "epoch − 1", "limit + 1", "2^63", "2^64",
]);

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

