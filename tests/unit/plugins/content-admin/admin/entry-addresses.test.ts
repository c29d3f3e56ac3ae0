import {
  addressProblem,
  formerAddressesOnSave,
  retirementProblem,
  type PublishedPages,
} from "../../../../../plugins/content-admin/admin/service-page-addresses"
import type { ServicePage } from "../../../../../plugins/content-schema/service-pages"

const page = (id: string, fields: Partial<ServicePage> = {}): ServicePage => ({
  id,
  address: id,
  formerAddresses: [],
  heading: id,
  ...fields,
})
const published: PublishedPages = {
  pages: [page("tax", { address: "tax-planning", formerAddresses: ["taxes"] }), page("audit")],
  reserved: ["admin", "index"],
}

describe("addressProblem: a page's address among the published pages, before the editor saves", () => {
  it("accepts a new page's free address, and a published page keeping or changing to a free address", () => {
    expect(addressProblem(published, { data: { address: "payroll" } })).toBeUndefined()
    expect(
      addressProblem(published, { slug: "tax", data: { address: "tax-planning", formerAddresses: ["taxes"] } })
    ).toBeUndefined()
    expect(addressProblem(published, { slug: "tax", data: { address: "tax-advice" } })).toBeUndefined()
  })

  it("refuses another page's address or former address, and an address of the site itself", () => {
    expect(addressProblem(published, { data: { address: "audit" } })).toBe(
      'Already the id of the page "audit", which keeps it (now "audit")'
    )
    expect(addressProblem(published, { slug: "audit", data: { address: "tax-planning" } })).toBe(
      'Already the address of the page "tax" (now "tax-planning")'
    )
    expect(addressProblem(published, { data: { address: "taxes" } })).toBe(
      'Already a former address of the page "tax" (now "taxes")'
    )
    expect(addressProblem(published, { data: { address: "admin" } })).toBe(
      'Already an address of the site itself (now "admin")'
    )
  })

  it("refuses a new page the id of a page whose address has moved on (its file keeps the name)", () => {
    const moved: PublishedPages = { pages: [page("tax", { address: "tax-planning" })], reserved: [] }
    expect(addressProblem(moved, { data: { address: "tax" } })).toBe(
      'Already the id of the page "tax", which keeps it (now "tax")'
    )
  })
})

describe("formerAddressesOnSave: a published page's old address keeps leading to it", () => {
  it("adds the published address when a published page's address changes", () => {
    expect(
      formerAddressesOnSave(published, {
        slug: "tax",
        data: { address: "tax-advice", formerAddresses: ["taxes"] },
      })
    ).toEqual(["taxes", "tax-planning"])
  })

  it("adds it once, however often the address changes before it is published", () => {
    expect(
      formerAddressesOnSave(published, {
        slug: "tax",
        data: { address: "tax-help", formerAddresses: ["taxes", "tax-planning"] },
      })
    ).toEqual(["taxes", "tax-planning"])
  })

  it("takes an address off the list when the page gets it back", () => {
    expect(
      formerAddressesOnSave(published, { slug: "tax", data: { address: "taxes", formerAddresses: ["taxes"] } })
    ).toEqual(["tax-planning"])
  })

  it("gives a new page none, also when it is a copy of a page that has some", () => {
    expect(formerAddressesOnSave(published, { data: { address: "payroll", formerAddresses: ["taxes"] } })).toEqual([])
  })

  it("changes nothing for a page whose address stays, or a page not yet published", () => {
    expect(
      formerAddressesOnSave(published, { slug: "tax", data: { address: "tax-planning", formerAddresses: ["taxes"] } })
    ).toEqual(["taxes"])
    expect(formerAddressesOnSave(published, { data: { address: "payroll" } })).toEqual([])
    expect(formerAddressesOnSave(published, { slug: "draft", data: { address: "draft-2" } })).toEqual([])
  })
})

describe("retirementProblem: where a page is retired to, among the published pages", () => {
  it("accepts the home page and a live page; refuses the page itself and a retired page", () => {
    const pages: PublishedPages = { pages: [...published.pages, page("gone", { retiredTo: "/" })], reserved: [] }
    expect(retirementProblem(pages, { slug: "audit", data: { address: "audit", retiredTo: "/" } })).toBeUndefined()
    expect(retirementProblem(pages, { slug: "audit", data: { address: "audit", retiredTo: "tax" } })).toBeUndefined()
    expect(retirementProblem(pages, { slug: "audit", data: { address: "audit", retiredTo: "audit" } })).toBe(
      'A page cannot be retired to itself (now "audit")'
    )
    expect(retirementProblem(pages, { slug: "audit", data: { address: "audit", retiredTo: "gone" } })).toBe(
      'That page is retired too: choose a live page or the home page (now "gone")'
    )
  })
})
