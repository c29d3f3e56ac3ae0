import React from "react"
import { render, screen, within } from "@testing-library/react"
import { PersonSections } from "../../../../../src/components/sections/PersonSections"
import { fillTemplate } from "../../../../../src/lib/fill-template"
import { pathOf } from "../../../../../plugins/content-model/content-entries"
import { CONTENT_KINDS } from "../../../../../plugins/content-model/content-kinds"
import { articles, entryPages, madeUpPerson, madeUpSignature, sampled, site } from "../../../support/fixtures"

const labels = entryPages.person

/**
 * The made-up person (the content may have none): a photo, two credentials, one with a number and a
 * look-up, a service.
 */
const person: Queries.PersonSectionsContentFragment = madeUpPerson

const article = (id: string): Queries.ArticleCardFragment => ({
  title: `Article ${id}`,
  summary: `What article ${id} says.`,
  published: "2026-01-15",
  category: entryPages.categories[0].id,
  bodyReadingMinutes: 3,
  author: madeUpSignature,
  fields: { path: pathOf(CONTENT_KINDS.article, id) },
})

function renderPerson(
  changes: Partial<Queries.PersonSectionsContentFragment> = {},
  written = [article("written")],
  reviewed = [article("reviewed")]
) {
  return render(
    <PersonSections
      person={{ ...person, ...changes }}
      written={written}
      reviewed={reviewed}
      texts={entryPages}
      language={site.language}
    />
  )
}

const credentialItem = (name: string) =>
  screen.getByRole("heading", { level: 3, name: new RegExp(`^${name} \\(`) }).closest("li")!

