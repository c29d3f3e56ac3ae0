/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation): the
 * module is plain data, with nothing of a browser's.
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { readFileSync } from "fs"
import path from "path"
import { FILING_STATUS_THRESHOLDS } from "../../../../src/calculators/self-employment-tax"
import {
  CALCULATORS,
  CALCULATOR_NAMES,
  everyInputName,
  everyMessage,
  everyOutputName,
  everyWorkingLine,
  isCalculatorName,
} from "../../../../src/calculators/registry"
import { repoRoot } from "../../support/repo-root"

/** The schema of a calculator's entry, as editors and the content check read it. */
const schema = JSON.parse(readFileSync(path.join(repoRoot, "data/schemas/tool.schema.json"), "utf8")) as {
  properties: { calculator: { enum: string[] } }
  $defs: Record<string, { properties: Record<string, { enum?: string[]; properties?: Record<string, unknown> }> }>
}
const defs = schema.$defs
const enumOf = (definition: string, property: string) => defs[definition].properties[property].enum

/** The figures a calculator reads, and those of them its page states in its own words (the year, the source). */
const figuresOf = (name: (typeof CALCULATOR_NAMES)[number]) => Object.keys(CALCULATORS[name].figures)
const isStated = (name: (typeof CALCULATOR_NAMES)[number], figure: string) =>
  (CALCULATORS[name].figures as Record<string, unknown>)[figure] === "stated"

describe("the schema offers editors the registry's names, so that the two cannot drift", () => {
  it("offers each calculator, in the registry's order", () => {
    expect(schema.properties.calculator.enum).toEqual(CALCULATOR_NAMES)
    expect(CALCULATOR_NAMES).toEqual(["self-employment-tax", "runway", "required-minimum-distribution"])
  })

  it("offers each calculator's fields, results and lines of working, in the registry's order", () => {
    expect(enumOf("ToolInput", "name")).toEqual(everyInputName())
    expect(enumOf("ToolResult", "name")).toEqual(everyOutputName())
    expect(enumOf("ToolWorkingLine", "line")).toEqual(everyWorkingLine())
  })

  it("offers a name for each figure a calculator shows, but the tax year and the source", () => {
    const shown = [
      ...new Set(CALCULATOR_NAMES.flatMap(name => figuresOf(name).filter(figure => !isStated(name, figure)))),
    ]
    expect(enumOf("ToolConstantLabel", "constant")).toEqual(shown)
  })

  it("has a field for each figure a calculator reads, the tax year and the source among them", () => {
    const figures = Object.keys(defs.ToolConstants.properties).sort()
    expect(figures).toEqual([...new Set(CALCULATOR_NAMES.flatMap(figuresOf))].sort())
  })

  it("has a field for each message a calculator shows, and no other", () => {
    expect(Object.keys(defs.ToolMessages.properties).sort()).toEqual(everyMessage().sort())
  })

  it("offers the filing statuses the page sends, with a threshold for each", () => {
    expect(enumOf("ToolChoice", "value")).toEqual(Object.keys(FILING_STATUS_THRESHOLDS))
    expect(Object.keys(defs.MedicareThresholds.properties)).toEqual(Object.values(FILING_STATUS_THRESHOLDS))
  })
})

describe("the registry's names: every list a stable union, every name once", () => {
  it("lists each name once, in the calculators' order, a name two calculators share once", () => {
    for (const names of [everyInputName(), everyOutputName(), everyWorkingLine(), everyMessage()])
      expect(new Set(names).size).toBe(names.length)
    // The runway and the distribution both show the money messages: listed once, where the first shows them.
    expect(everyMessage().slice(0, 5)).toEqual([
      "notAnAmount",
      "negativeAmount",
      "tooLarge",
      "tooPrecise",
      "belowMinimum",
    ])
    expect(everyMessage().filter(message => message === "tooLarge")).toEqual(["tooLarge"])
  })

  it("gives each calculator its fields, results, lines and messages once", () => {
    for (const name of CALCULATOR_NAMES) {
      const { inputs, outputs, working, messages } = CALCULATORS[name]
      for (const names of [
        inputs.map(input => input.name),
        outputs,
        working.map(line => line.line),
        messages,
        figuresOf(name),
      ])
        expect({ name, names: [...new Set(names)] }).toEqual({ name, names })
    }
  })

  it("names each value of a line of working once, and none `result`, which every line has", () => {
    for (const name of CALCULATOR_NAMES)
      for (const { line, values } of CALCULATORS[name].working) {
        expect({ line, values: [...new Set(values)] }).toEqual({ line, values })
        expect(values).not.toContain("result")
      }
  })
})

describe("isCalculatorName", () => {
  it("knows the registry's calculators and no other name, not even one every object has", () => {
    for (const name of CALCULATOR_NAMES) expect(isCalculatorName(name)).toBe(true)
    for (const name of ["mortgage", "", "toString", "constructor", "__proto__", undefined, null, 3])
      expect(isCalculatorName(name)).toBe(false)
  })
})
