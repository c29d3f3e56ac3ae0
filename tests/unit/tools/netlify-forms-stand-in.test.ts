/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation).
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { startHostLikeServer, type HostLikeServer } from "../../../tools/host-like-server"
import http from "http"
import type { AddressInfo } from "net"
import {
  createFormsStandIn,
  STAND_IN_COOKIE,
  STAND_IN_SUBMISSIONS_PATH,
  type Submission,
} from "../../../tools/netlify-forms-stand-in"
import { CONTACT_NETLIFY_FORM } from "../../../src/lib/netlify-send"
import { buildFolder } from "../support/build-folder"
import { request, type RequestOptions } from "../support/http-request"

/**
 * The stand-in for Netlify Forms, as the local host (tools/host-like-server.ts) runs it, over real HTTP
 * requests to a small build. Its rules are Netlify's documented ones (the file's header); the form is the
 * contact form's (name and spam trap from src/lib/netlify-send.ts).
 */
const { name: FORM, honeypot: HONEYPOT, action: THANK_YOU } = CONTACT_NETLIFY_FORM
const page = (body: string) => `<!doctype html><html><head></head><body>${body}</body></html>`
const contactForm = `<form name="${FORM}" method="POST" action="${THANK_YOU}" data-netlify="true" netlify-honeypot="${HONEYPOT}"><input name="form-name" value="${FORM}" type="hidden"/></form>`
const URL_ENCODED = { "content-type": "application/x-www-form-urlencoded" }
const message = { name: "Grace Hopper", email: "grace@example.com", message: "Hello & goodbye" }
const body = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const sent = (fields: Record<string, string> = {}) => ({ "form-name": FORM, [HONEYPOT]: "", ...message, ...fields })

async function serve(files: Record<string, string>) {
  const server = await startHostLikeServer({ root: buildFolder(files), port: 0 })
  return {
    server,
    post: (urlPath: string, options: RequestOptions) => request(server.url, urlPath, { method: "POST", ...options }),
    submissions: async () => {
      const answer = await request(server.url, STAND_IN_SUBMISSIONS_PATH)
      expect(answer.headers["content-type"]).toBe("application/json")
      return JSON.parse(answer.body.toString()) as { stored: Submission[]; dropped: Submission[] }
    },
  }
}

const site = {
  "index.html": page(`<main>Home</main>${contactForm}`),
  [`${THANK_YOU.slice(1)}.html`]: page("Thank you"),
  "404.html": page("Not found"),
  "app.js": "console.log('app')",
}

