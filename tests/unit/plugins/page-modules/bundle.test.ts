/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import fs from "fs"
import path from "path"
import { buildPageModule, removePageModule } from "../../../../plugins/page-modules/bundle"
import { scratchFolder } from "../../support/scratch-folder"

describe("plugins/page-modules/bundle.ts: a page's own module, bundled into public/", () => {
  it("writes one minified file named after its content, and takes away the one an earlier build left", async () => {
    const dir = scratchFolder("page-module-")
    const entry = path.join(dir, "entry.ts")
    const publicDir = path.join(dir, "public")
    fs.mkdirSync(publicDir)
    fs.writeFileSync(path.join(publicDir, "calculator-OLD123.js"), "old")
    fs.writeFileSync(path.join(publicDir, "search-KEPT45.js"), "another module's")
    fs.writeFileSync(entry, 'import { part } from "./part"\ndocument.title = part(  "calculator"  )\n')
    fs.writeFileSync(path.join(dir, "part.ts"), "export const part = (name: string): string => `a ${name}`\n")
    const first = await buildPageModule("calculator", { entry, publicDir })
    expect(first).toMatch(/^\/calculator-[A-Z0-9]+\.js$/)
    expect(fs.readdirSync(publicDir).sort()).toEqual([first.slice(1), "search-KEPT45.js"].sort())
    // Bundled: the part is inside, and nothing is imported at run time.
    const written = fs.readFileSync(path.join(publicDir, first), "utf8")
    expect(written).toContain("a ${")
    expect(written).not.toMatch(/\bimport\b/)
    // Another content, another name; the same content, the same name.
    fs.writeFileSync(entry, 'document.title = "another"\n')
    const second = await buildPageModule("calculator", { entry, publicDir })
    expect(second).not.toBe(first)
    expect(fs.existsSync(path.join(publicDir, first))).toBe(false)
    expect(await buildPageModule("calculator", { entry, publicDir })).toBe(second)
    // Once no page loads it, every file of it goes, and no other module's.
    removePageModule("calculator", { publicDir })
    expect(fs.readdirSync(publicDir)).toEqual(["search-KEPT45.js"])
    removePageModule("calculator", { publicDir: path.join(dir, "no-build-yet") })
  })
})
