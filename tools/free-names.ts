/**
 * The names a content variant's additions take (variant-scenarios.ts): ids, addresses and former addresses
 * that no entry of the content they start from takes, whatever kinds it holds, so that a variant of any valid
 * content is valid too. The rules are the content check's (plugins/content-model/content-entries.ts): an id
 * is its kind's own (its file's name in the kind's folder); an address, current or former, is its address
 * space's, which the kinds with one base path share (service pages and pages, `/`), and the names the site
 * reserves there (`reservedIn`) are taken from the start. Each name given is taken from then on, so that the
 * additions do not collide with each other either.
 */
import { CONTENT_KINDS, type ContentKind, type KindName } from "../plugins/content-model/content-kinds"
import { reservedIn, type ContentEntry } from "../plugins/content-model/content-entries"

/** An entry's names, or those of them an addition sets (a renamed entry's new address only). */
interface EntryNames {
  id?: string
  address?: string
  formerAddresses?: readonly string[]
}

export interface FreeNames {
  /**
   * `names` as they are when nothing takes any of them, or else each with the first number that frees them
   * all (`runway-2`, `self-employment-tax-2025-2` with its former address `self-employment-tax-2`).
   */
  free<Names extends EntryNames>(kind: ContentKind, names: Names): Names
  /**
   * `names`, each with the first number from 2 that frees them all, even when they are free as they are: a
   * copy of an entry (`financial-advisory-2`).
   */
  numbered<Names extends EntryNames>(kind: ContentKind, names: Names): Names
}

/** The names free among `entries`, in a site whose top-level reserved names are `reservedAtTop` (site-facts.ts). */
export function freeNamesOf(entries: readonly ContentEntry[], reservedAtTop: readonly string[]): FreeNames {
  const ids = new Map<KindName, Set<string>>()
  const addresses = new Map<string, Set<string>>()
  const idsOf = (kind: ContentKind) => {
    if (!ids.has(kind.name)) ids.set(kind.name, new Set())
    return ids.get(kind.name)!
  }
  const addressesOf = (kind: ContentKind) => {
    if (!addresses.has(kind.basePath)) addresses.set(kind.basePath, new Set(reservedIn(kind.basePath, reservedAtTop)))
    return addresses.get(kind.basePath)!
  }
  const addressesIn = (names: EntryNames) => [
    ...(names.address === undefined ? [] : [names.address]),
    ...(names.formerAddresses ?? []),
  ]
  for (const entry of entries) {
    const kind = CONTENT_KINDS[entry.kind]
    idsOf(kind).add(entry.id)
    for (const address of addressesIn(entry)) addressesOf(kind).add(address)
  }

  const take = <Names extends EntryNames>(kind: ContentKind, names: Names, first: number | undefined): Names => {
    for (let number = first; ; number = (number ?? 1) + 1) {
      const withNumber = (name: string) => (number === undefined ? name : `${name}-${number}`)
      const candidate: Names = {
        ...names,
        ...(names.id !== undefined && { id: withNumber(names.id) }),
        ...(names.address !== undefined && { address: withNumber(names.address) }),
        ...(names.formerAddresses !== undefined && { formerAddresses: names.formerAddresses.map(withNumber) }),
      }
      const idFree = candidate.id === undefined || !idsOf(kind).has(candidate.id)
      if (!idFree || addressesIn(candidate).some(address => addressesOf(kind).has(address))) continue
      if (candidate.id !== undefined) idsOf(kind).add(candidate.id)
      for (const address of addressesIn(candidate)) addressesOf(kind).add(address)
      return candidate
    }
  }
  return {
    free: (kind, names) => take(kind, names, undefined),
    numbered: (kind, names) => take(kind, names, 2),
  }
}
