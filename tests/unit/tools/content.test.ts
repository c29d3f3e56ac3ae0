import fs from "fs"
import path from "path"
import { ARTICLE, CONTENT_KINDS, PAGE, PERSON, SERVICE_PAGE } from "../../../plugins/content-schema/content-kinds"
import { groupPath } from "../../../plugins/content-schema/content-entries"
import { scratchProject } from "../support/scratch-project"

const DATA_FILES = "../../../plugins/content-schema/data-files"
type DataFiles = typeof import("../../../plugins/content-schema/data-files")
type Content = typeof import("../../../tools/content")

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

/**
 * A copy of the content with no entry of its own and, in each kind's folder, entries of the test's own (only
 * the fields tools/content.ts reads): a live one renamed, a retired one; for articles, two categories.
 */
function projectWithEntries() {
  const project = scratchProject()
  const dataDir = path.join(project.root, project.dataDir)
  const write = (folder: string, id: string, data: object) =>
    fs.writeFileSync(path.join(dataDir, folder, `${id}.json`), JSON.stringify(data))
  for (const kind of CONTENT_KINDS) {
    fs.rmSync(path.join(dataDir, kind.folder), { recursive: true, force: true })
    fs.mkdirSync(path.join(dataDir, kind.folder))
  }
  write(SERVICE_PAGE.folder, "tax", { address: "tax-help", formerAddresses: ["tax"], heading: "Tax" })
  write(SERVICE_PAGE.folder, "old", { address: "old", retiredTo: "tax", heading: "Old" })
  write(PERSON.folder, "jo", { address: "jo", name: "Jo" })
  write(PERSON.folder, "al", { address: "al", retiredTo: PERSON.indexPath, name: "Al" })
  write(ARTICLE.folder, "first", { address: "first", formerAddresses: ["one"], title: "First", category: "zz-a" })
  write(ARTICLE.folder, "second", { address: "second", title: "Second", category: "zz-b" })
  write(ARTICLE.folder, "gone", { address: "gone", retiredTo: "first", title: "Gone", category: "zz-c" })
  write(PAGE.folder, "terms", { address: "terms", title: "Terms" })
  return { project, dataDir }
}

describe("content", () => {
  it("is the content of the folder the build reads, file by file", async () => {
    const project = scratchProject()
    const dataDir = path.join(project.root, project.dataDir)
    project.edit("site.json", site => (site.firmName = `${site.firmName} (a copy)`))
    const scratch = await contentOf(dataDir)
    const files: Record<string, string> = {
      site: "site.json",
      home: "home.json",
      services: "services.json",
      steps: "steps.json",
      whyChoose: "why-choose.json",
      testimonials: "testimonials.json",
      contact: "contact.json",
      notFound: "not-found.json",
      thankYou: "thank-you.json",
      insights: "insights.json",
    }
    for (const [name, file] of Object.entries(files))
      expect({ name, data: (scratch.content as Record<string, unknown>)[name] }).toEqual({
        name,
        data: JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")),
      })
    expect(scratch.content.site.firmName.endsWith(" (a copy)")).toBe(true)
  })

  it("gives each entry of every kind, retired ones too, with its id (its file's name) and its path", async () => {
    const { content } = await contentOf(projectWithEntries().dataDir)
    const summary = (entries: readonly { id: string; path: string; retiredTo?: string }[]) =>
      entries.map(({ id, path: entryPath, retiredTo }) => ({ id, path: entryPath, retiredTo }))
    expect(summary(content.servicePages)).toEqual([
      { id: "old", path: "/old", retiredTo: "tax" },
      { id: "tax", path: "/tax-help", retiredTo: undefined },
    ])
    expect(summary(content.people)).toEqual([
      { id: "al", path: "/team/al", retiredTo: PERSON.indexPath },
      { id: "jo", path: "/team/jo", retiredTo: undefined },
    ])
    expect(summary(content.articles).map(article => article.id)).toEqual(["first", "gone", "second"])
    expect(summary(content.pages)).toEqual([{ id: "terms", path: "/terms", retiredTo: undefined }])
    // The file's own fields come along, beside what the kinds make of them.
    expect(content.people.find(person => person.id === "jo")).toMatchObject({ kind: PERSON.name, name: "Jo" })
    expect(content.articles[0]).toMatchObject({ kind: ARTICLE.name, group: "zz-a", formerAddresses: ["one"] })
  })

  it("says which data file is missing", async () => {
    const project = scratchProject()
    fs.rmSync(path.join(project.root, project.dataDir, "steps.json"))
    await expect(contentOf(path.join(project.root, project.dataDir))).rejects.toThrow("steps.json is missing")
  })
})

describe("entries", () => {
  it("holds every entry of every kind, retired ones included", async () => {
    const scratch = await contentOf(projectWithEntries().dataDir)
    expect(scratch.entries.map(entry => `${entry.kind}:${entry.id}`).sort()).toEqual(
      [
        "service-page:tax",
        "service-page:old",
        "person:jo",
        "person:al",
        "article:first",
        "article:second",
        "article:gone",
        "page:terms",
      ].sort()
    )
  })
})

describe("liveServicePages", () => {
  it("holds the service pages the site publishes, in the order of their files, but not the retired ones", async () => {
    const scratch = await contentOf(projectWithEntries().dataDir)
    expect(scratch.liveServicePages.map(page => page.id)).toEqual(["tax"])
  })
})

describe("listingPages and contentPages", () => {
  it("publish every live entry's page, then each kind's index and the group pages of its live entries", async () => {
    const scratch = await contentOf(projectWithEntries().dataDir)
    expect(scratch.listingPages).toEqual([
      { kind: PERSON.name, path: PERSON.indexPath },
      { kind: ARTICLE.name, path: ARTICLE.indexPath },
      { kind: ARTICLE.name, path: groupPath(ARTICLE, "zz-a"), group: "zz-a" },
      { kind: ARTICLE.name, path: groupPath(ARTICLE, "zz-b"), group: "zz-b" },
    ])
    expect(scratch.contentPages).toEqual([
      { path: "/tax-help", kind: SERVICE_PAGE.name, id: "tax" },
      { path: "/team/jo", kind: PERSON.name, id: "jo" },
      { path: "/insights/first", kind: ARTICLE.name, id: "first" },
      { path: "/insights/second", kind: ARTICLE.name, id: "second" },
      { path: "/terms", kind: PAGE.name, id: "terms" },
      ...scratch.listingPages.map(({ path: listingPath, kind }) => ({ path: listingPath, kind })),
    ])
  })
})

describe("contentRedirects", () => {
  it("leads each former and retired address on, and a group page with no live entry to the index", async () => {
    const scratch = await contentOf(projectWithEntries().dataDir)
    expect(new Set(scratch.contentRedirects)).toEqual(
      new Set([
        { from: "/tax", to: "/tax-help" },
        { from: "/old", to: "/tax-help" },
        { from: "/team/al", to: PERSON.indexPath },
        { from: "/insights/one", to: "/insights/first" },
        { from: "/insights/gone", to: "/insights/first" },
        { from: groupPath(ARTICLE, "zz-c"), to: ARTICLE.indexPath },
      ])
    )
  })
})
