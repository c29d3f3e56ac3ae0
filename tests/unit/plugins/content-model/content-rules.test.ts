import type { ErrorObject } from "ajv/dist/2020"
import {
  CATEGORY_FORMAT,
  IMAGE_FILE_FORMAT,
  RICH_TEXT_FORMAT,
  TIME_ZONE_FORMAT,
  TIME_ZONES,
  createContentChecker,
  problemsOf,
} from "../../../../plugins/content-model/content-rules"
import { liveFormat, EVERY_KIND, CONTENT_KINDS } from "../../../../plugins/content-model/content-kinds"
import { MULTILINE_KEYWORD } from "../../../../plugins/content-model/content-shape"
import type { JsonSchema } from "../../../../plugins/content-model/load-schemas"
import { richTextProblems } from "../../../../plugins/content-model/rich-text"
import type { SiteFacts } from "../../../../plugins/content-model/site-facts"
import { kindLabels } from "../../../../tools/content"

/**
 * The rule book's words, on small schemas made for each rule: the messages are the code's own (the
 * content manager shows them under a field, `npm run check:data` prints them), so they are pinned here.
 */
const SITE: SiteFacts = {
  routes: ["/", "/financial-advisory"],
  choices: {
    // An entry of every kind (`a-article`), and the ones these tests name.
    ...Object.fromEntries(EVERY_KIND.map(kind => [kind.name, [`a-${kind.name}`]])),
    [CONTENT_KINDS["service-page"].name]: ["financial-advisory", "tax-planning"],
    [CONTENT_KINDS.person.name]: ["jane-doe", "john-roe"],
    [CONTENT_KINDS.article.name]: ["tax-changes"],
    [CONTENT_KINDS.page.name]: ["privacy-policy"],
  },
  categories: ["tax", "payroll"],
  kindLabels,
  credentialed: ["jane-doe"],
}

/** The problems of `value` against `properties` (one field each), as the content check words them. */
function problems(properties: Record<string, JsonSchema>, value: unknown, extra: JsonSchema = {}) {
  const schema: JsonSchema = {
    $id: "test.schema.json",
    type: "object",
    additionalProperties: false,
    properties,
    ...extra,
  }
  const checker = createContentChecker([schema], SITE)
  const validate = checker.getSchema("test.schema.json")!
  expect(validate(value)).toBe(false)
  return problemsOf(validate.errors!, value, SITE)
}

/** The one problem of the field `field`. */
function problem(schema: JsonSchema, value: unknown): string {
  const found = problems({ field: schema }, { field: value })
  expect(found.map(({ pointer }) => pointer)).toEqual(["/field"])
  return found[0].message
}

describe("createContentChecker", () => {
  it("knows every schema by its $id, so that references between files resolve", () => {
    const shared: JsonSchema = { $id: "common.schema.json", $defs: { Name: { type: "string", minLength: 2 } } }
    const file: JsonSchema = { $id: "file.schema.json", $ref: "common.schema.json#/$defs/Name" }
    const checker = createContentChecker([shared, file], SITE)
    expect(checker.getSchema("file.schema.json")!("ab")).toBe(true)
    expect(checker.getSchema("file.schema.json")!("a")).toBe(false)
  })

  it(`accepts ${MULTILINE_KEYWORD} as a yes-or-no annotation, and nothing else there`, () => {
    const valid = createContentChecker([{ $id: "a.json", type: "string", [MULTILINE_KEYWORD]: true }], SITE)
    expect(valid.getSchema("a.json")!("text")).toBe(true)
    const invalid = createContentChecker([{ $id: "b.json", type: "string", [MULTILINE_KEYWORD]: "yes" }], SITE)
    expect(() => invalid.getSchema("b.json")).toThrow()
  })

  it("refuses keywords it does not know, as a strict checker", () => {
    const checker = createContentChecker([{ $id: "c.json", type: "string", maxLenght: 3 }], SITE)
    expect(() => checker.getSchema("c.json")).toThrow(/maxLenght/)
  })

  it.each([
    ["/", true],
    ["/financial-advisory", true],
    ["/#contact", true],
    ["/financial-advisory#process", true],
    ["#contact", true],
    ["/financial-advise", false],
    ["/financial-advisory/", false],
    ["/contact#/", false],
  ])("takes %s as a page of the site: %s", (link, valid) => {
    const checker = createContentChecker([{ $id: "d.json", type: "string", format: "internal-link" }], SITE)
    expect(checker.getSchema("d.json")!(link)).toBe(valid)
  })

  it("checks e-mail addresses", () => {
    const checker = createContentChecker([{ $id: "e.json", type: "string", format: "email" }], SITE)
    expect(checker.getSchema("e.json")!("name@example.com")).toBe(true)
    expect(checker.getSchema("e.json")!("a..b@example.com")).toBe(false)
  })
})

