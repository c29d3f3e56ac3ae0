import React from "react"
import { act, render, screen, waitFor } from "@testing-library/react"
import type DecapCms from "decap-cms-app"
import { choiceOptions, registerCheckedWidgets } from "../../../../../plugins/content-admin/admin/checked-widgets"
import type { ControlInstance, ImmutableValue } from "../../../../../plugins/content-admin/admin/decap-internals"
import { dataKey, type Published } from "../../../../../plugins/content-admin/admin/published-content"
import { cmsConfig, type DecapField } from "../../../../../plugins/content-admin/cms-config"
import {
  CHOICE_WIDGET,
  COLLECTION,
  ENTRY_ADDRESS_WIDGET,
  ENTRY_RETIREMENT_WIDGET,
} from "../../../../../plugins/content-admin/names"
import {
  liveFormat,
  retirementFallback,
  type ContentKind,
  EVERY_KIND,
  CONTENT_KINDS,
} from "../../../../../plugins/content-model/content-kinds"
import { entryOf, isLive } from "../../../../../plugins/content-model/content-entries"
import { createContentChecker, problemsOf } from "../../../../../plugins/content-model/content-rules"
import { problemsOfFileData } from "../../../../../plugins/content-model/entry-rules"
import { filesOfKind, readContentSnapshot } from "../../../../../plugins/content-model/content-snapshot"
import { reservedAtTop } from "../../../../../plugins/content-model/site-facts"
import { content } from "../../../../../tools/content"
import { adminAtStart } from "../../../support/admin-store"
import { repoRoot } from "../../../support/repo-root"

const snapshot = readContentSnapshot(repoRoot)
const { schemas } = snapshot.schemas

/** What is published: `files` by kind, each an id and its file's content. */
function publishedOf(files: Partial<Record<string, { id: string; data: object }[]>>): Published {
  const all = EVERY_KIND.flatMap(kind => (files[kind.name] ?? []).map(file => ({ kind, ...file })))
  return {
    entries: all.map(({ kind, id, data }) => entryOf(kind, id, data)),
    data: new Map(all.map(({ kind, id, data }) => [dataKey(kind.name, id), data])),
    categories: content.entryPages.categories.map(({ id, name }) => ({ id, name })),
    listing: content.entryPages,
    reservedAtTop: reservedAtTop(snapshot.pageStems, snapshot.reservedByPlugins),
  }
}

/** The content's service pages, and made-up people (the content may have none): live, untitled, retired. */
const servicePages = filesOfKind(snapshot, CONTENT_KINDS["service-page"].name).map(({ id, data }) => ({
  id,
  data: data as object,
}))
const people = [
  { id: "live-person", data: { address: "live-person", name: "A live person" } },
  { id: "untitled", data: { address: "untitled" } },
  {
    id: "former",
    data: { address: "former", name: "A former colleague", retiredTo: retirementFallback(CONTENT_KINDS.person) },
  },
]
const published = publishedOf({
  [CONTENT_KINDS["service-page"].name]: servicePages,
  [CONTENT_KINDS.person.name]: people,
})

