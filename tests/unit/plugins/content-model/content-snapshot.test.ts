import fs from "fs"
import path from "path"
import { EVERY_KIND, CONTENT_KINDS, liveFormat } from "../../../../plugins/content-model/content-kinds"
import { contentPaths, entryOf } from "../../../../plugins/content-model/content-entries"
import {
  dataOf,
  entriesOf,
  filesOfKind,
  readContentSnapshot,
  reservedAtTopOf,
  reservedByPlugins,
  clockOf,
  siteFactsOfSnapshot,
} from "../../../../plugins/content-model/content-snapshot"
import { listDataFiles, listSchemaFiles } from "../../../../plugins/content-model/data-files"
import { loadSchemas } from "../../../../plugins/content-model/load-schemas"
import { reservedAtTop } from "../../../../plugins/content-model/site-facts"
import { SEARCH_PATH } from "../../../../src/lib/page-paths"
import { INDEX_FOLDER } from "../../../../src/search/names"
import { ADMIN_PATH } from "../../../../plugins/content-admin/names"
import { MANIFEST_PATH } from "../../../../src/components/seo/site-assets"
import { withFoldersListedInReverse } from "../../support/listed-in-reverse"
import { scratchProject } from "../../support/scratch-project"
import { scratchFolder } from "../../support/scratch-folder"
import { repoRoot } from "../../support/repo-root"

type Project = ReturnType<typeof scratchProject>

/** The content folder of a scratch project, and a writer of files inside it (folders made as needed). */
function contentOf(project: Project) {
  const dir = path.join(project.root, project.dataDir)
  return {
    dir,
    put(file: string, text: string) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), text)
    },
  }
}

/** A scratch project whose kinds' folders hold only the files `entries` gives (kind folder/id → content). */
function projectWithEntries(entries: Record<string, unknown>): Project {
  const project = scratchProject()
  const content = contentOf(project)
  for (const kind of EVERY_KIND) fs.rmSync(path.join(content.dir, kind.folder), { recursive: true, force: true })
  for (const [file, data] of Object.entries(entries))
    content.put(`${file}.json`, typeof data === "string" ? data : JSON.stringify(data))
  return project
}