describe("problemsOf: what is wrong, in plain words, the rule first and then what the field holds now", () => {
  it("a missing required field, at the field's own place", () => {
    expect(problems({ field: { type: "string" } }, {}, { required: ["field"] })).toEqual([
      { pointer: "/field", message: "Required (now missing)" },
    ])
  })

  it("an unknown field, with the known ones (not $schema) and the one it was probably meant to be", () => {
    const properties = { $schema: { type: "string" as const }, quote: { type: "string" as const }, name: {} }
    expect(problems(properties, { qoute: "x" })).toEqual([
      { pointer: "/qoute", message: 'Not a known field; did you mean "quote"? (expected one of: quote, name)' },
    ])
    expect(problems(properties, { Name: "x" })[0].message).toBe(
      'Not a known field; did you mean "name"? (expected one of: quote, name)'
    )
    expect(problems(properties, { rating: 5 })[0].message).toBe("Not a known field (expected one of: quote, name)")
  })

  it("suggests a field only a couple of typos away, or a third of the name's letters for a long name", () => {
    const properties = { description: {}, heading: {}, ab: {}, ad: {} }
    const suggestion = (field: string) => problems(properties, { [field]: 1 })[0].message.split(" (")[0]
    expect(suggestion("headnig")).toBe('Not a known field; did you mean "heading"?')
    expect(suggestion("headxyz")).toBe("Not a known field")
    expect(suggestion("dexcripxiox")).toBe('Not a known field; did you mean "description"?')
    expect(suggestion("dxxcripxiox")).toBe("Not a known field")
    expect(suggestion("xy")).toBe('Not a known field; did you mean "ab"?')
    expect(suggestion("xyz")).toBe("Not a known field")
    // As near to two fields: the first in the schema's order.
    expect(suggestion("ac")).toBe('Not a known field; did you mean "ab"?')
  })

  it.each([
    [{ type: "integer", minimum: 1, maximum: 5 }, 4.5, "A whole number from 1 to 5 (now 4.5)"],
    [{ type: "integer", minimum: 1, maximum: 5 }, 7, "A whole number from 1 to 5 (now 7)"],
    [{ type: "integer", minimum: 1, maximum: 5 }, 0, "A whole number from 1 to 5 (now 0)"],
    [{ type: "integer", minimum: 1, maximum: 5 }, "5", 'A whole number from 1 to 5 (now "5")'],
    [{ type: "number", minimum: 0 }, -1, "A number of 0 or more (now -1)"],
    [{ type: "number", maximum: 10 }, 11, "A number up to 10 (now 11)"],
    [{ type: "number", exclusiveMinimum: 0 }, 0, "A number (now 0)"],
    [{ type: "number", exclusiveMaximum: 1 }, 1, "A number (now 1)"],
    [{ type: "integer", multipleOf: 5 }, 7, "A whole number (now 7)"],
    [{ type: "integer" }, true, "A whole number (now true)"],
    [{ type: "string" }, 12, "A text in double quotes (now 12)"],
    [{ type: "boolean" }, "yes", 'true or false (now "yes")'],
    [{ type: "array" }, "a", 'A list in [ ] (now "a")'],
    [{ type: "object" }, [], "A group of fields in { } (now none)"],
    [{ type: "null" }, 0, "A value of type null (now 0)"],
  ] as const)("%j refuses %j: %s", (schema, value, message) => {
    expect(problem(schema as JsonSchema, value)).toBe(message)
  })

  it.each([
    [{ type: "string", minLength: 2 }, "a", "At least 2 characters (now 1)"],
    [{ type: "string", minLength: 1 }, "", "At least 1 character (now 0)"],
    [{ type: "string", maxLength: 70 }, "x".repeat(112), "At most 70 characters (now 112)"],
    [{ type: "string", maxLength: 1 }, "😀😀", "At most 1 character (now 2)"],
    [{ type: "array", minItems: 1 }, [], "At least 1 item (now none)"],
    [{ type: "array", minItems: 3 }, [1], "At least 3 items (now 1 item)"],
    [{ type: "array", maxItems: 2 }, [1, 2, 3], "At most 2 items (now 3 items)"],
    [{ type: "array", maxItems: 0 }, [1], "At most 0 items (now 1 item)"],
  ] as const)("%j refuses %j: %s", (schema, value, message) => {
    expect(problem(schema as JsonSchema, value)).toBe(message)
  })

  it.each([
    [{ enum: ["facebook", "linkedin", "x"] }, "myspace", 'One of: facebook, linkedin, x (now "myspace")'],
    [{ type: "string", format: "email" }, "me", 'An e-mail address such as name@example.com (now "me")'],
    [
      { type: "string", format: "internal-link" },
      "/nope",
      'A page of this site (/ or /financial-advisory), optionally followed by #section (now "/nope")',
    ],
    [{ type: "string", pattern: "^/" }, "contact", 'In the form its description asks for (now "contact")'],
    [
      { type: "string", pattern: "^/", errorMessage: { pattern: "A path on this site, starting with /" } },
      "contact",
      'A path on this site, starting with / (now "contact")',
    ],
    [{ const: "fixed" }, "other", 'Must be equal to constant (now "other")'],
    [{ type: "array", uniqueItems: true }, ["a", "a"], "Each item once (now items 1 and 2 are the same)"],
  ] as const)("%j refuses %j: %s", (schema, value, message) => {
    expect(problem(schema as JsonSchema, value)).toBe(message)
  })

  it.each([
    ["", "empty"],
    ["   ", "only spaces"],
    [[1, 2], "2 items"],
    [[1], "1 item"],
    [[], "none"],
    [{ a: 1 }, "a group of fields"],
    [null, "null"],
    [false, "false"],
    ["x".repeat(58), `"${"x".repeat(58)}"`],
    ["x".repeat(59), `"${"x".repeat(55)}..."`],
  ] as const)("says what a field holds now: %j is %s", (value, now) => {
    expect(problem({ type: "integer" }, value)).toBe(`A whole number (now ${now})`)
  })

  it("tells a field the schema does not list as unknown, even where a rule inside allOf describes it", () => {
    // additionalProperties looks only at the properties beside it, so the checker refuses the field twice.
    const inside: JsonSchema = { allOf: [{ type: "object", properties: { rating: { type: "integer" } } }] }
    expect(problems({ name: { type: "string" } }, { rating: "x" }, inside)).toEqual([
      { pointer: "/rating", message: "Not a known field (expected one of: name)" },
    ])
  })

  it("names the one most telling problem of a place, and each place once, in the order found", () => {
    // Not even a text: not also told it is too short or not in its form.
    expect(problem({ type: "string", minLength: 3, pattern: "^/" }, 12)).toBe("A text in double quotes (now 12)")
    // Not in its form: not also told it is too short.
    expect(problem({ type: "string", minLength: 3, pattern: "^/" }, "a")).toBe(
      'In the form its description asks for (now "a")'
    )
    expect(problem({ type: "string", enum: ["a", "b"] }, 1)).toBe("A text in double quotes (now 1)")
    expect(problem({ type: "string", pattern: "^/", format: "email" }, "x")).toBe(
      'In the form its description asks for (now "x")'
    )
    expect(problem({ type: "string", format: "email", enum: ["/a@b.c"] }, "x")).toBe(
      'An e-mail address such as name@example.com (now "x")'
    )
    expect(
      problems(
        { a: { type: "integer" }, b: { type: "string" }, d: {} },
        { b: 1, a: "x", extra: 2 },
        { required: ["d"] }
      )
    ).toEqual([
      { pointer: "/d", message: "Required (now missing)" },
      { pointer: "/extra", message: "Not a known field (expected one of: a, b, d)" },
      { pointer: "/a", message: 'A whole number (now "x")' },
      { pointer: "/b", message: "A text in double quotes (now 1)" },
    ])
  })

  it("says nothing of the combining rules (anyOf, oneOf, allOf, if) themselves, only of the rules inside them", () => {
    expect(problems({ field: { anyOf: [{ type: "string" }, { type: "integer" }] } }, { field: true })).toEqual([
      { pointer: "/field", message: "A text in double quotes (now true)" },
    ])
  })

  it("finds the value at a place whose name holds / or ~", () => {
    const properties = { "a/b": { type: "integer" as const }, "c~d": { type: "integer" as const } }
    expect(problems(properties, { "a/b": "x", "c~d": "y" })).toEqual([
      { pointer: "/a~1b", message: 'A whole number (now "x")' },
      { pointer: "/c~0d", message: 'A whole number (now "y")' },
    ])
  })

  it("words a problem of the whole value, at the place ''", () => {
    const checker = createContentChecker([{ $id: "whole.json", type: "object" }], SITE)
    const validate = checker.getSchema("whole.json")!
    expect(validate([])).toBe(false)
    expect(problemsOf(validate.errors!, [], SITE)).toEqual([
      { pointer: "", message: "A group of fields in { } (now none)" },
    ])
  })
})

