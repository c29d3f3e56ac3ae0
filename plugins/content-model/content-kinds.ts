/**
 * The kinds of page editors make: each is a folder of data files, one file an entry, all checked against
 * the kind's one schema, and built by one template at an address of the kind's address space. The record
 * below is the one place a kind is declared: its folder, schema, GraphQL type, addresses, templates, index
 * page and its collection in the content manager follow from its entry and its schema. What else a new kind
 * needs, the compiler names (README, "A new kind of page").
 *
 * What every kind shares (content-entries.ts): the file's name without `.json` is the entry's id, set
 * once when it is created; `address` is where it is published (after its base path); `formerAddresses`
 * lead to it; `retiredTo` takes it down and says where its visitors go instead.
 *
 * Plain data, no Node modules: the content manager's bundle imports it too.
 */
import { LISTING_PAGE_SEGMENT } from "../../src/lib/listing-pages"
import type { PageModuleName } from "../page-modules/names"
import { firstEffectiveDay, type FeeSchedule } from "../../src/calculators/plan-fees"

/** Where the content lives in the repository, whichever folder a build reads: the folder the CMS saves to. */
export const REPOSITORY_DATA_DIR = "data"

/** Where a retired entry sends its visitors when it names no other entry, for kinds without an index: the home page. */
export const HOME_PAGE = "/"

/** What a kind states of itself. Its folder, schema file, GraphQL type and templates follow from its name. */
interface KindDefinition {
  /** Its folder in `data/`, when that is not its name with an `s` (`people`). */
  folder?: string
  /**
   * The start of its entries' paths, which is also their address space: `/` (shared by every kind that
   * has it: one address is taken once among them), `/team/`, `/insights/`.
   */
  basePath: string
  /**
   * The page that lists its live entries, published while it has one: `/team`. It is the site's list of the
   * entries' titles (src/templates/list.tsx, with its words from data/entry-pages.json) unless the kind has an index
   * page of its own (`customIndexPage`).
   */
  indexPath?: string
  /** Whether its index page has a template of its own, named after it (`src/templates/team.tsx`): its own cards. */
  customIndexPage?: boolean
  /**
   * Where the link to its index page stands among the header's and the footer's links, lower first; links of
   * kinds that state none follow, in the record's order. Its words are its index texts' `navigationLabel`.
   */
  navigationOrder?: number
  /**
   * Pages of the index by a field's values (an article's category): `/insights/category/<value>`, one for
   * each value of the list `list` in the data file `listedIn` (its items' `id`s) that a live entry has.
   * Their template is named after the index page and the segment (`insights-category.tsx`).
   */
  groups?: { field: string; segment: string; listedIn: string; list: string }
  /**
   * Whether its entries' pages list other entries in pages of their own (a person's page, the articles they
   * wrote and reviewed: `/team/jane-doe/page/2`).
   */
  pagedEntryPages?: boolean
  /** Files the build writes in its address space, which no entry may take: `rss.xml`. */
  builtFiles?: readonly string[]
  /**
   * The field that dates its entries (an article's `published`), if it has one: its lists are newest first, a
   * grouped entry's page offers the newest others of its group, a person's pages list the entries they signed,
   * and the search sorts by it. Without one, its lists are by title.
   */
  datedBy?: string
  /**
   * The day (`YYYY-MM-DD`) or minute (`YYYY-MM-DDTHH:mm`), in the firm's zone, from which an entry is published,
   * from its file's fields (a plan's: its first fee schedule's first day); before it, the entry is scheduled and
   * published nowhere (content-entries.ts).
   */
  publishedFrom?: (fields: Readonly<Record<string, unknown>>) => string | undefined
  /** The page module its entries' pages load (plugins/page-modules/names.ts): `calculator`. None renders with React. */
  pageModule?: PageModuleName
  /** The field an editor recognises an entry by: its main heading, name or title. */
  titleField: string
  /** Which entries a text naming one may choose: only those not retired, or any (a retired author still signs). */
  choosable: "live" | "any"
  /**
   * Its collection in the content manager, besides the label and description its schema's `title` and
   * `description` give: an entry's name, how a closed entry is summed up, and how the choice of where a
   * retired entry sends its visitors names the fallback.
   */
  collection: { labelSingular: string; summary: string; fallbackLabel: string }
  /** Where uploads for its entries go, inside its folder (a person's photo); null for a kind that takes none. */
  mediaFolder: string | null
}

