import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { ThankYou } from "../components/static-parts"
import { presentContent } from "../lib/present-content"

/**
 * /thank-you: where the contact form leads after a send without JavaScript (its `action` when delivery is
 * 'netlify'). Not an address to find or share: noindex, no canonical link, left out of the sitemap.
 */
export default function ThankYouPage({ data }: PageProps<Queries.ThankYouPageQuery>) {
  const { site, siteJson, thankYouJson, contactJson, mailIcon } = presentContent(data)
  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{ page: thankYouJson.seo, noindex: true }}
      navigation={data}
    >
      <ThankYou
        content={thankYouJson}
        reply={{
          replyTime: contactJson.replyTimeInWords,
          replier: siteJson.firmName,
          bookingUrl: contactJson.scheduleCard.bookingUrl,
          bookingLinkLabel: contactJson.notices.success.bookingLinkLabel,
        }}
        iconSvg={mailIcon}
      />
    </Layout>
  )
}

export const query = graphql`
  query ThankYouPage {
    ...PageChrome
    thankYouJson {
      seo {
        ...PageSeoFields
      }
      ...ThankYouContent
    }
    contactJson {
      replyTimeInWords
      scheduleCard {
        bookingUrl
      }
      notices {
        success {
          bookingLinkLabel
        }
      }
    }
    mailIcon: contentIconSvg(name: "mail")
  }
`
