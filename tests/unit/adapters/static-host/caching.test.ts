import { IMMUTABLE, REVALIDATE } from "../../../../adapters/static-host/caching"

/** A Cache-Control value's directives, as a browser reads them: each name, with its value if it has one. */
const directives = (cacheControl: string) =>
  new Map(
    cacheControl.split(",").map(directive => {
      const [name, value] = directive.trim().split("=")
      return [name, value] as const
    })
  )

describe("the caching of published files", () => {
  it("lets any cache keep a file named after its content for a year, without asking again", () => {
    const immutable = directives(IMMUTABLE)
    expect(Number(immutable.get("max-age"))).toBeGreaterThanOrEqual(365 * 24 * 60 * 60)
    expect([...immutable.keys()]).toEqual(expect.arrayContaining(["public", "immutable"]))
  })

  it("makes browsers ask for a newer version of a page or its data on every visit", () => {
    const revalidate = directives(REVALIDATE)
    expect(revalidate.get("max-age")).toBe("0")
    expect(revalidate.has("must-revalidate")).toBe(true)
    expect(revalidate.has("immutable")).toBe(false)
  })
})
