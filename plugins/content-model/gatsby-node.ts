import type { GatsbyNode, Node } from "gatsby"
import { kindOfType, EVERY_KIND, INDEXED_KINDS } from "./content-kinds"
import { groupPath, isLive, pathOf, entryOf, entriesNamed, listingPagesOf } from "./content-entries"
import { refTarget, shapeOfSchema } from "./content-shape"
import { RICH_TEXT_FORMAT } from "./content-rules"
import { clockOf, dataOf, entriesOf, filesOfKind, readContentSnapshot } from "./content-snapshot"
import type { ContentKind } from "./content-kinds"
import type { JsonSchema } from "./load-schemas"
import { CONTENT_SOURCE, DATA_DIR, typeNameForDataFile } from "./data-files"
import {
  ITEM_ID_FIELD,
  NAMED_ENTRIES_EXTENSION,
  READING_MINUTES_EXTENSION,
  RICH_TEXT_HTML_EXTENSION,
  graphqlTypeDefs,
} from "./graphql-types"
import { loadSchemas } from "./load-schemas"
import { readingMinutes, rememberRichText, renderRichText } from "./rich-text"
import { analyseInWorkers } from "./rich-text-pool"
import { problemReport, validateContent } from "./validate-content"

/** What the `namedEntries` extension asks of Gatsby's resolver context: its node model. */
interface NamedEntriesContext {
  nodeModel: {
    findAll(args: { type: string; query: object }): Promise<{ entries: Iterable<{ fields: Record<string, string> }> }>
  }
}

/** Set once Gatsby has started, so that only saves made afterwards are re-checked. */
let started = false

/** The type of the nodes that say where a kind's index page is and whether it is published (one per kind). */
const CONTENT_INDEX_TYPE = "ContentIndexPage"

type NodeHelpers = Parameters<NonNullable<GatsbyNode["sourceNodes"]>>[0]

/** The file of the words of the kinds' pages, which holds each index page's navigation label. */
const ENTRY_PAGES_FILE = "entry-pages.json"

/**
 * Creates (or updates) the node of a kind's index page: where it is, whether it is published now, the words of
 * its link (its index texts' `navigationLabel` in data/entry-pages.json) and where that link stands among the
 * others (`order`, content-kinds.ts INDEXED_KINDS).
 */
function indexNode(
  { actions, createNodeId, createContentDigest }: Pick<NodeHelpers, "actions" | "createNodeId" | "createContentDigest">,
  kind: ContentKind,
  published: boolean,
  entryPages: unknown
) {
  const texts = (entryPages as Record<string, { navigationLabel?: unknown } | undefined> | undefined)?.[
    kind.indexTextsKey!
  ]
  const label = typeof texts?.navigationLabel === "string" ? texts.navigationLabel : ""
  const fields = { kind: kind.name, path: kind.indexPath!, published, label, order: INDEXED_KINDS.indexOf(kind) }
  void actions.createNode({
    ...fields,
    id: createNodeId(`${CONTENT_INDEX_TYPE}-${kind.name}`),
    parent: null,
    children: [],
    internal: { type: CONTENT_INDEX_TYPE, contentDigest: createContentDigest(fields) },
  })
}

/**
 * What the menus of every page read (is there a live article? a live person?), computed once a build into one
 * small node per kind with an index page, from the content the pages are made from: a page's query then
 * depends on that node alone, not on every entry, and a change to an article renders again only the pages
 * that show it.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = helpers => {
  const snapshot = readContentSnapshot(process.cwd())
  const listed = listingPagesOf(entriesOf(snapshot))
  for (const kind of INDEXED_KINDS)
    indexNode(
      helpers,
      kind,
      listed.some(page => page.path === kind.indexPath),
      dataOf(snapshot, ENTRY_PAGES_FILE)
    )
}

/** The rich-text fields of each kind's entries (`body`, `bio`), from its schema, known once per process. */
let richTextFields: Map<string, string[]> | undefined
function richTextFieldsOf(typeName: string): string[] {
  richTextFields ??= new Map(
    EVERY_KIND.map(kind => {
      const { schemas } = loadSchemas(process.cwd())
      const fields = schemas.has(kind.schemaFile)
        ? shapeOfSchema(schemas, kind.schemaFile)
            .fields.filter(field => field.shape.kind === "string" && field.shape.format === RICH_TEXT_FORMAT)
            .map(field => field.name)
        : []
      return [kind.typeName, fields]
    })
  )
  return richTextFields.get(typeName) ?? []
}

