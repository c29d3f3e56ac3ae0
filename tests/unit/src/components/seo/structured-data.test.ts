/**
 * The JSON-LD of the site's pages as a search engine reads it: the JSON text of each block the module makes
 * (the firm's on every page, a service page's, an article's and a person's page's, as Seo.tsx and the
 * templates put them in the head), checked for the properties Google documents for its type (Search Central,
 * "Structured data": those required, and those recommended that the content has the data for), for every
 * address in it being absolute, on the site's address (gatsby-config.ts) or another site's https address,
 * and for blocks that refer to the firm doing so by the firm's own @id. The built pages' JSON-LD is validated
 * too, with a structured-data validator and Google's rules, by tests/browser/structured-data.spec.ts.
 */
import fs from "fs"
import path from "path"
import config from "../../../../../gatsby-config"
import {
  articleData,
  canonicalUrl,
  profilePageData,
  serviceData,
  structuredData,
} from "../../../../../src/components/seo/structured-data"
import { LOGO_IMAGE, SHARE_IMAGE } from "../../../../../src/components/seo/site-assets"
import { pathOf } from "../../../../../plugins/content-model/content-entries"
import { CONTENT_KINDS } from "../../../../../plugins/content-model/content-kinds"
import { madeUpPerson, site } from "../../../support/fixtures"
import { repoRoot } from "../../../support/repo-root"

/** The site's public address, as gatsby-config.ts gives it to the pages. */
const siteUrl = config.siteMetadata!.siteUrl as string
const home = `${siteUrl}/`

type Json = Record<string, unknown>
/** What a search engine reads: the block as JSON text (a property left undefined is not there). */
const read = (data: object) => JSON.parse(JSON.stringify(data)) as Json
const object = (value: unknown) => value as Json

/** The properties whose value is an address (`@context` is schema.org's). */
const ADDRESS_PROPERTIES = new Set(["@context", "@id", "url", "logo", "image", "sameAs"])

/**
 * Every address in a block, with where it is (`author.url`): each value of an address property, and any
 * other text that starts with "/" (a path, which a search engine would not know the site of).
 */
function addressesIn(value: unknown, where = "", property = ""): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => addressesIn(item, `${where}[${index}]`, property))
  if (typeof value === "string")
    return ADDRESS_PROPERTIES.has(property) || value.startsWith("/") ? [[where, value]] : []
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => addressesIn(inner, where ? `${where}.${key}` : key, key))
  }
  return []
}

/**
 * The addresses of a block that are not absolute: neither on the site nor, for schema.org's and those the
 * content gives of other sites (a credential's look-up), an https address.
 */
function notAbsolute(block: object, otherSites: string[] = []): [string, string][] {
  const elsewhere = new Set(["https://schema.org", ...otherSites])
  return addressesIn(block).filter(
    ([, address]) => !address.startsWith(home) && !(elsewhere.has(address) && /^https:\/\/[^/]/.test(address))
  )
}

/** Checks that every address of a block is absolute; returns where each is. */
function expectAbsoluteAddresses(block: Json, otherSites: string[] = []): string[] {
  expect(notAbsolute(block, otherSites)).toEqual([])
  return addressesIn(block).map(([where]) => where)
}

/** The firm's own block, which the others refer to by its @id. */
const firm = read(structuredData(site, siteUrl))
/** A reference to the firm that a search engine joins to the firm's block: its @id, with its name. */
const firmReference = expect.objectContaining({ "@type": "Organization", "@id": firm["@id"], name: firm.name })

/** The width and height of a PNG file, from its header. */
const pngSize = (file: string) => {
  const png = fs.readFileSync(file)
  return [png.readUInt32BE(16), png.readUInt32BE(20)]
}

describe("canonicalUrl", () => {
  it("is the site's address followed by the page's path", () => {
    expect(canonicalUrl(siteUrl, "/")).toBe(home)
    expect(canonicalUrl(siteUrl, madeUpPerson.fields.path)).toBe(`${siteUrl}${madeUpPerson.fields.path}`)
  })
})

describe("the site's address, which every address of the JSON-LD starts with", () => {
  it("is gatsby-config.ts's siteUrl: an https address without a path", () => {
    expect(siteUrl).toMatch(/^https:\/\/[^/]+$/)
  })

  it("is what the addresses are checked against: a path, an http address and another site's are found and refused", () => {
    const author = { "@id": "/team/x#person", url: "http://x.example/", image: ["https://x.example/a.png"] }
    const found = [
      ["author.@id", "/team/x#person"],
      ["author.url", "http://x.example/"],
      ["author.image[0]", "https://x.example/a.png"],
    ]
    expect(addressesIn({ author, name: "A name" })).toEqual(found)
    expect(notAbsolute({ author })).toEqual(found)
    expect(notAbsolute({ author }, ["https://x.example/a.png"])).toEqual(found.slice(0, 2))
    expect(notAbsolute({ author: { ...author, "@id": `${home}team/x#person` } })).toEqual(found.slice(1))
  })
})

