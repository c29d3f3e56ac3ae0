import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { PlanSections } from "../calculators/PlanSections"
import { planOffersData } from "../calculators/plan-offers"
import { presentContent } from "../lib/present-content"

/** What plugins/content-pages gives a plan's page: its node, its script, and the build's day in the firm's zone. */
interface PlanContext {
  id: string
  script?: string
  today: string
}

/**
 * A plan: one for each live file in data/plans/ (plugins/content-pages creates them from the day its first fee
 * schedule takes effect). Nothing on it but the estimate responds, through the calculators' module, without React.
 */
export default function PlanPage({ data, pageContext }: PageProps<Queries.PlanPageQuery, PlanContext>) {
  const { site, siteJson, planJson: plan, entryPagesJson } = presentContent(data)
  const siteUrl = site.siteMetadata.siteUrl
  return (
    <Layout
      site={siteJson}
      siteUrl={siteUrl}
      seo={{
        page: { title: entryPagesJson.plan.seoTitle, description: plan.summary },
        titleValues: { name: plan.name },
        path: plan.fields.path,
        structuredData: planOffersData(siteJson, siteUrl, plan, pageContext.today),
      }}
      navigation={data}
    >
      <PlanSections
        plan={plan}
        texts={entryPagesJson.plan}
        language={siteJson.language}
        locale={siteJson.locale}
        today={pageContext.today}
        script={pageContext.script}
      />
    </Layout>
  )
}

export const query = graphql`
  query PlanPage($id: String!) {
    ...PageChrome
    planJson(id: { eq: $id }) {
      ...PlanSectionsContent
    }
    entryPagesJson {
      plan {
        seoTitle
      }
      ...PlanTexts
    }
  }
`
