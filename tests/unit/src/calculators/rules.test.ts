import { toolProblems, toolsDueForNewFigures } from "../../../../src/calculators/rules"
import { mostToolEntries } from "../../../../tools/most-tools"

type Item = Record<string, unknown>

/** A calculator's entry, as the content holds it: the lists the rules read, and everything else. */
type Entry = Record<string, unknown> & {
  inputs: Item[]
  results: Item[]
  working: Item[]
  filingStatuses?: Item[]
  constantLabels?: Item[]
  messages: Record<string, string>
  constants?: Record<string, unknown> & {
    startAges?: { bornFrom: number; age: number }[]
    uniformLifetimeTable?: { age: number; divisor: number }[]
  }
}

/** The `most` variant's calculators: one of each, every word worded. */
const ENTRIES = mostToolEntries({ author: "avery", reviewer: "blake" }, ["tax-planning"])
const entry = (calculator: string) => ENTRIES.find(({ data }) => data.calculator === calculator)!.data as Entry
const SELF_EMPLOYMENT = entry("self-employment-tax")
const RUNWAY = entry("runway")
const DISTRIBUTION = entry("required-minimum-distribution")

/** The entry without one of its fields. */
function without<T extends object>(data: T, field: keyof T): T {
  const { [field]: _dropped, ...rest } = data
  return rest as T
}

/** The distribution's entry with these figures in place of its own, the rest of them kept. */
const distributionWith = (constants: Partial<NonNullable<Entry["constants"]>>) => ({
  ...DISTRIBUTION,
  constants: { ...DISTRIBUTION.constants, ...constants },
})

const TABLE = DISTRIBUTION.constants!.uniformLifetimeTable!

describe("toolProblems: the entries of the most variant", () => {
  it("finds nothing wrong with any of them", () => {
    expect(ENTRIES.map(({ data }) => data.calculator).sort()).toEqual([
      "required-minimum-distribution",
      "runway",
      "self-employment-tax",
    ])
    for (const { id, data } of ENTRIES) expect({ id, problems: toolProblems(data) }).toEqual({ id, problems: [] })
  })
})

/**
 * The lists an entry words its calculator's names in: the list, the key of its items, the words of the
 * messages for them, the calculator, a name that is not one of its own, and its names in order.
 */
const WORDED_LISTS = [
  {
    field: "inputs",
    key: "name",
    what: "fields",
    data: SELF_EMPLOYMENT,
    foreign: "cash",
    wanted: "netProfit, socialSecurityWages, medicareWages, filingStatus",
  },
  {
    field: "results",
    key: "name",
    what: "results",
    data: RUNWAY,
    foreign: "rmd",
    wanted: "netBurn, runwayMonths, cashOutMonth",
  },
  {
    field: "working",
    key: "line",
    what: "lines",
    data: DISTRIBUTION,
    foreign: "net-burn",
    wanted: "age, first-year, rmd, deadline",
  },
  {
    field: "filingStatuses",
    key: "value",
    what: "filing statuses",
    data: SELF_EMPLOYMENT,
    foreign: "widowed",
    wanted: "single, married-jointly, married-separately, head-of-household, qualifying-surviving-spouse",
  },
  {
    field: "constantLabels",
    key: "constant",
    what: "figures",
    data: SELF_EMPLOYMENT,
    foreign: "startAges",
    wanted:
      "netEarningsFactor, socialSecurityRate, medicareRate, socialSecurityWageBase, minimumNetEarnings, additionalMedicareRate, additionalMedicareThresholds",
  },
  {
    field: "constantLabels",
    key: "constant",
    what: "figures",
    data: DISTRIBUTION,
    foreign: "medicareRate",
    wanted: "startAges, uniformLifetimeTable",
  },
] as const

