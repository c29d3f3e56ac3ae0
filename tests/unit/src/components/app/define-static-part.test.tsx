import React, { createContext, useContext } from "react"
// The Node build of the server renderer, as Gatsby renders the pages (the browser build needs TextEncoder).
import { renderToString } from "react-dom/server.node"
import { createRoot, hydrateRoot } from "react-dom/client"
import { act } from "@testing-library/react"
import { staticPart } from "../../../../../src/components/app/define-static-part"

/**
 * A static part (src/components/app/define-static-part.tsx) in the browser, and on the server (see onTheServer
 * below). Its server HTML is what the part's component renders on the server; every part of the site is
 * rendered on the server in ../static-parts.test.tsx.
 */

interface NoteProps {
  text: string
}

/** A part's component: two top-level elements with content inside, and a count of its renders. */
const renders = jest.fn()
function Note({ text }: NoteProps) {
  renders()
  return (
    <>
      <a href="#note">Skip</a>
      <section>
        <h2>{text}</h2>
        <p>
          <em>{text}</em> inside
        </p>
      </section>
    </>
  )
}

/** A value that changes above the part, as the router's location does when the address's #fragment changes. */
const Address = createContext("")

function Page({ part: Part, hash = "" }: { part: React.ComponentType<NoteProps>; hash?: string }) {
  return (
    <Address.Provider value={hash}>
      <main>
        <Part text="Kept as written" />
        <ShowsAddress />
      </main>
    </Address.Provider>
  )
}
function ShowsAddress() {
  return <p id="address">{useContext(Address)}</p>
}

/** A container holding the page as the server wrote it, with its static part rendered by its own component. */
function serverPage(): HTMLElement {
  const container = document.body.appendChild(document.createElement("div"))
  container.innerHTML = renderToString(
    <main>
      <Note text="Kept as written" />
      <p id="address" />
    </main>
  )
  renders.mockClear() // the server's render, not the browser's
  return container
}

afterEach(() => document.body.replaceChildren())

describe("staticPart, in the browser", () => {
  it("keeps the part's server HTML when React hydrates the page: the same elements, never rendered, its code never loaded, and no error", async () => {
    const load = jest.fn(() => Promise.resolve(Note))
    const NotePart = staticPart("Note", ["a", "section"], load)
    const container = serverPage()
    const before = container.innerHTML
    const elements = [...container.querySelectorAll("main *")]
    const onRecoverableError = jest.fn()

    await act(async () => {
      hydrateRoot(container, <Page part={NotePart} />, { onRecoverableError })
      await Promise.resolve()
    })

    expect(container.innerHTML).toBe(before)
    expect(elements.every((element, index) => element === container.querySelectorAll("main *")[index])).toBe(true)
    expect(renders).not.toHaveBeenCalled()
    expect(load).not.toHaveBeenCalled()
    expect(onRecoverableError).not.toHaveBeenCalled()
  })

  it("stays as the server wrote it when the page renders again with a new value above it, as on a change of the address's #fragment", async () => {
    const NotePart = staticPart("Note", ["a", "section"], () => Promise.resolve(Note))
    const container = serverPage()
    const heading = container.querySelector("h2")
    const onRecoverableError = jest.fn()
    const root = await act(async () => {
      const hydrated = hydrateRoot(container, <Page part={NotePart} />, { onRecoverableError })
      await Promise.resolve()
      return hydrated
    })

    act(() => root.render(<Page part={NotePart} hash="#contact" />))

    expect(container.querySelector("#address")).toHaveTextContent("#contact")
    expect(container.querySelector("h2")).toBe(heading)
    expect(heading).toHaveTextContent("Kept as written")
    expect(renders).not.toHaveBeenCalled()
    expect(onRecoverableError).not.toHaveBeenCalled()
  })

  it("loads its code and renders it when the browser renders the page itself", async () => {
    const load = jest.fn(() => Promise.resolve(Note))
    const NotePart = staticPart("Note", ["a", "section"], load)
    const container = document.body.appendChild(document.createElement("div"))

    await act(async () => {
      createRoot(container).render(<Page part={NotePart} />)
      await load.mock.results[0]?.value
    })

    expect(load).toHaveBeenCalledTimes(1)
    expect(container.querySelector("h2")).toHaveTextContent("Kept as written")
    expect(container.querySelector("section em")).toHaveTextContent("Kept as written")
  })

  it("carries the name and top-level elements it was declared with", () => {
    const NotePart = staticPart("Note", ["a", "section"], () => Promise.resolve(Note))
    expect(NotePart.partName).toBe("Note")
    expect(NotePart.elements).toEqual(["a", "section"])
  })
})

/**
 * staticPart as Gatsby's render of the pages has it: its module evaluated where there is no `window` (a part
 * decides then whether it runs on the server), in a module registry of its own, with the server renderer
 * of that registry's React.
 */
async function onTheServer() {
  const window = Object.getOwnPropertyDescriptor(globalThis, "window")!
  Reflect.deleteProperty(globalThis, "window")
  try {
    let server: { staticPart: typeof staticPart; renderToString: typeof renderToString } | undefined
    await jest.isolateModulesAsync(async () => {
      const [part, renderer] = await Promise.all([
        import("../../../../../src/components/app/define-static-part"),
        import("react-dom/server.node"),
      ])
      server = { staticPart: part.staticPart, renderToString: renderer.renderToString }
    })
    return server!
  } finally {
    Object.defineProperty(globalThis, "window", window)
  }
}

describe("staticPart, on the server", () => {
  it("renders its component into the page's HTML, its code loaded when the part was declared", async () => {
    const server = await onTheServer()
    const NotePart = server.staticPart("Note", ["a", "section"], () => Promise.resolve(Note))
    // A turn of the event loop, as between gatsby-ssr.tsx importing the parts and the first page's render.
    await new Promise(resolve => setTimeout(resolve, 0))
    const html = server.renderToString(<NotePart text="Kept as written" />)
    expect(html).toBe(renderToString(<Note text="Kept as written" />))
    expect(html).toContain("<h2>Kept as written</h2>")
    expect(renders).toHaveBeenCalled()
  })

  it("stops the build, naming the part, when its code has not arrived by the time a page is rendered", async () => {
    const server = await onTheServer()
    const Late = server.staticPart("Late", ["div"], () => Promise.resolve(() => <div />))
    expect(() => server.renderToString(<Late />)).toThrow("Late: its code was not loaded before the page was rendered")
  })
})
