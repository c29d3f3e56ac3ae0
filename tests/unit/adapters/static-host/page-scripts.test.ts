import path from "path"
import { PICTURES_ASIDE_DIR } from "../../../../adapters/static-host"
import {
  RESPONDING_PARTS_DIR,
  recordRespondingParts,
  respondingPartsOf,
} from "../../../../adapters/static-host/page-scripts"
import { scratchFolder } from "../../support/scratch-folder"

describe("adapters/static-host/page-scripts: what each page's server render found responding to a visitor", () => {
  it("keeps its records, and the pictures set aside, in Gatsby's cache, which lives as long as pages may stay unrendered", () => {
    for (const dir of [RESPONDING_PARTS_DIR, PICTURES_ASIDE_DIR]) expect(dir.split(path.sep)[0]).toBe(".cache")
  })

  it("keeps each page's record apart, its parts once each and in order, the home page's too", () => {
    const dir = path.join(scratchFolder("responding-parts-"), "records")
    recordRespondingParts("/", ["contact form", "Hero's call to action", "contact form"], dir)
    recordRespondingParts("/team/jane-doe", [], dir)
    recordRespondingParts("/insights/tax/2026", ["search"], dir)
    expect(respondingPartsOf("/", dir)).toEqual(["Hero's call to action", "contact form"])
    expect(respondingPartsOf("/team/jane-doe", dir)).toEqual([])
    expect(respondingPartsOf("/insights/tax/2026", dir)).toEqual(["search"])
  })

  it("says undefined for a page no render recorded (the adapter then keeps its scripts), and a new render replaces a record", () => {
    const dir = scratchFolder("responding-parts-")
    expect(respondingPartsOf("/team", dir)).toBeUndefined()
    recordRespondingParts("/team", ["filter"], dir)
    recordRespondingParts("/team", [], dir)
    expect(respondingPartsOf("/team", dir)).toEqual([])
  })
})
