// axe-core for the end-to-end tests: one way to run it and to report what it finds. Not a test
// file itself.
import assert from "node:assert/strict";
import { AxeBuilder } from "@axe-core/playwright";

/** The axe rules that read colours; the others judge markup, which a theme does not change. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** What `expectNoAxeViolations` checks in `colorScheme`, for test names. */
export const axeChecks = (colorScheme) => (colorScheme === "dark" ? "no axe colour violations" : "no axe violations");

/**
 * Runs axe on `page` inside `include` (default: the whole page) and outside `exclude`, and
 * expects no violation: every rule in the light theme, the colour rules in the dark one.
 */
export async function expectNoAxeViolations(page, colorScheme, { include = [], exclude = [], name = "the page" } = {}) {
  const builder = new AxeBuilder({ page });
  if (colorScheme === "dark") builder.withRules(COLOUR_RULES);
  for (const selector of include) builder.include(selector);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  assert.deepEqual(summary, [], `axe violations on ${name} (${colorScheme})`);
}
