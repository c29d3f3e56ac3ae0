import fs from "fs"
import path from "path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import { robotsTxt, type RobotsRules } from "./robots-txt"

type RobotsTxtOptions = PluginOptions & RobotsRules

/** After the build, writes public/robots.txt from siteUrl, the one place the site's address is set. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args, options) => {
  const { disallow, sitemap } = options as RobotsTxtOptions
  const result = await args.graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query RobotsTxt {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  if (result.errors || !result.data)
    throw new Error(`Could not read siteUrl for robots.txt: ${JSON.stringify(result.errors)}`)
  fs.writeFileSync(
    path.join("public", "robots.txt"),
    robotsTxt(result.data.site.siteMetadata.siteUrl, { disallow, sitemap })
  )
}