describe("problemsOf, edge cases", () => {
  /** The problems of `value` against `schema`, as the content check words them. */
  function problems(schema: JsonSchema, value: unknown) {
    const checker = createContentChecker([{ $id: "edge.schema.json", ...schema }], SITE)
    const validate = checker.getSchema("edge.schema.json")!
    expect(validate(value)).toBe(false)
    return problemsOf(validate.errors!, value, SITE)
  }

  it.each([
    [
      "anyOf",
      {
        type: "object",
        anyOf: [
          { properties: { a: {} }, required: ["a"] },
          { properties: { b: {} }, required: ["b"] },
        ],
      },
      {},
    ],
    [
      "oneOf",
      {
        type: "object",
        oneOf: [
          { properties: { a: {} }, required: ["a"] },
          { properties: { b: {} }, required: ["b"] },
        ],
      },
      {},
    ],
    [
      "oneOf",
      {
        type: "object",
        oneOf: [
          { properties: { a: {} }, required: ["a"] },
          { properties: { b: {} }, required: ["b"] },
        ],
      },
      { a: 1, b: 2 },
    ],
    [
      "if",
      {
        type: "object",
        if: { properties: { a: {} }, required: ["a"] },
        then: { properties: { b: {} }, required: ["b"] },
      },
      { a: 1 },
    ],
  ])("tells nothing at the place of a failed %s, only the rules inside it", (_keyword, schema, value) => {
    const pointers = problems(schema as JsonSchema, value).map(({ pointer }) => pointer)
    expect(pointers).not.toContain("")
  })

  it("tells a value outside its list as such, before a rule the checker found first", () => {
    const [only] = problems({ const: "alpha", enum: ["alpha", "gamma"] }, "beta")
    expect(only.message).toMatch(/^One of: alpha, gamma /)
  })

  it("keeps a schema's own words for its pattern exactly as written", () => {
    const schema: JsonSchema = {
      type: "string",
      pattern: "^[a-z]+$",
      errorMessage: { pattern: "lower-case letters only" },
    }
    const [only] = problems(schema, "ABC")
    expect(only.message).toBe('lower-case letters only (now "ABC")')
  })

  it("says a value that is not there is missing", () => {
    const [only] = problems({ type: "string" }, undefined)
    expect(only).toEqual({ pointer: "", message: "A text in double quotes (now missing)" })
  })
})

