/**
 * The search's results a few at a time (no DOM here: the page says how to show them). `load` fetches a result's
 * data (Pagefind's `result.data()`, a fragment of the index each).
 */

/** Shows a group of results once their data has come; `left` is how many results no group has taken yet. */
export type ShowGroup<Data> = (group: Data[], left: number) => void

/**
 * Gives the next `atATime` of `found` to `show` on each call: the page's first results, then each "more".
 */
export function resultPager<Result, Data>(
  found: readonly Result[],
  atATime: number,
  load: (result: Result) => Promise<Data>
): (show: ShowGroup<Data>) => Promise<void> {
  let shown = 0
  return async show => {
    const group = await Promise.all(found.slice(shown, shown + atATime).map(load))
    shown += group.length
    show(group, found.length - shown)
  }
}
