/**
 * Every use of Decap CMS's undocumented internals, in one place: the rest of the admin reads no prop and
 * calls or overrides no method of Decap's that Decap does not document. The admin needs a few things Decap's
 * published API does not offer, which its own widgets use; each is named here with where Decap defines it,
 * so that an upgrade of Decap has one file to check (tests/unit/plugins/content-admin/admin/decap-internals.test.tsx
 * fails, naming the missing one, when the installed Decap no longer has them, and finds those with a name
 * of their own nowhere else in the project's sources):
 *
 * - the widget registry's `getWidget`, and `registerWidget` given a control's component (the published types
 *   give its props instead) and its schema (decap-cms-core src/lib/registry.js);
 * - a control's `query` prop, which lists a collection's published entries (src/actions/search.ts `query`,
 *   passed by src/components/Editor/EditorControlPane/EditorControl.js; Decap's relation widget uses it);
 * - `getValidateValue`, the value Decap's own "required" check reads instead of the control's value
 *   (src/components/Editor/EditorControlPane/Widget.js);
 * - `shouldComponentUpdate` on a control, which Decap's Widget asks, with its own next props, whether to
 *   redraw the control (src/components/Editor/EditorControlPane/Widget.js); without one, a control is
 *   redrawn only when its own value changes, and keeps the `entry` it was last drawn with; the image
 *   widget's own redraws it when a picture chosen in the media library arrives, in `mediaPaths`
 *   (decap-cms-widget-file src/withFileControl.js);
 * - `validate` on a list's or group's control, which the editor calls in place of its own check
 *   (src/components/Editor/EditorControlPane/EditorControlPane.js), and `onValidateObject`, how a list or
 *   group reports its own problems (src/components/Editor/EditorControlPane/EditorControl.js);
 * - `focus(path)` on a control, which brings a field to the editor's eye (Widget.js);
 * - the object widget's `forList` and `collapsed` props, which draw a group without its bar
 *   (decap-cms-widget-object src/ObjectControl.js);
 * - a control's `entry` (the entry being edited, with `slug`, `newRecord` and `data`) and `collection` (a
 *   folder's `fields`, or a file collection's `files`, each with its `name` and `fields`);
 * - the record `getBackend` returns, which is the registry's own, so that a new `init` on it makes the
 *   backend Decap uses (src/lib/registry.js); the local backend's `unpublishedEntry` and `unpublishedEntries`
 *   (decap-cms-backend-proxy src/implementation.ts: a draft by its collection and slug, answered 404 when there
 *   is none, and the ids `<collection>/<slug>` of every draft); and the error by which a backend says that an
 *   entry has no draft, `notUnderEditorialWorkflow` (decap-cms-lib-util src/EditorialWorkflowError.ts), which
 *   Decap's `entryExist` (src/backend.ts) and its loading of an entry take for "none".
 */
import React from "react"
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

/** A control as Decap draws it, with a ref to its instance. */
export type DecapControl = React.ComponentType<ControlProps & React.RefAttributes<ControlInstance>>

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

/** A widget as Decap's registry holds it: its control component, preview and schema. */
export interface RegisteredWidget {
  control: DecapControl
  preview?: unknown
  schema?: unknown
}

/**
 * Decap's widget registry as it is at run time: its published types give a control's props in place of
 * its component and leave out the schema it is registered with.
 */
interface WidgetRegistry {
  getWidget(name: string): RegisteredWidget | undefined
  registerWidget(name: string, control: DecapControl, preview?: unknown, schema?: unknown): void
}

/** Decap's widgets: one of its own by name (it stops, naming it, when Decap has none), and registering one. */
export function widgetRegistry(cms: typeof DecapCms) {
  const registry = cms as unknown as WidgetRegistry
  return {
    decapsOwn(name: string): RegisteredWidget {
      const widget = registry.getWidget(name)
      if (!widget) throw new Error(`Decap has no widget "${name}"`)
      return widget
    },
    register: (name: string, control: DecapControl, preview?: unknown, schema?: unknown) =>
      registry.registerWidget(name, control, preview, schema),
  }
}

/** Immutable values (lists, maps) as plain data, as they will be saved. */
export function plain(value: unknown): unknown {
  return value && typeof (value as ImmutableValue).toJS === "function" ? (value as ImmutableValue).toJS!() : value
}

/** An entry's id, as Decap's entry (a control's, a preview's, an event's) holds it: none until it is first saved. */
export function entryId(entry: ImmutableValue): string | undefined {
  return entry.get("newRecord") ? undefined : String(entry.get("slug"))
}

