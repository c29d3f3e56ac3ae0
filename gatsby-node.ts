import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { DATA_DIR } from "./src/content-model/data-files"
import { graphqlTypeDefs } from "./src/content-model/graphql-types"
import { loadSchemas } from "./src/content-model/load-schemas"
import { problemReport, validateContent } from "./src/content-model/validate-content"
import { MANIFEST_PATH, webAppManifest } from "./src/hosting/web-app-manifest"

/** Set once Gatsby has started, so that only saves made afterwards are re-checked. */
let started = false

/** Before Gatsby reads any content: stop with every problem in data/ listed, one per line. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { checkedFiles, problems } = validateContent(process.cwd())
  if (problems.length > 0) reporter.panic(problemReport(problems))
  reporter.info(`${DATA_DIR}/: ${checkedFiles.length} files match their schemas`)
}

/**
 * Under `gatsby develop`, check again whenever a data file is saved: problems are printed in the terminal
 * at once, without stopping the server (a file the pages cannot read also shows Gatsby's error overlay);
 * the next valid save updates the page.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }) => {
  if (!started || process.env.gatsby_executing_command !== "develop") return
  if (node.internal.type !== "File" || node.sourceInstanceName !== DATA_DIR) return
  const { problems } = validateContent(process.cwd())
  if (problems.length > 0) reporter.error(problemReport(problems))
  else reporter.success(`${DATA_DIR}/${String(node.base)}: saved, and all of ${DATA_DIR}/ matches its schemas`)
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  started = true
}

/**
 * @emotion/react imports hoist-non-react-statics only for `withTheme`, which this site does not use, but
 * through a bare `import "hoist-non-react-statics"` that keeps it (and react-is, ~1.3 KB compressed) in
 * every page. Marking the package free of side effects lets webpack drop it when unused.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    module: { rules: [{ test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
  })
}

/** Content types come from the JSON Schemas, so GraphQL and the editors' checks cannot drift apart. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(graphqlTypeDefs(loadSchemas(process.cwd()).schemas))
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

/** The web app manifest is written from data/site.json, so the firm's name is edited in one place. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  const result = await graphql<{ siteJson: { firmName: string; description: string } }>(
    `query WebAppManifest { siteJson { firmName description } }`
  )
  if (result.errors || !result.data) throw new Error(`Could not read data/site.json for the manifest: ${result.errors}`)
  fs.writeFileSync(path.join("public", MANIFEST_PATH), JSON.stringify(webAppManifest(result.data.siteJson), null, 2))
}
