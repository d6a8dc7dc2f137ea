// Page metadata the release build writes into index.html (used by metadata.mjs, tested by
// tests/e2e/metadata.test.mjs): the FAQ's structured data, and absolute addresses when the
// site's address is known at build time.

const ENTITIES = { "&lt;": "<", "&gt;": ">", "&amp;": "&", "&quot;": '"', "&#39;": "'", "&nbsp;": "\u00a0" };
const plain = (markup) =>
  markup.replace(/<[^>]*>/g, "").replace(/&(lt|gt|amp|quot|#39|nbsp);/g, (e) => ENTITIES[e]).replace(/\s+/g, " ").trim();

/**
 * schema.org FAQPage JSON-LD for the FAQ of the `lang` explanation in `html`, each question and
 * answer as the visible text. `<` is escaped so the JSON can never close its <script> element.
 */
export function faqJsonLd(html, lang) {
  const article = html.match(new RegExp(`<article class="explain i18n" lang="${lang}"[\\s\\S]*?</article>`));
  const faq = article?.[0].match(/<section[^>]*class="faq"[^>]*>([\s\S]*?)<\/section>/);
  if (!faq) throw new Error(`no FAQ section in the ${lang} explanation`);
  const questions = [...faq[1].matchAll(/<details(?: id="[a-z0-9-]+")?>\s*<summary>([\s\S]*?)<\/summary>([\s\S]*?)<\/details>/g)].map(
    ([, question, answer]) => ({
      "@type": "Question",
      name: plain(question),
      acceptedAnswer: { "@type": "Answer", text: plain(answer) },
    }),
  );
  if (questions.length === 0) throw new Error(`the ${lang} FAQ has no <details> questions`);
  const data = { "@context": "https://schema.org", "@type": "FAQPage", inLanguage: lang, mainEntity: questions };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * Makes the canonical link, og:image and twitter:image absolute under `siteUrl` (the address
 * the page will be served from) and adds og:url. Throws on anything but an http(s) address.
 */
export function applySiteUrl(html, siteUrl) {
  let base;
  try {
    base = new URL(siteUrl);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) address, found ${JSON.stringify(siteUrl)}`);
  }
  if (!/^https?:$/.test(base.protocol)) throw new Error(`SITE_URL must use http or https, found ${base.protocol}`);
  base.search = "";
  base.hash = "";
  if (!base.pathname.endsWith("/")) base.pathname += "/";
  const page = base.href;
  const image = new URL("og-image.png", base).href;
  const out = html
    .replace('<link rel="canonical" href="./">', `<link rel="canonical" href="${page}">\n  <meta property="og:url" content="${page}">`)
    .replace('<meta property="og:image" content="og-image.png">', `<meta property="og:image" content="${image}">`)
    .replace('<meta name="twitter:image" content="og-image.png">', `<meta name="twitter:image" content="${image}">`);
  if (!out.includes(`og:url`) || out.split(image).length !== 3) throw new Error("index.html's canonical or image tags have changed");
  return out;
}
