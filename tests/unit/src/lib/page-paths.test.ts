import { THANK_YOU_PATH } from "../../../../src/lib/page-paths"
import { pageExists } from "../../support/site-pages"

describe("the paths of pages that code names", () => {
  it("name pages the site has (a file in src/pages)", () => {
    expect(pageExists(THANK_YOU_PATH)).toBe(true)
  })
})
