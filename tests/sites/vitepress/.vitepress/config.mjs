// A VitePress site as a documentation author sets it up for the embed: embed.js in `head`
// (its address from EMBED_JS, the generator under test) and the element left to the browser.
export default {
  title: "Docs",
  head: [["script", { src: process.env.EMBED_JS, defer: "" }], ["link", { rel: "icon", href: "data:," }]],
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === "snowflake-embed" } } },
  themeConfig: { nav: [{ text: "IDs", link: "/" }, { text: "Other", link: "/other" }] },
};