describe("the firm's JSON-LD (every page)", () => {
  it("is a schema.org Organization, not a LocalBusiness such as AccountingService, for which Google requires a postal address the firm does not publish", () => {
    expect(firm["@context"]).toBe("https://schema.org")
    expect(firm["@type"]).toBe("Organization")
    expect(firm).not.toHaveProperty("address")
  })

  it("has the properties Google recommends for an Organization that the content has (name, url: the home page, description, e-mail, logo), and the area it serves", () => {
    expect(firm).toMatchObject({
      name: site.firmName,
      url: home,
      description: site.description,
      email: site.email,
      areaServed: site.areaServed,
    })
    expect(firm.logo).toBe(`${siteUrl}${LOGO_IMAGE}`)
  })

  it("has a logo Google can show: a file the site publishes, at least 112 pixels square", () => {
    const [width, height] = pngSize(path.join(repoRoot, "static", new URL(firm.logo as string).pathname))
    expect(Math.min(width, height)).toBeGreaterThanOrEqual(112)
  })

  it("gives every address absolute, on the site: its @id, url, logo and image", () => {
    expect(expectAbsoluteAddresses(firm)).toEqual(expect.arrayContaining(["@id", "url", "logo", "image"]))
  })
})

describe("a service page's JSON-LD", () => {
  // A service page of the test's own (the content may have none): the made-up person's service.
  const [{ heading, fields }] = madeUpPerson.services
  const description = "Plans for tax."
  const service = read(serviceData(site, siteUrl, { name: heading, description, path: fields.path }))

  it("is a schema.org Service named by the page's heading, described by the page's description, at the page's address", () => {
    expect(service).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      name: heading,
      description,
      url: `${siteUrl}${fields.path}`,
      areaServed: site.areaServed,
    })
  })

  it("is provided by the firm: its Organization by @id, with its name and home page, so the block stands alone too", () => {
    expect(service.provider).toEqual(firmReference)
    expect(object(service.provider).url).toBe(home)
  })

  it("gives every address absolute, on the site", () => {
    expectAbsoluteAddresses(service)
  })
})

describe("an article's JSON-LD", () => {
  // An article of the test's own (the content may have none) by the made-up person, as the article's template
  // hands it over: its author's page path only while they have a page.
  const article = {
    headline: "What changes this year",
    description: "Rates, thresholds and where to read more.",
    path: pathOf(CONTENT_KINDS.article, "what-changes"),
    published: "2026-01-15",
    author: { name: madeUpPerson.name, jobTitle: madeUpPerson.jobTitle, path: madeUpPerson.fields.path },
  }
  const url = `${siteUrl}${article.path}`
  const reviewer = { name: "Blake Example", path: pathOf(CONTENT_KINDS.person, "blake") }
  const reviewed = "2026-03-01"
  const data = (changes: object = {}) => read(articleData(site, siteUrl, { ...article, ...changes }))
  /** The same article once its author has retired: the template gives no path for a page that is gone. */
  const byRetired = () => data({ author: { name: article.author.name, jobTitle: article.author.jobTitle } })

  it("is a schema.org Article with the headline, the description and the address of the page it is on", () => {
    expect(data()).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.headline,
      description: article.description,
      url,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
    })
  })

  it("has the dates Google recommends: published, and modified as the last review, or the publication when none", () => {
    expect(data()).toMatchObject({ datePublished: article.published, dateModified: article.published })
    expect(data({ reviewer, reviewed })).toMatchObject({ datePublished: article.published, dateModified: reviewed })
    for (const date of [data().datePublished, data({ reviewer, reviewed }).dateModified]) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}/) // ISO 8601, as Google asks
    }
  })

  it("has an image Google can show: an address on the site of an image of at least 50,000 pixels", () => {
    expect(data().image).toBe(`${siteUrl}${SHARE_IMAGE.path}`)
    expect(SHARE_IMAGE.width * SHARE_IMAGE.height).toBeGreaterThanOrEqual(50_000)
  })

  it("names its author as a Person by their name alone, with the address of their page while they have one", () => {
    const { author } = data()
    expect(author).toMatchObject({ "@type": "Person", name: madeUpPerson.name, jobTitle: madeUpPerson.jobTitle })
    expect(object(author).url).toBe(`${siteUrl}${madeUpPerson.fields.path}`)
  })

  it("names a retired author without a url: the address of a page they no longer have", () => {
    const { author } = byRetired()
    expect(author).toMatchObject({ "@type": "Person", name: madeUpPerson.name })
    expect(author).not.toHaveProperty("url")
  })

  it("names the firm as its publisher, by its @id, with its logo", () => {
    const { publisher } = data()
    expect(publisher).toEqual(firmReference)
    expect(object(publisher).logo).toBe(firm.logo)
  })

  it("gives its category as its section only when it has one", () => {
    expect(data()).not.toHaveProperty("articleSection")
    expect(data({ section: "Tax" })).toHaveProperty("articleSection", "Tax")
  })

  it("says on its page who reviewed it and when, only when it has both a reviewer and a date", () => {
    expect(data({ reviewer, reviewed }).mainEntityOfPage).toEqual({
      "@type": "WebPage",
      "@id": url,
      reviewedBy: { "@type": "Person", name: reviewer.name, url: `${siteUrl}${reviewer.path}` },
      lastReviewed: reviewed,
    })
    for (const changes of [{ reviewer }, { reviewed }]) {
      expect(data(changes).mainEntityOfPage).not.toHaveProperty("reviewedBy")
      expect(data(changes).mainEntityOfPage).not.toHaveProperty("lastReviewed")
    }
  })

  it("gives every address absolute, on the site: the article's, its image, its author's and reviewer's pages, the firm's", () => {
    expect(expectAbsoluteAddresses(data({ reviewer, reviewed }))).toEqual(
      expect.arrayContaining(["url", "image", "author.url", "publisher.logo", "mainEntityOfPage.reviewedBy.url"])
    )
    expectAbsoluteAddresses(byRetired())
  })
})

