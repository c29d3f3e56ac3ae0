/**
 * The documentation a newcomer reads (README.md, docs/, and the README of every plugin, the adapter,
 * tools/ and bench/) stays in step with the files: every project path it names exists, each folder's
 * README names every file in its folder, every section of a document cited by its heading has that heading,
 * and every line of a file cited by its number (`src/lib/x.ts:12`) is one the file has.
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import fs from "fs"
import path from "path"
import { repoRoot } from "./support/repo-root"
import { EVERY_KIND, REPOSITORY_DATA_DIR } from "../../plugins/content-model/content-kinds"

const KIND_FOLDERS = EVERY_KIND.map(kind => `${REPOSITORY_DATA_DIR}/${kind.folder}/`)

const FOLDER_READMES = ["plugins/*", "adapters/*", "tools", "bench"].flatMap(pattern =>
  pattern.endsWith("/*")
    ? fs
        .readdirSync(path.join(repoRoot, pattern.slice(0, -2)), { withFileTypes: true })
        .filter(entry => entry.isDirectory())
        .map(entry => `${pattern.slice(0, -2)}/${entry.name}/README.md`)
    : [`${pattern}/README.md`]
)
const DOCS = [
  "README.md",
  ...fs.readdirSync(path.join(repoRoot, "docs")).flatMap(name => (name.endsWith(".md") ? [`docs/${name}`] : [])),
  ...FOLDER_READMES,
]

/** The folders whose paths a document may name; anything else (public/, .cms/) is made by a build or a tool. */
const PROJECT_FOLDERS = ["src", "plugins", "adapters", "tools", "scripts", "tests", "docs", "data", "static", "bench"]

/**
 * The project paths a document names in backticks or as a link: `tools/content.ts`, [x](hosting.md).
 * Patterns (`data/*.json`, `<folder>`) and paths the build or a run writes are left out.
 */
function namedPaths(markdown: string, documentFolder: string): string[] {
  const candidates = [
    ...[...markdown.matchAll(/`([^`\s]+)`/g)].map(match => ({ text: match[1], relativeTo: "" })),
    ...[...markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map(match => ({
      text: match[1],
      relativeTo: documentFolder,
    })),
  ]
  return candidates.flatMap(({ text, relativeTo }) => {
    if (/[*<>{}$]|^https?:|\.\.\.|^\/|:\d/.test(text)) return []
    const target = path.posix.normalize(path.posix.join(relativeTo, text.replace(/[.,;:]$/, "")))
    return PROJECT_FOLDERS.includes(target.split("/")[0]) && target.includes("/") ? [target] : []
  })
}

/** The files of a folder, as paths relative to it, its README and folders that tools write left out. */
function filesIn(folder: string): string[] {
  return fs.readdirSync(path.join(repoRoot, folder), { withFileTypes: true }).flatMap(entry => {
    const relative = path.posix.join(folder, entry.name)
    if (entry.isDirectory()) {
      return ["node_modules", "public", ".cache"].includes(entry.name) ? [] : filesIn(relative)
    }
    return entry.name === "README.md" ? [] : [relative]
  })
}

/** What a newcomer reads first stays short: the details belong in docs/, linked from it. */
const README_MOST_LINES = 220

describe("the documentation", () => {
  it(`README.md says what a newcomer needs in at most ${README_MOST_LINES} lines`, () => {
    const lines = fs.readFileSync(path.join(repoRoot, "README.md"), "utf8").replace(/\n$/, "").split("\n").length
    expect(lines).toBeLessThanOrEqual(README_MOST_LINES)
  })

  it.each(DOCS)("%s names only project paths that exist", document => {
    const markdown = fs.readFileSync(path.join(repoRoot, document), "utf8")
    const folder = path.posix.dirname(document)
    // A folder's README may name its own files from there (`stack-minimal/data/page.json` in bench/). A kind's
    // folder in data/ is the record's, whether the content has entries of the kind or not.
    const missing = namedPaths(markdown, folder).filter(
      named =>
        !fs.existsSync(path.join(repoRoot, named)) &&
        !fs.existsSync(path.join(repoRoot, folder, named)) &&
        !KIND_FOLDERS.includes(named)
    )
    expect([...new Set(missing)]).toEqual([])
  })

  it.each(FOLDER_READMES)("%s names every file of its folder", readme => {
    const folder = path.posix.dirname(readme)
    const markdown = fs.readFileSync(path.join(repoRoot, readme), "utf8")
    // A file is named by its path in the folder (`admin/cms.tsx`) or, where that is unique, by its name.
    const unnamed = filesIn(folder).filter(file => {
      const inFolder = path.posix.relative(folder, file)
      return !markdown.includes(`\`${inFolder}\``) && !markdown.includes(`\`${path.posix.basename(file)}\``)
    })
    expect(unnamed).toEqual([])
  })
})

