import { CONTACT_NETLIFY_FORM, createNetlifySender, SEND_TIMEOUT_MS } from "../../../../src/lib/netlify-send"
import { pageExists } from "../../support/site-pages"

const message = { name: "Grace Hopper", email: "grace@example.com", message: "Hello & goodbye = 100%" }
/** An inquiry's fields as the form builds them: Netlify's hidden fields, the message, where it came from. */
const fields = { "form-name": "contact", "bot-field": "", ...message, page: "/financial-advisory" }

/** A fetch stand-in answering with `status`, recording its calls. */
function answering(status: number) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
    Promise.resolve({ ok: status >= 200 && status < 300, status } as Response)
  )
}

/** A fetch stand-in that never answers, but gives up (like fetch) when its signal aborts or has aborted. */
function neverAnswering() {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init!.signal!
        if (signal.aborted) reject(signal.reason as Error)
        else signal.addEventListener("abort", () => reject(signal.reason as Error))
      })
  )
}

describe("createNetlifySender", () => {
  it("posts the fields URL-encoded to / and resolves on a 2xx answer", async () => {
    const fetch = answering(200)
    await createNetlifySender({ fetch })(fields, new AbortController().signal)
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init = {}] = fetch.mock.calls[0]
    expect(url).toBe("/")
    expect(init.method).toBe("POST")
    expect(init.headers).toEqual({ "Content-Type": "application/x-www-form-urlencoded" })
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual(fields)
    await expect(
      createNetlifySender({ fetch: answering(204) })(fields, new AbortController().signal)
    ).resolves.toBeUndefined()
  })

  it.each([199, 301, 400, 404, 422, 500, 503])("rejects on a %i answer", async status => {
    await expect(
      createNetlifySender({ fetch: answering(status) })(message, new AbortController().signal)
    ).rejects.toThrow(`The host answered ${status}`)
  })

  it("posts to the endpoint it is given, exactly the fields it is given", async () => {
    const fetch = answering(200)
    await createNetlifySender({ fetch, endpoint: "/contact" })(message, new AbortController().signal)
    expect(fetch.mock.calls[0][0]).toBe("/contact")
    expect(Object.fromEntries(new URLSearchParams(fetch.mock.calls[0][1]!.body as string))).toEqual(message)
  })

  it("uses the browser's fetch when given none", async () => {
    const fetch = answering(200)
    Object.assign(globalThis, { fetch })
    try {
      await createNetlifySender()(fields, new AbortController().signal)
      expect(fetch).toHaveBeenCalledTimes(1)
    } finally {
      Reflect.deleteProperty(globalThis, "fetch")
    }
  })

  it("leaves nothing behind once answered: neither its time running out nor leaving the page later cancels it", async () => {
    jest.useFakeTimers()
    try {
      const fetch = answering(200)
      const leaving = new AbortController()
      await createNetlifySender({ fetch, timeoutMs: 50 })(fields, leaving.signal)
      const { signal } = fetch.mock.calls[0][1]!
      await jest.advanceTimersByTimeAsync(50)
      expect(signal?.aborted).toBe(false)
      leaving.abort()
      expect(signal?.aborted).toBe(false)
    } finally {
      jest.useRealTimers()
    }
  })

  it("cancels the request at once when the visitor already left", async () => {
    const fetch = neverAnswering()
    const leaving = new AbortController()
    leaving.abort()
    await expect(createNetlifySender({ fetch })(message, leaving.signal)).rejects.toHaveProperty("name", "AbortError")
    expect(fetch.mock.calls[0][1]?.signal?.aborted).toBe(true)
  })

  it("gives up after the time it is given, saying so", async () => {
    jest.useFakeTimers()
    try {
      const sent = createNetlifySender({ fetch: neverAnswering(), timeoutMs: 50 })(
        message,
        new AbortController().signal
      )
      const outcome = sent.catch((error: Error) => error)
      await jest.advanceTimersByTimeAsync(50)
      expect(await outcome).toMatchObject({ name: "TimeoutError", message: "No answer within 50 ms" })
    } finally {
      jest.useRealTimers()
    }
  })

  it("rejects on a network error", async () => {
    const failing = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
      Promise.reject(new TypeError("Failed to fetch"))
    )
    await expect(createNetlifySender({ fetch: failing })(message, new AbortController().signal)).rejects.toThrow(
      "Failed to fetch"
    )
  })

  it("gives up after SEND_TIMEOUT_MS without an answer when given no time of its own", async () => {
    jest.useFakeTimers()
    try {
      const outcome = jest.fn<void, [string]>()
      const sent = createNetlifySender({ fetch: neverAnswering() })(message, new AbortController().signal).then(
        () => {
          outcome("resolved")
        },
        (error: Error) => {
          outcome(error.name)
        }
      )
      await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1)
      expect(outcome).not.toHaveBeenCalled()
      await jest.advanceTimersByTimeAsync(1)
      await sent
      expect(outcome).toHaveBeenCalledWith("TimeoutError")
    } finally {
      jest.useRealTimers()
    }
  })

  it("cancels the request when the visitor leaves (the signal aborts)", async () => {
    const fetch = neverAnswering()
    const leaving = new AbortController()
    const sent = createNetlifySender({ fetch })(message, leaving.signal)
    leaving.abort()
    await expect(sent).rejects.toHaveProperty("name", "AbortError")
    expect(fetch.mock.calls[0][1]?.signal?.aborted).toBe(true)
  })
})

describe("CONTACT_NETLIFY_FORM", () => {
  it("names the form, and a spam trap that no field a visitor fills in uses", () => {
    expect(CONTACT_NETLIFY_FORM.name).not.toBe("")
    expect(CONTACT_NETLIFY_FORM.honeypot).not.toBe("")
    expect([...Object.keys(message), "form-name"]).not.toContain(CONTACT_NETLIFY_FORM.honeypot)
  })

  it("leads a visitor without JavaScript to a page the site has after the send", () => {
    expect(pageExists(CONTACT_NETLIFY_FORM.action)).toBe(true)
  })
})
