// Runs before the first paint: picks the page language (so the static text never flashes in
// the other language) and marks the embedded view and an address with state. The wasm app applies the same rule
// (Lang::from_tag and Lang::choose in src/address.rs): ?lang= by its primary subtag,
// case-insensitively, `_` as `-`; else the first preferred language the page speaks; else English.
(function () {
  function speaks(tag) {
    var primary = String(tag || "").trim().split(/[-_]/)[0].toLowerCase();
    return primary === "en" || primary === "ko" ? primary : null;
  }
  var query = new URLSearchParams(location.search);
  var lang = speaks(query.get("lang"));
  if (!lang) {
    lang = "en";
    var preferred = navigator.languages || [navigator.language || ""];
    for (var i = 0; i < preferred.length; i++) {
      if (speaks(preferred[i])) { lang = speaks(preferred[i]); break; }
    }
  }
  var html = document.documentElement;
  html.lang = lang;
  html.classList.add("js"); // the composer's loading height applies only when it can load
  if (query.has("embed")) html.classList.add("embed");
  if (query.get("embed") === "compact") html.classList.add("embed-compact");
  // An address with state (an ID, the fields, a layout, a tool's values): the build's first
  // screen is the plain page's, so this one shows the loading line until the app mounts.
  var state = false;
  query.forEach(function (value, key) { if (key !== "lang" && key !== "theme") state = true; });
  if (state) html.classList.add("with-state");
  // ?theme= pins a theme (an author's choice for an embed); without it the reader's setting rules.
  var theme = String(query.get("theme") || "").trim().toLowerCase();
  if (theme === "light" || theme === "dark") html.classList.add("theme-" + theme);
  // In a <snowflake-embed> (embed.js), the host page tells the frame its theme as it changes:
  // acted on only from the parent window, of its type, with the value light or dark.
  if (query.has("embed") && window.parent !== window) {
    addEventListener("message", function (event) {
      var data = event.data;
      if (event.source !== window.parent || !data || data.type !== "snowflake-composer:theme") return;
      if (data.theme !== "light" && data.theme !== "dark") return;
      html.classList.remove("theme-light", "theme-dark");
      html.classList.add("theme-" + data.theme);
    });
  }
  // The worked example's links keep the reader's language and theme, and land on the composer.
  document.addEventListener("click", function (event) {
    var link = event.target && event.target.closest && event.target.closest("a.load-example");
    if (!link) return;
    var here = new URLSearchParams(location.search);
    var target = new URL(link.getAttribute("href"), location.href);
    ["lang", "theme"].forEach(function (key) {
      if (here.get(key) && !target.searchParams.has(key)) target.searchParams.set(key, here.get(key));
    });
    target.hash = "composer";
    link.href = target.href;
  });
  // If the app cannot start (the wasm fails to load or instantiate), say so visibly with a
  // way to reload, instead of leaving the loading line, or a first screen that answers
  // nothing, forever. The app shows the same banner on a
  // panic (src/web/panic.rs).
  function failed() {
    var composer = document.getElementById("composer");
    if (!composer || !composer.querySelector(".loading") || document.getElementById("app-error")) return;
    var banner = document.createElement("div");
    banner.id = "app-error";
    banner.setAttribute("role", "alert");
    banner.textContent = lang === "ko"
      ? "생성기를 불러오지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도하세요. "
      : "The generator could not start. Check your connection and try again. ";
    var link = document.createElement("a");
    link.href = location.href;
    link.textContent = lang === "ko" ? "새로고침" : "Reload";
    banner.appendChild(link);
    document.body.insertBefore(banner, document.body.firstChild);
  }
  addEventListener("unhandledrejection", failed);
  addEventListener("error", function (event) {
    if ((event.target && event.target.tagName === "SCRIPT") || event.error) failed();
  }, true);
  // Absolute addresses for the canonical link and preview image (index.html says why "./").
  var canonical = document.querySelector('link[rel="canonical"]');
  if (canonical) canonical.setAttribute("href", canonical.href);
  var images = document.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]');
  for (var m = 0; m < images.length; m++) images[m].content = new URL(images[m].content, document.baseURI).href;
  // The FAQ's structured data, word for word the FAQ shown in the page's language (the app
  // changes <html lang> when the visitor switches).
  function faqData() {
    var data = document.getElementById("faq-data");
    var faq = document.querySelector('.explain[lang="' + html.lang + '"] .faq');
    // The build writes the English data into the page: a first visit in English has it already.
    if (!data || !faq || data.textContent.indexOf('"inLanguage":"' + html.lang + '"') !== -1) return;
    var text = function (node) { return node.textContent.replace(/\s+/g, " ").trim(); };
    var questions = [].map.call(faq.querySelectorAll("details"), function (item) {
      var answer = [].filter.call(item.children, function (child) { return child.tagName !== "SUMMARY"; });
      return {
        "@type": "Question",
        name: text(item.querySelector("summary")),
        acceptedAnswer: { "@type": "Answer", text: answer.map(text).join(" ") },
      };
    });
    data.textContent = JSON.stringify({
      "@context": "https://schema.org", "@type": "FAQPage", inLanguage: html.lang, mainEntity: questions,
    }).replace(/</g, "\\u003c");
  }
  document.addEventListener("DOMContentLoaded", faqData);
  new MutationObserver(faqData).observe(html, { attributes: true, attributeFilter: ["lang"] });
  if (lang === "ko") {
    document.title = "스노우플레이크 ID 생성기: 64비트 트위터 스노우플레이크 ID를 비트 단위로 만들고 해석하기";
  }
})();
