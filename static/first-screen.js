// Inlined after #composer by the release build (scripts/release/first-screen.mjs), whose
// first screen it runs on: the one the build rendered with the app's components for the page
// with no state in its address, English in the markup and Korean in a <template>.
(function () {
  var html = document.documentElement;
  var composer = document.getElementById("composer");
  var screen = composer && composer.querySelector(".first-screen");
  if (!screen) return;
  // Only the plain page has this first screen. An embedded view has one of its own, and an
  // address with state (static/boot.js tells them apart) other values and maybe other blocks:
  // for those the loading line shows until the app mounts, as it always has.
  if (html.classList.contains("embed") || html.classList.contains("with-state")) {
    screen.remove();
    return;
  }
  // The reader's language (static/boot.js has chosen it; the style sheet hides the other
  // copy until this has run).
  if (html.lang === "ko") {
    var korean = document.getElementById("first-screen-ko").content.firstElementChild;
    screen.replaceWith(korean);
    screen = korean;
  }
  // The screen is all parsed: the style sheet shows it from here.
  composer.classList.add("parsed");
  // The rest of the screen, below the ID box, a frame after the first (the style sheet's
  // .first-frame): the first frame's callback runs before that frame is laid out, its own
  // before the next.
  requestAnimationFrame(function () {
    requestAnimationFrame(function () { screen.classList.remove("first-frame"); });
  });
  // Anything typed, pasted or chosen here before the app starts is kept. The app mounts in
  // place of this screen, in one task. Right after it, each control whose value was changed
  // hands it to the app's control of the same id, as one event, as a paste or a choice
  // would: the layout first (it decides the fields), the ID box last (its text wins over the
  // fields'). Then, once the app has written its inputs' texts and before the next paint, the
  // focus and caret go back where they were.
  var focused = null;
  screen.addEventListener("focusin", function (event) { focused = event.target; });
  // Focus that leaves because the screen is taken out is put back below; focus the person
  // moves elsewhere is not (told apart after the event: by then the screen is gone or not).
  screen.addEventListener("focusout", function () {
    setTimeout(function () { if (screen.isConnected && !screen.contains(document.activeElement)) focused = null; }, 0);
  });
  function changed(control) {
    if (control.tagName === "SELECT") return [].some.call(control.options, function (o) { return o.selected !== o.defaultSelected; });
    return control.value !== control.defaultValue;
  }
  function rank(control) {
    return control.tagName === "SELECT" ? 0 : control.id === "snowflake-id" ? 2 : 1;
  }
  new MutationObserver(function (records, observer) {
    if (screen.isConnected) return;
    observer.disconnect();
    var controls = [].slice.call(screen.querySelectorAll("select, input[type=text]")).filter(changed);
    controls.sort(function (a, b) { return rank(a) - rank(b); });
    controls.forEach(function (before) {
      var now = document.getElementById(before.id);
      if (!now || now.tagName !== before.tagName) return;
      now.value = before.value;
      now.dispatchEvent(new Event(before.tagName === "SELECT" ? "change" : "input", { bubbles: true }));
    });
    if (!focused) return;
    var was = { id: focused.id, empty: focused.value === "", start: focused.selectionStart, end: focused.selectionEnd, direction: focused.selectionDirection };
    requestAnimationFrame(function () {
      var now = document.getElementById(was.id);
      if (!now || (document.activeElement && document.activeElement !== document.body)) return;
      now.focus({ preventScroll: true });
      if (now.tagName !== "INPUT") return;
      // An empty box the person was about to paste into now holds the app's ID: selected, a
      // paste replaces it.
      if (was.empty) now.select();
      else now.setSelectionRange(was.start, was.end, was.direction);
    });
  }).observe(composer, { childList: true });
})();
