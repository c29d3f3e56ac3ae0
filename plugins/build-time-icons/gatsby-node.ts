import type { GatsbyNode } from "gatsby"
import { contentIconMarkup, ratingStarsMarkup, socialIconMarkup, uiIconMarkup } from "./icon-markup"

interface SchemaType {
  name: string
  getFields?: () => Record<string, { type: { toString(): string } }>
}

/**
 * Adds the icons' SVG markup to the content's GraphQL types, computed at build time from the names in
 * data/ (README.md): `iconSvg` beside every `icon: String!`, `socialIconSvgs` beside the footer's
 * `socialIcons`, `starsSvg` beside every `rating: Int!`, and `Query.contentIconSvg(name)` and
 * `Query.uiIconSvg(name)` for an icon a page names itself. The types are found by their fields, so a new data file with icons gets them too.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, intermediateSchema }) => {
  const schema = intermediateSchema as { getTypeMap(): Record<string, SchemaType> }
  const resolvers: Record<string, Record<string, unknown>> = {
    Query: {
      contentIconSvg: {
        type: "String!",
        args: { name: "String!" },
        description: "An icon of the content set (IconName) as SVG markup, drawn at build time.",
        resolve: (_source: unknown, args: { name: string }) => contentIconMarkup(args.name),
      },
      uiIconSvg: {
        type: "String!",
        args: { name: "String!" },
        description:
          "An icon of the components' own (arrow-left, arrow-right, circle-check) as SVG markup, drawn at build time.",
        resolve: (_source: unknown, args: { name: string }) => uiIconMarkup(args.name),
      },
    },
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || typeof type.getFields !== "function") continue
    const fields = type.getFields()
    const typeOf = (field: string) => fields[field]?.type.toString()
    const added: Record<string, unknown> = {}
    if (typeOf("icon") === "String!")
      added.iconSvg = {
        type: "String!",
        description: "The icon named by `icon`, as SVG markup drawn at build time.",
        resolve: (source: { icon: string }) => contentIconMarkup(source.icon),
      }
    if (typeOf("socialIcons") === "[String!]!")
      added.socialIconSvgs = {
        type: "[String!]!",
        description: "The icons named by `socialIcons`, in order, as SVG markup drawn at build time.",
        resolve: (source: { socialIcons: string[] }) => source.socialIcons.map(socialIconMarkup),
      }
    if (typeOf("rating") === "Int!")
      added.starsSvg = {
        type: "String!",
        description: "The rating drawn as five stars, `rating` of them filled, as SVG markup drawn at build time.",
        resolve: (source: { rating: number }) => ratingStarsMarkup(source.rating),
      }
    if (Object.keys(added).length > 0) resolvers[type.name] = { ...resolvers[type.name], ...added }
  }
  ;(createResolvers as (resolvers: Record<string, Record<string, unknown>>) => void)(resolvers)
}
