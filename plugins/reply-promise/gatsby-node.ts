import type { GatsbyNode } from "gatsby"
import { typeNameForDataFile } from "../content-model/data-files"
import { replyTimeInWords, type ReplyPromise } from "../../src/lib/reply-promise"

/**
 * `ContactJson.replyTimeInWords`: contact.json's reply time as pages state it, with the reply promise's
 * business hours, days, opening and closing times and time zone filled in, in the site's language. Made here,
 * once, so that no page computes words in the browser that the server wrote differently.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const siteType = typeNameForDataFile("site.json")
  ;(createResolvers as (resolvers: Record<string, Record<string, unknown>>) => void)({
    [typeNameForDataFile("contact.json")]: {
      replyTimeInWords: {
        type: "String!",
        description:
          "The reply time as pages state it: replyTime, with the reply promise's {hours}, {days}, {opens}, {closes} and {timeZone} filled in, in the site's language (Monday–Friday, 9 AM). The same as replyTime without a promise.",
        resolve: async (
          source: { replyTime: string; replyPromise?: ReplyPromise | null },
          _args: unknown,
          context: { nodeModel: { findOne(args: object): Promise<{ language?: string } | null> } }
        ) => {
          const site = await context.nodeModel.findOne({ type: siteType, query: {} })
          return replyTimeInWords(source.replyTime, source.replyPromise, site?.language ?? "en")
        },
      },
    },
  })
}
