import { discountedCents, toCents } from "./money"

/**
 * A plan's fees as its entry states them (data/plans/), worked out for a day and for a visitor's figures, exactly:
 * which fee schedule is in effect, which one is announced, and until when the fees it replaced are honoured
 * (Treasury Circular 230, 31 CFR 10.30(b)(2): a practitioner may charge no more than the published fees for at
 * least 30 calendar days after they were last published); and an estimate, each amount in whole cents.
 *
 * Pure: the day comes in (the build's date in the firm's zone, `YYYY-MM-DD`), the figures come in; nothing is
 * read from the DOM or the clock.
 */

type Billing = "month" | "year" | "once"
type Driver = "monthlyExpenses" | "employees" | "none"

/** A tier: its amount (dollars, null: priced on request) for a driver's figure up to `upTo` (null: no bound). */
interface Tier {
  upTo: number | null
  amount: number | null
}

/** Something billed by the unit beyond the first `included` units, which the base fee covers. */
interface AddOn {
  id: string
  label: string
  /** Dollars a unit. */
  unitAmount: number
  included: number
}

export interface FeeSchedule {
  /** The first day it applies, `YYYY-MM-DD`, in the firm's zone. */
  effectiveFrom: string
  billing: Billing
  driver: Driver
  tiers: readonly Tier[]
  addOns?: readonly AddOn[] | null
  /** A fraction (0.1: 10 % off) when a year of a monthly plan is paid at once. */
  yearlyDiscount?: number | null
}

/** How many calendar days the fees a schedule replaced are still honoured after their last day in effect. */
export const HONOURED_DAYS = 30

/** A day `days` after `date` (`YYYY-MM-DD`, a calendar date: no zone, no clock). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** Where a plan's schedules stand on a day: the one in effect, the one announced, the one still honoured. */
export interface ScheduleStanding<Schedule extends FeeSchedule = FeeSchedule> {
  /** The latest schedule in effect on or before the day; none before the first. */
  inEffect?: Schedule
  /** The next schedule, in effect from a later day: shown with its date and fees, not used for the estimate. */
  announced?: Schedule
  /**
   * The schedule the one in effect replaced, while its fees are still honoured: through `until`, the
   * HONOURED_DAYS-th day after its last day in effect.
   */
  honoured?: { schedule: Schedule; until: string }
}

const byDate = <Schedule extends FeeSchedule>(schedules: readonly Schedule[]) =>
  [...schedules].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0))

/** Where `schedules` stand on `today` (`YYYY-MM-DD`, in the firm's zone). */
export function scheduleStanding<Schedule extends FeeSchedule>(
  schedules: readonly Schedule[],
  today: string
): ScheduleStanding<Schedule> {
  const sorted = byDate(schedules)
  const started = sorted.filter(schedule => schedule.effectiveFrom <= today)
  const inEffect = started.at(-1)
  const announced = sorted.find(schedule => schedule.effectiveFrom > today)
  const replaced = started.at(-2)
  // Its last day in effect is the day before the next took effect; its fees hold HONOURED_DAYS days after that.
  const until = inEffect && replaced ? addDays(inEffect.effectiveFrom, HONOURED_DAYS - 1) : undefined
  return {
    ...(inEffect && { inEffect }),
    ...(announced && { announced }),
    ...(replaced && until && today <= until && { honoured: { schedule: replaced, until } }),
  }
}

/** The first day a plan is published: the day its first schedule takes effect. */
export const firstEffectiveDay = (schedules: readonly FeeSchedule[]) => byDate(schedules)[0]?.effectiveFrom

/**
 * The next day on which the schedules' standing changes after `today`: an announced schedule takes effect, or
 * the honoured fees end (the day after `until`). None while nothing is to change.
 */
export function nextChangeDay(schedules: readonly FeeSchedule[], today: string): string | undefined {
  const { announced, honoured } = scheduleStanding(schedules, today)
  const days = [announced?.effectiveFrom, honoured && addDays(honoured.until, 1)].filter(
    (day): day is string => day !== undefined
  )
  return days.sort()[0]
}

/** The visitor's figures: the driver's (cents of monthly expenses, or a number of employees) and add-ons' units. */
export interface EstimateInput {
  /** The figure the price follows: monthly expenses in cents, or employees; none for `driver: "none"`. */
  driverFigure?: number
  /** Units of each add-on, by its id; an add-on not given is 0 units. */
  units: Readonly<Record<string, number>>
}

/** A priced amount in cents, or "quote" where the tier is priced on request. */
export type Priced = number | "quote"

export interface Estimate {
  /** The tier the driver's figure falls in, and its place in the schedule's list. */
  tier: Tier
  tierIndex: number
  base: Priced
  /** Each add-on's units beyond those included, and what they cost in cents. */
  addOnLines: { addOn: AddOn; units: number; beyond: number; cents: number }[]
  addOns: number
  total: Priced
  /** A year of a monthly plan paid at once, less its discount; only for monthly billing. */
  yearly?: Priced
}

/** The tier whose `upTo` is at least `figure` (in the driver's unit: cents compare with dollars × 100), or the last. */
function tierFor(schedule: FeeSchedule, figure: number | undefined): number {
  if (schedule.driver === "none" || figure === undefined) return 0
  const inUnits = (upTo: number) => (schedule.driver === "monthlyExpenses" ? toCents(upTo) : upTo)
  const index = schedule.tiers.findIndex(tier => tier.upTo === null || figure <= inUnits(tier.upTo))
  return index === -1 ? schedule.tiers.length - 1 : index
}

const MONTHS_PER_YEAR = 12

/** The estimate of `schedule` for the visitor's figures, every amount in whole cents. */
export function estimate(schedule: FeeSchedule, input: EstimateInput): Estimate {
  const tierIndex = tierFor(schedule, input.driverFigure)
  const tier = schedule.tiers[tierIndex]
  const base: Priced = tier.amount === null ? "quote" : toCents(tier.amount)
  const addOnLines = (schedule.addOns ?? []).map(addOn => {
    const units = input.units[addOn.id] ?? 0
    const beyond = Math.max(0, units - addOn.included)
    return { addOn, units, beyond, cents: beyond * toCents(addOn.unitAmount) }
  })
  const addOns = addOnLines.reduce((sum, line) => sum + line.cents, 0)
  const total: Priced = base === "quote" ? "quote" : base + addOns
  const yearly: Priced | undefined =
    schedule.billing !== "month"
      ? undefined
      : total === "quote"
        ? "quote"
        : discountedCents(total * MONTHS_PER_YEAR, schedule.yearlyDiscount ?? 0)
  return { tier, tierIndex, base, addOnLines, addOns, total, ...(yearly !== undefined && { yearly }) }
}

/** The lowest amount of a schedule's priced tiers, in cents: its "from" price; none when every tier is on request. */
export function fromPrice(schedule: FeeSchedule): number | undefined {
  const amounts = schedule.tiers.flatMap(tier => (tier.amount === null ? [] : [toCents(tier.amount)]))
  return amounts.length > 0 ? Math.min(...amounts) : undefined
}
