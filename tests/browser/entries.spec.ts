import type { Locator, Page } from "@playwright/test"
import { content, furtherListingPages, listingPages, listingPageSize } from "../../tools/content"
// The one order of every list of articles (unit-tested in article-order.test.ts): newest first, ties by title.
import { byCodeUnits, newestFirst } from "../../src/lib/article-order"
import { fillTemplate } from "../../src/lib/fill-template"
import { formatDate } from "../../src/lib/format-date"
import { readingMinutes, renderRichText } from "../../plugins/content-model/rich-text"
import { CONTENT_KINDS } from "../../plugins/content-model/content-kinds"
import { privacyPolicyOf } from "../../src/lib/privacy-policy"
import { contactLinkFrom } from "../../src/lib/inquiry"
import { listingPagePath, pageCountOf } from "../../src/lib/listing-pages"
import {
  test,
  expect,
  ARTICLES,
  PAGES,
  PEOPLE,
  ROUTES,
  SAMPLED,
  SERVICE_PAGES,
  SITE_URL,
  INDEXED_PAGES,
  NAVIGATED_INDEXES,
} from "./fixtures"

/**
 * The pages of the firm's people, its articles and its own pages, as a visitor reads them: every text from
 * the content (data/, or the variant CONTENT_DIR names). Each kind's page is read in full for the few entries
 * that together show every case the content has (SAMPLED), so that these tests do not grow with the entries;
 * every page is checked from its HTML in every-page.spec.ts. The content decides what exists: data/ as
 * shipped has no person, article or page, and these tests are skipped there; the variant with the most items
 * (tools/variant-scenarios.ts) has all of them, renamed and retired ones too.
 */
const { entryPages, site } = content
const language = site.language
const personWithId = (id: string) => content.entries.person.find(person => person.id === id)!
const signature = (id: string) => {
  const person = personWithId(id)
  return [person.name, ...person.credentials.map(credential => credential.abbreviation)].join(", ")
}
/** The link a person's name leads to in a byline: their page while they are live, none once retired. */
const linkOf = (id: string) => {
  const person = personWithId(id)
  return person.retiredTo === undefined ? person.path : null
}
const categoryOf = (id: string) => entryPages.categories.find(category => category.id === id)!
const categoryPath = (id: string) => `${CONTENT_KINDS.article.basePath}${CONTENT_KINDS.article.groups!.segment}/${id}`
const servicePath = (id: string) => SERVICE_PAGES.find(page => page.id === id)!.path

/** Where the link named exactly `text` inside `within` leads, or null when `text` is not a link there. */
async function hrefOfText(within: Locator, text: string): Promise<string | null> {
  const link = within.getByRole("link", { name: text, exact: true })
  return (await link.count()) > 0 ? link.first().getAttribute("href") : null
}

test.describe("an article's page", () => {
  test.skip(ARTICLES.length === 0, "this content has no live article")

  for (const article of SAMPLED.article) {
    test(`${article.path}: its title, who wrote and reviewed it and when, its reading time, category, text, services, more of its category and the call to action`, async ({
      page,
    }) => {
      await page.goto(article.path)
      const intro = page.locator("main section").first()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title)
      await expect(page.locator("h1")).toHaveCount(1)
      await expect(intro).toContainText(article.summary)
      // "By <name>, <abbreviations>", linked to their page while they have one.
      await expect(intro).toContainText(`${entryPages.article.byline} ${signature(article.author)}`)
      expect(await hrefOfText(intro, signature(article.author))).toBe(linkOf(article.author))
      if (article.reviewer && article.reviewed) {
        await expect(intro).toContainText(
          `${entryPages.article.reviewedBy} ${signature(article.reviewer)} ${entryPages.article.reviewedOn} ${formatDate(article.reviewed, language)}`
        )
        expect(await hrefOfText(intro, signature(article.reviewer))).toBe(linkOf(article.reviewer))
        await expect(intro.locator(`time[datetime="${article.reviewed}"]`)).toHaveCount(1)
      } else {
        await expect(intro).not.toContainText(entryPages.article.reviewedBy)
      }
      await expect(intro.locator(`time[datetime="${article.published}"]`)).toHaveText(
        formatDate(article.published, language)
      )
      await expect(intro).toContainText(
        fillTemplate(entryPages.article.readingTime, { minutes: readingMinutes(article.body) })
      )
      expect(await hrefOfText(intro, categoryOf(article.category).name)).toBe(categoryPath(article.category))

      // The text as the build renders it, with its headings under the page's one h1.
      const body = await page.locator("main").evaluate((main, html) => {
        const expected = document.createElement("div")
        expected.innerHTML = html
        return { expected: expected.textContent, shown: main.textContent ?? "" }
      }, renderRichText(article.body))
      expect(body.shown).toContain(body.expected)

      const related = page.getByRole("region", { name: entryPages.article.relatedServices })
      if (article.services.length > 0) {
        const links = related.getByRole("link")
        expect(await links.evaluateAll(all => all.map(link => link.getAttribute("href")))).toEqual(
          article.services.map(servicePath)
        )
      } else await expect(related).toHaveCount(0)

      const others = newestFirst(
        ARTICLES.filter(other => other.category === article.category && other.id !== article.id)
      )
      const more = page.getByRole("region", {
        name: fillTemplate(entryPages.article.moreInCategory, { category: categoryOf(article.category).name }),
      })
      if (others.length > 0) {
        const titles = more.getByRole("heading", { level: 3 })
        await expect(titles).toHaveText(others.slice(0, 3).map(other => other.title))
      } else await expect(more).toHaveCount(0)

      // The call to action leads to the contact form, carrying the article's path (src/lib/inquiry.ts).
      await expect(page.getByRole("link", { name: entryPages.article.cta.link.label, exact: true })).toHaveAttribute(
        "href",
        contactLinkFrom(entryPages.article.cta.link.to, article.path)
      )
    })
  }
})

