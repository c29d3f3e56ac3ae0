import React from "react"
import { act, render, screen } from "@testing-library/react"
import type DecapCms from "decap-cms-app"
import { registerPreviews } from "../../../../../plugins/content-admin/admin/previews"
import { adminFiles } from "../../../../../plugins/content-admin/cms-config"
import { COLLECTION } from "../../../../../plugins/content-admin/names"
import { EVERY_KIND } from "../../../../../plugins/content-model/content-kinds"
import type { ObjectShape } from "../../../../../plugins/content-model/content-shape"
import { filesOfKind, readContentSnapshot } from "../../../../../plugins/content-model/content-snapshot"
import { content } from "../../../../../tools/content"
import { adminAtStart } from "../../../support/admin-store"
import { repoRoot } from "../../../support/repo-root"

const snapshot = readContentSnapshot(repoRoot)
const files = adminFiles(snapshot.schemas.schemas)

/** An Immutable.js map as Decap passes one to a preview: `get` and `toJS`. */
const immutable = (value: Record<string, unknown>) => ({ get: (key: string) => value[key], toJS: () => value })

/** The previews, registered with a stand-in for Decap, and what is published read from the content. */
async function previewsOf() {
  const templates = new Map<string, React.ComponentType<Record<string, unknown>>>()
  const cms = { registerPreviewTemplate: (name: string, template: never) => templates.set(name, template) }
  const { store } = adminAtStart(snapshot.pageStems)
  await store.refresh((collection, file) => {
    if (collection === COLLECTION) return Promise.resolve([{ slug: file!, data: content.entryPages }])
    const kind = EVERY_KIND.find(candidate => candidate.folder === collection)!
    return Promise.resolve(filesOfKind(snapshot, kind.name).map(({ id, data }) => ({ slug: id, data })))
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
    render(
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
    return logged.mock.calls.map(call => String(call[0]))
  } finally {
    logged.mockRestore()
  }
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
