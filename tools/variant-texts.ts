/**
 * The schema walker of the content variants (content-variants.ts): how one data file becomes its variant,
 * guided by its schema's shape (content-shape.ts), so that it follows the schemas when they change:
 *
 * - `edited`: every free text edited (each word spelt backwards, words in reverse order); nothing else;
 * - `fewest`: every list at its schema minimum (`minItems`, else empty), every free text at its shortest
 *   valid length (one character, each text a different one), and every optional field of a list's items
 *   (a service card's link) on the items that remain, none of which has it today;
 * - `most`: every list longer than today (two more items, each distinct), every free text edited and
 *   then lengthened to its schema maximum (`maxLength`) or, where there is none, to several hundred
 *   characters with one long unbreakable word, and every optional field of a list's items moved: on the
 *   items that lack it today, and off the ones that have it.
 *
 * Values the schemas give a shape (icons, the delivery mode, e-mail addresses, links, dates, the ids an
 * entry names, Markdown, the language tag, numbers) are kept.
 */
import type { Shape, ValueShape } from "../plugins/content-model/content-shape"

export const VARIANTS = {
  edited: "every free text edited",
  fewest: "every list at its schema minimum, every free text at its shortest, optional fields on other items",
  most: "every list longer, every free text edited and at its longest, optional fields moved to other items",
} as const
export type Variant = keyof typeof VARIANTS

/** How long `most` makes a free text that has no maximum length: several hundred characters. */
export const LONG_TEXT_LENGTH = 320
/** How many items `most` adds to every list. */
export const EXTRA_ITEMS = 2
/** The length of the unbreakable word in `most`'s long texts: a pasted address or a long compound word. */
export const LONG_WORD_LENGTH = 40

/**
 * Each word spelt backwards and the words in reverse order ("Get Started Today" → "yadoT detratS teG").
 * Placeholders such as {replyTime} are kept, so the text still does its job.
 */
export function editText(text: string): string {
  const edited = text
    .split(" ")
    .map(word => (word.includes("{") ? word : [...word].reverse().join("")))
    .reverse()
    .join(" ")
  // A text that reads the same backwards ("404") still has to change.
  return edited === text ? `${text}~` : edited
}

/**
 * One-character texts, all different, and different from each other whatever the letter case (tests find
 * texts case-insensitively): capitals of Latin Extended-A, Greek and Cyrillic, then CJK ideographs.
 */
export function* singleCharacters(): Generator<string> {
  for (let code = 0x100; code <= 0x17e; code += 2) {
    // Pairs of capital and small letters, capital first; İ/ı, Ĳ/ĳ, ĸ and Ŀ/ŀ do not pair up that way.
    if (![0x130, 0x132, 0x138, 0x13f].includes(code)) yield String.fromCharCode(code)
  }
  for (let code = 0x391; code <= 0x3a9; code++) if (code !== 0x3a2) yield String.fromCharCode(code)
  for (let code = 0x410; code <= 0x42f; code++) yield String.fromCharCode(code)
  for (let code = 0x4e00; ; code++) yield String.fromCharCode(code)
}

/** The placeholders a text carries, such as {rating}. */
const placeholders = (text: string) => text.match(/\{\w+\}/g) ?? []

/** A string is free text unless its schema gives it a shape: allowed values, a format, or an anchored pattern. */
function isFreeText(shape: ValueShape): boolean {
  return shape.kind === "string" && !shape.enum && !shape.format && !(shape.pattern ?? "").startsWith("^")
}

function fits(text: string, shape: ValueShape): boolean {
  return (
    text.length >= (shape.minLength ?? 0) &&
    text.length <= (shape.maxLength ?? Infinity) &&
    (shape.pattern === undefined || new RegExp(shape.pattern, "u").test(text))
  )
}

