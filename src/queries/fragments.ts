import { graphql } from "gatsby"

/**
 * What each component reads from the content, as GraphQL fragments. Pages spread them in their
 * queries; typegen turns each into a `Queries.<Name>Fragment` type that the component takes as props.
 * Kept apart from the components so those stay plain and are tested with fixture objects.
 */
export const contentFragments = graphql`
  fragment PageChrome on Query {
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteJson {
      ...SiteChrome
    }
  }

  fragment SiteChrome on SiteJson {
    firmName
    description
    email
    areaServed
    language
    locale
    skipLinkLabel
    shareImageAlt
    footer {
      ...FooterContent
    }
  }

  fragment FooterContent on Footer {
    tagline
    servicesHeading
    services
    contactHeading
    socialIcons
    copyright
    legalNotices
  }

  fragment PageSeoFields on PageSeo {
    title
    description
  }

  fragment ContentLinkFields on ContentLink {
    label
    to
  }

  fragment FeatureItemFields on FeatureItem {
    icon
    title
    description
  }

  fragment HeroContent on Hero {
    headline
    subline
    ctaLabel
    claims {
      value
      label
    }
  }

  fragment AboutContent on About {
    heading
    intro
    points {
      ...FeatureItemFields
    }
  }

  fragment ServicesContent on ServicesJson {
    heading
    intro
    groups {
      title
      cards {
        icon
        title
        description
        link {
          ...ContentLinkFields
        }
      }
    }
  }

  fragment StepsContent on StepsJson {
    heading
    intro
    steps {
      ...FeatureItemFields
    }
  }

  fragment WhyChooseContent on WhyChooseJson {
    heading
    intro
    reasons {
      ...FeatureItemFields
    }
  }

  fragment TestimonialsContent on TestimonialsJson {
    heading
    intro
    ratingLabel
    items {
      quote
      name
      role
      rating
    }
  }

  fragment ContactFormTexts on ContactForm {
    heading
    nameLabel
    namePlaceholder
    emailLabel
    emailPlaceholder
    messageLabel
    messagePlaceholder
    submitLabel
    sendingLabel
    noScriptNote
  }

  fragment ContactContent on ContactJson {
    heading
    intro
    replyTime
    emailCard {
      icon
      title
    }
    scheduleCard {
      icon
      title
      text
    }
    servingCard {
      icon
      title
      text
    }
    form {
      ...ContactFormTexts
    }
    privacyNotice {
      heading
      text
    }
    delivery
    sendDelayMs
    notices {
      success {
        title
        description
      }
      failure {
        title
        description
      }
    }
  }

  fragment NotFoundContent on NotFoundJson {
    code
    heading
    message
    homeLink {
      ...ContentLinkFields
    }
  }

  fragment AdvisoryServiceFields on AdvisoryService {
    icon
    title
    description
    features
  }

  fragment AdvisoryProcessContent on AdvisoryProcess {
    heading
    intro
    steps {
      title
      description
    }
  }

  fragment CallToActionContent on AdvisoryCallToAction {
    heading
    text
    link {
      ...ContentLinkFields
    }
  }
`
