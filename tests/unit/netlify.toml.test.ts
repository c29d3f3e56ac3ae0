import fs from "fs"
import path from "path"
import TOML from "@iarna/toml"
import { repoRoot } from "./support/repo-root"

describe("netlify.toml", () => {
  const config = TOML.parse(fs.readFileSync(path.join(repoRoot, "netlify.toml"), "utf8")) as Record<string, any>

  it("runs a package.json script that builds the site with Gatsby, publishes the folder Gatsby writes, on the project's Node", () => {
    const scripts = (
      JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
        scripts: Record<string, string>
      }
    ).scripts
    const script = /^npm run (\S+)$/.exec(config.build.command as string)?.[1]
    expect(scripts[script ?? ""]).toMatch(/^gatsby build\b/)
    // Gatsby writes the site into public/ and offers no option to write it elsewhere.
    expect(path.normalize(config.build.publish as string)).toBe("public")
    const nvmrc = fs.readFileSync(path.join(repoRoot, ".nvmrc"), "utf8").trim()
    expect(config.build.environment.NODE_VERSION).toBe(nvmrc)
  })

  it("keeps the host from adding its Gatsby build plugin at build time", () => {
    expect(config.build.environment.NETLIFY_SKIP_GATSBY_BUILD_PLUGIN).toBe("true")
  })
})
