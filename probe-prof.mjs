import { chromium } from "playwright-core";
import { serve } from "./benches/serve.mjs";
const app = await serve("dist");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const self = new Map(), total = new Map();
const ROUNDS = Number(process.env.ROUNDS ?? 3);
for (let round = 0; round < ROUNDS; round++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, serviceWorkers: "block" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  await page.goto(`${app.url}?lang=en`);
  await page.waitForFunction(() => /^\d+$/.test(document.getElementById("snowflake-id")?.value ?? ""));
  const { profile } = await cdp.send("Profiler.stop");
  // self time per node
  const dt = new Map();
  for (let i = 0; i < profile.samples.length; i++) dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n) => (n.callFrame.functionName || "(anon)") + (n.callFrame.url ? " " + n.callFrame.url.split("/").pop().slice(0, 20) : "");
  for (const [id, ms] of dt) {
    const n = byId.get(id);
    self.set(name(n), (self.get(name(n)) ?? 0) + ms / ROUNDS);
    const seen = new Set();
    for (let p = id; p !== undefined; p = parent.get(p)) { const nm = name(byId.get(p)); if (!seen.has(nm)) { seen.add(nm); total.set(nm, (total.get(nm) ?? 0) + ms / ROUNDS); } }
  }
  await context.close();
}
const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, v]) => `${v.toFixed(1).padStart(7)}  ${n.slice(0, 150)}`).join("\n");
console.log("SELF\n" + top(self, 45));
console.log("\nTOTAL (inclusive)\n" + top(total, 400));
await browser.close(); process.exit(0);
