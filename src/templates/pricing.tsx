import React from "react"
import { graphql, type PageProps } from "gatsby"
import { ListPageLayout } from "../components/layout/ListPageLayout"
import { PricingSections } from "../calculators/PricingSections"
import { presentContent } from "../lib/present-content"
import { inListOrder } from "../lib/listing-pages"
import type { ListPageContext } from "../components/sections/ListingPagination"

/**
 * /pricing: every live plan, by audience and name, published while there is one, in pages (/pricing/page/2;
 * plugins/content-pages creates them, with the ids of each page's plans and the build's day in the firm's zone).
 */
export default function PricingPage({
  data,
  pageContext,
}: PageProps<Queries.PricingPageQuery, ListPageContext & { today: string }>) {
  const { siteJson, entryPagesJson, plans, pricingIndex } = presentContent(data)
  const { pricing } = entryPagesJson
  return (
    <ListPageLayout
      chrome={data}
      listingPages={entryPagesJson.listingPages}
      pageContext={pageContext}
      seo={{ page: pricing.seo }}
      heading={pricing.heading}
      firstPath={pricingIndex.path}
    >
      {pagination => (
        <PricingSections
          texts={pricing}
          planTexts={entryPagesJson.plan}
          plans={inListOrder(plans.nodes, pageContext.ids)}
          locale={siteJson.locale}
          today={pageContext.today}
          pagination={pagination}
        />
      )}
    </ListPageLayout>
  )
}

export const query = graphql`
  query PricingPage($ids: [String!]!) {
    ...PageChrome
    pricingIndex: contentIndex(kind: "plan") {
      path
    }
    entryPagesJson {
      ...PricingTexts
      plan {
        limit
        billing {
          month
          year
          once
        }
      }
      ...ListingPagesTexts
    }
    plans: allPlanJson(filter: { id: { in: $ids } }) {
      nodes {
        ...PlanCard
      }
    }
  }
`
