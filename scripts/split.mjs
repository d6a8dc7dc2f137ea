// The release build's split step, run by the post-build hook (scripts/csp.mjs) before the
// policy is written. Trunk has no step between cargo and wasm-bindgen, so this one redoes
// what Trunk did after cargo, with the split in the middle:
//
//   cargo's wasm (linked with --emit-relocs, .cargo/config.toml)
//     → wasm-split-cli: the main module, one wasm per split point (src/split.rs) and the
//       chunks they share, and __wasm_split.js, which fetches them
//     → wasm-bindgen --keep-lld-exports (the chunks link against those exports)
//     → wasm-opt on every module
//     → content-hashed names, the references between the files rewritten to them, and
//       index.html pointed at the new files with fresh integrity hashes.
//
// Trunk's own wasm-bindgen and wasm-opt output for the same module is replaced.
import { execFileSync, execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { join, basename } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const WASM_OPT_VERSION = "132"; // Trunk.toml pins the same; Debian's older binaryen breaks the page
const OPT_FLAGS = ["-Oz", "--enable-bulk-memory", "--enable-nontrapping-float-to-int", "--strip-producers", "--strip-target-features"];
const sri = (bytes) => `sha384-${createHash("sha384").update(bytes).digest("base64")}`;
// Chunks are checked with SHA-256, the shortest hash SRI takes: the loader every visitor
// downloads carries one per chunk, and random base64 does not compress.
const chunkSri = (bytes) => `sha256-${createHash("sha256").update(bytes).digest("base64")}`;
const hash16 = (...parts) => {
  const h = createHash("sha256");
  for (const part of parts) h.update(part);
  return h.digest("hex").slice(0, 16);
};
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export async function split(stage) {
  const file = join(stage, "index.html");
  let html = readFileSync(file, "utf8");
  // Trunk's names for the app's script and module: ./<name>-<hex>.js and …_bg.wasm.
  const found = html.match(/<link rel="modulepreload" href="\.\/([\w-]+)-([0-9a-f]+)\.js"/);
  if (!found) throw new Error("split: no modulepreload of the app's script in index.html: has Trunk's output changed?");
  const [, name, trunkHash] = found;
  const trunkJs = `${name}-${trunkHash}.js`;
  const trunkWasm = `${name}-${trunkHash}_bg.wasm`;

  const metadata = JSON.parse(execFileSync("cargo", ["metadata", "--format-version", "1", "--no-deps", "--offline"], { encoding: "utf8" }));
  const input = join(metadata.target_directory, "wasm32-unknown-unknown", "release", `${name}.wasm`);
  if (!existsSync(input)) throw new Error(`split: cargo's module ${input} is missing`);
  const work = join(metadata.target_directory, "wasm-split");
  rmSync(work, { recursive: true, force: true });
  const splitDir = join(work, "split");
  const bindgenDir = join(work, "bindgen");
  const optDir = join(work, "opt");
  mkdirSync(optDir, { recursive: true });

  const optVersion = execFileSync("wasm-opt", ["--version"], { encoding: "utf8" });
  if (!new RegExp(`\\bversion ${WASM_OPT_VERSION}\\b`).test(optVersion)) {
    throw new Error(`split: wasm-opt on PATH is "${optVersion.trim()}", not binaryen ${WASM_OPT_VERSION} (source scripts/env.sh)`);
  }

  execFileSync("wasm-split-cli", [input, splitDir, "--out-name", name, "--target", "web"], { stdio: "inherit" });
  execFileSync("wasm-bindgen", [
    "--target", "web", "--keep-lld-exports", "--no-demangle", "--no-typescript",
    "--out-dir", bindgenDir, "--out-name", name, join(splitDir, `${name}.wasm`),
  ], { stdio: "inherit" });
  if (existsSync(join(bindgenDir, "snippets"))) throw new Error("split: wasm-bindgen wrote snippets, which this step does not copy yet");

  const chunks = readdirSync(splitDir).filter((f) => f.endsWith(".wasm") && f !== `${name}.wasm`);
  if (chunks.length === 0) throw new Error("split: wasm-split found no split point: is this a release build of the app?");
  const modules = [[join(bindgenDir, `${name}_bg.wasm`), `${name}_bg.wasm`], ...chunks.map((c) => [join(splitDir, c), c])];
  // Two at a time: this machine class has two cores, and one module is most of the work.
  const pending = [...modules];
  const worker = async () => {
    for (let next; (next = pending.shift());) {
      await run("wasm-opt", [...OPT_FLAGS, next[0], "-o", join(optDir, next[1])]);
    }
  };
  await Promise.all([worker(), worker()]);

  // Chunks: named by their own content, fetched with their integrity checked.
  let loader = readFileSync(join(splitDir, "__wasm_split.js"), "utf8");
  const written = [];
  for (const chunk of chunks) {
    const bytes = readFileSync(join(optDir, chunk));
    const hashed = chunk.replace(/\.wasm$/, `-${hash16(bytes)}.wasm`);
    const fetchCall = `fetch(new URL("./${chunk}", import.meta.url))`;
    if (!loader.includes(fetchCall)) throw new Error(`split: __wasm_split.js does not fetch ${chunk} as expected`);
    loader = loader.replace(fetchCall, `fetch(new URL("./${hashed}", import.meta.url), { integrity: "${chunkSri(bytes)}" })`);
    written.push([hashed, bytes]);
  }
  // The app's script imports the loader and the loader imports the script back, so neither
  // can be named after its own bytes alone: both take one hash of all three files.
  const mainWasm = readFileSync(join(optDir, `${name}_bg.wasm`));
  let mainJs = readFileSync(join(bindgenDir, `${name}.js`), "utf8");
  const together = hash16(mainJs, mainWasm, loader);
  const names = {
    js: `${name}-${together}.js`,
    wasm: `${name}-${hash16(mainWasm)}_bg.wasm`,
    loader: `__wasm_split-${together}.js`,
  };
  const swap = (text, from, to, what) => {
    if (!text.includes(from)) throw new Error(`split: ${what} does not mention ${from}`);
    return text.replaceAll(from, to);
  };
  loader = swap(loader, `from "./${name}.js"`, `from "./${names.js}"`, "__wasm_split.js");
  mainJs = swap(mainJs, `from "./__wasm_split.js"`, `from "./${names.loader}"`, `${name}.js`);
  mainJs = swap(mainJs, `'${name}_bg.wasm'`, `'${names.wasm}'`, `${name}.js`);
  written.push([names.js, mainJs], [names.wasm, mainWasm], [names.loader, loader]);

  for (const [fileName, body] of written) writeFileSync(join(stage, fileName), body);
  for (const old of [trunkJs, trunkWasm]) unlinkSync(join(stage, old));

  html = swap(html, trunkJs, names.js, "index.html");
  html = swap(html, trunkWasm, names.wasm, "index.html");
  const integrityOf = { [names.js]: sri(mainJs), [names.wasm]: sri(mainWasm) };
  html = html.replace(new RegExp(`(href="\\./(${escape(names.js)}|${escape(names.wasm)})"[^>]*integrity=")[^"]*"`, "g"),
    (_, start, file) => `${start}${integrityOf[file]}"`);
  // The loader is imported by the app's script: preloading it with the script saves a round trip.
  const preloadJs = html.match(new RegExp(`<link rel="modulepreload" href="\\./${escape(names.js)}"[^>]*>`));
  if (!preloadJs) throw new Error("split: lost the app script's modulepreload");
  html = html.replace(preloadJs[0], `${preloadJs[0]}<link rel="modulepreload" href="./${names.loader}" crossorigin="anonymous" integrity="${sri(loader)}">`);
  writeFileSync(file, html);

  console.log(`split: ${names.wasm} ${mainWasm.length} B and ${chunks.length} chunk(s): ${written.slice(0, chunks.length).map(([n, b]) => `${basename(n)} ${b.length} B`).join(", ")}`);
}
