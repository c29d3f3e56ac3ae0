import fs from "fs"

/**
 * Runs `read` while `fs.readdirSync` lists every folder's names in reverse order. Node on Linux lists them
 * sorted already (libuv sorts them), so only against a listing that is not can a test see that the code
 * sorts what it lists, as it must for file systems that list in another order.
 */
export function withFoldersListedInReverse<T>(read: () => T): T {
  const listFolder = fs.readdirSync
  const spy = jest
    .spyOn(fs, "readdirSync")
    .mockImplementation(((...args: unknown[]) =>
      [...(Reflect.apply(listFolder, fs, args) as unknown[])].reverse()) as unknown as typeof fs.readdirSync)
  try {
    return read()
  } finally {
    spy.mockRestore()
  }
}