describe("readContentSnapshot: the content read once", () => {
  it("reads every data file and schema of the content folder once, and no file twice", () => {
    const project = scratchProject()
    const read = jest.spyOn(fs, "readFileSync")
    try {
      readContentSnapshot(project.root, project.dataDir)
      const paths = read.mock.calls.map(([file]) => path.resolve(String(file)))
      const contentDir = path.resolve(project.root, project.dataDir)
      const expected = [
        ...listDataFiles(project.root, project.dataDir).map(file => path.join(contentDir, file)),
        ...listSchemaFiles(project.root, project.dataDir).map(file => path.join(contentDir, "schemas", file)),
        // And what the plugins declare they publish at the top of the site.
        ...fs
          .readdirSync(path.join(project.root, "plugins"))
          .map(plugin => path.join(project.root, "plugins", plugin, "package.json")),
      ]
      expect(expected.length).toBeGreaterThan(10)
      expect([...paths].sort()).toEqual([...expected].sort())
    } finally {
      read.mockRestore()
    }
  })

  it("reads the content again only once a file of it, or of src/pages, is written, added or removed", () => {
    const project = scratchProject()
    const content = contentOf(project)
    const read = jest.spyOn(fs, "readFileSync")
    try {
      const first = readContentSnapshot(project.root, project.dataDir)
      const readsOfOne = read.mock.calls.length
      expect(readContentSnapshot(project.root, project.dataDir)).toBe(first)
      expect(read.mock.calls.length).toBe(readsOfOne)

      const site = path.join(content.dir, "site.json")
      fs.appendFileSync(site, "\n")
      const written = readContentSnapshot(project.root, project.dataDir)
      expect(written).not.toBe(first)
      expect(written.files.find(file => file.dataFile === "site.json")?.text).toBe(fs.readFileSync(site, "utf8"))
      expect(readContentSnapshot(project.root, project.dataDir)).toBe(written)

      content.put("extra/notes.json", "{}")
      const added = readContentSnapshot(project.root, project.dataDir)
      expect(added.unknownFolders).toEqual([...written.unknownFolders, "extra"].sort())
      fs.rmSync(path.join(content.dir, "extra"), { recursive: true })
      expect(readContentSnapshot(project.root, project.dataDir).unknownFolders).toEqual(written.unknownFolders)

      fs.writeFileSync(path.join(project.root, "src", "pages", "extra-page.tsx"), "")
      expect(readContentSnapshot(project.root, project.dataDir).pageStems).toContain("extra-page")
    } finally {
      read.mockRestore()
    }
  })

  it("keeps its read while the project's other files change: a component, a style, a file at the top", () => {
    const project = scratchProject()
    const first = readContentSnapshot(project.root, project.dataDir)
    for (const file of ["src/components/extra.tsx", "src/styles/extra.ts", "extra.md"]) {
      fs.mkdirSync(path.dirname(path.join(project.root, file)), { recursive: true })
      fs.writeFileSync(path.join(project.root, file), "")
    }
    expect(readContentSnapshot(project.root, project.dataDir)).toBe(first)
  })

  it("gives the read to every copy of the module in the process: Gatsby bundles one into each plugin", () => {
    const project = scratchProject()
    const first = readContentSnapshot(project.root, project.dataDir)
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const copy = require("../../../../plugins/content-model/content-snapshot") as {
        readContentSnapshot: typeof readContentSnapshot
      }
      expect(copy.readContentSnapshot).not.toBe(readContentSnapshot)
      expect(copy.readContentSnapshot(project.root, project.dataDir)).toBe(first)
    })
  })

  it("reads each content folder for itself", () => {
    const folder = CONTENT_KINDS.page.folder
    const one = projectWithEntries({ [`${folder}/one`]: { address: "one" } })
    const other = projectWithEntries({})
    const ofOne = readContentSnapshot(one.root, one.dataDir)
    const ofOther = readContentSnapshot(other.root, other.dataDir)
    expect(entriesOf(ofOne).map(entry => entry.id)).toEqual(["one"])
    expect(entriesOf(ofOther)).toEqual([])
    expect(entriesOf(readContentSnapshot(one.root, one.dataDir)).map(entry => entry.id)).toEqual(["one"])
  })

  it("reads each of two content folders for itself even while neither holds a file but its schemas folder", () => {
    const root = scratchFolder("two-contents-")
    fs.mkdirSync(path.join(root, "src", "pages"), { recursive: true })
    fs.writeFileSync(path.join(root, "src", "pages", "index.tsx"), "")
    for (const folder of ["first", "second"]) fs.mkdirSync(path.join(root, folder, "schemas"), { recursive: true })
    expect(readContentSnapshot(root, "first").dataDir).toBe("first")
    expect(readContentSnapshot(root, "second").dataDir).toBe("second")
  })

  it("keeps each data file's path in the content folder, its text and its parsed value, in the order of listDataFiles", () => {
    const project = scratchProject()
    const snapshot = readContentSnapshot(project.root, project.dataDir)
    expect(snapshot.rootDir).toBe(project.root)
    expect(snapshot.dataDir).toBe(project.dataDir)
    expect(snapshot.files.map(file => file.dataFile)).toEqual(listDataFiles(repoRoot))
    for (const { dataFile, text, parsed } of snapshot.files) {
      expect(text).toBe(fs.readFileSync(path.join(project.root, project.dataDir, dataFile), "utf8"))
      expect(parsed).toEqual({ ok: true, value: JSON.parse(text) })
    }
    expect(snapshot.schemas).toEqual(loadSchemas(project.root, project.dataDir))
  })

  it("keeps a file that is not valid JSON with where it breaks, and gives no data for it", () => {
    const project = scratchProject()
    project.write("steps.json", "{")
    const snapshot = readContentSnapshot(project.root, project.dataDir)
    expect(snapshot.files.find(file => file.dataFile === "steps.json")).toEqual({
      dataFile: "steps.json",
      text: "{",
      parsed: expect.objectContaining({ ok: false, line: 1, column: 2 }),
    })
    expect(dataOf(snapshot, "steps.json")).toBeUndefined()
    expect(dataOf(snapshot, "site.json")).toEqual(
      JSON.parse(fs.readFileSync(path.join(repoRoot, project.dataDir, "site.json"), "utf8"))
    )
    expect(dataOf(snapshot, "no-such.json")).toBeUndefined()
  })

  it("names the folders at the top of the content that no kind owns, in name order whatever order the folder lists them in, but not the schemas", () => {
    const project = scratchProject()
    const content = contentOf(project)
    for (const folder of ["old", "drafts", "archive", ...EVERY_KIND.map(kind => kind.folder)])
      fs.mkdirSync(path.join(content.dir, folder), { recursive: true })
    content.put("notes.txt", "not a folder")
    expect(withFoldersListedInReverse(() => readContentSnapshot(project.root, project.dataDir)).unknownFolders).toEqual(
      ["archive", "drafts", "old"]
    )
  })

  it("names no folder when the content has only the schemas and the kinds' folders", () => {
    const project = scratchProject()
    expect(readContentSnapshot(project.root, project.dataDir).unknownFolders).toEqual([])
  })

  it("lists the uploads in a kind's media folder only, in name order whatever order the folder lists them in, with their place in the content folder", () => {
    const project = projectWithEntries({})
    const content = contentOf(project)
    const media = `${CONTENT_KINDS.person.folder}/${CONTENT_KINDS.person.mediaFolder}`
    for (const file of ["b.png", "a.jpg"]) content.put(`${media}/${file}`, "")
    content.put(`${media}/nested/c.png`, "")
    content.put(`${CONTENT_KINDS.person.folder}/beside.png`, "")
    content.put(`${CONTENT_KINDS["service-page"].folder}/${CONTENT_KINDS.person.mediaFolder}/other.png`, "")
    content.put(`${CONTENT_KINDS.person.mediaFolder}/top.png`, "")
    expect(withFoldersListedInReverse(() => readContentSnapshot(project.root, project.dataDir)).mediaFiles).toEqual([
      `${media}/a.jpg`,
      `${media}/b.png`,
    ])
  })

  it("lists no uploads while the media folder is missing", () => {
    expect(readContentSnapshot(projectWithEntries({}).root).mediaFiles).toEqual([])
  })

  it("names the pages of src/pages by their file's name less its own extension, in name order whatever order the folder lists them in; no other file", () => {
    const project = scratchProject()
    const pages = path.join(project.root, "src", "pages")
    for (const file of fs.readdirSync(pages)) fs.rmSync(path.join(pages, file))
    for (const file of [
      "index.tsx",
      "pricing.ts",
      "about.jsx",
      "contact.js",
      "404.tsx",
      "notes.js-tips.tsx",
      "notes.md",
      "styles.css",
      "index.test.tsx.snap",
    ])
      fs.writeFileSync(path.join(pages, file), "")
    expect(withFoldersListedInReverse(() => readContentSnapshot(project.root, project.dataDir)).pageStems).toEqual([
      "404",
      "about",
      "contact",
      "index",
      "notes.js-tips",
      "pricing",
    ])
  })

  it("names the project's own pages in a scratch project as in the project", () => {
    const snapshot = readContentSnapshot(scratchProject().root)
    const stems = fs.readdirSync(path.join(repoRoot, "src", "pages")).map(file => file.replace(/\.[^.]+$/, ""))
    expect(snapshot.pageStems).toEqual([...stems].sort())
    expect(reservedAtTopOf(snapshot)).toEqual(reservedAtTop(snapshot.pageStems, reservedByPlugins(snapshot.rootDir)))
    expect(reservedAtTopOf(snapshot)).toEqual(expect.arrayContaining(["index", "admin", ...stems]))
  })
})

