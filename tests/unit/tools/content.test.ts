import fs from "fs"
import path from "path"
import { EVERY_KIND, CONTENT_KINDS } from "../../../plugins/content-model/content-kinds"
import { groupPath } from "../../../plugins/content-model/content-entries"
import { scratchProject } from "../support/scratch-project"

const DATA_FILES = "../../../plugins/content-model/data-files"
type DataFiles = typeof import("../../../plugins/content-model/data-files")
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
  for (const kind of EVERY_KIND) {
    fs.rmSync(path.join(dataDir, kind.folder), { recursive: true, force: true })
    fs.mkdirSync(path.join(dataDir, kind.folder))
  }
  write(CONTENT_KINDS["service-page"].folder, "tax", { address: "tax-help", formerAddresses: ["tax"], heading: "Tax" })
  write(CONTENT_KINDS["service-page"].folder, "old", { address: "old", retiredTo: "tax", heading: "Old" })
  write(CONTENT_KINDS.person.folder, "jo", { address: "jo", name: "Jo" })
  write(CONTENT_KINDS.person.folder, "al", { address: "al", retiredTo: CONTENT_KINDS.person.indexPath, name: "Al" })
  write(CONTENT_KINDS.article.folder, "first", {
    address: "first",
    formerAddresses: ["one"],
    title: "First",
    category: "zz-a",
  })
  write(CONTENT_KINDS.article.folder, "second", { address: "second", title: "Second", category: "zz-b" })
  write(CONTENT_KINDS.article.folder, "gone", { address: "gone", retiredTo: "first", title: "Gone", category: "zz-c" })
  write(CONTENT_KINDS.page.folder, "terms", { address: "terms", title: "Terms" })
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
      entryPages: "entry-pages.json",
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
    expect(summary(content.entries["service-page"])).toEqual([
      { id: "old", path: "/old", retiredTo: "tax" },
      { id: "tax", path: "/tax-help", retiredTo: undefined },
    ])
    expect(summary(content.entries.person)).toEqual([
      { id: "al", path: "/team/al", retiredTo: CONTENT_KINDS.person.indexPath },
      { id: "jo", path: "/team/jo", retiredTo: undefined },
    ])
    expect(summary(content.entries.article).map(article => article.id)).toEqual(["first", "gone", "second"])
    expect(summary(content.entries.page)).toEqual([{ id: "terms", path: "/terms", retiredTo: undefined }])
    // The file's own fields come along, beside what the kinds make of them.
    expect(content.entries.person.find(person => person.id === "jo")).toMatchObject({
      kind: CONTENT_KINDS.person.name,
      name: "Jo",
    })
    expect(content.entries.article[0]).toMatchObject({
      kind: CONTENT_KINDS.article.name,
      group: "zz-a",
      formerAddresses: ["one"],
    })
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

describe("editedEntryFiles", () => {
  /**
   * The scratch content with `more` articles alike, each signed by Sam (a person like Jo, whom the sample
   * does not need), and a legal page like the terms: the footer names both, the sample needs one.
   */
  async function withArticles(more: number) {
    const { project, dataDir } = projectWithEntries()
    const write = (folder: string, id: string, data: object) =>
      fs.writeFileSync(path.join(dataDir, folder, `${id}.json`), JSON.stringify(data))
    write(CONTENT_KINDS.person.folder, "sam", { address: "sam", name: "Sam" })
    write(CONTENT_KINDS.page.folder, "privacy", { address: "privacy", title: "Privacy" })
    project.edit(
      "site.json",
      site => (site.footer = { ...(site.footer as object), legalNotices: [{ page: "terms" }, { page: "privacy" }] })
    )
    for (let number = 1; number <= more; number++)
      write(CONTENT_KINDS.article.folder, `more-${number}`, {
        address: `more-${number}`,
        title: `More ${number}`,
        category: "zz-b",
        author: "sam",
      })
    return contentOf(dataDir)
  }

  it("holds the sampled entries, live and retired, and those they or the site's files name, whatever the number of entries", async () => {
    const few = await withArticles(3)
    const many = await withArticles(60)
    for (const scratch of [few, many]) {
      const sampled = [
        ...scratch.sampledEntryFiles,
        ...scratch.sampledEntries.article.map(entry => `articles/${entry.id}.json`),
      ]
      expect(sampled.filter(file => !scratch.editedEntryFiles.has(file))).toEqual([])
      // Named by a sampled article (its author), not sampled itself.
      expect(scratch.sampledEntryFiles.has("people/sam.json")).toBe(false)
      expect(scratch.editedEntryFiles.has("people/sam.json")).toBe(true)
      // Named by the footer, one of them not sampled.
      const legal = ["pages/terms.json", "pages/privacy.json"]
      expect(legal.filter(file => !scratch.editedEntryFiles.has(file))).toEqual([])
      expect(legal.some(file => !scratch.sampledEntryFiles.has(file))).toBe(true)
    }
    expect(many.editedEntryFiles.size).toBe(few.editedEntryFiles.size)
    expect(many.editedEntryFiles.size).toBeLessThan(many.entries.length)
  })
})

