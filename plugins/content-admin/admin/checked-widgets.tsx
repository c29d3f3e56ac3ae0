/**
 * Decap's own widgets (string, text, number, Markdown, image, select, list, object), each registered
 * again under its own name, wrapped so that it checks its value with the content check's rule book
 * (field-checks.ts) and not with rules of its own; and the admin's own widgets, which check against what is
 * published now (published-content.ts):
 *
 * - `published-choice`: a choice among the entries of a kind (a person, service pages; only live ones for a
 *   kind's live format, such as who answers a service page) or the categories,
 *   by name, as published when the form opened;
 * - `entry-address`: an entry's address, checked against every published entry of its address space;
 * - `entry-retirement`: where a retired entry sends its visitors: another live entry of its kind, or its
 *   kind's fallback.
 *
 * A field's problem shows above it, as Decap shows its own, and in the summary of a refused save
 * (problem-summary.tsx). How a wrapper stands in for Decap's control is decap-internals.ts's business.
 */
import React, { useEffect, useSyncExternalStore } from "react"
import type DecapCms from "decap-cms-app"
import { kindOfFormat, namesLiveEntriesOnly } from "../../content-model/content-kinds"
import { isLive } from "../../content-model/content-entries"
import { CHOICE_WIDGET, ENTRY_ADDRESS_WIDGET, ENTRY_RETIREMENT_WIDGET } from "../names"
import { CharacterCount } from "./character-count"
import { hintStyle } from "./admin-styles"
import {
  GROUP_WITHOUT_BAR,
  containerWidget,
  editedEntry,
  plain,
  valueWidget,
  widgetRegistry,
  type ControlInstance,
  type ControlProps,
  type ImmutableValue,
  type RegisteredWidget,
} from "./decap-internals"
import { addressProblem, retirementProblem } from "./entry-addresses"
import { createFieldChecks, type AdminChecks, type PublishedCheck } from "./field-checks"
import { createFormReads } from "./form-reads"
import { createProblemSummary } from "./problem-summary"
import type { Published } from "./published-content"

export type { AdminChecks } from "./field-checks"

/** The Decap widgets the admin wraps, under their own names. */
const CHECKED_VALUES = ["string", "text", "number", "markdown", "image", "select"] as const

export function registerCheckedWidgets(cms: typeof DecapCms, checks: AdminChecks): void {
  const registry = widgetRegistry(cms)
  // Decap's own widgets, taken before any is replaced: a wrapper never wraps another.
  const originals = new Map<string, RegisteredWidget>(
    [...CHECKED_VALUES, "list", "object"].map(name => [name, registry.decapsOwn(name)])
  )
  const { published } = checks
  const fieldChecks = createFieldChecks(checks)
  const reads = createFormReads(published)
  const summary = createProblemSummary()
  /** Notes a field's problem, or that it has none, for the summary of this pass. */
  const noted = (props: ControlProps, message: string | undefined) =>
    summary.note(
      message
        ? { label: String(props.field.get("label", props.field.get("name"))), id: props.forID, message }
        : undefined
    )

  /**
   * A one-value widget. While what is published is being read, Decap is given a promise (it shows the field
   * as being checked, and refuses to save meanwhile).
   */
  function checkedValue(
    original: RegisteredWidget,
    registeredAs: string,
    options: {
      also?: PublishedCheck
      /** Decap's control with what the field offers now (a choice's options). */
      withField?: (props: ControlProps) => ImmutableValue
      /** Whether Decap redraws it as it would the wrapped control (the image widget, decap-internals.ts). */
      redrawsAsWrapped?: boolean
    } = {}
  ) {
    function Control({ props, inner }: { props: ControlProps; inner: (instance: ControlInstance | null) => void }) {
      useEffect(() => reads.readFor(props))
      // Redraw when what is published has been read: a choice's options come from it.
      useSyncExternalStore(published.subscribe, () => published.current)
      const field = options.withField ? options.withField(props) : props.field
      const limits = plain(field.get("length")) as { min?: number; max?: number } | undefined
      const hint = field.get("choice_hint")
      return (
        <>
          {typeof hint === "string" && <Hint>{hint}</Hint>}
          <original.control {...props} field={field} ref={inner} />
          {limits && <CharacterCount forID={props.forID} value={props.value} {...limits} />}
        </>
      )
    }
    const check = (props: ControlProps) => {
      const problem = () => {
        const message = fieldChecks.valueProblem(props, options.also)
        noted(props, message)
        return message
      }
      const reading = reads.pending()
      if (reading)
        return reading.then(() => {
          const message = problem()
          if (message) throw new Error(message)
        })
      const message = problem()
      return message ? { error: { type: "CUSTOM", message } } : true
    }
    // A choice's options come from what is published, not from its configuration: Decap's check of a
    // select's configuration (that it names its options) does not apply to it.
    registry.register(
      registeredAs,
      valueWidget((props, inner) => <Control props={props} inner={inner} />, check, options.redrawsAsWrapped),
      original.preview,
      options.withField ? undefined : original.schema
    )
  }

  /**
   * A list or a group: drawn by Decap's own control, with a group's hint above it; its items or fields check
   * themselves, and `messages` are its own problems (undefined: its fields say it all).
   */
  function checkedContainer(
    name: "list" | "object",
    messages: (props: ControlProps) => { type: string; messages: string[] } | undefined,
    drawAs: object = {}
  ) {
    const original = originals.get(name)!
    const draw = (props: ControlProps, inner: (instance: ControlInstance | null) => void) => {
      const hint = props.field.get("group_hint")
      return (
        <>
          {typeof hint === "string" && <Hint>{hint}</Hint>}
          <original.control {...props} {...drawAs} ref={inner} />
        </>
      )
    }
    const problems = (props: ControlProps) => {
      const own = messages(props)
      if (!own) return undefined
      noted(props, own.messages.length > 0 ? own.messages.join("; ") : undefined)
      return own.messages.map(message => ({ type: own.type, message }))
    }
    registry.register(name, containerWidget(draw, problems), original.preview, original.schema)
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
  // A list says how many items it needs, in place of Decap's own words for it.
  checkedContainer("list", props => {
    const problem = fieldChecks.listProblem(props)
    return { type: "RANGE", messages: problem ? [problem] : [] }
  })
  // A group is drawn without Decap's bar, whose only use, folding the group, hides the fields.
  checkedContainer(
    "object",
    props => {
      const messages = fieldChecks.groupProblems(props)
      return messages && { type: "CUSTOM", messages }
    },
    GROUP_WITHOUT_BAR
  )
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
