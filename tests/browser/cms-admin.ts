import path from "path"
import type { Browser, Locator, Page, Request } from "@playwright/test"
import { expect } from "./fixtures"
import { LOCAL_BACKEND_PATH } from "../../plugins/content-admin/names"
import { loadSchemas } from "../../plugins/content-model/load-schemas"
import { folderOf, idOf, schemaFileFor } from "../../plugins/content-model/data-files"
import { shapeOfSchema, type FieldShape, type Shape } from "../../plugins/content-model/content-shape"
import { READING_STATUS_ID } from "../../plugins/content-admin/admin/reading-status"

/** The repository's schemas, which the admin's forms are generated from. */
export const schemas = loadSchemas(path.resolve(__dirname, "../..")).schemas

/** What the content manager lists a data file as: its schema's title. */
export const entryLabel = (file: string) => schemas.get(schemaFileFor(file))!.title!

/**
 * What a form calls a field of a schema's files: its title, or that of the shared definition it refers to. A
 * field inside another is named by its path, `seo.title`; a list's items share their fields, `items.rating`.
 */
export function fieldLabel(schemaFile: string, fieldPath: string): string {
  let shape: Shape = shapeOfSchema(schemas, schemaFile)
  let title: string | undefined
  for (const name of fieldPath.split(".")) {
    while (shape.kind === "list") shape = shape.items
    const field: FieldShape | undefined =
      shape.kind === "object" ? shape.fields.find(candidate => candidate.name === name) : undefined
    if (!field?.title) throw new Error(`${schemaFile} has no field ${fieldPath} with a title`)
    title = field.title
    shape = field.shape
  }
  return title!
}

/**
 * How long the admin may take for a step that loads or saves (its 5 MB script, an entry, a save through
 * the local backend) on a machine whose cores are busy with other work.
 */
export const ADMIN_TIMEOUT = 60_000

/** Logs in to the admin served at the page's base URL (the local backend needs no password). */
async function logIn(page: Page): Promise<void> {
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Login" }).click({ timeout: ADMIN_TIMEOUT })
}

/** The admin page's requests to the local backend that have no answer yet. */
const backendRequests = new WeakMap<Page, Set<Request>>()

/**
 * One logged-in admin page for a whole spec file: loading the admin's 5 MB script is the slow part, and
 * Decap is a single-page app. Decap's questions are answered as an editor who knows what they do would:
 * yes to leaving an entry, publishing or deleting a draft; no to restoring a refused change that Decap
 * kept as a local backup. `beforeLoading` may watch the page before the admin is first requested.
 */
export async function openAdmin(
  browser: Browser,
  baseURL: string,
  beforeLoading: (page: Page) => void | Promise<void> = () => undefined
): Promise<Page> {
  const page = await browser.newPage({ baseURL })
  page.on("dialog", dialog => void (/local backup/.test(dialog.message()) ? dialog.dismiss() : dialog.accept()))
  const unanswered = new Set<Request>()
  backendRequests.set(page, unanswered)
  const toBackend = (request: Request) => new URL(request.url()).pathname === LOCAL_BACKEND_PATH
  page.on("request", request => void (toBackend(request) && unanswered.add(request)))
  page.on("requestfinished", request => void unanswered.delete(request))
  page.on("requestfailed", request => void unanswered.delete(request))
  await beforeLoading(page)
  await logIn(page)
  return page
}

/**
 * Closes an admin page once the local backend has answered every request the page made: closing cuts a
 * request off, while its git commands in the scratch repository run on and write into the folder that
 * the host's `stop()` then removes.
 */
export async function closeAdmin(page: Page | undefined): Promise<void> {
  if (!page) return
  await backendAnswered(page)
  await page.close()
}

/** Waits until the local backend has answered every request the admin page has made. */
async function backendAnswered(page: Page): Promise<void> {
  await expect.poll(() => backendRequests.get(page)?.size ?? 0, { timeout: ADMIN_TIMEOUT }).toBe(0)
}

/**
 * What the admin shows, for the message of a test that waited for something else: its address, the
 * requests the local backend has not answered, Decap's notices and the start of the page's text.
 */
async function adminShows(page: Page): Promise<string> {
  const unanswered = [...(backendRequests.get(page) ?? [])].map(
    request => (request.postDataJSON() as { action?: string } | null)?.action ?? request.url()
  )
  const shown = await page.evaluate(() => ({
    address: window.location.hash,
    notices: [...document.querySelectorAll(".Toastify__toast")].map(notice => notice.textContent?.trim()),
    text: document.body.innerText.replace(/\s+/g, " ").slice(0, 300),
  }))
  return [
    `address: ${shown.address}`,
    `requests the backend has not answered: ${unanswered.join(", ") || "none"}`,
    `notices: ${shown.notices.join(" | ") || "none"}`,
    `text: ${shown.text}`,
  ].join("\n")
}

