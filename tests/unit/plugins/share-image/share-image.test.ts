/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation).
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import fs from "fs"
import path from "path"
import { renderShareImage } from "../../../../plugins/share-image/share-image"
import { SHARE_IMAGE } from "../../../../src/components/seo/site-assets"
import { content } from "../../../../tools/content"
import { repoRoot } from "../../support/repo-root"

/** The share image of plugins/share-image, drawn from the content the tests read (data/, or CONTENT_DIR). */
const logo = fs.readFileSync(path.join(repoRoot, "static", "favicon.svg"), "utf8")
const size = { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height }
const fromContent = {
  firmName: content.site.firmName,
  headline: content.home.hero.headline,
  subline: content.home.hero.subline,
}

/** A PNG's width and height, from its header. */
const dimensions = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)]

describe("the share image", () => {
  it("is a PNG of the size the page head announces, the same bytes for the same content", async () => {
    const png = await renderShareImage(fromContent, size, logo)
    expect(png.subarray(1, 4).toString()).toBe("PNG")
    expect(dimensions(png)).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height])
    expect((await renderShareImage(fromContent, size, logo)).equals(png)).toBe(true)
  })

  it("changes when an editor changes the headline, or the firm's name", async () => {
    const before = await renderShareImage(fromContent, size, logo)
    // Changed at their start, which the picture shows however long the texts are (it cuts long ones short).
    const newHeadline = await renderShareImage({ ...fromContent, headline: `New ${fromContent.headline}` }, size, logo)
    const newName = await renderShareImage({ ...fromContent, firmName: `New ${fromContent.firmName}` }, size, logo)
    expect(newHeadline.equals(before)).toBe(false)
    expect(newName.equals(before)).toBe(false)
    expect(dimensions(newHeadline)).toEqual(dimensions(before))
  })
})
