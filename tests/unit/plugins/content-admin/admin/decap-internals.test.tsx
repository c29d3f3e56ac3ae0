import fs from "fs"
import path from "path"
import React from "react"
import { render } from "@testing-library/react"
import {
  DECAP_VERSION_CHECKED,
  askForKnownDraftsOnly,
  containerWidget,
  editedEntry,
  editedFileFields,
  entryId,
  plain,
  publishedLister,
  valueWidget,
  type ControlInstance,
  type ControlProps,
  type ImmutableValue,
} from "../../../../../plugins/content-admin/admin/decap-internals"
import { repoRoot } from "../../../support/repo-root"

const MODULE = "plugins/content-admin/admin/decap-internals.ts"
const nodeModules = path.join(repoRoot, "node_modules")

/** The comment decap-internals.ts opens with, which names every internal it uses and where Decap has it. */
const header = /^\/\*\*([\s\S]*?)\*\//.exec(fs.readFileSync(path.join(repoRoot, MODULE), "utf8"))![1]

/**
 * Each internal the header names, with the file of the installed Decap where it must still be: the package's
 * source as the header names it, or its ES module build when the package ships no source.
 */
const INTERNALS: { name: string; pkg: string; file: string }[] = [
  { name: "getWidget", pkg: "decap-cms-core", file: "src/lib/registry.js" },
  { name: "registerWidget", pkg: "decap-cms-core", file: "src/lib/registry.js" },
  { name: "query", pkg: "decap-cms-core", file: "src/actions/search.ts" },
  { name: "query", pkg: "decap-cms-core", file: "src/components/Editor/EditorControlPane/EditorControl.js" },
  { name: "getValidateValue", pkg: "decap-cms-core", file: "src/components/Editor/EditorControlPane/Widget.js" },
  { name: "shouldComponentUpdate", pkg: "decap-cms-core", file: "src/components/Editor/EditorControlPane/Widget.js" },
  { name: "validate", pkg: "decap-cms-core", file: "src/components/Editor/EditorControlPane/EditorControlPane.js" },
  { name: "focus", pkg: "decap-cms-core", file: "src/components/Editor/EditorControlPane/Widget.js" },
  { name: "mediaPaths", pkg: "decap-cms-widget-file", file: "src/withFileControl.js" },
  { name: "onValidateObject", pkg: "decap-cms-core", file: "src/components/Editor/EditorControlPane/EditorControl.js" },
  { name: "forList", pkg: "decap-cms-widget-object", file: "src/ObjectControl.js" },
  { name: "collapsed", pkg: "decap-cms-widget-object", file: "src/ObjectControl.js" },
  { name: "getBackend", pkg: "decap-cms-core", file: "src/lib/registry.js" },
  { name: "unpublishedEntry", pkg: "decap-cms-backend-proxy", file: "src/implementation.ts" },
  { name: "unpublishedEntries", pkg: "decap-cms-backend-proxy", file: "src/implementation.ts" },
  { name: "notUnderEditorialWorkflow", pkg: "decap-cms-lib-util", file: "src/EditorialWorkflowError.ts" },
  { name: "entryExist", pkg: "decap-cms-core", file: "src/backend.ts" },
]

