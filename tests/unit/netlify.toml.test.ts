import fs from "fs"
import path from "path"
import TOML from "@iarna/toml"
import { repoRoot } from "./support/repo-root"

describe("netlify.toml", () => {
  const config = TOML.parse(fs.readFileSync(path.join(repoRoot, "netlify.toml"), "utf8")) as Record<string, any>

  it("builds with npm run build, publishes public/ and pins the project's Node major", () => {
    const nvmrc = fs.readFileSync(path.join(repoRoot, ".nvmrc"), "utf8").trim()
    expect(config.build.command).toBe("npm run build")
    expect(config.build.publish).toBe("public")
    expect(config.build.environment.NODE_VERSION).toBe(nvmrc)
  })

  it("keeps the host from adding its Gatsby build plugin at build time", () => {
    expect(config.build.environment.NETLIFY_SKIP_GATSBY_BUILD_PLUGIN).toBe("true")
  })
})
