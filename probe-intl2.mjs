import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const variants = {
  temporalZone: () => typeof Temporal === "undefined" ? "none" : Temporal.Now.timeZoneId(),
  temporalZdt: () => typeof Temporal === "undefined" ? "none" : Temporal.Now.zonedDateTimeISO().toString(),
  rtfFirst: () => new Intl.RelativeTimeFormat(["en"], { numeric: "auto" }).format(-2, "year"),
  dtfAfterTemporal: () => { typeof Temporal !== "undefined" && Temporal.Now.timeZoneId(); return new Intl.DateTimeFormat(["en"], { dateStyle: "medium" }).format(0); },
};
for (const [name, f] of Object.entries(variants)) {
  const ts = [];
  for (let r = 0; r < 3; r++) {
    const context = await browser.newContext({ timezoneId: "Asia/Seoul" });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.setContent("<p>x</p>");
    ts.push(await page.evaluate(`(() => { const t0 = performance.now(); const v = (${f.toString()})(); const t1 = performance.now() - t0; const t2 = performance.now(); (${f.toString()})(); return [Math.round(t1), Math.round(performance.now() - t2), String(v).slice(0, 30)]; })()`));
    await context.close();
  }
  console.log(name.padEnd(13), ts.map((t) => `${t[0]}/${t[1]}`).join("  "), ts[0][2]);
}
await browser.close(); process.exit(0);
