/**
 * The admin's entry point (bundled by ../build-admin.ts into public/admin/, never into a public page).
 * Starts Decap CMS with the configuration generated from the schemas (/admin/config.yml), the format
 * that saves files in the repository's own form, widgets that check with the content check's rule book,
 * and previews that render the site's own components.
 */
import CMS from "decap-cms-app"
import { createContentChecker, type SiteFacts } from "../../content-schema/content-rules"
import type { JsonSchema } from "../../content-schema/load-schemas"
import { canonicalJson } from "../canonical-json"
import type { AdminFile } from "../cms-config"
import { CANONICAL_FORMAT, NO_MEDIA_LIBRARY, SERVICE_PAGES_COLLECTION } from "../names"
import { registerCheckedWidgets } from "./checked-widgets"
import { registerPreviews } from "./previews"
import { addressProblem, formerAddressesOnSave, retirementProblem, type PublishedPages } from "./service-page-addresses"

/** Put in by the build (../build-admin.ts): the data files and their shapes, the schemas, the site's pages. */
declare const __ADMIN_FILES__: AdminFile[]
declare const __CONTENT_SCHEMAS__: JsonSchema[]
declare const __SITE_FACTS__: SiteFacts
declare const __PUBLISHED_PAGES__: PublishedPages

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

registerCheckedWidgets(CMS, createContentChecker(__CONTENT_SCHEMAS__, __SITE_FACTS__), __SITE_FACTS__, {
  address: edited => addressProblem(__PUBLISHED_PAGES__, edited),
  retirement: edited => retirementProblem(__PUBLISHED_PAGES__, edited),
})

/** Decap's entry, as its events pass it (an Immutable map). */
interface EventEntry {
  get(key: string): unknown
}
interface EventData {
  toJS(): unknown
  set(key: string, value: unknown): EventData
  delete(key: string): EventData
}

// A published page whose address changed keeps its old address as a former one, which leads to it.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }: { entry: EventEntry }) => {
    const data = entry.get("data") as EventData
    if (entry.get("collection") !== SERVICE_PAGES_COLLECTION) return data
    const edited = {
      slug: entry.get("newRecord") ? undefined : String(entry.get("slug")),
      data: data.toJS(),
    }
    const former = formerAddressesOnSave(__PUBLISHED_PAGES__, edited)
    // A plain array inside Decap's Immutable data: the format is given the data as plain JS (toJS).
    return former.length === 0 ? data.delete("formerAddresses") : data.set("formerAddresses", former)
  },
} as unknown as Parameters<typeof CMS.registerEventListener>[0])

// No field takes uploads: a library with nothing to show, which also hides the Media tab. (Decap's
// type for this call leaves out `init`, which its registry calls.)
const noMedia = {
  name: NO_MEDIA_LIBRARY,
  init: () => ({ show: () => undefined, hide: () => undefined, enableStandalone: () => false }),
}
CMS.registerMediaLibrary(noMedia)

registerPreviews(CMS, files)

// On this computer (`npm run cms`), "View Live" and the site's link lead to the site running here. Decap
// merges this over config.yml (its type asks for a whole configuration).
const onThisComputer = ["localhost", "127.0.0.1"].includes(window.location.hostname)
const here = { site_url: window.location.origin, display_url: window.location.origin }
CMS.init(onThisComputer ? ({ config: here } as unknown as Parameters<typeof CMS.init>[0]) : undefined)
