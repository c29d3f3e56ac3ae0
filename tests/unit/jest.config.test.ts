/**
 * What jest.config.js runs: the unit test files its testMatch finds, as Jest itself lists them. Each is
 * named after the one project file or folder it tests, and runs in an environment Stryker can measure.
 * Jest's Node environment (Stryker's wrapper of it, see below): this file only reads files and runs Jest.
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { repoRoot } from "./support/repo-root"
import { scratchFolder } from "./support/scratch-folder"

/** The test files jest.config.js makes Jest run (`jest --listTests`), relative to tests/unit, sorted. */
const UNIT_TESTS = path.join(repoRoot, "tests", "unit")
const testFiles = (
  JSON.parse(
    execFileSync(path.join(repoRoot, "node_modules", ".bin", "jest"), ["--listTests", "--json"], {
      cwd: repoRoot,
      encoding: "utf8",
      // Jest keeps its cache in the temporary folder: this test's own, removed after it.
      env: { ...process.env, TMPDIR: scratchFolder("jest-list-") },
    })
  ) as string[]
)
  .map(file => path.relative(UNIT_TESTS, file).split(path.sep).join("/"))
  .sort()

/**
 * The project file or folder a unit test file is named after, if it exists: tests/unit/<path>/<name>.test.ts
 * (or .tsx) tests <path>/<name>, a file with any extension (src/pages/404.tsx, netlify.toml,
 * tools/chromium-joined-features.sh) or a folder (data/schemas). A module whose tests need both of Jest's
 * environments has a second file, <name>.server.test.tsx.
 */
function subjectOf(testFile: string): string | undefined {
  const name = testFile.replace(/\.test\.[jt]sx?$/, "")
  const names = name.endsWith(".server") ? [name, name.slice(0, -".server".length)] : [name]
  for (const candidate of names) {
    const folder = path.join(repoRoot, path.dirname(candidate))
    const base = path.basename(candidate)
    if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) continue
    const subject = fs.readdirSync(folder).find(entry => entry === base || entry.replace(/\.[^.]+$/, "") === base)
    if (subject) return path.posix.join(path.dirname(candidate), subject)
  }
  return undefined
}

describe("the unit test files jest.config.js runs", () => {
  it("are all the test files under tests/unit", () => {
    expect(testFiles.length).toBeGreaterThan(40)
    expect(testFiles.filter(file => file.startsWith("../"))).toEqual([])
  })

  it("are each named after the project file or folder they test, in the same place under tests/unit", () => {
    expect(testFiles.filter(file => subjectOf(file) === undefined)).toEqual([])
  })

  /**
   * The environments unit test files choose with a `@jest-environment` docblock. jest.config.js runs them in
   * jsdom, which Stryker wraps for itself; a file that needs Node's own globals names Stryker's wrapper of
   * Jest's Node environment. Plain `node` (or `jsdom`) runs under `npm test`, but reports no coverage to
   * Stryker, whose first run (`npm run test:mutation`) then stops with "Missing coverage results".
   */
  it("choose, where they choose their environment, one Stryker can measure", () => {
    const allowed = ["@stryker-mutator/jest-runner/jest-env/node", "@stryker-mutator/jest-runner/jest-env/jsdom"]
    const chosen = testFiles.flatMap(file => {
      const environment = declaredEnvironment(fs.readFileSync(path.join(UNIT_TESTS, file), "utf8"))
      return environment ? [`${file}: ${environment}`] : []
    })
    expect(chosen.length).toBeGreaterThan(0)
    expect(chosen.filter(line => !allowed.includes(line.split(": ")[1]))).toEqual([])
  })
})

/** The environment a file's docblock (the comment Jest reads: the one the file opens with) names, if any. */
function declaredEnvironment(source: string): string | undefined {
  const docblock = /^\s*\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? ""
  return /^\s*\*\s*@jest-environment\s+(\S+)/m.exec(docblock)?.[1]
}
