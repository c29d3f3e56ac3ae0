/**
 * ESLint's rules that keep Node's modules out of what reaches a browser, and plugins/ out of src/.
 * Node's environment: ESLint runs in a child process, which loads eslint.config.mjs as Node does.
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { execFileSync } from "child_process"
import path from "path"
import { browserEntryPoints, filesReachedFrom } from "./support/browser-imports"
import { repoRoot } from "./support/repo-root"

/** Runs ESLint's API on `files` in a child process: the rule's options for each, and the messages of a lint of `text`. */
function eslint(files: string[], text: { as: string; code: string }) {
  const script = `
    const { ESLint } = require("eslint")
    const files = ${JSON.stringify(files)}
    const text = ${JSON.stringify(text)}
    ;(async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(repoRoot)} })
      const configs = {}
      for (const file of files) configs[file] = (await eslint.calculateConfigForFile(file)).rules["no-restricted-imports"] ?? null
      const [linted] = await eslint.lintText(text.code, { filePath: text.as })
      const messages = linted.messages.filter(m => m.ruleId === "no-restricted-imports").map(m => m.message)
      process.stdout.write(JSON.stringify({ configs, messages }))
    })()
  `
  return JSON.parse(execFileSync(process.execPath, ["-e", script], { cwd: repoRoot, encoding: "utf8" })) as {
    configs: Record<string, [string, { paths: { name: string }[] }] | null>
    messages: string[]
  }
}

describe("what reaches the browser", () => {
  const reached = filesReachedFrom(browserEntryPoints())

  it("is found by following the imports of the pages, the templates and the content manager", () => {
    expect(reached).toEqual(
      expect.arrayContaining([
        "src/pages/index.tsx",
        "src/components/static-parts.ts",
        "plugins/content-admin/admin/checked-widgets.tsx",
        "plugins/content-model/content-rules.ts",
        "plugins/content-model/rich-text.ts",
      ])
    )
  })

  it("is held by ESLint to import none of Node's modules, and src/ to import nothing from plugins/", () => {
    const { configs, messages } = eslint(reached, {
      as: path.join(repoRoot, "src", "lib", "format-date.ts"),
      code: 'import fs from "fs"\nimport { ARTICLE } from "../../plugins/content-model/content-kinds"\nexport const x = [fs, ARTICLE]\n',
    })
    const unguarded = Object.entries(configs)
      .filter(([, rule]) => !rule || !rule[1].paths.some(restricted => restricted.name === "fs"))
      .map(([file]) => file)
    expect(unguarded).toEqual([])
    expect(messages).toEqual([
      expect.stringContaining("fs is Node's"),
      expect.stringContaining("src/ takes what the build computes from GraphQL"),
    ])
  })
})