describe("PersonSections", () => {
  it("has the name as the page's one h1, with the job title and summary", () => {
    renderPerson()
    expect(screen.getAllByRole("heading", { level: 1 }).map(heading => heading.textContent)).toEqual([person.name])
    expect(screen.getByText(person.jobTitle)).toBeInTheDocument()
    expect(screen.getByText(person.summary)).toBeInTheDocument()
  })

  it("shows the photo, loaded at once, only when the person has one the build has sized", () => {
    const { unmount } = renderPerson()
    expect(screen.getByRole("img", { name: person.photo!.alt })).toHaveAttribute("loading", "eager")
    unmount()
    const { unmount: unmountWithout } = renderPerson({ photo: null })
    expect(screen.queryByRole("img")).toBeNull()
    unmountWithout()
    renderPerson({ photo: { alt: person.photo!.alt, image: { childImageSharp: null } } })
    expect(screen.queryByRole("img")).toBeNull()
  })

  it("lists each credential with its short form, who issued it and, where given, its licence number", () => {
    renderPerson()
    const section = screen.getByRole("region", { name: labels.credentials })
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map(heading => heading.textContent)
    ).toEqual(person.credentials.map(credential => `${credential.name} (${credential.abbreviation})`))
    const [numbered, plain] = person.credentials.map(credential => credentialItem(credential.name))
    expect(numbered).toHaveTextContent(`${labels.issuedBy} ${person.credentials[0].issuer}`)
    expect(numbered).toHaveTextContent(`${labels.licenseNumber} ${person.credentials[0].licenseNumber}`)
    expect(plain).toHaveTextContent(`${labels.issuedBy} ${person.credentials[1].issuer}`)
    expect(plain).not.toHaveTextContent(labels.licenseNumber)
  })

  it("links a credential to its issuer's look-up only where it has one, as an external link that passes nothing on", () => {
    renderPerson()
    const [checkable, other] = person.credentials
    const link = within(credentialItem(checkable.name)).getByRole("link")
    expect(link).toHaveAttribute("href", checkable.verifyUrl)
    expect(link).toHaveAttribute("rel", "external noopener noreferrer")
    // Its name says which credential it checks, out of context too.
    expect(link).toHaveTextContent(labels.verify)
    expect(link).toHaveTextContent(checkable.name)
    expect(within(credentialItem(other.name)).queryByRole("link")).toBeNull()
  })

  it("has no credentials section for a person without any", () => {
    renderPerson({ credentials: [] })
    expect(screen.queryByRole("region", { name: labels.credentials })).toBeNull()
  })

  it("shows the biography, then links the person's services under their heading, and no such heading without any", () => {
    const { unmount } = renderPerson()
    expect(screen.getByRole("heading", { level: 2, name: "Background" })).toBeInTheDocument()
    const services = screen.getByRole("region", { name: labels.services })
    expect(within(services).getByRole("link", { name: person.services[0].heading })).toHaveAttribute(
      "href",
      person.services[0].fields.path
    )
    unmount()
    renderPerson({ services: [] })
    expect(screen.queryByRole("region", { name: labels.services })).toBeNull()
  })

  it("lists the articles they wrote and those they reviewed, each under a heading with their name, only when there are some", () => {
    const writtenHeading = fillTemplate(labels.articlesWritten, { name: person.name })
    const reviewedHeading = fillTemplate(labels.articlesReviewed, { name: person.name })
    const { unmount } = renderPerson()
    for (const [heading, id] of [
      [writtenHeading, "written"],
      [reviewedHeading, "reviewed"],
    ]) {
      const section = screen.getByRole("region", { name: heading })
      expect(within(section).getByRole("link", { name: `Article ${id}` })).toHaveAttribute(
        "href",
        pathOf(CONTENT_KINDS.article, id)
      )
    }
    unmount()
    const { unmount: unmountWritten } = renderPerson({}, [article("written")], [])
    expect(screen.getByRole("region", { name: writtenHeading })).toBeInTheDocument()
    expect(screen.queryByRole("region", { name: reviewedHeading })).toBeNull()
    unmountWritten()
    renderPerson({}, [], [])
    expect(screen.queryByRole("region", { name: writtenHeading })).toBeNull()
    expect(screen.queryByRole("region", { name: reviewedHeading })).toBeNull()
  })

  it("shows the live people of the content that show every case it has (the variants have several), with their credentials and articles", () => {
    for (const own of sampled.people) {
      const live = articles.filter(candidate => candidate.fields.live)
      const written = live.filter(candidate => candidate.author.fields.path === own.fields.path)
      const reviewed = live.filter(candidate => candidate.reviewer?.fields.path === own.fields.path)
      const { unmount } = render(
        <PersonSections
          person={own}
          written={written}
          reviewed={reviewed}
          texts={entryPages}
          language={site.language}
        />
      )
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(own.name)
      const credentials = screen.queryByRole("region", { name: labels.credentials })
      expect(credentials ? within(credentials).getAllByRole("heading", { level: 3 }).length : 0).toBe(
        own.credentials.length
      )
      const writtenList = screen.queryByRole("region", {
        name: fillTemplate(labels.articlesWritten, { name: own.name }),
      })
      expect(writtenList ? within(writtenList).getAllByRole("heading", { level: 3 }).length : 0).toBe(written.length)
      unmount()
    }
  })

  it("on a further page of their articles: who they are, that page's articles and the links between pages, without credentials, biography or services", () => {
    const texts = entryPages.listingPages
    render(
      <PersonSections
        person={person}
        written={[article("older")]}
        reviewed={[]}
        texts={entryPages}
        language={site.language}
        pagination={{ firstPath: person.fields.path, page: 2, pages: 2, texts }}
      />
    )
    expect(screen.getAllByRole("heading", { level: 1 }).map(heading => heading.textContent)).toEqual([person.name])
    expect(screen.queryByRole("region", { name: labels.credentials })).toBeNull()
    expect(screen.queryByRole("region", { name: labels.services })).toBeNull()
    expect(document.body.innerHTML).not.toContain(person.bioHtml)
    const written = screen.getByRole("region", { name: fillTemplate(labels.articlesWritten, { name: person.name }) })
    expect(
      within(written)
        .getAllByRole("heading", { level: 3 })
        .map(heading => heading.textContent)
    ).toEqual(["Article older"])
    expect(screen.getByRole("navigation", { name: texts.navigationLabel })).toBeInTheDocument()
  })
})