test.describe("a person's page", () => {
  test.skip(PEOPLE.length === 0, "this content has no live person")

  for (const person of SAMPLED.person) {
    test(`${person.path}: their name, job, every credential with its issuer, number and look-up, their biography, services, articles and call to action`, async ({
      page,
    }) => {
      await page.goto(person.path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(person.name)
      const main = page.locator("main")
      await expect(main).toContainText(person.jobTitle)
      await expect(main).toContainText(person.summary)
      const credentials = page.getByRole("region", { name: entryPages.person.credentials })
      if (person.credentials.length === 0) await expect(credentials).toHaveCount(0)
      const items = credentials.getByRole("listitem")
      await expect(items).toHaveCount(person.credentials.length)
      for (const [index, credential] of person.credentials.entries()) {
        const item = items.nth(index)
        await expect(item).toContainText(`${credential.name} (${credential.abbreviation})`)
        await expect(item).toContainText(`${entryPages.person.issuedBy} ${credential.issuer}`)
        if (credential.licenseNumber)
          await expect(item).toContainText(`${entryPages.person.licenseNumber} ${credential.licenseNumber}`)
        const verify = item.getByRole("link")
        if (credential.verifyUrl) {
          await expect(verify).toHaveAttribute("href", credential.verifyUrl)
          await expect(verify).toHaveAccessibleName(`${entryPages.person.verify} (${credential.name})`)
        } else await expect(verify).toHaveCount(0)
      }
      const body = await main.evaluate((element, html) => {
        const expected = document.createElement("div")
        expected.innerHTML = html
        return { expected: expected.textContent, shown: element.textContent ?? "" }
      }, renderRichText(person.bio))
      expect(body.shown).toContain(body.expected)
      const services = page.getByRole("region", { name: entryPages.person.services })
      if (person.services.length > 0)
        expect(await services.getByRole("link").evaluateAll(all => all.map(link => link.getAttribute("href")))).toEqual(
          person.services.map(servicePath)
        )
      else await expect(services).toHaveCount(0)
      for (const [heading, signed] of [
        [entryPages.person.articlesWritten, ARTICLES.filter(article => article.author === person.id)],
        [entryPages.person.articlesReviewed, ARTICLES.filter(article => article.reviewer === person.id)],
      ] as const) {
        const list = page.getByRole("region", { name: fillTemplate(heading, { name: person.name }) })
        if (signed.length === 0) await expect(list).toHaveCount(0)
        else
          await expect(list.getByRole("heading", { level: 3 })).toHaveText(
            newestFirst(signed)
              .slice(0, listingPageSize)
              .map(article => article.title)
          )
      }
      const photo = page.locator("main picture img")
      await expect(photo).toHaveCount(person.photo ? 1 : 0)
      if (person.photo) await expectPicture(photo, person.photo.alt)
      const cta = page.getByRole("region", { name: entryPages.person.cta.heading })
      await expect(cta.getByRole("link", { name: entryPages.person.cta.link.label, exact: true })).toHaveAttribute(
        "href",
        contactLinkFrom(entryPages.person.cta.link.to, person.path)
      )
    })
  }
})

/**
 * A photo from Gatsby's image pipeline: AVIF, with WebP for browsers without it, its size reserved (width and
 * height), and no file sent at more than twice the width it is shown at.
 */
async function expectPicture(image: Locator, alt: string) {
  await expect(image).toHaveAttribute("alt", alt)
  await expect(image).toHaveAttribute("width", /^\d+$/)
  await expect(image).toHaveAttribute("height", /^\d+$/)
  const types = await image.evaluate(img =>
    [...(img.parentElement?.querySelectorAll("source") ?? [])].map(source => source.type)
  )
  expect(types).toEqual(["image/avif"])
  await expect(image).toHaveAttribute("src", /\.webp$/)
  await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() => image.evaluate(img => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))
    .toBe(true)
  const sizes = await image.evaluate(img => ({
    natural: (img as HTMLImageElement).naturalWidth,
    shown: img.getBoundingClientRect().width,
  }))
  expect(sizes.natural).toBeLessThanOrEqual(2 * sizes.shown)
}

