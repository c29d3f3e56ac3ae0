/**
 * The kinds of page editors make: each is a folder of data files, one file an entry, all checked against
 * the kind's one schema, and built by one template at an address of the kind's address space. This list is
 * the one place a kind is declared: its folder, schema, GraphQL type, addresses, template, index page and
 * its collection in the content manager follow from its entry. Adding a kind is a schema, a template and an
 * entry here.
 *
 * What every kind shares (content-entries.ts): the file's name without `.json` is the entry's id, set
 * once when it is created; `address` is where it is published (after its base path); `formerAddresses`
 * lead to it; `retiredTo` takes it down and says where its visitors go instead.
 *
 * Plain data, no Node modules: the content manager's bundle imports it too.
 */

export interface ContentKind {
  /** `service-page`: also the `format` of a text that names one entry of this kind by its id. */
  name: string
  /** `service-pages`: the folder of its files in `data/`, and its collection's name in the content manager. */
  folder: string
  /** `service-page.schema.json`: the schema of every file in the folder. */
  schemaFile: string
  /** `ServicePageJson`: the GraphQL type of its files' nodes. */
  typeName: string
  /**
   * The start of its entries' paths, which is also their address space: `/` (shared by every kind that
   * has it: one address is taken once among them), `/team/`, `/insights/`.
   */
  basePath: string
  /** The page that lists its live entries, published while it has one: `/team`. */
  indexPath?: string
  /**
   * Pages of the index by a field's values (an article's category): `/insights/category/<value>`, one for
   * each value of the list `list` in the data file `listedIn` (its items' `id`s) that a live entry has.
   */
  groups?: { field: string; segment: string; template: string; listedIn: string; list: string }
  /** Files the build writes in its address space, which no entry may take: `rss.xml`. */
  builtFiles?: readonly string[]
  /** The template of an entry's page, and of the index page, from the project's root. */
  template: string
  indexTemplate?: string
  /** The field an editor recognises an entry by: its main heading, name or title. */
  titleField: string
  /** Which entries a text naming one may choose: only those not retired, or any (a retired author still signs). */
  choosable: "live" | "any"
  /**
   * Its collection in the content manager: its name, an entry's name, what it holds, how a closed entry is
   * summed up, and how the choice of where a retired entry sends its visitors names the fallback.
   */
  collection: { label: string; labelSingular: string; description: string; summary: string; fallbackLabel: string }
  /** Where uploads for its entries go, inside its folder (a person's photo), if it takes any. */
  mediaFolder?: string
}

/** Where a retired entry sends its visitors when it names no other entry, for kinds without an index: the home page. */
export const HOME_PAGE = "/"

export const SERVICE_PAGE: ContentKind = {
  name: "service-page",
  folder: "service-pages",
  schemaFile: "service-page.schema.json",
  typeName: "ServicePageJson",
  basePath: "/",
  template: "src/templates/service-page.tsx",
  titleField: "heading",
  choosable: "live",
  collection: {
    label: "Service pages",
    labelSingular: "service page",
    description:
      "A page for each service, at an address of its own. Create a page with New service page; to take one down, retire it (under its address) so that its address leads on. The preview beside the form shows the page as the site will.",
    summary: "{{heading}} (/{{address}})",
    fallbackLabel: "The home page",
  },
}

export const PERSON: ContentKind = {
  name: "person",
  folder: "people",
  schemaFile: "person.schema.json",
  typeName: "PersonJson",
  basePath: "/team/",
  indexPath: "/team",
  template: "src/templates/person.tsx",
  indexTemplate: "src/templates/team.tsx",
  titleField: "name",
  choosable: "any",
  collection: {
    label: "Team",
    labelSingular: "person",
    description:
      "The firm's people, a page each with their credentials, and the byline of the articles they write or review. Create one with New person; to take a page down, retire it (under its address): their name stays on their articles.",
    summary: "{{name}}, {{jobTitle}}",
    fallbackLabel: "The team page (/team)",
  },
  mediaFolder: "photos",
}