describe("problemsOf, texts that choose an entry of a kind", () => {
  /** The problems of `value` in a text of `format` on `site`, which the checker reads when it checks. */
  function formatProblems(format: string, value: string, site: SiteFacts = SITE) {
    const checker = createContentChecker([{ $id: "link.schema.json", type: "string", format }], site)
    const validate = checker.getSchema("link.schema.json")!
    expect(validate(value)).toBe(false)
    return problemsOf(validate.errors!, value, site)
  }
  const accepts = (format: string, value: string, site: SiteFacts = SITE) =>
    createContentChecker([{ $id: "ok.schema.json", type: "string", format }], site).getSchema("ok.schema.json")!(value)

  it("accepts for each kind exactly the ids the site offers for it", () => {
    for (const kind of EVERY_KIND) {
      for (const id of SITE.choices[kind.name]) expect(accepts(kind.name, id)).toBe(true)
      expect(accepts(kind.name, "unit-unknown")).toBe(false)
    }
    expect(accepts(CONTENT_KINDS.person.name, "financial-advisory")).toBe(false)
  })

  it("offers the live service pages by their ids", () => {
    expect(formatProblems(CONTENT_KINDS["service-page"].name, "old-page")).toEqual([
      {
        pointer: "",
        message: 'A published service page that is not retired (financial-advisory or tax-planning) (now "old-page")',
      },
    ])
  })

  it("says that there is none to choose when no entry of the kind is live", () => {
    const site: SiteFacts = { ...SITE, choices: { ...SITE.choices, [CONTENT_KINDS["service-page"].name]: [] } }
    expect(formatProblems(CONTENT_KINDS["service-page"].name, "old-page", site)).toEqual([
      { pointer: "", message: 'A published service page that is not retired (there is none) (now "old-page")' },
    ])
    const noKinds: SiteFacts = { ...SITE, choices: {} }
    expect(formatProblems(CONTENT_KINDS.page.name, "privacy-policy", noKinds)[0].message).toBe(
      'A published page that is not retired (there is none) (now "privacy-policy")'
    )
  })

  it("offers any person, retired or not, by the collection's name, and a page or an article only while it is live", () => {
    expect(formatProblems(CONTENT_KINDS.person.name, "nobody")[0].message).toBe(
      'A person in Team (jane-doe or john-roe) (now "nobody")'
    )
    expect(formatProblems(CONTENT_KINDS.page.name, "terms")[0].message).toBe(
      'A published page that is not retired (privacy-policy) (now "terms")'
    )
    expect(formatProblems(CONTENT_KINDS.article.name, "old")[0].message).toBe(
      'A published article that is not retired (tax-changes) (now "old")'
    )
  })

  it("offers only the live entries of a kind to a text of its live format: who answers a service page is published", () => {
    const site: SiteFacts = { ...SITE, choices: { ...SITE.choices, [liveFormat(CONTENT_KINDS.person)]: ["jane-doe"] } }
    expect(accepts(liveFormat(CONTENT_KINDS.person), "jane-doe", site)).toBe(true)
    expect(formatProblems(liveFormat(CONTENT_KINDS.person), "john-roe", site)).toEqual([
      { pointer: "", message: 'A published person that is not retired (jane-doe) (now "john-roe")' },
    ])
    expect(formatProblems(liveFormat(CONTENT_KINDS.person), "jane-doe", SITE)[0].message).toBe(
      'A published person that is not retired (there is none) (now "jane-doe")'
    )
  })

  it("accepts a time zone by its IANA name from the fixed list, and nothing the list lacks", () => {
    for (const zone of ["America/New_York", "Europe/London", "Asia/Kolkata", "America/Argentina/Buenos_Aires"])
      expect(accepts(TIME_ZONE_FORMAT, zone)).toBe(true)
    expect(TIME_ZONES.length).toBeGreaterThan(400)
    for (const zone of ["EST", "America/New York", "new_york", "Mars/Olympus_Mons", "+05:00"])
      expect(formatProblems(TIME_ZONE_FORMAT, zone)).toEqual([
        {
          pointer: "",
          message: `A time zone by its IANA name, such as America/New_York or Europe/London (now ${JSON.stringify(zone)})`,
        },
      ])
  })

  it("lists no time zone that the runtime's own list does not know, so that a visitor's browser can compute with it", () => {
    for (const zone of TIME_ZONES) expect(() => new Intl.DateTimeFormat("en", { timeZone: zone })).not.toThrow()
  })

  it("offers the categories listed in Insights", () => {
    expect(accepts(CATEGORY_FORMAT, "payroll")).toBe(true)
    expect(formatProblems(CATEGORY_FORMAT, "audit")).toEqual([
      { pointer: "", message: 'One of the categories listed in Insights (tax or payroll) (now "audit")' },
    ])
  })

  it("reads what the site offers whenever it checks, so that a content manager can update it", () => {
    const site: SiteFacts = { ...SITE, routes: [...SITE.routes], choices: { ...SITE.choices }, categories: [] }
    const checker = createContentChecker(
      [
        { $id: "person.json", type: "string", format: CONTENT_KINDS.person.name },
        { $id: "category.json", type: "string", format: CATEGORY_FORMAT },
        { $id: "link.json", type: "string", format: "internal-link" },
      ],
      site
    )
    expect(checker.getSchema("person.json")!("new-person")).toBe(false)
    expect(checker.getSchema("category.json")!("audit")).toBe(false)
    expect(checker.getSchema("link.json")!("/team")).toBe(false)
    site.choices = { ...site.choices, [CONTENT_KINDS.person.name]: ["new-person"] }
    site.categories = ["audit"]
    site.routes = [...site.routes, "/team"]
    expect(checker.getSchema("person.json")!("new-person")).toBe(true)
    expect(checker.getSchema("category.json")!("audit")).toBe(true)
    expect(checker.getSchema("link.json")!("/team")).toBe(true)
  })
})

