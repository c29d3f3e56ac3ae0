/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation).
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { SITE_ENTRIES } from "../../../../plugins/content-admin/site-entries"
import { pageExists } from "../../support/site-pages"

describe("the admin's entries", () => {
  it("leads every entry's View Live to a page the site has (a file in src/pages)", () => {
    for (const { entry, page } of SITE_ENTRIES) {
      expect({ entry, page, exists: pageExists(page) }).toEqual({ entry, page, exists: true })
    }
  })
})
