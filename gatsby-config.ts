import path from "path"
import type { GatsbyConfig } from "gatsby"
import { staticHostAdapter } from "./adapters/static-host"
import { CONTENT_SOURCE, DATA_DIR, REPOSITORY_DATA_DIR, typeNameForDataFile } from "./plugins/content-model/data-files"
import { articleFeedOptions } from "./plugins/content-pages/article-feed"
import { MANIFEST_PATH, SHARE_IMAGE } from "./src/components/seo/site-assets"
import { ADMIN_PATH } from "./plugins/content-admin/names"
import { SEARCH_PATH, THANK_YOU_PATH } from "./src/lib/page-paths"
import { color } from "./src/styles/theme"

const config: GatsbyConfig = {
  siteMetadata: {
    // The one place the site's public address is set: canonical links, share images, the sitemap and
    // robots.txt use it.
    siteUrl: "https://www.verityledger.com",
  },
  // Writes public/_headers for Netlify-style hosts (and keeps Gatsby from fetching an adapter at build time).
  adapter: staticHostAdapter(),
  // Addresses are /financial-advisory, not /financial-advisory/ (docs/hosting.md, "Addresses").
  trailingSlash: "never",
  graphqlTypegen: {
    // The committed types come from the repository's own content. A build of another content (CONTENT_DIR,
    // npm test's variants) writes its types into .cache instead, and npm test checks that they are the
    // committed ones: the types never depend on what the content holds.
    typesOutputPath:
      path.resolve(__dirname, DATA_DIR) === path.resolve(__dirname, REPOSITORY_DATA_DIR)
        ? "src/gatsby-types.d.ts"
        : ".cache/gatsby-types.d.ts",
    // `gatsby build` writes them too, and npm test checks that they match the committed file.
    generateOnBuild: true,
  },
  plugins: [
    // Local plugins, in plugins/: checks data/ against its schemas and declares the content's GraphQL types.
    "content-model",
    // Local plugin: a page for every live entry of every kind (service pages, people, articles, pages), each
    // kind's index pages, and redirects from the addresses that no longer have a page of their own.
    "content-pages",
    // Local plugin: the page /search, its script, and the Pagefind index of the published pages after the build.
    "site-search",
    // Local plugin: the reply time in words, with the firm's reply promise filled in, made at build time.
    "reply-promise",
    // Local plugin: the icons' SVG markup, drawn at build time and delivered with the content (no icon code in the browser).
    "build-time-icons",
    {
      resolve: "web-app-manifest",
      options: { manifestPath: MANIFEST_PATH, themeColor: color.navy, backgroundColor: color.surface },
    },
    {
      // Local plugin: the share image (og:image), rendered from data/ and the theme at build time.
      resolve: "share-image",
      options: {
        imagePath: SHARE_IMAGE.path,
        width: SHARE_IMAGE.width,
        height: SHARE_IMAGE.height,
        logoFile: path.resolve(__dirname, "static/favicon.svg"),
      },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: CONTENT_SOURCE,
        path: path.resolve(__dirname, DATA_DIR),
        // The JSON Schemas describe the content; they are not content.
        ignore: ["**/schemas/**"],
      },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        // One node per file, typed after the file (data/why-choose.json → WhyChooseJson), or after its content
        // folder (every file in data/service-pages/ → ServicePageJson).
        typeName: ({ node }: { node: { relativePath: string } }) => typeNameForDataFile(node.relativePath),
      },
    },
    // Gatsby's image pipeline: a person's photo (data/people/photos/) in the sizes and formats each page
    // needs, made at build time (src/components/ui/Portrait.tsx shows them without a script).
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["avif", "webp"], placeholder: "none", quality: 75 } },
    },
    "gatsby-transformer-sharp",
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // The sitemap is linked from robots.txt; a <link> in every page's head would only add bytes.
        createLinkInHead: false,
        // Not pages to find in search (both are noindex too): where the contact form leads after a send, and
        // the site's own search, whose results are for its visitors.
        // (The content manager at /admin/ is no Gatsby page, so the sitemap never lists it.)
        excludes: [THANK_YOU_PATH, SEARCH_PATH],
      },
    },
    // The articles' feed, /insights/rss.xml, while an article is live (plugins/content-pages/article-feed.ts).
    { resolve: "gatsby-plugin-feed", options: articleFeedOptions(__dirname) },
    {
      // Local plugin: robots.txt from siteUrl, naming the sitemap index gatsby-plugin-sitemap writes.
      resolve: "robots-txt",
      // The content manager, for editors only, stays out of search engines.
      options: { disallow: [ADMIN_PATH], sitemap: "/sitemap-index.xml" },
    },
    {
      // Local plugin: Decap CMS at /admin/, configured from data/schemas/, in a bundle of its own.
      resolve: "content-admin",
      options: {
        // The repository editors save to through the GitHub backend (docs/editing-content.md).
        githubRepo: process.env.CMS_GITHUB_REPO ?? "verity-ledger/website",
        branch: process.env.CMS_GITHUB_BRANCH ?? "main",
        // The firm's one switch (docs/editing-content.md): "review", each edit is a draft that a second
        // person checks and publishes (claims and client quotes are checked before they go public), or
        // "direct", each edit is published at once.
        publishing: "review",
      },
    },
  ],
}

export default config
