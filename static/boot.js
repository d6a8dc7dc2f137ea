// Runs before the first paint: picks the page language (so the static text never flashes in
// the other language) and marks the embedded view. The wasm app applies the same rule
// (Lang::choose in src/strings/mod.rs): ?lang=en|ko, else the first preferred language the
// page speaks, else English.
(function () {
  var query = new URLSearchParams(location.search);
  var lang = query.get("lang");
  if (lang !== "en" && lang !== "ko") {
    lang = "en";
    var preferred = navigator.languages || [navigator.language || ""];
    for (var i = 0; i < preferred.length; i++) {
      var primary = String(preferred[i]).split(/[-_]/)[0].toLowerCase();
      if (primary === "en" || primary === "ko") { lang = primary; break; }
    }
  }
  var html = document.documentElement;
  html.lang = lang;
  if (query.has("embed")) html.classList.add("embed");
  if (lang === "ko") {
    document.title = "스노우플레이크 ID 구성기: 64비트 트위터 스노우플레이크 ID를 비트 단위로 만들고 읽기";
  }
})();
