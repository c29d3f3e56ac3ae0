/**
 * The few entries of a kind whose pages the browser tests visit one by one, however many the kind has: the
 * fewest that together show every case its schema allows and the content has. A case is an optional field
 * set or left out (a person's photo, an article's reviewer, a credential's look-up address, former
 * addresses) or a list, required or not, empty or not (a person without credentials, an article without
 * related services), at any depth, and a reference to another entry that is live or retired (an article signed by a
 * person who left). Every other page is checked from its published HTML (tests/browser/every-page.spec.ts),
 * so the browser suite's size follows the schemas, not the number of entries.
 */
import { EVERY_KIND } from "../plugins/content-model/content-kinds"
import type { ContentEntry } from "../plugins/content-model/content-entries"
import type { ObjectShape, Shape } from "../plugins/content-model/content-shape"

/** The kind a field refers to, from its format: `person` and `live-person` refer to a person. */
function referredKind(shape: Shape): string | undefined {
  if (shape.kind === "object" || shape.kind === "list" || !shape.format) return undefined
  const name = shape.format.replace(/^live-/, "")
  return EVERY_KIND.some(kind => kind.name === name) ? name : undefined
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)

/**
 * The cases one entry's data shows, as `path:case` (`photo:set`, `credentials.lookupUrl:unset`,
 * `author:retired`). `isRetired(kind, id)` says whether the entry of that kind and id is retired.
 */
export function casesOf(
  shape: ObjectShape,
  data: unknown,
  isRetired: (kind: string, id: string) => boolean,
  prefix = ""
): Set<string> {
  const cases = new Set<string>()
  const visit = (fieldShape: Shape, value: unknown, path: string) => {
    const kind = referredKind(fieldShape)
    if (kind && typeof value === "string") cases.add(`${path}:${isRetired(kind, value) ? "retired" : "live"}`)
    else if (fieldShape.kind === "object" && value && typeof value === "object")
      for (const found of casesOf(fieldShape, value, isRetired, `${path}.`)) cases.add(found)
    else if (fieldShape.kind === "list" && Array.isArray(value))
      for (const item of value) visit(fieldShape.items, item, path)
  }
  for (const field of shape.fields) {
    const value = (data as Record<string, unknown> | null)?.[field.name]
    const path = `${prefix}${field.name}`
    // A required list may still be empty, and its page then leaves out a part.
    if (!field.required || field.shape.kind === "list") cases.add(`${path}:${isBlank(value) ? "unset" : "set"}`)
    if (!isBlank(value)) visit(field.shape, value, path)
  }
  return cases
}

/**
 * The fewest entries, in their order, that together show every case any of them shows (greedy: each time
 * the entry that adds the most cases not yet shown, the first of equals). Deterministic for a content.
 */
export function coveringSample<T>(entries: readonly T[], casesOfEntry: (entry: T) => Set<string>): T[] {
  const cases = entries.map(casesOfEntry)
  const uncovered = new Set(cases.flatMap(set => [...set]))
  const chosen: number[] = []
  while (uncovered.size > 0) {
    let best = -1
    let bestCount = 0
    cases.forEach((set, index) => {
      const count = [...set].filter(found => uncovered.has(found)).length
      if (count > bestCount) [best, bestCount] = [index, count]
    })
    chosen.push(best)
    for (const found of cases[best]) uncovered.delete(found)
  }
  // A kind whose entries show no case at all still gets its first entry visited.
  if (chosen.length === 0 && entries.length > 0) chosen.push(0)
  return chosen.sort((a, b) => a - b).map(index => entries[index])
}

/** The entries of one kind that together show every case they show, knowing which entries are retired from all. */
export function sampleOfKind<T extends ContentEntry>(
  kindEntries: readonly T[],
  shape: ObjectShape,
  allEntries: readonly ContentEntry[]
): T[] {
  const retired = new Set(allEntries.filter(entry => entry.retiredTo !== undefined).map(e => `${e.kind}/${e.id}`))
  return coveringSample(kindEntries, entry => casesOf(shape, entry, (kind, id) => retired.has(`${kind}/${id}`)))
}
