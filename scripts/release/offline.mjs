// Release step 6: the service worker (sw.js, from the template beside this file), listing
// the files the full page, `?embed` and every tool load, so that they work offline. Its
// version is a hash of those files, so each build's worker differs and browsers update it.
// It runs after every step that changes a file it lists.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ICONS, MANIFEST } from "./install.mjs";
import { rewrite } from "./rewrite.mjs";

export const WORKER = "sw.js";

/** What the worker keeps: the page ("./"), every script and module, the icon, the manifest
 * and its icons. Not the link preview's image, the compressed copies or the host's files. */
export function precached(stage) {
  const files = readdirSync(stage)
    .filter((name) => name !== WORKER && (/\.(js|wasm)$/.test(name) || /^favicon-[0-9a-f]+\.svg$/.test(name)))
    .sort();
  return ["./", ...files, MANIFEST, ...ICONS.map((icon) => icon.src)];
}

export function offline(stage) {
  const files = precached(stage);
  const hash = createHash("sha256");
  for (const file of files) hash.update(file).update(readFileSync(join(stage, file === "./" ? "index.html" : file)));
  const version = hash.digest("hex").slice(0, 16);
  let worker = readFileSync(join(import.meta.dirname, "sw.js"), "utf8");
  worker = rewrite(worker, '"__VERSION__"', JSON.stringify(version), 1, "offline: the worker's version");
  worker = rewrite(worker, "__FILES__", JSON.stringify(files), 1, "offline: the worker's files");
  writeFileSync(join(stage, WORKER), worker);
  return `${WORKER} ${version}, ${files.length} files`;
}
