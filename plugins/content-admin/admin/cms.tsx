/**
 * The admin's entry point (bundled by ../build-admin.ts into public/admin/, never into a public page).
 * Starts Decap CMS with the configuration generated from the schemas (/admin/config.yml), the format
 * that saves files in the repository's own form, widgets that check with the content check's rule book,
 * and previews that render the site's own components.
 */
import CMS from "decap-cms-app"
import { createContentChecker } from "../../content-schema/content-rules"
import type { JsonSchema } from "../../content-schema/load-schemas"
import { canonicalJson } from "../canonical-json"
import type { AdminFile } from "../cms-config"
import { CANONICAL_FORMAT, NO_MEDIA_LIBRARY } from "../names"
import { registerCheckedWidgets } from "./checked-widgets"
import { registerPreviews } from "./previews"

/** Put in by the build (../build-admin.ts): the data files and their shapes, the schemas, the site's pages. */
declare const __ADMIN_FILES__: AdminFile[]
declare const __CONTENT_SCHEMAS__: JsonSchema[]
declare const __SITE_ROUTES__: string[]

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

registerCheckedWidgets(CMS, createContentChecker(__CONTENT_SCHEMAS__, __SITE_ROUTES__), __SITE_ROUTES__)

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
