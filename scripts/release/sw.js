// The page's service worker, written by the release build (scripts/release/offline.mjs) with
// the list of this build's files: a new build is a new worker. It serves the page and its
// files offline and passes everything else to the network.
const VERSION = "__VERSION__";
// Relative to this file's folder, which is the app's folder: "./" is index.html.
const FILES = __FILES__;
const PAGE = new URL("./", self.location).href;
// Caches belong to the whole origin: the folder in the name keeps two copies of the app on
// one origin (a project page and its staging copy) from deleting each other's.
const CACHES = `snowflake ${PAGE} `;
const CACHE = `${CACHES}${VERSION}`;
const PRECACHED = new Set(FILES.map((file) => new URL(file, PAGE).href));
// How long a navigation waits for the network before the copy in the cache is shown.
const NETWORK_WAIT_MS = 3000;

self.addEventListener("install", (event) => {
  // The page is revalidated (a host may serve an older copy from a cache); hashed names
  // never change, so a copy the browser already has is used.
  const requests = FILES.map((file) => new Request(file, file === "./" ? { cache: "no-cache" } : {}));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  // Older builds' files go; a page of an older build that asks for one meets the network.
  // Navigation preload: the page's request starts while the worker is still starting up.
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(CACHES) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  const folder = new URL(PAGE).pathname;
  if (request.mode === "navigate" && url.origin === self.location.origin && (url.pathname === folder || url.pathname === `${folder}index.html`)) {
    event.respondWith(navigate(request, event.preloadResponse));
  } else if (request.mode === "navigate") {
    // Another page in the folder: the network, through the request navigation preload made.
    event.respondWith(Promise.resolve(event.preloadResponse).then((response) => response ?? fetch(request)));
  } else if (PRECACHED.has(url.href)) {
    event.respondWith(caches.match(url.href, { cacheName: CACHE }).then((hit) => hit ?? fetch(request)));
  }
});

/** The page, whatever its query: the network's copy when it answers within NETWORK_WAIT_MS
 * (a redirect included), else this build's copy. An error status (a host down) also gets the
 * copy; to retire the worker, deploy a sw.js that calls self.registration.unregister(). */
async function navigate(request, preloaded) {
  const network = Promise.resolve(preloaded).then((response) => response ?? fetch(request));
  const cached = caches.match(PAGE, { cacheName: CACHE });
  const late = new Promise((resolve) => setTimeout(resolve, NETWORK_WAIT_MS, "late"));
  try {
    const first = await Promise.race([network, late]);
    if (first !== "late" && (first.ok || first.type === "opaqueredirect")) return first;
    const copy = await cached;
    if (copy) return copy;
    return first === "late" ? await network : first;
  } catch {
    return (await cached) ?? Response.error();
  }
}