describe("choiceOptions: what a choice offers, by name", () => {
  it("offers the live entries of a kind whose retired entries cannot be chosen, by title", () => {
    const kind = EVERY_KIND.find(candidate => candidate.choosable === "live")!
    const live = published.entries.filter(entry => entry.kind === kind.name && isLive(entry))
    expect(choiceOptions(kind.name, published)).toEqual(live.map(entry => ({ label: entry.title, value: entry.id })))
  })

  it("offers also the retired entries, marked, of a kind whose retired entries still sign (people)", () => {
    expect(CONTENT_KINDS.person.choosable).toBe("any")
    const options = choiceOptions(CONTENT_KINDS.person.name, published)
    expect(options.map(option => option.value)).toEqual(["live-person", "untitled", "former"])
    expect(options[0].label).toBe("A live person")
    // An entry without a title yet is named by its id.
    expect(options[1].label).toBe("untitled")
    expect(options[2].label).toContain("A former colleague")
    expect(options[2].label).not.toBe("A former colleague")
  })

  it("offers only the live people for a text that must name a published person (who answers a service page)", () => {
    const options = choiceOptions(liveFormat(CONTENT_KINDS.person), published)
    expect(options.map(option => option.value)).toEqual(["live-person", "untitled"])
    expect(options[0].label).toBe("A live person")
  })

  it("offers no retired entry of a kind whose retired entries cannot be chosen", () => {
    const retired = publishedOf({
      [CONTENT_KINDS["service-page"].name]: servicePages.map(page => ({
        ...page,
        data: { ...page.data, retiredTo: retirementFallback(CONTENT_KINDS["service-page"]) },
      })),
    })
    expect(choiceOptions(CONTENT_KINDS["service-page"].name, retired)).toEqual([])
  })

  it("offers the categories by name", () => {
    expect(choiceOptions("category", published)).toEqual(
      content.entryPages.categories.map(({ id, name }) => ({ label: name, value: id }))
    )
  })

  it("offers nothing before anything published is known, or for what names no kind", () => {
    expect(choiceOptions(CONTENT_KINDS.person.name, undefined)).toEqual([])
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
  toJS: () => items.map(item => item.toJS!()),
})

/**
 * Decap's widget registry, as Decap's own: `getWidget` gives what was registered last under a name. Its
 * widgets are simple controls that show which of Decap's widgets drew them, and a select its options.
 */
function fakeDecap() {
  const widgets = new Map<string, { control: unknown; preview?: unknown; schema?: unknown }>()
  const registered: string[] = []
  /** Decap's own controls that were asked to focus, by widget, with the path asked for. */
  const focused: [string, string | undefined][] = []
  const decapsOwn = (name: string) =>
    class DecapControl extends React.Component<{
      forID: string
      value: unknown
      field: ImmutableValue
      forList?: boolean
      collapsed?: boolean
    }> {
      focus(path?: string) {
        focused.push([name, path])
      }

      render() {
        const { forID, value, field, forList, collapsed } = this.props
        if (name === "object" || name === "list")
          return (
            <fieldset
              id={forID}
              data-decap={name}
              data-for-list={forList}
              data-collapsed={collapsed}
              data-value={JSON.stringify(value ?? null)}
            />
          )
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
  /** Decap's own controls that say when they redraw, as Decap's do: text always, an image when a picture arrives. */
  const redraws: Record<string, (now: Record<string, unknown>, next: Record<string, unknown>) => boolean> = {
    text: () => true,
    image: (now, next) => now.mediaPaths !== next.mediaPaths,
  }
  for (const name of ["string", "text", "number", "datetime", "markdown", "image", "select", "list", "object"]) {
    const control = decapsOwn(name)
    const redraw = redraws[name]
    if (redraw)
      Object.assign(control.prototype, {
        shouldComponentUpdate(this: React.Component, next: Record<string, unknown>) {
          return redraw(this.props, next)
        },
      })
    widgets.set(name, { control, preview: `${name} preview`, schema: { name } })
  }
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
    focused,
    control: (name: string) =>
      widgets.get(name)!.control as React.ComponentType<Record<string, unknown> & React.RefAttributes<ControlInstance>>,
  }
}

/** What the backend lists through a control's `query`: the published content above, by collection. */
function query(_namespace: string, collection: string, _fields: string[], _term: string, file?: string) {
  backend.reads += 1
  if (backend.failing > 0) {
    backend.failing -= 1
    return Promise.resolve({ payload: { error: "the backend cannot be reached" } })
  }
  const answer = (files: { id: string; data: unknown }[]) =>
    Promise.resolve({ payload: { hits: files.map(({ id, data }) => ({ slug: id, data })) } })
  if (collection === COLLECTION) return answer(file === "entry-pages" ? [{ id: file, data: content.entryPages }] : [])
  return answer(
    collection === CONTENT_KINDS["service-page"].folder
      ? servicePages
      : collection === CONTENT_KINDS.person.folder
        ? people
        : []
  )
}

/** How many listings the backend was asked for, and how many of the next ones fail. */
const backend = { reads: 0, failing: 0 }
beforeEach(() => Object.assign(backend, { reads: 0, failing: 0 }))

/** The admin's checks as admin/cms.tsx makes them, registered with a fake Decap. */
function registerWithFakeDecap() {
  const { facts, store } = adminAtStart(snapshot.pageStems)
  const decap = fakeDecap()
  registerCheckedWidgets(decap.cms, { checker: createContentChecker(schemas.values(), facts), facts, published: store })
  return { ...decap, store, facts }
}

/** The props Decap gives a control of `field` (its configuration) in an entry of `kind`'s collection. */
function propsFor(
  field: Record<string, unknown>,
  value: unknown,
  entry: { kind?: ContentKind; slug?: string; data?: Record<string, unknown>; fields?: string[] } = {}
) {
  const collectionFields = immutableList(
    (entry.fields ?? (entry.kind ? ["address", "retiredTo"] : [])).map(name => immutable({ name }))
  )
  return {
    field: immutable(field),
    value,
    forID: `${String(field.name)}-field`,
    entry: immutable({
      newRecord: entry.slug === undefined,
      slug: entry.slug ?? "",
      data: immutable(entry.data ?? {}),
    }),
    // A kind's folder has its fields; the site's content has a file for each data file, with its fields.
    collection: entry.kind
      ? immutable({ name: entry.kind.folder, fields: collectionFields })
      : immutable({
          name: COLLECTION,
          files: immutableList([immutable({ name: entry.slug, fields: collectionFields })]),
        }),
    onChange: () => undefined,
    query,
  }
}

/** Renders a registered widget and waits for what is published to be read; gives its instance. */
async function drawn(decap: ReturnType<typeof registerWithFakeDecap>, name: string, props: Record<string, unknown>) {
  const Control = decap.control(name)
  const ref = React.createRef<ControlInstance>()
  const view = render(<Control {...props} ref={ref} />)
  // A read that fails is reported when the form is checked.
  await act(async () => {
    await decap.store.reading?.catch(() => undefined)
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

/** An optional group of fields as the configuration draws one: a service card's link. */
const LINK_GROUP = {
  rule: "common.schema.json#/$defs/ServicePageLink",
  fields: [
    { name: "label", label: "Link text" },
    { name: "page", label: "Leads to" },
  ],
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

  it("redraws an image as Decap's image widget asks (a picture chosen in the media library), the others when their value changes", async () => {
    const decap = registerWithFakeDecap()
    const redrawn = async (widget: string, next: Record<string, unknown>) => {
      const props = propsFor({ name: "field", label: "Field" }, "a", { kind: CONTENT_KINDS.person })
      const { instance } = await drawn(decap, widget, props)
      return instance.shouldComponentUpdate!({ ...props, ...next })
    }
    const picture = { mediaPaths: { field: "photos/jane.png" } }
    expect(await redrawn("image", picture)).toBe(true)
    expect(await redrawn("image", {})).toBe(false)
    for (const widget of ["string", "text", "markdown"]) {
      expect({ widget, redrawn: await redrawn(widget, picture) }).toEqual({ widget, redrawn: false })
      expect({ widget, redrawn: await redrawn(widget, { value: "b" }) }).toEqual({ widget, redrawn: true })
    }
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
    const field = { name: "address", label: "Address", kind: CONTENT_KINDS["service-page"].name, length: { max: 60 } }
    const { container } = await drawn(
      decap,
      ENTRY_ADDRESS_WIDGET,
      propsFor(field, "an-address", { kind: CONTENT_KINDS["service-page"] })
    )
    expect([...container.querySelectorAll("[data-decap]")].map(element => element.getAttribute("data-decap"))).toEqual([
      "string",
    ])
    expect(container.querySelectorAll('[id$="-count"]')).toHaveLength(1)
  })

  it("shows a choice's hint once, above Decap's select, with the options published now", async () => {
    const decap = registerWithFakeDecap()
    const field = {
      name: "page",
      label: "Leads to",
      choices: CONTENT_KINDS["service-page"].name,
      choice_hint: "Which page.",
    }
    const { container } = await drawn(decap, CHOICE_WIDGET, propsFor(field, ""))
    expect(screen.getAllByText("Which page.")).toHaveLength(1)
    expect(container.querySelectorAll("[data-decap]")).toHaveLength(1)
    expect([...container.querySelectorAll("option")].map(option => option.value)).toEqual(
      choiceOptions(CONTENT_KINDS["service-page"].name, published).map(option => option.value)
    )
  })

  it("offers a retired entry's fallback and the other live entries of its kind, not the entry itself", async () => {
    const decap = registerWithFakeDecap()
    const fallback = {
      label: CONTENT_KINDS.person.collection.fallbackLabel,
      value: retirementFallback(CONTENT_KINDS.person),
    }
    const field = { name: "retiredTo", label: "Retired", kind: CONTENT_KINDS.person.name, fallback, required: false }
    const { container } = await drawn(
      decap,
      ENTRY_RETIREMENT_WIDGET,
      propsFor(field, "", { kind: CONTENT_KINDS.person, slug: "live-person" })
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
    const field = { name: "address", label: "Address", kind: CONTENT_KINDS.person.name }
    // A retired person's address stays theirs: it leads on.
    const { instance } = await drawn(
      decap,
      ENTRY_ADDRESS_WIDGET,
      propsFor(field, "former", { kind: CONTENT_KINDS.person })
    )
    const result = instance.isValid!() as { error: { message: string } }
    expect(result.error.message).toContain('"former"')
    const free = await drawn(
      decap,
      ENTRY_ADDRESS_WIDGET,
      propsFor(field, "someone-new", { kind: CONTENT_KINDS.person })
    )
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
    const { rule, fields } = LINK_GROUP
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

  it("names a field of a group half filled in once, when it bears the group's name (a Photo's picture)", async () => {
    const decap = registerWithFakeDecap()
    const rule = "common.schema.json#/$defs/Photo"
    const photo = schemas.get("common.schema.json")!.$defs!.Photo
    const fields = Object.entries(photo.properties!).map(([name, property]) => ({ name, label: property.title! }))
    expect(fields.find(({ name }) => name === "image")!.label).toBe(photo.title)
    const field = { name: "photo", label: photo.title, rule, required: false, fields }
    // A description, and no picture chosen (Decap's group has no value for it).
    const described = { alt: "A description" }
    const validate = createContentChecker(schemas.values(), decap.facts).getSchema(rule)!
    expect(validate(described)).toBe(false)
    const [problem] = problemsOf(validate.errors!, described, decap.facts)
    expect(problem.pointer).toBe("/image")
    const reported: unknown[][] = []
    const onValidateObject = (...args: unknown[]) => reported.push(args)
    const { instance } = await drawn(decap, "object", { ...propsFor(field, described), onValidateObject })
    instance.validate!()
    expect(reported).toEqual([["photo-field", [{ type: "CUSTOM", message: problem.message }]]])
    expect(await summarized(photo.title!)).toEqual([`${photo.title}: ${problem.message}`])
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

  /** The items of the summary of a refused save that begin with `label`, once it shows them. */
  async function summarized(label: string): Promise<string[]> {
    let items: string[] = []
    await waitFor(() => {
      items = screen
        .queryAllByRole("listitem")
        .map(item => item.textContent ?? "")
        .filter(text => text.startsWith(`${label}: `))
      expect(items.length).toBeGreaterThan(0)
    })
    return items
  }

  it("refuses a required value that is missing or null as it refuses an empty one", async () => {
    const decap = registerWithFakeDecap()
    for (const value of [undefined, null]) {
      const { instance } = await drawn(decap, "string", propsFor({ name: "headline", label: "Headline" }, value))
      expect(instance.isValid!()).toEqual({ error: { type: "CUSTOM", message: "Required (now empty)" } })
    }
  })

  it("names the field in the summary of a refused save by its label, or by its name when it has none", async () => {
    const decap = registerWithFakeDecap()
    const labelled = await drawn(decap, "string", propsFor({ name: "labelled", label: "A labelled field" }, ""))
    labelled.instance.isValid!()
    expect(await summarized("A labelled field")).toEqual(["A labelled field: Required (now empty)"])
    const unlabelled = await drawn(decap, "string", propsFor({ name: "unlabelled" }, ""))
    unlabelled.instance.isValid!()
    expect(await summarized("unlabelled")).toEqual(["unlabelled: Required (now empty)"])
  })

  it("reads what is published when a form first draws, not for each form, and again once it is outdated", async () => {
    const decap = registerWithFakeDecap()
    const props = propsFor({ name: "headline", label: "Headline" }, "A headline")
    const { rerender } = await drawn(decap, "string", props)
    const Control = decap.control("string")
    const afterFirst = backend.reads
    expect(afterFirst).toBeGreaterThan(0)
    rerender(<Control {...props} value="Another headline" />)
    // Another form: what is published has not changed, so nothing is read.
    act(() => void window.dispatchEvent(new HashChangeEvent("hashchange")))
    await drawn(decap, "string", propsFor({ name: "title", label: "Title" }, "A title"))
    expect(backend.reads).toBe(afterFirst)
    act(() => decap.store.changeEnds())
    rerender(<Control {...props} value="A third headline" />)
    await act(async () => {
      await decap.store.reading
    })
    expect(backend.reads).toBe(2 * afterFirst)
  })

  it("after a read that failed, reads again when the form draws, and a check waits for a new read", async () => {
    const decap = registerWithFakeDecap()
    backend.failing = 1
    const props = propsFor({ name: "headline", label: "Headline" }, "A headline")
    const { rerender } = await drawn(decap, "string", props)
    expect(decap.store.current).toBeUndefined()
    const Control = decap.control("string")
    const readsBefore = backend.reads
    rerender(<Control {...props} value="Another headline" />)
    await act(async () => {
      await decap.store.reading
    })
    expect(backend.reads).toBeGreaterThan(readsBefore)

    // A form whose first read failed: its check starts a read of its own, and passes once it ends.
    const other = registerWithFakeDecap()
    backend.failing = 1
    const { instance } = await drawn(other, "string", props)
    expect(other.store.current).toBeUndefined()
    const answer = instance.isValid!()
    expect(answer).toBeInstanceOf(Promise)
    await act(async () => {
      await expect(answer).resolves.toBeUndefined()
    })
  })

  it("judges a list by its own rule (how many items), not by its items' problems, which the items show", async () => {
    const decap = registerWithFakeDecap()
    const reported: unknown[][] = []
    const field = { name: "steps", label: "Steps", rule: "steps.schema.json#/properties/steps" }
    const props = { ...propsFor(field, [{}]), onValidateObject: (...args: unknown[]) => reported.push(args) }
    const { instance } = await drawn(decap, "list", props)
    instance.validate!()
    expect(reported).toEqual([[props.forID, []]])
    // A list not yet given a value has no items: too few.
    const none = await drawn(decap, "list", { ...props, value: undefined })
    none.instance.validate!()
    expect(reported[1]).toEqual([props.forID, [expect.objectContaining({ type: "RANGE" })]])
  })

  it("checks the rules of the entry a top-level field belongs to (an article reviewed before it was published)", async () => {
    const decap = registerWithFakeDecap()
    const article = { kind: CONTENT_KINDS.article, slug: "an-article", fields: ["published", "reviewed"] }
    const data = { published: "2025-05-01", reviewer: "live-person" }
    const field = { name: "reviewed", label: "Reviewed" }
    const early = await drawn(decap, "string", propsFor(field, "2025-01-01", { ...article, data }))
    expect(early.instance.isValid!()).toMatchObject({ error: { type: "CUSTOM" } })
    const later = await drawn(decap, "string", propsFor(field, "2025-06-01", { ...article, data }))
    expect(later.instance.isValid!()).toBe(true)
    // A field of the same name inside a list item is not the entry's: the entry's rules do not judge it.
    const nested = await drawn(
      decap,
      "string",
      propsFor(field, "2025-01-01", { ...article, data, fields: ["published"] })
    )
    expect(nested.instance.isValid!()).toBe(true)
  })

  it("checks the rules that span a data file's fields, at the top-level field or inside the top-level group they name", async () => {
    const decap = registerWithFakeDecap()
    const contactFile = { slug: "contact", fields: ["replyTime", "replyPromise"] }
    const promise = {
      timeZone: "America/New_York",
      days: ["monday"],
      opens: "17:00",
      closes: "09:00",
      replyWithinBusinessHours: 4,
    }
    const expected = problemsOfFileData("contact.json", { replyTime: "24 hours", replyPromise: promise })
    expect(expected.map(problem => problem.pointer)).toEqual(["/replyPromise/closes", "/replyTime"])
    // The reply time, a top-level text: it must name the promise's hours.
    const replyTime = { name: "replyTime", label: "Reply time", rule: "contact.schema.json#/properties/replyTime" }
    const words = await drawn(
      decap,
      "string",
      propsFor(replyTime, "24 hours", { ...contactFile, data: { replyPromise: promise } })
    )
    expect(words.instance.isValid!()).toEqual({ error: { type: "CUSTOM", message: expected[1].message } })
    const named = await drawn(
      decap,
      "string",
      propsFor(replyTime, "{hours} business hours", { ...contactFile, data: { replyPromise: promise } })
    )
    expect(named.instance.isValid!()).toBe(true)
    // The promise, an optional group: its closing time must come after its opening, said at that field.
    const fields = [
      { name: "opens", label: "Opens at" },
      { name: "closes", label: "Closes at" },
    ]
    const group = {
      name: "replyPromise",
      label: "Reply promise",
      required: false,
      fields,
      rule: "contact.schema.json#/properties/replyPromise",
    }
    const reported: unknown[][] = []
    const onValidateObject = (...args: unknown[]) => reported.push(args)
    const data = { replyTime: "{hours} business hours" }
    const backwards = await drawn(decap, "object", {
      ...propsFor(group, promise, { ...contactFile, data }),
      onValidateObject,
    })
    backwards.instance.validate!()
    expect(reported).toEqual([
      ["replyPromise-field", [{ type: "CUSTOM", message: `Closes at: ${expected[0].message}` }]],
    ])
    const forwards = await drawn(decap, "object", {
      ...propsFor(group, { ...promise, opens: "09:00", closes: "17:00" }, { ...contactFile, data }),
      onValidateObject,
    })
    forwards.instance.validate!()
    expect(reported[1]).toEqual(["replyPromise-field", []])
    // Every field cleared, its list of days without items: left out, as canonical-json.ts saves it.
    const cleared = await drawn(decap, "object", {
      ...propsFor(group, { timeZone: "", days: [], opens: "", closes: "" }, { ...contactFile, data }),
      onValidateObject,
    })
    cleared.instance.validate!()
    expect(reported).toHaveLength(2)
    // Filled in by a list's items or a number alone, it is no longer blank: its other fields are asked for.
    for (const partly of [
      { timeZone: "", days: ["monday"], opens: "", closes: "" },
      { timeZone: "", days: [], opens: "", closes: "", replyWithinBusinessHours: 4 },
    ]) {
      const partial = await drawn(decap, "object", {
        ...propsFor(group, partly, { ...contactFile, data }),
        onValidateObject,
      })
      reported.length = 0
      partial.instance.validate!()
      expect(reported).toEqual([["replyPromise-field", expect.arrayContaining([expect.anything()])]])
    }
    // Its own fields first: the rule across them waits until each is as its schema asks.
    const unfinished = await drawn(decap, "object", {
      ...propsFor(group, { ...promise, timeZone: "" }, { ...contactFile, data }),
      onValidateObject,
    })
    reported.length = 0
    unfinished.instance.validate!()
    const messages = (reported[0][1] as { message: string }[]).map(({ message }) => message)
    expect(messages.length).toBeGreaterThan(0)
    expect(messages).not.toContain(`Closes at: ${expected[0].message}`)
    // A required promise says the rule across its fields too, and only its own: not the reply time's.
    const required = await drawn(decap, "object", {
      ...propsFor({ ...group, required: true }, promise, { ...contactFile, data }),
      onValidateObject,
    })
    reported.length = 0
    required.instance.validate!()
    expect(reported).toEqual([
      ["replyPromise-field", [{ type: "CUSTOM", message: `Closes at: ${expected[0].message}` }]],
    ])
    const besideAWrongReplyTime = await drawn(decap, "object", {
      ...propsFor(
        group,
        { ...promise, opens: "09:00", closes: "17:00" },
        { ...contactFile, data: { replyTime: "24 hours" } }
      ),
      onValidateObject,
    })
    reported.length = 0
    besideAWrongReplyTime.instance.validate!()
    expect(reported).toEqual([["replyPromise-field", []]])
  })

  it("checks a retirement against what is published: an entry is not retired to itself", async () => {
    const decap = registerWithFakeDecap()
    const fallback = {
      label: CONTENT_KINDS.person.collection.fallbackLabel,
      value: retirementFallback(CONTENT_KINDS.person),
    }
    const field = { name: "retiredTo", label: "Retired", kind: CONTENT_KINDS.person.name, fallback, required: false }
    const props = propsFor(field, "live-person", { kind: CONTENT_KINDS.person, slug: "live-person" })
    const { instance } = await drawn(decap, ENTRY_RETIREMENT_WIDGET, {
      ...props,
      entry: immutable({ newRecord: false, slug: "live-person", data: immutable({ address: "live-person" }) }),
    })
    expect(instance.isValid!()).toMatchObject({ error: { type: "CUSTOM" } })
  })

  it("still shows a chosen value no longer offered (a page retired since), marked, so that its check can refuse it", async () => {
    const decap = registerWithFakeDecap()
    const field = { name: "page", label: "Leads to", choices: CONTENT_KINDS["service-page"].name }
    const offered = choiceOptions(CONTENT_KINDS["service-page"].name, published).map(option => option.value)
    for (const value of ["a-retired-page", ["a-retired-page"]]) {
      const { container, unmount } = await drawn(decap, CHOICE_WIDGET, propsFor(field, value))
      const options = [...container.querySelectorAll("option")]
      expect(options.map(option => option.value)).toEqual([...offered, "a-retired-page"])
      expect(options.at(-1)!.textContent).toContain("a-retired-page")
      expect(options.at(-1)!.textContent).not.toBe("a-retired-page")
      unmount()
    }
    // A value offered, or none yet, adds nothing.
    const person = { name: "author", label: "Author", choices: CONTENT_KINDS.person.name }
    const people = choiceOptions(CONTENT_KINDS.person.name, published)
    expect(people.length).toBeGreaterThan(1)
    for (const value of [people[0].value, undefined, null, ""]) {
      const { container, unmount } = await drawn(decap, CHOICE_WIDGET, propsFor(person, value))
      expect([...container.querySelectorAll("option")].map(option => option.value)).toEqual(
        people.map(option => option.value)
      )
      unmount()
    }
  })

  it("passes focus to Decap's own control, with the path asked for, in every wrapper", async () => {
    const decap = registerWithFakeDecap()
    const value = await drawn(decap, "string", propsFor({ name: "headline", label: "Headline" }, "A headline"))
    value.instance.focus!("a/path")
    const list = await drawn(decap, "list", propsFor({ name: "steps", label: "Steps" }, []))
    list.instance.focus!("0")
    const group = await drawn(decap, "object", propsFor({ name: "link", label: "Link", fields: [] }, {}))
    group.instance.focus!("label")
    expect(decap.focused).toEqual([
      ["string", "a/path"],
      ["list", "0"],
      ["object", "label"],
    ])
  })

  it("draws a list's and a group's new value at once, as Decap's own containers do", async () => {
    const decap = registerWithFakeDecap()
    for (const [name, first, next] of [
      ["list", ["a"], ["a", "b"]],
      ["object", { label: "a" }, { label: "b" }],
    ] as const) {
      const props = propsFor({ name: "part", label: "Part" }, first)
      const { container, rerender } = await drawn(decap, name, props)
      const Control = decap.control(name)
      rerender(<Control {...props} value={next} />)
      expect(container.querySelector(`[data-decap=${name}]`)!.getAttribute("data-value")).toBe(JSON.stringify(next))
    }
  })

  it("leaves a required group and a group filled in well to their fields; says a group half filled in in the summary", async () => {
    const decap = registerWithFakeDecap()
    const { rule, fields } = LINK_GROUP
    const [page] = servicePages
    const reported: unknown[][] = []
    const onValidateObject = (...args: unknown[]) => reported.push(args)
    const group = (field: Record<string, unknown>, value: unknown) =>
      drawn(decap, "object", { ...propsFor({ name: "link", rule, fields, ...field }, value), onValidateObject })
    // Two groups checked in one pass have fields of their own.

    // The group's fields read what is published, as a form's fields do.
    await drawn(decap, "string", propsFor({ name: "label", label: "Link text" }, "Read more"))
    const required = await group({ label: "Required link" }, { label: "Read more", page: "" })
    expect(required.instance.isValid!()).toBe(true)
    required.instance.validate!()
    const requiredByDefault = await group({ label: "Link", required: true }, { label: "Read more", page: "" })
    requiredByDefault.instance.validate!()
    expect(reported).toEqual([])

    // A group filled in well and a group half filled in, checked in one pass (one save): the summary names
    // the second alone, with each of its problems.
    const whole = await group(
      { name: "wholeLink", label: "Whole link", required: false },
      { label: "Read more", page: page?.id ?? "" }
    )
    const odd = await group({ name: "oddLink", label: "Odd link", required: false }, { label: 5, page: "" })
    whole.instance.validate!()
    odd.instance.validate!()
    if (page) expect(reported[0]).toEqual(["wholeLink-field", []])
    const [item] = await summarized("Odd link")
    expect(item.split("; ").map(message => message.replace(/^Odd link: /, "").split(": ")[0])).toEqual([
      "Link text",
      "Leads to",
    ])
    if (page)
      expect(screen.queryAllByRole("listitem").filter(li => li.textContent?.startsWith("Whole link"))).toEqual([])
  })
})
