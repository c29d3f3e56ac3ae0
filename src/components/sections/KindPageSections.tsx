import React, { type ComponentProps, type ComponentType } from "react"
import { ArticleSections } from "./ArticleSections"
import { PageSections } from "./PageSections"
import { InsightsSections } from "./InsightsSections"
import { PersonSections } from "./PersonSections"
import { TeamSections } from "./TeamSections"
import { ToolsSections } from "./ToolsSections"

/**
 * The sections of each kind's entry pages, by the kind's name. A service page's sections are a static part
 * of their own (ServicePageSections: four sections, where these are one element), and so are a calculator's
 * parts that do not respond (ToolIntro, ToolMethod, around ToolCalculator): its code stays out of this chunk. The content manager's
 * previews show an entry through this table, which its type checks against the kinds' names
 * (plugins/content-admin/admin/previews.tsx): src/ does not import from plugins/.
 */
export const ENTRY_PAGE_SECTIONS = {
  person: PersonSections,
  article: ArticleSections,
  page: PageSections,
}

/**
 * The sections of the index pages, by the index: the team's page, the list of articles and its categories,
 * the list of calculators.
 */
const INDEX_PAGE_SECTIONS = { team: TeamSections, insights: InsightsSections, tools: ToolsSections }

const SECTIONS = { ...ENTRY_PAGE_SECTIONS, ...INDEX_PAGE_SECTIONS }
type SectionsName = keyof typeof SECTIONS

/** Which page's sections, with their props: `{ person: … }`, `{ team: … }`. */
export type KindPageSectionsProps = {
  [Name in SectionsName]: { [Key in Name]: ComponentProps<(typeof SECTIONS)[Name]> }
}[SectionsName]

/**
 * The sections of the pages of people, articles and the firm's own pages, and of their index pages, as one
 * static part (../static-parts.ts): one declaration in the code every page loads, and one chunk, which only a
 * page the browser renders itself (client-side navigation) downloads.
 */
export function KindPageSections(props: KindPageSectionsProps) {
  const [[name, sectionProps]] = Object.entries(props) as [SectionsName, object][]
  const Sections = SECTIONS[name] as ComponentType<object>
  return <Sections {...sectionProps} />
}