describe("the Netlify Forms stand-in", () => {
  let host: Awaited<ReturnType<typeof serve>>
  let server: HostLikeServer
  beforeAll(async () => {
    host = await serve(site)
    server = host.server
  })
  afterAll(() => server.close())

  it("stores a URL-encoded post naming the form, and answers with the page posted to, as Netlify does", async () => {
    const before = (await host.submissions()).stored.length
    const fromScript = await host.post("/", { headers: URL_ENCODED, body: body(sent()) })
    expect(fromScript.status).toBe(200)
    expect(fromScript.body.toString()).toBe(site["index.html"])
    const withoutScript = await host.post(THANK_YOU, {
      headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" },
      body: body(sent()),
    })
    expect(withoutScript.status).toBe(200)
    expect(withoutScript.body.toString()).toBe(site[`${THANK_YOU.slice(1)}.html`])
    expect((await host.submissions()).stored.slice(before)).toEqual([
      { form: FORM, path: "/", fields: sent() },
      { form: FORM, path: THANK_YOU, fields: sent() },
    ])
  })

  it("drops a post whose spam trap is filled, silently: the same answer, nothing stored", async () => {
    const before = await host.submissions()
    const answer = await host.post("/", { headers: URL_ENCODED, body: body(sent({ [HONEYPOT]: "bot" })) })
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toBe(site["index.html"])
    const after = await host.submissions()
    expect(after.stored).toEqual(before.stored)
    expect(after.dropped.slice(before.dropped.length)).toEqual([
      { form: FORM, path: "/", fields: sent({ [HONEYPOT]: "bot" }) },
    ])
  })

  it.each([
    ["no form of that name", "/", body(sent({ "form-name": "newsletter" }))],
    ["no form name at all", "/", body(message)],
    ["a path with no page", "/no-such-page", body(sent())],
    ["a path that is a file, not a page", "/app.js", body(sent())],
  ])("answers 404 to a post with %s, and stores nothing", async (_case, urlPath, fields) => {
    const before = await host.submissions()
    const answer = await host.post(urlPath, { headers: URL_ENCODED, body: fields })
    expect(answer.status).toBe(404)
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8")
    expect(answer.body.toString()).toBe("Netlify Forms stand-in: no form of that name, or no page at that path")
    expect(await host.submissions()).toEqual(before)
  })

  it.each([
    ["JSON", { "content-type": "application/json" }],
    ["no content type", {}],
  ])("answers 415 to a body that is not URL-encoded (%s), which Netlify does not record", async (_case, headers) => {
    const before = await host.submissions()
    const answer = await host.post("/", { headers, body: JSON.stringify(sent()) })
    expect(answer.status).toBe(415)
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8")
    expect(answer.body.toString()).toBe("Netlify Forms stand-in: only URL-encoded form posts are recorded")
    expect(await host.submissions()).toEqual(before)
  })

  it.each(["fail-500", "fail-422"])("answers with the status its cookie names (%s), and stores nothing", async told => {
    const before = await host.submissions()
    const answer = await host.post("/", {
      headers: { ...URL_ENCODED, cookie: `theme=dark; ${STAND_IN_COOKIE}=${told}` },
      body: body(sent()),
    })
    expect(answer.status).toBe(Number(told.slice("fail-".length)))
    expect(answer.body.toString()).toBe("Netlify Forms stand-in: told to fail by its cookie")
    expect(await host.submissions()).toEqual(before)
  })

  it.each([`${STAND_IN_COOKIE}=fail-5000`, `${STAND_IN_COOKIE}=fail-50`, `not-${STAND_IN_COOKIE}=fail-500`])(
    "takes no order from a cookie that is not its own or not a status (%s)",
    async cookie => {
      const answer = await host.post("/", { headers: { ...URL_ENCODED, cookie }, body: body(sent()) })
      expect(answer.status).toBe(200)
    }
  )

  it("the forms stand-in lists submissions only on GET, and fails only when told exactly", async () => {
    const { name, action } = CONTACT_NETLIFY_FORM
    const form = `<form name="${name}" method="POST" action="${action}" data-netlify="true"></form>`
    const root = buildFolder({ "index.html": `<html><body>${form}</body></html>` })
    const server = await startHostLikeServer({ root, port: 0 })
    try {
      const posted = await request(server.url, STAND_IN_SUBMISSIONS_PATH, { method: "POST", body: "" })
      expect(posted.headers["content-type"]).not.toBe("application/json")
      const answer = await request(server.url, "/", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          cookie: `${STAND_IN_COOKIE}=not-fail-500`,
        },
        body: new URLSearchParams({ "form-name": name }).toString(),
      })
      expect(answer.status).toBe(200)
    } finally {
      await server.close()
    }
  })

  // Not the host's own GET (tools/host-like-server.test.ts): here the build has a form, so the stand-in
  // sees every request first and must pass a GET on, not take it for a post.
  it("passes a GET of a page on to the host, in a build with a form", async () => {
    const answer = await request(server.url, "/")
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toBe(site["index.html"])
  })
})

