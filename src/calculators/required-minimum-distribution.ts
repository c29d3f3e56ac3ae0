import { divideCents } from "./money"

/**
 * The rules for an account owner's required minimum distribution from an IRA or a workplace plan, as content
 * states them for a year: the age distributions start at by year of birth (SECURE 2.0: 73 for those born from
 * 1951, 75 from 1960) and IRS Publication 590-B's Uniform Lifetime Table (Appendix B, Table III).
 */
export interface RmdConstants {
  taxYear: number
  /** Where the figures come from, for the page to cite. */
  source: string
  /** The start age for owners born in `bornFrom` or later, up to the next entry's year; in any order. */
  startAges: readonly { bornFrom: number; age: number }[]
  /** The divisor for each age; the last (highest) age's row is for that age and older ("120 and over"). */
  uniformLifetimeTable: readonly { age: number; divisor: number }[]
}

export interface RmdInput {
  /** The account's value on 31 December of the year before `distributionYear`, in cents, 0 or more. */
  balance: number
  birthYear: number
  distributionYear: number
}

/**
 * `not-covered`: a birth year before every start age's, or an age the table has no row for (a table that does not
 * reach down to it, or has a gap): outside what the page covers. `not-yet`: the owner has not reached the start
 * age in `distributionYear`; `firstYear` is the year they do. `due`: the distribution (`rmd`, cents) and its
 * deadline (`YYYY-MM-DD`): 1 April of the next year for the first year's, 31 December of the year for later ones.
 * `age` is the age the owner reaches in `distributionYear`, as the table counts it; `startAge` the age
 * distributions start at for their year of birth, and `firstYear` the year they reach it.
 */
export type RmdResult =
  | { status: "not-covered" }
  | { status: "not-yet"; age: number; startAge: number; firstYear: number; rmd: 0 }
  | {
      status: "due"
      age: number
      startAge: number
      divisor: number
      rmd: number
      deadline: string
      firstYear: number
    }

/**
 * The required minimum distribution for `distributionYear`: the previous year-end balance divided by the
 * divisor for the age the owner reaches in the year, rounded to the cent, halves away from zero.
 */
export function requiredMinimumDistribution(constants: RmdConstants, input: RmdInput): RmdResult {
  const { balance, birthYear, distributionYear } = input
  if (!Number.isSafeInteger(balance) || balance < 0)
    throw new RangeError(`balance must be whole cents, 0 or more: ${balance}`)
  if (!Number.isSafeInteger(birthYear) || !Number.isSafeInteger(distributionYear))
    throw new RangeError(`Not years: ${birthYear}, ${distributionYear}`)
  const start = constants.startAges
    .filter(entry => entry.bornFrom <= birthYear)
    .reduce<RmdConstants["startAges"][number] | undefined>(
      (latest, entry) => (latest && latest.bornFrom > entry.bornFrom ? latest : entry),
      undefined
    )
  if (!start) return { status: "not-covered" }
  const age = distributionYear - birthYear
  const startAge = start.age
  const firstYear = birthYear + startAge
  if (distributionYear < firstYear) return { status: "not-yet", age, startAge, firstYear, rmd: 0 }
  const table = constants.uniformLifetimeTable
  const oldest = table.reduce<RmdConstants["uniformLifetimeTable"][number] | undefined>(
    (last, row) => (last && last.age > row.age ? last : row),
    undefined
  )
  const row = table.find(entry => entry.age === age) ?? (oldest && age > oldest.age ? oldest : undefined)
  if (!row) return { status: "not-covered" }
  const deadline = distributionYear === firstYear ? `${distributionYear + 1}-04-01` : `${distributionYear}-12-31`
  const rmd = divideCents(balance, row.divisor)
  return { status: "due", age, startAge, divisor: row.divisor, rmd, deadline, firstYear }
}
