import fs from "fs"
import { createRequire } from "module"
import path from "path"
import { build } from "esbuild"
import { readContentSnapshot, reservedAtTopOf } from "../content-model/content-snapshot"
import { kindLabelsOf } from "../content-model/site-facts"
import { adminFiles, cmsConfig, type CmsOptions } from "./cms-config"
import type { SiteShape } from "./admin/published-content"
import { ADMIN_PATH, ADMIN_SCRIPT, LOCAL_BACKEND_PATH } from "./names"

export interface AdminBuild {
  /** The files written, relative to the output folder. */
  files: string[]
  /** Bytes of the admin's script. */
  scriptBytes: number
}

/**
 * Builds the admin into `<publicDir>/admin/`: index.html, config.yml (generated from the schemas) and one
 * script, cms-<hash>.js, bundled by esbuild from admin/cms.tsx with Decap CMS, the site's React and the
 * site's components for the previews. It is a build of its own, so nothing of it reaches the public
 * pages' bundles; and it loads nothing from anywhere but the site itself.
 */
export async function buildAdmin(
  rootDir: string,
  publicDir: string,
  options: Omit<CmsOptions, "localBackendUrl">
): Promise<AdminBuild> {
  const snapshot = readContentSnapshot(rootDir)
  const { schemas, problems } = snapshot.schemas
  if (problems.length > 0) throw new Error(problems.join("\n"))
  const outDir = path.join(publicDir, ADMIN_PATH)
  fs.rmSync(outDir, { recursive: true, force: true })
  fs.mkdirSync(outDir, { recursive: true })

  const config = cmsConfig(schemas, { ...options, localBackendUrl: LOCAL_BACKEND_PATH })
  // JSON is YAML: Decap reads config.yml with a YAML parser.
  fs.writeFileSync(
    path.join(outDir, "config.yml"),
    `# Generated from data/schemas/ by plugins/content-admin at build time; do not edit.\n${JSON.stringify(config, null, 2)}\n`
  )

  // Paths from the project, not from this file: Gatsby runs a compiled copy of it from .cache/.
  const adminSource = path.join(rootDir, "plugins", "content-admin", "admin")
  const decapDist = path.dirname(
    createRequire(path.join(rootDir, "package.json")).resolve("decap-cms-app/dist/decap-cms-app.js")
  )
  const result = await build({
    entryPoints: { cms: path.join(adminSource, "cms.tsx") },
    outdir: outDir,
    entryNames: "[name]-[hash]",
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2019",
    jsx: "transform",
    legalComments: "eof",
    metafile: true,
    logLevel: "silent",
    absWorkingDir: rootDir,
    alias: {
      // Decap's prebuilt bundle with React and React DOM left out: it runs on the site's React 18.
      "decap-cms-app": path.join(decapDist, "decap-cms-app.js"),
      // The site's components link with Gatsby's <Link>; in the admin a plain link does.
      gatsby: path.join(adminSource, "gatsby-shim.tsx"),
    },
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      __ADMIN_FILES__: JSON.stringify(adminFiles(schemas)),
      // The content check's rule book, for the admin's checked widgets: the schemas, and what of the site no
      // content manager changes (the pages of src/pages, the addresses the site keeps for itself). What is
      // published, it reads while the editor works (admin/published-content.ts).
      // Without a kind's example entry (`examples`, which the `most` content variant writes): no form reads it.
      __CONTENT_SCHEMAS__: JSON.stringify([...schemas.values()].map(({ examples: _examples, ...schema }) => schema)),
      __SITE_SHAPE__: JSON.stringify({
        pageStems: snapshot.pageStems,
        reservedAtTop: reservedAtTopOf(snapshot),
        kindLabels: kindLabelsOf(snapshot.schemas.schemas),
      } satisfies SiteShape),
    },
  })
  const script = Object.keys(result.metafile.outputs).find(file => ADMIN_SCRIPT.test(path.basename(file)))
  if (!script) throw new Error("esbuild wrote no admin script")
  const scriptName = path.basename(script)
  // Decap's bundle names the file its licences are listed in; ship it beside the script.
  fs.copyFileSync(
    path.join(decapDist, "decap-cms-app.js.LICENSE.txt"),
    path.join(outDir, "decap-cms-app.js.LICENSE.txt")
  )
  fs.writeFileSync(path.join(outDir, "index.html"), adminPage(`${ADMIN_PATH}${scriptName}`))

  return {
    files: fs.readdirSync(outDir).map(file => path.posix.join(ADMIN_PATH.slice(1), file)),
    scriptBytes: fs.statSync(path.join(rootDir, script)).size,
  }
}

/** The admin's page: no inline script (its CSP allows scripts from the site only), kept out of search engines. */
function adminPage(scriptSrc: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content Manager</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <script src="${scriptSrc}"></script>
  </body>
</html>
`
}
