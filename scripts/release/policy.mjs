// Release step 5: a strict Content-Security-Policy. Trunk's loader, the boot script, the
// first screen's script and the style sheet are inline, so the policy allows exactly those by their SHA-256 hashes and
// nothing inline besides; 'wasm-unsafe-eval' lets the page compile its wasm, and no
// 'unsafe-eval' or 'unsafe-inline' is needed. It runs after every step that changes inline code.
//
// Writes the policy three times: as a <meta> in index.html (works on any static host), in
// `_headers` (Netlify/Cloudflare Pages format), and as `csp.nginx.conf` (add_header lines that
// deploy/nginx.conf includes). No frame-ancestors: the page is meant to be framed by
// documentation sites.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { rewrite } from "./rewrite.mjs";

const sha256 = ([, body]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

export function policy(stage) {
  const file = join(stage, "index.html");
  let html = readFileSync(file, "utf8");
  const scripts = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)].map(sha256);
  if (scripts.length === 0) throw new Error("policy: no inline loader script found: has Trunk's output changed?");
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(sha256);
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${scripts.join(" ")}`,
    `style-src 'self' ${styles.join(" ")}`.trim(),
    "img-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
  html = rewrite(html, '<meta charset="utf-8">', (charset) => `${charset}\n  <meta http-equiv="Content-Security-Policy" content="${csp}">`, 1, "policy: <meta charset>");
  writeFileSync(file, html);
  // The page and the service worker are revalidated on every visit, so a new build is seen
  // at once; the hashed files are cached for good by each host's own default for them.
  const revalidated = ["/", "/index.html", "/sw.js", "/*/", "/*/index.html", "/*/sw.js"]
    .map((path) => `${path}\n  Cache-Control: no-cache\n`).join("");
  // embed.js keeps its name, so that a snippet can name it: a short cache time brings a new
  // build to the docs that load it within minutes.
  const embedScript = "/embed.js\n  Cache-Control: max-age=300\n/*/embed.js\n  Cache-Control: max-age=300\n";
  writeFileSync(join(stage, "_headers"), `/*\n  Content-Security-Policy: ${csp}\n  X-Content-Type-Options: nosniff\n${revalidated}${embedScript}`);
  writeFileSync(
    join(stage, "csp.nginx.conf"),
    `# Written by scripts/release/policy.mjs for this build; included by deploy/nginx.conf.\n` +
      `add_header Content-Security-Policy "${csp}" always;\nadd_header X-Content-Type-Options nosniff always;\n`,
  );
  return `${scripts.length} inline script and ${styles.length} style hash(es) in index.html, _headers and csp.nginx.conf`;
}