/** The text of a file of an installed package, or undefined when it has neither the file nor its build. */
function installed(pkg: string, file: string): string | undefined {
  const candidates = [file, file.replace(/^src\//, "dist/esm/").replace(/\.ts$/, ".js")].map(candidate =>
    path.join(nodeModules, pkg, candidate)
  )
  const found = candidates.find(candidate => fs.existsSync(candidate))
  return found && fs.readFileSync(found, "utf8")
}

describe("the Decap internals the admin relies on", () => {
  it("were checked against the installed Decap", () => {
    const { version } = JSON.parse(
      fs.readFileSync(path.join(nodeModules, "decap-cms-app", "package.json"), "utf8")
    ) as { version: string }
    if (version !== DECAP_VERSION_CHECKED)
      throw new Error(
        `decap-cms-app ${version} is installed, but ${MODULE} was checked against ${DECAP_VERSION_CHECKED}: check every internal its header lists (and the class names of editor-words.ts) in ${version}, then set DECAP_VERSION_CHECKED to "${version}"`
      )
  })

  it("are each named in the module's header, with the file Decap has it in", () => {
    const unnamed = INTERNALS.filter(({ name, file }) => !header.includes(name) || !header.includes(file))
    expect(unnamed).toEqual([])
  })

  it.each(INTERNALS.map(internal => [internal.name, internal.pkg, internal.file, internal] as const))(
    "%s is still in %s %s",
    (name, pkg, file) => {
      const source = installed(pkg, file)
      if (source === undefined) throw new Error(`${name}: the installed ${pkg} has no ${file} (named in ${MODULE})`)
      if (!new RegExp(`\\b${name}\\b`).test(source))
        throw new Error(`${name}: no longer in ${pkg} ${file}, where ${MODULE} says Decap defines or passes it`)
    }
  )

  it("are each in the prebuilt bundle the admin is built with", () => {
    const bundle = fs.readFileSync(path.join(nodeModules, "decap-cms-app", "dist", "decap-cms-app.js"), "utf8")
    const missing = [...new Set(INTERNALS.map(({ name }) => name))].filter(
      name => !new RegExp(`[^\\w$]${name}[^\\w$]`).test(bundle)
    )
    expect(missing).toEqual([])
  })
})

/** An Immutable.js map as Decap passes one: `get` with a fallback, `toJS`. */
function immutable(value: Record<string, unknown>): ImmutableValue {
  return {
    get: (key, fallback) => (key in value ? value[key] : fallback),
    toJS: () => Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)])),
  }
}

/** A control's props as Decap passes them, with a `query` that answers `hits` and records its calls. */
function controlProps(
  entry: Record<string, unknown>,
  answer: { payload: Record<string, unknown> } = { payload: { hits: [] } }
) {
  const calls: unknown[][] = []
  const props = {
    field: immutable({ name: "address" }),
    value: "",
    forID: "address-1",
    entry: immutable(entry),
    collection: immutable({ name: "people" }),
    onChange: () => undefined,
    query: (...args: unknown[]) => {
      calls.push(args)
      return Promise.resolve(answer)
    },
  } as unknown as ControlProps
  return { props, calls }
}

describe("plain", () => {
  it("makes Decap's Immutable values plain data, and leaves plain values as they are", () => {
    const data = { name: "A name", list: ["a", "b"] }
    expect(plain(immutable(data))).toEqual(data)
    for (const value of ["text", 4, null, undefined, data, ["a"]]) expect(plain(value)).toBe(value)
  })
})

describe("editedEntry", () => {
  const data = { address: "a-person", name: "A person" }

  it("reads a saved entry's collection, slug and data as plain data", () => {
    const { props } = controlProps({ newRecord: false, slug: "a-person", data: immutable(data) })
    expect(editedEntry(props)).toEqual({ collection: "people", slug: "a-person", data })
  })

  it("gives a new entry no slug (Decap's is empty until its first save)", () => {
    const { props } = controlProps({ newRecord: true, slug: "", data: immutable(data) })
    expect(editedEntry(props)).toEqual({ collection: "people", slug: undefined, data })
  })
})

describe("editedFileFields", () => {
  const propsIn = (collection: Record<string, unknown>, slug: string) =>
    ({ ...controlProps({ newRecord: false, slug }).props, collection: immutable(collection) }) as ControlProps

  it("names the top-level fields of a kind's folder", () => {
    const folder = { name: "people", fields: [{ name: "address" }, { name: "name" }] }
    expect(editedFileFields(propsIn(folder, "a-person"))).toEqual(["address", "name"])
  })

  it("names those of the file edited in a collection of files, and none of a file it does not have", () => {
    const files = {
      name: "site-content",
      files: [
        { name: "site", fields: [{ name: "footer" }] },
        { name: "contact", fields: [{ name: "replyTime" }, { name: "replyPromise" }] },
      ],
    }
    expect(editedFileFields(propsIn(files, "contact"))).toEqual(["replyTime", "replyPromise"])
    expect(editedFileFields(propsIn(files, "missing"))).toEqual([])
  })
})

