import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import {
  RESPONDING_PARTS_ATTRIBUTE,
  renderedRespondingParts,
  respondingPartsAttributes,
} from "../../../../adapters/static-host/responding-parts-attribute"

/** A page as Gatsby's server render writes it, with these body attributes. */
const page = (attributes: Record<string, string>) =>
  `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="en">
      <head />
      <body {...attributes}>
        <main>Text</main>
      </body>
    </html>
  )}`

describe("the responding parts a page's render names in its <body>", () => {
  it("reads back, once each and in order, the parts React wrote into the attribute, whatever characters their names hold", () => {
    const parts = ["contact form", "Hero's call to action", 'a "quoted" <part> & more', "contact form"]
    const read = renderedRespondingParts(page(respondingPartsAttributes(parts)))
    expect(read?.parts).toEqual(["Hero's call to action", 'a "quoted" <part> & more', "contact form"])
  })

  it("takes the attribute out of the page, and leaves the rest as it was", () => {
    const read = renderedRespondingParts(page({ ...respondingPartsAttributes([]), className: "x" }))
    expect(read).toEqual({ parts: [], html: page({ className: "x" }) })
    expect(read?.html).not.toContain(RESPONDING_PARTS_ATTRIBUTE)
  })

  it("says nothing of a page without it: one this build did not render", () => {
    expect(renderedRespondingParts(page({}))).toBeUndefined()
  })
})
