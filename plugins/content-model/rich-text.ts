/**
 * Editors' rich text: Markdown kept as a string in a data file, made into safe HTML at build time, and what
 * in it the site refuses, in words an editor understands. Used by the GraphQL resolvers (Node), the content
 * check (content-rules.ts, bundled into the content manager too) and the content manager's previews, so: no
 * Node modules, synchronous, the same output for the same text.
 */
import type { Heading, Nodes, Root } from "mdast"
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize"
import rehypeStringify from "rehype-stringify"
import remarkGfm from "remark-gfm"
import remarkParse from "remark-parse"
import remarkRehype from "remark-rehype"
import { unified } from "unified"
import { visit } from "unist-util-visit"

/** How fast adults read non-fiction (Brysbaert, 2019). */
export const WORDS_PER_MINUTE = 238

const HTML_RULE = "This text contains HTML, which the site does not publish. Use the toolbar's formatting instead."
const LINK_PROTOCOLS = ["https", "mailto", "tel"]

// GitHub's rules, tightened: no pictures (the site publishes none inside text), no task-list checkboxes
// (controls that do nothing), links only to https:, mailto: and tel: addresses or relative ones.
const SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  tagNames: defaultSchema.tagNames?.filter(name => name !== "img" && name !== "input"),
  protocols: { ...defaultSchema.protocols, href: LINK_PROTOCOLS },
}

const markdownParser = unified().use(remarkParse).use(remarkGfm).freeze()

/** From a parsed text to its HTML: the page's headings and links, raw HTML dropped, sanitized last. */
const htmlRenderer = unified()
  .use(remarkForThePage)
  // Without allowDangerousHtml, raw HTML is dropped rather than made into elements.
  .use(remarkRehype)
  // Last before stringifying, so that nothing added later escapes it.
  .use(rehypeSanitize, SANITIZE_SCHEMA)
  .use(rehypeStringify)
  .freeze()

/** What the site refuses or reads in a text, found in one reading of it, in document order. */
type Finding = { kind: "html"; value: string } | { kind: "link"; url: string } | { kind: "picture"; url: string }

/** All a text is to the site, from one parse: its HTML, its word count, and what the check looks at. */
export interface RichText {
  html: string
  words: number
  findings: Finding[]
}

/**
 * The texts analysed so far, while a process asks for them more than once (rememberRichText); undefined
 * otherwise.
 */
let remembered: Map<string, RichText> | undefined

/**
 * Keeps every text's analysis for the rest of the process, so that a build parses each text once although
 * its check, its nodes and its feed all read it (Markdown parsing is most of what a thousand articles cost a
 * build). Off unless asked for: the content manager analyses a text at every keystroke.
 */
export function rememberRichText(): void {
  remembered ??= new Map()
}

/**
 * Keeps analyses made elsewhere (rich-text-pool.ts: in worker threads, a build's texts at once) for the rest
 * of the process, as if this process had made them.
 */
export function rememberAnalyses(analyses: Iterable<readonly [markdown: string, text: RichText]>): void {
  remembered ??= new Map()
  for (const [markdown, text] of analyses) remembered.set(markdown, text)
}

function analysed(markdown: string): RichText {
  const known = remembered?.get(markdown)
  if (known) return known
  const text = analyseRichText(markdown)
  remembered?.set(markdown, text)
  return text
}

/** A text's analysis, from one parse of it (nothing remembered). */
export function analyseRichText(markdown: string): RichText {
  const tree = markdownParser.parse(markdown)
  // What the check and the reading time need, before the page's changes (headings, links) touch the tree.
  const words = visibleText(tree)
    .split(/\s+/)
    .filter(word => /[\p{L}\p{N}]/u.test(word)).length
  const definedUrls = new Map<string, string>()
  visit(tree, "definition", definition => {
    if (!definedUrls.has(definition.identifier)) definedUrls.set(definition.identifier, definition.url)
  })
  const findings: Finding[] = []
  visit(tree, node => {
    if (node.type === "html") findings.push({ kind: "html", value: node.value })
    else if (node.type === "link" || node.type === "definition") findings.push({ kind: "link", url: node.url })
    else if (node.type === "image" || node.type === "imageReference")
      findings.push({
        kind: "picture",
        url: node.type === "image" ? node.url : (definedUrls.get(node.identifier) ?? ""),
      })
  })
  const html = htmlRenderer.stringify(htmlRenderer.runSync(tree))
  return { html, words, findings }
}

