import fs from "fs"
import path from "path"
import vm from "vm"
import {
  SITE_LOCALE,
  SITE_PHRASES,
  BACK_TO_WORKFLOW,
  nameUnnamedControls,
  sayWhereBackLeads,
  watchDecapsScreens,
} from "../../../../../plugins/content-admin/admin/editor-words"
import { repoRoot } from "../../../support/repo-root"

/**
 * Decap's controls as it draws them without names (its class names carry the components' names, as the
 * build's Emotion labels do): the collection list's two view buttons, the account menu, a group's fold
 * button, a list item's bar (fold, title, remove) and drag handle, the media library's close button, a
 * Markdown field (its label, its toolbar's two menus and mode switch, its text box), a yes-or-no field
 * (its label names its switch) and the preview's frame.
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
  <button class="css-3-CloseButton-button-button"></button>
  <div class="css-4-ControlContainer">
    <div class="css-7-ControlTopbar"><label for="body-field-1">Body</label></div>
    <div class="css-5-ToolbarDropdownWrapper">
      <span role="button" aria-haspopup="true"><button title="Headings"></button></span>
    </div>
    <div class="css-5-ToolbarDropdownWrapper">
      <span role="button" aria-haspopup="true"><button title="Add Component"></button></span>
    </div>
    <div class="css-6-ToolbarToggle">
      <span>Rich Text</span><button role="switch" aria-checked="false"></button><span>Markdown</span>
    </div>
    <div role="textbox" data-slate-editor="true" contenteditable="true"></div>
  </div>
  <div class="css-4-ControlContainer">
    <div class="css-7-ControlTopbar"><label for="privacyPolicy-field-2">This is the privacy policy</label></div>
    <button id="privacyPolicy-field-2" role="switch" aria-checked="false"></button>
  </div>
  <iframe id="preview-pane"></iframe>
`
/** The controls named by the words beside them, and where those words are. */
const LABELLED = [
  { control: '[data-slate-editor="true"]', words: 'label[for="body-field-1"]' },
  { control: '[class*="-ToolbarToggle"] [role="switch"]', words: '[class*="-ToolbarToggle"] span:last-child' },
]
const TOOLBAR_MENUS = '[class*="-ToolbarDropdownWrapper"] [aria-haspopup="true"]'

const FIELD_SWITCH = "#privacyPolicy-field-2"
const CONTROLS = [
  'button[class*="-ViewControlsButton-"]',
  '[class*="-AvatarDropdownButton"]',
  'button[data-testid="expand-button"]',
  '[class*="-TopBarButton-"]',
  '[aria-roledescription="sortable"]',
  '[class*="-CloseButton-"]',
  TOOLBAR_MENUS,
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
    expect(controls).toHaveLength(10)
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

  it("names each menu of the Markdown editor's toolbar with its tooltip's words, and leaves the button inside it to the pointer", () => {
    nameUnnamedControls(document)
    const menus = [...document.querySelectorAll(TOOLBAR_MENUS)]
    expect(menus).toHaveLength(2)
    for (const menu of menus) {
      const inner = menu.querySelector("button")!
      expect(nameOf(menu)).toBe(inner.title)
      // One control, one tab stop: the button inside is neither a second one nor a second name.
      expect(inner.getAttribute("tabindex")).toBe("-1")
      expect(inner.getAttribute("aria-hidden")).toBe("true")
    }
    expect(new Set(menus.map(nameOf)).size).toBe(2)
  })

  it("names the Markdown editor's text box and mode switch by the words on the screen beside them", () => {
    nameUnnamedControls(document)
    for (const { control, words } of LABELLED) {
      const labelledBy = document.querySelector(control)!.getAttribute("aria-labelledby")
      expect({ control, labelledBy }).toEqual({ control, labelledBy: expect.stringMatching(/\S/) })
      expect(document.getElementById(labelledBy!)).toBe(document.querySelector(words))
    }
    // Each by words of its own.
    const ids = LABELLED.map(({ control }) => document.querySelector(control)!.getAttribute("aria-labelledby"))
    expect(new Set(ids).size).toBe(LABELLED.length)
  })

  it("leaves a yes-or-no field's switch to its field's label, which names it", () => {
    nameUnnamedControls(document)
    const fieldSwitch = document.querySelector(FIELD_SWITCH)!
    expect(fieldSwitch.getAttributeNames().filter(name => name.startsWith("aria-label"))).toEqual([])
    expect(document.querySelector(`label[for="${fieldSwitch.id}"]`)).not.toBeNull()
  })

  it("keeps the label's own id, and names a control once however often it runs", () => {
    const label = document.querySelector('label[for="body-field-1"]')!
    label.id = "decaps-own-id"
    nameUnnamedControls(document)
    nameUnnamedControls(document)
    expect(label.id).toBe("decaps-own-id")
    expect(document.querySelector('[data-slate-editor="true"]')!.getAttribute("aria-labelledby")).toBe("decaps-own-id")
  })

  it("keeps the names a control or the frame already has", () => {
    const [asList] = document.querySelectorAll('[class*="-ViewControlsButton-"]')
    asList.setAttribute("aria-label", "Named by Decap")
    const frame = document.getElementById("preview-pane") as HTMLIFrameElement
    frame.title = "Titled by Decap"
    const textBox = document.querySelector('[data-slate-editor="true"]')!
    textBox.setAttribute("aria-label", "Named by Decap")
    const [asGrid] = [...document.querySelectorAll('[class*="-ViewControlsButton-"]')].slice(1)
    asGrid.setAttribute("aria-labelledby", "decaps-label")
    nameUnnamedControls(document)
    expect(nameOf(asList)).toBe("Named by Decap")
    expect(asGrid.hasAttribute("aria-label")).toBe(false)
    expect(textBox.hasAttribute("aria-labelledby")).toBe(false)
    expect(frame.title).toBe("Titled by Decap")
  })

  it("does nothing on a page without such controls", () => {
    document.body.innerHTML = "<main><button>Save</button></main>"
    nameUnnamedControls(document)
    expect(document.body.innerHTML).toBe("<main><button>Save</button></main>")
  })
})

