/**
 * Decap's own widgets (string, text, number, list, object), each wrapped so that it checks its value with
 * the content check's rule book (content-rules.ts: the same schemas, the same checker, the same words) and
 * not with rules of its own. Each field of the generated configuration names its schema (`rule`); a value
 * the schema refuses is refused here, with the message `npm run check:data` would print, and so is an
 * empty required field ("Required (now empty)", as the content check says of an empty text).
 *
 * Also here, for editors: a character count under texts with a length limit; groups of fields without
 * Decap's empty grey bar; and, when a save is refused, a summary that names every field to fix and brings
 * the first into view.
 */
import React from "react"
import { createRoot, type Root } from "react-dom/client"
import type DecapCms from "decap-cms-app"
import { problemsOf, type ContentChecker, type SiteFacts } from "../../content-schema/content-rules"

/**
 * Decap's widget registry as it is at run time: its published types give a control's props in place of
 * its component and leave out the schema it is registered with.
 */
interface WidgetRegistry {
  getWidget(name: string): { control: React.ComponentType<never>; preview?: unknown; schema?: unknown } | undefined
  registerWidget(name: string, control: React.ComponentType<ControlProps>, preview?: unknown, schema?: unknown): void
}

/** What Decap passes a widget's control (the props this module reads). */
interface ControlProps {
  field: ImmutableMap
  value: unknown
  forID: string
  onValidateObject?: (id: string, errors: FieldError[]) => void
  [prop: string]: unknown
}

interface ImmutableMap {
  get(key: string, fallback?: unknown): unknown
}

interface FieldError {
  type: string
  message: string
}

/** The methods Decap calls on a control instance, where the control has them. */
interface ControlInstance {
  isValid?(): unknown
  validate?(): void
  focus?(path?: string): void
  getValidateValue?(): unknown
}

/** What the content check says of an empty required text (content-rules.ts). */
const REQUIRED_EMPTY = "Required (now empty)"

/** Immutable values (lists, maps) as plain data, as they will be saved. */
function plain(value: unknown): unknown {
  return value && typeof (value as { toJS?: unknown }).toJS === "function"
    ? (value as { toJS(): unknown }).toJS()
    : value
}

const isBlank = (value: unknown) => value === undefined || value === null || value === ""
const isAllBlank = (value: unknown): boolean =>
  isBlank(value) ||
  (typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every(isAllBlank))

/** A check of a service page's field against the other pages, given its entry's slug (absent until saved) and content. */
type PagesCheck = (entry: { slug?: string; data: unknown }) => string | undefined

/**
 * Registers the checked widgets, and two that also check a service page against the other pages:
 * `service-page-address` (a text) and `service-page-retirement` (a choice).
 */
