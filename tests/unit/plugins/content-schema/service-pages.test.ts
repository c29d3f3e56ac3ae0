import {
  HOME_PAGE,
  isLive,
  pathOf,
  problemsOfPages,
  redirectsOf,
  servicePageOf,
  type ServicePage,
} from "../../../../plugins/content-schema/service-pages"

const page = (id: string, fields: Partial<ServicePage> = {}): ServicePage => ({
  id,
  address: id,
  formerAddresses: [],
  heading: `Heading of ${id}`,
  ...fields,
})
const RESERVED = ["404", "admin", "index", "thank-you"]

describe("servicePageOf: a page from its file's id and content", () => {
  it("reads the address, former addresses, retirement and heading", () => {
    expect(
      servicePageOf("tax", {
        address: "tax-planning",
        formerAddresses: ["tax"],
        retiredTo: "/",
        heading: "Tax",
        intro: "ignored",
      })
    ).toEqual({ id: "tax", address: "tax-planning", formerAddresses: ["tax"], retiredTo: "/", heading: "Tax" })
  })

  it("reads content that does not match the schema yet as empty values, and a page without retiredTo as live", () => {
    expect(servicePageOf("x", undefined)).toEqual({ id: "x", address: "", formerAddresses: [], heading: "" })
    expect(servicePageOf("x", { address: 3, formerAddresses: ["a", 4, ""], retiredTo: "" })).toEqual({
      id: "x",
      address: "",
      formerAddresses: ["a"],
      heading: "",
    })
    expect(isLive(servicePageOf("x", {}))).toBe(true)
    expect(isLive(servicePageOf("x", { retiredTo: "/" }))).toBe(false)
  })

  it("puts a page at its address after the slash", () => {
    expect(pathOf("tax-planning")).toBe("/tax-planning")
  })
})

describe("redirectsOf: every address that no longer has a page of its own leads on", () => {
  it("leads a live page's former addresses to its address", () => {
    expect(redirectsOf([page("tax", { address: "tax-planning", formerAddresses: ["tax", "taxes"] })])).toEqual([
      { from: "/tax", to: "/tax-planning" },
      { from: "/taxes", to: "/tax-planning" },
    ])
  })

  it("leads a retired page's address and former addresses where it was retired to: a live page's address, or home", () => {
    const pages = [
      page("audit", { address: "audits" }),
      page("old", { retiredTo: "audit", formerAddresses: ["older"] }),
      page("gone", { retiredTo: HOME_PAGE }),
    ]
    expect(redirectsOf(pages)).toEqual([
      { from: "/old", to: "/audits" },
      { from: "/older", to: "/audits" },
      { from: "/gone", to: "/" },
    ])
  })

  it("leads home from a page retired to a page that is missing or retired (the content check refuses both)", () => {
    const pages = [page("a", { retiredTo: "missing" }), page("b", { retiredTo: "a" })]
    expect(redirectsOf(pages)).toEqual([
      { from: "/a", to: "/" },
      { from: "/b", to: "/" },
    ])
  })

  it("never redirects the home page itself, for a retired page without an address (the content check refuses it)", () => {
    expect(
      redirectsOf([page("gone", { address: "", formerAddresses: ["gone-before"], retiredTo: HOME_PAGE })])
    ).toEqual([{ from: "/gone-before", to: "/" }])
  })

  it("has nothing to redirect for live pages that never moved", () => {
    expect(redirectsOf([page("a"), page("b")])).toEqual([])
  })
})

describe("problemsOfPages: what does not hold together among the pages, at the field to change", () => {
  it("finds nothing in pages with addresses of their own", () => {
    expect(
      problemsOfPages([page("a", { formerAddresses: ["a-old"] }), page("b", { retiredTo: "a" })], RESERVED)
    ).toEqual([])
  })

  it("refuses an address, or a former address, that the site uses itself", () => {
    expect(problemsOfPages([page("x", { address: "admin", formerAddresses: ["404"] })], RESERVED)).toEqual([
      { id: "x", pointer: "/address", message: 'Already an address of the site itself (now "admin")' },
      { id: "x", pointer: "/formerAddresses/0", message: 'Already an address of the site itself (now "404")' },
    ])
  })

  it("refuses two pages with one address, naming the other page at each", () => {
    expect(problemsOfPages([page("a", { address: "tax" }), page("b", { address: "tax" })], RESERVED)).toEqual([
      { id: "a", pointer: "/address", message: 'Already the address of the page "b" (now "tax")' },
      { id: "b", pointer: "/address", message: 'Already the address of the page "a" (now "tax")' },
    ])
  })

  it("refuses an address that is another page's former address, at both pages", () => {
    expect(problemsOfPages([page("a", { formerAddresses: ["b"] }), page("b")], RESERVED)).toEqual([
      { id: "a", pointer: "/formerAddresses/0", message: 'Already the address of the page "b" (now "b")' },
      { id: "b", pointer: "/address", message: 'Already a former address of the page "a" (now "b")' },
    ])
  })

  it("refuses a former address that is the page's address again", () => {
    expect(problemsOfPages([page("a", { formerAddresses: ["a"] })], RESERVED)).toEqual([
      {
        id: "a",
        pointer: "/formerAddresses/0",
        message: 'Is the page\'s address again: take it off this list (now "a")',
      },
    ])
  })

  it("refuses a retirement to the page itself, to no page, or to a retired page; home is always there", () => {
    const pages = [
      page("self", { retiredTo: "self" }),
      page("nowhere", { retiredTo: "missing" }),
      page("chain", { retiredTo: "nowhere" }),
      page("home", { retiredTo: HOME_PAGE }),
    ]
    expect(problemsOfPages(pages, RESERVED)).toEqual([
      { id: "self", pointer: "/retiredTo", message: 'A page cannot be retired to itself (now "self")' },
      { id: "nowhere", pointer: "/retiredTo", message: 'No service page has this id (now "missing")' },
      {
        id: "chain",
        pointer: "/retiredTo",
        message: 'That page is retired too: choose a live page or the home page (now "nowhere")',
      },
    ])
  })

  it("leaves an empty address to the schema's check", () => {
    expect(problemsOfPages([page("a", { address: "" }), page("b", { address: "" })], RESERVED)).toEqual([])
  })
})