describe("the stand-in's forms, found in the built HTML as Netlify finds them at deploy time", () => {
  it.each([
    ['data-netlify="true"', `<form name="${FORM}" method="POST" data-netlify="true">`],
    ["a bare netlify attribute", `<form netlify name="${FORM}" method="POST">`],
    ["a method in small letters", `<form name="${FORM}" method="post" data-netlify="true">`],
    ["a page in a folder", `<form name="${FORM}" method="POST" data-netlify="true">`, "about/index.html"],
  ])("finds a form with %s", async (_case, tag, file = "index.html") => {
    const host = await serve({ "index.html": page(""), [file]: page(`${tag}</form>`) })
    try {
      const answer = await host.post("/", { headers: URL_ENCODED, body: body(sent()) })
      expect(answer.status).toBe(200)
      expect((await host.submissions()).stored).toHaveLength(1)
    } finally {
      await host.server.close()
    }
  })

  it.each([
    ["no netlify attribute", `<form name="${FORM}" method="POST">`],
    ['data-netlify="false"', `<form name="${FORM}" method="POST" data-netlify="false">`],
    ["no name", `<form method="POST" data-netlify="true">`],
    ["method GET", `<form name="${FORM}" method="GET" data-netlify="true">`],
    ["no method", `<form name="${FORM}" data-netlify="true">`],
  ])("ignores a form with %s: a post gets the host's 405", async (_case, tag) => {
    const host = await serve({ "index.html": page(`${tag}</form>`) })
    try {
      expect((await host.post("/", { headers: URL_ENCODED, body: body(sent()) })).status).toBe(405)
    } finally {
      await host.server.close()
    }
  })

  it("knows only forms in HTML files, and skips a folder whose name ends in .html", async () => {
    const host = await serve({
      "index.html": page(""),
      "notes.txt": `<form name="${FORM}" method="POST" data-netlify="true"></form>`,
      "archive.html/index.html": page(`<form name="other" method="POST" data-netlify="true"></form>`),
    })
    try {
      expect((await host.post("/", { headers: URL_ENCODED, body: body(sent()) })).status).toBe(404)
      expect((await host.post("/", { headers: URL_ENCODED, body: body({ "form-name": "other" }) })).status).toBe(200)
    } finally {
      await host.server.close()
    }
  })

  it("stores a filled field of a form that names no spam trap", async () => {
    const host = await serve({ "index.html": page(`<form name="${FORM}" method="POST" data-netlify="true"></form>`) })
    try {
      await host.post("/", { headers: URL_ENCODED, body: body(sent({ [HONEYPOT]: "filled" })) })
      expect(await host.submissions()).toEqual({
        stored: [{ form: FORM, path: "/", fields: sent({ [HONEYPOT]: "filled" }) }],
        dropped: [],
      })
    } finally {
      await host.server.close()
    }
  })

  it("lists nothing stored in a build without forms", async () => {
    const host = await serve({ "index.html": page("") })
    try {
      expect(await host.submissions()).toEqual({ stored: [], dropped: [] })
    } finally {
      await host.server.close()
    }
  })

  it("leaves a post its cookie told to hang unanswered until it is closed", async () => {
    const standIn = createFormsStandIn(buildFolder(site))
    const held: { response: http.ServerResponse; handled: boolean }[] = []
    let reached = () => undefined as void
    const handledOne = new Promise<void>(resolve => (reached = resolve))
    const server = http.createServer((request, response) => {
      void standIn
        .handle(
          request,
          response,
          () => response.end("page"),
          () => true
        )
        .then(handled => (held.push({ response, handled }), reached()))
    })
    await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
    try {
      const { port } = server.address() as AddressInfo
      const answer = request(`http://127.0.0.1:${port}`, "/", {
        method: "POST",
        headers: { ...URL_ENCODED, cookie: `${STAND_IN_COOKIE}=hang` },
        body: body(sent()),
      })
      await handledOne
      expect(held.map(({ response, handled }) => ({ handled, answered: response.headersSent }))).toEqual([
        { handled: true, answered: false },
      ])
      standIn.close()
      await expect(answer).rejects.toThrow(/socket hang up|ECONNRESET/)
    } finally {
      await new Promise(resolve => server.close(resolve))
    }
  })
})
