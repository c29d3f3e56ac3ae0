import React from "react"
import { ArticleSections, type ArticleSectionsProps } from "./ArticleSections"
import { DocumentSections, type DocumentSectionsProps } from "./DocumentSections"
import { InsightsSections, type InsightsSectionsProps } from "./InsightsSections"
import { PersonSections, type PersonSectionsProps } from "./PersonSections"
import { TeamSections, type TeamSectionsProps } from "./TeamSections"

/** Which page's sections, with their props: one of the pages of people, articles and the firm's own pages. */
export type EntrySectionsProps =
  | { article: ArticleSectionsProps }
  | { person: PersonSectionsProps }
  | { team: TeamSectionsProps }
  | { insights: InsightsSectionsProps }
  | { document: DocumentSectionsProps }

/**
 * The sections of the pages of people, articles and the firm's own pages, and of their index pages, as one
 * static part (../static-parts.ts): one declaration in the code every page loads, and one chunk, which only a
 * page the browser renders itself (client-side navigation) downloads.
 */
export function EntrySections(props: EntrySectionsProps) {
  if ("article" in props) return <ArticleSections {...props.article} />
  if ("person" in props) return <PersonSections {...props.person} />
  if ("team" in props) return <TeamSections {...props.team} />
  if ("insights" in props) return <InsightsSections {...props.insights} />
  return <DocumentSections {...props.document} />
}
