import {
  articleData,
  canonicalUrl,
  profilePageData,
  serviceData,
  structuredData,
} from "../../../../../src/components/seo/structured-data"
import { pathOf } from "../../../../../plugins/content-schema/content-entries"
import { CONTENT_KINDS } from "../../../../../plugins/content-schema/content-kinds"
import { madeUpPerson, site, siteUrl } from "../../../support/fixtures"

const home = `${siteUrl}/`
/** The firm as the pages' other data refer to it: the Organization of every page, by its @id. */
const firm = expect.objectContaining({ "@type": "Organization", "@id": `${home}#organization`, name: site.firmName })

describe("canonicalUrl", () => {
  it("is the site's address followed by the page's path", () => {
    expect(canonicalUrl(siteUrl, "/")).toBe(home)
    expect(canonicalUrl(siteUrl, madeUpPerson.fields.path)).toBe(`${siteUrl}${madeUpPerson.fields.path}`)
  })
})

describe("structuredData", () => {
  it("describes the firm as an Organization: its name, description, e-mail, home page and area", () => {
    expect(structuredData(site, siteUrl)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${home}#organization`,
      name: site.firmName,
      description: site.description,
      email: site.email,
      url: home,
      areaServed: site.areaServed,
      logo: expect.stringMatching(new RegExp(`^${siteUrl}/`)),
    })
  })
})

describe("serviceData", () => {
  it("describes a service page's service, provided by the firm", () => {
    const path = pathOf(CONTENT_KINDS["service-page"], "tax-planning")
    expect(serviceData(site, siteUrl, { name: "Tax planning", description: "Plans for tax.", path })).toEqual({
      "@context": "https://schema.org",
      "@type": "Service",
      "@id": `${siteUrl}${path}#service`,
      name: "Tax planning",
      description: "Plans for tax.",
      url: `${siteUrl}${path}`,
      areaServed: site.areaServed,
      provider: firm,
    })
  })
})

describe("articleData", () => {
  // An article of the test's own (the content may have none).
  const article = {
    headline: "What changes this year",
    description: "Rates, thresholds and where to read more.",
    path: pathOf(CONTENT_KINDS.article, "what-changes"),
    published: "2026-01-15",
    author: { name: madeUpPerson.name, jobTitle: madeUpPerson.jobTitle, path: madeUpPerson.fields.path },
  }
  const url = `${siteUrl}${article.path}`

  it("describes an Article: its headline, description, address and the date it was published", () => {
    expect(articleData(site, siteUrl, article)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      "@id": `${url}#article`,
      headline: article.headline,
      description: article.description,
      url,
      datePublished: article.published,
    })
  })

  it("gives the date it was last reviewed as the date it was modified, or else the date it was published", () => {
    expect(articleData(site, siteUrl, article).dateModified).toBe(article.published)
    expect(articleData(site, siteUrl, { ...article, reviewed: "2026-03-01" }).dateModified).toBe("2026-03-01")
  })

  it("names its author as a Person, with the address of their page while they have one", () => {
    expect(articleData(site, siteUrl, article).author).toEqual({
      "@type": "Person",
      name: article.author.name,
      jobTitle: article.author.jobTitle,
      url: `${siteUrl}${article.author.path}`,
    })
    const retired = articleData(site, siteUrl, { ...article, author: { name: article.author.name } }).author
    expect(retired).toEqual({ "@type": "Person", name: article.author.name })
  })

  it("names the firm as its publisher, with its logo", () => {
    const { publisher } = articleData(site, siteUrl, article) as { publisher: Record<string, unknown> }
    expect(publisher).toEqual(firm)
    expect(publisher.logo).toMatch(new RegExp(`^${siteUrl}/`))
  })

  it("gives its category as its section only when it has one", () => {
    expect(articleData(site, siteUrl, article)).not.toHaveProperty("articleSection")
    expect(articleData(site, siteUrl, { ...article, section: "Tax" })).toHaveProperty("articleSection", "Tax")
  })

  it("says on its page who reviewed it and when, only when it has both a reviewer and a date", () => {
    const reviewer = { name: "Blake Example", path: pathOf(CONTENT_KINDS.person, "blake") }
    const page = (changes: object) =>
      (articleData(site, siteUrl, { ...article, ...changes }) as { mainEntityOfPage: object }).mainEntityOfPage
    expect(page({ reviewer, reviewed: "2026-03-01" })).toEqual({
      "@type": "WebPage",
      "@id": url,
      reviewedBy: { "@type": "Person", name: reviewer.name, url: `${siteUrl}${reviewer.path}` },
      lastReviewed: "2026-03-01",
    })
    expect(page({ reviewer })).toEqual({ "@type": "WebPage", "@id": url })
    expect(page({ reviewed: "2026-03-01" })).toEqual({ "@type": "WebPage", "@id": url })
  })
})

describe("profilePageData", () => {
  // The made-up person (the content may have none), as their page's template hands them over, without a photo.
  const person = {
    name: madeUpPerson.name,
    jobTitle: madeUpPerson.jobTitle,
    description: madeUpPerson.summary,
    path: madeUpPerson.fields.path,
    credentials: madeUpPerson.credentials,
  }
  const url = `${siteUrl}${person.path}`
  type Profile = { mainEntity: Record<string, unknown> & { hasCredential: object[] } }
  const profile = (changes: object = {}) =>
    profilePageData(site, siteUrl, { ...person, ...changes }) as unknown as Profile

  it("describes a ProfilePage whose main entity is the person: name, job, summary and address", () => {
    expect(profilePageData(site, siteUrl, person)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      "@id": url,
      url,
      mainEntity: {
        "@type": "Person",
        "@id": `${url}#person`,
        name: person.name,
        jobTitle: person.jobTitle,
        description: person.description,
        url,
      },
    })
  })

  it("says the person works for the firm", () => {
    expect(profile().mainEntity.worksFor).toEqual(firm)
  })

  it("gives the person's photo as an address on the site, only when they have one", () => {
    expect(profile().mainEntity).not.toHaveProperty("image")
    const image = madeUpPerson.photo.image.childImageSharp.gatsbyImageData.images.fallback!.src
    expect(profile({ image }).mainEntity.image).toBe(`${siteUrl}${image}`)
  })

  it("lists each credential, recognised by its issuer, with its number and look-up address only where given", () => {
    expect(profile().mainEntity.hasCredential).toEqual([
      {
        "@type": "EducationalOccupationalCredential",
        name: person.credentials[0].name,
        alternateName: person.credentials[0].abbreviation,
        credentialCategory: "license",
        recognizedBy: { "@type": "Organization", name: person.credentials[0].issuer },
        identifier: person.credentials[0].licenseNumber,
        url: person.credentials[0].verifyUrl,
      },
      {
        "@type": "EducationalOccupationalCredential",
        name: person.credentials[1].name,
        alternateName: person.credentials[1].abbreviation,
        credentialCategory: "license",
        recognizedBy: { "@type": "Organization", name: person.credentials[1].issuer },
      },
    ])
    expect(profile({ credentials: [] }).mainEntity.hasCredential).toEqual([])
  })
})
