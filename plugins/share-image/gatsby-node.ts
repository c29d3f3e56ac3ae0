import fs from "fs"
import path from "path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import { renderShareImage, type ShareImageSize } from "./share-image"

interface ShareImageOptions extends PluginOptions, ShareImageSize {
  /** Where the image is published, as every page's head names it (src/components/seo/site-assets.ts). */
  imagePath: string
  /** The firm's mark, an SVG file of the project. */
  logoFile: string
}

/**
 * After the build, renders the share image from the content the build read (site.json's firm name,
 * home.json's headline and subline), so a link preview shows what the home page says today.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args, options) => {
  const { imagePath, logoFile, width, height } = options as ShareImageOptions
  const result = await args.graphql<{
    siteJson: { firmName: string }
    homeJson: { hero: { headline: string; subline: string } }
  }>(`
    query ShareImage {
      siteJson {
        firmName
      }
      homeJson {
        hero {
          headline
          subline
        }
      }
    }
  `)
  if (result.errors || !result.data)
    throw new Error(`Could not read the content for the share image: ${JSON.stringify(result.errors)}`)
  const { siteJson, homeJson } = result.data
  const png = await renderShareImage(
    { firmName: siteJson.firmName, headline: homeJson.hero.headline, subline: homeJson.hero.subline },
    { width, height },
    fs.readFileSync(logoFile, "utf8")
  )
  fs.writeFileSync(path.join("public", imagePath), png)
  args.reporter.info(`Rendered the share image ${imagePath} (${width}×${height}) from the content`)
}
