import { createNetlifySender, SEND_TIMEOUT_MS } from "../../../src/lib/netlify-send"

const message = { name: "Grace Hopper", email: "grace@example.com", message: "Hello & goodbye = 100%" }
const hidden = { "form-name": "contact", "bot-field": "" }

/** A fetch stand-in answering with `status`, recording its calls. */
function answering(status: number) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
    Promise.resolve({ ok: status >= 200 && status < 300, status } as Response)
  )
}

/** A fetch stand-in that never answers, but gives up (like fetch) when its signal aborts. */
function neverAnswering() {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init!.signal!.addEventListener("abort", () => reject(init!.signal!.reason as Error))
      })
  )
}

describe("createNetlifySender", () => {
  it("posts the fields and the hidden fields URL-encoded to / and resolves on a 2xx answer", async () => {
    const fetch = answering(200)
    await createNetlifySender({ fetch })(message, new AbortController().signal, hidden)
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init = {}] = fetch.mock.calls[0]
    expect(url).toBe("/")
    expect(init.method).toBe("POST")
    expect(init.headers).toEqual({ "Content-Type": "application/x-www-form-urlencoded" })
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({ ...hidden, ...message })
    await expect(
      createNetlifySender({ fetch: answering(204) })(message, new AbortController().signal, hidden)
    ).resolves.toBeUndefined()
  })

  it.each([199, 301, 400, 404, 422, 500, 503])("rejects on a %i answer", async status => {
    await expect(
      createNetlifySender({ fetch: answering(status) })(message, new AbortController().signal)
    ).rejects.toThrow(String(status))
  })

  it("rejects on a network error", async () => {
    const failing = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
      Promise.reject(new TypeError("Failed to fetch"))
    )
    await expect(createNetlifySender({ fetch: failing })(message, new AbortController().signal)).rejects.toThrow(
      "Failed to fetch"
    )
  })

  it("gives up after about 15 seconds without an answer", async () => {
    jest.useFakeTimers()
    try {
      expect(SEND_TIMEOUT_MS).toBe(15_000)
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