describe("problemsOf, dates, pictures and rich text", () => {
  const checker = createContentChecker(
    [
      { $id: "date.json", type: "string", format: "date" },
      { $id: "image.json", type: "string", format: IMAGE_FILE_FORMAT },
      { $id: "rich.json", type: "string", format: RICH_TEXT_FORMAT },
    ],
    SITE
  )
  const check = (schema: string, value: string) => {
    const validate = checker.getSchema(schema)!
    return validate(value) ? [] : problemsOf(validate.errors!, value, SITE)
  }

  it("accepts a real date written year-month-day, and refuses a day the calendar does not have", () => {
    expect(check("date.json", "2024-02-29")).toEqual([])
    for (const date of ["2026-02-30", "2025-02-29", "2026-13-01", "31.03.2026", "2026-3-31"])
      expect(check("date.json", date)).toEqual([
        { pointer: "", message: `A date written year-month-day, such as 2026-03-31 (now "${date}")` },
      ])
  })

  it("accepts an uploaded picture in a folder beside its entry, and nothing else", () => {
    for (const file of ["photos/jane-doe.jpg", "photos/a.JPEG", "photos/b.png", "photos/c.webp", "photos/d.avif"])
      expect({ file, problems: check("image.json", file) }).toEqual({ file, problems: [] })
    const notPictures = ["jane-doe.jpg", "photos/jane.pdf", "photos/jane.jpg.html", "photos/jane.png/x"]
    for (const file of [...notPictures, "../photos/jane.jpg", "photos/../x.jpg", "photos/a/b.png"])
      expect({ file, problems: check("image.json", file) }).toEqual({
        file,
        problems: [
          {
            pointer: "",
            message: `A picture uploaded with the content manager (JPEG, PNG, WebP or AVIF) (now ${JSON.stringify(file)})`,
          },
        ],
      })
  })

  it("says what in a rich text is wrong, in rich-text.ts's words, with the site's pages for links", () => {
    expect(check("rich.json", "A [link](/financial-advisory) and **bold** text.")).toEqual([])
    for (const text of [
      "Some <b>bold</b> text.",
      "A [link](/financial-advise).",
      "![A picture](https://example.org/a.png)",
    ])
      expect(check("rich.json", text)).toEqual([{ pointer: "", message: richTextProblems(text, SITE.routes)[0] }])
    expect(check("rich.json", "Some <b>bold</b> text.")[0].message).toMatch(/^This text contains HTML/)
  })
})

describe("problemsOf on errors the content checker does not make", () => {
  /** An error at the field `field`, as another checker (or another set-up of Ajv) might report it. */
  const error = (fields: Pick<ErrorObject, "keyword"> & Partial<ErrorObject>): ErrorObject => ({
    instancePath: "/field",
    schemaPath: "#/properties/field",
    params: {},
    ...fields,
  })

  it.each([
    ["a schema's own words that came without words", error({ keyword: "errorMessage" }), "Not in the expected form"],
    ["a rule it has no words of its own for, without the checker's", error({ keyword: "const" }), "Not allowed"],
    ["a format it does not know, by its name", error({ keyword: "format", params: { format: "uri" } }), "A valid uri"],
    [
      "a limit that is not a number, by leaving it out",
      error({ keyword: "maximum", parentSchema: { type: "integer", minimum: "1", maximum: 5 } }),
      "A whole number up to 5",
    ],
  ])("words %s", (_case, found, rule) => {
    expect(problemsOf([found], { field: 7 }, SITE)).toEqual([{ pointer: "/field", message: `${rule} (now 7)` }])
  })
})
