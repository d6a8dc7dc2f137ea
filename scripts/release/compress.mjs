// Release step 7: a gzip -9 copy of each text and wasm file next to it, for servers that send
// precompressed files (nginx gzip_static).
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export function compress(stage) {
  const names = readdirSync(stage).filter((n) => /\.(html|js|wasm|css|svg|webmanifest)$/.test(n));
  for (const name of names) writeFileSync(join(stage, `${name}.gz`), gzipSync(readFileSync(join(stage, name)), { level: 9 }));
  return `${names.length} .gz copies`;
}
