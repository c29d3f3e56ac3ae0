import fs from "fs"
import path from "path"
import vm from "vm"
import {
  SITE_LOCALE,
  SITE_PHRASES,
  nameUnnamedControls,
  watchUnnamedControls,
} from "../../../../../plugins/content-admin/admin/editor-words"
import { repoRoot } from "../../../support/repo-root"

/**
 * Decap's controls as it draws them without names (its class names carry the components' names, as the
 * build's Emotion labels do): the collection list's two view buttons, the account menu, a group's fold
 * button, a list item's bar (fold, title, remove) and drag handle, and the preview's frame.
 */
const DECAP_MARKUP = `
  <div class="css-1bqupl5-ViewControls">
    <button class="css-1bbwdvf-ViewControlsButton-button-button"></button>
    <button class="css-1bbwdvf-ViewControlsButton-button-button"></button>
  </div>
  <span role="button" class="css-3kqcwa-AvatarDropdownButton e1gt62yu4"></span>
  <button data-testid="expand-button"></button>
  <div class="css-1-ListItemTopBar">
    <button class="css-2-TopBarButton-button"></button>
    <span>An item</span>
    <button class="css-2-TopBarButton-button"></button>
  </div>
  <div role="button" aria-roledescription="sortable"></div>
  <button role="switch" aria-checked="false"></button>
  <iframe id="preview-pane"></iframe>
`
const CONTROLS = [
  'button[class*="-ViewControlsButton-"]',
  '[class*="-AvatarDropdownButton"]',
  'button[data-testid="expand-button"]',
  '[class*="-TopBarButton-"]',
  '[aria-roledescription="sortable"]',
  '[role="switch"]',
].join(", ")

const nameOf = (element: Element) => element.getAttribute("aria-label")

/** Resolves once `element` has an aria-label, as a MutationObserver sees it given. */
function named(element: Element): Promise<string> {
  return new Promise(resolve => {
    const observer = new MutationObserver(() => {
      if (!element.hasAttribute("aria-label")) return
      observer.disconnect()
      resolve(nameOf(element)!)
    })
    observer.observe(element, { attributes: true, attributeFilter: ["aria-label"] })
  })
}

beforeEach(() => {
  document.body.innerHTML = DECAP_MARKUP
})

describe("nameUnnamedControls: names for the controls Decap leaves unnamed", () => {
  it("names every control its selectors find, and the preview's frame", () => {
    nameUnnamedControls(document)
    const controls = [...document.querySelectorAll(CONTROLS)]
    expect(controls).toHaveLength(8)
    for (const control of controls) expect(nameOf(control)).toMatch(/^[A-Z]\w+( \w+)*$/)
    expect((document.getElementById("preview-pane") as HTMLIFrameElement).title).toMatch(/^[A-Z]/)
  })

  it("tells apart the controls that do different things: a list from a grid, folding an item from removing it", () => {
    nameUnnamedControls(document)
    const [asList, asGrid] = document.querySelectorAll('[class*="-ViewControlsButton-"]')
    // Decap draws the list's button first.
    expect(nameOf(asList)).toMatch(/list/i)
    expect(nameOf(asGrid)).toMatch(/grid/i)
    const [fold, remove] = document.querySelectorAll('[class*="-TopBarButton-"]')
    expect(nameOf(fold)).not.toBe(nameOf(remove))
    expect(nameOf(remove)).toMatch(/remove/i)
  })

  it("keeps the names a control or the frame already has", () => {
    const [asList] = document.querySelectorAll('[class*="-ViewControlsButton-"]')
    asList.setAttribute("aria-label", "Named by Decap")
    const frame = document.getElementById("preview-pane") as HTMLIFrameElement
    frame.title = "Titled by Decap"
    nameUnnamedControls(document)
    expect(nameOf(asList)).toBe("Named by Decap")
    expect(frame.title).toBe("Titled by Decap")
  })

  it("does nothing on a page without such controls", () => {
    document.body.innerHTML = "<main><button>Save</button></main>"
    nameUnnamedControls(document)
    expect(document.body.innerHTML).toBe("<main><button>Save</button></main>")
  })
})

describe("watchUnnamedControls: names the controls Decap draws later", () => {
  it("names a control added to the page after it started watching, however deep Decap draws it", async () => {
    document.body.innerHTML = '<div id="app"><main></main></div>'
    watchUnnamedControls(document)
    const later = document.createElement("div")
    later.innerHTML = DECAP_MARKUP
    const account = later.querySelector('[class*="-AvatarDropdownButton"]')!
    const drag = later.querySelector('[aria-roledescription="sortable"]')!
    const names = Promise.all([named(account), named(drag)])
    document.querySelector("main")!.appendChild(later)
    const [accountName, dragName] = await names
    expect(accountName).toBeTruthy()
    expect(dragName).toBeTruthy()
    expect(nameOf(account)).toBe(accountName)
  })
})

describe("SITE_PHRASES: the site's words over Decap's", () => {
  it("replaces phrases Decap's English locale has, so that each override shows", () => {
    const locales = path.join(repoRoot, "node_modules", "decap-cms-locales")
    const file = ["src/en/index.js", "dist/esm/en/index.js"]
      .map(candidate => path.join(locales, candidate))
      .find(candidate => fs.existsSync(candidate))
    if (!file) throw new Error("decap-cms-locales has no English locale at src/en or dist/esm/en")
    const source = fs.readFileSync(file, "utf8")
    const english = vm.runInNewContext(source.replace(/export default en;\s*$/, "en")) as Record<string, unknown>
    const paths = (phrases: object, prefix: string[] = []): string[][] =>
      Object.entries(phrases).flatMap(([key, value]) =>
        typeof value === "string" ? [[...prefix, key]] : paths(value as object, [...prefix, key])
      )
    const overrides = paths(SITE_PHRASES)
    // The two the module's comment names: the untouched form's "Changes saved", the Workflow's "New Post".
    expect(overrides.map(keys => keys.join("."))).toEqual([
      "editor.editorToolbar.changesSaved",
      "workflow.workflow.newPost",
    ])
    const phrase = (root: unknown, keys: string[]) =>
      keys.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root)
    for (const keys of overrides) {
      const decapsWords = phrase(english, keys)
      const sitesWords = phrase(SITE_PHRASES, keys)
      expect({ key: keys.join("."), decapsWords: typeof decapsWords }).toEqual({
        key: keys.join("."),
        decapsWords: "string",
      })
      expect(sitesWords).toMatch(/\w/)
      expect(sitesWords).not.toBe(decapsWords)
    }
  })

  it("lays them over English in a locale of the site's own name, not one of Decap's", () => {
    expect(SITE_LOCALE).toMatch(/^[a-z]+$/)
    const decapsLocales = fs.readdirSync(path.join(repoRoot, "node_modules", "decap-cms-locales", "dist", "esm"))
    expect(decapsLocales).toContain("en")
    expect(decapsLocales).not.toContain(SITE_LOCALE)
  })
})
