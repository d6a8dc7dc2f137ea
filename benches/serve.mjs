// A static server that behaves like a real static host: HTTP/1.1 keep-alive, brotli or gzip
// by Accept-Encoding (precomputed at the highest levels), application/wasm, and a validator
// (ETag) with 304 for a copy the browser already holds, as nginx and GitHub Pages answer a
// `no-cache` page asked for again. 127.0.0.1 only.
import { createServer } from "node:http";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";
import { createHash } from "node:crypto";

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".wasm": "application/wasm",
  ".css": "text/css; charset=utf-8", ".svg": "image/svg+xml", ".json": "application/json",
  ".png": "image/png", ".webmanifest": "application/manifest+json",
};

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * An init script for a bench's page, before its own: `window.__afterPaint(f)` runs `f` just
 * after the frame that paints the page as it is now. From a frame callback, that is this
 * frame, where a frame callback asked for would wait for the next one; a page may write its
 * answer from a frame callback (the app takes in a slow paste there). A user-blocking task,
 * not a timer: a timer would also wait for the page's own tasks queued before it, such as the
 * work it puts after that paint.
 */
export function frameMark() {
  let inFrame = false;
  const ownFrame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (f) => ownFrame((t) => {
    if (!inFrame) { inFrame = true; setTimeout(() => (inFrame = false), 0); }
    f(t);
  });
  const mark = (f) => scheduler.postTask(f, { priority: "user-blocking" });
  window.__afterPaint = (f) => (inFrame ? mark(f) : ownFrame(() => mark(f)));
}

/** Every file of `dir` with its raw, gzip -9 and brotli (quality 11) bodies. */
export function loadAssets(dir) {
  const assets = new Map();
  for (const path of walk(dir)) {
    const raw = readFileSync(path);
    assets.set("/" + relative(dir, path), {
      raw,
      gzip: gzipSync(raw, { level: 9 }),
      br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      type: TYPES[extname(path)] ?? "application/octet-stream",
      // One validator for the file whatever its encoding, so sent weak, as nginx sends it for
      // compressed files.
      tag: `"${createHash("sha256").update(raw).digest("hex").slice(0, 16)}"`,
    });
  }
  return assets;
}

/**
 * Serves `dir`. `network` ({ latency, bytesPerSecond }) slows every response on the server's
 * side: for requests that CDP's network emulation does not reach, such as a service worker's.
 */
export async function serve(dir, network = null) {
  const assets = loadAssets(dir);
  const server = createServer(async (req, res) => {
    if (network) await new Promise((ok) => setTimeout(ok, network.latency));
    let path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (path.endsWith("/")) path += "index.html";
    const asset = assets.get(path);
    if (!asset) return res.writeHead(404).end();
    const headers = {
      // As deploy/nginx.conf: content-hashed names for good, everything else revalidated.
      "cache-control": /-[0-9a-f]{16}(_bg)?\.(js|wasm|svg)$/.test(path) ? "public, max-age=31536000, immutable" : "no-cache",
      vary: "accept-encoding",
      etag: `W/${asset.tag}`,
    };
    // Weak comparison: the W/ prefix is ignored on both sides.
    const held = (req.headers["if-none-match"] ?? "").split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    if (held.includes(asset.tag) || held.includes("*")) return res.writeHead(304, headers).end();
    const accepts = req.headers["accept-encoding"] ?? "";
    const [encoding, body] = /\bbr\b/.test(accepts) ? ["br", asset.br] : /\bgzip\b/.test(accepts) ? ["gzip", asset.gzip] : [null, asset.raw];
    res.writeHead(200, {
      "content-type": asset.type,
      "content-length": body.length,
      ...headers,
      ...(encoding ? { "content-encoding": encoding } : {}),
    });
    if (!network) return res.end(body);
    // Paced in 16 KiB pieces at the given rate.
    for (let at = 0; at < body.length; at += 16_384) {
      const piece = body.subarray(at, at + 16_384);
      res.write(piece);
      await new Promise((ok) => setTimeout(ok, (piece.length / network.bytesPerSecond) * 1000));
    }
    res.end();
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  return { url: `http://127.0.0.1:${server.address().port}/`, assets, close: () => new Promise((ok) => server.close(ok)) };
}
