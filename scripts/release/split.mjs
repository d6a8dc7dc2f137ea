// Release step 1 (post-build.mjs): the split. Trunk has no step between cargo and
// wasm-bindgen, so this one redoes what Trunk did after cargo, with the split in the middle:
//
//   cargo's wasm (split points compiled in and linked with --emit-relocs: build.rs sets both
//   for a release wasm build unless SNOWFLAKE_SPLIT=0)
//     → wasm-split-cli: the main module, one wasm per split point (src/split.rs) and the
//       chunks they share, and __wasm_split.js, which fetches them
//     → wasm-bindgen --keep-lld-exports (the chunks link against those exports)
//     → wasm-opt on every module
//     → short names for the main module's imports from the glue (imports.mjs)
//     → content-hashed names, the references between the files rewritten to them, the two
//       scripts minified by esbuild, and index.html pointed at the new files with fresh
//       integrity hashes.
//
// Trunk's own wasm-bindgen output for the same module is replaced. A module built without
// split points (SNOWFLAKE_SPLIT=0) keeps Trunk's output and is only optimised.
//
// wasm-opt's version is the binaryen version in package.json, which npm installs; Debian's
// older binaryen produces a page that dies at start-up, so any other version stops the build.
import { execFileSync, execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { accessSync, constants, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { join, basename } from "node:path";
import { promisify } from "node:util";
import { transformSync, version as esbuildVersion } from "esbuild";
import { rewrite } from "./rewrite.mjs";
import { shortenImports } from "./imports.mjs";

const run = promisify(execFile);
const packageJson = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "package.json"), "utf8"));
const pinned = /^(\d+)\.\d+\.\d+$/.exec(packageJson.dependencies.binaryen ?? "");
if (!pinned) throw new Error(`split: package.json must pin binaryen to one exact version, found ${packageJson.dependencies.binaryen}`);
const WASM_OPT_VERSION = pinned[1];
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
// How often Trunk's index.html names the app's script and its module (a preload, the import).
const HTML_SCRIPT_MENTIONS = 2;
const HTML_WASM_MENTIONS = 2;
// esbuild's settings for the two scripts; the files' names hash them with esbuild's version.
// (wasm-bindgen writes the loader's imports under one key five times; esbuild keeps them.)
const MINIFY = { minify: true, format: "esm", logOverride: { "duplicate-object-key": "silent" } };
// Both scripts start with V8's explicit compile hint: Chromium compiles all of their functions
// with the script, off the main thread, instead of each on its first call, most of them inside
// the first screen's mount (benches/README.md, 2026-12-04). Other engines read a comment.
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
// The event the loader sends when a chunk is gone; src/web/worker.rs listens for it.
const GONE_EVENT = "snowflake-build-gone";
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
  const splitDir = join(work, "split");
  const bindgenDir = join(work, "bindgen");
  const optDir = join(work, "opt");

  const optVersion = execFileSync("wasm-opt", ["--version"], { encoding: "utf8" });
  if (!new RegExp(`\\bversion ${WASM_OPT_VERSION}\\b`).test(optVersion)) {
    throw new Error(`split: wasm-opt on PATH is "${optVersion.trim()}", not binaryen ${WASM_OPT_VERSION} (source scripts/env.sh)`);
  }
  const cargoWasm = readFileSync(input);
  const keyFile = join(work, "made-from");
  const emptyWork = () => {
    rmSync(work, { recursive: true, force: true });
    mkdirSync(optDir, { recursive: true });
  };
  // wasm_split's markers: the imports and exports a split point compiles to.
  if (!cargoWasm.includes("__wasm_split_00")) {
    emptyWork();
    return optimiseUnsplit(stage, html, file, trunkWasm, optDir);
  }
  // The split, wasm-bindgen and wasm-opt take most of a release build's time and depend only
  // on cargo's module, this file and the three tools: when none of them changed since the last
  // build (a rerun, or a change to the page or the tests), their output in target/ is reused.
  const key = hash16(cargoWasm, readFileSync(import.meta.filename), optVersion,
    ...["wasm-split-cli", "wasm-bindgen"].map((tool) => readFileSync(onPath(tool))));
  const reused = existsSync(keyFile) && readFileSync(keyFile, "utf8") === key;
  if (!reused) {
    // The key goes first, so an interrupted clean-up or build leaves nothing to reuse.
    rmSync(keyFile, { force: true });
    emptyWork();
    // The tools read the very bytes the key was made from, not the file cargo may rewrite.
    const copy = join(work, `${name}.wasm`);
    writeFileSync(copy, cargoWasm);
    await splitBindOptimise(copy, name, splitDir, bindgenDir, optDir);
    writeFileSync(keyFile, key);
  }
  const chunks = readdirSync(splitDir).filter((f) => f.endsWith(".wasm") && f !== `${name}.wasm`);

  // Chunks: named by their own content, fetched with their integrity checked.
  let loader = readFileSync(join(splitDir, "__wasm_split.js"), "utf8");
  const written = [];
  for (const chunk of chunks) {
    const bytes = readFileSync(join(optDir, chunk));
    const hashed = chunk.replace(/\.wasm$/, `-${hash16(bytes)}.wasm`);
    const fetchCall = `fetch(new URL("./${chunk}", import.meta.url))`;
    const checked = `fetchChunk(new URL("./${hashed}", import.meta.url), "${chunkSri(bytes)}")`;
    loader = rewrite(loader, fetchCall, checked, 1, `split: __wasm_split.js's fetch of ${chunk}`);
    written.push([hashed, bytes]);
  }
  // A chunk that answers 404 is gone: a newer build replaced this one on the server. The page
  // hears of it (src/web/worker.rs) and offers to reload into the new build instead of asking
  // for the same file again.
  // (A 404 whose body fails the integrity check rejects without a status: a HEAD tells.)
  // The page hears "gone" before the load fails, so the failed panel offers the right button
  // from its first paint; a probe that gets no answer gives up after 5 s.
  loader += `
function fetchChunk(url, integrity) {
    const gone = (r) => { if (r.status === 404) dispatchEvent(new Event("${GONE_EVENT}")); };
    return fetch(url, { integrity }).then((r) => { gone(r); return r; }, (error) =>
        fetch(url, { method: "HEAD", cache: "no-store", signal: AbortSignal.timeout(5000) }).then(gone, () => {}).then(() => { throw error; }));
}
`;
  // The app's script imports the loader and the loader imports the script back, so neither
  // can be named after its own bytes alone: both take one hash of all three files (and of the
  // minifier, its settings and the compile hint, which rewrite both below).
  // The imports from the glue get short names (imports.mjs): their hashes do not compress.
  const shortened = shortenImports(readFileSync(join(optDir, `${name}_bg.wasm`)),
    readFileSync(join(bindgenDir, `${name}.js`), "utf8"), `./${name}_bg.js`);
  const mainWasm = shortened.wasm;
  let mainJs = shortened.js;
  const together = hash16(mainJs, mainWasm, loader, esbuildVersion, JSON.stringify(MINIFY), COMPILE_HINT);
  const names = {
    js: `${name}-${together}.js`,
    wasm: `${name}-${hash16(mainWasm)}_bg.wasm`,
    loader: `__wasm_split-${together}.js`,
  };
  loader = rewrite(loader, `from "./${name}.js"`, `from "./${names.js}"`, 1, "split: __wasm_split.js's import");
  // One import per place in the script that calls into the loader.
  mainJs = rewrite(mainJs, `from "./__wasm_split.js"`, `from "./${names.loader}"`, "some", `split: ${name}.js's imports`);
  mainJs = rewrite(mainJs, `'${name}_bg.wasm'`, `'${names.wasm}'`, 1, `split: ${name}.js's module name`);
  // Both scripts are on the first visit's path (their sizes: benches/README.md).
  mainJs = COMPILE_HINT + transformSync(mainJs, MINIFY).code;
  loader = COMPILE_HINT + transformSync(loader, MINIFY).code;
  written.push([names.js, mainJs], [names.wasm, mainWasm], [names.loader, loader]);

  for (const [fileName, body] of written) writeFileSync(join(stage, fileName), body);
  for (const old of [trunkJs, trunkWasm]) unlinkSync(join(stage, old));

  html = rewrite(html, trunkJs, names.js, HTML_SCRIPT_MENTIONS, "split: index.html's script");
  html = rewrite(html, trunkWasm, names.wasm, HTML_WASM_MENTIONS, "split: index.html's module");
  html = rewrite(html, new RegExp(`(href="\\./${escape(names.js)}"[^>]*integrity=")[^"]*"`, "g"),
    (_, start) => `${start}${sri(mainJs)}"`, 1, "split: index.html's script integrity");
  html = withoutPreloadIntegrity(html, names.wasm);
  // The loader is imported by the app's script: preloading it with the script saves a round trip.
  const preloadJs = html.match(new RegExp(`<link rel="modulepreload" href="\\./${escape(names.js)}"[^>]*>`));
  if (!preloadJs) throw new Error("split: lost the app script's modulepreload");
  const withLoader = `${preloadJs[0]}<link rel="modulepreload" href="./${names.loader}" crossorigin="anonymous" integrity="${sri(loader)}">`;
  html = rewrite(html, preloadJs[0], withLoader, 1, "split: the app script's modulepreload");
  writeFileSync(file, html);

  return `${names.wasm} ${mainWasm.length} B and ${chunks.length} chunk(s): ${written.slice(0, chunks.length).map(([n, b]) => `${basename(n)} ${b.length} B`).join(", ")}`;
}

