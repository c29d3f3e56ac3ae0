import React, { lazy, memo, Suspense, useState, useSyncExternalStore, type ComponentType } from "react"

/**
 * Most of a page has nothing on it that responds to a visitor: sections of text and pictures, the header,
 * the footer, the head tags. Hydrating them (React walking the server's HTML to attach itself to every
 * element) costs a slow phone long tasks while the page starts, for nothing. `staticPart` makes such a
 * part:
 *
 * - on the server, it renders as any component does, into the page's HTML;
 * - in the browser, when React hydrates the page, it stands in for the part with its top-level elements
 *   only, each with an empty `dangerouslySetInnerHTML`: React attaches itself to those elements and
 *   leaves what is inside them as the server wrote it (React 18 never rewrites inner HTML or attributes
 *   while hydrating; it compares element names only). The part's code is not even downloaded;
 * - rendered afresh in the browser (`gatsby develop`, a move to another page inside the running app), it
 *   loads its code (`load`: a dynamic import, a chunk of its own) and renders as usual.
 *
 * `elements` are the names of the part's top-level elements, in order, as the server renders them
 * (`["section"]`; none for a part that renders into the head only). A unit test renders every part and
 * checks them (tests/unit/src/components/static-parts.test.tsx): a name that differs would make React
 * throw the page's HTML away. (React's Suspense boundaries would keep a part's HTML without naming its
 * elements, but React 18 renders such a boundary anew, with an error, when the page's address changes.)
 *
 * On the server, the code is loaded when the part is declared: gatsby-ssr.tsx imports the module that
 * declares the parts, so that every part is loaded before any page is rendered (synchronously).
 */
export function staticPart<Props extends object>(
  name: string,
  elements: readonly StaticElement[],
  load: () => Promise<ComponentType<Props>>
): StaticPart<Props> {
  const Lazy = asComponent<Props>(lazy(() => load().then(component => ({ default: component }))))
  let loaded: ComponentType<Props> | undefined
  if (onServer) void load().then(component => (loaded = component))

  function Part(props: Props) {
    const hydrating = useSyncExternalStore(subscribeToNothing, notHydrating, whileHydrating)
    // Whether React met this part while hydrating the page: it stays as the server wrote it for good.
    const [keptFromServer] = useState(hydrating && !onServer)
    if (onServer) {
      if (!loaded) throw new Error(`${name}: its code was not loaded before the page was rendered`)
      const Loaded = loaded
      return <Loaded {...props} />
    }
    if (keptFromServer) {
      return (
        <>
          {elements.map((Element, index) => (
            <Element key={index} dangerouslySetInnerHTML={KEEP_INNER_HTML} suppressHydrationWarning />
          ))}
        </>
      )
    }
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  Part.displayName = `staticPart(${name})`
  return Object.assign(asComponent<Props>(memo(Part)), { partName: name, elements })
}

/** A static part: a component, with the name and top-level elements it was declared with. */
export type StaticPart<Props> = ComponentType<Props> & { partName: string; elements: readonly StaticElement[] }

/** The elements a static part may start with. */
export type StaticElement = "section" | "header" | "footer" | "a" | "div"

const KEEP_INNER_HTML = { __html: "" }

const onServer = typeof window === "undefined"

/**
 * React's types cannot tell that memo() and lazy() of a component taking `Props` take `Props` (they allow
 * for a ref in generic props): the one cast, here.
 */
function asComponent<Props>(component: unknown): ComponentType<Props> {
  return component as ComponentType<Props>
}

// For useSyncExternalStore: React reads the server snapshot while it hydrates, the client's otherwise.
const subscribeToNothing = () => () => undefined
const notHydrating = () => false
const whileHydrating = () => true