/**
 * Every kind, keyed by its name, in the order the content manager lists their collections. The name is also
 * the `format` of a text that names one entry of the kind by its id (`person`). A table that answers for
 * each kind is typed `Record<KindName, …>`, so adding a kind here makes the compiler name each place that
 * must answer for it (README, "A new kind of page").
 */
const KIND_DEFINITIONS = {
  "service-page": {
    basePath: "/",
    titleField: "heading",
    choosable: "live",
    collection: {
      labelSingular: "service page",
      summary: "{{heading}} (/{{address}})",
      fallbackLabel: "The home page",
    },
    mediaFolder: null,
  },
  person: {
    folder: "people",
    basePath: "/team/",
    indexPath: "/team",
    customIndexPage: true,
    navigationOrder: 4,
    pagedEntryPages: true,
    titleField: "name",
    choosable: "any",
    collection: {
      labelSingular: "person",
      summary: "{{name}}, {{jobTitle}}",
      fallbackLabel: "The team page (/team)",
    },
    mediaFolder: "photos",
  },
  article: {
    basePath: "/insights/",
    indexPath: "/insights",
    customIndexPage: true,
    navigationOrder: 1,
    datedBy: "published",
    groups: { field: "category", segment: "category", listedIn: "entry-pages.json", list: "categories" },
    builtFiles: ["rss.xml"],
    titleField: "title",
    choosable: "live",
    collection: {
      labelSingular: "article",
      summary: "{{title}} ({{published}})",
      fallbackLabel: "The list of articles (/insights)",
    },
    mediaFolder: null,
  },
  page: {
    basePath: "/",
    titleField: "title",
    choosable: "live",
    collection: {
      labelSingular: "page",
      summary: "{{title}} (/{{address}})",
      fallbackLabel: "The home page",
    },
    mediaFolder: null,
  },
  tool: {
    basePath: "/tools/",
    indexPath: "/tools",
    customIndexPage: true,
    navigationOrder: 2,
    pageModule: "calculator",
    titleField: "heading",
    choosable: "live",
    collection: {
      labelSingular: "calculator",
      summary: "{{heading}} (/tools/{{address}})",
      fallbackLabel: "The list of calculators (/tools)",
    },
    mediaFolder: null,
  },
  plan: {
    basePath: "/pricing/",
    indexPath: "/pricing",
    customIndexPage: true,
    navigationOrder: 3,
    titleField: "name",
    choosable: "live",
    collection: {
      labelSingular: "plan",
      summary: "{{name}} (/pricing/{{address}})",
      fallbackLabel: "The list of plans (/pricing)",
    },
    mediaFolder: null,
    // The estimate works in the calculators' module: one cached file for both.
    pageModule: "calculator",
    // Published from the day its first fee schedule takes effect.
    publishedFrom: fields =>
      firstEffectiveDay(Array.isArray(fields.schedules) ? (fields.schedules as FeeSchedule[]) : []),
  },
} as const satisfies Record<string, KindDefinition>

/** The name of a kind of page: `service-page`, `person`, `article`, `page`, `tool`. */
export type KindName = keyof typeof KIND_DEFINITIONS

/**
 * The GraphQL type of each kind's files, as Gatsby generates it from the schemas (src/gatsby-types.d.ts).
 * A new kind's type exists once a build has written it: its line goes here then (README, "A new kind of
 * page"; a unit test names it when it is missing), and until then its entries are read as `EntryData`.
 */
