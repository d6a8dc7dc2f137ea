import { chromium } from "playwright-core";
import { serve } from "./benches/serve.mjs";
const app = await serve("dist");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (let round = 0; round < 3; round++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, serviceWorkers: "block" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    window.__log = [];
    const log = (what, t0) => window.__log.push([what, Math.round(t0), Math.round(performance.now() - t0)]);
    for (const name of ["DateTimeFormat", "RelativeTimeFormat", "NumberFormat"]) {
      const Orig = Intl[name];
      Intl[name] = function (...a) { const t0 = performance.now(); const r = new Orig(...a); log(name + " " + JSON.stringify(a).slice(0, 60), t0); return r; };
      Intl[name].prototype = Orig.prototype;
      Object.assign(Intl[name], Orig);
      Intl[name].supportedLocalesOf = Orig.supportedLocalesOf;
    }
    const si = window.setInterval;
    window.setInterval = (f, ms, ...a) => si(function () { const t0 = performance.now(); f(); log("interval " + ms, t0); }, ms, ...a);
    const st = window.setTimeout;
    window.setTimeout = (f, ms, ...a) => st(function () { const t0 = performance.now(); typeof f === "function" && f(); const d = performance.now() - t0; if (d > 20) log("timeout " + ms, t0); }, ms, ...a);
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__log.push(["LONGTASK", Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask" });
  });
  await page.goto(`${app.url}?lang=en`);
  await page.waitForSelector("html[data-mounted]");
  await page.waitForTimeout(2500);
  const log = await page.evaluate(() => window.__log.sort((a, b) => a[1] - b[1]));
  console.log("round", round); for (const l of log) console.log("  ", l.join("  "));
  await context.close();
}
await browser.close(); process.exit(0);
