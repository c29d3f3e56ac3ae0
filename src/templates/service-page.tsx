import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { ServicePageSections } from "../components/sections/ServicePageSections"
import { presentContent } from "../lib/present-content"

/** A service page: one for each live file in data/service-pages/ (plugins/content-pages creates them). */
export default function ServicePage({ data }: PageProps<Queries.ServicePageQuery>) {
  const { site, siteJson, servicePageJson, contactJson, backIcon, featureIcon, tools, plans, entryPagesJson } =
    presentContent(data)
  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{ page: servicePageJson.seo, path: servicePageJson.fields.path, service: servicePageJson.heading }}
      headerLink={{ link: servicePageJson.backLink, iconSvg: backIcon }}
      navigation={data}
    >
      <ServicePageSections
        content={servicePageJson}
        featureIconSvg={featureIcon}
        responderNote={contactJson.responderNote}
        tools={{ heading: entryPagesJson.tool.onServicePage, tools: tools.nodes }}
        plans={{
          heading: entryPagesJson.plan.onServicePage,
          plans: plans.nodes.map(plan => ({ title: plan.name, summary: plan.summary, path: plan.fields.path })),
        }}
      />
    </Layout>
  )
}

export const query = graphql`
  query ServicePage($id: String!) {
    ...PageChrome
    servicePageJson(id: { eq: $id }) {
      fields {
        path
      }
      seo {
        ...PageSeoFields
      }
      backLink {
        ...ContentLinkFields
      }
      ...ServicePageSectionsContent
    }
    contactJson {
      responderNote
    }
    tools: allToolJson(
      filter: { service: { id: { eq: $id } }, fields: { live: { eq: true } } }
      sort: [{ heading: ASC }]
    ) {
      nodes {
        ...ToolCard
      }
    }
    plans: allPlanJson(
      filter: { service: { id: { eq: $id } }, fields: { live: { eq: true } } }
      sort: [{ name: ASC }]
    ) {
      nodes {
        name
        summary
        fields {
          path
        }
      }
    }
    entryPagesJson {
      tool {
        onServicePage
      }
      plan {
        onServicePage
      }
    }
    backIcon: uiIconSvg(name: "arrow-left")
    featureIcon: uiIconSvg(name: "circle-check")
  }
`