/**
 * `text` lengthened to exactly `length` characters: the text, one long unbreakable word made of its
 * letters (always, where `longWord`), then its words again, cut at a word and filled up with letters. A text
 * too long for that (a variant's own, in a variant made from a variant) is cut at its end, before the long
 * word it has or is given, which stays whole.
 */
function lengthened(text: string, length: number, longWord: boolean): string {
  const letters = text.replace(/[^\p{L}\p{N}]/gu, "") || "x"
  const long = text.split(" ").find(word => word.length >= LONG_WORD_LENGTH && word.length < length)
  const roomForLongWord = length - text.length > LONG_WORD_LENGTH
  if (text.length >= length || (longWord && !long && !roomForLongWord)) {
    const word = long ?? (longWord ? letters.repeat(LONG_WORD_LENGTH).slice(0, LONG_WORD_LENGTH) : undefined)
    if (!word || length <= word.length + 1)
      return text
        .slice(0, length - 1)
        .trimEnd()
        .padEnd(length, "x")
    const rest = text
      .split(" ")
      .filter(other => other !== long)
      .join(" ")
    return `${rest.slice(0, length - word.length - 2).trimEnd()} ${word}`.padEnd(length, "x")
  }
  const filler = text.split(" ").filter(word => word && !word.includes("{"))
  let result = text
  if (length - result.length > LONG_WORD_LENGTH) {
    result += ` ${letters.repeat(Math.ceil(LONG_WORD_LENGTH / letters.length)).slice(0, LONG_WORD_LENGTH)}`
  }
  for (let index = 0; filler.length > 0; index++) {
    const word = filler[index % filler.length]
    if (result.length + 1 + word.length > length) break
    result += ` ${word}`
  }
  const missing = length - result.length
  if (missing === 0) return result
  return missing === 1 ? `${result}x` : `${result} ${letters.repeat(missing).slice(0, missing - 1)}`
}

export interface Context {
  variant: Variant
  characters: Generator<string>
  /** The texts `most` has written, so that none repeats another. */
  seen: Set<string>
  /** For each optional field of a list's items, by its place (`groups[].cards[].link`): a value it has somewhere. */
  donors: Map<string, unknown>
}

/** Records, for every optional object field inside list items, the first value found in the file. */
export function collectDonors(
  value: unknown,
  shape: Shape,
  at: string,
  donors: Map<string, unknown>,
  inList = false
): void {
  if (shape.kind === "list" && Array.isArray(value)) {
    for (const item of value) collectDonors(item, shape.items, `${at}[]`, donors, true)
  } else if (shape.kind === "object" && isObject(value)) {
    for (const field of shape.fields) {
      const where = `${at}.${field.name}`
      if (!(field.name in value)) continue
      if (inList && !field.required && !donors.has(where)) donors.set(where, value[field.name])
      collectDonors(value[field.name], field.shape, where, donors)
    }
  }
}

function transformText(text: string, shape: ValueShape, context: Context, prefix: string): string {
  // The mark of an added item goes first, where cutting a long text to its length keeps it.
  const base = `${prefix}${editText(text)}`
  if (context.variant === "edited") return base
  if (context.variant === "most") {
    const length = shape.maxLength ?? LONG_TEXT_LENGTH
    const longWord = shape.maxLength === undefined
    let candidate = lengthened(base, length, longWord)
    // Texts cut to the same length can end up alike (a variant made from long texts): number the repeats, at
    // the end, or after the mark in a text with a long word at its end, which the number would cut.
    for (let repeat = 2; context.seen.has(candidate); repeat++) {
      candidate = longWord
        ? lengthened(`${prefix}${repeat} ${editText(text)}`, length, longWord)
        : `${candidate.slice(0, length - String(repeat).length - 1).trimEnd()} ${repeat}`.padEnd(length, "x")
    }
    context.seen.add(candidate)
    return fits(candidate, shape) ? candidate : base
  }
  // The shortest valid text: one character, or the placeholders the schema asks for.
  for (const candidate of [context.characters.next().value as string, placeholders(text).join("")]) {
    if (candidate && fits(candidate, shape)) return candidate
  }
  return base
}

