// The smoke set's two engines behind one small driver interface, and the served copy of dist/.
// A driver is:
//
//   engine                   the engine's name and version, for test names and reports
//   goto(url)                navigates and resolves once the page has loaded
//   evaluate(fn, ...args)    runs fn(...args) in the page (its source is sent, so it must not
//                            close over Node variables) and resolves to its JSON result,
//                            awaiting a promise it returns
//   click(selector)          a real mouse click in the middle of the element (scrolled to)
//   type(text)               the text's keys one by one, to the focused element
//   press(key)               one key, or modifiers and a key: "Enter", "Tab", "Space", "End",
//                            "Home", "ArrowLeft", "Backspace", "Control+A", "Control+V"
//   nativeProblems()         resolves to the page errors the engine's automation reported
//                            since the last call (Firefox: console errors and uncaught
//                            exceptions; WebKit's classic WebDriver reports none, and
//                            tests/engines/recorder.js records them in the page for both)
//   close()                  ends the browser and everything started for it
//
// Firefox ESR is driven over WebDriver BiDi by puppeteer-core; WebKit (WebKitGTK's MiniBrowser)
// over classic W3C WebDriver by WebKitWebDriver, with the few commands used here sent by fetch.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, copyFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import puppeteer from "puppeteer-core";
import { DIST, serveStatic } from "../e2e/support.mjs";

const VIEWPORT = { width: 1280, height: 800 };

/**
 * Serves a copy of dist/ whose index.html loads recorder.js first (right after the
 * Content-Security-Policy, which allows it as a 'self' script), so that every page records
 * its own errors from the start. A copy: the release build in dist/ stays as built, and a
 * rebuild during the run cannot change the files under test. Resolves to { url, close }.
 */