/** Every rich text of every entry (a field `richTextFieldsOf` its kind's type), as the files hold them. */
function richTextsOf(snapshot: ReturnType<typeof readContentSnapshot>): string[] {
  return EVERY_KIND.flatMap(kind =>
    filesOfKind(snapshot, kind.name).flatMap(({ data }) =>
      richTextFieldsOf(kind.typeName).flatMap(field => {
        const value = (data as Record<string, unknown> | undefined)?.[field]
        return typeof value === "string" ? [value] : []
      })
    )
  )
}

/** Before Gatsby reads any content: stop with every problem in data/ listed, one per line. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  // The check, the nodes' fields and the feed all read each rich text: parsed once in the build, many at once
  // in worker threads.
  rememberRichText()
  await analyseInWorkers(richTextsOf(readContentSnapshot(process.cwd())))
  const { checkedFiles, problems } = validateContent(process.cwd())
  if (problems.length > 0) reporter.panic(problemReport(problems))
  reporter.info(`${DATA_DIR}/: ${checkedFiles.length} files match their schemas`)
}

/** A file of the content's folder, as gatsby-source-filesystem reads it. */
const isContentFile = (node: Node) => node.internal.type === "File" && node.sourceInstanceName === CONTENT_SOURCE

const isDevelop = () => process.env.gatsby_executing_command === "develop"

/**
 * The nodes onCreateNode reads: an entry of a kind, and under `gatsby develop` a data file. Gatsby asks before
 * it calls onCreateNode, which costs it more than this question, for each of the thousands of nodes of a
 * large content.
 */
export const shouldOnCreateNode: GatsbyNode<Node>["shouldOnCreateNode"] = ({ node }) =>
  kindOfType(node.internal.type) !== undefined || (isDevelop() && isContentFile(node))

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
    const entry = entryOf(kind, String(file?.name), node, clockOf(readContentSnapshot(process.cwd())))
    actions.createNodeField({ node, name: ITEM_ID_FIELD, value: entry.id })
    actions.createNodeField({ node, name: "path", value: pathOf(kind, entry.address) })
    actions.createNodeField({ node, name: "live", value: isLive(entry) })
    // A rich text rendered once, when its entry is read: every query that asks for its HTML reads it here.
    for (const field of richTextFieldsOf(node.internal.type)) {
      const markdown = typeof node[field] === "string" ? node[field] : ""
      actions.createNodeField({ node, name: `${field}Html`, value: renderRichText(markdown) })
      actions.createNodeField({ node, name: `${field}ReadingMinutes`, value: readingMinutes(markdown) })
    }
  }
  if (!started || !isDevelop() || !isContentFile(node)) return
  const { problems } = validateContent(process.cwd())
  if (problems.length > 0) reporter.error(problemReport(problems))
  else reporter.success(`${DATA_DIR}/${String(node.base)}: saved, and all of ${DATA_DIR}/ matches its schemas`)
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  started = true
}

/**
 * Under `gatsby develop`, Gatsby makes the pages again after every change to the content, a deleted file
 * included (which no onCreateNode reports): a save or a deletion can publish a kind's first entry or take away
 * its last, and its index follows. A build makes the index once, in sourceNodes.
 */
export const createPages: GatsbyNode["createPages"] = helpers => {
  if (!started || process.env.gatsby_executing_command !== "develop") return
  const isLiveNode = (node: Node) => (node.fields as { live?: boolean } | undefined)?.live === true
  const [entryPages] = helpers.getNodesByType(typeNameForDataFile(ENTRY_PAGES_FILE))
  for (const kind of INDEXED_KINDS)
    indexNode(helpers, kind, helpers.getNodesByType(kind.typeName).some(isLiveNode), entryPages)
}

