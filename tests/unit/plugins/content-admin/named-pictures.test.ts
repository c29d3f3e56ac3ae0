/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation).
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import fs from "fs"
import path from "path"
import {
  PICTURE_FOLDERS,
  namedAssets,
  pathsNamedBy,
  pictureFoldersBeside,
  unnamedPictures,
} from "../../../../plugins/content-admin/named-pictures"
import { EVERY_KIND, CONTENT_KINDS } from "../../../../plugins/content-model/content-kinds"
import { REPOSITORY_DATA_DIR } from "../../../../plugins/content-model/data-files"
import { withFoldersListedInReverse } from "../../support/listed-in-reverse"
import { scratchFolder } from "../../support/scratch-folder"

const entry = (file: string, data: unknown) => ({ path: file, raw: `${JSON.stringify(data)}\n` })

describe("PICTURE_FOLDERS", () => {
  it("is every kind's media folder, beside the kind's entries in the repository", () => {
    expect(PICTURE_FOLDERS).toEqual(
      EVERY_KIND.filter(kind => kind.mediaFolder).map(
        kind => `${REPOSITORY_DATA_DIR}/${kind.folder}/${kind.mediaFolder}`
      )
    )
    expect(PICTURE_FOLDERS).toContain(
      `${REPOSITORY_DATA_DIR}/${CONTENT_KINDS.person.folder}/${CONTENT_KINDS.person.mediaFolder}`
    )
  })
})

describe("pathsNamedBy", () => {
  it("reads every text of the file, at any depth, as a path from the file's folder", () => {
    const named = pathsNamedBy(
      entry("data/people/jane.json", { name: "Jane", photo: { image: "photos/jane.png" }, list: ["photos/b.png"] })
    )
    expect(named).toEqual(new Set(["data/people/Jane", "data/people/photos/jane.png", "data/people/photos/b.png"]))
  })

  it("takes no empty text, no address from the site's root, and nothing from a file that is not JSON", () => {
    expect(pathsNamedBy(entry("data/people/jane.json", { a: "", b: "/photos/jane.png", c: 4 }))).toEqual(new Set())
    expect(pathsNamedBy({ path: "data/people/jane.json", raw: "photo: photos/jane.png" })).toEqual(new Set())
  })
})

describe("namedAssets", () => {
  const jane = entry("data/people/jane.json", { photo: { image: "photos/chosen.png", alt: "Jane" } })

  it("keeps the uploads a saved file names, and leaves out the others (one replaced before saving)", () => {
    const chosen = { path: "data/people/photos/chosen.png", content: "b" }
    const replaced = { path: "data/people/photos/replaced.png", content: "a" }
    expect(namedAssets([jane], [replaced, chosen])).toEqual([chosen])
  })

  it("keeps none when the saved file names no picture (a photo removed), or its picture is in another folder", () => {
    expect(
      namedAssets([entry("data/people/jane.json", { name: "Jane" })], [{ path: "data/people/photos/a.png" }])
    ).toEqual([])
    expect(namedAssets([jane], [{ path: "data/articles/photos/chosen.png" }])).toEqual([])
  })
})

describe("pictureFoldersBeside", () => {
  it("gives the picture folders beside any of the files", () => {
    const folders = ["data/people/photos", "data/articles/images"]
    expect(pictureFoldersBeside(folders, [{ path: "data/people/jane.json" }])).toEqual(["data/people/photos"])
    expect(pictureFoldersBeside(folders, [{ path: "data/home.json" }, { path: "data/people/photos/a.png" }])).toEqual(
      []
    )
  })
})

describe("unnamedPictures", () => {
  function repository(files: Record<string, string>): string {
    const dir = scratchFolder("named-pictures-")
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), text)
    }
    return dir
  }

  it("lists the pictures of the folder that no entry beside it names, in name order whatever order the folder lists them in", () => {
    const dir = repository({
      "data/people/jane.json": entry("", { photo: { image: "photos/jane.png" } }).raw,
      "data/people/john.json": entry("", { name: "John" }).raw,
      "data/people/photos/jane.png": "jane",
      "data/people/photos/old.png": "old",
      "data/people/photos/another.png": "another",
      // Beside the folder, but not an entry: names nothing.
      "data/people/notes.txt": "photos/old.png",
      // An entry elsewhere does not keep a picture of this folder.
      "data/home.json": entry("", { image: "people/photos/another.png" }).raw,
      // A folder inside is not a picture (removing it as one would fail).
      "data/people/photos/older/kept.png": "kept",
    })
    const unnamed = ["data/people/photos/another.png", "data/people/photos/old.png"]
    expect(unnamedPictures(dir, "data/people/photos")).toEqual(unnamed)
    expect(withFoldersListedInReverse(() => unnamedPictures(dir, "data/people/photos"))).toEqual(unnamed)
  })

  it("lists nothing when the folder is not there", () => {
    const dir = repository({ "data/people/jane.json": "{}\n" })
    expect(unnamedPictures(dir, "data/people/photos")).toEqual([])
  })
})