describe("the entries of a snapshot", () => {
  const files = {
    [`${CONTENT_KINDS["service-page"].folder}/tax`]: {
      address: "tax-planning",
      formerAddresses: ["tax"],
      heading: "Tax",
    },
    [`${CONTENT_KINDS["service-page"].folder}/broken`]: "{",
    [`${CONTENT_KINDS.person.folder}/jane`]: { address: "jane-doe", name: "Jane", credentials: [{ name: "n" }] },
    [`${CONTENT_KINDS.person.folder}/joe`]: { address: "joe", name: "Joe", credentials: [], retiredTo: "/team" },
    [`${CONTENT_KINDS.article.folder}/news`]: { address: "news", title: "News", category: "tax", author: "joe" },
    [`${CONTENT_KINDS.page.folder}/privacy`]: { address: "privacy", title: "Privacy", retiredTo: "/" },
  }

  it("reads every file of every kind's folder, and no other data file, as an entry named by its file; a broken file as an empty entry", () => {
    const project = projectWithEntries(files)
    // A data file beside the folders, shaped like an entry: not an entry.
    project.write("site.json", JSON.stringify({ address: "site", heading: "Site" }))
    expect(entriesOf(readContentSnapshot(project.root, project.dataDir))).toEqual([
      entryOf(CONTENT_KINDS["service-page"], "broken", undefined),
      entryOf(CONTENT_KINDS["service-page"], "tax", files[`${CONTENT_KINDS["service-page"].folder}/tax`]),
      entryOf(CONTENT_KINDS.person, "jane", files[`${CONTENT_KINDS.person.folder}/jane`]),
      entryOf(CONTENT_KINDS.person, "joe", files[`${CONTENT_KINDS.person.folder}/joe`]),
      entryOf(CONTENT_KINDS.article, "news", files[`${CONTENT_KINDS.article.folder}/news`]),
      entryOf(CONTENT_KINDS.page, "privacy", files[`${CONTENT_KINDS.page.folder}/privacy`]),
    ])
  })

  it("gives the files of one kind with their ids and content, nothing for a broken one", () => {
    const snapshot = readContentSnapshot(projectWithEntries(files).root)
    expect(filesOfKind(snapshot, CONTENT_KINDS.person.name)).toEqual([
      { id: "jane", data: files[`${CONTENT_KINDS.person.folder}/jane`] },
      { id: "joe", data: files[`${CONTENT_KINDS.person.folder}/joe`] },
    ])
    expect(filesOfKind(snapshot, CONTENT_KINDS["service-page"].name)).toEqual([
      { id: "broken", data: undefined },
      { id: "tax", data: files[`${CONTENT_KINDS["service-page"].folder}/tax`] },
    ])
    expect(filesOfKind(snapshot, "recipe")).toEqual([])
  })

  it("makes the site's facts of the content: its routes, choices, categories and who holds a credential", () => {
    const project = projectWithEntries(files)
    const insights = JSON.parse(fs.readFileSync(path.join(project.root, project.dataDir, "entry-pages.json"), "utf8"))
    const snapshot = readContentSnapshot(project.root, project.dataDir)
    const facts = siteFactsOfSnapshot(snapshot)
    expect(facts.categories).toEqual(insights.categories.map((category: { id: string }) => category.id))
    expect(facts.credentialed).toEqual(["jane"])
    // The fixture's entries; every other kind offers none.
    const offered: Record<string, string[]> = {
      "service-page": ["broken", "tax"],
      person: ["jane", "joe"],
      article: ["news"],
      "live-service-page": ["broken", "tax"],
      "live-person": ["jane"],
      "live-article": ["news"],
    }
    expect(facts.choices).toEqual(
      Object.fromEntries(
        EVERY_KIND.flatMap(kind => [kind.name, liveFormat(kind)]).map(format => [format, offered[format] ?? []])
      )
    )
    expect(facts.routes).toEqual(expect.arrayContaining(["/", ...contentPaths(entriesOf(snapshot))]))
    expect(facts.routes).toEqual(expect.arrayContaining(["/tax-planning", "/team/jane-doe", "/team", "/insights/news"]))
    expect(facts.routes).not.toContain("/privacy")
    expect(facts.routes).not.toContain("/404")
  })

  it("makes no categories of an entry-pages file that is missing or broken", () => {
    const project = projectWithEntries({})
    fs.rmSync(path.join(project.root, project.dataDir, "entry-pages.json"))
    expect(siteFactsOfSnapshot(readContentSnapshot(project.root, project.dataDir)).categories).toEqual([])
    project.write("entry-pages.json", "[")
    expect(siteFactsOfSnapshot(readContentSnapshot(project.root, project.dataDir)).categories).toEqual([])
  })
})

