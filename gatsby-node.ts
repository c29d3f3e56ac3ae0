import path from "path"
import type { GatsbyNode } from "gatsby"
import { removeStalePageFiles, restorePageFolders } from "./adapters/static-host/page-files"
import { restorePictures } from "./adapters/static-host/unpublished-files"
import { PICTURES_ASIDE_DIR } from "./adapters/static-host"

/**
 * The site's own build settings. What the build adds lives in local plugins (plugins/) and the host
 * adapter (adapters/static-host); each has a README.
 */

/**
 * The browser bundles of the production build:
 *
 * - @emotion/react imports hoist-non-react-statics only for `withTheme`, which this site does not use, but
 *   through a bare `import "hoist-non-react-statics"` that keeps it (and react-is, ~1.3 KB compressed) in
 *   every page. Marking the package free of side effects lets webpack drop it when unused.
 * - No source maps unless a developer asks for them with SOURCE_MAPS=1 (see the README): Gatsby's
 *   default writes a `.js.map` with the original TypeScript beside every script in public/, which would
 *   publish the whole source. The server-rendering bundle keeps its maps; they stay in .cache/.
 * - `commons`, the chunk every page with scripts loads first, holds what every page component uses, as
 *   Gatsby means it to; but Gatsby counts every chunk a module is in, the lazy chunks of the static parts
 *   too (src/components/app/define-static-part.tsx), so a module the static parts of several kinds of page share
 *   (a button, a section) would join it, and the home page would load code it never runs. Only the page
 *   components' chunks count here.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return
  const sourceMaps = process.env.SOURCE_MAPS === "1"
  actions.setWebpackConfig({
    devtool: sourceMaps ? "source-map" : false,
    // Webpack's build cache does not notice a change of devtool: builds with maps keep a cache of their own.
    ...(sourceMaps && {
      cache: { cacheLocation: path.resolve(".cache", "webpack", "stage-build-javascript-source-maps") },
    }),
    module: { rules: [{ test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
    optimization: {
      splitChunks: {
        cacheGroups: { commons: { chunks: (chunk: { name?: string | null }) => isPageComponentChunk(chunk.name) } },
      },
    },
  })
}

/** Gatsby names a page component's chunk after its file: `component---src-pages-index-tsx`. */
const isPageComponentChunk = (name: string | null | undefined) => name?.startsWith("component---") === true

/**
 * Emotion's styles compiled at build time (@emotion/babel-plugin): every `styled` and `css` template is
 * minified, and the static ones are serialized and hashed once, here, instead of in the visitor's browser
 * on every render while the page hydrates. The CSS rules are the same; no labels or source maps are added.
 */
export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = ({ actions }) => {
  actions.setBabelPlugin({ name: "@emotion/babel-plugin", options: { sourceMap: false, autoLabel: "never" } })
}

/**
 * The adapter publishes pages as `<path>.html` (adapters/static-host/page-files.ts) and sets aside pictures
 * no page names. Gatsby expects the pages it does not render again at `<path>/index.html`, and the pictures
 * it made where it wrote them: put them back first, and delete the files of pages that are gone.
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const restored = restorePageFolders("public")
  if (restored.length > 0)
    reporter.info(`Put back ${restored.length} pages as <path>/index.html until the adapter runs`)
  const removed = removeStalePageFiles("public")
  // Few, and worth naming: pages gone since the last build.
  if (removed.length > 0) reporter.info(`Removed the files of pages this build no longer has: ${removed.join(", ")}`)
  // The pictures an earlier build set aside (adapters/static-host/unpublished-files.ts): Gatsby makes a picture
  // once, and expects it where it wrote it.
  const pictures = restorePictures("public", PICTURES_ASIDE_DIR)
  if (pictures.length > 0) reporter.info(`Put back ${pictures.length} pictures an earlier build set aside`)
}

/**
 * The 404 page is published once, as 404.html, which the host serves for every unknown path with status
 * 404. Gatsby would also write a copy as 404/index.html (with its own page data), which no page requests.
 * Gatsby makes 404.html by copying the /404 page, and deleting /404 deletes the copy too, so it is made
 * again here.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path !== "/404" && page.path !== "/404/") return
  actions.deletePage(page)
  actions.createPage({ path: "/404.html", component: page.component, context: page.context })
}

/** siteMetadata is declared, not inferred, so pages can rely on siteUrl being there. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    """The site's settings from gatsby-config.ts."""
    type SiteSiteMetadata {
      """The site's public address without a trailing slash, for canonical links, share images and the sitemap."""
      siteUrl: String!
    }
    type Site implements Node {
      siteMetadata: SiteSiteMetadata!
    }
  `)
}