describe("a person's page's JSON-LD", () => {
  // The made-up person (the content may have none), as their page's template hands them over.
  const photo = madeUpPerson.photo.image.childImageSharp.gatsbyImageData.images.fallback!.src
  const person = {
    name: madeUpPerson.name,
    jobTitle: madeUpPerson.jobTitle,
    description: madeUpPerson.summary,
    path: madeUpPerson.fields.path,
    image: photo,
    credentials: madeUpPerson.credentials,
  }
  const url = `${siteUrl}${person.path}`
  const data = (changes: object = {}) => read(profilePageData(site, siteUrl, { ...person, ...changes }))
  const personOf = (block: Json) => object(block.mainEntity)
  const lookUps = madeUpPerson.credentials.flatMap(credential => (credential.verifyUrl ? [credential.verifyUrl] : []))

  it("is a schema.org ProfilePage at the person's page's address, whose main entity (which Google requires) is a Person with a name", () => {
    expect(data()).toMatchObject({ "@context": "https://schema.org", "@type": "ProfilePage", url })
    expect(personOf(data())).toMatchObject({ "@type": "Person", name: madeUpPerson.name })
  })

  it("gives the person's job title, their summary as their description, and their page's address", () => {
    expect(personOf(data())).toMatchObject({
      jobTitle: madeUpPerson.jobTitle,
      description: madeUpPerson.summary,
      url,
    })
  })

  it("gives the person's photo, which Google recommends, as an address on the site, only when they have one", () => {
    expect(personOf(data()).image).toBe(`${siteUrl}${photo}`)
    expect(personOf(data({ image: undefined }))).not.toHaveProperty("image")
  })

  it("says the person works for the firm, by the firm's @id", () => {
    expect(personOf(data()).worksFor).toEqual(firmReference)
  })

  it("lists each credential by its name and short form, recognised by its issuer, with its number and look-up only where given", () => {
    const credentials = personOf(data()).hasCredential as Json[]
    expect(credentials).toHaveLength(madeUpPerson.credentials.length)
    madeUpPerson.credentials.forEach((credential, index) => {
      expect(credentials[index]).toMatchObject({
        "@type": "EducationalOccupationalCredential",
        name: credential.name,
        alternateName: credential.abbreviation,
        recognizedBy: { "@type": "Organization", name: credential.issuer },
      })
      const given = { identifier: credential.licenseNumber, url: credential.verifyUrl }
      for (const [property, value] of Object.entries(given)) {
        if (value) expect(credentials[index]).toHaveProperty(property, value)
        else expect(credentials[index]).not.toHaveProperty(property)
      }
    })
    // The made-up person has both cases.
    expect(madeUpPerson.credentials.map(credential => Boolean(credential.verifyUrl))).toEqual(
      expect.arrayContaining([true, false])
    )
    expect(personOf(data({ credentials: [] })).hasCredential).toEqual([])
  })

  it("gives every address absolute: on the site, and a credential's look-up on its issuer's https site", () => {
    expect(expectAbsoluteAddresses(data(), lookUps)).toEqual(
      expect.arrayContaining(["url", "mainEntity.url", "mainEntity.image", "mainEntity.worksFor.url"])
    )
    expect(lookUps.length).toBeGreaterThan(0)
  })
})
