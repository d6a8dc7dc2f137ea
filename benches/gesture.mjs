// What the paste benches share: the IDs a person pastes, the phone they paste on, and the
// browser they run in.

/**
 * Unrelated IDs, each a different year from the one before it: 2024, 2012 (Discord's 2016
 * example), 2018, 2006 (20, older than Snowflake), 2022, 2014. Pasted in turn, every bit
 * block, the headline and the notes change.
 */
export const UNRELATED = ["1804242886974412801", "175928847299117063", "1061077663923769421", "20", "1541815603606036480", "466567003153457152"];

/** Lighthouse's mobile viewport, as a Playwright context's options. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Debian's Chromium with nothing of its own running beside the page. */
export const CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-quic"];

/** The median of the finite values of `xs`; NaN if there are none. */
export const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
