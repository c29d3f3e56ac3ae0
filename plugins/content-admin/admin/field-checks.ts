/**
 * What is wrong with a field of the form, by the content check's rule book (content-rules.ts: the same
 * schemas, the same checker, the same words): a one-value field's problem, a list's own (how many items), and
 * a group's, with the rules that span fields (entry-rules.ts: an article's reviewer, a reply promise's
 * hours) said at the field to change. The checked widgets (checked-widgets.tsx) show what these say.
 */
import { problemsOf, type ContentChecker, type Problem } from "../../content-model/content-rules"
import { kindOfFolder } from "../../content-model/content-kinds"
import { problemsOfEntryData, problemsOfFileData } from "../../content-model/entry-rules"
import type { SiteFacts } from "../../content-model/site-facts"
import { COLLECTION } from "../names"
import { editedEntry, editedFileFields, plain, type ControlProps, type ImmutableValue } from "./decap-internals"
import type { EditedEntry } from "./entry-addresses"
import type { Published, PublishedStore } from "./published-content"

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

/** A check that only what is published can make: an address taken, a retirement that leads nowhere. */
export type PublishedCheck = (entry: EditedEntry, now: Published) => string | undefined

export function createFieldChecks({ checker, facts, published }: AdminChecks) {
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
    const kind = kindOfFolder(collection)
    const name = String(props.field.get("name"))
    if (!kind || !editedFileFields(props).includes(name)) return undefined
    return { kind: kind.name, slug, data: { ...(data as object), [name]: plain(props.value) } }
  }

  /**
   * The problems of the rules that span a data file's fields (entry-rules.ts) at a top-level field or group a
   * control edits, with its value: at the field itself (`/replyTime`) or, for a group, inside it
   * (`/replyPromise/closes`).
   */
  function fileRuleProblems(props: ControlProps): Problem[] {
    const { collection, slug, data } = editedEntry(props)
    const name = String(props.field.get("name"))
    if (collection !== COLLECTION || !slug || !editedFileFields(props).includes(name)) return []
    return problemsOfFileData(`${slug}.json`, { ...(data as object), [name]: plain(props.value) }).filter(
      problem => problem.pointer === `/${name}` || problem.pointer.startsWith(`/${name}/`)
    )
  }

  return {
    /** What is wrong with a one-value field: required, its schema, the rules of its file or entry, and `also`. */
    valueProblem(props: ControlProps, also?: PublishedCheck): string | undefined {
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
    },

    /** What is wrong with a list itself: its rule (how many items); its items check themselves. */
    listProblem(props: ControlProps): string | undefined {
      return schemaProblem(props.field, props.value ?? [])
    },

    /**
     * What is wrong with a group, each message naming the field to change (`Closes at: …`), or undefined when
     * its fields say it themselves. An optional group (a service card's link, a person's photo) is left out
     * when all of it is empty, but once any of it is filled in, the rest must be too: said here, since its
     * fields are optional for Decap. The rules that span its fields (a reply promise closes after it opens)
     * are said here too, once its fields are each as their schema asks.
     */
    groupProblems(props: ControlProps): string[] | undefined {
      const { field, value } = props
      const data = plain(value)
      if (isAllBlank(data)) return undefined
      const optional = field.get("required", true) === false
      const validate = checker.getSchema(String(field.get("rule")))
      const ownProblems = optional && validate && !validate(data) ? problemsOf(validate.errors ?? [], data, facts) : []
      const name = String(field.get("name"))
      const spanning = ownProblems.length > 0 ? [] : fileRuleProblems(props)
      // A required group's fields say what they lack themselves.
      if (!optional && spanning.length === 0) return undefined
      const problems = [
        ...ownProblems,
        ...spanning.map(problem => ({ ...problem, pointer: problem.pointer.slice(name.length + 1) })),
      ]
      const fields = plain(field.get("fields")) as { name: string; label: string }[]
      return problems.map(problem => {
        const child = fields.find(candidate => `/${candidate.name}` === problem.pointer)
        // The field is named, unless it has the group's own name (the picture of a Photo), said once already.
        return child && child.label !== field.get("label") ? `${child.label}: ${problem.message}` : problem.message
      })
    },
  }
}
