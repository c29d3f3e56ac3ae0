/**
 * The share image that link previews show (og:image, 1200×630): the firm's mark and name and the home
 * page's headline and subline, in the site's colours, drawn from the content at build time. satori lays
 * the picture out as SVG (flexbox, text wrapping) and resvg rasterises it to PNG; both run in Node from
 * npm packages, with the Inter font from the @fontsource/inter package, and fetch nothing.
 */
import fs from "fs"
import { createRequire } from "module"
import path from "path"
import satori from "satori"
import { Resvg } from "@resvg/resvg-js"
import { color, gradient } from "../../src/styles/theme"

export interface ShareImageContent {
  firmName: string
  headline: string
  subline: string
}

export interface ShareImageSize {
  width: number
  height: number
}

/** A node of the picture, as satori takes it (the shape of a React element, without React). */
interface Node {
  type: string
  props: { style?: Record<string, unknown>; children?: (Node | string)[] | Node | string; [prop: string]: unknown }
}

const h = (type: string, props: Node["props"], ...children: (Node | string)[]): Node => ({
  type,
  props: { ...props, children: children.length === 1 ? children[0] : children },
})

/**
 * Inter in the scripts editors may write in: Latin with its extensions, Greek and Cyrillic. Each subset
 * is a font of its own name; satori falls back from one to the next for a character the first lacks.
 */
const FONT_SUBSETS = ["latin", "latin-ext", "greek", "cyrillic"]
const FONT_FAMILY = FONT_SUBSETS.map(subset => `Inter ${subset}`)

function loadFonts() {
  // Resolved from the project (Gatsby bundles this file, and its bundler leaves no require.resolve).
  const projectRequire = createRequire(path.join(process.cwd(), "package.json"))
  const dir = path.join(path.dirname(projectRequire.resolve("@fontsource/inter/package.json")), "files")
  return FONT_SUBSETS.flatMap(subset =>
    ([400, 800] as const).map(weight => ({
      name: `Inter ${subset}`,
      weight,
      style: "normal" as const,
      data: fs.readFileSync(path.join(dir, `inter-${subset}-${weight}-normal.woff`)),
    }))
  )
}

/** The largest size at which the headline fits in two lines of the picture's width (a rough estimate). */
function headlineSize(headline: string, lineWidth: number): number {
  const sizes = [88, 72, 60, 48, 40]
  return sizes.find(size => headline.length * size * 0.55 <= lineWidth * 2) ?? sizes[sizes.length - 1]
}

/** The subline's first sentence, as a caption under the headline. */
function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/)
  return end === -1 ? text : text.slice(0, end + 1)
}

/** Text cut to at most `lines` lines, with an ellipsis; a word longer than a line breaks. */
const clamp = (lines: number) => ({
  display: "block",
  lineClamp: lines,
  textOverflow: "ellipsis",
  overflow: "hidden",
  overflowWrap: "anywhere",
})

function shareImageLayout(content: ShareImageContent, size: ShareImageSize, logoSvg: string): Node {
  const padding = { x: 80, y: 72 }
  const lineWidth = size.width - 2 * padding.x
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString("base64")}`
  return h(
    "div",
    {
      style: {
        width: size.width,
        height: size.height,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: `${padding.y}px ${padding.x}px`,
        color: color.onNavy,
        backgroundColor: color.navy,
        backgroundImage: gradient.navyGlow,
        fontFamily: FONT_FAMILY.map(name => `"${name}"`).join(", "),
      },
    },
    h(
      "div",
      { style: { display: "flex", alignItems: "center", gap: 20, fontSize: 40, fontWeight: 800 } },
      h("img", { src: logo, width: 64, height: 64 }),
      h("div", { style: { ...clamp(1), width: lineWidth - 84 } }, content.firmName)
    ),
    h(
      "div",
      { style: { display: "flex", flexDirection: "column", gap: 24, width: lineWidth } },
      h(
        "div",
        {
          style: {
            ...clamp(2),
            fontSize: headlineSize(content.headline, lineWidth),
            fontWeight: 800,
            letterSpacing: "-0.02em",
            lineHeight: 1.1,
          },
        },
        content.headline
      ),
      h(
        "div",
        { style: { ...clamp(2), fontSize: 32, lineHeight: 1.35, color: color.onNavyMuted, maxWidth: 960 } },
        firstSentence(content.subline)
      )
    )
  )
}

/** The share image as PNG bytes. */
export async function renderShareImage(
  content: ShareImageContent,
  size: ShareImageSize,
  logoSvg: string
): Promise<Buffer> {
  const svg = await satori(shareImageLayout(content, size, logoSvg) as unknown as React.ReactNode, {
    width: size.width,
    height: size.height,
    fonts: loadFonts(),
  })
  return new Resvg(svg, { fitTo: { mode: "width", value: size.width } }).render().asPng()
}
