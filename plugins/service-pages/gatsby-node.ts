import path from "path"
import type { GatsbyNode } from "gatsby"
import { DATA_DIR } from "../content-schema/data-files"
import { readServicePages } from "../content-schema/site-routes"
import { isLive, pathOf, redirectsOf } from "../content-schema/service-pages"

/** The component every service page is rendered with; its query finds the page by the id in its context. */
const TEMPLATE = path.join("src", "templates", "service-page.tsx")

/**
 * A page for every live service page at its address, and a permanent (301) redirect for each address
 * that no longer has a page of its own: former addresses, and the addresses of retired pages. The content
 * check has run (content-schema's onPreBootstrap): addresses are unique and every redirect leads to a live
 * page or the home page. The host adapter writes the redirects into public/_redirects.
 */
export const createPages: GatsbyNode["createPages"] = ({ actions, reporter }) => {
  const rootDir = process.cwd()
  const pages = readServicePages(rootDir)
  const live = pages.filter(isLive)
  for (const page of live) {
    actions.createPage({
      path: pathOf(page.address),
      component: path.join(rootDir, TEMPLATE),
      context: { id: page.id },
    })
  }
  const redirects = redirectsOf(pages)
  for (const { from, to } of redirects) {
    actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true })
  }
  reporter.info(
    `${DATA_DIR}/service-pages/: ${live.length} pages built, ${pages.length - live.length} retired, ${redirects.length} redirects`
  )
}
