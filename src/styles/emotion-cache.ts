import createCache, { type EmotionCache } from "@emotion/cache"

/**
 * Emotion's cache, on both sides. The server puts each page's CSS in <style> elements in the head
 * (gatsby-ssr.tsx). Emotion's own way of taking them over in the browser moves every one of them to the end
 * of the head as its scripts start, which makes the browser recompute the styles of the whole page: a long
 * task on a slow phone, for styles that are already right. So the server marks its elements in a way
 * Emotion does not take over (`serverStyleAttributes`), and the browser's cache is told which rules they
 * already hold (`browserCache`): nothing moves, and no rule is inserted twice.
 */
export const CACHE_KEY = "css"

/** What the server's style elements are named: `css-server <ids>`, not Emotion's `css <ids>`. */
const SERVER_STYLES = `${CACHE_KEY}-server`

/** The attributes of a server style element holding the rules `ids` (from Emotion's critical extraction). */
export function serverStyleAttributes(ids: string[]): Record<string, string> {
  // `data-s` is Emotion's own mark of an element it has placed already: it leaves such elements where they are.
  return { "data-emotion": `${SERVER_STYLES} ${ids.join(" ")}`, "data-s": "" }
}

/** The browser's cache, knowing every rule the server's style elements hold. */
export function browserCache(): EmotionCache {
  const cache = createCache({ key: CACHE_KEY })
  for (const style of document.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${SERVER_STYLES} "]`))
    for (const id of (style.dataset.emotion ?? "").split(" ").slice(1)) cache.inserted[id] = true
  return cache
}
