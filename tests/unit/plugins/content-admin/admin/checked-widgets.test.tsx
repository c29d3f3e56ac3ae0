import React from "react"
import { act, render, screen } from "@testing-library/react"
import type DecapCms from "decap-cms-app"
import { choiceOptions, registerCheckedWidgets } from "../../../../../plugins/content-admin/admin/checked-widgets"
import type { ControlInstance, ImmutableValue } from "../../../../../plugins/content-admin/admin/decap-internals"
import {
  createPublishedStore,
  dataKey,
  type Published,
  type PublishedStore,
} from "../../../../../plugins/content-admin/admin/published-content"
import { cmsConfig, type DecapField } from "../../../../../plugins/content-admin/cms-config"
import {
  CHOICE_WIDGET,
  COLLECTION,
  ENTRY_ADDRESS_WIDGET,
  ENTRY_RETIREMENT_WIDGET,
} from "../../../../../plugins/content-admin/names"
import {
  CONTENT_KINDS,
  PERSON,
  SERVICE_PAGE,
  retirementFallback,
  type ContentKind,
} from "../../../../../plugins/content-schema/content-kinds"
import { entryOf, isLive } from "../../../../../plugins/content-schema/content-entries"
import { createContentChecker, problemsOf } from "../../../../../plugins/content-schema/content-rules"
import { filesOfKind, readContentSnapshot } from "../../../../../plugins/content-schema/content-snapshot"
import { reservedAtTop, siteFactsOf } from "../../../../../plugins/content-schema/site-facts"
import { content } from "../../../../../tools/content"
import { repoRoot } from "../../../support/repo-root"

const snapshot = readContentSnapshot(repoRoot)
const { schemas } = snapshot.schemas

/** What is published: `files` by kind, each an id and its file's content. */
function publishedOf(files: Partial<Record<string, { id: string; data: object }[]>>): Published {
  const all = CONTENT_KINDS.flatMap(kind => (files[kind.name] ?? []).map(file => ({ kind, ...file })))
  return {
    entries: all.map(({ kind, id, data }) => entryOf(kind, id, data)),
    data: new Map(all.map(({ kind, id, data }) => [dataKey(kind.name, id), data])),
    categories: content.insights.categories.map(({ id, name }) => ({ id, name })),
    listing: content.insights,
    reservedAtTop: reservedAtTop(snapshot.pageStems),
  }
}

/** The content's service pages, and made-up people (the content may have none): live, untitled, retired. */
const servicePages = filesOfKind(snapshot, SERVICE_PAGE.name).map(({ id, data }) => ({ id, data: data as object }))
const people = [
  { id: "live-person", data: { address: "live-person", name: "A live person" } },
  { id: "untitled", data: { address: "untitled" } },
  { id: "former", data: { address: "former", name: "A former colleague", retiredTo: retirementFallback(PERSON) } },
]
const published = publishedOf({ [SERVICE_PAGE.name]: servicePages, [PERSON.name]: people })

describe("choiceOptions: what a choice offers, by name", () => {
  it("offers the live entries of a kind whose retired entries cannot be chosen, by title", () => {
    const kind = CONTENT_KINDS.find(candidate => candidate.choosable === "live")!
    const live = published.entries.filter(entry => entry.kind === kind.name && isLive(entry))
    expect(choiceOptions(kind.name, published)).toEqual(live.map(entry => ({ label: entry.title, value: entry.id })))
  })

  it("offers also the retired entries, marked, of a kind whose retired entries still sign (people)", () => {
    expect(PERSON.choosable).toBe("any")
    const options = choiceOptions(PERSON.name, published)
    expect(options.map(option => option.value)).toEqual(["live-person", "untitled", "former"])
    expect(options[0].label).toBe("A live person")
    // An entry without a title yet is named by its id.
    expect(options[1].label).toBe("untitled")
    expect(options[2].label).toContain("A former colleague")
    expect(options[2].label).not.toBe("A former colleague")
  })

  it("offers no retired entry of a kind whose retired entries cannot be chosen", () => {
    const retired = publishedOf({
      [SERVICE_PAGE.name]: servicePages.map(page => ({
        ...page,
        data: { ...page.data, retiredTo: retirementFallback(SERVICE_PAGE) },
      })),
    })
    expect(choiceOptions(SERVICE_PAGE.name, retired)).toEqual([])
  })

  it("offers the categories by name", () => {
    expect(choiceOptions("category", published)).toEqual(
      content.insights.categories.map(({ id, name }) => ({ label: name, value: id }))
    )
  })

  it("offers nothing before anything published is known, or for what names no kind", () => {
    expect(choiceOptions(PERSON.name, undefined)).toEqual([])
    expect(choiceOptions("category", undefined)).toEqual([])
    expect(choiceOptions("no-such-kind", published)).toEqual([])
  })
})

