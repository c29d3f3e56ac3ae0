import fs from "fs"
import type { GatsbyNode } from "gatsby"
import {
  createSchemaCustomization,
  onCreateNode,
  onPostBootstrap,
  onPreBootstrap,
} from "../../../../plugins/content-schema/gatsby-node"
import { ITEM_ID_FIELD, graphqlTypeDefs } from "../../../../plugins/content-schema/graphql-types"
import { loadSchemas } from "../../../../plugins/content-schema/load-schemas"
import { DATA_DIR, SERVICE_PAGES, listDataFiles } from "../../../../plugins/content-schema/data-files"
import { scratchProject } from "../../support/scratch-project"
import { repoRoot } from "../../support/repo-root"

type Args<T extends keyof GatsbyNode> = Parameters<NonNullable<GatsbyNode[T]> & ((...args: never[]) => unknown)>[0]

function fakeReporter() {
  return { panic: jest.fn(), error: jest.fn(), info: jest.fn(), success: jest.fn() }
}

/** Runs `run` as Gatsby runs plugins under `gatsby <command>`, then puts the environment back. */
async function underGatsby(command: "develop" | "build", run: () => Promise<void>): Promise<void> {
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
        const plugin = await import("../../../../plugins/content-schema/gatsby-node")
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

  it("gives each node of a content folder's file its id, its file's name, and no other node", async () => {
    const createNodeField = jest.fn()
    const files: Record<string, { name: string }> = { "file-1": { name: "tax-planning" }, "file-2": { name: "steps" } }
    const create = (node: object) =>
      onCreateNode!(
        {
          node,
          getNode: (id: string) => files[id],
          actions: { createNodeField },
          reporter: fakeReporter(),
        } as unknown as Args<"onCreateNode">,
        { plugins: [] },
        () => undefined
      )
    const page = { id: "page-1", parent: "file-1", internal: { type: SERVICE_PAGES.typeName } }
    await create(page)
    expect(createNodeField).toHaveBeenCalledTimes(1)
    expect(createNodeField).toHaveBeenCalledWith({ node: page, name: ITEM_ID_FIELD, value: "tax-planning" })
    await create({ id: "steps-1", parent: "file-2", internal: { type: "StepsJson" } })
    await create({ id: "page-2", parent: null, internal: { type: SERVICE_PAGES.typeName } })
    expect(createNodeField).toHaveBeenCalledTimes(1)
  })

  it("gives Gatsby the GraphQL types derived from the schemas of the project it builds", async () => {
    const project = scratchProject()
    process.chdir(project.root)
    const createTypes = jest.fn()
    await createSchemaCustomization!(
      { actions: { createTypes } } as unknown as Args<"createSchemaCustomization">,
      { plugins: [] },
      () => undefined
    )
    expect(createTypes).toHaveBeenCalledWith(graphqlTypeDefs(loadSchemas(project.root).schemas))
  })
})
