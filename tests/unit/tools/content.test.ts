import fs from "fs"
import path from "path"
import { SERVICE_PAGES } from "../../../plugins/content-schema/data-files"
import { liveServicePages } from "../../../tools/content"
import { scratchProject } from "../support/scratch-project"

const DATA_FILES = "../../../plugins/content-schema/data-files"
type DataFiles = typeof import("../../../plugins/content-schema/data-files")
type Content = typeof import("../../../tools/content")
const ids = (pages: readonly { id: string }[]) => pages.map(page => page.id)

/** tools/content.ts as it reads the content folder `dataDir` (the place CONTENT_DIR names, as a build reads it). */
async function contentOf(dataDir: string): Promise<Content> {
  let loaded: Content | undefined
  try {
    await jest.isolateModulesAsync(async () => {
      jest.doMock(DATA_FILES, () => ({ ...jest.requireActual<DataFiles>(DATA_FILES), DATA_DIR: dataDir }))
      loaded = await import("../../../tools/content")
    })
  } finally {
    jest.dontMock(DATA_FILES)
  }
  return loaded!
}

describe("liveServicePages", () => {
  it("holds the service pages the site publishes, in the order of their files, but not the retired ones", async () => {
    const project = scratchProject()
    const folder = path.join(project.root, project.dataDir, SERVICE_PAGES.folder)
    fs.mkdirSync(folder, { recursive: true })
    // Pages of the test's own, after those of the content: ids sort after any lowercase one.
    project.write(`${SERVICE_PAGES.folder}/zz-live.json`, JSON.stringify({ address: "zz-live", heading: "Live" }))
    project.write(
      `${SERVICE_PAGES.folder}/zz-retired.json`,
      JSON.stringify({ address: "zz-retired", retiredTo: "zz-live", heading: "Retired" })
    )
    const scratch = await contentOf(path.join(project.root, project.dataDir))
    expect(ids(scratch.content.servicePages)).toEqual(expect.arrayContaining(["zz-live", "zz-retired"]))
    expect(ids(scratch.liveServicePages)).toEqual(
      ids(scratch.content.servicePages).filter(id => id === "zz-live" || ids(liveServicePages).includes(id))
    )
  })
})
