// Release step 4: what makes the page installable. A web app manifest and its icons, drawn
// here from the bit layout (64 cells, most significant bit first: sign, timestamp,
// datacenter, machine, sequence, in the page's colours), and the links to them in index.html.
// Every address is relative, so the installed app starts in whatever folder hosts the build.
import { writeFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { rewrite } from "./rewrite.mjs";

// The dark theme's background and its field colours (style/main.css).
const BACKGROUND = [0x14, 0x17, 0x1b];
const FIELDS = [
  [1, [0xa3, 0xaa, 0xb4]], // sign
  [41, [0x7f, 0xb0, 0xff]], // timestamp
  [5, [0xf5, 0xa6, 0x5b]], // datacenter
  [5, [0x6f, 0xd0, 0x8a]], // machine
  [12, [0xc3, 0x9b, 0xff]], // sequence
];
const COLOURS = FIELDS.flatMap(([bits, colour]) => Array(bits).fill(colour));

export const ICONS = [
  { src: "icon-192.png", size: 192, purpose: "any" },
  { src: "icon-512.png", size: 512, purpose: "any" },
  { src: "icon-maskable-512.png", size: 512, purpose: "maskable" },
];

/** The bit grid as RGBA pixels. `maskable`: full-bleed background, the grid inside the
 * central 80 % that every mask shape keeps; otherwise a rounded tile with clear corners. */
export function drawIcon(size, maskable) {
  const pixels = new Uint8Array(size * size * 4);
  const grid = size * (maskable ? 0.56 : 0.72); // 8 × 8 cells
  const origin = (size - grid) / 2;
  const cell = grid / 8;
  const gap = cell * 0.14;
  const tileRadius = size * 0.18;
  const cellRadius = cell * 0.18;
  // Coverage of a rounded rectangle at (x, y), 0 outside, 1 inside.
  const inRounded = (x, y, left, top, width, height, radius) => {
    if (x < left || y < top || x > left + width || y > top + height) return false;
    const dx = Math.max(left + radius - x, 0, x - (left + width - radius));
    const dy = Math.max(top + radius - y, 0, y - (top + height - radius));
    return dx * dx + dy * dy <= radius * radius;
  };
  const SAMPLES = 4; // 4 × 4 samples a pixel, for smooth edges
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = px + (sx + 0.5) / SAMPLES;
          const y = py + (sy + 0.5) / SAMPLES;
          if (!maskable && !inRounded(x, y, 0, 0, size, size, tileRadius)) continue;
          let colour = BACKGROUND;
          const column = Math.floor((x - origin) / cell);
          const row = Math.floor((y - origin) / cell);
          if (column >= 0 && column < 8 && row >= 0 && row < 8) {
            const left = origin + column * cell + gap / 2;
            const top = origin + row * cell + gap / 2;
            if (inRounded(x, y, left, top, cell - gap, cell - gap, cellRadius)) colour = COLOURS[row * 8 + column];
          }
          r += colour[0]; g += colour[1]; b += colour[2]; a += 255;
        }
      }
      const n = SAMPLES * SAMPLES;
      const covered = a / 255;
      const at = (py * size + px) * 4;
      if (covered > 0) {
        pixels[at] = Math.round(r / covered);
        pixels[at + 1] = Math.round(g / covered);
        pixels[at + 2] = Math.round(b / covered);
      }
      pixels[at + 3] = Math.round(a / n);
    }
  }
  return pixels;
}

// CRC-32 as PNG defines it (zlib's crc32 is missing from Node 20.11).
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** An RGBA image as a PNG file. */
export function encodePng(size, pixels) {
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits a channel, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rows.set(pixels.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export const MANIFEST = "manifest.webmanifest";

export function install(stage) {
  for (const { src, size, purpose } of ICONS) writeFileSync(join(stage, src), encodePng(size, drawIcon(size, purpose === "maskable")));
  const manifest = {
    name: "Snowflake ID generator",
    short_name: "Snowflake ID",
    description: "Build and read 64-bit Twitter Snowflake IDs, bit by bit.",
    lang: "en",
    dir: "ltr",
    // Korean names, for browsers that read the manifest's localized members.
    name_localized: { ko: "스노우플레이크 ID 생성기" },
    short_name_localized: { ko: "스노우플레이크 ID" },
    description_localized: { ko: "64비트 트위터 스노우플레이크 ID를 비트 단위로 만들고 해석합니다." },
    id: "./",
    start_url: "./",
    scope: "./",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#ffffff", // as the page's light theme-color
    icons: ICONS.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: "image/png", purpose })),
  };
  writeFileSync(join(stage, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const file = join(stage, "index.html");
  const html = rewrite(readFileSync(file, "utf8"), /<link rel="icon"[^>]*>/g, (icon) =>
    `${icon}\n  <link rel="manifest" href="${MANIFEST}">\n  <link rel="apple-touch-icon" href="icon-192.png">` +
    `\n  <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)">` +
    `\n  <meta name="theme-color" content="#14171b" media="(prefers-color-scheme: dark)">`, 1, "install: the icon link");
  writeFileSync(file, html);
  return `${MANIFEST} and ${ICONS.length} icons (${ICONS.map((i) => i.src).join(", ")})`;
}
