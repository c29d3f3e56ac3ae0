import fs from "fs"
import path from "path"
import type { GatsbyNode, Node } from "gatsby"
import { Kind, parse, print, type ObjectTypeDefinitionNode } from "graphql"
import {
  createResolvers,
  createSchemaCustomization,
  onCreateNode,
  onPostBootstrap,
  onPreBootstrap,
  shouldOnCreateNode,
  sourceNodes,
} from "../../../../plugins/content-model/gatsby-node"
import {
  ITEM_ID_FIELD,
  NAMED_ENTRIES_EXTENSION,
  READING_MINUTES_EXTENSION,
  RICH_TEXT_HTML_EXTENSION,
  graphqlTypeDefs,
} from "../../../../plugins/content-model/graphql-types"
import { EVERY_KIND, CONTENT_KINDS, INDEXED_KINDS } from "../../../../plugins/content-model/content-kinds"
import { loadSchemas } from "../../../../plugins/content-model/load-schemas"
import { DATA_DIR, listDataFiles, SCHEMA_DIR, SHARED_SCHEMA } from "../../../../plugins/content-model/data-files"
import { readingMinutes, renderRichText } from "../../../../plugins/content-model/rich-text"
import { scratchProject } from "../../support/scratch-project"
import { repoRoot } from "../../support/repo-root"
import { addGeneratedArticles } from "../../../../tools/generated-content"

/** The fields of a kind's schema that are a rich text: those that refer to the shared definition. */
const richTextFieldsIn = (schemaFile: string): string[] =>
  Object.entries(
    (
      JSON.parse(fs.readFileSync(path.join(repoRoot, SCHEMA_DIR, schemaFile), "utf8")) as {
        properties: Record<string, { $ref?: string }>
      }
    ).properties
  ).flatMap(([field, property]) => (property.$ref === `${SHARED_SCHEMA}#/$defs/RichText` ? [field] : []))

type Args<T extends keyof GatsbyNode> = Parameters<NonNullable<GatsbyNode[T]> & ((...args: never[]) => unknown)>[0]

function fakeReporter() {
  return { panic: jest.fn(), error: jest.fn(), info: jest.fn(), success: jest.fn() }
}

/** What Gatsby hands onCreateNode for a node of content, with `parts` of it given by the test. */
function createNodeArgs(parts: { node: object; getNode: (id: string) => unknown } & Record<string, unknown>) {
  return {
    getNodesByType: () => [],
    createNodeId: (seed: string) => seed,
    createContentDigest: () => "digest",
    reporter: fakeReporter(),
    ...parts,
  } as unknown as Args<"onCreateNode">
}

/** Runs `run` as Gatsby runs plugins under `gatsby <command>`, then puts the environment back. */
async function underGatsby(command: "develop" | "build", run: () => Promise<void> | void): Promise<void> {
  const previous = process.env.gatsby_executing_command
  process.env.gatsby_executing_command = command
  try {
    await run()
  } finally {
    if (previous === undefined) delete process.env.gatsby_executing_command
    else process.env.gatsby_executing_command = previous
  }
}

