/** Every field of `T` present (not null). */
type Present<T> = { [K in keyof T]-?: NonNullable<T[K]> }

/**
 * A page query's top-level results, checked for presence. The build validates data/ first, so a
 * missing one means a data file was removed; this says which instead of failing somewhere deeper.
 */
export function presentContent<T extends object>(data: T): Present<T> {
  for (const [field, value] of Object.entries(data)) {
    if (value === null || value === undefined) {
      throw new Error(`The page query found no "${field}": is its file in data/ missing?`)
    }
  }
  return data as Present<T>
}
