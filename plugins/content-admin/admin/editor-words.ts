/**
 * The content manager's own words where Decap's are wrong for this site, and names for the controls
 * Decap leaves unnamed (screen readers announce them as "button"):
 *
 * - a new, untouched form said "Changes saved" (Decap shows it whenever nothing is unsaved): "No unsaved
 *   changes" is true in both cases;
 * - the Workflow page's button said "New Post", a site of posts: "New entry";
 * - the collection list's view buttons, the account menu, a group's fold button, a list item's buttons, the
 *   media library's close button and the preview's frame have no name (found with axe): a watcher names them
 *   as Decap draws them;
 * - the Markdown editor's text box and its mode switch have none either, though words on the screen say what
 *   they are: each is named by those words (aria-labelledby), so that a screen reader says what an editor
 *   sees. A yes-or-no field's switch is named by its field's label (`<label for>`), as Decap draws it, and
 *   left alone;
 * - the Markdown editor's menus (its headings, and in Markdown mode "Add Component") are each a button
 *   holding a button of its own, whose only name is its tooltip: a name taken from another element's tooltip
 *   is not one every browser and screen reader reads (Playwright's and the specification's computation give
 *   none), so each menu is named with its tooltip's words, and the button inside it, a second tab stop for
 *   the same menu, is left to the pointer.
 * - an entry's back arrow said "Writing in Team collection" also when it led to the Workflow page, from
 *   which the entry was opened (Decap's `?ref=workflow`): it then says where it leads.
 *
 * The selectors are Decap's own class names, checked against DECAP_VERSION_CHECKED (decap-internals.ts).
 */

/** Phrases laid over Decap's English ones: a locale of the site's own (config `locale`), merged over `en`. */
export const SITE_LOCALE = "site"
export const SITE_PHRASES = {
  editor: { editorToolbar: { changesSaved: "No unsaved changes" } },
  workflow: { workflow: { newPost: "New entry" } },
}

/** A menu of the Markdown editor's toolbar: Decap's menu button, around a button that shows its icon. */
const TOOLBAR_MENU = '[class*="-ToolbarDropdownWrapper"] [role="button"][aria-haspopup]'

/** Unnamed controls, by selector, and the name each gets (by its place among its kind or its siblings). */
const NAMES: { selector: string; name: (element: Element, index: number) => string }[] = [
  {
    selector: 'button[class*="-ViewControlsButton-"]',
    name: (_, index) => (index % 2 === 0 ? "Show as a list" : "Show as a grid"),
  },
  { selector: '[class*="-AvatarDropdownButton"]', name: () => "Account menu" },
  { selector: 'button[data-testid="expand-button"]', name: () => "Show or hide these fields" },
  // A list item's bar: its first button folds the item, its last removes it.
  {
    selector: '[class*="-TopBarButton-"]',
    name: element => (element.nextElementSibling ? "Show or hide this item" : "Remove this item"),
  },
  { selector: '[aria-roledescription="sortable"]', name: () => "Drag to move this item" },
  { selector: 'button[class*="-CloseButton-"]', name: () => "Close" },
  {
    selector: TOOLBAR_MENU,
    name: element => element.querySelector("button[title]")?.getAttribute("title") ?? "Menu",
  },
]

/** Unnamed controls, by selector, and the element on the screen whose words name each. */
const LABELLED_BY: { selector: string; label: (element: Element) => Element | null | undefined }[] = [
  // The Markdown editor's text box: its field's label, which Decap points at no element of the editor.
  {
    selector: '[data-slate-editor="true"]',
    label: element =>
      element.closest('[class*="-ControlContainer"]')?.querySelector(':scope > [class*="-ControlTopbar"] > label'),
  },
  // The Markdown editor's switch between its rich text and its Markdown: on while it shows the Markdown,
  // the word after it.
  { selector: '[class*="-ToolbarToggle"] > [role="switch"]', label: element => element.nextElementSibling },
]
let labelIds = 0

/** Names every unnamed control of `root` that NAMES and LABELLED_BY know, and the preview's frame. */
export function nameUnnamedControls(root: Document): void {
  const named = (element: Element) => element.hasAttribute("aria-label") || element.hasAttribute("aria-labelledby")
  for (const { selector, name } of NAMES)
    root.querySelectorAll(selector).forEach((element, index) => {
      if (!named(element)) element.setAttribute("aria-label", name(element, index))
    })
  for (const { selector, label } of LABELLED_BY)
    root.querySelectorAll(selector).forEach(element => {
      const labelElement = named(element) ? undefined : label(element)
      if (!labelElement) return
      if (!labelElement.id) labelElement.id = `admin-label-${++labelIds}`
      element.setAttribute("aria-labelledby", labelElement.id)
    })
  // A toolbar menu opens from its own button, by pointer or keyboard: the one inside is its picture.
  root.querySelectorAll(`${TOOLBAR_MENU} button:not([aria-hidden])`).forEach(inner => {
    inner.setAttribute("tabindex", "-1")
    inner.setAttribute("aria-hidden", "true")
  })
  const frame = root.getElementById("preview-pane")
  if (frame && !frame.title) frame.title = "Preview"
}

/** What an entry's back arrow says when it leads to the Workflow page (Decap's header names the page so). */
export const BACK_TO_WORKFLOW = "Back to Workflow"
const BACK_LINK = 'a[class*="-ToolbarSectionBackLink"]'
/** Decap's words, kept on the element while it says BACK_TO_WORKFLOW instead. */
const DECAPS_WORDS = "data-decaps-words"

/**
 * Makes an entry's back arrow say where it leads: to the Workflow page, BACK_TO_WORKFLOW in place of Decap's
 * "Writing in … collection"; to the collection, Decap's own words.
 */
export function sayWhereBackLeads(root: Document): void {
  const link = root.querySelector(BACK_LINK)
  const words = link?.querySelector('[class*="-BackCollection"]')
  if (!link || !words) return
  if (/#\/workflow$/.test(link.getAttribute("href") ?? "")) {
    if (words.textContent === BACK_TO_WORKFLOW) return
    words.setAttribute(DECAPS_WORDS, words.textContent ?? "")
    words.textContent = BACK_TO_WORKFLOW
  } else if (words.hasAttribute(DECAPS_WORDS)) {
    // Leading to the collection again (the entry reopened at its own address): Decap's words are true.
    if (words.textContent === BACK_TO_WORKFLOW) words.textContent = words.getAttribute(DECAPS_WORDS)
    words.removeAttribute(DECAPS_WORDS)
  }
}

/**
 * Keeps naming the controls and wording the back arrow as Decap draws its screens: a new element, or a link
 * that leads elsewhere (Decap gives the back arrow a new address without drawing it again).
 */
export function watchDecapsScreens(root: Document): void {
  new MutationObserver(() => {
    nameUnnamedControls(root)
    sayWhereBackLeads(root)
  }).observe(root.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["href"] })
}