/** An Immutable.js map as Decap passes one: `get` with a fallback, `set`, `toJS`; lists of maps have `some`. */
type FakeImmutable = ImmutableValue & { set(key: string, value: unknown): FakeImmutable }
function immutable(value: Record<string, unknown>): FakeImmutable {
  return {
    get: (key, fallback) => (key in value ? value[key] : fallback),
    set: (key, inner) => immutable({ ...value, [key]: inner }),
    toJS: () => value,
  }
}
const immutableList = (items: FakeImmutable[]) => ({
  some: (test: (item: FakeImmutable) => boolean) => items.some(test),
})

/**
 * Decap's widget registry, as Decap's own: `getWidget` gives what was registered last under a name. Its
 * widgets are simple controls that show which of Decap's widgets drew them, and a select its options.
 */
function fakeDecap() {
  const widgets = new Map<string, { control: unknown; preview?: unknown; schema?: unknown }>()
  const registered: string[] = []
  const decapsOwn = (name: string) =>
    class DecapControl extends React.Component<{
      forID: string
      value: unknown
      field: ImmutableValue
      forList?: boolean
      collapsed?: boolean
    }> {
      render() {
        const { forID, value, field, forList, collapsed } = this.props
        if (name === "object")
          return <fieldset id={forID} data-decap={name} data-for-list={forList} data-collapsed={collapsed} />
        if (name === "select") {
          const options = (field.get("options") ?? []) as { label: string; value: string }[]
          return (
            <select
              id={forID}
              data-decap={name}
              value={typeof value === "string" ? value : ""}
              onChange={() => undefined}
            >
              {options.map(option => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )
        }
        return (
          <input
            id={forID}
            data-decap={name}
            value={typeof value === "string" ? value : ""}
            onChange={() => undefined}
          />
        )
      }
    }
  for (const name of ["string", "text", "number", "datetime", "markdown", "image", "select", "list", "object"])
    widgets.set(name, { control: decapsOwn(name), preview: `${name} preview`, schema: { name } })
  const cms = {
    getWidget: (name: string) => widgets.get(name),
    registerWidget: (name: string, control: unknown, preview?: unknown, schema?: unknown) => {
      registered.push(name)
      widgets.set(name, { control, preview, schema })
    },
  }
  return {
    cms: cms as unknown as typeof DecapCms,
    registered,
    control: (name: string) =>
      widgets.get(name)!.control as React.ComponentType<Record<string, unknown> & React.RefAttributes<ControlInstance>>,
  }
}

/** What the backend lists through a control's `query`: the published content above, by collection. */
function query(_namespace: string, collection: string, _fields: string[], _term: string, file?: string) {
  const answer = (files: { id: string; data: unknown }[]) =>
    Promise.resolve({ payload: { hits: files.map(({ id, data }) => ({ slug: id, data })) } })
  if (collection === COLLECTION) return answer(file === "insights" ? [{ id: file, data: content.insights }] : [])
  return answer(collection === SERVICE_PAGE.folder ? servicePages : collection === PERSON.folder ? people : [])
}

/** The admin's checks as admin/cms.tsx makes them, registered with a fake Decap. */
function registerWithFakeDecap() {
  const facts = siteFactsOf({ entries: [], pageStems: snapshot.pageStems, categories: [], credentialed: [] })
  const store: PublishedStore = createPublishedStore(
    { pageStems: snapshot.pageStems, reservedAtTop: reservedAtTop(snapshot.pageStems) },
    facts,
    COLLECTION
  )
  const decap = fakeDecap()
  registerCheckedWidgets(decap.cms, { checker: createContentChecker(schemas.values(), facts), facts, published: store })
  return { ...decap, store, facts }
}

/** The props Decap gives a control of `field` (its configuration) in an entry of `kind`'s collection. */
function propsFor(field: Record<string, unknown>, value: unknown, entry: { kind?: ContentKind; slug?: string } = {}) {
  const collectionFields = immutableList((entry.kind ? ["address", "retiredTo"] : []).map(name => immutable({ name })))
  return {
    field: immutable(field),
    value,
    forID: `${String(field.name)}-field`,
    entry: immutable({ newRecord: entry.slug === undefined, slug: entry.slug ?? "", data: immutable({}) }),
    collection: immutable({ name: entry.kind?.folder ?? COLLECTION, fields: collectionFields }),
    onChange: () => undefined,
    query,
  }
}

/** Renders a registered widget and waits for what is published to be read; gives its instance. */
async function drawn(decap: ReturnType<typeof registerWithFakeDecap>, name: string, props: Record<string, unknown>) {
  const Control = decap.control(name)
  const ref = React.createRef<ControlInstance>()
  const view = render(<Control {...props} ref={ref} />)
  await act(async () => {
    await decap.store.reading
  })
  return { ...view, instance: ref.current! }
}

/** Every widget the generated configuration names. */
function widgetsOf(fields: DecapField[]): string[] {
  return fields.flatMap(field => [
    field.widget,
    ...widgetsOf(field.fields ?? []),
    ...(field.field ? widgetsOf([field.field]) : []),
  ])
}

describe("registerCheckedWidgets: Decap's widgets, checked with the content check's rule book", () => {
  const config = cmsConfig(schemas, {
    githubRepo: "owner/site",
    branch: "main",
    siteUrl: "https://example.com",
    localBackendUrl: "/admin/api/v1",
    publishing: "review",
  })
  const [siteContent, ...kinds] = config.collections
  const configured = new Set([...siteContent.files, ...kinds].flatMap(({ fields }) => widgetsOf(fields)))

  it("registers every widget the configuration names that can hold a wrong value, each once", () => {
    const { registered } = registerWithFakeDecap()
    expect(new Set(registered).size).toBe(registered.length)
    const unchecked = [...configured].filter(widget => !registered.includes(widget))
    // A hidden field is not edited; a yes-or-no field cannot be wrong.
    expect(unchecked.sort()).toEqual(["boolean", "hidden"])
    for (const widget of [CHOICE_WIDGET, ENTRY_ADDRESS_WIDGET, ENTRY_RETIREMENT_WIDGET])
      expect(registered).toContain(widget)
  })

  it("stops, naming it, when Decap has no longer a widget it wraps", () => {
    const { cms, store, facts } = registerWithFakeDecap()
    const registry = cms as unknown as { getWidget(name: string): unknown }
    const without = {
      ...registry,
      getWidget: (name: string) => (name === "markdown" ? undefined : registry.getWidget(name)),
    }
    expect(() =>
      registerCheckedWidgets(without as unknown as typeof DecapCms, {
        checker: createContentChecker(schemas.values(), facts),
        facts,
        published: store,
      })
    ).toThrow('Decap has no widget "markdown"')
  })

  it("keeps Decap's preview and schema of each widget it wraps", () => {
    const { cms } = registerWithFakeDecap()
    const registry = cms as unknown as { getWidget(name: string): { preview?: unknown; schema?: unknown } }
    for (const name of ["string", "select", "list", "object"])
      expect(registry.getWidget(name)).toMatchObject({ preview: `${name} preview`, schema: { name } })
  })

  it("draws each value widget with Decap's own once, never with another wrapper: one character count under an address", async () => {
    const decap = registerWithFakeDecap()
    const field = { name: "address", label: "Address", kind: SERVICE_PAGE.name, length: { max: 60 } }
    const { container } = await drawn(
      decap,
      ENTRY_ADDRESS_WIDGET,
      propsFor(field, "an-address", { kind: SERVICE_PAGE })
    )
    expect([...container.querySelectorAll("[data-decap]")].map(element => element.getAttribute("data-decap"))).toEqual([
      "string",
    ])
    expect(container.querySelectorAll('[id$="-count"]')).toHaveLength(1)
  })

  it("shows a choice's hint once, above Decap's select, with the options published now", async () => {
    const decap = registerWithFakeDecap()
    const field = { name: "page", label: "Leads to", choices: SERVICE_PAGE.name, choice_hint: "Which page." }
    const { container } = await drawn(decap, CHOICE_WIDGET, propsFor(field, ""))
    expect(screen.getAllByText("Which page.")).toHaveLength(1)
    expect(container.querySelectorAll("[data-decap]")).toHaveLength(1)
    expect([...container.querySelectorAll("option")].map(option => option.value)).toEqual(
      choiceOptions(SERVICE_PAGE.name, published).map(option => option.value)
    )
  })

  it("offers a retired entry's fallback and the other live entries of its kind, not the entry itself", async () => {
    const decap = registerWithFakeDecap()
    const fallback = { label: PERSON.collection.fallbackLabel, value: retirementFallback(PERSON) }
    const field = { name: "retiredTo", label: "Retired", kind: PERSON.name, fallback, required: false }
    const { container } = await drawn(
      decap,
      ENTRY_RETIREMENT_WIDGET,
      propsFor(field, "", { kind: PERSON, slug: "live-person" })
    )
    expect([...container.querySelectorAll("option")].map(option => option.value)).toEqual([fallback.value, "untitled"])
  })

  it("refuses an empty required value in the content check's words, and lets Decap's own check pass", async () => {
    const decap = registerWithFakeDecap()
    const field = { name: "headline", label: "Headline" }
    const { instance } = await drawn(decap, "string", propsFor(field, ""))
    expect(instance.isValid!()).toEqual({ error: { type: "CUSTOM", message: "Required (now empty)" } })
    expect(instance.getValidateValue!()).toBeTruthy()
    const optional = await drawn(decap, "string", propsFor({ ...field, required: false }, ""))
    expect(optional.instance.isValid!()).toBe(true)
  })

  it("refuses a value its rule refuses, with the content check's message", async () => {
    const decap = registerWithFakeDecap()
    const rule = "common.schema.json#/$defs/PageSeo/properties/title"
    const validate = createContentChecker(schemas.values(), decap.facts).getSchema(rule)!
    const tooLong = "x".repeat(Number((validate.schema as { maxLength: number }).maxLength) + 1)
    expect(validate(tooLong)).toBe(false)
    const [expected] = problemsOf(validate.errors!, tooLong, decap.facts)
    const { instance } = await drawn(decap, "string", propsFor({ name: "title", label: "Title", rule }, tooLong))
    expect(instance.isValid!()).toEqual({ error: { type: "CUSTOM", message: expected.message } })
    const fine = await drawn(decap, "string", propsFor({ name: "title", label: "Title", rule }, "A title"))
    expect(fine.instance.isValid!()).toBe(true)
  })

  it("refuses an address another published entry holds, once what is published has been read", async () => {
    const decap = registerWithFakeDecap()
    const field = { name: "address", label: "Address", kind: PERSON.name }
    // A retired person's address stays theirs: it leads on.
    const { instance } = await drawn(decap, ENTRY_ADDRESS_WIDGET, propsFor(field, "former", { kind: PERSON }))
    const result = instance.isValid!() as { error: { message: string } }
    expect(result.error.message).toContain('"former"')
    const free = await drawn(decap, ENTRY_ADDRESS_WIDGET, propsFor(field, "someone-new", { kind: PERSON }))
    expect(free.instance.isValid!()).toBe(true)
  })

  it("refuses a list its rule refuses (how many items), in the content check's words, in place of Decap's", async () => {
    const decap = registerWithFakeDecap()
    const rule = "steps.schema.json#/properties/steps"
    const validate = createContentChecker(schemas.values(), decap.facts).getSchema(rule)!
    expect(validate([])).toBe(false)
    const [expected] = problemsOf(validate.errors!, [], decap.facts)
    const reported: unknown[][] = []
    const props = {
      ...propsFor({ name: "steps", label: "Steps", rule }, []),
      onValidateObject: (...args: unknown[]) => reported.push(args),
    }
    const { instance } = await drawn(decap, "list", props)
    expect(instance.isValid!()).toBe(true)
    instance.validate!()
    expect(reported).toEqual([[props.forID, [{ type: "RANGE", message: expected.message }]]])
  })

  it("draws a group without Decap's bar, its hint above it; refuses an optional group half filled in, naming the field to fill", async () => {
    const decap = registerWithFakeDecap()
    const rule = "common.schema.json#/$defs/ServicePageLink"
    const fields = [
      { name: "label", label: "Link text" },
      { name: "page", label: "Leads to" },
    ]
    const field = { name: "link", label: "Link", rule, required: false, fields, group_hint: "A link, or none." }
    const half = { label: "Read more", page: "" }
    const validate = createContentChecker(schemas.values(), decap.facts).getSchema(rule)!
    expect(validate(half)).toBe(false)
    const expected = problemsOf(validate.errors!, half, decap.facts).map(problem => {
      const child = fields.find(candidate => `/${candidate.name}` === problem.pointer)!
      return { type: "CUSTOM", message: `${child.label}: ${problem.message}` }
    })
    expect(expected.length).toBeGreaterThan(0)
    const reported: unknown[][] = []
    const onValidateObject = (...args: unknown[]) => reported.push(args)
    const { container, instance } = await drawn(decap, "object", { ...propsFor(field, half), onValidateObject })
    expect(container.querySelector("[data-decap=object]")).toMatchObject({
      dataset: { forList: "true", collapsed: "false" },
    })
    expect(screen.getByText("A link, or none.")).toBeInTheDocument()
    instance.validate!()
    expect(reported).toEqual([[`${field.name}-field`, expected]])
    // Left out entirely, an optional group is fine.
    const empty = await drawn(decap, "object", { ...propsFor(field, { label: "", page: "" }), onValidateObject })
    empty.instance.validate!()
    expect(reported).toHaveLength(1)
  })

  it("answers with a promise while what is published is being read, refused once the read ends", async () => {
    const decap = registerWithFakeDecap()
    const Control = decap.control("string")
    const ref = React.createRef<ControlInstance>()
    render(<Control {...propsFor({ name: "headline", label: "Headline" }, "")} ref={ref} />)
    const answer = ref.current!.isValid!()
    expect(answer).toBeInstanceOf(Promise)
    await act(async () => {
      await expect(answer).rejects.toThrow("Required (now empty)")
    })
  })
})