describe("the build's content check (gatsby-node.ts)", () => {
  const startDir = process.cwd()
  afterEach(() => process.chdir(startDir))

  it("lets the build go on when the content is valid", async () => {
    const project = scratchProject()
    process.chdir(project.root)
    const reporter = fakeReporter()
    await onPreBootstrap!({ reporter } as unknown as Args<"onPreBootstrap">, { plugins: [] }, () => undefined)
    expect(reporter.panic).not.toHaveBeenCalled()
    expect(reporter.info).toHaveBeenCalledWith(
      `${project.dataDir}/: ${listDataFiles(repoRoot, DATA_DIR).length} files match their schemas`
    )
  })

  it("stops the build before Gatsby reads the content, listing every problem on its own line", async () => {
    const project = scratchProject()
    const dir = project.dataDir
    project.edit("testimonials.json", data => (data.items[0].rating = 7))
    project.edit("why-choose.json", data => (data.reasons = []))
    process.chdir(project.root)
    const reporter = fakeReporter()
    await onPreBootstrap!({ reporter } as unknown as Args<"onPreBootstrap">, { plugins: [] }, () => undefined)
    expect(reporter.panic).toHaveBeenCalledTimes(1)
    const report: string = reporter.panic.mock.calls[0][0]
    expect(report.split("\n")).toEqual([
      `The content in ${dir}/ has 2 problems:`,
      expect.stringMatching(
        new RegExp(
          `^ {2}${dir}/testimonials\\.json: .+ \\(items\\[0\\]\\.rating\\): A whole number from 1 to 5 \\(now 7\\)$`
        )
      ),
      expect.stringMatching(
        new RegExp(`^ {2}${dir}/why-choose\\.json: .+ \\(reasons\\): At least 1 item \\(now none\\)$`)
      ),
      "Fix them and save; see docs/editing-content.md for what each message means.",
    ])
  })

  it("under gatsby develop, reports a bad save without stopping, and confirms the fix", async () => {
    const project = scratchProject()
    process.chdir(project.root)
    await underGatsby("develop", async () => {
      await onPostBootstrap!({} as Args<"onPostBootstrap">, { plugins: [] }, () => undefined)
      const reporter = fakeReporter()
      const saved = { reporter, node: { internal: { type: "File" }, sourceInstanceName: "data", base: "steps.json" } }

      project.write("steps.json", "{ oops")
      await onCreateNode!(saved as unknown as Args<"onCreateNode">, { plugins: [] }, () => undefined)
      expect(reporter.panic).not.toHaveBeenCalled()
      expect(reporter.error).toHaveBeenCalledWith(
        expect.stringContaining(`${project.dataDir}/steps.json: invalid JSON at line 1, column 3`)
      )

      project.write("steps.json", fs.readFileSync(`${repoRoot}/${project.dataDir}/steps.json`, "utf8"))
      await onCreateNode!(saved as unknown as Args<"onCreateNode">, { plugins: [] }, () => undefined)
      expect(reporter.success).toHaveBeenCalledWith(expect.stringContaining(`${project.dataDir}/steps.json: saved`))
    })
  })

  it("under gatsby develop, checks again only when a file of the content is saved, and only once Gatsby has started", async () => {
    const project = scratchProject()
    project.write("steps.json", "{ oops")
    process.chdir(project.root)
    await underGatsby("develop", async () => {
      await jest.isolateModulesAsync(async () => {
        const plugin = await import("../../../../plugins/content-model/gatsby-node")
        const reporter = fakeReporter()
        const save = (node: object) =>
          plugin.onCreateNode!({ reporter, node } as unknown as Args<"onCreateNode">, { plugins: [] }, () => undefined)
        const dataFile = { internal: { type: "File" }, sourceInstanceName: "data", base: "steps.json" }
        await save(dataFile)
        expect(reporter.error).not.toHaveBeenCalled()
        await plugin.onPostBootstrap!({} as Args<"onPostBootstrap">, { plugins: [] }, () => undefined)
        await save({ ...dataFile, internal: { type: "StepsJson" } })
        await save({ ...dataFile, sourceInstanceName: "images" })
        expect(reporter.error).not.toHaveBeenCalled()
        await save(dataFile)
        expect(reporter.error).toHaveBeenCalledTimes(1)
      })
    })
  })

  it("under gatsby build, checks nothing on save: the check before the build has done it", async () => {
    const project = scratchProject()
    project.write("steps.json", "{ oops")
    process.chdir(project.root)
    await underGatsby("build", async () => {
      await onPostBootstrap!({} as Args<"onPostBootstrap">, { plugins: [] }, () => undefined)
      const reporter = fakeReporter()
      const node = { internal: { type: "File" }, sourceInstanceName: "data", base: "steps.json" }
      await onCreateNode!({ reporter, node } as unknown as Args<"onCreateNode">, { plugins: [] }, () => undefined)
      expect(reporter.error).not.toHaveBeenCalled()
      expect(reporter.success).not.toHaveBeenCalled()
    })
  })

  it.each(EVERY_KIND.map(kind => [kind.name, kind]))(
    "gives each node of an entry of the kind %s its id (its file's name), its path in its kind's space and whether it is live",
    async (_name, kind) => {
      // A copy of the plugin of its own: each kind's rich-text fields, read once per process, are read in this case.
      let plugin: typeof import("../../../../plugins/content-model/gatsby-node") | undefined
      await jest.isolateModulesAsync(async () => {
        plugin = await import("../../../../plugins/content-model/gatsby-node")
      })
      const createNodeField = jest.fn<void, [unknown]>()
      const files: Record<string, { name: string }> = { "file-1": { name: "unit-id" }, "file-2": { name: "unit-old" } }
      const create = (node: object) =>
        plugin!.onCreateNode!(
          createNodeArgs({
            node,
            getNode: (id: string) => files[id],
            actions: { createNodeField, createNode: jest.fn() },
          }),
          { plugins: [] },
          () => undefined
        )
      const live = { id: "node-1", parent: "file-1", internal: { type: kind.typeName }, address: "unit-address" }
      // The entry's rich text (the fields its schema gives the shared RichText), rendered once, here.
      const textFields = richTextFieldsIn(kind.schemaFile)
      const rendered = (node: object) =>
        textFields.flatMap(field => [
          { node, name: `${field}Html`, value: renderRichText("") },
          { node, name: `${field}ReadingMinutes`, value: readingMinutes("") },
        ])
      await create(live)
      expect(createNodeField.mock.calls.map(([field]) => field)).toEqual([
        { node: live, name: ITEM_ID_FIELD, value: "unit-id" },
        { node: live, name: "path", value: `${kind.basePath}unit-address` },
        { node: live, name: "live", value: true },
        ...rendered(live),
      ])
      createNodeField.mockClear()
      const retired = { ...live, id: "node-2", parent: "file-2", retiredTo: "unit-id" }
      await create(retired)
      expect(createNodeField.mock.calls.map(([field]) => field)).toEqual([
        { node: retired, name: ITEM_ID_FIELD, value: "unit-old" },
        { node: retired, name: "path", value: `${kind.basePath}unit-address` },
        { node: retired, name: "live", value: false },
        ...rendered(retired),
      ])
    }
  )

  /** The ContentIndexPage nodes a call of sourceNodes or onCreateNode creates, as [kind, path, published]. */
  function indexNodesOf(createNode: jest.Mock): [string, string, boolean][] {
    type IndexNode = { internal: { type: string }; kind: string; path: string; published: boolean }
    return (createNode.mock.calls as [IndexNode][]).map(([node]) => {
      expect(node.internal.type).toBe("ContentIndexPage")
      return [node.kind, node.path, node.published]
    })
  }
  // In the order of their links (content-kinds.ts, INDEXED_KINDS).
  const indexedKinds = INDEXED_KINDS
  const sourceHelpers = (createNode: jest.Mock) =>
    ({
      actions: { createNode },
      createNodeId: (seed: string) => seed,
      createContentDigest: (fields: object) => JSON.stringify(fields),
    }) as unknown as Args<"sourceNodes">

  it("makes one node per kind with an index page, published while the content has a live entry of the kind", async () => {
    const project = scratchProject()
    process.chdir(project.root)
    const empty = jest.fn()
    for (const kind of indexedKinds)
      fs.rmSync(`${project.root}/${DATA_DIR}/${kind.folder}`, { recursive: true, force: true })
    await sourceNodes!(sourceHelpers(empty), { plugins: [] }, () => undefined)
    expect(indexNodesOf(empty)).toEqual(indexedKinds.map(kind => [kind.name, kind.indexPath, false]))
    addGeneratedArticles(`${project.root}/${DATA_DIR}`, 1)
    const grown = jest.fn()
    await sourceNodes!(sourceHelpers(grown), { plugins: [] }, () => undefined)
    // The generated articles and the people who sign them.
    const generatedKinds: readonly unknown[] = [CONTENT_KINDS.article, CONTENT_KINDS.person]
    expect(indexNodesOf(grown)).toEqual(
      indexedKinds.map(kind => [kind.name, kind.indexPath, generatedKinds.includes(kind)])
    )
    // Each kind's own node, made of nothing else.
    const nodes = (grown.mock.calls as [{ id: string }][]).map(([node]) => node)
    expect(new Set(nodes.map(node => node.id)).size).toBe(indexedKinds.length)
    for (const node of nodes) expect(node).toMatchObject({ parent: null, children: [] })
    // Each with its link's words from data/entry-pages.json, and where its link stands among the others.
    const entryPages = JSON.parse(fs.readFileSync(`${project.root}/${DATA_DIR}/entry-pages.json`, "utf8")) as Record<
      string,
      { navigationLabel: string }
    >
    const labelled = nodes.map(node => {
      const { label, order } = node as unknown as { label: string; order: number }
      return { label, order }
    })
    expect(labelled).toEqual(
      indexedKinds.map((kind, order) => ({ label: entryPages[kind.indexTextsKey!].navigationLabel, order }))
    )
    // People without articles: the team's index is published, the insights' is not.
    fs.rmSync(`${project.root}/${DATA_DIR}/${CONTENT_KINDS.article.folder}`, { recursive: true })
    const peopleOnly = jest.fn()
    await sourceNodes!(sourceHelpers(peopleOnly), { plugins: [] }, () => undefined)
    expect(indexNodesOf(peopleOnly)).toEqual(
      indexedKinds.map(kind => [kind.name, kind.indexPath, kind === CONTENT_KINDS.person])
    )
  })

  it("under gatsby develop, each kind's index follows the entries after every change, a deleted one's too; before Gatsby has started, and under gatsby build, sourceNodes alone makes it", async () => {
    await jest.isolateModulesAsync(async () => {
      const plugin = await import("../../../../plugins/content-model/gatsby-node")
      const kind = indexedKinds[0]
      /** The index nodes createPages makes while the kind's nodes are `nodes`. */
      const makePages = async (nodes: object[]) => {
        const createNode = jest.fn()
        const helpers = {
          actions: { createNode },
          createNodeId: (seed: string) => seed,
          createContentDigest: (fields: object) => JSON.stringify(fields),
          getNodesByType: (type: string) => (type === kind.typeName ? nodes : []),
        }
        await plugin.createPages!(helpers as unknown as Args<"createPages">, { plugins: [] }, () => undefined)
        return indexNodesOf(createNode).filter(([name]) => name === kind.name)
      }
      const live = { id: "node-1", fields: { live: true } }
      const retired = { id: "node-2", fields: { live: false } }
      await underGatsby("develop", async () => {
        expect(await makePages([live])).toEqual([])
        await plugin.onPostBootstrap!({} as Args<"onPostBootstrap">, { plugins: [] }, () => undefined)
        expect(await makePages([live, retired])).toEqual([[kind.name, kind.indexPath, true]])
        expect(await makePages([retired])).toEqual([[kind.name, kind.indexPath, false]])
        expect(await makePages([])).toEqual([[kind.name, kind.indexPath, false]])
      })
      await underGatsby("build", async () => expect(await makePages([live])).toEqual([]))
    })
  })

  it("asks for onCreateNode only for an entry of a kind and, under gatsby develop, a file of the content", async () => {
    const asks = (node: object) => shouldOnCreateNode!({ node } as unknown as { node: Node }, { plugins: [] })
    const dataFile = { internal: { type: "File" }, sourceInstanceName: "data" }
    const others = [
      { internal: { type: "StepsJson" } },
      { ...dataFile, sourceInstanceName: "images" },
      { internal: { type: "SitePage" } },
    ]
    await underGatsby("build", () => {
      for (const kind of EVERY_KIND) expect(asks({ internal: { type: kind.typeName } })).toBe(true)
      for (const node of [dataFile, ...others]) expect(asks(node)).toBe(false)
    })
    await underGatsby("develop", () => {
      expect(asks(dataFile)).toBe(true)
      expect(asks({ internal: { type: CONTENT_KINDS.article.typeName } })).toBe(true)
      for (const node of others) expect(asks(node)).toBe(false)
    })
  })

  it("gives no fields to the node of another data file, nor to an entry's node without a file", async () => {
    const createNodeField = jest.fn()
    const create = (node: object) =>
      onCreateNode!(
        {
          node,
          getNode: () => ({ name: "steps" }),
          actions: { createNodeField },
          reporter: fakeReporter(),
        } as unknown as Args<"onCreateNode">,
        { plugins: [] },
        () => undefined
      )
    await create({ id: "steps-1", parent: "file-2", internal: { type: "StepsJson" } })
    await create({ id: "page-2", parent: null, internal: { type: CONTENT_KINDS["service-page"].typeName } })
    expect(createNodeField).not.toHaveBeenCalled()
  })

  it("gives Gatsby the GraphQL types derived from the schemas of the project it builds, and the index pages' type", async () => {
    const project = scratchProject()
    process.chdir(project.root)
    const createTypes = jest.fn()
    await createSchemaCustomization!(
      { actions: { createTypes, createFieldExtension: jest.fn() } } as unknown as Args<"createSchemaCustomization">,
      { plugins: [] },
      () => undefined
    )
    expect(createTypes).toHaveBeenCalledWith(graphqlTypeDefs(loadSchemas(project.root).schemas))
    const contentIndex = parse(String(createTypes.mock.calls[1][0])).definitions[0]
    expect(contentIndex).toMatchObject({ kind: Kind.OBJECT_TYPE_DEFINITION, name: { value: "ContentIndexPage" } })
    expect((contentIndex as ObjectTypeDefinitionNode).interfaces!.map(type => type.name.value)).toEqual(["Node"])
    const fields = (contentIndex as ObjectTypeDefinitionNode).fields!
    expect(fields.map(field => [field.name.value, print(field.type), Boolean(field.description)])).toEqual([
      ["kind", "String!", true],
      ["path", "String!", true],
      ["published", "Boolean!", true],
      ["label", "String!", true],
      ["order", "Int!", true],
    ])
    expect((contentIndex as ObjectTypeDefinitionNode).description).toBeDefined()
  })
})

