/**
 * Rules that look at more than one field, or at other entries, which a schema cannot say: an article's (and a
 * calculator's) reviewer is someone other than its author and holds a credential, and comes with a review date
 * that is not before the publication date; a calculator words each of its inputs, results and lines and has its
 * figures (src/calculators/rules.ts); a plan's fee schedules hold together (src/calculators/plan-rules.ts); a category's id is given once; one legal notice at most is the privacy
 * policy; a reply promise's business hours end after they start, and the reply time that states it names its
 * hours. The content check and the content manager both apply them, in the same words.
 *
 * No Node modules here: the content manager's bundle imports it too.
 */
import { CONTENT_KINDS } from "./content-kinds"
import type { Problem } from "./content-rules"
import { ordinal } from "../../src/lib/ordinal"
import type { SiteFacts } from "./site-facts"
import { toolProblems } from "../../src/calculators/rules"
import { planProblems } from "../../src/calculators/plan-rules"

/** An article's fields these rules read. */
interface ArticleFields {
  author?: unknown
  reviewer?: unknown
  published?: unknown
  reviewed?: unknown
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** What is wrong with an entry's file beyond its schema, each at the field that has to change. */
export function problemsOfEntryData(kindName: string, data: unknown, site: SiteFacts): Problem[] {
  if (typeof data !== "object" || data === null) return []
  if (kindName === CONTENT_KINDS.tool.name) return [...reviewProblems(data, site), ...toolProblems(data)]
  if (kindName === CONTENT_KINDS.plan.name) return planProblems(data)
  if (kindName !== CONTENT_KINDS.article.name) return []
  return reviewProblems(data, site)
}

/**
 * A signed entry's review (an article's, a calculator's): by someone other than the author, who holds a
 * credential, with a review date, not before the publication date.
 */
function reviewProblems({ author, reviewer, published, reviewed }: ArticleFields, site: SiteFacts): Problem[] {
  const problems: Problem[] = []
  if (typeof reviewer === "string" && reviewer) {
    if (reviewer === author)
      problems.push({
        pointer: "/reviewer",
        message: `Someone other than the author: a second person checks the advice (now ${JSON.stringify(reviewer)})`,
      })
    else if ((site.choices.person ?? []).includes(reviewer) && !site.credentialed.includes(reviewer))
      problems.push({
        pointer: "/reviewer",
        message: `Someone who holds a credential: add theirs to their page in Team, or choose another person (now ${JSON.stringify(reviewer)}, who has none)`,
      })
    if (!reviewed) problems.push({ pointer: "/reviewed", message: "Required with a reviewer (now missing)" })
  }
  if (typeof reviewed === "string" && reviewed && !reviewer)
    problems.push({ pointer: "/reviewer", message: "Required with a review date (now missing)" })
  if (typeof reviewed === "string" && typeof published === "string" && DATE.test(reviewed) && DATE.test(published))
    if (reviewed < published)
      problems.push({
        pointer: "/reviewed",
        message: `On or after the publication date, ${published} (now ${JSON.stringify(reviewed)})`,
      })
  return problems
}

/** What is wrong with a data file of the site (not an entry) beyond its schema, each at its field. */
export function problemsOfFileData(dataFile: string, data: unknown): Problem[] {
  if (typeof data !== "object" || data === null) return []
  if (dataFile === CONTENT_KINDS.article.groups!.listedIn) {
    const categories = (data as Record<string, unknown>)[CONTENT_KINDS.article.groups!.list]
    if (!Array.isArray(categories)) return []
    const ids = categories.map(category => (category as { id?: unknown } | null)?.id)
    return ids.flatMap((id, index) =>
      typeof id === "string" && ids.indexOf(id) < index
        ? [
            {
              pointer: `/${CONTENT_KINDS.article.groups!.list}/${index}/id`,
              message: `Each id once: the ${ordinal(ids.indexOf(id) + 1)} category has it already (now ${JSON.stringify(id)})`,
            },
          ]
        : []
    )
  }
  if (dataFile === "contact.json") return replyPromiseProblems(data)
  if (dataFile === "site.json") {
    const notices = (data as { footer?: { legalNotices?: unknown } }).footer?.legalNotices
    if (!Array.isArray(notices)) return []
    const first = notices.findIndex(notice => (notice as { privacyPolicy?: unknown } | null)?.privacyPolicy === true)
    return notices.flatMap((notice, index) =>
      index > first && (notice as { privacyPolicy?: unknown } | null)?.privacyPolicy === true
        ? [
            {
              pointer: `/footer/legalNotices/${index}/privacyPolicy`,
              message: `One legal notice at most is the privacy policy: the ${ordinal(first + 1)} is already (now ticked)`,
            },
          ]
        : []
    )
  }
  return []
}

/** The fields of data/contact.json the reply promise's rules read. */
interface ContactFields {
  replyTime?: unknown
  replyPromise?: { opens?: unknown; closes?: unknown } | null
}

const CLOCK_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/

/**
 * A reply promise closes after it opens (times of one day: "09:00" before "17:00"), and the reply time states
 * its hours, so that the words on the pages follow the promise when an editor changes it.
 */
function replyPromiseProblems({ replyTime, replyPromise }: ContactFields): Problem[] {
  if (typeof replyPromise !== "object" || replyPromise === null) return []
  const problems: Problem[] = []
  const { opens, closes } = replyPromise
  if (typeof opens === "string" && typeof closes === "string" && CLOCK_TIME.test(opens) && CLOCK_TIME.test(closes))
    if (closes <= opens)
      problems.push({
        pointer: "/replyPromise/closes",
        message: `Later than the opening time, ${opens}, on the same day (now ${JSON.stringify(closes)})`,
      })
  if (typeof replyTime === "string" && !replyTime.includes("{hours}"))
    problems.push({
      pointer: "/replyTime",
      message: `With a reply promise, {hours} where its number of business hours goes, such as {hours} business hours (now ${JSON.stringify(replyTime)})`,
    })
  return problems
}

/** How long a review holds before `npm run check:data` reminds editors to review an article again. */
export const REVIEW_REMINDER_MONTHS = 12

/**
 * The articles whose last review (or, never reviewed, whose publication) is more than
 * REVIEW_REMINDER_MONTHS before `today` (`YYYY-MM-DD`). A reminder only: it never fails a check, so that a
 * build that passes today passes tomorrow.
 */
export function articlesDueForReview(
  articles: readonly { id: string; data: unknown }[],
  today: string
): { id: string; since: string }[] {
  const [year, month, day] = today.split("-").map(Number)
  const limit = new Date(Date.UTC(year, month - 1 - REVIEW_REMINDER_MONTHS, day)).toISOString().slice(0, 10)
  return articles.flatMap(({ id, data }) => {
    const { published, reviewed, retiredTo } = (data ?? {}) as ArticleFields & { retiredTo?: unknown }
    const since = typeof reviewed === "string" && reviewed ? reviewed : published
    return typeof since === "string" && !retiredTo && since < limit ? [{ id, since }] : []
  })
}