describe.each(WORDED_LISTS)("toolProblems: each of a $data.calculator's $what once, in $field", list => {
  const items = list.data[list.field] as Item[]
  const withItems = (changed: Item[]) => ({ ...list.data, [list.field]: changed })
  const second = items[1]

  it(`refuses a name that is not one of the calculator's (${list.foreign}), at its item`, () => {
    expect(toolProblems(withItems([...items, { ...second, [list.key]: list.foreign }]))).toEqual([
      {
        pointer: `/${list.field}/${items.length}/${list.key}`,
        message: `One of this calculator's ${list.what}: ${list.wanted} (now "${list.foreign}")`,
      },
    ])
  })

  it("refuses a name worded twice, at the second, naming the first", () => {
    expect(toolProblems(withItems([...items, second]))).toEqual([
      {
        pointer: `/${list.field}/${items.length}/${list.key}`,
        message: `Each once: the 2nd already has it (now "${String(second[list.key])}")`,
      },
    ])
  })

  it("asks for a name not worded, at the list", () => {
    expect(toolProblems(withItems(items.filter(item => item !== second)))).toEqual([
      {
        pointer: `/${list.field}`,
        message: `Words for each of this calculator's ${list.what} (now missing ${String(second[list.key])})`,
      },
    ])
  })
})

describe("toolProblems: what each calculator needs worded", () => {
  it("asks a self-employment tax calculator for the words of every filing status", () => {
    expect(toolProblems(without(SELF_EMPLOYMENT, "filingStatuses"))).toEqual([
      {
        pointer: "/filingStatuses",
        message:
          "Words for each of this calculator's filing statuses (now missing single, married-jointly, married-separately, head-of-household, qualifying-surviving-spouse)",
      },
    ])
  })

  it("asks neither the runway nor a distribution for filing statuses, nor the runway for names of figures", () => {
    expect(RUNWAY).not.toHaveProperty("filingStatuses")
    expect(RUNWAY).not.toHaveProperty("constantLabels")
    expect(DISTRIBUTION).not.toHaveProperty("filingStatuses")
    expect(toolProblems(RUNWAY)).toEqual([])
    expect(toolProblems(DISTRIBUTION)).toEqual([])
  })

  it("asks for no name of the tax year or the source, which every calculator with figures states, and refuses one", () => {
    expect(toolProblems(without(DISTRIBUTION, "constantLabels"))).toEqual([
      {
        pointer: "/constantLabels",
        message: "Words for each of this calculator's figures (now missing startAges, uniformLifetimeTable)",
      },
    ])
    const labels = DISTRIBUTION.constantLabels!
    expect(
      toolProblems({ ...DISTRIBUTION, constantLabels: [...labels, { constant: "taxYear", label: "Year" }] })
    ).toEqual([
      {
        pointer: "/constantLabels/2/constant",
        message: `One of this calculator's figures: startAges, uniformLifetimeTable (now "taxYear")`,
      },
    ])
  })
})

describe("toolProblems: the values a line of the working names", () => {
  it("refuses a placeholder that is not one of its line's values, naming the line's", () => {
    const working = SELF_EMPLOYMENT.working.map((line, index) =>
      index === 0 ? { ...line, text: "Net earnings: {netProfit} × {foo} = {result}" } : line
    )
    expect(toolProblems({ ...SELF_EMPLOYMENT, working })).toEqual([
      {
        pointer: "/working/0/text",
        message: "Only this line's values in braces: {result}, {netProfit}, {factor} (now {foo})",
      },
    ])
    const twice = working.map((line, index) => (index === 0 ? { ...line, text: "{foo} × {bar} = {result}" } : line))
    expect(toolProblems({ ...SELF_EMPLOYMENT, working: twice })[0].message).toBe(
      "Only this line's values in braces: {result}, {netProfit}, {factor} (now {foo}, {bar})"
    )
  })

  it("refuses another line's value, even one of the same calculator's", () => {
    const working = RUNWAY.working.map((line, index) =>
      index === 2 ? { ...line, text: "Cash out: {currentMonth} + {cash} = {result}" } : line
    )
    expect(toolProblems({ ...RUNWAY, working })).toEqual([
      {
        pointer: "/working/2/text",
        message: "Only this line's values in braces: {result}, {currentMonth}, {wholeMonths} (now {cash})",
      },
    ])
  })
})