/** The entry a control edits: its kind's collection, its slug (none until first saved) and its data. */
export function editedEntry(props: ControlProps): { collection: string; slug?: string; data: unknown } {
  return {
    collection: String(props.collection.get("name")),
    slug: entryId(props.entry),
    data: plain(props.entry.get("data")),
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
const PASSES_DECAP_REQUIRED = "filled"

/** The props that draw Decap's object widget as a list item draws it: no bar, nothing folded. */
export const GROUP_WITHOUT_BAR = { forList: true, collapsed: false } as const

/** How a widget of the admin's draws: around Decap's own control, which must be given `inner` as its ref. */
type Draw = (props: ControlProps, inner: (instance: ControlInstance | null) => void) => React.ReactNode

/** Decap's rule for redrawing a control that has none of its own (Widget.js): its value or its style changed. */
function decapRedraws(now: ControlProps, next: ControlProps): boolean {
  return (
    now.value !== next.value ||
    now.classNameWrapper !== next.classNameWrapper ||
    now.hasActiveStyle !== next.hasActiveStyle
  )
}

/** Brings a field to the editor's eye: through Decap's own control, or its element. */
function focusField(inner: ControlInstance | null, forID: string, path?: string) {
  if (inner?.focus) inner.focus(path)
  else document.getElementById(forID)?.focus()
}

/**
 * A one-value widget in place of Decap's: `check` is its check (Decap's documented `isValid`: true, an error,
 * or a promise while it cannot tell yet), given the control's props as the editor has them now. Decap's own
 * "required" check is left to it, so that a missing value is said in the content check's words.
 */
export function valueWidget(
  draw: Draw,
  check: (props: ControlProps) => unknown,
  redrawsAsWrapped = false
): DecapControl {
  return class ValueWidget extends React.Component<ControlProps> {
    private inner: ControlInstance | null = null
    /** The entry as the editor has it now: Decap redraws this control only when its own value changes. */
    private entryNow?: ImmutableValue

    isValid = () => check(this.entryNow ? { ...this.props, entry: this.entryNow } : this.props)

    getValidateValue = () => PASSES_DECAP_REQUIRED

    // Asked by Decap's Widget with its next props on every change of the form, and by React with this
    // control's: Decap's rule, or, for a control that must hear of what reaches it besides its value (the
    // image widget: the picture chosen for it in the media library, which it then takes as its value), its
    // own answer. Other controls keep Decap's rule: the Markdown editor's own answer lost what was typed
    // into a new entry.
    shouldComponentUpdate = (next: ControlProps) => {
      this.entryNow = next.entry
      return redrawsAsWrapped && this.inner?.shouldComponentUpdate
        ? this.inner.shouldComponentUpdate(next)
        : decapRedraws(this.props, next)
    }

    focus = (path?: string) => focusField(this.inner, this.props.forID, path)

    render() {
      return draw(this.props, inner => (this.inner = inner))
    }
  }
}

/**
 * A list or group widget in place of Decap's: its fields check themselves; `problems` are the list's or
 * group's own, reported to the editor after them (undefined: nothing to report).
 */
export function containerWidget(draw: Draw, problems: (props: ControlProps) => FieldError[] | undefined): DecapControl {
  return class ContainerWidget extends React.Component<ControlProps> {
    private inner: ControlInstance | null = null

    isValid = () => true as const

    // As Decap's own containers do: its fields must redraw with their messages even if the value stays.
    shouldComponentUpdate = () => true

    validate = () => {
      this.inner?.validate?.()
      const own = problems(this.props)
      if (own) this.props.onValidateObject?.(this.props.forID, own)
    }

    focus = (path?: string) => focusField(this.inner, this.props.forID, path)

    render() {
      return draw(this.props, inner => (this.inner = inner))
    }
  }
}

/** The part of Decap's backend (decap-cms-backend-proxy) that asks for drafts under review. */
interface DraftsBackend {
  unpublishedEntries(): Promise<unknown>
  unpublishedEntry(query: { id?: string; collection?: string; slug?: string }): Promise<unknown>
}

/** How a backend says that an entry has no draft (decap-cms-lib-util's EditorialWorkflowError). */
function noDraft(): Error {
  const error = new Error("content is not under editorial workflow") as Error & { notUnderEditorialWorkflow: boolean }
  error.name = "EDITORIAL_WORKFLOW_ERROR"
  error.notUnderEditorialWorkflow = true
  return error
}

/**
 * Makes Decap's backend `name` ask for an entry's draft only when the entry has one. Under review Decap asks
 * the backend for the draft of every entry it opens and of every new entry it saves (is the address free?),
 * and decap-server answers 404 when there is none, which the browser reports in the console as a failed
 * request. The list of drafts is answered 200 whatever it holds; an entry not in it has no draft, as the 404
 * would have said.
 */
export function askForKnownDraftsOnly(cms: typeof DecapCms, name: string): void {
  const record: { init: (...args: unknown[]) => DraftsBackend } | undefined = cms.getBackend(name)
  if (!record) throw new Error(`Decap has no backend "${name}"`)
  const make = record.init
  record.init = (...args) => {
    const backend = make(...args)
    const askForDraft = backend.unpublishedEntry.bind(backend)
    backend.unpublishedEntry = async query => {
      if (query.id === undefined && query.collection && query.slug) {
        const drafts = await backend.unpublishedEntries()
        if (Array.isArray(drafts) && !drafts.includes(`${query.collection}/${query.slug}`)) throw noDraft()
      }
      return askForDraft(query)
    }
    return backend
  }
}
