import fs from "fs"
import path from "path"
import { repoRoot } from "./repo-root"

/** Where the browser starts: the pages, the templates, the browser's app file and the content manager's entry. */
export function browserEntryPoints(): string[] {
  const inFolder = (folder: string) =>
    fs
      .readdirSync(path.join(repoRoot, folder))
      .filter(name => /\.tsx?$/.test(name))
      .map(name => path.posix.join(folder, name))
  return [
    ...inFolder("src/pages"),
    ...inFolder("src/templates"),
    "gatsby-browser.tsx",
    "plugins/content-admin/admin/cms.tsx",
  ]
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\("([^"]+)"\)/g

/**
 * Every project file the entry points reach through their imports (not through `import type`, which leaves
 * nothing in a bundle), as paths from the project's root with forward slashes.
 */
export function filesReachedFrom(entryPoints: string[]): string[] {
  const reached = new Set<string>()
  const visit = (file: string) => {
    if (reached.has(file)) return
    reached.add(file)
    const source = fs.readFileSync(path.join(repoRoot, file), "utf8")
    for (const match of source.matchAll(IMPORT)) {
      if (/^\s*(?:import|export)\s+type\s/.test(match[0])) continue
      const specifier = match[1] ?? match[2]
      if (!specifier.startsWith(".")) continue
      const resolved = resolve(path.posix.join(path.posix.dirname(file), specifier))
      if (resolved) visit(resolved)
    }
  }
  entryPoints.forEach(visit)
  return [...reached].sort()
}

function resolve(stem: string): string | undefined {
  return [stem, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`].find(candidate => {
    const full = path.join(repoRoot, candidate)
    return fs.existsSync(full) && fs.statSync(full).isFile()
  })
}