describe("toolProblems: the messages a calculator shows", () => {
  it("asks for each message its calculator may show, missing or empty", () => {
    expect(toolProblems({ ...RUNWAY, messages: without(RUNWAY.messages, "notBurning") })).toEqual([
      { pointer: "/messages/notBurning", message: "Required for this calculator (now missing)" },
    ])
    expect(toolProblems({ ...DISTRIBUTION, messages: { ...DISTRIBUTION.messages, notAYear: "" } })).toEqual([
      { pointer: "/messages/notAYear", message: "Required for this calculator (now missing)" },
    ])
  })

  it("asks for no message of another calculator's", () => {
    expect(RUNWAY.messages).not.toHaveProperty("notAYear")
    expect(RUNWAY.messages).not.toHaveProperty("belowMinimum")
    expect(toolProblems(RUNWAY)).toEqual([])
  })
})

describe("toolProblems: the figures a calculator uses", () => {
  it("asks for all of them when the entry states none", () => {
    expect(toolProblems(without(SELF_EMPLOYMENT, "constants"))).toEqual([
      {
        pointer: "/constants",
        message:
          "The figures this calculator uses: taxYear, source, netEarningsFactor, socialSecurityRate, medicareRate, socialSecurityWageBase, minimumNetEarnings, additionalMedicareRate, additionalMedicareThresholds (now missing)",
      },
    ])
  })

  it("asks for one that is missing, at its field", () => {
    const constants = without(SELF_EMPLOYMENT.constants!, "medicareRate")
    expect(toolProblems({ ...SELF_EMPLOYMENT, constants })).toEqual([
      { pointer: "/constants/medicareRate", message: "Required for this calculator (now missing)" },
    ])
    expect(toolProblems(distributionWith({ taxYear: null }))).toEqual([
      { pointer: "/constants/taxYear", message: "Required for this calculator (now missing)" },
    ])
  })

  it("asks the runway for none", () => {
    expect(RUNWAY).not.toHaveProperty("constants")
    expect(toolProblems(RUNWAY)).toEqual([])
  })
})

describe("toolProblems: the start ages and the Uniform Lifetime Table", () => {
  it("refuses a birth year a start age has already, naming that one", () => {
    const startAges = [...DISTRIBUTION.constants!.startAges!, { bornFrom: 1951, age: 74 }]
    expect(toolProblems(distributionWith({ startAges }))).toEqual([
      {
        pointer: "/constants/startAges/2/bornFrom",
        message: "Each birth year once: the 1st start age has it (now 1951)",
      },
    ])
  })

  it("refuses an age a row has already (a row pasted twice), naming that row", () => {
    const uniformLifetimeTable = [...TABLE, { ...TABLE[8] }]
    expect(TABLE[8].age).toBe(80)
    expect(toolProblems(distributionWith({ uniformLifetimeTable }))).toEqual([
      {
        pointer: `/constants/uniformLifetimeTable/${TABLE.length}/age`,
        message: "Each age once: the 9th row has it (now 80)",
      },
    ])
  })

  /** The table with the divisor of age 74 (the third row, after 27.4 at 72 and 26.5 at 73) changed. */
  const at74 = (divisor: number) => TABLE.map(row => (row.age === 74 ? { ...row, divisor } : row))

  it("refuses a divisor equal to a younger age's, naming it", () => {
    expect(toolProblems(distributionWith({ uniformLifetimeTable: at74(26.5) }))).toEqual([
      {
        pointer: "/constants/uniformLifetimeTable/2/divisor",
        message:
          "Less than the divisor of every younger age: the divisors fall as the age rises (now 26.5 at 74, 26.5 at 73)",
      },
    ])
  })

  it("refuses a divisor above a younger age's, naming it", () => {
    expect(toolProblems(distributionWith({ uniformLifetimeTable: at74(28) }))).toEqual([
      {
        pointer: "/constants/uniformLifetimeTable/2/divisor",
        message:
          "Less than the divisor of every younger age: the divisors fall as the age rises (now 28 at 74, 27.4 at 72)",
      },
    ])
  })

  it("compares each row with the younger ages, not with the rows listed before it", () => {
    const reversed = [...TABLE].reverse()
    expect(toolProblems(distributionWith({ uniformLifetimeTable: reversed }))).toEqual([])
    const index = TABLE.length - 3
    expect(reversed[index].age).toBe(74)
    expect(toolProblems(distributionWith({ uniformLifetimeTable: [...at74(26.5)].reverse() }))).toEqual([
      {
        pointer: `/constants/uniformLifetimeTable/${index}/divisor`,
        message:
          "Less than the divisor of every younger age: the divisors fall as the age rises (now 26.5 at 74, 26.5 at 73)",
      },
    ])
  })

  it("refuses a table that starts above the first start age, and takes one that starts at it", () => {
    const from = (age: number) => TABLE.filter(row => row.age >= age)
    expect(toolProblems(distributionWith({ uniformLifetimeTable: from(73) }))).toEqual([])
    expect(toolProblems(distributionWith({ uniformLifetimeTable: from(74) }))).toEqual([
      { pointer: "/constants/uniformLifetimeTable", message: "Rows from the first start age, 73, up (now from 74)" },
    ])
    // The first start age is the lowest, wherever it is listed.
    const startAges = [
      { bornFrom: 1960, age: 75 },
      { bornFrom: 1951, age: 73 },
    ]
    expect(toolProblems(distributionWith({ startAges, uniformLifetimeTable: from(74) }))).toEqual([
      { pointer: "/constants/uniformLifetimeTable", message: "Rows from the first start age, 73, up (now from 74)" },
    ])
  })
})

