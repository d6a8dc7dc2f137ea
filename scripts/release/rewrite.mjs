// Text rewrites for the release steps. Each says how many places it expects to change, and any
// other count stops the build: a rewrite that silently matched nothing ships a broken page.

/**
 * `text` with every match of `pattern` (a string, or a regular expression with the g flag)
 * replaced by `replacement` (a string, or a function as String.prototype.replace takes).
 * `expected` is the number of matches, or "some" for one or more.
 */
export function rewrite(text, pattern, replacement, expected, what) {
  if (pattern instanceof RegExp && !pattern.global) throw new Error(`${what}: the pattern needs the g flag`);
  let count = 0;
  const out = (pattern instanceof RegExp ? text.replace.bind(text) : text.replaceAll.bind(text))(pattern, (...args) => {
    count += 1;
    return typeof replacement === "function" ? replacement(...args) : replacement;
  });
  if (expected === "some" ? count === 0 : count !== expected) {
    throw new Error(`${what}: expected ${expected === "some" ? "one or more" : expected} match(es) of ${pattern}, found ${count}`);
  }
  return out;
}
