import { resultPager } from "../../../../src/search/result-pager"

/** Results numbered 0 to count - 1, whose data comes when the test says (`arrive`), as a fragment of the index does. */
function results(count: number) {
  const waiting: { result: number; resolve: (data: string) => void }[] = []
  const load = jest.fn(
    (result: number) =>
      new Promise<string>(resolve => {
        waiting.push({ result, resolve })
      })
  )
  // Every load of each result arriving so far, however often it was asked for.
  const arrive = (...arriving: number[]) => {
    for (const { result, resolve } of waiting) if (arriving.includes(result)) resolve(`data of ${result}`)
  }
  const found = Array.from({ length: count }, (_, result) => result)
  return { found, load, arrive }
}

const dataOf = (...numbers: number[]) => numbers.map(result => `data of ${result}`)

describe("resultPager: a search's results a few at a time", () => {
  it("shows the next results on each call, with how many are left, until none are", async () => {
    const { found, load, arrive } = results(7)
    const next = resultPager(found, 3, load)
    const show = jest.fn<void, [string[], number]>()
    for (const group of [[0, 1, 2], [3, 4, 5], [6]]) {
      const showing = next(show)
      arrive(...group)
      await showing
    }
    expect(show.mock.calls).toEqual([
      [dataOf(0, 1, 2), 4],
      [dataOf(3, 4, 5), 1],
      [dataOf(6), 0],
    ])
  })

  it("takes the next results at once: two calls before any data has come show two groups, once each", async () => {
    // Two quick clicks on "more": the second comes while the first group's fragments are on their way.
    const { found, load, arrive } = results(7)
    const next = resultPager(found, 3, load)
    const show = jest.fn<void, [string[], number]>()
    const showing = [next(show), next(show)]
    arrive(0, 1, 2, 3, 4, 5)
    await Promise.all(showing)
    expect(load.mock.calls.map(([result]) => result)).toEqual([0, 1, 2, 3, 4, 5])
    expect(show.mock.calls).toEqual([
      [dataOf(0, 1, 2), 1],
      [dataOf(3, 4, 5), 1],
    ])
  })

  it("shows the groups in the order they were asked for, whichever group's data comes first", async () => {
    const { found, load, arrive } = results(7)
    const next = resultPager(found, 3, load)
    const show = jest.fn<void, [string[], number]>()
    const showing = [next(show), next(show), next(show)]
    arrive(6, 3, 4, 5)
    // Once every promise that can settle has: the later groups wait for the first, whose data has not come.
    await new Promise(resolve => setTimeout(resolve, 0))
    expect(show).not.toHaveBeenCalled()
    arrive(2, 1, 0)
    await Promise.all(showing)
    expect(show.mock.calls.map(([group]) => group)).toEqual([dataOf(0, 1, 2), dataOf(3, 4, 5), dataOf(6)])
  })

  it("goes on after a group whose data failed: the next call shows the next group", async () => {
    const found = [0, 1, 2, 3]
    const next = resultPager(found, 2, (result: number) =>
      result === 1 ? Promise.reject(new Error("no fragment")) : Promise.resolve(`data of ${result}`)
    )
    const show = jest.fn<void, [string[], number]>()
    const [failed, shown] = [next(show), next(show)]
    await expect(failed).rejects.toThrow("no fragment")
    await shown
    expect(show.mock.calls).toEqual([[dataOf(2, 3), 0]])
  })
})