test.describe("the lists of articles and people", () => {
  // Every card by its title, in order; the cards of the sampled entries, which show every case, in full.
  test("/insights: every live article, newest first; a card with its summary, author, date, reading time and category", async ({
    page,
  }) => {
    test.skip(ARTICLES.length === 0, "this content has no live article")
    const expected = newestFirst(ARTICLES)
    const cardPages = await throughListPages(page, CONTENT_KINDS.article.indexPath!, expected, async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entryPages.insights.heading)
      return page.locator("main li").getByRole("heading", { level: 2 })
    })
    for (const article of SAMPLED.article) {
      const at = expected.findIndex(candidate => candidate.id === article.id)
      await page.goto(cardPages[Math.floor(at / listingPageSize)])
      const card = page.locator("main li").nth(at % listingPageSize)
      await expect(card.getByRole("link", { name: article.title, exact: true })).toHaveAttribute("href", article.path)
      await expect(card).toContainText(article.summary)
      await expect(card).toContainText(`${entryPages.article.byline} ${signature(article.author)}`)
      await expect(card).toContainText(formatDate(article.published, language))
      await expect(card).toContainText(
        fillTemplate(entryPages.article.readingTime, { minutes: readingMinutes(article.body) })
      )
      expect(await hrefOfText(card, categoryOf(article.category).name)).toBe(categoryPath(article.category))
    }
  })

  test("a category's page for each category with a live article, listing just those, newest first", async ({
    page,
  }) => {
    const groups = listingPages.filter(listing => listing.group !== undefined)
    test.skip(groups.length === 0, "this content has no live article")
    expect(groups.map(group => group.path).sort()).toEqual(
      [...new Set(ARTICLES.map(article => categoryPath(article.category)))].sort()
    )
    for (const group of groups) {
      const expected = newestFirst(ARTICLES.filter(article => article.category === group.group))
      await throughListPages(page, group.path, expected, async () => {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(categoryOf(group.group!).name)
        await expect(page.getByRole("link", { name: entryPages.categoryPage.allArticlesLink })).toHaveAttribute(
          "href",
          CONTENT_KINDS.article.indexPath!
        )
        return page.locator("main li").getByRole("heading", { level: 2 })
      })
    }
  })

  test("/team: every live person by name; a card with their job, credentials' short forms, summary and photo", async ({
    page,
  }) => {
    test.skip(PEOPLE.length === 0, "this content has no live person")
    // By name as GraphQL sorts them (the team template's query): by code units, not by the reader's language.
    const expected = [...PEOPLE].sort((a, b) => byCodeUnits(a.name, b.name))
    const cardPages = await throughListPages(page, CONTENT_KINDS.person.indexPath!, expected, async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entryPages.team.heading)
      return page.locator("main li").getByRole("heading", { level: 2 })
    })
    for (const person of SAMPLED.person) {
      const at = expected.findIndex(candidate => candidate.id === person.id)
      await page.goto(cardPages[Math.floor(at / listingPageSize)])
      const card = page.locator("main li").nth(at % listingPageSize)
      await expect(card.getByRole("link", { name: person.name, exact: true })).toHaveAttribute("href", person.path)
      await expect(card).toContainText(
        [person.jobTitle, ...person.credentials.map(credential => credential.abbreviation)].join(", ")
      )
      await expect(card).toContainText(person.summary)
      const photo = card.locator("picture img")
      await expect(photo).toHaveCount(person.photo ? 1 : 0)
      if (person.photo) await expectPicture(photo, person.photo.alt)
    }
  })
})

