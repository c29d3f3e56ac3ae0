import fs from "fs"
import path from "path"
import { build } from "esbuild"
import { pageModuleEntry, pageModuleFile, type PageModuleName } from "./names"

/**
 * Bundles a page's own module (names.ts) from its entry in src/page-modules/ (or `entry`, a file of its own)
 * into `publicDir`, named after its content (`/calculator-<hash>.js`), for current browsers; the file of an
 * earlier build goes. Its path, for the page to load. `alias` names modules esbuild finds elsewhere (Pagefind's
 * runtime, written for each build). Every plugin that makes a page with a module of its own bundles it here.
 */
export async function buildPageModule(
  name: PageModuleName,
  {
    entry = path.join(process.cwd(), pageModuleEntry(name)),
    publicDir = path.join(process.cwd(), "public"),
    alias = {},
  }: { entry?: string; publicDir?: string; alias?: Record<string, string> } = {}
): Promise<string> {
  const result = await build({
    entryPoints: { [name]: entry },
    outdir: publicDir,
    entryNames: "[name]-[hash]",
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    legalComments: "eof",
    metafile: true,
    logLevel: "silent",
    alias,
  })
  const [output] = Object.keys(result.metafile.outputs).filter(file => file.endsWith(".js"))
  const file = path.basename(output)
  removePageModule(name, { publicDir, keep: file })
  return `/${file}`
}

/**
 * Takes the files of a page's module out of `publicDir` but `keep`: an earlier build's, or all of them once no
 * page loads the module (no calculator is live).
 */
export function removePageModule(
  name: PageModuleName,
  { publicDir = path.join(process.cwd(), "public"), keep }: { publicDir?: string; keep?: string } = {}
): void {
  if (!fs.existsSync(publicDir)) return
  for (const file of fs.readdirSync(publicDir))
    if (pageModuleFile(name).test(file) && file !== keep) fs.rmSync(path.join(publicDir, file))
}