interface GeneratedKindData {
  "service-page": Queries.ServicePageJson
  person: Queries.PersonJson
  article: Queries.ArticleJson
  page: Queries.PageJson
  tool: Queries.ToolJson
  plan: Queries.PlanJson
}

/** What the node of any kind's file has: the fields every entry shares, and what the build adds to it. */
interface EntryData extends Queries.Node {
  readonly address: string
  readonly formerAddresses: Queries.Maybe<ReadonlyArray<string>>
  readonly retiredTo: Queries.Maybe<string>
  readonly fields: Queries.ContentEntryFields
}

/** The data of each kind's files, as GraphQL has it: what the previews and the tests read an entry as. */
export type KindData = {
  [Name in KindName]: Name extends keyof GeneratedKindData ? GeneratedKindData[Name] : EntryData
}

/** A kind, with what follows from its name. */
export interface ContentKind extends Omit<KindDefinition, "groups"> {
  name: KindName
  /** `service-pages`: the folder of its files in `data/`, and its collection's name in the content manager. */
  folder: string
  /** `service-page.schema.json`: the schema of every file in the folder. */
  schemaFile: string
  /** `ServicePageJson`: the GraphQL type of its files' nodes. */
  typeName: string
  /**
   * `servicePage`: the key of the words its pages share in data/entry-pages.json (its schema's
   * `entry-pages.schema.json`), its name in camelCase; every kind's have `searchLabel`, what a search result
   * calls one of its entries.
   */
  textsKey: string
  /**
   * `team`: the key of its index page's words in data/entry-pages.json (its navigation label, heading, introduction
   * and search-engine texts), the index page's path in camelCase; for a kind with an index page.
   */
  indexTextsKey?: string
  /** The template of an entry's page, and of the index page, from the project's root. */
  template: string
  indexTemplate?: string
  groups?: KindDefinition["groups"] & { template: string }
}

const TEMPLATES = "src/templates"
/** The index page of a kind without one of its own (`customIndexPage`): its live entries' titles, in pages. */
const LIST_TEMPLATE = `${TEMPLATES}/list.tsx`
const pascalCase = (name: string) => name.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())
const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

/**
 * What is wrong with where a kind's pages go, in plain words: a kind's index page is at the root of its
 * address space, and the one space without an index page is the site's own, `/` (the root of any other would
 * answer 404). The content check reports it (validate-content.ts), so that the build and `npm run check:data`
 * stop with it.
 */
export function kindProblem(
  name: string,
  {
    basePath,
    indexPath,
    groups,
    customIndexPage,
  }: Pick<KindDefinition, "basePath" | "indexPath" | "groups" | "customIndexPage">
) {
  if (groups && !customIndexPage)
    return `content-kinds.ts: the kind ${name}'s index page is divided into groups, so it has a template of its own: customIndexPage: true, with its template src/templates${indexPath ?? ""}.tsx and its groups' src/templates${indexPath ?? ""}-${groups.segment}.tsx.`
  if (indexPath ? `${indexPath}/` === basePath : basePath === HOME_PAGE) return undefined
  return indexPath
    ? `content-kinds.ts: the kind ${name}'s index page ${indexPath} is not at the root of its address space ` +
        `${basePath}: its basePath is "${indexPath}/".`
    : `content-kinds.ts: the kind ${name} has the address space ${basePath} of its own, so it has an index page ` +
        `there: indexPath: "${basePath.slice(0, -1)}" (the site's list of its entries' titles, or with customIndexPage: ` +
        `true its own template, src/templates${basePath.slice(0, -1)}.tsx). ` +
        `A kind without an index page has basePath: "/".`
}

