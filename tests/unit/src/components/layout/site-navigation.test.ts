import { siteNavigation } from "../../../../../src/components/layout/site-navigation"
import { content } from "../../../../../tools/content"
import { navigationData } from "../../../support/fixtures"

const { insights, team, tools, navigation } = content.entryPages

type Published = { insights: boolean; team: boolean; tools?: boolean }

/**
 * The navigation's data with the index pages published as `published` says (the content decides it otherwise);
 * the calculators' unless said.
 */
function published(which: Published): Queries.SiteNavigationContentFragment {
  return {
    ...navigationData,
    insightsIndex: { ...navigationData.insightsIndex!, published: which.insights },
    teamIndex: { ...navigationData.teamIndex!, published: which.team },
    toolsIndex: { ...navigationData.toolsIndex!, published: which.tools ?? false },
  }
}

describe("siteNavigation", () => {
  it("links the published index pages, the insights, then the calculators, then the team, with the words of data/entry-pages.json", () => {
    const data = published({ insights: true, team: true, tools: true })
    expect(siteNavigation(data)).toEqual({
      headerLabel: navigation.header,
      footerLabel: navigation.footer,
      links: [
        { label: insights.navigationLabel, path: data.insightsIndex!.path },
        { label: tools.navigationLabel, path: data.toolsIndex!.path },
        { label: team.navigationLabel, path: data.teamIndex!.path },
      ],
      search: { label: content.search.form.label, submit: content.search.form.submit },
    })
  })

  it("offers the search field while an index page is published, and only then", () => {
    expect(siteNavigation(published({ insights: false, team: true }))!.search).toEqual({
      label: content.search.form.label,
      submit: content.search.form.submit,
    })
    expect(siteNavigation(published({ insights: false, team: false }))!.search).toBeUndefined()
    expect(siteNavigation({ ...published({ insights: true, team: true }), searchJson: null })!.search).toBeUndefined()
  })

  it("links only the index pages that are published", () => {
    const links = (which: Published) => siteNavigation(published(which))!.links
    expect(links({ insights: false, team: true })).toEqual([
      { label: team.navigationLabel, path: navigationData.teamIndex!.path },
    ])
    expect(links({ insights: true, team: false })).toEqual([
      { label: insights.navigationLabel, path: navigationData.insightsIndex!.path },
    ])
    expect(links({ insights: false, team: false })).toEqual([])
    expect(links({ insights: false, team: false, tools: true })).toEqual([
      { label: tools.navigationLabel, path: navigationData.toolsIndex!.path },
    ])
  })

  it("links no index page that the query did not find", () => {
    expect(
      siteNavigation({ ...navigationData, insightsIndex: null, teamIndex: null, toolsIndex: null })!.links
    ).toEqual([])
  })

  it("is none without the words of data/entry-pages.json", () => {
    expect(siteNavigation({ ...published({ insights: true, team: true }), entryPagesJson: null })).toBeUndefined()
  })
})
