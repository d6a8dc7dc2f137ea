// Release step: the first screen before the wasm. The crate's native binary `first-screen`
// renders the fields, the ID box, the headline and the bits with the app's own components, in
// both languages (src/bin/first_screen.rs); this writes them at the end of #composer, after
// the loading line (hidden while a first screen is there) and the line for a browser without
// JavaScript. English is in the markup; Korean waits in a <template>. The script written after
// #composer (static/first-screen.js) shows the reader's language, keeps this screen only on
// the plain page (not in an embed, not for an address with state), and hands what was typed
// into it to the app when the app mounts in its place.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rewrite } from "./rewrite.mjs";

const SCRIPT = readFileSync(join(import.meta.dirname, "../../static/first-screen.js"), "utf8");

export function render() {
  const dir = mkdtempSync(join(tmpdir(), "first-screen-"));
  try {
    // Its stderr only on a failure: a debug build of the reactive graph warns of every read
    // outside a tracking context, which rendering to a string is.
    try {
      execFileSync("cargo", ["run", "--quiet", "--bin", "first-screen", "--", dir], { stdio: ["ignore", "inherit", "pipe"] });
    } catch (error) {
      process.stderr.write(error.stderr ?? "");
      throw error;
    }
    return { en: readFileSync(join(dir, "first-screen.en.html"), "utf8"), ko: readFileSync(join(dir, "first-screen.ko.html"), "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Writes the rendered first screen into `html` (index.html's text) at the end of #composer,
 * after the loading line and the line for a browser without JavaScript (which then reads
 * first), and the script after #composer; returns the page.
 */
export function withFirstScreen(html, { en, ko }) {
  // Marked as the static text in each language is (class i18n, lang): the style sheet hides
  // the copy in the other language from the first paint, before the script runs.
  const screen = `  <div class="first-screen i18n first-frame" lang="en">${en}</div>\n`
    + `      <template id="first-screen-ko"><div class="first-screen i18n first-frame" lang="ko">${ko}</div></template>\n    `;
  return rewrite(html, /(<section id="composer"[^>]*>[\s\S]*?)(<\/section>)/g,
    (_, inside, close) => `${inside}${screen}${close}\n    <script>\n${SCRIPT}</script>`, 1, "the composer's section");
}

export async function firstScreen(stage) {
  const file = join(stage, "index.html");
  const rendered = render();
  writeFileSync(file, withFirstScreen(readFileSync(file, "utf8"), rendered));
  return `English ${rendered.en.length} and Korean ${rendered.ko.length} characters`;
}
