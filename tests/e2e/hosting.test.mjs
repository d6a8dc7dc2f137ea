// End to end: the one release build works wherever it is put. Served from sub-folders of a
// plain static host, and from a sub-folder of Debian's real nginx with deploy/nginx.conf, it
// loads every file it asks for, mounts, and points its share link and embed snippet at the
// address it actually has.
import { test, before, after, afterEach } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, DIST, launchChromium, serveStatic, waitForApp, typeInto, composeBig, recordCspViolations } from "./support.mjs";

let browser;
// Whatever a test opened is closed after it, pass or fail, so a failure cannot hang the run.
const opened = [];
before(async () => { browser = await launchChromium(); });
afterEach(async () => { while (opened.length) await opened.pop()(); });
after(async () => { await browser?.close(); });

/** Opens `url` and records every request that failed or answered 400 or above, and every CSP violation. */
async function openAndWatch(url) {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  opened.push(() => context.close());
  await recordCspViolations(context);
  const page = await context.newPage();
  const failed = [];
  page.on("requestfailed", (r) => failed.push(`${r.url()}: ${r.failure()?.errorText}`));
  page.on("response", (r) => { if (r.status() >= 400) failed.push(`${r.url()}: ${r.status()}`); });
  page.on("pageerror", (e) => failed.push(`pageerror: ${e.message}`));
  const response = await page.goto(url);
  await waitForApp(page);
  return { context, page, failed, response };
}

for (const prefix of ["/snowflake/", "/docs/tools/snowflake/"]) {
  test(`served from ${prefix}: the full page loads every file, and its links point at ${prefix}`, async () => {
    const server = await serveStatic(DIST, {}, prefix);
    opened.push(server.close);
    const { page, failed } = await openAndWatch(`${server.url}?timestamp=1288834975657&datacenter=1&machine=1`);
    assert.equal(await page.locator("#snowflake-id").inputValue(), "4194439168");
    await typeInto(page, "sequence", "7");
    assert.equal(await page.locator("#snowflake-id").inputValue(), String(composeBig(1288834975657, 1, 1, 7)));
    // The tools' code is fetched from the same folder.
    for (const [tool, shows] of [["range", "#range-from"], ["run", "#run-list li"], ["compare", "#compare-b"], ["bulk", "#bulk-input"]]) {
      await page.locator(`#${tool} summary`).click();
      await page.locator(shows).first().waitFor();
    }

    await page.locator("#copy-link").click();
    await page.locator("#copy-link + .copy-status").filter({ hasText: "Copied" }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.ok(link.startsWith(`${server.url}?`), `share link ${link} is not under ${server.url}`);

    await page.locator(".embed-panel summary").click();
    const snippet = page.locator("#embed-snippet");
    await snippet.filter({ hasText: "<snowflake-embed" }).waitFor();
    const script = (await snippet.textContent()).match(/<script src="([^"]+)"/)[1];
    assert.equal(script, `${server.url}embed.js`, "the element's script is this build's");
    assert.equal((await page.request.get(script)).status(), 200);
    await page.locator("#embed-host").selectOption("iframe");
    await snippet.filter({ hasText: "<iframe" }).waitFor();
    const src = (await snippet.textContent()).match(/src="([^"]+)"/)[1].replaceAll("&amp;", "&");
    assert.ok(src.startsWith(`${server.url}?embed`), `embed src ${src} is not under ${server.url}`);

    // The links lead back to this very state.
    const shared = await openAndWatch(link);
    assert.equal(await shared.page.locator("#snowflake-id").inputValue(), String(composeBig(1288834975657, 1, 1, 7)));
    const embedded = await openAndWatch(src);
    assert.equal(await embedded.page.locator("#snowflake-id").inputValue(), String(composeBig(1288834975657, 1, 1, 7)));
    assert.ok(await embedded.page.evaluate(() => document.documentElement.classList.contains("embed")));

    assert.deepEqual([...failed, ...shared.failed, ...embedded.failed], []);
  });
}

// --- Debian's nginx with deploy/nginx.conf -------------------------------------------------

const NGINX = "/usr/sbin/nginx";

function freePort() {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => { const { port } = probe.address(); probe.close(() => ok(port)); });
  });
}

/** Starts nginx in the foreground with deploy/nginx.conf, the release copied to <www>/snowflake/. */
async function startNginx() {
  const work = mkdtempSync(join(tmpdir(), "snowflake-nginx-"));
  const www = join(work, "www");
  cpSync(DIST, join(www, "snowflake"), { recursive: true });
  const port = await freePort();
  const serverBlock = readFileSync(join(ROOT, "deploy/nginx.conf"), "utf8")
    .replaceAll("/var/www", www)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/\s*listen \[::\]:80;/, "");
  writeFileSync(join(work, "server.conf"), serverBlock);
  writeFileSync(join(work, "nginx.conf"), [
    "daemon off;",
    "worker_processes 1;",
    "user root;",
    `pid ${join(work, "nginx.pid")};`,
    `error_log ${join(work, "error.log")} warn;`,
    "events { worker_connections 64; }",
    "http {",
    "  include /etc/nginx/mime.types;",
    "  default_type application/octet-stream;",
    `  access_log off;`,
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${join(work, t)};`),
    `  include ${join(work, "server.conf")};`,
    "}",
  ].join("\n"));
  const check = spawnSync(NGINX, ["-t", "-p", work, "-c", join(work, "nginx.conf")], { encoding: "utf8" });
  assert.equal(check.status, 0, `nginx -t refused the configuration:\n${check.stderr}`);
  const child = spawn(NGINX, ["-p", work, "-c", join(work, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d) => { stderr += d; });
  const url = `http://127.0.0.1:${port}/snowflake/`;
  for (let i = 0; ; i++) {
    try { await fetch(url); break; } catch (e) {
      if (i > 100 || child.exitCode !== null) throw new Error(`nginx did not start: ${stderr}`);
      await new Promise((ok) => setTimeout(ok, 50));
    }
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) await new Promise((ok) => { child.once("exit", ok); child.kill("SIGQUIT"); });
      rmSync(work, { recursive: true, force: true });
    },
  };
}

