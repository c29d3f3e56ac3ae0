import type { GatsbyNode } from "gatsby"
import { createResolvers } from "../../../../plugins/reply-promise/gatsby-node"
import { promiseWords, type ReplyPromise } from "../../../../src/lib/reply-promise"
import { fillTemplate } from "../../../../src/lib/fill-template"

type Args = Parameters<NonNullable<GatsbyNode["createResolvers"]> & ((...args: never[]) => unknown)>[0]

/** The resolver the plugin gives ContactJson.replyTimeInWords. */
async function replyTimeInWordsResolver() {
  const create = jest.fn()
  await createResolvers!({ createResolvers: create } as unknown as Args, { plugins: [] }, () => undefined)
  expect(create).toHaveBeenCalledTimes(1)
  type Resolver = { type: string; resolve: (source: object, args: object, context: object) => Promise<string> }
  return (create.mock.calls[0][0] as Record<string, Record<string, Resolver>>).ContactJson.replyTimeInWords
}

/** Gatsby's node model as the resolver uses it: finds the site's one SiteJson node. */
const nodeModel = (site: object | null) => ({
  nodeModel: { findOne: jest.fn(({ type }: { type: string }) => Promise.resolve(type === "SiteJson" ? site : null)) },
})

const promise: ReplyPromise = {
  timeZone: "Europe/London",
  days: ["monday", "tuesday", "wednesday"],
  opens: "08:30",
  closes: "16:00",
  replyWithinBusinessHours: 6,
}
const replyTime = "{hours} business hours, {days}, {opens}–{closes} {timeZone} time"

describe("the reply-promise plugin", () => {
  it("gives ContactJson a non-null replyTimeInWords: the reply time with the promise's parts, in the site's language", async () => {
    const resolver = await replyTimeInWordsResolver()
    expect(resolver.type).toBe("String!")
    for (const language of ["en", "en-GB", "de"])
      expect(await resolver.resolve({ replyTime, replyPromise: promise }, {}, nodeModel({ language }))).toBe(
        fillTemplate(replyTime, promiseWords(promise, language))
      )
  })

  it("leaves the reply time as written without a promise", async () => {
    const resolver = await replyTimeInWordsResolver()
    expect(await resolver.resolve({ replyTime, replyPromise: null }, {}, nodeModel({ language: "en" }))).toBe(replyTime)
    expect(await resolver.resolve({ replyTime: "24 hours" }, {}, nodeModel({ language: "en" }))).toBe("24 hours")
  })

  it("falls back to English words while the site has no language", async () => {
    const resolver = await replyTimeInWordsResolver()
    expect(await resolver.resolve({ replyTime, replyPromise: promise }, {}, nodeModel(null))).toBe(
      fillTemplate(replyTime, promiseWords(promise, "en"))
    )
  })
})
