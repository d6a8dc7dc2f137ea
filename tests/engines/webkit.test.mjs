// The smoke set (./smoke.mjs) on the release build in WebKit: WebKitGTK's MiniBrowser through
// WebKitWebDriver, on an Xvfb display of its own.
import { smokeSet } from "./smoke.mjs";
import { launchWebKit } from "./support.mjs";

smokeSet("WebKit", launchWebKit);
