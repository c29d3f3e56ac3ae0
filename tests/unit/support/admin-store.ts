import { createPublishedStore, type SiteShape } from "../../../plugins/content-admin/admin/published-content"
import { COLLECTION } from "../../../plugins/content-admin/names"
import { reservedAtTop, siteFactsOf, type SiteFacts } from "../../../plugins/content-model/site-facts"
import { kindLabels } from "../../../tools/content"
import { reservedByPlugins } from "../../../plugins/content-model/content-snapshot"
import { repoRoot } from "./repo-root"

/**
 * What the admin starts with (admin/cms.tsx): the site's shape for these pages of src/pages, facts that know
 * no entry yet, and the store of what is published, which has read nothing.
 */
export function adminAtStart(pageStems: string[]): {
  shape: SiteShape
  facts: SiteFacts
  store: ReturnType<typeof createPublishedStore>
} {
  const shape: SiteShape = {
    pageStems,
    reservedAtTop: reservedAtTop(pageStems, reservedByPlugins(repoRoot)),
    kindLabels,
  }
  const facts = siteFactsOf({ entries: [], pageStems, categories: [], credentialed: [], kindLabels })
  return { shape, facts, store: createPublishedStore(shape, facts, COLLECTION) }
}