describe("toolProblems: a calculator the registry does not know", () => {
  it("finds no problem with it, which the schema's list of calculators refuses", () => {
    expect(toolProblems({ ...SELF_EMPLOYMENT, calculator: "mortgage" })).toEqual([])
    expect(toolProblems({ ...without(SELF_EMPLOYMENT, "calculator"), inputs: [] })).toEqual([])
    expect(toolProblems({ ...RUNWAY, calculator: "toString" })).toEqual([])
  })
})

describe("toolsDueForNewFigures: a reminder, never a failure", () => {
  const withTaxYear = (taxYear: number, fields: Record<string, unknown> = {}) => ({
    ...SELF_EMPLOYMENT,
    constants: { ...SELF_EMPLOYMENT.constants, taxYear },
    ...fields,
  })

  it("lists a calculator whose figures are for a year before last year, with that year", () => {
    expect(toolsDueForNewFigures([{ id: "old", data: withTaxYear(2024) }], 2026)).toEqual([
      { id: "old", taxYear: 2024 },
    ])
  })

  it("does not list one with last year's figures", () => {
    expect(toolsDueForNewFigures([{ id: "recent", data: withTaxYear(2025) }], 2026)).toEqual([])
  })

  it("never lists a retired calculator, nor the runway, which has no figures", () => {
    const tools = [
      { id: "retired", data: withTaxYear(2020, { retiredTo: "/tools" }) },
      { id: "runway", data: RUNWAY },
      { id: "unreadable", data: undefined },
    ]
    expect(toolsDueForNewFigures(tools, 2026)).toEqual([])
    expect(toolsDueForNewFigures(tools, 9999)).toEqual([])
  })

  it("lists them in their order, a published one with an empty retiredTo among them", () => {
    const tools = [
      { id: "first", data: withTaxYear(2023, { retiredTo: "" }) },
      { id: "current", data: withTaxYear(2025) },
      { id: "second", data: { ...DISTRIBUTION, constants: { ...DISTRIBUTION.constants, taxYear: 2024 } } },
    ]
    expect(toolsDueForNewFigures(tools, 2026)).toEqual([
      { id: "first", taxYear: 2023 },
      { id: "second", taxYear: 2024 },
    ])
  })
})
