// Draws assets/og-image.png, the 1200×630 link-preview picture (og:image), with Chromium.
// The PNG is committed; run this again only when the picture should change:
//   node scripts/og-image.mjs
// It shows the worked example's 64 bits in the page's block colours, so a preview says what
// the page does at a glance.
import { chromium } from "playwright-core";
import { join } from "node:path";

const EPOCH = 1288834974657n;
const [t, datacenter, machine, sequence] = [1288834975657n, 1n, 1n, 0n];
const id = ((t - EPOCH) << 22n) | (datacenter << 17n) | (machine << 12n) | sequence;
const bits = id.toString(2).padStart(64, "0");
const blocks = [["sign", 1], ["timestamp", 41], ["datacenter", 5], ["machine", 5], ["sequence", 12]];

let at = 0;
const cells = blocks.map(([name, width]) => {
  const run = bits.slice(at, (at += width));
  return `<div class="block ${name}" style="flex:${width}">${[...run].map((b) => `<span>${b}</span>`).join("")}</div>`;
}).join("");
const labels = blocks.map(([name, width]) => `<div class="label ${name}" style="flex:${width}"><b>${width}</b>${name}</div>`).join("");

const html = `<!doctype html><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; background: #14171b; color: #e8eaed; font-family: "DejaVu Sans", sans-serif;
         padding: 64px 56px; display: flex; flex-direction: column; gap: 28px; }
  h1 { font-size: 64px; letter-spacing: -1px; }
  p { font-size: 28px; color: #b8bec6; }
  .row { display: flex; gap: 4px; }
  .block { display: flex; gap: 1px; padding: 4px; border-radius: 6px; border: 3px solid; }
  .block span { flex: 1; text-align: center; font: 600 19px/44px "DejaVu Sans Mono", monospace; border-radius: 2px; }
  .label { font-size: 16px; text-align: center; white-space: nowrap; min-width: 0; display: flex; flex-direction: column; }
  .label b { font-size: 26px; }
  .label.sign { text-align: left; }
  .sign { background: #3a3f46; border-color: #a3aab4; color: #a3aab4; } .label.sign { background: none; }
  .timestamp { background: #1c3a66; border-color: #7fb0ff; color: #7fb0ff; }
  .datacenter { background: #5a3412; border-color: #f5a65b; color: #f5a65b; }
  .machine { background: #1d4a28; border-color: #6fd08a; color: #6fd08a; }
  .sequence { background: #43266b; border-color: #c39bff; color: #c39bff; }
  .label { background: none !important; }
  .block span { color: #e8eaed; }
  .id { font: 600 56px "DejaVu Sans Mono", monospace; margin-top: auto; }
  .formula { font: 24px "DejaVu Sans Mono", monospace; color: #b8bec6; }
</style>
<h1>Snowflake ID generator</h1>
<p>Build and read 64-bit Twitter Snowflake IDs, bit by bit.</p>
<div class="row">${cells}</div>
<div class="row">${labels}</div>
<div class="id">${id}</div>
<div class="formula">((t − 1288834974657) &lt;&lt; 22) | (dc &lt;&lt; 17) | (machine &lt;&lt; 12) | seq</div>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
const out = join(import.meta.dirname, "..", "assets", "og-image.png");
await page.screenshot({ path: out });
await browser.close();
console.log(`wrote ${out}`);
