/**
 * The admin's entry point (bundled by ../build-admin.ts into public/admin/, never into a public page).
 * Starts Decap CMS with the configuration generated from the schemas (/admin/config.yml), the format
 * that saves files in the repository's own form, widgets that check with the content check's rule book
 * against what is published now, previews that render the site's own components, and the site's words
 * where Decap's do not fit.
 */
import CMS from "decap-cms-app"
import { createContentChecker } from "../../content-model/content-rules"
import { kindOfFolder } from "../../content-model/content-kinds"
import type { JsonSchema } from "../../content-model/load-schemas"
import { siteFactsOf } from "../../content-model/site-facts"
import { canonicalJson } from "../../content-model/canonical-json"
import type { AdminFile } from "../cms-config"
import { CANONICAL_FORMAT, COLLECTION } from "../names"
import { registerCheckedWidgets } from "./checked-widgets"
import { askForKnownDraftsOnly, entryId } from "./decap-internals"
import { SITE_LOCALE, SITE_PHRASES, watchDecapsScreens } from "./editor-words"
import { formerAddressesOnSave } from "./entry-addresses"
import { outdateOnChanges } from "./form-reads"
import { createPublishedStore, type SiteShape } from "./published-content"
import { registerPreviews } from "./previews"
import { showReadingStatus } from "./reading-status"

/** Put in by the build (../build-admin.ts): the data files and their shapes, the schemas, the site's own pages. */
declare const __ADMIN_FILES__: AdminFile[]
declare const __CONTENT_SCHEMAS__: JsonSchema[]
declare const __SITE_SHAPE__: SiteShape

const files = __ADMIN_FILES__

CMS.registerCustomFormat(CANONICAL_FORMAT, "json", {
  fromFile: (text: string): unknown => JSON.parse(text),
  toFile(data: object): string {
    const reference = (data as { $schema?: unknown }).$schema
    const file = files.find(candidate => candidate.schemaReference === reference)
    if (!file)
      throw new Error(
        `Cannot save: "$schema" is ${JSON.stringify(reference)}, which names none of the content's schemas`
      )
    return canonicalJson(data, file.shape)
  },
})

// The site's facts, with nothing published known yet: the published store fills them in when a form first
// draws, and again after what is published may have changed.
const facts = siteFactsOf({
  entries: [],
  pageStems: __SITE_SHAPE__.pageStems,
  categories: [],
  credentialed: [],
  kindLabels: __SITE_SHAPE__.kindLabels,
})
const published = createPublishedStore(__SITE_SHAPE__, facts, COLLECTION)
outdateOnChanges(CMS, published, document)
registerCheckedWidgets(CMS, { checker: createContentChecker(__CONTENT_SCHEMAS__, facts), facts, published })
showReadingStatus(published, document)

/** Decap's entry, as its events pass it (an Immutable map). */
interface EventEntry {
  get(key: string): unknown
}
interface EventData {
  toJS(): unknown
  set(key: string, value: unknown): EventData
  delete(key: string): EventData
}

// A published entry whose address changed keeps its old address as a former one, which leads to it.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }: { entry: EventEntry }) => {
    const data = entry.get("data") as EventData
    const kind = kindOfFolder(String(entry.get("collection")))
    if (!kind || !published.current) return data
    const edited = {
      kind: kind.name,
      slug: entryId(entry),
      data: data.toJS(),
    }
    const former = formerAddressesOnSave(published.current, edited)
    // A plain array inside Decap's Immutable data: the format is given the data as plain JS (toJS).
    return former.length === 0 ? data.delete("formerAddresses") : data.set("formerAddresses", former)
  },
} as unknown as Parameters<typeof CMS.registerEventListener>[0])

registerPreviews(CMS, files, published)

// Decap's words where they do not fit (editor-words.ts): a locale of the site's own, merged over English.
CMS.registerLocale(SITE_LOCALE, SITE_PHRASES)
watchDecapsScreens(document)

// The local backend (`npm run cms`), which Decap names "proxy" when it finds it, is asked for no draft that is
// not there: under review, each entry opened and each new entry saved would log a 404 in the console.
askForKnownDraftsOnly(CMS, "proxy")

// On this computer (`npm run cms`), "View Live" and the site's link lead to the site running here, and no
// deploy preview is looked for: the local backend has none, so "Check for Preview" would wait for nothing.
// Decap merges this over config.yml (its type asks for a whole configuration).
const onThisComputer = ["localhost", "127.0.0.1"].includes(window.location.hostname)
const here = { site_url: window.location.origin, display_url: window.location.origin, show_preview_links: false }
CMS.init({ config: { locale: SITE_LOCALE, ...(onThisComputer ? here : {}) } } as unknown as Parameters<
  typeof CMS.init
>[0])