test("under Debian's nginx with deploy/nginx.conf, in a sub-folder: the headers are right, the worker and manifest are served, and the app runs with no CSP violation", async () => {
  const nginx = await startNginx();
  opened.push(nginx.stop);
  {
    const html = readFileSync(join(DIST, "index.html"), "utf8");
    const policy = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)[1];
    // Every script and module of the build: the app's and the tools' chunks alike.
    const assets = readdirSync(DIST).filter((name) => /\.(js|wasm)$/.test(name) && name !== "sw.js" && name !== "embed.js");
    assert.ok(assets.some((name) => name.startsWith("split_")), `no tool chunk among ${assets}`);

    const page = await fetch(nginx.url, { headers: { "accept-encoding": "gzip" } });
    assert.equal(page.status, 200);
    assert.equal(page.headers.get("content-security-policy"), policy);
    assert.equal(page.headers.get("cache-control"), "no-cache");
    assert.equal(page.headers.get("content-encoding"), "gzip");
    assert.match(page.headers.get("content-type"), /^text\/html/);
    // Asked again with its validator, as a browser revalidates a `no-cache` page it holds (a
    // repeat visit's navigation): 304, no body, still `no-cache`.
    const validator = page.headers.get("etag");
    assert.ok(validator, "the page has an ETag");
    const again = await fetch(nginx.url, { headers: { "accept-encoding": "gzip", "if-none-match": validator } });
    assert.equal(again.status, 304);
    assert.equal((await again.arrayBuffer()).byteLength, 0);
    assert.equal(again.headers.get("cache-control"), "no-cache");

    const folder = await fetch(nginx.url.replace(/\/$/, ""), { redirect: "manual" });
    assert.equal(folder.status, 301);
    assert.match(folder.headers.get("location"), /\/snowflake\/$/);

    for (const file of assets) {
      const type = file.endsWith(".wasm") ? /^application\/wasm$/ : /^(text|application)\/javascript/;
      const asset = await fetch(nginx.url + file, { headers: { "accept-encoding": "gzip" } });
      assert.equal(asset.status, 200, file);
      assert.match(asset.headers.get("content-type"), type, file);
      assert.equal(asset.headers.get("cache-control"), "public, max-age=31536000, immutable", file);
      assert.equal(asset.headers.get("content-encoding"), "gzip", file);
      assert.equal(asset.headers.get("x-content-type-options"), "nosniff", file);
    }
    // The embed's script, named by snippets: cached for five minutes.
    const script = await fetch(nginx.url + "embed.js");
    assert.equal(script.status, 200);
    assert.match(script.headers.get("content-type"), /^text\/javascript/);
    assert.equal(script.headers.get("cache-control"), "max-age=300");
    assert.equal(script.headers.get("x-content-type-options"), "nosniff");
    // The service worker and the manifest: revalidated on every visit, so a new build is found.
    for (const [file, type] of [["sw.js", /^(text|application)\/javascript/], ["manifest.webmanifest", /^application\/manifest\+json/]]) {
      const served = await fetch(nginx.url + file);
      assert.equal(served.status, 200, file);
      assert.match(served.headers.get("content-type"), type, file);
      assert.equal(served.headers.get("cache-control"), "no-cache", file);
      assert.equal(served.headers.get("x-content-type-options"), "nosniff", file);
    }
    for (const byProduct of ["csp.nginx.conf", "_headers"]) {
      assert.equal((await fetch(nginx.url + byProduct)).status, 404, byProduct);
    }

    const { page: tab, failed, response } = await openAndWatch(`${nginx.url}?embed&timestamp=1288834975657&datacenter=1&machine=1`);
    assert.equal(response.headers()["content-security-policy"], policy);
    assert.equal(await tab.locator("#snowflake-id").inputValue(), "4194439168");
    await typeInto(tab, "machine", "2");
    assert.equal(await tab.locator("#snowflake-id").inputValue(), String(composeBig(1288834975657, 1, 2, 0)));
    // A tool's code comes from the same folder, through the same headers and policy.
    await tab.locator("#range summary").click();
    await tab.locator("#range-from").waitFor();
    assert.deepEqual(await tab.evaluate(() => window.__violations), []);
    assert.deepEqual(failed, []);
  }
});
