import { privacyPolicyOf } from "../../../../src/lib/privacy-policy"
import { pathOf } from "../../../../plugins/content-model/content-entries"
import { CONTENT_KINDS } from "../../../../plugins/content-model/content-kinds"
import { content } from "../../../../tools/content"

// The notices' names as the content has them (the content may have none: then the copyright line's).
const [label = content.site.footer.copyright] = content.site.footer.legalNotices.map(notice => notice.label)
const other = `${label} 2`
// Pages of the test's own: the content may have none.
const page = (address: string) => ({ fields: { path: pathOf(CONTENT_KINDS.page, address) } })

describe("privacyPolicyOf", () => {
  it("is the notice marked as the privacy policy, with the path of the page it links to", () => {
    const footer = {
      legalNotices: [
        { label: other, privacyPolicy: null, page: page("terms") },
        { label, privacyPolicy: true, page: page("privacy") },
      ],
    }
    expect(privacyPolicyOf(footer)).toEqual({ label, path: pathOf(CONTENT_KINDS.page, "privacy") })
  })

  it("is none while the notice marked as the privacy policy links to no page", () => {
    const footer = {
      legalNotices: [
        { label, privacyPolicy: true, page: null },
        { label: other, page: page("terms") },
      ],
    }
    expect(privacyPolicyOf(footer)).toBeUndefined()
  })

  it("is none while no notice is marked as the privacy policy, whatever pages they link to", () => {
    expect(privacyPolicyOf({ legalNotices: [{ label, privacyPolicy: false, page: page("privacy") }] })).toBeUndefined()
    expect(privacyPolicyOf({ legalNotices: [] })).toBeUndefined()
  })

  it("is the first marked notice that links to a page, when several are marked", () => {
    const footer = {
      legalNotices: [
        { label: other, privacyPolicy: true },
        { label, privacyPolicy: true, page: page("privacy") },
        { label: other, privacyPolicy: true, page: page("privacy-2") },
      ],
    }
    expect(privacyPolicyOf(footer)).toEqual({ label, path: pathOf(CONTENT_KINDS.page, "privacy") })
  })
})
