/**
 * A LOCAL STAND-IN FOR NETLIFY FORMS. It is not Netlify, and no official emulator of Netlify Forms exists:
 * it follows the rules Netlify documents (https://docs.netlify.com/forms/setup/ and
 * https://docs.netlify.com/forms/spam-filters/) closely enough to test this site's side of the contract,
 * with JavaScript on and off. The one real check is a deploy preview (docs/hosting.md, "Contact form delivery").
 *
 * The rules it follows:
 * - Forms are found in the built HTML, as Netlify finds them at deploy time: a `<form>` with a `name`,
 *   `method="POST"` and the `data-netlify="true"` attribute; `netlify-honeypot` names its spam trap.
 * - A URL-encoded POST to a page of the site whose `form-name` names such a form is stored and answered
 *   with that page, status 200: a post to `/thank-you` (the form's action, without JavaScript) shows the
 *   thank-you page; a post to `/` (the form's fetch) gets the home page.
 * - A post whose honeypot field is filled is dropped silently: nothing is stored, the answer is the same.
 * - A post without a known `form-name`, or to a path with no page, answers 404; a body that is not
 *   URL-encoded (JSON, for example, which Netlify does not record) answers 415.
 *
 * What only the stand-in does, for tests:
 * - told to fail with the cookie `forms-stand-in=fail-<status>` (say `fail-500`), it answers that status
 *   and stores nothing; with `forms-stand-in=hang` it never answers (for the sender's timeout). A cookie
 *   belongs to one browser context, so tests running side by side do not disturb each other;
 * - `GET /__forms-stand-in/submissions` lists what it stored and what it dropped, as JSON.
 */
import fs from "fs"
import type http from "http"
import path from "path"

export const STAND_IN_COOKIE = "forms-stand-in"
export const STAND_IN_SUBMISSIONS_PATH = "/__forms-stand-in/submissions"

interface DetectedForm {
  name: string
  honeypot?: string
}

export interface Submission {
  form: string
  /** The path the post went to. */
  path: string
  fields: Record<string, string>
}

/** The attributes of every `<form>` start tag in an HTML text (React writes them double-quoted). */
function formTags(html: string): Record<string, string>[] {
  return [...html.matchAll(/<form\b([^>]*)>/gi)].map(match =>
    Object.fromEntries(
      [...match[1].matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name.toLowerCase(), value ?? ""])
    )
  )
}

/** The Netlify forms of a build, read from every HTML file in it, as Netlify's deploy-time detection reads them. */
function detectForms(root: string): DetectedForm[] {
  const forms: DetectedForm[] = []
  for (const file of fs.readdirSync(root, { recursive: true }) as string[]) {
    if (!file.endsWith(".html") || !fs.statSync(path.join(root, file)).isFile()) continue
    for (const attributes of formTags(fs.readFileSync(path.join(root, file), "utf8"))) {
      const netlify = attributes["data-netlify"] === "true" || "netlify" in attributes
      if (!netlify || !attributes.name || attributes.method?.toUpperCase() !== "POST") continue
      forms.push({ name: attributes.name, honeypot: attributes["netlify-honeypot"] })
    }
  }
  return forms
}

function standInCookie(request: http.IncomingMessage): string | undefined {
  const cookies = (request.headers.cookie ?? "").split(";").map(cookie => cookie.trim().split("="))
  return cookies.find(([name]) => name === STAND_IN_COOKIE)?.[1]
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString("utf8")
}

export interface FormsStandIn {
  /**
   * Handles a POST, or `GET /__forms-stand-in/submissions`. `servePage` answers with the page at the
   * request's path (as a GET), or with the 404 page. Returns false for requests that are not its own.
   */
  handle(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    servePage: () => void,
    pageExists: (urlPath: string) => boolean
  ): Promise<boolean>
  /** Ends the requests it was told to leave hanging. */
  close(): void
}

export function createFormsStandIn(root: string): FormsStandIn {
  const forms = detectForms(root)
  const stored: Submission[] = []
  const dropped: Submission[] = []
  const hanging = new Set<http.ServerResponse>()

  return {
    close: () => {
      for (const response of hanging) response.destroy()
    },
    async handle(request, response, servePage, pageExists) {
      const pathname = new URL(request.url ?? "/", "http://host").pathname
      if (request.method === "GET" && pathname === STAND_IN_SUBMISSIONS_PATH) {
        response.setHeader("Content-Type", "application/json")
        response.end(JSON.stringify({ stored, dropped }))
        return true
      }
      if (request.method !== "POST" || forms.length === 0) return false

      const body = await readBody(request)
      const answer = (status: number, text: string) => {
        response.statusCode = status
        response.setHeader("Content-Type", "text/plain; charset=utf-8")
        response.end(text)
      }
      const told = standInCookie(request)
      if (told === "hang") {
        hanging.add(response)
        return true
      }
      const failure = /^fail-(\d{3})$/.exec(told ?? "")
      if (failure) {
        answer(Number(failure[1]), "Netlify Forms stand-in: told to fail by its cookie")
        return true
      }
      if (!(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")) {
        answer(415, "Netlify Forms stand-in: only URL-encoded form posts are recorded")
        return true
      }
      const fields = Object.fromEntries(new URLSearchParams(body))
      const form = forms.find(candidate => candidate.name === fields["form-name"])
      if (!form || !pageExists(pathname)) {
        answer(404, "Netlify Forms stand-in: no form of that name, or no page at that path")
        return true
      }
      const submission = { form: form.name, path: pathname, fields }
      if (form.honeypot && fields[form.honeypot]) dropped.push(submission)
      else stored.push(submission)
      request.method = "GET"
      servePage()
      return true
    },
  }
}
