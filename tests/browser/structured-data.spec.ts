import fs from "fs"
import path from "path"
import WebAutoExtractor from "@marbec/web-auto-extractor"
import Validator from "@adobe/structured-data-validator"
import {
  test,
  expect,
  SITE_URL,
  VISITED_PAGES,
  ROUTES,
  SAMPLED,
  SERVICE_PAGES,
  ARTICLES,
  PEOPLE,
  fileOfPage,
} from "./fixtures"
import { content, contentDay } from "../../tools/content"
import { scheduleStanding, type FeeSchedule } from "../../src/calculators/plan-fees"
import { CURRENCY } from "../../src/calculators/calculator"

/**
 * The JSON-LD of the built pages, checked with a real structured-data validator (Adobe's, the checks
 * behind Google's rich-result rules it implements) and against Google's rules for the type it declares.
 * The validator reads schema.org's vocabulary from tests/fixtures/schema-org/ (there is no network here):
 * with it, an unknown type is an error and a property the type does not have is a warning. Validated in full on
 * the pages that show every case the content has (SAMPLED, VISITED_PAGES); every page's JSON-LD is read in
 * every-page.spec.ts.
 */

const PUBLIC = "public"
const PAGES = {
  home: "index.html",
  notFound: "404.html",
  thankYou: "thank-you.html",
}

/** A service page's built file (adapters/static-host publishes a page as `<address>.html`). */
const fileOf = (servicePage: (typeof SERVICE_PAGES)[number]) => `${servicePage.address}.html`

const vocabulary = JSON.parse(fs.readFileSync("tests/fixtures/schema-org/vocabulary.json", "utf8")) as {
  "@graph": { "@id": string; "@type": string; "rdfs:subClassOf"?: { "@id": string } | { "@id": string }[] }[]
}

interface Issue {
  rootType: string
  issueMessage: string
  severity: string
}

async function validate(html: string): Promise<Issue[]> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(html)
  return (await new Validator(vocabulary).validate(extracted)) as Issue[]
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    match => JSON.parse(match[1]) as Record<string, unknown>
  )
}

/** The type and all its ancestors in schema.org's class hierarchy, e.g. AccountingService → … → Thing. */
function ancestry(type: string): Set<string> {
  const parents = new Map(
    vocabulary["@graph"]
      .filter(entry => entry["@type"] === "rdfs:Class")
      .map(entry => [
        entry["@id"].replace("schema:", ""),
        [entry["rdfs:subClassOf"] ?? []].flat().map(parent => parent["@id"].replace("schema:", "")),
      ])
  )
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name)) return
    seen.add(name)
    for (const parent of parents.get(name) ?? []) visit(parent)
  }
  visit(type)
  return seen
}

