// Inlined after #composer by the release build (scripts/release/first-screen.mjs), whose
// first screen it runs on: the one the build rendered with the app's components, English in
// the markup and Korean in a <template>.
(function () {
  var html = document.documentElement;
  var composer = document.getElementById("composer");
  var screen = composer && composer.querySelector(".first-screen");
  if (!screen) return;
  // An embedded view has a first screen of its own: until it mounts, the loading line shows.
  if (html.classList.contains("embed")) {
    screen.remove();
    return;
  }
  // The reader's language before the first paint (static/boot.js has chosen it).
  if (html.lang === "ko") {
    var korean = document.getElementById("first-screen-ko").content.firstElementChild;
    screen.replaceWith(korean);
    screen = korean;
  }
  // Anything typed or pasted here before the app starts is kept. The app mounts in place of
  // this screen, in one task; right after it (before the next paint), each input whose text
  // was changed hands its text to the app's input of the same id, as one input event, as a
  // paste would (the ID box last: its text wins over the fields'), and the focus and caret
  // go back where they were.
  // Enter in a field would submit the form, a reload that starts the wait for the app over.
  screen.addEventListener("submit", function (event) { event.preventDefault(); });
  var focused = null;
  screen.addEventListener("focusin", function (event) { focused = event.target; });
  // Focus that leaves because the screen is taken out is put back below; focus the person
  // moves elsewhere is not (told apart after the event: by then the screen is gone or not).
  screen.addEventListener("focusout", function () {
    setTimeout(function () { if (screen.isConnected && !screen.contains(document.activeElement)) focused = null; }, 0);
  });
  new MutationObserver(function (records, observer) {
    if (screen.isConnected) return;
    observer.disconnect();
    var inputs = [].slice.call(screen.querySelectorAll("input[type=text]"));
    inputs.sort(function (a, b) { return (a.id === "snowflake-id") - (b.id === "snowflake-id"); });
    inputs.forEach(function (before) {
      var now = document.getElementById(before.id);
      if (!now || before.value === before.defaultValue) return;
      now.value = before.value;
      now.dispatchEvent(new Event("input", { bubbles: true }));
    });
    var now = focused && document.getElementById(focused.id);
    if (now && now.tagName === "INPUT") {
      now.focus({ preventScroll: true });
      now.setSelectionRange(focused.selectionStart, focused.selectionEnd, focused.selectionDirection);
    }
  }).observe(composer, { childList: true });
})();
