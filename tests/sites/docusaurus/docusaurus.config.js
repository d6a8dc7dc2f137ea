// A Docusaurus site as a documentation author sets it up for the embed: embed.js in `scripts`
// (its address from EMBED_JS, the generator under test) and the element in MDX.
export default {
  title: "Docs",
  url: "http://127.0.0.1",
  baseUrl: "/",
  favicon: "data:,",
  onBrokenLinks: "throw",
  scripts: [{ src: process.env.EMBED_JS, defer: true }],
  presets: [["classic", { docs: { routeBasePath: "/" }, blog: false }]],
  themeConfig: { colorMode: { respectPrefersColorScheme: false } },
};
