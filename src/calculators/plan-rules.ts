/**
 * What a plan's entry must say beyond its schema (data/schemas/plan.schema.json), each problem at the field that
 * has to change: its fee schedules each on a day of their own; each schedule's tiers rising, the last without an
 * upper bound and none after it, one tier for a price that follows no figure; a yearly discount for monthly
 * billing only; each add-on's code once; every amount in dollars and cents. The content check and the content
 * manager both apply them (plugins/content-model/entry-rules.ts).
 *
 * No Node modules here: the content manager's bundle imports it too.
 */
import { ordinal } from "../lib/ordinal"

/** A problem at a field of the entry, as the content check reports it (plugins/content-model/content-rules.ts). */
interface Problem {
  pointer: string
  message: string
}

type Fields = Record<string, unknown> | null | undefined
const listOf = (value: unknown): Fields[] => (Array.isArray(value) ? (value as Fields[]) : [])
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value)
const figure = (value: number) => new Intl.NumberFormat("en-US").format(value)

/** Whether an amount of dollars has at most two decimals (its shortest decimal form, as `String` writes it). */
const inCents = (dollars: number) => !/\.\d{3,}|e-/.test(String(dollars))

/** An amount that is not dollars and cents, at `pointer`. */
function centsProblem(value: unknown, pointer: string): Problem[] {
  return isNumber(value) && !inCents(value)
    ? [{ pointer, message: `Dollars and cents, at most two decimals (now ${value})` }]
    : []
}

/** A schedule's tiers: rising bounds, the last without one and none after it; one tier where no figure is followed. */
function tierProblems(schedule: Record<string, unknown>, at: string): Problem[] {
  const tiers = listOf(schedule.tiers)
  const problems: Problem[] = []
  if (schedule.driver === "none" && tiers.length > 1)
    problems.push({
      pointer: `${at}/tiers`,
      message: `One tier, for a price that follows no figure (now ${tiers.length})`,
    })
  let bound: number | null | undefined
  tiers.forEach((tier, index) => {
    const upTo = tier?.upTo
    const pointer = `${at}/tiers/${index}`
    problems.push(...centsProblem(tier?.amount, `${pointer}/amount`))
    if (bound === null) {
      problems.push({
        pointer,
        message: `No tier after one without an upper bound, which covers every figure above the tier before it: take this tier off, or give the ${ordinal(index)} tier its bound`,
      })
      return
    }
    if (isNumber(upTo) && isNumber(bound) && upTo <= bound)
      problems.push({
        pointer: `${pointer}/upTo`,
        message: `Higher than the ${ordinal(index)} tier's bound, ${figure(bound)}: the tiers rise (now ${figure(upTo)})`,
      })
    if (isNumber(upTo) && index === tiers.length - 1)
      problems.push({
        pointer: `${pointer}/upTo`,
        message: `Empty for the last tier, which covers every figure above the tier before it (now ${figure(upTo)})`,
      })
    bound = upTo === null ? null : isNumber(upTo) ? upTo : bound
  })
  return problems
}

/** What is wrong with a plan's entry beyond its schema, each at the field that has to change. */
export function planProblems(data: object): Problem[] {
  const entry = data as Record<string, unknown>
  const problems: Problem[] = [
    ...centsProblem(entry.hourlyRate, "/hourlyRate"),
    ...centsProblem(entry.consultationFee, "/consultationFee"),
  ]
  const schedules = listOf(entry.schedules)
  const days = schedules.map(schedule => schedule?.effectiveFrom)
  schedules.forEach((schedule, index) => {
    if (!schedule) return
    const at = `/schedules/${index}`
    const day = days[index]
    if (typeof day === "string" && days.indexOf(day) < index)
      problems.push({
        pointer: `${at}/effectiveFrom`,
        message: `A day of its own: the ${ordinal(days.indexOf(day) + 1)} schedule takes effect on it (now ${JSON.stringify(day)})`,
      })
    if (schedule.yearlyDiscount !== undefined && schedule.billing !== "month")
      problems.push({
        pointer: `${at}/yearlyDiscount`,
        message: `Only for a plan billed each month: take it off (now billed ${JSON.stringify(schedule.billing)})`,
      })
    problems.push(...tierProblems(schedule, at))
    const addOns = listOf(schedule.addOns)
    const codes = addOns.map(addOn => addOn?.id)
    addOns.forEach((addOn, position) => {
      const code = codes[position]
      if (typeof code === "string" && codes.indexOf(code) < position)
        problems.push({
          pointer: `${at}/addOns/${position}/id`,
          message: `Each code once in a schedule: the ${ordinal(codes.indexOf(code) + 1)} add-on has it (now ${JSON.stringify(code)})`,
        })
      problems.push(...centsProblem(addOn?.unitAmount, `${at}/addOns/${position}/unitAmount`))
    })
  })
  return problems
}

/**
 * The plans whose schedule in effect took effect more than `months` before `today` (the firm's day): a
 * reminder to check their fees, never a problem.
 */
export function plansDueForReview(
  plans: readonly { id: string; data: unknown }[],
  today: string,
  months: number
): { id: string; since: string }[] {
  const [year, month, day] = today.split("-").map(Number)
  const limit = new Date(Date.UTC(year, month - 1 - months, day)).toISOString().slice(0, 10)
  return plans.flatMap(({ id, data }) => {
    const { schedules, retiredTo } = (data ?? {}) as { schedules?: unknown; retiredTo?: unknown }
    const started = listOf(schedules)
      .map(schedule => schedule?.effectiveFrom)
      .filter((from): from is string => typeof from === "string" && from <= today)
      .sort()
    const since = started.at(-1)
    return since && !retiredTo && since < limit ? [{ id, since }] : []
  })
}