export async function serveDistWithRecorder() {
  const index = join(DIST, "index.html");
  if (!existsSync(index) || !readdirSync(DIST).some((f) => f.endsWith(".wasm"))) {
    throw new Error(`no release build in ${DIST}: run \`trunk build --release\` first`);
  }
  const dir = mkdtempSync(join(tmpdir(), "snowflake-engines-"));
  cpSync(DIST, dir, { recursive: true });
  const csp = /<meta http-equiv="Content-Security-Policy"[^>]*>/;
  const html = readFileSync(index, "utf8");
  if (!csp.test(html)) throw new Error("dist/index.html has no Content-Security-Policy <meta> to load the recorder after");
  writeFileSync(join(dir, "index.html"), html.replace(csp, (meta) => `${meta}\n  <script src="smoke-recorder.js"></script>`));
  copyFileSync(join(import.meta.dirname, "recorder.js"), join(dir, "smoke-recorder.js"));
  const server = await serveStatic(dir);
  return {
    url: server.url,
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Firefox ESR (Debian's, or `$FIREFOX`), headless, over WebDriver BiDi: one browser, one tab. */
export async function launchFirefox() {
  const browser = await puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath: process.env.FIREFOX ?? "/usr/bin/firefox-esr",
    headless: true,
    defaultViewport: VIEWPORT,
    timeout: 60_000, // a first start makes its profile, slowly on a busy machine
  });
  try {
    // A tab of its own, brought to the front: the tab Firefox starts with does not get the
    // window's focus (document.hasFocus() stays false), and there Enter and Space on a focused
    // button do not click it.
    const page = await browser.newPage();
    await page.bringToFront();
    const native = [];
    // A console error's arguments are read in the page while it is there (an Error's text is
    // not in the message Puppeteer builds); where that fails, its text and script are kept.
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      native.push(Promise.all(msg.args().map((arg) => arg.evaluate((v) => (v instanceof Error ? String(v) : typeof v === "string" ? v : JSON.stringify(v)))))
        .then((parts) => parts.join(" "), () => `${msg.text()} (${msg.location()?.url ?? "?"})`)
        .then((text) => `console.error: ${text}`));
    });
    page.on("pageerror", (err) => native.push(`uncaught: ${err.message}`));
    // Playwright's names for keys are also Puppeteer's; a combination is held, pressed, released.
    const press = async (combo) => {
      const keys = combo.split("+");
      const key = keys.pop();
      for (const modifier of keys) await page.keyboard.down(modifier);
      // Puppeteer names the space bar by its character.
      await page.keyboard.press(key === "Space" ? " " : key.length === 1 ? key.toLowerCase() : key);
      for (const modifier of keys.reverse()) await page.keyboard.up(modifier);
    };
    return {
      engine: `Firefox ${(await browser.version()).replace(/^firefox\//, "")}`,
      goto: async (url) => { await page.goto(url, { waitUntil: "load" }); },
      evaluate: (fn, ...args) => page.evaluate(fn, ...args),
      click: (selector) => page.click(selector),
      type: (text) => page.keyboard.type(text),
      press,
      nativeProblems: () => Promise.all(native.splice(0)),
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** WebKitGTK's MiniBrowser, found where Debian's libwebkit2gtk puts it, or `$MINIBROWSER`. */
function miniBrowser() {
  if (process.env.MINIBROWSER) return process.env.MINIBROWSER;
  for (const lib of readdirSync("/usr/lib").filter((d) => d.endsWith("-linux-gnu"))) {
    for (const api of ["webkit2gtk-4.1", "webkitgtk-6.0", "webkit2gtk-4.0"]) {
      const path = join("/usr/lib", lib, api, "MiniBrowser");
      if (existsSync(path)) return path;
    }
  }
  throw new Error("MiniBrowser not found: apt-get install webkit2gtk-driver (it brings libwebkit2gtk), or set MINIBROWSER");
}

/** A TCP port free right now on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `command` in a process group of its own. `stop()` ends the group (what the command
 * started goes with it) and resolves once all of it has gone, so nothing is left running when
 * the tests end.
 */
function start(command, args, options = {}) {
  const child = spawn(command, args, { detached: true, stdio: ["ignore", "ignore", "pipe"], ...options });
  let stderr = "";
  child.stderr?.on("data", (d) => { stderr = (stderr + d).slice(-4000); });
  const signal = (name) => { try { process.kill(-child.pid, name); return true; } catch { return false; } };
  // Also when the test process ends without its after() hook (a timeout, an interrupt).
  const atExit = () => signal("SIGKILL");
  process.once("exit", atExit);
  const stop = async () => {
    process.removeListener("exit", atExit);
    if (!signal("SIGTERM")) return;
    for (let waited = 0; waited < 5_000; waited += 50) {
      await delay(50);
      if (!signal(0)) return;
    }
    signal("SIGKILL");
  };
  return { child, stop, stderr: () => stderr };
}

// WebDriver's key codes (the W3C spec's table), for the keys the smoke set presses.
const WEBDRIVER_KEYS = {
  Enter: "\uE007", Tab: "\uE004", Space: "\uE00D", End: "\uE010", Home: "\uE011", ArrowLeft: "\uE012",
  ArrowRight: "\uE014", Backspace: "\uE003", Control: "\uE009", Shift: "\uE008",
};

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver. MiniBrowser (GTK 3) has no headless mode,
 * so it draws on an Xvfb display of its own (-displayfd: the first free display, no clash with
 * another run). `--javascript-can-access-clipboard=true` lets a script write and read the
 * clipboard without a click, as the Chromium tests' clipboard permissions do.
 */
export async function launchWebKit() {
  const xvfb = start("Xvfb", ["-displayfd", "3", "-screen", "0", "1400x1000x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  const stops = [xvfb.stop];
  // The session first (MiniBrowser ends with it), then the driver, then the display.
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
    stops.length = 0;
  };
  try {
    const display = await new Promise((resolve, reject) => {
      let out = "";
      xvfb.child.stdio[3].on("data", (d) => { out += d; if (out.includes("\n")) resolve(out.trim()); });
      xvfb.child.once("exit", (code) => reject(new Error(`Xvfb exited (${code}): ${xvfb.stderr()}`)));
    });
    const port = await freePort();
    const driver = start("WebKitWebDriver", [`--port=${port}`], { env: { ...process.env, DISPLAY: `:${display}` } });
    stops.push(driver.stop);
    const base = `http://127.0.0.1:${port}`;
    const call = async (method, path, body) => {
      const response = await fetch(base + path, {
        method, headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(45_000), // past the session's own page-load and script timeouts
      });
      const { value } = await response.json();
      if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value.error}: ${value.message}`);
      return value;
    };
    // The driver is up once it answers; bounded, in case it cannot start.
    for (let waited = 0; ; waited += 50) {
      try { await call("GET", "/status"); break; } catch (error) {
        if (waited > 10_000 || driver.child.exitCode !== null) throw new Error(`WebKitWebDriver did not start: ${driver.stderr() || error.message}`);
        await delay(50);
      }
    }
    const { sessionId, capabilities } = await call("POST", "/session", {
      capabilities: { alwaysMatch: { browserName: "MiniBrowser", timeouts: { pageLoad: 30_000, script: 30_000 }, "webkitgtk:browserOptions": {
        binary: miniBrowser(), args: ["--automation", "--javascript-can-access-clipboard=true"],
      } } },
    });
    const session = `/session/${sessionId}`;
    stops.push(() => call("DELETE", session).catch(() => {}));
    await call("POST", `${session}/window/rect`, VIEWPORT);
    const keys = (values) => call("POST", `${session}/actions`, {
      actions: [{ type: "key", id: "keyboard", actions: values.map(([type, value]) => ({ type, value })) }],
    });
    const element = async (selector) => Object.values(await call("POST", `${session}/element`, { using: "css selector", value: selector }))[0];
    return {
      engine: `WebKitGTK ${capabilities.browserVersion} (MiniBrowser)`,
      goto: (url) => call("POST", `${session}/url`, { url }),
      // execute/sync awaits a promise the script returns (W3C WebDriver, "execute script").
      evaluate: (fn, ...args) => call("POST", `${session}/execute/sync`, { script: `return (${fn}).apply(null, arguments);`, args }),
      click: async (selector) => call("POST", `${session}/element/${await element(selector)}/click`, {}),
      type: (text) => keys([...text].flatMap((c) => [["keyDown", c], ["keyUp", c]])),
      press: (combo) => {
        const names = combo.split("+");
        const codes = names.map((name) => WEBDRIVER_KEYS[name] ?? name.toLowerCase());
        return keys([...codes.map((c) => ["keyDown", c]), ...codes.reverse().map((c) => ["keyUp", c])]);
      },
      nativeProblems: async () => [],
      close: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
