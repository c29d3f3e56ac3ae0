import path from "path"
import type { GatsbyConfig } from "gatsby"

/**
 * The stack's minimal page (bench/README.md): the site's stack, Gatsby with gatsby-source-filesystem,
 * gatsby-transformer-json and react-helmet, rendering one page from one query. No adapter, no plugins of
 * the site's own. It resolves every package from the repository's node_modules.
 */
const config: GatsbyConfig = {
  trailingSlash: "never",
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "data", path: path.resolve(__dirname, "data") } },
    "gatsby-transformer-json",
    "gatsby-plugin-react-helmet",
  ],
}

export default config
