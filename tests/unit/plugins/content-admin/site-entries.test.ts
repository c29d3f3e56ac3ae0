/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation).
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { EVERY_KIND } from "../../../../plugins/content-model/content-kinds"
import { SITE_ENTRIES } from "../../../../plugins/content-admin/site-entries"
import { pageExists } from "../../support/site-pages"
import { SEARCH_PATH } from "../../../../src/lib/page-paths"

/** The pages a kind lists its entries on (/insights, /team): the site has them while the kind has a live entry. */
const indexPages = EVERY_KIND.flatMap(kind => (kind.indexPath ? [kind.indexPath] : []))

describe("the admin's entries", () => {
  it("leads every entry's View Live to a page the site has: a file in src/pages, a kind's index page, or the search page", () => {
    for (const { entry, page } of SITE_ENTRIES) {
      // The search page is made by plugins/site-search, on every build.
      const exists = pageExists(page) || indexPages.includes(page) || page === SEARCH_PATH
      expect({ entry, page, exists }).toEqual({ entry, page, exists: true })
    }
  })

  it("names each data file once", () => {
    const entries = SITE_ENTRIES.map(({ entry }) => entry)
    expect(new Set(entries).size).toBe(entries.length)
  })
})
