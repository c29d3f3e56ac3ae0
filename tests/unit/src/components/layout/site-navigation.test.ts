import { siteNavigation } from "../../../../../src/components/layout/site-navigation"
import { CONTENT_KINDS, INDEXED_KINDS, type KindName } from "../../../../../plugins/content-model/content-kinds"
import { content } from "../../../../../tools/content"
import { navigationData, navigationLabelOf, withIndexPagesPublished } from "../../../support/fixtures"

const { navigation } = content.entryPages

/** The link to a kind's index page, as the navigation gives it. */
const linkTo = (kind: KindName) => ({ label: navigationLabelOf(kind), path: CONTENT_KINDS[kind].indexPath })

describe("siteNavigation", () => {
  it("links the published index pages, the insights, then the calculators, then the team, with the words of data/entry-pages.json", () => {
    const data = withIndexPagesPublished(navigationData, ["article", "person", "tool"])
    expect(siteNavigation(data)).toEqual({
      headerLabel: navigation.header,
      footerLabel: navigation.footer,
      links: [linkTo("article"), linkTo("tool"), linkTo("person")],
      search: { label: content.search.form.label, submit: content.search.form.submit },
    })
  })

  it("links every kind's index page in the order the kinds state (navigationOrder), from the query's nodes", () => {
    const every = withIndexPagesPublished(
      navigationData,
      INDEXED_KINDS.map(kind => kind.name)
    )
    expect(siteNavigation(every)!.links).toEqual(INDEXED_KINDS.map(kind => linkTo(kind.name)))
  })

  it("offers the search field while an index page is published, and only then", () => {
    expect(siteNavigation(withIndexPagesPublished(navigationData, ["person"]))!.search).toEqual({
      label: content.search.form.label,
      submit: content.search.form.submit,
    })
    expect(siteNavigation(withIndexPagesPublished(navigationData, []))!.search).toBeUndefined()
    expect(
      siteNavigation({ ...withIndexPagesPublished(navigationData, ["article", "person"]), searchJson: null })!.search
    ).toBeUndefined()
  })

  it("links only the index pages that are published", () => {
    const links = (kinds: KindName[]) => siteNavigation(withIndexPagesPublished(navigationData, kinds))!.links
    expect(links(["person"])).toEqual([linkTo("person")])
    expect(links(["article"])).toEqual([linkTo("article")])
    expect(links([])).toEqual([])
    expect(links(["tool"])).toEqual([linkTo("tool")])
  })

  it("links no index page that the query did not find", () => {
    expect(siteNavigation({ ...navigationData, indexPages: { nodes: [] } })!.links).toEqual([])
  })

  it("is none without the words of data/entry-pages.json", () => {
    expect(
      siteNavigation({ ...withIndexPagesPublished(navigationData, ["article", "person"]), entryPagesJson: null })
    ).toBeUndefined()
  })
})