/**
 * Content types come from the JSON Schemas, so GraphQL and the editors' checks cannot drift apart. A rich
 * text's HTML and reading time are computed here, at build time (rich-text.ts): no Markdown reaches a
 * browser. `contentIndex` tells a page whether a kind's index page is published, and where.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // What onCreateNode made of the entry's rich text (`fields.bodyHtml`), or, for a node it did not see, made now.
  const fromField = (suffix: string, render: (markdown: string) => unknown) => (options: { of: string }) => ({
    resolve: (source: Record<string, unknown> & { fields?: Record<string, unknown> }) =>
      source.fields?.[`${options.of}${suffix}`] ??
      render(typeof source[options.of] === "string" ? (source[options.of] as string) : ""),
  })
  actions.createFieldExtension({
    name: RICH_TEXT_HTML_EXTENSION,
    args: { of: "String!" },
    extend: fromField("Html", renderRichText),
  })
  actions.createFieldExtension({
    name: READING_MINUTES_EXTENSION,
    args: { of: "String!" },
    extend: fromField("ReadingMinutes", readingMinutes),
  })
  // A list of entries an editor chose by their ids (related services): the entries of the type, in the order
  // named, by the function the content manager's preview uses too.
  actions.createFieldExtension({
    name: NAMED_ENTRIES_EXTENSION,
    args: { type: "String!" },
    extend: (options: { type: string }) => ({
      resolve: async (
        source: Record<string, unknown>,
        _args: unknown,
        context: NamedEntriesContext,
        info: { fieldName: string }
      ) => {
        const ids = source[info.fieldName] as string[] | undefined
        const { entries } = await context.nodeModel.findAll({
          type: options.type,
          query: { filter: { fields: { [ITEM_ID_FIELD]: { in: ids ?? [] } } } },
        })
        return entriesNamed(ids, entries, node => node.fields[ITEM_ID_FIELD])
      },
    }),
  })
  actions.createTypes(graphqlTypeDefs(loadSchemas(process.cwd()).schemas))
  actions.createTypes(`
    """A kind's index page (/team, /insights): published while the kind has a live entry. One node per kind, made once a build."""
    type ${CONTENT_INDEX_TYPE} implements Node @dontInfer {
      """The kind's name, such as person."""
      kind: String!
      """The index page's path, such as /team."""
      path: String!
      """Whether the page is published: true while at least one entry of the kind is live."""
      published: Boolean!
      """The words of the header's and the footer's link to it (data/entry-pages.json, its navigationLabel)."""
      label: String!
      """Where its link stands among the links to the index pages, from 0."""
      order: Int!
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
    EVERY_KIND.filter(kind => kind.groups).map(kind => [
      groupTypeName(schemas, kind),
      {
        path: {
          type: "String!",
          description: `The path of its page, which lists its live ${schemas.get(kind.schemaFile)!.title!.toLowerCase()} entries while it has one.`,
          resolve: (source: { id: string }) => groupPath(kind, source.id),
        },
      },
    ])
  )
  ;(createResolvers as (resolvers: Record<string, Record<string, unknown>>) => void)({
    ...groupTypes,
    Query: {
      contentIndex: {
        type: CONTENT_INDEX_TYPE,
        args: { kind: "String!" },
        description: "The index page of a kind of entry (person, article), if it has one.",
        // The kind's one small node (sourceNodes): a page that asks depends on it, not on the kind's entries.
        resolve: (
          _source: unknown,
          args: { kind: string },
          context: { nodeModel: { findOne(args: object): Promise<unknown> } }
        ) => context.nodeModel.findOne({ type: CONTENT_INDEX_TYPE, query: { filter: { kind: { eq: args.kind } } } }),
      },
    },
  })
}

/** The GraphQL type of the items a kind's groups are listed as (data/entry-pages.json's categories: `Category`). */
function groupTypeName(schemas: Map<string, JsonSchema>, kind: ContentKind): string {
  const { listedIn, list } = kind.groups!
  const schemaFile = listedIn.replace(/\.json$/, ".schema.json")
  const itemRef = schemas.get(schemaFile)?.properties?.[list]?.items?.$ref
  if (!itemRef) throw new Error(`${schemaFile}: "${list}" must be a list of items defined under "$defs"`)
  return refTarget(schemas, itemRef, schemaFile, `${schemaFile} (${list})`).name
}
