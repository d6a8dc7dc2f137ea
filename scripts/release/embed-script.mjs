// The release build's embed.js: the source's comments and indentation taken out, so that a
// documentation page that loads it pays for the code alone (under 2 KB brotli). Its name stays
// `embed.js`, without a hash, so that a snippet can name it.
import { readFileSync, writeFileSync } from "node:fs";
import { Script } from "node:vm";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

export function embedScript(stage) {
  const path = join(stage, "embed.js");
  const source = readFileSync(path, "utf8");
  // Whole-line comments and leading space only: no code line ends in a comment, and no string
  // spans lines, so nothing else changes.
  const code = source.split("\n").filter((line) => !/^\s*(\/\/|\/\*\*.*\*\/\s*$)/.test(line))
    .map((line) => line.trim()).filter(Boolean).join("\n") + "\n";
  // Still a script: a stripped line that was not a comment after all fails the build here.
  new Script(code, { filename: "embed.js" });
  writeFileSync(path, code);
  const brotli = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  if (brotli > 2048) throw new Error(`embed.js is ${brotli} B brotli, over its 2 KB budget`);
  return `embed.js ${source.length} → ${code.length} B, ${brotli} B brotli`;
}