describe("publishedLister", () => {
  const hits = [
    { collection: "people", slug: "a-person", path: "data/people/a-person.json", raw: "{}", data: { name: "A" } },
    { collection: "people", slug: "another", path: "data/people/another.json", raw: "{}", data: { name: "B" } },
  ]

  it("lists a collection's published files as their slug and content", async () => {
    const { props } = controlProps({}, { payload: { hits } })
    await expect(publishedLister(props)("people")).resolves.toEqual(hits.map(({ slug, data }) => ({ slug, data })))
  })

  it("asks for every file of the collection, or the one named, by slug", async () => {
    const { props, calls } = controlProps({}, { payload: { hits } })
    const list = publishedLister(props)
    await list("people")
    await list("content", "entry-pages")
    const [[, collection, fields, term, file], [, content, , , named]] = calls
    expect({ collection, fields, term, file }).toEqual({
      collection: "people",
      fields: ["slug"],
      term: "",
      file: undefined,
    })
    expect({ content, named }).toEqual({ content: "content", named: "entry-pages" })
  })

  it("asks with a different limit each read, larger than any collection, so that Decap's cache of ten seconds is passed by", async () => {
    const { props, calls } = controlProps({}, { payload: { hits } })
    const list = publishedLister(props)
    await list("people")
    await list("people")
    await publishedLister(props)("people")
    const limits = calls.map(call => call[5] as number)
    expect(new Set(limits).size).toBe(3)
    for (const limit of limits) expect(limit).toBeGreaterThan(100_000)
  })

  it("fails, saying why, when Decap could not list the collection", async () => {
    const { props } = controlProps({}, { payload: { error: new Error("Network error") } })
    await expect(publishedLister(props)("people")).rejects.toThrow("Network error")
  })
})

/**
 * The names of Decap's undocumented props and methods that are distinctive enough to find by name: the admin
 * reads, calls or overrides them in decap-internals.ts alone. (`query`, `entry`, `collection`, `validate` and
 * `focus` are words the rest of the project uses for its own things; `collapsed` is also a documented option
 * of Decap's list and object widgets, which the configuration sets.)
 */
const DISTINCT_INTERNALS = [
  "getWidget",
  "getValidateValue",
  "onValidateObject",
  "shouldComponentUpdate",
  "forList",
  "newRecord",
  "getBackend",
  "unpublishedEntry",
  "unpublishedEntries",
  "notUnderEditorialWorkflow",
]