describe("sampledEntryFiles", () => {
  it("holds, of each kind, files of its own entries, a retired one among them where the kind has one", async () => {
    const { dataDir } = projectWithEntries()
    const scratch = await contentOf(dataDir)
    for (const kind of EVERY_KIND) {
      const files = [...scratch.sampledEntryFiles].filter(file => file.startsWith(`${kind.folder}/`))
      expect({ kind: kind.name, missing: files.filter(file => !fs.existsSync(path.join(dataDir, file))) }).toEqual({
        kind: kind.name,
        missing: [],
      })
      const retired = scratch.content.entries[kind.name].filter(entry => entry.retiredTo !== undefined)
      if (retired.length > 0)
        expect(retired.some(entry => files.includes(`${kind.folder}/${entry.id}.json`))).toBe(true)
    }
    const everyFile = EVERY_KIND.flatMap(kind =>
      scratch.content.entries[kind.name].map(entry => `${kind.folder}/${entry.id}.json`)
    )
    expect([...scratch.sampledEntryFiles].filter(file => !everyFile.includes(file))).toEqual([])
  })
})

describe("editedEntryFiles, of live entries", () => {
  it("holds each sampled live entry's file, also one that the sample of live and retired entries leaves out", async () => {
    const scratch = await contentOf(projectWithEntries().dataDir)
    const live = EVERY_KIND.flatMap(kind =>
      scratch.sampledEntries[kind.name].map(entry => `${kind.folder}/${entry.id}.json`)
    )
    // Among all articles the retired one shows an article without former addresses; among the live ones the
    // second does, so only the sample of live ones holds it.
    expect(live.filter(file => !scratch.sampledEntryFiles.has(file))).not.toEqual([])
    expect(live.filter(file => !scratch.editedEntryFiles.has(file))).toEqual([])
  })
})

describe("editedEntryFiles, named at one remove", () => {
  it("also holds an entry named only by an entry it holds because a sampled one named it", async () => {
    const { dataDir } = projectWithEntries()
    const write = (kind: (typeof EVERY_KIND)[number], id: string, data: object) =>
      fs.writeFileSync(path.join(dataDir, kind.folder, `${id}.json`), JSON.stringify(data))
    const { person, article } = CONTENT_KINDS
    const servicePage = CONTENT_KINDS["service-page"]
    // Jo shows every case a person's services have, so Sam, who shows the same, is not sampled; Sam signs the
    // only signed article, which is; Sam works on a page like the renamed one, which is not sampled either.
    write(person, "jo", { address: "jo", name: "Jo", services: ["tax"] })
    write(person, "sam", { address: "sam", name: "Sam", services: ["zz-extra"] })
    write(article, "signed", { address: "signed", title: "Signed", category: "zz-b", author: "sam" })
    write(servicePage, "zz-extra", { address: "zz-extra", formerAddresses: ["zz-before"], heading: "Extra" })
    const scratch = await contentOf(dataDir)
    const sampled = new Set([
      ...scratch.sampledEntryFiles,
      ...EVERY_KIND.flatMap(kind => scratch.sampledEntries[kind.name].map(entry => `${kind.folder}/${entry.id}.json`)),
    ])
    const [sam, page] = [`${person.folder}/sam.json`, `${servicePage.folder}/zz-extra.json`]
    expect(sampled.has(`${article.folder}/signed.json`)).toBe(true)
    expect([sampled.has(sam), sampled.has(page)]).toEqual([false, false])
    expect([scratch.editedEntryFiles.has(sam), scratch.editedEntryFiles.has(page)]).toEqual([true, true])
  })
})

describe("sampledPages", () => {
  it("are the sampled live entries' pages, each kind's index and its first group page, in the order of contentPages", async () => {
    const scratch = await contentOf(projectWithEntries().dataDir)
    const sampledPaths = EVERY_KIND.flatMap(kind => scratch.sampledEntries[kind.name].map(entry => entry.path))
    expect(sampledPaths).not.toEqual([])
    const indexes = scratch.listingPages.filter(page => !page.group).map(page => page.path)
    const firstGroup = groupPath(CONTENT_KINDS.article, "zz-a")
    expect(scratch.sampledPages.map(page => page.path)).toEqual(
      scratch.contentPages
        .map(page => page.path)
        .filter(pagePath => [...sampledPaths, ...indexes, firstGroup].includes(pagePath))
    )
    expect(scratch.sampledPages.map(page => page.path)).not.toContain(groupPath(CONTENT_KINDS.article, "zz-b"))
    expect(indexes).toEqual([CONTENT_KINDS.person.indexPath, CONTENT_KINDS.article.indexPath])
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
      { kind: CONTENT_KINDS.person.name, path: CONTENT_KINDS.person.indexPath },
      { kind: CONTENT_KINDS.article.name, path: CONTENT_KINDS.article.indexPath },
      { kind: CONTENT_KINDS.article.name, path: groupPath(CONTENT_KINDS.article, "zz-a"), group: "zz-a" },
      { kind: CONTENT_KINDS.article.name, path: groupPath(CONTENT_KINDS.article, "zz-b"), group: "zz-b" },
    ])
    expect(scratch.contentPages).toEqual([
      { path: "/tax-help", kind: CONTENT_KINDS["service-page"].name, id: "tax" },
      { path: "/team/jo", kind: CONTENT_KINDS.person.name, id: "jo" },
      { path: "/insights/first", kind: CONTENT_KINDS.article.name, id: "first" },
      { path: "/insights/second", kind: CONTENT_KINDS.article.name, id: "second" },
      { path: "/terms", kind: CONTENT_KINDS.page.name, id: "terms" },
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
        { from: "/team/al", to: CONTENT_KINDS.person.indexPath },
        { from: "/insights/one", to: "/insights/first" },
        { from: "/insights/gone", to: "/insights/first" },
        { from: groupPath(CONTENT_KINDS.article, "zz-c"), to: CONTENT_KINDS.article.indexPath },
      ])
    )
  })
})