/** A kind's definition with its folder, schema file, GraphQL type and templates, which follow from its name. */
function kindOf(name: KindName, definition: KindDefinition): ContentKind {
  const { groups, indexPath } = definition
  return {
    ...definition,
    name,
    folder: definition.folder ?? `${name}s`,
    schemaFile: `${name}.schema.json`,
    typeName: `${pascalCase(name)}Json`,
    textsKey: camelCase(name),
    template: `${TEMPLATES}/${name}.tsx`,
    ...(indexPath && {
      indexTemplate: definition.customIndexPage ? `${TEMPLATES}${indexPath}.tsx` : LIST_TEMPLATE,
      indexTextsKey: camelCase(indexPath.slice(1)),
    }),
    groups: groups && { ...groups, template: `${TEMPLATES}${indexPath}-${groups.segment}.tsx` },
  }
}

/** Every kind, keyed by its name. */
export const CONTENT_KINDS = Object.fromEntries(
  Object.entries(KIND_DEFINITIONS).map(([name, definition]) => [name, kindOf(name as KindName, definition)])
) as { readonly [Name in KindName]: ContentKind & { name: Name } }

/** What is wrong with the record's kinds (`kindProblem`), one line each. */
export const KIND_PROBLEMS = Object.entries(KIND_DEFINITIONS).flatMap(([name, definition]) => {
  const problem = kindProblem(name, definition)
  return problem ? [problem] : []
})

/** Every kind, in the order of the record. */
export const EVERY_KIND: readonly ContentKind[] = Object.values(CONTENT_KINDS)

/**
 * The kinds with an index page, in the order the header's and the footer's links to those pages stand
 * (`navigationOrder`, then the record's order).
 */
export const INDEXED_KINDS: readonly ContentKind[] = EVERY_KIND.filter(kind => kind.indexPath)
  .map((kind, position) => ({ kind, rank: kind.navigationOrder ?? Number.MAX_SAFE_INTEGER, position }))
  .sort((a, b) => a.rank - b.rank || a.position - b.position)
  .map(({ kind }) => kind)

export const kindOfFolder = (folder: string) => EVERY_KIND.find(kind => kind.folder === folder)
export const kindOfSchema = (schemaFile: string) => EVERY_KIND.find(kind => kind.schemaFile === schemaFile)
export const kindOfType = (typeName: string) => EVERY_KIND.find(kind => kind.typeName === typeName)
/**
 * The format of a text that names a live entry of a kind, whichever entries the kind's own format lets a
 * text choose: `live-person`, the person who answers a service page's inquiries, who must be published.
 */
export const liveFormat = (kind: ContentKind) => `live-${kind.name}`

/**
 * The kind whose entries a text of this `format` names (`service-page`, `person`, `live-person`), if any.
 */
export const kindOfFormat = (format: string | undefined) =>
  EVERY_KIND.find(kind => kind.name === format || liveFormat(kind) === format)

/** Whether a text of this format (a kind's name, or its live format) may name only live entries. */
export const namesLiveEntriesOnly = (format: string) =>
  EVERY_KIND.some(kind => liveFormat(kind) === format || (kind.name === format && kind.choosable === "live"))

/**
 * What a retired entry may be retired to besides another entry of its kind: its index page, or the home
 * page for a kind without one.
 */
export const retirementFallback = (kind: ContentKind) => kind.indexPath ?? HOME_PAGE

/**
 * The names no entry may take in an address space because the kinds use them themselves: in `/`, the first
 * segment of every other base path (`team`, `insights`); in a kind's own space, its groups' segment
 * (`category`), the files the build writes there (`rss.xml`) and, in a space with an index page, the segment
 * of its listings' further pages (`page`: `/insights/page/2`).
 */
export function reservedByKinds(basePath: string): string[] {
  const reserved = new Set<string>()
  for (const kind of EVERY_KIND) {
    if (kind.basePath === basePath) {
      if (kind.groups) reserved.add(kind.groups.segment)
      for (const file of kind.builtFiles ?? []) reserved.add(file)
      if (kind.indexPath) reserved.add(LISTING_PAGE_SEGMENT)
    } else if (basePath === HOME_PAGE) {
      reserved.add(kind.basePath.split("/")[1])
    }
  }
  return [...reserved].sort()
}
