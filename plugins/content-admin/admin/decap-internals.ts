/**
 * Every use of Decap CMS's undocumented internals, in one place. The admin needs a few things Decap's
 * published API does not offer, which its own widgets use; each is named here with where Decap defines it,
 * so that an upgrade of Decap has one file to check (tests/unit/plugins/content-admin/admin/decap-internals.test.ts
 * fails, naming the missing one, when the installed Decap no longer has them):
 *
 * - the widget registry's `getWidget` and `registerWidget`, with a control's component (the published types
 *   give its props instead) and its schema (decap-cms-core src/lib/registry.js);
 * - a control's `query` prop, which lists a collection's published entries (src/actions/search.ts `query`,
 *   passed by src/components/Editor/EditorControlPane/EditorControl.js; Decap's relation widget uses it);
 * - `getValidateValue`, the value Decap's own "required" check reads instead of the control's value
 *   (src/components/Editor/EditorControlPane/Widget.js);
 * - `shouldComponentUpdate`, which Decap's Widget asks of the control it draws, redrawing it otherwise only
 *   when its value changes (src/components/Editor/EditorControlPane/Widget.js); the image widget's own
 *   redraws it when a picture chosen in the media library arrives, in `mediaPaths` (decap-cms-widget-file
 *   src/withFileControl.js);
 * - `onValidateObject`, how a list or group reports its own problems
 *   (src/components/Editor/EditorControlPane/EditorControl.js);
 * - the object widget's `forList` and `collapsed` props, which draw a group without its bar
 *   (decap-cms-widget-object src/ObjectControl.js);
 * - a control's `entry` (the entry being edited, with `slug`, `newRecord` and `data`) and `collection` (a
 *   folder's `fields`, or a file collection's `files`, each with its `name` and `fields`).
 */
import type React from "react"
import type DecapCms from "decap-cms-app"
import type { ListPublished } from "./published-content"

/** The Decap version these internals were checked against (decap-cms-app, with decap-cms-core 3.6.3). */
export const DECAP_VERSION_CHECKED = "3.6.4"

/** A value of Decap's form: an Immutable.js map or list. */
export interface ImmutableValue {
  get(key: string, fallback?: unknown): unknown
  toJS?(): unknown
}

/** What Decap passes a widget's control (the props the admin reads). */
export interface ControlProps {
  field: ImmutableValue
  value: unknown
  forID: string
  /** The entry being edited: `slug`, `newRecord`, `data`. */
  entry: ImmutableValue
  /** The collection of the entry being edited: its `name`. */
  collection: ImmutableValue
  onChange: (value: unknown) => void
  query: QueryProp
  onValidateObject?: (id: string, errors: FieldError[]) => void
  [prop: string]: unknown
}

/** A problem a control reports to Decap. */
export interface FieldError {
  type: string
  message: string
}

/**
 * Decap's `query`: the published entries of a collection whose search fields match a term; when the backend
 * cannot list them, its error in place of the hits (QUERY_FAILURE).
 */
type QueryProp = (
  namespace: string,
  collection: string,
  searchFields: string[],
  term: string,
  file?: string,
  limit?: number
) => Promise<{ payload: { hits?: { slug: string; data: unknown }[]; error?: unknown } }>

/** The methods Decap calls on a control instance, where the control has them. */
export interface ControlInstance {
  isValid?(): unknown
  validate?(): void
  focus?(path?: string): void
  getValidateValue?(): unknown
  shouldComponentUpdate?(next: ControlProps): boolean
}

/**
 * Whether Decap's Widget would redraw `control` with `next`: as the control itself says, if it says; otherwise
 * when its value or its look changes. A control that wraps another answers with the other's rule, so that the
 * other still hears of what reaches it besides its value (the image widget: the picture chosen for it).
 */
export function decapRedraws(control: ControlInstance | null, current: ControlProps, next: ControlProps): boolean {
  if (control?.shouldComponentUpdate) return control.shouldComponentUpdate(next)
  return (["value", "classNameWrapper", "hasActiveStyle"] as const).some(prop => current[prop] !== next[prop])
}

/** A widget as Decap's registry holds it: its control component, preview and schema. */
export interface RegisteredWidget {
  control: React.ComponentType<never>
  preview?: unknown
  schema?: unknown
}

/**
 * Decap's widget registry as it is at run time: its published types give a control's props in place of
 * its component and leave out the schema it is registered with.
 */
interface WidgetRegistry {
  getWidget(name: string): RegisteredWidget | undefined
  registerWidget(name: string, control: React.ComponentType<ControlProps>, preview?: unknown, schema?: unknown): void
}

export function widgetRegistry(cms: typeof DecapCms): WidgetRegistry {
  return cms as unknown as WidgetRegistry
}

/** Immutable values (lists, maps) as plain data, as they will be saved. */
export function plain(value: unknown): unknown {
  return value && typeof (value as ImmutableValue).toJS === "function" ? (value as ImmutableValue).toJS!() : value
}

/** The entry a control edits: its kind's collection, its slug (none until first saved) and its data. */
export function editedEntry(props: ControlProps): { collection: string; slug?: string; data: unknown } {
  const entry = props.entry
  return {
    collection: String(props.collection.get("name")),
    slug: entry.get("newRecord") ? undefined : String(entry.get("slug")),
    data: plain(entry.get("data")),
  }
}

/** The names of the top-level fields of the file a control edits: its folder's, or its file's in a collection of files. */
export function editedFileFields(props: ControlProps): string[] {
  const { collection } = props
  const named = (fields: unknown) =>
    ((plain(fields) ?? []) as { name: string }[]).map(field => field.name).filter(name => typeof name === "string")
  const files = plain(collection.get("files")) as { name: string; fields: unknown }[] | undefined
  if (!files) return named(collection.get("fields"))
  return named(files.find(file => file.name === String(props.entry.get("slug")))?.fields)
}

/**
 * Lists published files through a control's `query` prop. Decap keeps a query's answer for ten seconds
 * (its search state's `requests`), keyed by its arguments: each read asks for a different `limit`, larger
 * than any collection, so that it reads what is published now.
 */
let reads = 0
export function publishedLister(props: ControlProps): ListPublished {
  return async (collection, file) => {
    reads += 1
    const { payload } = await props.query(`published-${reads}`, collection, ["slug"], "", file, 1_000_000 + reads)
    if (!payload.hits) throw new Error(`Could not read what is published in ${collection}: ${String(payload.error)}`)
    return payload.hits.map(hit => ({ slug: hit.slug, data: hit.data }))
  }
}

/** What Decap's own "required" check is shown: a value that passes it (the admin's checks say what is missing). */
export const PASSES_DECAP_REQUIRED = "filled"

/** The props that draw Decap's object widget as a list item draws it: no bar, nothing folded. */
export const GROUP_WITHOUT_BAR = { forList: true, collapsed: false } as const
