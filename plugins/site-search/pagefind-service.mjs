/**
 * Pagefind, run by plugins/site-search/gatsby-node.ts in a process of its own: Pagefind's Node API is an ES
 * module, which Gatsby's compiled CommonJS plugins cannot load. Reads one task as JSON on stdin and writes its
 * answer as JSON on stdout:
 *
 * - `{ "task": "runtime", "outputFile": "…" }`: writes Pagefind's browser runtime (its `pagefind.js`, the
 *   same version as the index it will read), which the search page's script bundles;
 * - `{ "task": "index", "outputPath": "…", "language": "en", "pages": [{ "url", "file", "filters", "meta",
 *   "sort" }] }`: indexes each page's main content (its `<main>`: not the header, footer or menus) from its
 *   published HTML under its address, with its filters, metadata and sort keys, and writes the index to
 *   `outputPath`, less the files the site does not use (Pagefind's own interfaces, its worker, its runtime
 *   as a file of its own). Answers with the number of pages and the files written.
 */
import fs from "node:fs"
import path from "node:path"
import * as pagefind from "pagefind"

/**
 * What the site serves of Pagefind's output: the index, its fragments, filters and metadata, and the
 * WebAssembly of the site's language (not the one for pages of no language, which the site has none of).
 */
const kept = language =>
  new RegExp(
    `^(pagefind-entry\\.json|pagefind\\.[^/]+\\.pf_meta|wasm\\.${language}\\.pagefind|(fragment|index|filter)/[^/]+)$`
  )

const escapeHtml = text => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/**
 * What Pagefind is given of a page: its `<main>` alone (the part it indexes; the head's styles and the header
 * and footer would only cost time to send and parse), with the page's filters, metadata and sort keys right
 * inside it, in elements Pagefind does not index the words of (`data-pagefind-ignore`). None of it is in the
 * published page.
 */
function withSearchData(html, { filters = {}, meta = {}, sort = {} }) {
  const elements = [
    ...Object.entries(filters).map(([name, value]) => ["filter", name, value]),
    ...Object.entries(meta).map(([name, value]) => ["meta", name, value]),
    ...Object.entries(sort).map(([name, value]) => ["sort", name, value]),
  ].map(
    ([kind, name, value]) => `<span data-pagefind-${kind}="${name}" data-pagefind-ignore>${escapeHtml(value)}</span>`
  )
  const main = /<main\b[^>]*>[\s\S]*<\/main>/.exec(html)?.[0]
  if (!main) throw new Error("the page has no <main> element to index")
  return `<html><body>${main.replace(/^<main\b[^>]*>/, open => `${open}${elements.join("")}`)}</body></html>`
}

async function main() {
  const request = JSON.parse(fs.readFileSync(0, "utf8"))
  const { index, errors } = await pagefind.createIndex({
    rootSelector: "main",
    ...(request.language ? { forceLanguage: request.language } : {}),
  })
  if (!index) throw new Error(errors.join("\n"))
  if (request.task === "runtime") {
    const { files } = await index.getFiles()
    const runtime = files.find(file => file.path === "pagefind.js")
    if (!runtime) throw new Error("Pagefind wrote no pagefind.js")
    fs.mkdirSync(path.dirname(request.outputFile), { recursive: true })
    fs.writeFileSync(request.outputFile, runtime.content)
    process.stdout.write(JSON.stringify({ bytes: runtime.content.length }))
  } else if (request.task === "index") {
    // Every page is sent at once: Pagefind takes them in the order sent, one by one, and this process reads
    // and sends the next while it indexes one, instead of waiting for each answer.
    await Promise.all(
      request.pages.map(async page => {
        let added
        try {
          added = await index.addHTMLFile({
            url: page.url,
            content: withSearchData(fs.readFileSync(page.file, "utf8"), page),
          })
        } catch (error) {
          throw new Error(`${page.file}: ${error.message ?? error}`)
        }
        if (added.errors.length > 0) throw new Error(`${page.file}: ${added.errors.join("; ")}`)
      })
    )
    fs.rmSync(request.outputPath, { recursive: true, force: true })
    const { files } = await index.getFiles()
    const written = files.filter(file => kept(request.language).test(file.path))
    for (const file of written) {
      const target = path.join(request.outputPath, file.path)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, file.content)
    }
    process.stdout.write(
      JSON.stringify({
        pages: request.pages.length,
        files: written.length,
        bytes: written.reduce((sum, file) => sum + file.content.length, 0),
      })
    )
  } else throw new Error(`unknown task ${request.task}`)
  await pagefind.close()
}

main().catch(error => {
  process.stderr.write(`${error.stack ?? error}\n`)
  process.exit(1)
})