/**
 * Visits each page of the list whose first page is `first`, which lists `expected` (newest first, or by
 * name) in pages of listingPageSize: on each, `titlesOn` checks what the page shows besides the list and
 * gives its entries' titles, which are that page's share of `expected`, in order, so that each entry is on
 * exactly one page. While the list has more than one page, each shows the links between them: which page
 * it is, the page before and after, and its own number marked as the current page. Returns the pages' paths.
 */
async function throughListPages(
  page: Page,
  first: string,
  expected: readonly ({ title: string } | { name: string })[],
  titlesOn: () => Promise<Locator>
): Promise<string[]> {
  const texts = entryPages.listingPages
  const pages = pageCountOf(expected.length, listingPageSize)
  const paths = Array.from({ length: pages }, (_, index) => listingPagePath(first, index + 1))
  for (const [index, path] of paths.entries()) {
    const number = index + 1
    expect((await page.goto(path))?.status()).toBe(200)
    const share = expected.slice(index * listingPageSize, number * listingPageSize)
    await expect(await titlesOn()).toHaveText(share.map(entry => ("title" in entry ? entry.title : entry.name)))
    const links = page.getByRole("navigation", { name: texts.navigationLabel, exact: true })
    if (pages === 1) {
      await expect(links).toHaveCount(0)
      continue
    }
    await expect(links).toContainText(fillTemplate(texts.position, { page: number, pages }))
    const link = (name: string) => links.getByRole("link", { name, exact: true })
    await expect(link(fillTemplate(texts.pageLink, { page: number }))).toHaveAttribute("aria-current", "page")
    await expect(links.locator("[aria-current]")).toHaveCount(1)
    for (const [name, to] of [
      [texts.previous, number > 1 ? paths[index - 1] : undefined],
      [texts.next, number < pages ? paths[index + 1] : undefined],
      [fillTemplate(texts.pageLink, { page: 1 }), paths[0]],
      [fillTemplate(texts.pageLink, { page: pages }), paths[pages - 1]],
    ] as const) {
      if (to === undefined) await expect(link(name)).toHaveCount(0)
      else await expect(link(name)).toHaveAttribute("href", to)
    }
  }
  return paths
}

test.describe("lists in pages", () => {
  test.skip(furtherListingPages.length === 0, `no list of this content is longer than ${listingPageSize}`)

  test("a person's page: the articles they wrote and reviewed continue on pages of their own, newest first", async ({
    page,
  }) => {
    const people = [...new Set(furtherListingPages.filter(list => list.id !== undefined).map(list => list.first))]
    test.skip(people.length === 0, "nobody of this content wrote or reviewed more articles than fit on a page")
    for (const first of people) {
      const person = PEOPLE.find(candidate => candidate.path === first)!
      const lists = [
        [entryPages.person.articlesWritten, newestFirst(ARTICLES.filter(article => article.author === person.id))],
        [entryPages.person.articlesReviewed, newestFirst(ARTICLES.filter(article => article.reviewer === person.id))],
      ] as const
      const longest = lists.reduce((a, b) => (b[1].length > a[1].length ? b : a))
      await throughListPages(page, first, longest[1], async () => {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(person.name)
        const number = Number(page.url().match(/\/(\d+)$/)?.[1] ?? 1)
        for (const [heading, signed] of lists) {
          const share = signed.slice((number - 1) * listingPageSize, number * listingPageSize)
          const region = page.getByRole("region", { name: fillTemplate(heading, { name: person.name }) })
          if (share.length === 0) await expect(region).toHaveCount(0)
          else await expect(region.getByRole("heading", { level: 3 })).toHaveText(share.map(article => article.title))
        }
        // Their credentials and biography are on their first page only.
        const credentials = page.getByRole("region", { name: entryPages.person.credentials })
        if (number > 1) await expect(credentials).toHaveCount(0)
        return page
          .getByRole("region", { name: fillTemplate(longest[0], { name: person.name }) })
          .getByRole("heading", {
            level: 3,
          })
      })
    }
  })

  test("each further page has its own title, is its own canonical and is in the sitemap; a number past the last leads to the first page", async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text()
    const headings = new Map<string, string>([
      ...NAVIGATED_INDEXES.map(index => [index.path, index.heading] as const),
      ...entryPages.categories.map(category => [categoryPath(category.id), category.name] as const),
      ...PEOPLE.map(person => [person.path, person.name] as const),
    ])
    for (const { path, first, page: number } of furtherListingPages) {
      await page.goto(path)
      await expect(page).toHaveTitle(
        fillTemplate(entryPages.listingPages.seoTitle, { heading: headings.get(first)!, page: number })
      )
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${path}`)
      expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`)
    }
    for (const first of new Set(furtherListingPages.map(list => list.first))) {
      const last = Math.max(...furtherListingPages.filter(list => list.first === first).map(list => list.page))
      const beyond = await request.get(listingPagePath(first, last + 1), { maxRedirects: 0 })
      expect({ first, status: beyond.status(), location: beyond.headers()["location"] }).toEqual({
        first,
        status: 301,
        location: first,
      })
    }
  })

  test("the links between pages are targets of 24 px or more, at 360 px wide too", async ({ page }) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(furtherListingPages[0].path)
      const links = page.getByRole("navigation", { name: entryPages.listingPages.navigationLabel, exact: true })
      const sizes = await links.getByRole("link").evaluateAll(all =>
        all.map(link => {
          const box = link.getBoundingClientRect()
          return Math.min(box.width, box.height)
        })
      )
      expect(sizes.length).toBeGreaterThan(1)
      expect({ width, smallest: Math.min(...sizes) >= 24 }).toEqual({ width, smallest: true })
    }
  })
})

