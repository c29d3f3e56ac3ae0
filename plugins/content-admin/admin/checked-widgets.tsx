/**
 * Decap's own widgets (string, text, number, date, Markdown, image, select, list, object), each wrapped so
 * that it checks its value with the content check's rule book (content-rules.ts: the same schemas, the same
 * checker, the same words) and not with rules of its own; and the admin's own widgets, which check against
 * what is published now (published-content.ts):
 *
 * - `published-choice`: a choice among the entries of a kind (a person, service pages; only live ones for a
 *   kind's live format, such as who answers a service page) or the categories,
 *   by name, as published when the form opened;
 * - `entry-address`: an entry's address, checked against every published entry of its address space;
 * - `entry-retirement`: where a retired entry sends its visitors: another live entry of its kind, or its
 *   kind's fallback.
 *
 * Each field of the generated configuration names its schema (`rule`); a value the schema refuses is
 * refused here, with the message `npm run check:data` would print, and so is an empty required field
 * ("Required (now empty)", as the content check says of an empty text). A field of an entry, and a field or
 * group of a data file, is also held to the rules that span its fields (entry-rules.ts: an article's reviewer,
 * a reply promise's hours).
 *
 * Decap's internals they rely on are in decap-internals.ts; the character count and the summary of a
 * refused save are character-count.tsx and problem-summary.tsx.
 */
import React, { useEffect, useSyncExternalStore } from "react"
import type DecapCms from "decap-cms-app"
import { problemsOf, type ContentChecker } from "../../content-schema/content-rules"
import { CONTENT_KINDS, kindOfFormat, namesLiveEntriesOnly } from "../../content-schema/content-kinds"
import { isLive } from "../../content-schema/content-entries"
import { problemsOfEntryData, problemsOfFileData } from "../../content-schema/entry-rules"
import type { SiteFacts } from "../../content-schema/site-facts"
import { CHOICE_WIDGET, COLLECTION, ENTRY_ADDRESS_WIDGET, ENTRY_RETIREMENT_WIDGET } from "../names"
import { CharacterCount } from "./character-count"
import { hintStyle } from "./admin-styles"
import {
  GROUP_WITHOUT_BAR,
  PASSES_DECAP_REQUIRED,
  decapRedraws,
  editedEntry,
  editedFileFields,
  plain,
  publishedLister,
  widgetRegistry,
  type ControlInstance,
  type ControlProps,
  type FieldError,
  type ImmutableValue,
  type RegisteredWidget,
} from "./decap-internals"
import { addressProblem, retirementProblem, type EditedEntry } from "./entry-addresses"
import { createProblemSummary } from "./problem-summary"
import type { ListPublished, Published, PublishedStore } from "./published-content"

/** What the content check says of an empty required text (content-rules.ts). */
const REQUIRED_EMPTY = "Required (now empty)"

const isBlank = (value: unknown) => value === undefined || value === null || value === ""
/** A group left blank or cleared: every field of it empty, a list of it without items. */
const isAllBlank = (value: unknown): boolean =>
  isBlank(value) ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every(isAllBlank))

export interface AdminChecks {
  checker: ContentChecker
  /** The site's facts the checker's formats read, kept up to date by `published`. */
  facts: SiteFacts
  published: PublishedStore
}

/** The Decap widgets the admin wraps, under their own names. */
const CHECKED_VALUES = ["string", "text", "number", "datetime", "markdown", "image", "select"] as const