describe("watchDecapsScreens: names the controls and words the back arrow as Decap draws them", () => {
  it("names a control added to the page after it started watching, however deep Decap draws it", async () => {
    document.body.innerHTML = '<div id="app"><main></main></div>'
    watchDecapsScreens(document)
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

/** An entry's toolbar as Decap draws it: its back arrow, leading to `href`, with Decap's words. */
const backArrow = (href: string) => `
  <a class="css-8-ToolbarSectionBackLink-toolbarSection" href="${href}">
    <div class="css-9-BackArrow">←</div>
    <div><div class="css-10-BackCollection">Writing in Examples collection</div><div>No unsaved changes</div></div>
  </a>`
const backWords = () => document.querySelector('[class*="-BackCollection"]')!.textContent

describe("sayWhereBackLeads: an entry's back arrow says where it leads", () => {
  it("says it leads back to the Workflow page when it does, the entry opened from there", () => {
    document.body.innerHTML = backArrow("#/workflow")
    sayWhereBackLeads(document)
    expect(backWords()).toBe(BACK_TO_WORKFLOW)
    sayWhereBackLeads(document)
    expect(backWords()).toBe(BACK_TO_WORKFLOW)
  })

  it("leaves Decap's words to an arrow that leads to the collection, which they name", () => {
    document.body.innerHTML = backArrow("#/collections/examples")
    sayWhereBackLeads(document)
    expect(backWords()).toBe("Writing in Examples collection")
  })

  it("gives Decap's words back when the arrow leads to the collection again", () => {
    document.body.innerHTML = backArrow("#/workflow")
    sayWhereBackLeads(document)
    document.querySelector("a")!.setAttribute("href", "#/collections/examples")
    sayWhereBackLeads(document)
    expect(backWords()).toBe("Writing in Examples collection")
    expect(document.querySelector("[data-decaps-words]")).toBeNull()
  })

  it("follows the arrow as Decap points it elsewhere without drawing it again", async () => {
    document.body.innerHTML = `<main>${backArrow("#/collections/examples")}</main>`
    watchDecapsScreens(document)
    const words = document.querySelector('[class*="-BackCollection"]')!
    const changed = () =>
      new Promise<void>(resolve => {
        const observer = new MutationObserver(() => {
          observer.disconnect()
          resolve()
        })
        observer.observe(words, { childList: true, characterData: true, subtree: true })
      })
    let reworded = changed()
    document.querySelector("a")!.setAttribute("href", "#/workflow")
    await reworded
    expect(backWords()).toBe(BACK_TO_WORKFLOW)
    reworded = changed()
    document.querySelector("a")!.setAttribute("href", "#/collections/examples")
    await reworded
    expect(backWords()).toBe("Writing in Examples collection")
  })

  it("does nothing on a screen without an entry's toolbar", () => {
    document.body.innerHTML = '<a href="#/workflow">Workflow</a>'
    sayWhereBackLeads(document)
    expect(document.body.innerHTML).toBe('<a href="#/workflow">Workflow</a>')
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