/** The project's own text files, where a comment or a document may cite a section of a document. */
function projectTextFiles(): string[] {
  const rootFiles = fs
    .readdirSync(repoRoot, { withFileTypes: true })
    .filter(entry => entry.isFile() && /\.(md|ts|tsx|js|mjs|json|sh|toml)$/.test(entry.name))
    .map(entry => entry.name)
  return [
    ...rootFiles.filter(name => name !== "package-lock.json"),
    ...PROJECT_FOLDERS.flatMap(folder => filesIn(folder)).filter(file => /\.(md|ts|tsx|js|mjs|sh)$/.test(file)),
    ...FOLDER_READMES,
  ]
}

/**
 * The sections a file cites by a document's name and the section's heading in quotes: `README, "Hosting"`,
 * `docs/hosting.md, "Addresses"`, `docs/testing.md ("Mutation testing")`, `the README's "Hosting"`. A bare
 * `README` is the repository's; a bare `testing.md` is in docs/ or beside the citing file.
 */
function citedSections(text: string, citingFile: string): { document: string; heading: string }[] {
  return [...text.matchAll(/\b((?:[\w.-]+\/)*[\w.-]+\.md|README)`?(?:'s)?,? ?\(?"([^"\n]{3,80})"/g)].map(match => {
    const [, cited, heading] = match
    const candidates =
      cited === "README" || cited === "README.md"
        ? ["README.md"]
        : cited.includes("/")
          ? [cited]
          : [`docs/${cited}`, path.posix.join(path.posix.dirname(citingFile), cited)]
    return { document: candidates.find(file => fs.existsSync(path.join(repoRoot, file))) ?? cited, heading }
  })
}

/** A document's headings, their inline code marks left out (`What \`npm test\` runs` → What npm test runs). */
function headingsOf(document: string): string[] {
  const markdown = fs.readFileSync(path.join(repoRoot, document), "utf8")
  return [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map(match => match[1].replace(/`/g, "").trim())
}

describe("references to a document's section", () => {
  // This file's own examples left out.
  const files = projectTextFiles().filter(file => file !== "tests/unit/docs.test.ts")

  it("are found where the project cites them", () => {
    const cited = files.flatMap(file => citedSections(fs.readFileSync(path.join(repoRoot, file), "utf8"), file))
    expect(cited.length).toBeGreaterThan(5)
    expect(citedSections('(docs/hosting.md, "Addresses")', "x.ts")).toEqual([
      { document: "docs/hosting.md", heading: "Addresses" },
    ])
    expect(citedSections('the README\'s "Hosting" and testing.md ("Under load")', "x.ts")).toEqual([
      { document: "README.md", heading: "Hosting" },
      { document: "docs/testing.md", heading: "Under load" },
    ])
  })

  it("each name a heading the document has", () => {
    const broken = files.flatMap(file =>
      citedSections(fs.readFileSync(path.join(repoRoot, file), "utf8"), file)
        .filter(({ document, heading }) => {
          if (!fs.existsSync(path.join(repoRoot, document))) return true
          return !headingsOf(document).includes(heading.replace(/`/g, ""))
        })
        .map(({ document, heading }) => `${file}: ${document}, "${heading}"`)
    )
    expect(broken).toEqual([])
  })
})

/**
 * The lines a file cites by a file's path and a line number or range: `src/lib/x.ts:12`,
 * `plugins/content-model/content-kinds.ts:57-60`, and, after one of them on the same line, a bare `:85` for
 * another line of that file. A path is the repository's or, failing that, one from the citing file's folder.
 */
