import fs from "fs"
import path from "path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import { webAppManifest, type ManifestColours } from "./web-app-manifest"

interface WebAppManifestOptions extends PluginOptions, ManifestColours {
  /** Where the manifest is published, as linked from every page's head. */
  manifestPath: string
}

/** After the build, writes the manifest from data/site.json, so the firm's name is edited in one place. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args, options) => {
  const { manifestPath, themeColor, backgroundColor } = options as WebAppManifestOptions
  const result = await args.graphql<{ siteJson: { firmName: string; description: string } }>(
    `query WebAppManifest { siteJson { firmName description } }`
  )
  if (result.errors || !result.data)
    throw new Error(`Could not read data/site.json for the manifest: ${JSON.stringify(result.errors)}`)
  const manifest = webAppManifest(result.data.siteJson, { themeColor, backgroundColor })
  fs.writeFileSync(path.join("public", manifestPath), JSON.stringify(manifest, null, 2))
}
