// Trunk's post-build hook (Trunk.toml): the release build's steps, in order, on Trunk's
// staging folder. Debug builds (`trunk serve`) get none: the dev server injects its own
// reload script, which a policy would block.
//
//   1. split     the wasm into a main module and chunks, optimised and content-hashed
//                (split.mjs); skipped, with only the optimisation, for a module built
//                without split points (SNOWFLAKE_SPLIT=0, read by build.rs)
//   2. first screen  the fields, the ID box, the headline and the bits, rendered by the
//                crate's native binary into #composer in both languages (first-screen.mjs)
//   3. metadata  the FAQ's structured data, absolute addresses for SITE_URL, and the
//                comments taken out of the inline style and script (metadata.mjs)
//   4. install   the web app manifest, its icons and their links (install.mjs)
//   5. policy    the Content-Security-Policy over the final inline code (policy.mjs)
//   6. offline   the service worker, listing the files it keeps (offline.mjs)
//   7. compress  a gzip -9 copy beside each text and wasm file (compress.mjs)
import { compress } from "./compress.mjs";
import { embedScript } from "./embed-script.mjs";
import { firstScreen } from "./first-screen.mjs";
import { install } from "./install.mjs";
import { metadata } from "./metadata.mjs";
import { offline } from "./offline.mjs";
import { policy } from "./policy.mjs";
import { split } from "./split.mjs";

const stage = process.env.TRUNK_STAGING_DIR;
if (!stage) throw new Error("TRUNK_STAGING_DIR is not set: run this as Trunk's post-build hook");
if (process.env.TRUNK_PROFILE === "release") {
  for (const [name, step] of [
    ["split", split], ["embed script", embedScript], ["first screen", firstScreen], ["metadata", metadata], ["install", install], ["policy", policy], ["offline", offline], ["compress", compress],
  ]) {
    const started = performance.now();
    const said = await step(stage);
    console.log(`release ${name}: ${said} (${Math.round(performance.now() - started)} ms)`);
  }
}