export function registerCheckedWidgets(cms: typeof DecapCms, { checker, facts, published }: AdminChecks): void {
  const registry = widgetRegistry(cms)
  // Decap's own widgets, taken before any is replaced: a wrapper never wraps another.
  const originals = new Map<string, RegisteredWidget>()
  for (const name of [...CHECKED_VALUES, "list", "object"]) {
    const widget = registry.getWidget(name)
    if (!widget) throw new Error(`Decap has no widget "${name}"`)
    originals.set(name, widget)
  }
  const summary = createProblemSummary()
  const label = (field: ImmutableValue) => String(field.get("label", field.get("name")))

  /**
   * Reads what is published when a form opens (a new address, `#/collections/…`), through the first
   * control that can (decap-internals.ts), so that every check and choice in it uses what is published now.
   */
  let readFor: string | undefined
  let lister: ListPublished | undefined
  // A form opened again at the address it had before (an entry, another page, the same entry) reads again.
  window.addEventListener("hashchange", () => (readFor = undefined))
  function readPublished(props: ControlProps) {
    lister = publishedLister(props)
    if (readFor === window.location.hash) return
    readFor = window.location.hash
    // A read that fails is reported when the form is checked (pendingRead), where the editor sees it.
    published.refresh(lister).catch(() => (readFor = undefined))
  }

  /**
   * The read a check must wait for, while nothing has been read yet: the one under way, or, when none has
   * succeeded (the backend could not be reached), a new one; a check never passes without what is published.
   * Once a read has succeeded, checks use it while the next one runs: Decap refuses a save while any check is
   * a promise, and does not save once it settles.
   */
  function pendingRead(): Promise<unknown> | undefined {
    if (published.current || !lister) return undefined
    return published.reading ?? published.refresh(lister)
  }

  /** The field's own problem by its schema, if any. Empty values are the required check's business. */
  function schemaProblem(field: ImmutableValue, value: unknown): string | undefined {
    const rule = field.get("rule")
    const data = plain(value)
    if (typeof rule !== "string" || isBlank(data)) return undefined
    const validate = checker.getSchema(rule)
    if (!validate) throw new Error(`The content's schemas have no ${rule}`)
    if (validate(data)) return undefined
    return problemsOf(validate.errors ?? [], data, facts).find(problem => problem.pointer === "")?.message
  }

  /** The entry a control edits, with this control's value, when it is a field of an entry of a kind. */
  function entryWithValue(props: ControlProps): EditedEntry | undefined {
    const { collection, slug, data } = editedEntry(props)
    const kind = CONTENT_KINDS.find(candidate => candidate.folder === collection)
    const name = String(props.field.get("name"))
    if (!kind || !editedFileFields(props).includes(name)) return undefined
    return { kind: kind.name, slug, data: { ...(data as object), [name]: plain(props.value) } }
  }

  /**
   * The problems of the rules that span a data file's fields (entry-rules.ts) at a top-level field or group a
   * control edits, with its value: at the field itself (`/replyTime`) or, for a group, inside it
   * (`/replyPromise/closes`).
   */
  function fileRuleProblems(props: ControlProps) {
    const { collection, slug, data } = editedEntry(props)
    const name = String(props.field.get("name"))
    if (collection !== COLLECTION || !slug || !editedFileFields(props).includes(name)) return []
    return problemsOfFileData(`${slug}.json`, { ...(data as object), [name]: plain(props.value) }).filter(
      problem => problem.pointer === `/${name}` || problem.pointer.startsWith(`/${name}/`)
    )
  }

  /** What is wrong with a one-value field: required, its schema, the rules of its entry, and `also`. */
  function valueProblem(props: ControlProps, also?: (entry: EditedEntry, now: Published) => string | undefined) {
    const { field, value } = props
    const blank = isBlank(plain(value))
    if (blank && field.get("required", true) !== false) return REQUIRED_EMPTY
    const own = blank ? undefined : schemaProblem(field, value)
    if (own) return own
    const pointer = `/${String(field.get("name"))}`
    const ofFile = fileRuleProblems(props).find(problem => problem.pointer === pointer)
    if (ofFile) return ofFile.message
    const entry = entryWithValue(props)
    if (!entry) return undefined
    const ofEntry = problemsOfEntryData(entry.kind, entry.data, facts).find(problem => problem.pointer === pointer)
    if (ofEntry) return ofEntry.message
    return also && !blank && published.current ? also(entry, published.current) : undefined
  }

  /**
   * A one-value widget: its problem shows above it, as Decap shows its own. While what is published is being
   * read, Decap is given a promise (it shows the field as being checked, and refuses to save meanwhile).
   */
  function checkedValue(
    original: RegisteredWidget,
    registeredAs: string,
    options: {
      also?: (entry: EditedEntry, now: Published) => string | undefined
      /** Decap's control with what the field offers now (a choice's options). */
      withField?: (props: ControlProps) => ImmutableValue
      /** Whether Decap redraws it as it would the wrapped control (the image widget). */
      redrawsAsWrapped?: boolean
    } = {}
  ) {
    function Control(props: ControlProps & { innerRef: (instance: ControlInstance | null) => void }) {
      const { innerRef, ...controlProps } = props
      useEffect(() => readPublished(controlProps))
      // Redraw when what is published has been read: a choice's options come from it.
      useSyncExternalStore(published.subscribe, () => published.current)
      const Original = original.control as unknown as React.ComponentType<
        ControlProps & React.RefAttributes<ControlInstance>
      >
      const field = options.withField ? options.withField(controlProps) : controlProps.field
      const limits = plain(field.get("length")) as { min?: number; max?: number } | undefined
      const hint = field.get("choice_hint")
      return (
        <>
          {typeof hint === "string" && <Hint>{hint}</Hint>}
          <Original {...controlProps} field={field} ref={innerRef} />
          {limits && <CharacterCount forID={controlProps.forID} value={controlProps.value} {...limits} />}
        </>
      )
    }
    class CheckedValue extends React.Component<ControlProps> {
      protected inner: ControlInstance | null = null

      isValid = (): true | { error: FieldError } | Promise<void> => {
        const check = () => {
          const problem = valueProblem(this.props, options.also)
          summary.note(problem ? { label: label(this.props.field), id: this.props.forID, message: problem } : undefined)
          return problem
        }
        const reading = pendingRead()
        if (reading)
          return reading.then(() => {
            const problem = check()
            if (problem) throw new Error(problem)
          })
        const problem = check()
        return problem ? { error: { type: "CUSTOM", message: problem } } : true
      }

      /** Decap's own check that a required field is filled in is made by isValid, in the content check's words. */
      getValidateValue = () => PASSES_DECAP_REQUIRED

      focus = (path?: string) => {
        if (this.inner?.focus) this.inner.focus(path)
        else document.getElementById(this.props.forID)?.focus()
      }

      render() {
        return <Control {...this.props} innerRef={inner => (this.inner = inner)} />
      }
    }
    /**
     * Decap asks a control it draws whether to redraw: the image widget answers yes when the picture chosen
     * for it in the media library arrives, which it then takes as its value. Only its wrapper passes the
     * question on; the other wrappers are redrawn with the form, as Decap draws them.
     */
    class CheckedFile extends CheckedValue {
      shouldComponentUpdate = (next: ControlProps) => decapRedraws(this.inner, this.props, next)
    }
    // A choice's options come from what is published, not from its configuration: Decap's check of a
    // select's configuration (that it names its options) does not apply to it.
    registry.registerWidget(
      registeredAs,
      options.redrawsAsWrapped ? CheckedFile : CheckedValue,
      original.preview,
      options.withField ? undefined : original.schema
    )
  }

  /**
   * A list: its items check themselves; the list checks its own rules (how many items), in the content
   * check's words, in place of Decap's.
   */
  function checkedList(original: RegisteredWidget) {
    class CheckedList extends React.Component<ControlProps> {
      private inner: ControlInstance | null = null

      isValid = () => true as const

      // As Decap's own containers do: its fields must redraw with their messages even if the value stays.
      shouldComponentUpdate = () => true

      validate = () => {
        this.inner?.validate?.()
        const { field, value, forID, onValidateObject } = this.props
        const problem = schemaProblem(field, value ?? [])
        summary.note(problem ? { label: label(field), id: forID, message: problem } : undefined)
        onValidateObject?.(forID, problem ? [{ type: "RANGE", message: problem }] : [])
      }

      focus = (path?: string) => this.inner?.focus?.(path)

      render() {
        const Original = original.control as unknown as React.ComponentType<
          ControlProps & React.RefAttributes<ControlInstance>
        >
        return <Original {...this.props} ref={inner => (this.inner = inner)} />
      }
    }
    registry.registerWidget("list", CheckedList, original.preview, original.schema)
  }

  /**
   * A group of fields: shown without Decap's bar (whose only use, folding the group, hides the fields),
   * with its hint above its fields. An optional group (a service card's link, a person's photo) is left out
   * when all of it is empty, but once any of it is filled in, the rest must be too: said here, since its
   * fields are optional for Decap. The rules that span its fields (a reply promise closes after it opens)
   * are said here too, naming the field to change.
   */
  function checkedGroup(original: RegisteredWidget) {
    class CheckedGroup extends React.Component<ControlProps> {
      private inner: ControlInstance | null = null

      isValid = () => true as const

      // As Decap's own containers do: its fields must redraw with their messages even if the value stays.
      shouldComponentUpdate = () => true

      validate = () => {
        this.inner?.validate?.()
        const { field, value, forID, onValidateObject } = this.props
        const data = plain(value)
        if (isAllBlank(data)) return
        const optional = field.get("required", true) === false
        const validate = checker.getSchema(String(field.get("rule")))
        const ownProblems =
          optional && validate && !validate(data) ? problemsOf(validate.errors ?? [], data, facts) : []
        // The rules across its fields, at the field each names, once its fields are each as their schema asks.
        const name = String(field.get("name"))
        const spanning = ownProblems.length > 0 ? [] : fileRuleProblems(this.props)
        // A required group's fields say what they lack themselves.
        if (!optional && spanning.length === 0) return
        const problems = [
          ...ownProblems,
          ...spanning.map(problem => ({ ...problem, pointer: problem.pointer.slice(name.length + 1) })),
        ]
        const fields = plain(field.get("fields")) as { name: string; label: string }[]
        const messages = problems.map(problem => {
          const child = fields.find(candidate => `/${candidate.name}` === problem.pointer)
          // The field is named, unless it has the group's own name (the picture of a Photo), said once already.
          return child && child.label !== label(field) ? `${child.label}: ${problem.message}` : problem.message
        })
        summary.note(messages.length > 0 ? { label: label(field), id: forID, message: messages.join("; ") } : undefined)
        onValidateObject?.(
          forID,
          messages.map(message => ({ type: "CUSTOM", message }))
        )
      }

      focus = (path?: string) => this.inner?.focus?.(path)

      render() {
        const Original = original.control as unknown as React.ComponentType<
          ControlProps & typeof GROUP_WITHOUT_BAR & React.RefAttributes<ControlInstance>
        >
        const hint = this.props.field.get("group_hint")
        return (
          <>
            {typeof hint === "string" && <Hint>{hint}</Hint>}
            <Original {...this.props} {...GROUP_WITHOUT_BAR} ref={inner => (this.inner = inner)} />
          </>
        )
      }
    }
    registry.registerWidget("object", CheckedGroup, original.preview, original.schema)
  }

  for (const name of CHECKED_VALUES) checkedValue(originals.get(name)!, name, { redrawsAsWrapped: name === "image" })
  const select = originals.get("select")!
  const withOptions = (props: ControlProps, options: { label: string; value: string }[]) =>
    (props.field as ImmutableValue & { set(key: string, value: unknown): ImmutableValue }).set("options", options)

  // A choice among what is published now, by name.
  checkedValue(select, CHOICE_WIDGET, {
    withField: props => {
      const options = choiceOptions(String(props.field.get("choices")), published.current)
      // A value no longer offered (a page retired since) still shows, as what the check refuses.
      const chosen = plain(props.value)
      const missing = (Array.isArray(chosen) ? chosen : [chosen]).filter(
        (value): value is string =>
          typeof value === "string" && value !== "" && !options.some(option => option.value === value)
      )
      return withOptions(props, [...options, ...missing.map(value => ({ label: `${value} (not published)`, value }))])
    },
  })
  checkedValue(originals.get("string")!, ENTRY_ADDRESS_WIDGET, {
    also: (entry, now) => addressProblem(now, entry),
  })
  checkedValue(select, ENTRY_RETIREMENT_WIDGET, {
    also: (entry, now) => retirementProblem(now, entry),
    withField: props => {
      const kind = String(props.field.get("kind"))
      const fallback = plain(props.field.get("fallback")) as { label: string; value: string }
      const own = editedEntry(props).slug
      const others = (published.current?.entries ?? []).filter(
        entry => entry.kind === kind && isLive(entry) && entry.id !== own
      )
      return withOptions(props, [fallback, ...others.map(entry => ({ label: entry.title, value: entry.id }))])
    },
  })
  checkedList(originals.get("list")!)
  checkedGroup(originals.get("object")!)
}

/**
 * The options of a choice (its format), by name: the live entries of a kind (for a kind whose retired entries
 * may still be named, such as the author of an article, those too, marked; not for a kind's live format, such
 * as who answers a service page's inquiries), or the categories.
 */
export function choiceOptions(choices: string, now: Published | undefined): { label: string; value: string }[] {
  if (!now) return []
  if (choices === "category") return now.categories.map(category => ({ label: category.name, value: category.id }))
  const kind = kindOfFormat(choices)
  if (!kind) return []
  const ofKind = now.entries.filter(entry => entry.kind === kind.name)
  const live = ofKind.filter(isLive).map(entry => ({ label: entry.title || entry.id, value: entry.id }))
  const retired = namesLiveEntriesOnly(choices)
    ? []
    : ofKind
        .filter(entry => !isLive(entry))
        .map(entry => ({ label: `${entry.title || entry.id} (retired)`, value: entry.id }))
  return [...live, ...retired]
}

function Hint({ children }: { children: React.ReactNode }) {
  return <p style={hintStyle}>{children}</p>
}
