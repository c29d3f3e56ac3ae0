import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { Hero } from "../components/sections/Hero"
import { About, Services, HowItWorks, WhyChoose, Testimonials } from "../components/static-parts"
import { Contact } from "../components/sections/Contact"
import { CONTACT_SECTION_ID } from "../lib/inquiry"
import { presentContent } from "../lib/present-content"
import { privacyPolicyOf } from "../lib/privacy-policy"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const {
    site,
    siteJson,
    homeJson,
    servicesJson,
    stepsJson,
    whyChooseJson,
    testimonialsJson,
    contactJson,
    inquiryServices,
    learnMoreIcon,
  } = presentContent(data)
  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{ page: homeJson.seo, path: "/" }}
      navigation={data}
    >
      <Hero content={homeJson.hero} ctaTarget={CONTACT_SECTION_ID} />
      <About content={homeJson.about} />
      <Services content={servicesJson} linkIconSvg={learnMoreIcon} />
      <HowItWorks content={stepsJson} />
      <WhyChoose content={whyChooseJson} />
      <Testimonials content={testimonialsJson} />
      <Contact
        content={contactJson}
        services={inquiryServices.nodes}
        firm={{ name: siteJson.firmName, language: siteJson.language }}
        email={siteJson.email}
        privacyPolicy={privacyPolicyOf(siteJson.footer)}
      />
    </Layout>
  )
}

export const query = graphql`
  query HomePage {
    ...PageChrome
    homeJson {
      seo {
        ...PageSeoFields
      }
      hero {
        ...HeroContent
      }
      about {
        ...AboutContent
      }
    }
    servicesJson {
      ...ServicesContent
    }
    stepsJson {
      ...StepsContent
    }
    whyChooseJson {
      ...WhyChooseContent
    }
    testimonialsJson {
      ...TestimonialsContent
    }
    contactJson {
      ...ContactContent
    }
    inquiryServices: allServicePageJson(filter: { fields: { live: { eq: true } } }, sort: { heading: ASC }) {
      nodes {
        ...InquiryService
      }
    }
    learnMoreIcon: uiIconSvg(name: "arrow-right")
  }
`
