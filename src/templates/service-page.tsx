import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { ServicePageSections, ServicePageSectionsWithTools } from "../components/static-parts"
import { presentContent } from "../lib/present-content"

/** A service page: one for each live file in data/service-pages/ (plugins/content-pages creates them). */
export default function ServicePage({ data }: PageProps<Queries.ServicePageQuery>) {
  const { site, siteJson, servicePageJson, contactJson, backIcon, featureIcon, tools, entryPagesJson } =
    presentContent(data)
  // A page with calculators has one section more: a static part of its own (static-parts.ts).
  const Sections = tools.nodes.length > 0 ? ServicePageSectionsWithTools : ServicePageSections
  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{ page: servicePageJson.seo, path: servicePageJson.fields.path, service: servicePageJson.heading }}
      headerLink={{ link: servicePageJson.backLink, iconSvg: backIcon }}
      navigation={data}
    >
      <Sections
        content={servicePageJson}
        featureIconSvg={featureIcon}
        responderNote={contactJson.responderNote}
        tools={{ heading: entryPagesJson.tool.onServicePage, tools: tools.nodes }}
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
    entryPagesJson {
      tool {
        onServicePage
      }
    }
    backIcon: uiIconSvg(name: "arrow-left")
    featureIcon: uiIconSvg(name: "circle-check")
  }
`