export const ARTICLE: ContentKind = {
  name: "article",
  folder: "articles",
  schemaFile: "article.schema.json",
  typeName: "ArticleJson",
  basePath: "/insights/",
  indexPath: "/insights",
  groups: {
    field: "category",
    segment: "category",
    template: "src/templates/insights-category.tsx",
    listedIn: "insights.json",
    list: "categories",
  },
  builtFiles: ["rss.xml"],
  template: "src/templates/article.tsx",
  indexTemplate: "src/templates/insights.tsx",
  titleField: "title",
  choosable: "live",
  collection: {
    label: "Insights",
    labelSingular: "article",
    description:
      "Articles signed by one of the firm's people and, for advice, reviewed by a second with a credential. Create one with New article; send it for review as any change. To take one down, retire it (under its address).",
    summary: "{{title}} ({{published}})",
    fallbackLabel: "The list of articles (/insights)",
  },
}

export const PAGE: ContentKind = {
  name: "page",
  folder: "pages",
  schemaFile: "page.schema.json",
  typeName: "PageJson",
  basePath: "/",
  template: "src/templates/page.tsx",
  titleField: "title",
  choosable: "live",
  collection: {
    label: "Pages",
    labelSingular: "page",
    description:
      "The firm's own pages, such as its privacy policy and terms of service. Create one with New page; the footer's legal notices can link to it (Site content › Every page › Footer).",
    summary: "{{title}} (/{{address}})",
    fallbackLabel: "The home page",
  },
}

/** Every kind, in the order the content manager lists their collections. */
export const CONTENT_KINDS: readonly ContentKind[] = [SERVICE_PAGE, PERSON, ARTICLE, PAGE]

export const kindOfFolder = (folder: string) => CONTENT_KINDS.find(kind => kind.folder === folder)
export const kindOfSchema = (schemaFile: string) => CONTENT_KINDS.find(kind => kind.schemaFile === schemaFile)
export const kindOfType = (typeName: string) => CONTENT_KINDS.find(kind => kind.typeName === typeName)
/**
 * The format of a text that names a live entry of a kind, whichever entries the kind's own format lets a
 * text choose: `live-person`, the person who answers a service page's inquiries, who must be published.
 */
export const liveFormat = (kind: ContentKind) => `live-${kind.name}`

/**
 * The kind whose entries a text of this `format` names (`service-page`, `person`, `live-person`), if any.
 */
export const kindOfFormat = (format: string | undefined) =>
  CONTENT_KINDS.find(kind => kind.name === format || liveFormat(kind) === format)

/** Whether a text of this format (a kind's name, or its live format) may name only live entries. */
export const namesLiveEntriesOnly = (format: string) =>
  CONTENT_KINDS.some(kind => liveFormat(kind) === format || (kind.name === format && kind.choosable === "live"))

/**
 * What a retired entry may be retired to besides another entry of its kind: its index page, or the home
 * page for a kind without one.
 */
export const retirementFallback = (kind: ContentKind) => kind.indexPath ?? HOME_PAGE

/**
 * The names no entry may take in an address space because the kinds use them themselves: in `/`, the first
 * segment of every other base path (`team`, `insights`); in a kind's own space, its groups' segment
 * (`category`) and the files the build writes there (`rss.xml`).
 */
export function reservedByKinds(basePath: string): string[] {
  const reserved = new Set<string>()
  for (const kind of CONTENT_KINDS) {
    if (kind.basePath === basePath) {
      if (kind.groups) reserved.add(kind.groups.segment)
      for (const file of kind.builtFiles ?? []) reserved.add(file)
    } else if (basePath === HOME_PAGE) {
      reserved.add(kind.basePath.split("/")[1])
    }
  }
  return [...reserved].sort()
}
