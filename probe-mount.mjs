import { chromium } from "playwright-core";
import { serve } from "./benches/serve.mjs";
const app = await serve(process.env.APP_DIST ?? "dist");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const rows = [];
for (let round = 0; round < Number(process.env.ROUNDS ?? 7); round++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, serviceWorkers: "block" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    window.__log = [];
    const st = window.setTimeout;
    window.setTimeout = (f, ms, ...a) => st(function () { const t0 = performance.now(); typeof f === "function" && f(); const d = performance.now() - t0; if (d > 20) window.__log.push(["timeout", Math.round(t0), Math.round(d)]); }, ms, ...a);
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__log.push(["long", Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask" });
  });
  await page.goto(`${app.url}?lang=en`);
  await page.waitForSelector("html[data-mounted]");
  await page.waitForTimeout(1500);
  const log = await page.evaluate(() => window.__log.sort((a, b) => a[1] - b[1]));
  const mount = log.find((l) => l[0] === "timeout");
  const longs = log.filter((l) => l[0] === "long").map((l) => l[2]);
  rows.push({ mount: mount?.[2], longest: Math.max(...longs), blocking: longs.reduce((s, d) => s + Math.max(0, d - 50), 0), longs: longs.join(",") });
  await context.close();
}
const med = (k) => { const v = rows.map((r) => r[k]).sort((a, b) => a - b); return v[v.length >> 1]; };
for (const r of rows) console.log(JSON.stringify(r));
console.log(`median mount ${med("mount")} longest ${med("longest")} blocking ${med("blocking")}`);
await browser.close(); process.exit(0);
