// The smoke set (./smoke.mjs) on the release build in Firefox ESR, headless, over WebDriver BiDi.
import { smokeSet } from "./smoke.mjs";
import { launchFirefox } from "./support.mjs";

smokeSet("Firefox ESR", launchFirefox);
