// Trunk post-build hook (see Trunk.toml): splits the release build's wasm (scripts/split.mjs),
// then gives it a strict Content Security
// Policy. Trunk's loader, the boot script and the stylesheet are inline, so the policy allows
// exactly those by their SHA-256 hashes, and nothing inline besides; 'wasm-unsafe-eval' lets the
// page compile its wasm, and no 'unsafe-eval' or 'unsafe-inline' is needed.
//
// Writes the policy three times: as a <meta> in index.html (works on any static host), in
// `_headers` (Netlify/Cloudflare Pages format), and as `csp.nginx.conf` (add_header lines that
// deploy/nginx.conf includes). No frame-ancestors: the page is meant to be framed by
// documentation sites. Then writes a gzip -9 copy of each text and wasm file next to it, for
// servers that send precompressed files (nginx gzip_static).
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { applySiteUrl, faqJsonLd } from "./page-data.mjs";
import { split } from "./split.mjs";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error("TRUNK_STAGING_DIR is not set: run this as a Trunk hook");
if (process.env.TRUNK_PROFILE !== "release") process.exit(0); // the dev server injects its own reload script
// First the split (scripts/split.mjs): it changes the loader script this policy hashes.
await split(dir);

const file = join(dir, "index.html");
let html = readFileSync(file, "utf8");
// Metadata first (scripts/page-data.mjs). JSON-LD is data, never run, so it needs no hash.
const faqTag = '<script type="application/ld+json" id="faq-data"></script>';
if (!html.includes(faqTag)) throw new Error("no empty FAQ data element in index.html");
html = html.replace(faqTag, faqTag.replace("></", `>${faqJsonLd(html, "en")}</`));
if (process.env.SITE_URL) html = applySiteUrl(html, process.env.SITE_URL);
// The comments in the inlined stylesheet and boot script, and the page's HTML comments, are
// for whoever reads the source, not for every visitor to download and parse.
// Only whole comments are taken: CSS /* … */, JS lines that are only a // comment, <!-- … -->.
html = html
  .replace(/<style>([\s\S]*?)<\/style>/g, (_, css) => `<style>${css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\n\s*\n/g, "\n")}</style>`)
  .replace(/<script>([\s\S]*?)<\/script>/g, (_, js) => `<script>${js.replace(/^[ \t]*\/\/.*\n/gm, "")}</script>`)
  .replace(/[ \t]*<!--[\s\S]*?-->\n?/g, "");
const sha256 = ([, body]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
const hashes = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)].map(sha256);
if (hashes.length === 0) throw new Error("no inline loader script found: has Trunk's output changed?");
// The stylesheet is inlined too (index.html says why), so it is allowed by its hash as well.
const styleHashes = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(sha256);

const policy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(" ")}`,
  `style-src 'self' ${styleHashes.join(" ")}`.trim(),
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

html = html.replace(/<meta charset="utf-8">/, (charset) => `${charset}\n  <meta http-equiv="Content-Security-Policy" content="${policy}">`);
if (!html.includes("Content-Security-Policy")) throw new Error("no <meta charset> to put the policy after");
writeFileSync(file, html);
writeFileSync(join(dir, "_headers"), `/*\n  Content-Security-Policy: ${policy}\n  X-Content-Type-Options: nosniff\n`);
writeFileSync(
  join(dir, "csp.nginx.conf"),
  `# Written by scripts/csp.mjs for this build; included by deploy/nginx.conf.\n` +
    `add_header Content-Security-Policy "${policy}" always;\nadd_header X-Content-Type-Options nosniff always;\n`,
);
for (const name of readdirSync(dir).filter((n) => /\.(html|js|wasm|css|svg)$/.test(n))) {
  writeFileSync(join(dir, `${name}.gz`), gzipSync(readFileSync(join(dir, name)), { level: 9 }));
}
console.log(`csp: ${hashes.length} inline script and ${styleHashes.length} style hash(es); policy written to index.html and _headers`);