/** The project's sources (plugins/, src/), as paths from the repository's root. */
function sources(folder: string): string[] {
  return fs.readdirSync(path.join(repoRoot, folder), { withFileTypes: true }).flatMap(entry => {
    const relative = path.posix.join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(relative)
    return /\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

describe("the one door to Decap's internals", () => {
  it.each(DISTINCT_INTERNALS)("%s is named in decap-internals.ts alone", name => {
    const naming = ["plugins", "src"]
      .flatMap(sources)
      .filter(file => new RegExp(`\\b${name}\\b`).test(fs.readFileSync(path.join(repoRoot, file), "utf8")))
    expect(naming).toEqual([MODULE])
  })
})

/** A control's props as Decap's Widget passes them, with `entry` holding `data`. */
function widgetProps(value: unknown, data: object, more: Record<string, unknown> = {}): ControlProps {
  return {
    ...controlProps({ newRecord: false, slug: "an-entry", data: immutable(data as Record<string, unknown>) }).props,
    value,
    ...more,
  }
}

/** Decap's own control: an input, with a `shouldComponentUpdate` of its own when `own` is given. */
function decapsOwn(own?: (next: ControlProps) => boolean) {
  return class DecapsOwn extends React.Component<ControlProps> {
    shouldComponentUpdate = own
    validated = 0
    validate = () => void (this.validated += 1)
    render() {
      return <input id={this.props.forID} readOnly value={String(this.props.value)} />
    }
  }
}

function drawnWidget(widget: ReturnType<typeof valueWidget>, props: ControlProps) {
  const ref = React.createRef<ControlInstance>()
  const view = render(React.createElement(widget, { ...props, ref }))
  return { ...view, instance: ref.current! }
}

describe("valueWidget", () => {
  const Own = decapsOwn()
  const draw = (props: ControlProps, inner: (instance: ControlInstance | null) => void) => (
    <Own {...props} ref={inner} />
  )

  it("checks with the entry as the editor has it now, though Decap redraws it only when its own value changes", () => {
    const checked: unknown[] = []
    const widget = valueWidget(draw, props => checked.push(editedEntry(props).data))
    const { instance } = drawnWidget(widget, widgetProps("a", { author: "before" }))
    const later = widgetProps("a", { author: "after" })
    // Decap's Widget asks with its next props whenever the form changes.
    expect(instance.shouldComponentUpdate!(later)).toBe(false)
    instance.isValid!()
    expect(checked).toEqual([{ author: "after" }])
  })

  it("is redrawn by Decap's rule: when its value or style changes, and only then", () => {
    const { instance } = drawnWidget(
      valueWidget(draw, () => true),
      widgetProps("a", {})
    )
    expect(instance.shouldComponentUpdate!(widgetProps("a", {}))).toBe(false)
    expect(instance.shouldComponentUpdate!(widgetProps("a", {}, { mediaPaths: "chosen" }))).toBe(false)
    expect(instance.shouldComponentUpdate!(widgetProps("b", {}))).toBe(true)
    expect(instance.shouldComponentUpdate!(widgetProps("a", {}, { hasActiveStyle: true }))).toBe(true)
    expect(instance.shouldComponentUpdate!(widgetProps("a", {}, { classNameWrapper: "field active" }))).toBe(true)
  })

  it("redrawn as the wrapped control says, when it says and the widget passes the question on (the image widget)", () => {
    const asked: unknown[] = []
    const Own = decapsOwn(next => {
      asked.push(next.mediaPaths)
      return next.mediaPaths === "chosen"
    })
    const wrapping = (passesOn: boolean) =>
      drawnWidget(
        valueWidget(
          (props, inner) => <Own {...props} ref={inner} />,
          () => true,
          passesOn
        ),
        widgetProps("a", {})
      ).instance
    expect(wrapping(true).shouldComponentUpdate!(widgetProps("a", {}, { mediaPaths: "chosen" }))).toBe(true)
    expect(asked).toEqual(["chosen"])
    // Without passing it on (as a widget does unless told), Decap's rule: the control's own answer is not asked.
    expect(wrapping(false).shouldComponentUpdate!(widgetProps("a", {}, { mediaPaths: "chosen" }))).toBe(false)
    const byDefault = drawnWidget(
      valueWidget(
        (props, inner) => <Own {...props} ref={inner} />,
        () => true
      ),
      widgetProps("a", {})
    ).instance
    expect(byDefault.shouldComponentUpdate!(widgetProps("a", {}, { mediaPaths: "chosen" }))).toBe(false)
    expect(asked).toEqual(["chosen"])
  })

  it("passes Decap's own required check, which its check makes in the content check's words", () => {
    const { instance } = drawnWidget(
      valueWidget(draw, () => true),
      widgetProps("", {})
    )
    expect(instance.getValidateValue!()).toBeTruthy()
    expect(instance.isValid!()).toBe(true)
  })
})

describe("containerWidget", () => {
  it("lets its fields check themselves first, then reports its own problems, or nothing", () => {
    const Own = decapsOwn()
    let inner: { validated: number } | null = null
    const reported: unknown[][] = []
    const widget = (problems: { type: string; message: string }[] | undefined) =>
      containerWidget(
        (props, ref) => (
          <Own
            {...props}
            ref={instance => {
              inner = instance
              ref(instance)
            }}
          />
        ),
        () => problems
      )
    const props = widgetProps([], {}, { onValidateObject: (...args: unknown[]) => reported.push(args) })
    const problem = { type: "RANGE", message: "A problem" }
    const { instance } = drawnWidget(widget([problem]), props)
    instance.validate!()
    expect(inner!.validated).toBe(1)
    expect(reported).toEqual([[props.forID, [problem]]])
    drawnWidget(widget(undefined), props).instance.validate!()
    expect(reported).toHaveLength(1)
    expect(instance.shouldComponentUpdate!(props)).toBe(true)
  })
})

describe("entryId", () => {
  it("is the entry's slug once it is saved, and none before", () => {
    expect(entryId(immutable({ newRecord: false, slug: "an-entry" }))).toBe("an-entry")
    expect(entryId(immutable({ newRecord: true, slug: "" }))).toBeUndefined()
  })
})

describe("askForKnownDraftsOnly", () => {
  /** Decap's local backend as the registry makes it: the drafts it holds, and what it was asked. */
  class Backend {
    asked: unknown[] = []
    constructor(readonly drafts: string[]) {}
    unpublishedEntries = () => {
      this.asked.push("the drafts")
      return Promise.resolve(this.drafts)
    }
    unpublishedEntry = (query: object) => {
      this.asked.push(query)
      return Promise.resolve({ draftOf: query })
    }
  }
  /** Decap's registry of backends: `getBackend` gives the record it keeps, whose `init` makes the backend. */
  function registry(drafts: string[]) {
    const records: Record<string, { init: (...args: unknown[]) => unknown }> = {
      proxy: { init: () => new Backend(drafts) },
    }
    const cms = { getBackend: (name: string) => records[name] } as unknown as Parameters<
      typeof askForKnownDraftsOnly
    >[0]
    return { cms, make: () => records.proxy.init() as Backend }
  }

  it("answers that an entry has no draft, as Decap's backends say it, without asking for the draft", async () => {
    const { cms, make } = registry(["people/a-person"])
    askForKnownDraftsOnly(cms, "proxy")
    const backend = make()
    const answer = backend.unpublishedEntry({ collection: "people", slug: "new-person" })
    await expect(answer).rejects.toMatchObject({ name: "EDITORIAL_WORKFLOW_ERROR", notUnderEditorialWorkflow: true })
    expect(backend.asked).toEqual(["the drafts"])
  })

  it("asks for a draft that there is, and for one by its id, as Decap asked", async () => {
    const { cms, make } = registry(["people/a-person"])
    askForKnownDraftsOnly(cms, "proxy")
    const backend = make()
    await expect(backend.unpublishedEntry({ collection: "people", slug: "a-person" })).resolves.toEqual({
      draftOf: { collection: "people", slug: "a-person" },
    })
    await expect(backend.unpublishedEntry({ id: "people/a-person" })).resolves.toEqual({
      draftOf: { id: "people/a-person" },
    })
    expect(backend.asked).toEqual(["the drafts", { collection: "people", slug: "a-person" }, { id: "people/a-person" }])
  })

  it("tells a draft by its collection and slug both: another collection's draft at the same slug is not it", async () => {
    const { cms, make } = registry(["articles/a-person"])
    askForKnownDraftsOnly(cms, "proxy")
    await expect(make().unpublishedEntry({ collection: "people", slug: "a-person" })).rejects.toMatchObject({
      notUnderEditorialWorkflow: true,
    })
  })

  it("stops, naming it, when Decap has no such backend", () => {
    const { cms } = registry([])
    expect(() => askForKnownDraftsOnly(cms, "elsewhere")).toThrow('Decap has no backend "elsewhere"')
  })
})
