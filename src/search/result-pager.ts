/**
 * The search's results a few at a time (no DOM here: the page says how to show them). `load` fetches a result's
 * data (Pagefind's `result.data()`, a fragment of the index each).
 */

/** Shows a group of results once their data has come; `left` is how many results no group has taken yet. */
export type ShowGroup<Data> = (group: Data[], left: number) => void

/**
 * Gives the next `atATime` of `found` to `show` on each call: the page's first results, then each "more". A call
 * takes its group at once, before its data has come, so that two quick clicks on "more" show two groups, never
 * the same one twice; the groups' data loads side by side, and each group is shown after the one asked for before
 * it, so that the results keep their order. A group whose data fails rejects its call, and holds back no other.
 */
export function resultPager<Result, Data>(
  found: readonly Result[],
  atATime: number,
  load: (result: Result) => Promise<Data>
): (show: ShowGroup<Data>) => Promise<void> {
  let taken = 0
  let before: Promise<unknown> = Promise.resolve()
  return show => {
    const group = found.slice(taken, taken + atATime)
    taken += group.length
    // Awaited together, so that a group's failure is handled at once, while an earlier group still loads.
    const shown = Promise.all([before, Promise.all(group.map(load))]).then(([, data]) => {
      show(data, found.length - taken)
    })
    before = shown.catch(() => undefined)
    return shown
  }
}
