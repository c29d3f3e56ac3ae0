import { freeNamesOf } from "../../../tools/free-names"
import { EVERY_KIND, type ContentKind } from "../../../plugins/content-model/content-kinds"
import { reservedIn, type ContentEntry } from "../../../plugins/content-model/content-entries"

/** An entry of `kind` with the id `id`, at the address `id` unless `fields` say otherwise. */
const entry = (kind: ContentKind, id: string, fields: Partial<ContentEntry> = {}): ContentEntry => ({
  kind: kind.name,
  id,
  address: id,
  formerAddresses: [],
  title: `Title of ${id}`,
  ...fields,
})

/** What the site keeps at its top in these tests, as site-facts.ts's reservedAtTop would give it. */
const RESERVED = ["404", "admin", "index", "thank-you"]

const sharingSpace = (kind: ContentKind) => EVERY_KIND.filter(other => other.basePath === kind.basePath)

describe.each(EVERY_KIND.map(kind => [kind.name, kind] as const))("freeNamesOf, for a %s", (_name, kind) => {
  const wanted = { id: "unit-a", address: "unit-a-renamed", formerAddresses: ["unit-a"] }

  it("gives an entry's names as they are when no entry takes any of them", () => {
    const elsewhere = EVERY_KIND.map(other => entry(other, "unit-other"))
    expect(freeNamesOf(elsewhere, RESERVED).free(kind, wanted)).toEqual(wanted)
  })

  it("numbers all its names alike when an entry of its kind takes its id, whatever its address", () => {
    const names = freeNamesOf([entry(kind, "unit-a", { address: "unit-elsewhere" })], RESERVED)
    expect(names.free(kind, wanted)).toEqual({
      id: "unit-a-2",
      address: "unit-a-renamed-2",
      formerAddresses: ["unit-a-2"],
    })
  })

  it("leaves an id that only an entry of another kind has: each kind's ids are its own", () => {
    for (const other of EVERY_KIND.filter(candidate => candidate !== kind)) {
      const names = freeNamesOf([entry(other, "unit-a", { address: "unit-elsewhere" })], RESERVED)
      expect({ other: other.name, id: names.free(kind, { id: "unit-a" }).id }).toEqual({
        other: other.name,
        id: "unit-a",
      })
    }
  })

  it("numbers all its names alike when any entry of its address space has one of its addresses, current or former", () => {
    for (const other of sharingSpace(kind))
      for (const held of [
        entry(other, "unit-holder", { address: "unit-a" }),
        entry(other, "unit-holder", { address: "unit-elsewhere", formerAddresses: ["unit-a-renamed"] }),
      ]) {
        const names = freeNamesOf([held], RESERVED).free(kind, wanted)
        expect({ other: other.name, held, names }).toEqual({
          other: other.name,
          held,
          names: { id: "unit-a-2", address: "unit-a-renamed-2", formerAddresses: ["unit-a-2"] },
        })
      }
  })

  it("leaves an address that only an entry of another address space has", () => {
    for (const other of EVERY_KIND.filter(candidate => candidate.basePath !== kind.basePath)) {
      const names = freeNamesOf([entry(other, "unit-holder", { address: "unit-a" })], RESERVED)
      expect({ other: other.name, address: names.free(kind, { address: "unit-a" }).address }).toEqual({
        other: other.name,
        address: "unit-a",
      })
    }
  })

  it("numbers an address the site reserves in its address space", () => {
    const reserved = reservedIn(kind.basePath, RESERVED)
    expect(reserved.length).toBeGreaterThan(0)
    for (const name of reserved)
      expect(freeNamesOf([], RESERVED).free(kind, { address: name }).address).toBe(`${name}-2`)
  })

  it("takes each name it gives, so that the next addition gets the next number", () => {
    const names = freeNamesOf([], RESERVED)
    expect([1, 2, 3].map(() => names.free(kind, wanted).id)).toEqual(["unit-a", "unit-a-2", "unit-a-3"])
    // An address given is taken in the whole address space.
    for (const other of sharingSpace(kind))
      expect(names.free(other, { address: "unit-a-renamed" }).address).not.toBe("unit-a-renamed")
  })

  it("numbers from 2 when asked, free or not, with the first number that frees every name", () => {
    const names = freeNamesOf([entry(kind, "unit-a-2", { address: "unit-elsewhere" })], RESERVED)
    expect(names.numbered(kind, { id: "unit-a", address: "unit-a" })).toEqual({ id: "unit-a-3", address: "unit-a-3" })
    expect(names.numbered(kind, { id: "unit-a", address: "unit-a" })).toEqual({ id: "unit-a-4", address: "unit-a-4" })
    expect(names.numbered(kind, { address: "unit-b" })).toEqual({ address: "unit-b-2" })
  })
})
