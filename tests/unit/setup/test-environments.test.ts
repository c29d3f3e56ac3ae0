import fs from "fs"
import path from "path"

/**
 * The environments unit test files choose with a `@jest-environment` docblock. jest.config.js runs them in
 * jsdom, which Stryker wraps for itself; a file that needs Node's own globals names Stryker's wrapper of Jest's
 * Node environment. Plain `node` (or `jsdom`) runs under `npm test`, but reports no coverage to Stryker, whose
 * first run (`npm run test:mutation`) then stops with "Missing coverage results".
 */
const UNIT_TESTS = path.resolve(__dirname, "..")
const ALLOWED = ["@stryker-mutator/jest-runner/jest-env/node", "@stryker-mutator/jest-runner/jest-env/jsdom"]

function testFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return testFiles(full)
    return /\.test\.[jt]sx?$/.test(entry.name) ? [full] : []
  })
}

/** The environment a file's docblock (the comment Jest reads: the one the file opens with) names, if any. */
function declaredEnvironment(source: string): string | undefined {
  const docblock = /^\s*\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? ""
  return /^\s*\*\s*@jest-environment\s+(\S+)/m.exec(docblock)?.[1]
}

test("reads the environment the opening docblock names, and no other comment's", () => {
  expect(declaredEnvironment("/**\n * @jest-environment node\n */\nimport fs from 'fs'\n")).toBe("node")
  expect(declaredEnvironment("import fs from 'fs'\n/**\n * @jest-environment node\n */\n")).toBeUndefined()
  expect(declaredEnvironment("// no docblock\n")).toBeUndefined()
})

test("every unit test file that chooses its environment chooses one Stryker can measure", () => {
  const files = testFiles(UNIT_TESTS)
  expect(files.length).toBeGreaterThan(40)
  const chosen = files.flatMap(file => {
    const environment = declaredEnvironment(fs.readFileSync(file, "utf8"))
    return environment ? [`${path.relative(UNIT_TESTS, file)}: ${environment}`] : []
  })
  expect(chosen.length).toBeGreaterThan(0)
  expect(chosen.filter(line => !ALLOWED.includes(line.split(": ")[1]))).toEqual([])
})
