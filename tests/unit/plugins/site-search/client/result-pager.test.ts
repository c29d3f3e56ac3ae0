import { resultPager } from "../../../../../plugins/site-search/client/result-pager"

/** Results numbered 0 to count - 1, whose data comes when the test says (`arrive`), as a fragment of the index does. */
function results(count: number) {
  const waiting = new Map<number, () => void>()
  const load = jest.fn(
    (result: number) =>
      new Promise<string>(resolve => {
        waiting.set(result, () => resolve(`data of ${result}`))
      })
  )
  const arrive = (...arriving: number[]) => {
    for (const result of arriving) waiting.get(result)!()
  }
  const found = Array.from({ length: count }, (_, result) => result)
  return { found, load, arrive }
}

const dataOf = (...numbers: number[]) => numbers.map(result => `data of ${result}`)

describe("resultPager: a search's results a few at a time", () => {
  it("shows the next results on each call, with how many are left, until none are", async () => {
    const { found, load, arrive } = results(7)
    const next = resultPager(found, 3, load)
    const show = jest.fn()
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
})