describe("the field extensions of rich text (gatsby-node.ts)", () => {
  /** The extensions as Gatsby gets them, by name. */
  async function extensions() {
    const createFieldExtension = jest.fn()
    await createSchemaCustomization!(
      { actions: { createTypes: jest.fn(), createFieldExtension } } as unknown as Args<"createSchemaCustomization">,
      { plugins: [] },
      () => undefined
    )
    type Extension = {
      name: string
      args: Record<string, string>
      extend: (options: { of: string }) => { resolve: (source: Record<string, unknown>) => unknown }
    }
    return new Map(createFieldExtension.mock.calls.map(([extension]: [Extension]) => [extension.name, extension]))
  }
  const markdown = "# A heading\n\nSome **bold** words and <b>raw HTML</b>.\n\n" + "word ".repeat(500)

  it("reads what onCreateNode rendered of the field it names, from the node's fields", async () => {
    const all = await extensions()
    const source = { body: markdown, fields: { bodyHtml: "<p>made once</p>", bodyReadingMinutes: 7 } }
    expect(all.get(RICH_TEXT_HTML_EXTENSION)!.extend({ of: "body" }).resolve(source)).toBe("<p>made once</p>")
    expect(all.get(READING_MINUTES_EXTENSION)!.extend({ of: "body" }).resolve(source)).toBe(7)
  })

  it("renders the field it names as the site's HTML, made at build time, for a node onCreateNode did not see", async () => {
    const html = (await extensions()).get(RICH_TEXT_HTML_EXTENSION)!
    expect(html.args).toEqual({ of: "String!" })
    const resolved = html.extend({ of: "bio" }).resolve({ bio: markdown, other: "ignored" })
    expect(resolved).toBe(renderRichText(markdown))
    expect(resolved).toContain("<h2>A heading</h2>")
    expect(resolved).not.toContain("<b>")
    expect(html.extend({ of: "bio" }).resolve({ bio: 3 })).toBe("")
    expect(html.extend({ of: "bio" }).resolve({})).toBe("")
  })

  it("counts the minutes the field it names takes to read", async () => {
    const minutes = (await extensions()).get(READING_MINUTES_EXTENSION)!
    expect(minutes.args).toEqual({ of: "String!" })
    expect(minutes.extend({ of: "body" }).resolve({ body: markdown })).toBe(readingMinutes(markdown))
    expect(minutes.extend({ of: "body" }).resolve({ body: markdown })).toBe(3)
    expect(minutes.extend({ of: "body" }).resolve({ bio: markdown })).toBe(1)
  })
})