/** wasm-split-cli, wasm-bindgen and wasm-opt: cargo's module into `optDir`'s optimised modules. */
async function splitBindOptimise(input, name, splitDir, bindgenDir, optDir) {
  execFileSync("wasm-split-cli", [input, splitDir, "--out-name", name, "--target", "web"], { stdio: "inherit" });
  execFileSync("wasm-bindgen", [
    "--target", "web", "--keep-lld-exports", "--no-demangle", "--no-typescript",
    "--out-dir", bindgenDir, "--out-name", name, join(splitDir, `${name}.wasm`),
  ], { stdio: "inherit" });
  if (existsSync(join(bindgenDir, "snippets"))) throw new Error("split: wasm-bindgen wrote snippets, which this step does not copy yet");

  const chunks = readdirSync(splitDir).filter((f) => f.endsWith(".wasm") && f !== `${name}.wasm`);
  if (chunks.length === 0) throw new Error("split: wasm-split made no chunk from a module with split points");
  const modules = [[join(bindgenDir, `${name}_bg.wasm`), `${name}_bg.wasm`], ...chunks.map((c) => [join(splitDir, c), c])];
  // Two at a time: this machine class has two cores, and one module is most of the work.
  const pending = [...modules];
  const worker = async () => {
    for (let next; (next = pending.shift());) {
      await run("wasm-opt", [...OPT_FLAGS, next[0], "-o", join(optDir, next[1])]);
    }
  };
  await Promise.all([worker(), worker()]);
}