/**
 * Opens a data file's entry with its form and its preview, from the list of entries: a single file by its
 * title, a service page (`service-pages/<id>.json`) by its id.
 */
export async function openEntry(page: Page, file: string): Promise<void> {
  await formOpened(page, async () => {
    const kind = folderOf(file)
    if (kind) {
      await showCollection(page, kind.folder)
      await page.locator(`a[href$="/collections/${kind.folder}/entries/${idOf(file)}"]`).click()
    } else {
      await showCollection(page, "content")
      await page.getByRole("link", { name: entryLabel(file) }).click()
    }
  })
}

/** Opens a new entry's form in a kind's collection, as its "New" button does. */
export async function openNewEntry(page: Page, folder: string): Promise<void> {
  await formOpened(page, async () => {
    await showCollection(page, folder)
    await page.evaluate(target => (window.location.hash = target), `#/collections/${folder}/new`)
  })
}

/**
 * Opens a form with `open` (or makes Decap open one, as it opens an entry just saved at its address) and
 * waits until it is ready: shown, with what is published read since it may last have changed (the admin
 * reads it when a form first draws and after a publish; its status says when what it read is up to date).
 */
export async function formOpened(page: Page, open: () => Promise<void>): Promise<void> {
  const status = page.locator(`#${READING_STATUS_ID}`)
  // Decap goes on loading after a save or a publish (the entry again, the media): a form opened meanwhile
  // may be given what those loads bring.
  await backendAnswered(page)
  await open()
  try {
    await expect(page.locator("#preview-pane")).toBeVisible({ timeout: ADMIN_TIMEOUT })
  } catch (error) {
    throw new Error(`${(error as Error).message}\nThe form did not open. The admin shows:\n${await adminShows(page)}`)
  }
  await expect(status).toHaveAttribute("data-up-to-date", "true", { timeout: ADMIN_TIMEOUT })
  await expect(status).toBeHidden()
}

/** Shows a collection's list of entries (the admin is a single-page app: its address's #fragment). */
export async function showCollection(page: Page, collection: string): Promise<void> {
  await page.evaluate(target => (window.location.hash = target), `#/collections/${collection}`)
}

/** Types Markdown into the form's (first) Markdown editor, line by line. */
export async function typeMarkdown(page: Page, lines: string[]): Promise<void> {
  const editor = page.locator('[contenteditable="true"]').first()
  await editor.click()
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.keyboard.press("Enter")
    await page.keyboard.insertText(line)
  }
}

/** Decap's "Publish" menu, then "Publish now" (publishing at once: a save is a commit). */
export async function publishNow(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish" }).click()
  await page.getByRole("menuitem", { name: "Publish now" }).click()
}

/**
 * Runs `run` and waits until the local backend has answered the admin's request for `action` (Decap's
 * `persistEntry` for a save, `publishUnpublishedEntry` for publishing a draft) with success.
 */
export async function answeredBy(page: Page, action: string, run: () => Promise<void>): Promise<void> {
  const answer = page.waitForResponse(
    response =>
      new URL(response.url()).pathname === LOCAL_BACKEND_PATH &&
      (JSON.parse(response.request().postData() ?? "{}") as { action?: string }).action === action,
    { timeout: ADMIN_TIMEOUT }
  )
  await run()
  expect((await answer).status()).toBe(200)
}

/** A field's label as the form writes it: the field's title, followed by "(optional)" when it may be empty. */
export const labelText = (label: string) => new RegExp(`^${escape(label)}( \\(optional\\))?$`)

/** The messages Decap shows above a field, found by its label (the nth field of that label). */
export function fieldErrors(page: Page, label: string, nth = 0): Locator {
  return page
    .locator("label")
    .filter({ hasText: labelText(label) })
    .nth(nth)
    .locator("xpath=following-sibling::ul[1]/li")
}

/** A field of the form by its label, optional or not. */
export function fieldLabelled(page: Page, label: string): Locator {
  return page.getByLabel(labelText(label))
}

/** Chooses an option of a choice (Decap's select) by its text. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  // Opened from the keyboard: a chosen value's text lies over the choice's input.
  await fieldLabelled(page, label).focus()
  await page.keyboard.press("ArrowDown")
  // Decap's choice (react-select) draws its open list's options as elements with ids of their own.
  await page.locator('[id^="react-select-"][id*="-option-"]', { hasText: option }).first().click()
}

/** Opens every closed list in the form (Decap shows list items closed, by their summary). */
export async function openAllLists(page: Page): Promise<void> {
  const toggles = page.getByTestId("expand-button")
  for (let index = 0; index < (await toggles.count()); index++) await toggles.nth(index).click()
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}