describe("the namedEntries extension: a list of entries an editor chose by their ids", () => {
  it("asks Gatsby's node model for the type's nodes with those ids, and gives them in the order named", async () => {
    const createFieldExtension = jest.fn()
    await createSchemaCustomization!(
      { actions: { createTypes: jest.fn(), createFieldExtension } } as unknown as Args<"createSchemaCustomization">,
      { plugins: [] },
      () => undefined
    )
    const extension = createFieldExtension.mock.calls
      .map(([candidate]: [{ name: string }]) => candidate)
      .find(candidate => candidate.name === NAMED_ENTRIES_EXTENSION) as unknown as {
      args: Record<string, string>
      extend: (options: { type: string }) => {
        resolve: (source: object, args: object, context: object, info: { fieldName: string }) => Promise<unknown>
      }
    }
    expect(extension.args).toEqual({ type: "String!" })
    const node = (id: string) => ({ id: `node-${id}`, fields: { [ITEM_ID_FIELD]: id } })
    // The node model answers in its own order, and without an id that no node has.
    const findAll = jest.fn(() => Promise.resolve({ entries: [node("b"), node("c"), node("a")] }))
    const type = CONTENT_KINDS["service-page"].typeName
    const resolved = await extension
      .extend({ type })
      .resolve({ services: ["a", "gone", "c"] }, {}, { nodeModel: { findAll } }, { fieldName: "services" })
    expect(resolved).toEqual([node("a"), node("c")])
    expect(findAll).toHaveBeenCalledWith({
      type,
      query: { filter: { fields: { [ITEM_ID_FIELD]: { in: ["a", "gone", "c"] } } } },
    })
    findAll.mockClear()
    const none = await extension.extend({ type }).resolve({}, {}, { nodeModel: { findAll } }, { fieldName: "services" })
    expect(none).toEqual([])
    expect(findAll).toHaveBeenCalledWith({ type, query: { filter: { fields: { [ITEM_ID_FIELD]: { in: [] } } } } })
  })
})

