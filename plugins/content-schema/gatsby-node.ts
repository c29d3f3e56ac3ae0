import type { GatsbyNode } from "gatsby"
import { CONTENT_SOURCE, DATA_DIR, DATA_FOLDERS } from "./data-files"
import { ITEM_ID_FIELD, graphqlTypeDefs } from "./graphql-types"
import { loadSchemas } from "./load-schemas"
import { problemReport, validateContent } from "./validate-content"

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
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
  // Each file of a content folder (a service page) carries its id, its file's name: links choose it by that.
  if (DATA_FOLDERS.some(folder => folder.typeName === node.internal.type) && node.parent) {
    const file = getNode(node.parent)
    actions.createNodeField({ node, name: ITEM_ID_FIELD, value: String(file?.name) })
  }
  if (!started || process.env.gatsby_executing_command !== "develop") return
  if (node.internal.type !== "File" || node.sourceInstanceName !== CONTENT_SOURCE) return
  const { problems } = validateContent(process.cwd())
  if (problems.length > 0) reporter.error(problemReport(problems))
  else reporter.success(`${DATA_DIR}/${String(node.base)}: saved, and all of ${DATA_DIR}/ matches its schemas`)
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  started = true
}

/** Content types come from the JSON Schemas, so GraphQL and the editors' checks cannot drift apart. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(graphqlTypeDefs(loadSchemas(process.cwd()).schemas))
}