export function registerCheckedWidgets(
  cms: typeof DecapCms,
  checker: ContentChecker,
  site: SiteFacts,
  pagesChecks: { address: PagesCheck; retirement: PagesCheck }
): void {
  const registry = cms as unknown as WidgetRegistry
  /** Decap's own widget, before this module replaces it under the same name. */
  function builtIn(name: string) {
    const widget = registry.getWidget(name)
    if (!widget) throw new Error(`Decap has no widget "${name}"`)
    return widget
  }

  /** The field's own problem by its schema, if any. Empty values are Decap's required check's business. */
  function problemOf(field: ImmutableMap, value: unknown): string | undefined {
    const rule = field.get("rule")
    const data = plain(value)
    if (typeof rule !== "string" || isBlank(data)) return undefined
    const validate = checker.getSchema(rule)
    if (!validate) throw new Error(`The content's schemas have no ${rule}`)
    if (validate(data)) return undefined
    return problemsOf(validate.errors ?? [], data, site).find(problem => problem.pointer === "")?.message
  }

  const label = (field: ImmutableMap) => String(field.get("label", field.get("name")))

  /**
   * A one-value widget (a text, a number): its problem shows above it, as Decap shows its own. Registered
   * under its own name, or as a widget of its own (`registeredAs`) that checks more than the schema
   * (`alsoCheck`: a service page's address against the other pages').
   */
  function checkedValue(name: string, registeredAs = name, alsoCheck?: (props: ControlProps) => string | undefined) {
    const original = builtIn(name)
    class CheckedValue extends React.Component<ControlProps> {
      private inner: ControlInstance | null = null

      isValid = (): true | { error: FieldError } => {
        const { field, value, forID } = this.props
        const required = field.get("required", true) !== false
        const problem = isBlank(plain(value))
          ? required
            ? REQUIRED_EMPTY
            : undefined
          : (problemOf(field, value) ?? alsoCheck?.(this.props))
        summary.note(problem ? { label: label(field), id: forID, message: problem } : undefined)
        return problem ? { error: { type: "CUSTOM", message: problem } } : true
      }

      /**
       * What Decap's own check that a required field is filled in looks at. isValid makes that check, in the
       * content check's words, so Decap is shown a value that passes its own (and raises no second notice).
       */
      getValidateValue = () => "filled"

      focus = (path?: string) => {
        if (this.inner?.focus) this.inner.focus(path)
        else document.getElementById(this.props.forID)?.focus()
      }

      render() {
        const Control = original.control as unknown as React.ComponentType<
          ControlProps & React.RefAttributes<ControlInstance>
        >
        const limits = plain(this.props.field.get("length")) as { min?: number; max?: number } | undefined
        return (
          <>
            <Control {...this.props} ref={inner => (this.inner = inner)} />
            {limits && <CharacterCount forID={this.props.forID} value={this.props.value} {...limits} />}
          </>
        )
      }
    }
    registry.registerWidget(registeredAs, CheckedValue, original.preview, original.schema)
  }

  /**
   * A list: its items check themselves; the list checks its own rules (how many items), in the content
   * check's words, in place of Decap's.
   */
  function checkedList() {
    const original = builtIn("list")
    class CheckedList extends React.Component<ControlProps> {
      private inner: ControlInstance | null = null

      isValid = () => true as const

      // As Decap's own containers do: its fields must redraw with their messages even if the value stays.
      shouldComponentUpdate = () => true

      validate = () => {
        this.inner?.validate?.()
        const { field, value, forID, onValidateObject } = this.props
        const problem = problemOf(field, value ?? [])
        summary.note(problem ? { label: label(field), id: forID, message: problem } : undefined)
        onValidateObject?.(forID, problem ? [{ type: "RANGE", message: problem }] : [])
      }

      focus = (path?: string) => this.inner?.focus?.(path)

      render() {
        const Control = original.control as unknown as React.ComponentType<
          ControlProps & React.RefAttributes<ControlInstance>
        >
        return <Control {...this.props} ref={inner => (this.inner = inner)} />
      }
    }
    registry.registerWidget("list", CheckedList, original.preview, original.schema)
  }

  /**
   * A group of fields: shown without Decap's bar (whose only use, folding the group, hides the fields),
   * with its hint above its fields. An optional group (a service card's link) is left out when all of it
   * is empty, but once any of it is filled in, the rest must be too: said here, since its fields are
   * optional for Decap.
   */
  function checkedGroup() {
    const original = builtIn("object")
    class CheckedGroup extends React.Component<ControlProps> {
      private inner: ControlInstance | null = null

      isValid = () => true as const

      // As Decap's own containers do: its fields must redraw with their messages even if the value stays.
      shouldComponentUpdate = () => true

      validate = () => {
        this.inner?.validate?.()
        const { field, value, forID, onValidateObject } = this.props
        const data = plain(value)
        if (field.get("required", true) !== false || isAllBlank(data)) return
        const validate = checker.getSchema(String(field.get("rule")))
        const problems = validate && !validate(data) ? problemsOf(validate.errors ?? [], data, site) : []
        const fields = plain(field.get("fields")) as { name: string; label: string }[]
        const messages = problems.map(problem => {
          const child = fields.find(candidate => `/${candidate.name}` === problem.pointer)
          return child ? `${child.label}: ${problem.message}` : problem.message
        })
        summary.note(messages.length > 0 ? { label: label(field), id: forID, message: messages.join("; ") } : undefined)
        onValidateObject?.(
          forID,
          messages.map(message => ({ type: "CUSTOM", message }))
        )
      }

      focus = (path?: string) => this.inner?.focus?.(path)

      render() {
        const Control = original.control as unknown as React.ComponentType<
          ControlProps & { forList: boolean; collapsed: boolean } & React.RefAttributes<ControlInstance>
        >
        const hint = this.props.field.get("group_hint")
        // As a list item is drawn: no bar (and nothing folded); the group's hint first.
        return (
          <>
            {typeof hint === "string" && (
              <p style={{ margin: 0, padding: "8px 0 0", fontSize: "12px", color: "#7a8291" }}>{hint}</p>
            )}
            <Control {...this.props} forList collapsed={false} ref={inner => (this.inner = inner)} />
          </>
        )
      }
    }
    registry.registerWidget("object", CheckedGroup, original.preview, original.schema)
  }

  for (const name of ["string", "text", "number"]) checkedValue(name)
  /** The edited page with this field's value, which may be newer than the entry's data. */
  const withValue =
    (name: string, check: PagesCheck) =>
    ({ entry, value }: ControlProps): string | undefined => {
      const current = entry as ImmutableMap
      const data = { ...(plain(current.get("data")) as object), [name]: plain(value) }
      return check({ slug: current.get("newRecord") ? undefined : String(current.get("slug")), data })
    }
  checkedValue("string", "service-page-address", withValue("address", pagesChecks.address))
  checkedValue("select", "service-page-retirement", withValue("retiredTo", pagesChecks.retirement))
  checkedList()
  checkedGroup()
}

