// Release step 3: what index.html carries besides the app. The FAQ's structured data is built
// from the visible FAQ (page-data.mjs); with SITE_URL set, the canonical and preview-image
// addresses become absolute. The comments in the inline style sheet and boot script, and the
// HTML comments, are for whoever reads the source, not for every visitor to download.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { applySiteUrl, faqJsonLd } from "./page-data.mjs";
import { rewrite } from "./rewrite.mjs";

export function metadata(stage) {
  const file = join(stage, "index.html");
  let html = readFileSync(file, "utf8");
  // JSON-LD is data, never run, so the policy needs no hash for it.
  const faqTag = '<script type="application/ld+json" id="faq-data"></script>';
  html = rewrite(html, faqTag, faqTag.replace("></", () => `>${faqJsonLd(html, "en")}</`), 1, "the FAQ's data element");
  if (process.env.SITE_URL) html = applySiteUrl(html, process.env.SITE_URL);
  // Only whole comments are taken: CSS /* … */, JS lines that are only a // comment, <!-- … -->.
  const stripCss = (css) => css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\n\s*\n/g, "\n");
  const stripJs = (js) => js.replace(/^[ \t]*\/\/.*\n/gm, "");
  html = rewrite(html, /<style>([\s\S]*?)<\/style>/g, (_, css) => `<style>${stripCss(css)}</style>`, 1, "the inline style sheet");
  html = rewrite(html, /<script>([\s\S]*?)<\/script>/g, (_, js) => `<script>${stripJs(js)}</script>`, "some", "the inline scripts");
  html = html.replace(/[ \t]*<!--[\s\S]*?-->\n?/g, "");
  writeFileSync(file, html);
  return `FAQ data${process.env.SITE_URL ? `, SITE_URL ${process.env.SITE_URL}` : ""}, comments stripped`;
}
