// <snowflake-embed>: the generator's embedded views as one element, for any documentation site.
// It draws, into its own shadow root (so a framework that hydrates the page's markup never
// meets a child it did not render), the iframe of an `?embed` address: the frame keeps its own
// strict policy, and the host needs only to allow this script and the frame. The element sizes
// the frame to the height the frame reports, and tells it the host's light or dark theme, live.
//
//   <script src="https://…/embed.js" defer></script>
//   <snowflake-embed view="compact" lang="ko" layout="discord" id="175928847299117063"></snowflake-embed>
//
// Attributes: view (whole, compact, bits, range), id, lang, layout with epoch, tick and blocks,
// from, to and tz (the range view's ends and their zone), theme (auto, light or dark; auto follows the host), and
// src (the generator's address, when this file is served from elsewhere). Whatever the address
// would reject, the frame explains in its own words, as it does for an address.
(function () {
  "use strict";
  if (!window.customElements || customElements.get("snowflake-embed")) return;
  var script = document.currentScript;
  var HOME = new URL("./", (script && script.src) || location.href).href;
  var HEIGHT = "snowflake-composer:height";
  var THEME = "snowflake-composer:theme";
  var VIEWS = { whole: null, compact: "compact", bits: "bits", range: "range" };
  // Attribute → the address's key.
  var KEYS = [["id", "id"], ["lang", "lang"], ["layout", "layout"], ["epoch", "epoch"], ["tick", "tick"],
    ["blocks", "blocks"], ["from", "range_from"], ["to", "range_to"], ["tz", "tz"]];
  // The frame's height before it reports one, in px: the frame-only snippet's, each view's
  // content in a 700 px column (View::column_height_px in src/embed.rs).
  var FIRST = { whole: 2920, compact: 500, bits: 480, range: 760 };
  var DARK_MDBOOK = ["coal", "navy", "ayu"];

  /** The host's theme as its framework marks it, else the reader's setting. */
  function hostTheme() {
    var html = document.documentElement;
    var body = document.body;
    // Docusaurus, Starlight
    var marked = html.getAttribute("data-theme");
    if (marked === "dark" || marked === "light") return marked;
    // VitePress, Tailwind sites
    if (html.classList.contains("dark")) return "dark";
    // VitePress marks only dark: in its light theme, the page has its app and no class.
    if (document.querySelector(".VPContent")) return "light";
    // mdBook, known by its sidebar toggle: elsewhere "light" or "navy" is any site's class.
    if (document.getElementById("sidebar-toggle") || document.getElementById("mdbook-sidebar-toggle")) {
      for (var i = 0; i < DARK_MDBOOK.length; i++) if (html.classList.contains(DARK_MDBOOK[i])) return "dark";
      if (html.classList.contains("light") || html.classList.contains("rust")) return "light";
    }
    // MkDocs Material
    var scheme = body && body.getAttribute("data-md-color-scheme");
    if (scheme) return scheme === "slate" ? "dark" : "light";
    return matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }

  // Its methods are named unlike any attribute: Vue sets a prop as a property when the
  // element has one of that name.
  class Embed extends HTMLElement {
    static observedAttributes = ["view", "theme", "src"].concat(KEYS.map(function (k) { return k[0]; }));

    /** The view asked for, and whether its name is one this element knows. */
    viewAsked() {
      var asked = String(this.getAttribute("view") || "whole").trim().toLowerCase();
      return Object.hasOwn(VIEWS, asked) ? { name: asked, known: true } : { name: "whole", known: false };
    }

    /** The theme the frame shows: pinned by the attribute, else the host's. */
    themeShown() {
      var pinned = String(this.getAttribute("theme") || "").trim().toLowerCase();
      return pinned === "light" || pinned === "dark" ? pinned : hostTheme();
    }

    /** The `?embed` address the attributes give, the theme as it is now included. */
    frameAddress() {
      var view = this.viewAsked();
      var url = new URL(HOME);
      // The generator's address, over http or https only: no other scheme becomes the frame's.
      try {
        var given = new URL(this.getAttribute("src") || HOME, HOME);
        if (given.protocol === "https:" || given.protocol === "http:") url = given;
      } catch (e) { /* a malformed src: the generator this script came from */ }
      var query = new URLSearchParams();
      query.set("embed", VIEWS[view.name] || "");
      for (var i = 0; i < KEYS.length; i++) {
        var value = this.getAttribute(KEYS[i][0]);
        if (value !== null) query.set(KEYS[i][1], value);
      }
      query.set("theme", this.themeShown());
      url.search = query.toString();
      url.hash = "";
      return url.href;
    }

    connectedCallback() {
      var self = this;
      if (!this.frame) {
        // A constructed sheet, not a style attribute: a host's style-src does not govern it,
        // and the host's own markup stays as its framework rendered it.
        var sheet = new CSSStyleSheet();
        sheet.replaceSync(":host { display: block } iframe { display: block; width: 100%; border: 0 }");
        this.attachShadow({ mode: "open" }).adoptedStyleSheets = [sheet];
        this.note = document.createElement("p");
        this.note.setAttribute("role", "note");
        this.frame = document.createElement("iframe");
        this.frame.setAttribute("loading", "lazy");
        this.shadowRoot.append(this.note, this.frame);
      }
      // Connected again without having left (never in today's browsers): nothing is doubled.
      if (this.onMessage) this.disconnectedCallback();
      this.pointFrame();
      this.onMessage = function (event) {
        var data = event.data;
        if (event.source !== self.frame.contentWindow || !data || data.type !== HEIGHT) return;
        var height = Number(data.height);
        if (isFinite(height) && height > 0) self.frame.style.height = Math.ceil(height) + "px";
      };
      this.onTheme = function () { self.tellTheme(); };
      this.onLoad = this.onTheme;
      addEventListener("message", this.onMessage);
      this.scheme = matchMedia("(prefers-color-scheme: dark)");
      this.scheme.addEventListener("change", this.onTheme);
      this.marks = new MutationObserver(this.onTheme);
      var marked = { attributes: true, attributeFilter: ["class", "data-theme", "data-md-color-scheme"] };
      this.marks.observe(document.documentElement, marked);
      if (document.body) this.marks.observe(document.body, marked);
      this.frame.addEventListener("load", this.onLoad);
    }

    disconnectedCallback() {
      removeEventListener("message", this.onMessage);
      this.onMessage = null;
      this.scheme.removeEventListener("change", this.onTheme);
      this.marks.disconnect();
      this.frame.removeEventListener("load", this.onLoad);
    }

    attributeChangedCallback(name, before, after) {
      if (!this.frame || before === after) return;
      if (name === "theme") this.tellTheme();
      else this.pointFrame();
    }

    /** Points the frame at the address the attributes give, if that changed. */
    pointFrame() {
      var view = this.viewAsked();
      var lang = String(this.getAttribute("lang") || document.documentElement.lang || "").slice(0, 2).toLowerCase();
      var asked = this.getAttribute("view");
      this.note.hidden = view.known;
      this.note.textContent = view.known ? "" : lang === "ko"
        ? "\u201c" + asked + "\u201d라는 보기는 없어 생성기 전체를 보여 줍니다. 보기: whole, compact, bits, range."
        : "There is no view \u201c" + asked + "\u201d, so this is the whole generator. Views: whole, compact, bits, range.";
      var src = this.frameAddress();
      if (this.frame.getAttribute("src") !== src) {
        this.frame.style.height = FIRST[view.name] + "px";
        this.frame.title = lang === "ko" ? "스노우플레이크 ID 생성기" : "Snowflake ID generator";
        this.frame.setAttribute("src", src);
      }
    }

    // Tells the frame the theme to show; it applies it without reloading. Only once the
    // generator's document is in: a frame's first, blank document (also after the element
    // moved) has the host's origin, and a message addressed to the generator's would miss it.
    tellTheme() {
      var frame = this.frame.contentWindow;
      if (!frame) return;
      try {
        if (frame.location.href === "about:blank") return;
      } catch (e) { /* another origin's document: the generator's */ }
      frame.postMessage({ type: THEME, theme: this.themeShown() }, new URL(this.frame.src).origin);
    }
  }

  customElements.define("snowflake-embed", Embed);
})();
