import React from "react"
import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type DecapCms from "decap-cms-app"
import { registerPreviews } from "../../../../../plugins/content-admin/admin/previews"
import { adminFiles } from "../../../../../plugins/content-admin/cms-config"
import { COLLECTION } from "../../../../../plugins/content-admin/names"
import { CONTENT_KINDS, EVERY_KIND, type KindName } from "../../../../../plugins/content-model/content-kinds"
import type { ObjectShape } from "../../../../../plugins/content-model/content-shape"
import { filesOfKind, readContentSnapshot } from "../../../../../plugins/content-model/content-snapshot"
import { content } from "../../../../../tools/content"
import { mostToolEntries } from "../../../../../tools/most-tools"
import { adminAtStart } from "../../../support/admin-store"
import { repoRoot } from "../../../support/repo-root"

const snapshot = readContentSnapshot(repoRoot)
const files = adminFiles(snapshot.schemas.schemas)

/** An Immutable.js map as Decap passes one to a preview: `get` and `toJS`. */
const immutable = (value: Record<string, unknown>) => ({ get: (key: string) => value[key], toJS: () => value })

/** A made-up entry of a kind, published beside the content's own: its id and its file's content. */
type MadeUp = { id: string; data: object }

/**
 * The previews, registered with a stand-in for Decap, and what is published read from the content, with the
 * made-up entries `madeUp` lists by kind.
 */
async function previewsOf(madeUp: Partial<Record<KindName, MadeUp[]>> = {}) {
  const templates = new Map<string, React.ComponentType<Record<string, unknown>>>()
  const cms = { registerPreviewTemplate: (name: string, template: never) => templates.set(name, template) }
  const { store } = adminAtStart(snapshot.pageStems)
  await store.refresh((collection, file) => {
    if (collection === COLLECTION) return Promise.resolve([{ slug: file!, data: content.entryPages }])
    const kind = EVERY_KIND.find(candidate => candidate.folder === collection)!
    const files = [...filesOfKind(snapshot, kind.name), ...(madeUp[kind.name] ?? [])]
    return Promise.resolve(files.map(({ id, data }) => ({ slug: id, data })))
  })
  registerPreviews(cms as unknown as typeof DecapCms, files, store)
  return templates
}

/**
 * A form half filled in, as an editor leaves it on the way: every other field of the kind's shape given a
 * value (a text, a list with one new item not yet filled in, an empty group), the others not yet.
 */
function halfFilled(shape: ObjectShape): Record<string, unknown> {
  return Object.fromEntries(
    shape.fields.flatMap((field, index) => {
      if (index % 2 === 1) return []
      const { shape } = field
      // A choice among fixed values (an icon) can only be given one of them.
      const text = shape.kind === "string" && shape.enum ? shape.enum[0] : "Some words"
      const newItem = shape.kind === "list" && shape.items.kind === "object" ? {} : ""
      const value = { list: [newItem], object: {}, string: text, integer: 1, number: 1, boolean: true }
      return [[field.name, value[shape.kind]]]
    })
  )
}

/** Renders a new entry's preview with `data`, as Decap does while the form is edited; gives what was logged. */
async function errorsPreviewing(Preview: React.ComponentType<Record<string, unknown>>, data: object) {
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
  try {
    await preview(Preview, data)
    return logged.mock.calls.map(call => String(call[0]))
  } finally {
    logged.mockRestore()
  }
}

/** Renders a new entry's preview with `data`, as Decap does, once the other entries it reads have arrived. */
async function preview(Preview: React.ComponentType<Record<string, unknown>>, data: object) {
  const shown = render(
    <Preview
      entry={immutable({ newRecord: true, slug: "", data: immutable(data as Record<string, unknown>) })}
      document={document}
      getAsset={(image: string) => ({ url: image })}
      getCollection={(_collection: string, entry: string) =>
        Promise.resolve(immutable({ data: content[entry as "site" | "contact"] }))
      }
    />
  )
  // The site's and contact's texts arrive after the first drawing.
  await act(() => Promise.resolve())
  return shown
}

describe("each kind's preview of a new entry", () => {
  const kinds = EVERY_KIND.map(kind => [kind.name, kind] as const)

  it.each(kinds)("%s: shows what an empty form has, without an error", async (_name, kind) => {
    const Preview = (await previewsOf()).get(kind.folder)!
    expect(await errorsPreviewing(Preview, {})).toEqual([])
    expect(screen.getByRole("banner")).toBeInTheDocument()
  })

  it.each(kinds)("%s: shows what a half-filled form has, without an error", async (_name, kind) => {
    const Preview = (await previewsOf()).get(kind.folder)!
    const file = files.find(candidate => candidate.kind === kind.name)!
    expect(await errorsPreviewing(Preview, halfFilled(file.shape))).toEqual([])
    expect(screen.getByRole("banner")).toBeInTheDocument()
  })
})

describe("a calculator's preview", () => {
  // Made-up people (the content may have none): who set it up, and who reviewed it, with a credential.
  const people: MadeUp[] = [
    { id: "a-writer", data: { address: "a-writer", name: "Ada Writer", jobTitle: "Adviser", credentials: [] } },
    {
      id: "a-reviewer",
      data: {
        address: "a-reviewer",
        name: "Rex Reviewer",
        jobTitle: "Partner",
        credentials: [{ name: "Certified Public Accountant", abbreviation: "CPA", issuer: "A board" }],
      },
    },
  ]
  const [{ data: tool }] = mostToolEntries({ author: "a-writer", reviewer: "a-reviewer" }, [])
  const { heading, inputs } = tool as unknown as Queries.ToolJson
  const method =
    'The method, in words.<script>window.ran = true</script>\n\n<img src="x" onerror="window.ran = true">\n\nAfter the picture.'

  async function previewOfTool() {
    const Preview = (await previewsOf({ [CONTENT_KINDS.person.name]: people })).get(CONTENT_KINDS.tool.folder)!
    return preview(Preview, { ...tool, method })
  }

  it("shows its heading, who set it up and reviewed it, and a label for each of its fields", async () => {
    await previewOfTool()
    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Ada Writer" })).toHaveAttribute("href", "/team/a-writer")
    expect(screen.getByRole("link", { name: "Rex Reviewer, CPA" })).toHaveAttribute("href", "/team/a-reviewer")
    for (const input of inputs) expect(screen.getByLabelText(input.label)).toBeInTheDocument()
  })

  it("shows its method as the site renders it, with nothing in it that can run", async () => {
    const { container } = await previewOfTool()
    expect(screen.getByText(/The method, in words\./)).toBeInTheDocument()
    expect(screen.getByText("After the picture.")).toBeInTheDocument()
    expect(container.querySelectorAll("script, img, [onerror]")).toHaveLength(0)
    // What was a script's is at most inert text.
    expect(container.innerHTML).not.toMatch(/<script|onerror/i)
    expect((window as { ran?: boolean }).ran).toBeUndefined()
  })

  it("works out a result as a figure is typed, as the page does", async () => {
    const { container } = await previewOfTool()
    const results = within(container.querySelector<HTMLElement>("#calculator-results")!)
    expect(results.getByText(content.entryPages.tool.resultsPending)).toBeInTheDocument()
    const [netProfit] = inputs
    await userEvent.setup().type(screen.getByLabelText(netProfit.label), "50000")
    // Schedule SE, line 4a: 92.35 % of the net profit.
    expect(container.querySelector('output[name="netEarnings"]')).toHaveTextContent("$46,175.00")
    expect(results.getByText(content.entryPages.tool.resultsPending)).not.toBeVisible()
  })
})