describe("reservedByPlugins: what the project's plugins declare they publish at the top of the site", () => {
  it("names the search page and its index, the content manager, robots.txt and the manifest, each from its plugin", () => {
    const reserved = reservedByPlugins(repoRoot)
    const firstSegment = (address: string) => address.split("/")[1].replace(/\.[a-z]+$/, "")
    for (const address of [SEARCH_PATH, `/${INDEX_FOLDER}/`, ADMIN_PATH, MANIFEST_PATH, "/robots.txt"])
      expect(reserved).toContain(firstSegment(address))
  })

  it("reads none where the project has no plugins", () => {
    expect(reservedByPlugins(path.join(repoRoot, "data"))).toEqual([])
  })
})

describe("clockOf: the build's one clock, read in the firm's zone", () => {
  it("reads the day in the zone the reply promise names, and in UTC when it names one no runtime knows", () => {
    const project = scratchProject()
    const zoned = (timeZone: string) => {
      project.edit("contact.json", data => {
        data.replyPromise = { ...(data.replyPromise ?? {}), timeZone }
      })
      return clockOf(readContentSnapshot(project.root, project.dataDir))
    }
    expect(zoned("Asia/Tokyo").timeZone).toBe("Asia/Tokyo")
    const unknown = zoned("Mars/Olympus_Mons")
    expect(unknown.timeZone).toBe("UTC")
    expect(unknown.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})