/** The text as safe HTML: CommonMark with GFM, its headings from h2 down, nothing that can run. */
export function renderRichText(markdown: string): string {
  return analysed(markdown).html
}

/** What the site refuses in the text, one message per problem in document order; [] when nothing is wrong. */
export function richTextProblems(markdown: string, sitePaths?: readonly string[]): string[] {
  const problems: string[] = []
  for (const finding of analysed(markdown).findings) {
    if (finding.kind === "html") {
      if (!problems.some(problem => problem.startsWith(HTML_RULE)))
        problems.push(`${HTML_RULE} (now ${shorten(finding.value, 40)})`)
    } else if (finding.kind === "link") {
      const problem = linkProblem(finding.url, sitePaths)
      if (problem) problems.push(problem)
    } else
      problems.push(
        `Pictures cannot be placed inside the text; the site publishes text, links and tables here (now "${shorten(finding.url, 60)}")`
      )
  }
  // The same link or picture in several places is one thing to fix.
  return [...new Set(problems)]
}

/** How many words a reader reads: text, code and table cells, not addresses or Markdown's syntax. */
export function countWords(markdown: string): number {
  return analysed(markdown).words
}

/** Minutes a reader needs for the text, rounded up, at least 1. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE))
}

function remarkForThePage() {
  return (tree: Root) => {
    shiftHeadings(tree)
    // Read as browsers read them (` HTTPS:` is https:), so that the page and richTextProblems agree on each link.
    visit(tree, node => {
      if (node.type === "link" || node.type === "definition") node.url = asBrowserReads(node.url)
    })
  }
}

/** The page has its own h1: the text's shallowest heading becomes h2, the others keep their distance to it. */
function shiftHeadings(tree: Root): void {
  const depths: number[] = []
  visit(tree, "heading", heading => void depths.push(heading.depth))
  if (depths.length === 0) return
  const shift = 2 - Math.min(...depths)
  visit(tree, "heading", heading => {
    heading.depth = Math.min(6, heading.depth + shift) as Heading["depth"]
  })
}

function linkProblem(url: string, sitePaths: readonly string[] | undefined): string | undefined {
  const address = asBrowserReads(url)
  if (LINK_PROTOCOLS.some(protocol => address.startsWith(`${protocol}:`))) return undefined
  // `//host` and `/\host` lead to another site.
  const isSitePath = (/^\/(?![/\\])/.test(address) || address.startsWith("#")) && !address.includes("\\")
  if (!isSitePath)
    return `A link may lead to an https: address, an e-mail (mailto:) or phone (tel:) address, or a page of this site starting with / (now "${shorten(url, 60)}")`
  if (sitePaths && !sitePaths.includes(address.split(/[?#]/)[0] || "/"))
    return `A link to this site must lead to one of its pages (${sitePaths.join(" or ")}), optionally followed by #section (now "${shorten(url, 60)}")`
  return undefined
}

/** A URL as the URL standard reads it: tabs and line breaks dropped, spaces and controls trimmed, scheme in lower case. */
function asBrowserReads(url: string): string {
  return (
    url
      .replace(/[\t\n\r]/g, "")
      // eslint-disable-next-line no-control-regex -- C0 controls are what browsers trim
      .replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, "")
      .replace(/^[a-z][a-z\d+.-]*:/i, scheme => scheme.toLowerCase())
  )
}

const PHRASING_PARENTS = new Set([
  "paragraph",
  "heading",
  "tableCell",
  "emphasis",
  "strong",
  "delete",
  "link",
  "linkReference",
])

/** The text a reader sees; blocks and cells apart, a sentence's emphasis and links not. */
function visibleText(node: Nodes): string {
  if (node.type === "text" || node.type === "inlineCode" || node.type === "code") return node.value
  if (node.type === "break") return " "
  // HTML, pictures and definitions are not published.
  if (!("children" in node)) return ""
  const children: Nodes[] = node.children
  return children.map(visibleText).join(PHRASING_PARENTS.has(node.type) ? "" : " ")
}

/** Whitespace runs made one space, at most `max` characters. */
function shorten(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, " ").trim()
  return oneLine.length > max ? `${oneLine.slice(0, max - 3)}...` : oneLine
}
