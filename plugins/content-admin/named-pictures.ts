/**
 * Which uploaded pictures the entries name, for the local backend (local-backend.ts). Decap sends with a save
 * every picture uploaded while the entry was open, whether the entry names it or not (one replaced before
 * saving, one chosen and then removed), and never removes a picture that an entry stops naming. So a save
 * keeps to the pictures its data files name, and afterwards a picture folder keeps only what the entries
 * beside it name.
 *
 * An entry names a picture with a text that is its path relative to the entry's folder (`photos/jane.png` in
 * `data/people/jane-doe.json`: a kind's media folder, `media_folder` and `public_folder` of its collection).
 */
import fs from "fs"
import path from "path"
import { EVERY_KIND } from "../content-model/content-kinds"
import { REPOSITORY_DATA_DIR } from "../content-model/data-files"

/** Every kind's media folder, relative to the repository (`data/people/photos`), beside the kind's entries. */
export const PICTURE_FOLDERS = EVERY_KIND.flatMap(kind =>
  kind.mediaFolder ? [path.posix.join(REPOSITORY_DATA_DIR, kind.folder, kind.mediaFolder)] : []
)

/** A file as decap-server's requests give it: its path in the repository, and for a data file its text. */
export interface SavedFile {
  path: string
  raw?: string
}

/** Every text in a parsed JSON value. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value]
  if (Array.isArray(value)) return value.flatMap(textsOf)
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(textsOf)
  return []
}

/** The repository paths that a data file's texts name, each read relative to the file's folder. */
export function pathsNamedBy(file: SavedFile): Set<string> {
  let data: unknown
  try {
    data = JSON.parse(file.raw ?? "")
  } catch {
    return new Set() // not JSON: names no picture (every data file is JSON)
  }
  const folder = path.posix.dirname(file.path)
  return new Set(
    textsOf(data)
      .filter(text => text !== "" && !path.posix.isAbsolute(text))
      .map(text => path.posix.join(folder, text))
  )
}

/** The assets of a save that one of its data files names. */
export function namedAssets<Asset extends SavedFile>(dataFiles: SavedFile[], assets: Asset[]): Asset[] {
  const named = new Set(dataFiles.flatMap(file => [...pathsNamedBy(file)]))
  return assets.filter(asset => named.has(path.posix.normalize(asset.path)))
}

/** The picture folders (`data/people/photos`) beside any of the data files (`data/people/jane-doe.json`). */
export function pictureFoldersBeside(pictureFolders: string[], dataFiles: SavedFile[]): string[] {
  const folders = new Set(dataFiles.map(file => path.posix.dirname(file.path)))
  return pictureFolders.filter(folder => folders.has(path.posix.dirname(folder)))
}

/**
 * The pictures in `pictureFolder` (relative to `repositoryDir`, as the result is) that no JSON data file
 * beside the folder names.
 */
export function unnamedPictures(repositoryDir: string, pictureFolder: string): string[] {
  const dir = path.join(repositoryDir, pictureFolder)
  if (!fs.existsSync(dir)) return []
  const entriesFolder = path.posix.dirname(pictureFolder)
  const named = new Set(
    fs
      .readdirSync(path.join(repositoryDir, entriesFolder), { withFileTypes: true })
      .filter(entry => entry.isFile() && entry.name.endsWith(".json"))
      .flatMap(entry => {
        const file = path.posix.join(entriesFolder, entry.name)
        return [...pathsNamedBy({ path: file, raw: fs.readFileSync(path.join(repositoryDir, file), "utf8") })]
      })
  )
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => path.posix.join(pictureFolder, entry.name))
    .filter(picture => !named.has(picture))
    .sort()
}