/** "23 of 70 characters" under a text with a limit; read out with the field (aria-describedby). */
function CharacterCount({ forID, value, min, max }: { forID: string; value: unknown; min?: number; max?: number }) {
  const id = `${forID}-count`
  const length = [...(typeof value === "string" ? value : "")].length
  React.useEffect(() => {
    const control = document.getElementById(forID)
    const describedBy = new Set((control?.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean))
    describedBy.add(id)
    control?.setAttribute("aria-describedby", [...describedBy].join(" "))
  }, [forID, id])
  const over = (max !== undefined && length > max) || (min !== undefined && length < min)
  const limit = max !== undefined ? `${length} of at most ${max} characters` : `${length} characters, at least ${min}`
  return (
    <p id={id} style={{ margin: "4px 0 0", fontSize: "13px", color: over ? "#b3261e" : "#5e6272" }}>
      {limit}
    </p>
  )
}

/**
 * When a save is refused: a summary naming each field to fix, in the order of the form, each a button
 * that brings its field into view. Every checked widget reports to it during Decap's check before a save
 * (one pass, in field order); the summary shows once the pass is over, or goes if nothing was wrong.
 */
const summary = (() => {
  interface Noted {
    label: string
    id: string
    message: string
  }
  let noted: Noted[] = []
  let scheduled = false
  let root: Root | undefined
  let container: HTMLElement | undefined

  function show() {
    scheduled = false
    const problems = noted
    noted = []
    if (!container) {
      container = document.createElement("div")
      document.body.appendChild(container)
      root = createRoot(container)
      // It speaks of the entry it was shown for: another entry, or the list, closes it.
      window.addEventListener("hashchange", () => root!.render(null))
    }
    root!.render(problems.length > 0 ? <ProblemSummary problems={problems} onClose={() => root!.render(null)} /> : null)
    if (problems.length > 0) bringIntoView(problems[0].id)
  }

  return {
    /** Called by every checked widget in a pass: with its problem, or undefined when it has none. */
    note(problem: Noted | undefined) {
      if (problem) noted.push(problem)
      if (!scheduled) {
        scheduled = true
        setTimeout(show, 0)
      }
    },
  }
})()

/** Scrolls a field into view (or the closed list item that holds it) and focuses it when it can be. */
function bringIntoView(id: string) {
  let element = document.getElementById(id)
  while (element && element.getClientRects().length === 0) element = element.parentElement
  element?.scrollIntoView({ block: "center" })
  if (element?.id === id) element.focus({ preventScroll: true })
}

function ProblemSummary({
  problems,
  onClose,
}: {
  problems: { label: string; id: string; message: string }[]
  onClose: () => void
}) {
  return (
    <div
      role="alert"
      aria-labelledby="problem-summary-heading"
      style={{
        // Over the preview's corner: clear of the form, the toolbar's menus and Decap's own notices.
        position: "fixed",
        right: "16px",
        bottom: "16px",
        zIndex: 1000,
        width: "min(520px, calc(100vw - 32px))",
        maxHeight: "50vh",
        overflowY: "auto",
        padding: "12px 16px",
        border: "2px solid #b3261e",
        borderRadius: "6px",
        background: "#fff",
        boxShadow: "0 4px 16px rgba(0, 0, 0, 0.2)",
        font: "14px/1.4 system-ui, sans-serif",
        color: "#1c1b1f",
      }}
    >
      <div style={{ display: "flex", justifyContent: "space-between", gap: "8px" }}>
        <strong id="problem-summary-heading">
          Not saved: {problems.length === 1 ? "one field needs" : `${problems.length} fields need`} attention
        </strong>
        <button type="button" onClick={onClose} aria-label="Close this message" style={{ cursor: "pointer" }}>
          ×
        </button>
      </div>
      <ul style={{ margin: "8px 0 0", paddingLeft: "20px" }}>
        {problems.map(problem => (
          <li key={problem.id}>
            <button
              type="button"
              onClick={() => bringIntoView(problem.id)}
              style={{
                padding: 0,
                border: 0,
                background: "none",
                color: "#0b57d0",
                textDecoration: "underline",
                cursor: "pointer",
                font: "inherit",
              }}
            >
              {problem.label}
            </button>
            : {problem.message}
          </li>
        ))}
      </ul>
    </div>
  )
}
