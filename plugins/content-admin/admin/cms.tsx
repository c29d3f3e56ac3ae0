/**
 * The admin's entry point (bundled by ../build-admin.ts into public/admin/, never into a public page).
 * Starts Decap CMS with the configuration generated from the schemas (/admin/config.yml), the format
 * that saves files in the repository's own form, and previews that render the site's own components.
 */
import CMS from "decap-cms-app"
import { canonicalJson } from "../canonical-json"
import type { AdminFile } from "../cms-config"
import { CANONICAL_FORMAT, NO_MEDIA_LIBRARY } from "../names"
import { registerPreviews } from "./previews"

/** The data files and their shapes, put in by the build (../build-admin.ts). */
declare const __ADMIN_FILES__: AdminFile[]

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

// Problems read in the words of `npm run check:data`: "Headline must not be empty." instead of Decap's
// "Headline didn't match the pattern: must not be empty.", "Rating must be <= 5.", "Steps must list at
// least 1 item(s)."
const english = CMS.getLocale("en") as { editor: { editorControlPane: { widget: Record<string, string> } } }
CMS.registerLocale("en", {
  ...english,
  editor: {
    ...english.editor,
    editorControlPane: {
      ...english.editor.editorControlPane,
      widget: {
        ...english.editor.editorControlPane.widget,
        regexPattern: "%{fieldLabel} %{pattern}.",
        range: "%{fieldLabel} must be >= %{minValue} and <= %{maxValue}.",
        min: "%{fieldLabel} must be >= %{minValue}.",
        max: "%{fieldLabel} must be <= %{maxValue}.",
        rangeMin: "%{fieldLabel} must list at least %{minCount} item(s).",
        rangeMax: "%{fieldLabel} must list at most %{maxCount} item(s).",
      },
    },
  },
})

// No field takes uploads: a library with nothing to show, which also hides the Media tab. (Decap's
// type for this call leaves out `init`, which its registry calls.)
const noMedia = {
  name: NO_MEDIA_LIBRARY,
  init: () => ({ show: () => undefined, hide: () => undefined, enableStandalone: () => false }),
}
CMS.registerMediaLibrary(noMedia)

registerPreviews(CMS, files)

CMS.init()
