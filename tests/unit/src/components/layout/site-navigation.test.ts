import { siteNavigation } from "../../../../../src/components/layout/site-navigation"
import { content } from "../../../../../tools/content"
import { navigationData } from "../../../support/fixtures"

const { insights, team, navigation } = content.entryPages

/** The navigation's data with the index pages published as `published` says (the content decides it otherwise). */
function published(which: { insights: boolean; team: boolean }): Queries.SiteNavigationContentFragment {
  return {
    ...navigationData,
    insightsIndex: { ...navigationData.insightsIndex!, published: which.insights },
    teamIndex: { ...navigationData.teamIndex!, published: which.team },
  }
}

describe("siteNavigation", () => {
  it("links the published index pages, the insights before the team, with the words of data/entry-pages.json", () => {
    const data = published({ insights: true, team: true })
    expect(siteNavigation(data)).toEqual({
      headerLabel: navigation.header,
      footerLabel: navigation.footer,
      links: [
        { label: insights.navigationLabel, path: data.insightsIndex!.path },
        { label: team.navigationLabel, path: data.teamIndex!.path },
      ],
    })
  })

  it("links only the index pages that are published", () => {
    const links = (which: { insights: boolean; team: boolean }) => siteNavigation(published(which))!.links
    expect(links({ insights: false, team: true })).toEqual([
      { label: team.navigationLabel, path: navigationData.teamIndex!.path },
    ])
    expect(links({ insights: true, team: false })).toEqual([
      { label: insights.navigationLabel, path: navigationData.insightsIndex!.path },
    ])
    expect(links({ insights: false, team: false })).toEqual([])
  })

  it("links no index page that the query did not find", () => {
    expect(siteNavigation({ ...navigationData, insightsIndex: null, teamIndex: null })!.links).toEqual([])
  })

  it("is none without the words of data/entry-pages.json", () => {
    expect(siteNavigation({ ...published({ insights: true, team: true }), entryPagesJson: null })).toBeUndefined()
  })
})