test.describe("the firm's own pages", () => {
  test.skip(PAGES.length === 0, "this content has no page")

  for (const own of SAMPLED.page) {
    test(`${own.path}: its title, the date it last changed and its text`, async ({ page }) => {
      await page.goto(own.path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(own.title)
      await expect(page.locator(`main time[datetime="${own.updated}"]`)).toHaveText(formatDate(own.updated, language))
      await expect(page.locator("main")).toContainText(
        `${entryPages.page.updated} ${formatDate(own.updated, language)}`
      )
      const body = await page.locator("main").evaluate((main, html) => {
        const expected = document.createElement("div")
        expected.innerHTML = html
        return { expected: expected.textContent, shown: main.textContent ?? "" }
      }, renderRichText(own.body))
      expect(body.shown).toContain(body.expected)
    })
  }
})

test.describe("the way to them", () => {
  const indexes = NAVIGATED_INDEXES

  test("the header and the footer link to each index page while its kind has a live entry, on every page, and only then", async ({
    page,
  }) => {
    for (const route of [ROUTES.home, ...INDEXED_PAGES.slice(1, 4), ROUTES.notFound]) {
      await page.goto(route)
      for (const [landmark, name] of [
        ["banner", entryPages.navigation.header],
        ["contentinfo", entryPages.navigation.footer],
      ] as const) {
        const navigation = page.getByRole(landmark).getByRole("navigation", { name })
        if (indexes.length === 0) {
          await expect(navigation).toHaveCount(0)
          continue
        }
        const links = navigation.getByRole("link")
        await expect(links).toHaveText(indexes.map(index => index.label))
        expect(await links.evaluateAll(all => all.map(link => link.getAttribute("href")))).toEqual(
          indexes.map(index => index.path)
        )
      }
    }
  })

  test("the privacy notice under the contact form links to the privacy policy once a legal notice names its page", async ({
    page,
  }) => {
    await page.goto(ROUTES.home)
    const policy = privacyPolicyOf({
      legalNotices: site.footer.legalNotices.map(notice => ({
        ...notice,
        page: notice.page ? { fields: { path: content.entries.page.find(own => own.id === notice.page)!.path } } : null,
      })),
    })
    const link = page.locator("#contact").getByRole("link", { name: policy?.label ?? "", exact: true })
    if (policy) await expect(link).toHaveAttribute("href", policy.path)
    else
      for (const notice of site.footer.legalNotices)
        await expect(page.locator("#contact").getByRole("link", { name: notice.label, exact: true })).toHaveCount(0)
  })
})

test.describe("the articles' feed", () => {
  const feed = `${CONTENT_KINDS.article.basePath}${CONTENT_KINDS.article.builtFiles![0]}`

  test("exists while an article is live: RSS 2.0, the newest live articles first with absolute addresses", async ({
    request,
  }) => {
    const answer = await request.get(feed)
    if (ARTICLES.length === 0) {
      expect(answer.status()).toBe(404)
      return
    }
    expect(answer.status()).toBe(200)
    const xml = await answer.text()
    expect(xml).toMatch(/<rss[^>]*version="2\.0"/)
    expect(xml).toContain(`<title><![CDATA[${entryPages.insights.feedTitle}]]></title>`)
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(match => match[1])
    expect(links).toEqual(
      newestFirst(ARTICLES)
        .slice(0, 20)
        .map(article => `${SITE_URL}${article.path}`)
    )
  })
})
