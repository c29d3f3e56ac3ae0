import fs from "fs"
import path from "path"
import { webAppManifest } from "../../../../plugins/web-app-manifest/web-app-manifest"
import { color } from "../../../../src/styles/theme"
import { content } from "../../../../tools/content"
import { repoRoot } from "../../support/repo-root"

/** The manifest as the build writes it: from data/site.json (or CONTENT_DIR's), in the colours gatsby-config.ts gives. */
const colours = { themeColor: color.navy, backgroundColor: color.surface }
const manifest = webAppManifest(content.site, colours)

/** A PNG's width and height, from its header. */
const dimensions = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)]

describe("webAppManifest", () => {
  it("names the site by the firm's name, long and short, and describes it as the site's description does", () => {
    expect(manifest).toMatchObject({
      name: content.site.firmName,
      short_name: content.site.firmName,
      description: content.site.description,
    })
  })

  it("opens the home page, in the colours it is given", () => {
    expect(manifest.start_url).toBe("/")
    expect(manifest.theme_color).toBe(colours.themeColor)
    expect(manifest.background_color).toBe(colours.backgroundColor)
    const other = webAppManifest(content.site, { themeColor: "#000001", backgroundColor: "#000002" })
    expect([other.theme_color, other.background_color]).toEqual(["#000001", "#000002"])
  })

  it("lists icons the site publishes (files in static/), each of the type and size it says", () => {
    for (const icon of manifest.icons) {
      const file = path.join(repoRoot, "static", icon.src)
      expect({ icon: icon.src, published: fs.existsSync(file) }).toEqual({ icon: icon.src, published: true })
      if (icon.type === "image/png") {
        const [width, height] = dimensions(fs.readFileSync(file))
        expect({ icon: icon.src, sizes: `${width}x${height}` }).toEqual({ icon: icon.src, sizes: icon.sizes })
      } else {
        expect({ icon: icon.src, type: icon.type, sizes: icon.sizes }).toEqual({
          icon: icon.src,
          type: "image/svg+xml",
          sizes: "any",
        })
        expect(icon.src.endsWith(".svg")).toBe(true)
      }
    }
  })

  it("offers a phone an icon of at least 512 pixels it may crop to its own shape, and one it must not crop", () => {
    const large = manifest.icons.filter(icon => icon.sizes === "512x512")
    expect(large.some(icon => "purpose" in icon && icon.purpose === "maskable")).toBe(true)
    expect(large.some(icon => !("purpose" in icon))).toBe(true)
  })
})
