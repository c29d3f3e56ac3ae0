import type { GatsbyNode } from "gatsby"
import { CONTENT_KINDS, kindOfType } from "./content-kinds"
import { groupPath, isLive, pathOf, entryOf } from "./content-entries"
import { refTarget } from "./content-shape"
import type { ContentKind } from "./content-kinds"
import type { JsonSchema } from "./load-schemas"
import { CONTENT_SOURCE, DATA_DIR } from "./data-files"
import { ITEM_ID_FIELD, READING_MINUTES_EXTENSION, RICH_TEXT_HTML_EXTENSION, graphqlTypeDefs } from "./graphql-types"
import { loadSchemas } from "./load-schemas"
import { readingMinutes, renderRichText } from "./rich-text"
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
 * Each entry of a kind (a file of its folder) carries its id, its path and whether it is live
 * (content-entries.ts), so that links choose it by its id and components read where it is.
 *
 * Under `gatsby develop`, the content is checked again whenever a data file is saved: problems are printed
 * in the terminal at once, without stopping the server (a file the pages cannot read also shows Gatsby's
 * error overlay); the next valid save updates the page.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
  const kind = kindOfType(node.internal.type)
  if (kind && node.parent) {
    const file = getNode(node.parent)
    const entry = entryOf(kind, String(file?.name), node)
    actions.createNodeField({ node, name: ITEM_ID_FIELD, value: entry.id })
    actions.createNodeField({ node, name: "path", value: pathOf(kind, entry.address) })
    actions.createNodeField({ node, name: "live", value: isLive(entry) })
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

/**
 * Content types come from the JSON Schemas, so GraphQL and the editors' checks cannot drift apart. A rich
 * text's HTML and reading time are computed here, at build time (rich-text.ts): no Markdown reaches a
 * browser. `contentIndex` tells a page whether a kind's index page is published, and where.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  const fromField = (render: (markdown: string) => unknown) => (options: { of: string }) => ({
    resolve: (source: Record<string, unknown>) =>
      render(typeof source[options.of] === "string" ? (source[options.of] as string) : ""),
  })
  actions.createFieldExtension({
    name: RICH_TEXT_HTML_EXTENSION,
    args: { of: "String!" },
    extend: fromField(renderRichText),
  })
  actions.createFieldExtension({
    name: READING_MINUTES_EXTENSION,
    args: { of: "String!" },
    extend: fromField(readingMinutes),
  })
  actions.createTypes(graphqlTypeDefs(loadSchemas(process.cwd()).schemas))
  actions.createTypes(`
    """A kind's index page (/team, /insights): published while the kind has a live entry."""
    type ContentIndex {
      """The index page's path, such as /team."""
      path: String!
      """Whether the page is published: true while at least one entry of the kind is live."""
      published: Boolean!
    }
  `)
}

/**
 * `contentIndex(kind: "person")`: where the kind's index page is, and whether it is published now; and the
 * path of each group a kind's index is divided into (a category's `path`: `/insights/category/tax`).
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const { schemas } = loadSchemas(process.cwd())
  const groupTypes = Object.fromEntries(
    CONTENT_KINDS.filter(kind => kind.groups).map(kind => [
      groupTypeName(schemas, kind),
      {
        path: {
          type: "String!",
          description: `The path of its page, which lists its live ${kind.collection.label.toLowerCase()} entries while it has one.`,
          resolve: (source: { id: string }) => groupPath(kind, source.id),
        },
      },
    ])
  )
  ;(createResolvers as (resolvers: Record<string, Record<string, unknown>>) => void)({
    ...groupTypes,
    Query: {
      contentIndex: {
        type: "ContentIndex",
        args: { kind: "String!" },
        description: "The index page of a kind of entry (person, article), if it has one.",
        resolve: async (
          _source: unknown,
          args: { kind: string },
          context: { nodeModel: { findOne(args: object): Promise<unknown> } }
        ) => {
          const kind = CONTENT_KINDS.find(candidate => candidate.name === args.kind)
          if (!kind?.indexPath) return null
          const live = await context.nodeModel.findOne({
            type: kind.typeName,
            query: { filter: { fields: { live: { eq: true } } } },
          })
          return { path: kind.indexPath, published: Boolean(live) }
        },
      },
    },
  })
}

/** The GraphQL type of the items a kind's groups are listed as (data/insights.json's categories: `Category`). */
function groupTypeName(schemas: Map<string, JsonSchema>, kind: ContentKind): string {
  const { listedIn, list } = kind.groups!
  const schemaFile = listedIn.replace(/\.json$/, ".schema.json")
  const itemRef = schemas.get(schemaFile)?.properties?.[list]?.items?.$ref
  if (!itemRef) throw new Error(`${schemaFile}: "${list}" must be a list of items defined under "$defs"`)
  return refTarget(schemas, itemRef, schemaFile, `${schemaFile} (${list})`).name
}