test.describe("structured data (JSON-LD) of the built pages", () => {
  test("the validator works here: it reports an unknown type, a missing name and a property the type does not have", async () => {
    const broken = `<html><head><script type="application/ld+json">${JSON.stringify([
      { "@context": "https://schema.org", "@type": "AcountingService", name: "x" },
      { "@context": "https://schema.org", "@type": "Organization", email: "a@b.example", cuisine: "none" },
    ])}</script></head><body></body></html>`
    const messages = (await validate(broken)).map(issue => `${issue.severity} ${issue.issueMessage}`)
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ERROR .*AcountingService.*not a valid schema\.org type/),
        expect.stringMatching(/^ERROR .*name/),
        expect.stringMatching(/^WARNING .*cuisine.*not supported/),
      ])
    )
  })

  for (const [name, file] of Object.entries(PAGES)) {
    test(`${name} page: one JSON-LD block, which the validator passes without an error or a warning`, async () => {
      const html = fs.readFileSync(path.join(PUBLIC, file), "utf8")
      expect(jsonLdOf(html)).toHaveLength(1)
      expect(await validate(html)).toEqual([])
    })
  }

  for (const servicePage of SAMPLED["service-page"]) {
    test(`${servicePage.path}: the firm, and its service as a schema.org Service that the firm provides, which the validator passes without an error or a warning`, async () => {
      const html = fs.readFileSync(path.join(PUBLIC, fileOf(servicePage)), "utf8")
      const [firm, service] = jsonLdOf(html)
      expect(jsonLdOf(html)).toHaveLength(2)
      expect(firm).toMatchObject({ "@type": "Organization", name: content.site.firmName })
      const canonical = /<link\b[^>]*\brel="canonical"[^>]*\bhref="([^"]+)"/.exec(html)?.[1]
      expect(canonical).toBe(`${SITE_URL}${servicePage.path}`)
      expect(service).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Service",
        name: servicePage.heading,
        description: servicePage.seo.description,
        url: canonical,
        areaServed: content.site.areaServed,
        provider: { "@type": "Organization", "@id": firm["@id"], name: content.site.firmName, url: firm.url },
      })
      expect(await validate(html)).toEqual([])
    })
  }

  for (const article of SAMPLED.article) {
    test(`${article.path}: the firm, and an Article with its headline, dates, author and the firm as publisher, which the validator passes`, async () => {
      const html = fs.readFileSync(path.join(PUBLIC, fileOfPage(article.path)), "utf8")
      const blocks = jsonLdOf(html)
      expect(blocks).toHaveLength(2)
      const [firm, data] = blocks
      const person = (id: string) => content.entries.person.find(candidate => candidate.id === id)!
      const signer = (id: string) =>
        person(id).retiredTo === undefined
          ? { "@type": "Person", name: person(id).name, url: `${SITE_URL}${person(id).path}` }
          : { "@type": "Person", name: person(id).name }
      const reviewed = article.reviewer && article.reviewed ? article.reviewed : undefined
      expect(data).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        description: article.summary,
        url: `${SITE_URL}${article.path}`,
        datePublished: article.published,
        dateModified: reviewed ?? article.published,
        author: signer(article.author),
        publisher: { "@type": "Organization", "@id": firm["@id"], name: content.site.firmName },
      })
      // A retired author keeps their name, without the address of a page they no longer have.
      if (person(article.author).retiredTo !== undefined) expect(data.author).not.toHaveProperty("url")
      if (reviewed)
        expect(data.mainEntityOfPage).toMatchObject({ reviewedBy: signer(article.reviewer!), lastReviewed: reviewed })
      expect(await validate(html)).toEqual([])
    })
  }

  for (const person of SAMPLED.person) {
    test(`${person.path}: the firm, and a ProfilePage of a Person who works for it, with each credential, which the validator passes`, async () => {
      const html = fs.readFileSync(path.join(PUBLIC, fileOfPage(person.path)), "utf8")
      const blocks = jsonLdOf(html)
      expect(blocks).toHaveLength(2)
      const [firm, data] = blocks
      expect(data).toMatchObject({
        "@context": "https://schema.org",
        "@type": "ProfilePage",
        url: `${SITE_URL}${person.path}`,
        mainEntity: {
          "@type": "Person",
          name: person.name,
          jobTitle: person.jobTitle,
          worksFor: { "@type": "Organization", "@id": firm["@id"] },
          hasCredential: person.credentials.map(credential => ({
            "@type": "EducationalOccupationalCredential",
            name: credential.name,
            recognizedBy: { "@type": "Organization", name: credential.issuer },
            ...(credential.licenseNumber ? { identifier: credential.licenseNumber } : {}),
            ...(credential.verifyUrl ? { url: credential.verifyUrl } : {}),
          })),
        },
      })
      expect(await validate(html)).toEqual([])
    })
  }

  for (const plan of SAMPLED.plan) {
    test(`${plan.path}: the firm, and a Service it provides with an Offer for each priced tier of the fees the page shows, which the validator passes`, async () => {
      const html = fs.readFileSync(path.join(PUBLIC, fileOfPage(plan.path)), "utf8")
      const blocks = jsonLdOf(html)
      expect(blocks).toHaveLength(2)
      const [firm, data] = blocks
      expect(data).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Service",
        name: plan.name,
        url: `${SITE_URL}${plan.path}`,
        provider: { "@type": "Organization", "@id": firm["@id"] },
      })
      // The fees in effect on the build's day, and while they are honoured those they replaced, to their last day.
      const { inEffect, honoured } = scheduleStanding(plan.schedules as unknown as FeeSchedule[], contentDay)
      const offersOf = (schedule: FeeSchedule | undefined, validThrough?: string) =>
        (schedule?.tiers ?? []).flatMap(tier =>
          tier.amount === null
            ? []
            : [{ price: tier.amount, priceCurrency: CURRENCY, validFrom: schedule!.effectiveFrom, validThrough }]
        )
      const shown = (data.offers as Record<string, unknown>[]).map(offer => ({
        price: offer.price,
        priceCurrency: offer.priceCurrency,
        validFrom: offer.validFrom,
        validThrough: offer.validThrough,
      }))
      expect(shown).toEqual([...offersOf(inEffect), ...offersOf(honoured?.schedule, honoured?.until)])
      expect(await validate(html)).toEqual([])
    })
  }

  for (const route of VISITED_PAGES.filter(
    route =>
      route !== ROUTES.home &&
      ![...SERVICE_PAGES, ...ARTICLES, ...PEOPLE, ...SAMPLED.plan].some(entry => entry.path === route)
  )) {
    test(`${route}: the firm's JSON-LD only, which the validator passes`, async () => {
      const html = fs.readFileSync(path.join(PUBLIC, fileOfPage(route)), "utf8")
      expect(jsonLdOf(html)).toHaveLength(1)
      expect(await validate(html)).toEqual([])
    })
  }

  test("the firm is an Organization with Google's recommended properties, its url the home page's canonical address", () => {
    const html = fs.readFileSync(path.join(PUBLIC, PAGES.home), "utf8")
    const [firm] = jsonLdOf(html)
    const canonical = /<link\b[^>]*\brel="canonical"[^>]*\bhref="([^"]+)"/.exec(html)?.[1]
    expect(canonical).toMatch(/^https:\/\/[^/]+\/$/)
    expect(firm).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: content.site.firmName,
      description: content.site.description,
      email: content.site.email,
      areaServed: content.site.areaServed,
      url: canonical,
    })
    // The logo and image are files the site publishes.
    for (const field of ["logo", "image"]) {
      const address = new URL(firm[field] as string)
      expect(`${address.origin}/`).toBe(canonical)
      expect(fs.existsSync(path.join(PUBLIC, address.pathname))).toBe(true)
    }
  })

  test("Google's required properties for the declared type: name for any organisation, and a postal address for a LocalBusiness", () => {
    const [firm] = jsonLdOf(fs.readFileSync(path.join(PUBLIC, PAGES.home), "utf8"))
    const types = ancestry(firm["@type"] as string)
    expect(types.has("Organization")).toBe(true)
    expect(typeof firm.name).toBe("string")
    // Google's LocalBusiness rules require `address` (a PostalAddress) and `name`. The firm publishes no
    // address, which is why it is described as an Organization, not as an AccountingService.
    if (types.has("LocalBusiness")) {
      expect(firm.address).toMatchObject({ "@type": "PostalAddress" })
    } else {
      expect(firm.address).toBeUndefined()
    }
  })
})

test.describe("the head of the pages that are no address of their own", () => {
  test("the 404 and thank-you pages are noindex, with no canonical link and no og:url", async ({ page }) => {
    for (const route of [ROUTES.notFound, "/404.html", "/thank-you"]) {
      await page.goto(route)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
      await expect(page.locator('meta[property="og:url"]')).toHaveCount(0)
    }
  })
})