/** The simplest value of a shape, for a list that is empty: its required fields, the first allowed value. */
function sampleValue(shape: Shape): unknown {
  if (shape.kind === "object")
    return Object.fromEntries(
      shape.fields.filter(field => field.required).map(field => [field.name, sampleValue(field.shape)])
    )
  if (shape.kind === "list") return Array.from({ length: shape.minItems ?? 0 }, () => sampleValue(shape.items))
  if (shape.enum) return shape.enum[0]
  if (shape.kind === "string") return "item"
  if (shape.kind === "boolean") return false
  return shape.minimum ?? 0
}

/** Items `most` adds to a list: copies of the list's items in turn, each text marked with its number. */
function extraItems(items: unknown[], shape: Shape & { kind: "list" }): { item: unknown; prefix: string }[] {
  const enumValues = shape.items.kind !== "object" && shape.items.kind !== "list" ? shape.items.enum : undefined
  if (enumValues) {
    // A list of allowed values (social networks) grows by the values it does not hold yet.
    const unused = enumValues.filter(value => !items.includes(value))
    return unused.slice(0, EXTRA_ITEMS).map(item => ({ item, prefix: "" }))
  }
  // A list of shaped values (a page's former addresses) is kept: copies would be the same values again.
  if (shape.items.kind === "string" && !isFreeText(shape.items)) return []
  const models = items.length > 0 ? items : [sampleValue(shape.items)]
  const room = (shape.maxItems ?? Infinity) - items.length
  return Array.from({ length: Math.max(0, Math.min(EXTRA_ITEMS, room)) }, (_, index) => ({
    item: models[index % models.length],
    prefix: `№${items.length + index + 1} `,
  }))
}

export function transform(
  value: unknown,
  shape: Shape,
  at: string,
  context: Context,
  prefix = "",
  inList = false
): unknown {
  if (shape.kind === "list") {
    if (!Array.isArray(value)) return value
    const list = value as unknown[]
    const kept = (context.variant === "fewest" ? list.slice(0, shape.minItems ?? 0) : list).map(item => ({
      item,
      prefix: "",
    }))
    const items = [...kept, ...(context.variant === "most" ? extraItems(list, shape) : [])]
    return items.map(({ item, prefix: itemPrefix }) =>
      transform(item, shape.items, `${at}[]`, context, `${prefix}${itemPrefix}`, true)
    )
  }
  if (shape.kind === "object") {
    if (!isObject(value)) return value
    const result: Record<string, unknown> = {}
    for (const field of shape.fields) {
      const where = `${at}.${field.name}`
      let fieldValue = value[field.name]
      // Optional fields of list items (a card's link) move: onto the items that lack them ("fewest" keeps
      // them on the items that remain), and, in "most", off the items that have them, except on the items
      // it adds (marked by their prefix), which all carry them.
      if (inList && !field.required && context.donors.has(where) && context.variant !== "edited") {
        if (fieldValue === undefined) fieldValue = context.donors.get(where)
        else if (context.variant === "most" && prefix === "") fieldValue = undefined
      }
      if (fieldValue === undefined) continue
      result[field.name] =
        field.name === "$schema" ? fieldValue : transform(fieldValue, field.shape, where, context, prefix)
    }
    for (const [key, item] of Object.entries(value))
      if (!(key in result) && !shape.fields.some(f => f.name === key)) result[key] = item
    return result
  }
  if (typeof value === "string" && isFreeText(shape)) return transformText(value, shape, context, prefix)
  return value
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** A fresh walk of a variant over files that share its texts (no two of `most`'s texts alike). */
export function newContext(variant: Variant): Context {
  return { variant, characters: singleCharacters(), seen: new Set(), donors: new Map() }
}