describe("the resolvers (gatsby-node.ts)", () => {
  const startDir = process.cwd()
  afterEach(() => process.chdir(startDir))

  type Resolver = {
    type: string
    args?: Record<string, string>
    description: string
    resolve: (...args: unknown[]) => unknown
  }
  /** The resolvers the plugin gives Gatsby for the project in the current folder. */
  async function resolvers(): Promise<Record<string, Record<string, Resolver>>> {
    const create = jest.fn<void, [Record<string, Record<string, Resolver>>]>()
    await createResolvers!(
      { createResolvers: create } as unknown as Args<"createResolvers">,
      { plugins: [] },
      () => undefined
    )
    expect(create).toHaveBeenCalledTimes(1)
    return create.mock.calls[0][0]
  }

  it("gives each category the path of its page", async () => {
    const project = scratchProject()
    process.chdir(project.root)
    const { Category } = await resolvers()
    expect(Category.path.type).toBe("String!")
    // Described for GraphiQL in the words of the kind's schema.
    const kindTitle = loadSchemas(project.root).schemas.get(CONTENT_KINDS.article.schemaFile)!.title!
    expect(Category.path.description).toContain(` ${kindTitle.toLowerCase()} `)
    expect(Category.path.resolve({ id: "tax" })).toBe("/insights/category/tax")
  })

  it("tells a page where a kind's index page is and whether it is published, from the kind's one small node", async () => {
    process.chdir(scratchProject().root)
    const { contentIndex } = (await resolvers()).Query
    expect(contentIndex.args).toEqual({ kind: "String!" })
    expect(contentIndex.description).toMatch(/\w/)
    const node = { kind: CONTENT_KINDS.person.name, path: "/team", published: true }
    const findOne = jest.fn<Promise<unknown>, [object]>(() => Promise.resolve(node))
    expect(await contentIndex.resolve({}, { kind: CONTENT_KINDS.person.name }, { nodeModel: { findOne } })).toBe(node)
    // Only that node: a page's query never reaches the kind's entries.
    expect(findOne).toHaveBeenCalledWith({
      type: "ContentIndexPage",
      query: { filter: { kind: { eq: CONTENT_KINDS.person.name } } },
    })
  })

  it("says which list must hold the groups when the schema does not list them as items of a definition, or has no such list, and where a definition is missing", async () => {
    const { listedIn, list } = CONTENT_KINDS.article.groups!
    const schemaName = listedIn.replace(/\.json$/, ".schema.json")
    /** The resolvers of a project whose schema of the groups' file is changed by `change`. */
    const resolversAfter = (change: (schema: { properties: Record<string, { items?: object }> }) => void) => {
      const project = scratchProject()
      const schemaFile = `${project.root}/${project.dataDir}/schemas/${schemaName}`
      const schema = JSON.parse(fs.readFileSync(schemaFile, "utf8"))
      change(schema)
      fs.writeFileSync(schemaFile, JSON.stringify(schema))
      process.chdir(project.root)
      return resolvers()
    }
    const notItems = `${schemaName}: "${list}" must be a list of items defined under "$defs"`
    await expect(resolversAfter(schema => (schema.properties[list].items = { type: "string" }))).rejects.toThrow(
      notItems
    )
    await expect(resolversAfter(schema => delete schema.properties[list])).rejects.toThrow(notItems)
    await expect(
      resolversAfter(schema => (schema.properties[list].items = { $ref: "#/$defs/Missing" }))
    ).rejects.toThrow(`${schemaName} (${list}): cannot resolve "$ref": "#/$defs/Missing"`)
  })
})