function citedLines(text: string, citingFile: string): { file: string; from: number; to: number }[] {
  return text.split("\n").flatMap(line => {
    let last: string | undefined
    const pattern =
      /(?<![\w./:-])((?:[\w.-]+\/)*[\w-][\w.-]*\.(?:tsx?|mjs|js|json|md|sh|toml|css|ya?ml))?:(\d+)(?:-(\d+))?\b/g
    return [...line.matchAll(pattern)].flatMap(match => {
      const [, cited, from, to]: (string | undefined)[] = match
      // A bare `:85` counts only in backticks, after a file named on the same line.
      const named = cited ?? (line[match.index - 1] === "`" ? last : undefined)
      if (!named) return []
      last = named
      const candidates = [named, path.posix.join(path.posix.dirname(citingFile), named)]
      const file = candidates.find(candidate => fs.existsSync(path.join(repoRoot, candidate))) ?? named
      return [{ file, from: Number(from), to: Number(to ?? from) }]
    })
  })
}

/** What is wrong with a cited line, if anything: its file does not exist, or has no such line. */
function lineProblem({ file, from, to }: { file: string; from: number; to: number }): string | undefined {
  const full = path.join(repoRoot, file)
  if (!fs.existsSync(full) || !fs.statSync(full).isFile()) return "no such file"
  const lines = fs.readFileSync(full, "utf8").replace(/\n$/, "").split("\n").length
  if (from < 1 || to < from || to > lines) return `the file has ${lines} lines`
  return undefined
}

describe("references to a line of a file", () => {
  // This file's own examples left out.
  const files = projectTextFiles().filter(file => file !== "tests/unit/docs.test.ts")

  it("are found where the project cites them, as a path and a line or range, and a further line of the same file", () => {
    expect(
      citedLines(
        "(`plugins/content-model/content-kinds.ts:57`, src/lib/x.ts:12-14 and `:20`; http://localhost:8000, 10:30)",
        "docs/x.md"
      )
    ).toEqual([
      { file: "plugins/content-model/content-kinds.ts", from: 57, to: 57 },
      { file: "src/lib/x.ts", from: 12, to: 14 },
      { file: "src/lib/x.ts", from: 20, to: 20 },
    ])
    // From the citing file's folder when the repository has no such path.
    expect(citedLines("`admin/cms.tsx:3`", "plugins/content-admin/README.md")).toEqual([
      { file: "plugins/content-admin/admin/cms.tsx", from: 3, to: 3 },
    ])
    const cited = files.flatMap(file => citedLines(fs.readFileSync(path.join(repoRoot, file), "utf8"), file))
    expect(cited.length).toBeGreaterThan(5)
    const survivors = "docs/mutation-survivors.md"
    expect(citedLines(fs.readFileSync(path.join(repoRoot, survivors), "utf8"), survivors).length).toBeGreaterThan(5)
  })

  it("are told apart: a missing file, a line or a range past the end, a line 0", () => {
    const lines = fs.readFileSync(path.join(repoRoot, "README.md"), "utf8").replace(/\n$/, "").split("\n").length
    expect(lineProblem({ file: "README.md", from: 1, to: lines })).toBeUndefined()
    expect(lineProblem({ file: "src/lib/no-such-file.ts", from: 1, to: 1 })).toBe("no such file")
    expect(lineProblem({ file: "src/lib", from: 1, to: 1 })).toBe("no such file")
    for (const [from, to] of [
      [lines + 1, lines + 1],
      [lines, lines + 1],
      [0, 0],
      [3, 2],
    ])
      expect(lineProblem({ file: "README.md", from, to })).toBe(`the file has ${lines} lines`)
  })

  it("each name a line the file has", () => {
    const broken = files.flatMap(file =>
      citedLines(fs.readFileSync(path.join(repoRoot, file), "utf8"), file).flatMap(reference => {
        const problem = lineProblem(reference)
        const range = reference.to === reference.from ? "" : `-${reference.to}`
        return problem ? [`${file}: ${reference.file}:${reference.from}${range} (${problem})`] : []
      })
    )
    expect(broken).toEqual([])
  })
})