/** The program `tool` names on PATH, as the shell would find it. */
function onPath(tool) {
  for (const dir of (process.env.PATH ?? "").split(":")) {
    try {
      accessSync(join(dir || ".", tool), constants.X_OK);
      return join(dir || ".", tool);
    } catch {
      // not here
    }
  }
  throw new Error(`split: ${tool} is not on PATH (source scripts/env.sh)`);
}

/** A module without split points: Trunk's output, with the module optimised in place. */
async function optimiseUnsplit(stage, html, file, trunkWasm, optDir) {
  await run("wasm-opt", [...OPT_FLAGS, join(stage, trunkWasm), "-o", join(optDir, trunkWasm)]);
  const bytes = readFileSync(join(optDir, trunkWasm));
  writeFileSync(join(stage, trunkWasm), bytes);
  writeFileSync(file, withoutPreloadIntegrity(html, trunkWasm));
  return `no split points in the module (SNOWFLAKE_SPLIT=0): ${trunkWasm} optimised to ${bytes.length} B, not split`;
}

/**
 * The module's preload (`as="fetch"`) without Trunk's `integrity`: Chromium ignores integrity
 * on that kind of preload and says so on the console of every load. The module itself is
 * fetched by the app's script, which the page's integrity already covers.
 */
function withoutPreloadIntegrity(html, wasm) {
  return rewrite(html, new RegExp(`(<link rel="preload" href="\\./${escape(wasm)}"[^>]*?) integrity="[^"]*"`, "g"),
    (_, start) => start, 1, "split: the module preload's integrity");
}
