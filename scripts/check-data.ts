/**
 * `npm run check:data`: checks every file in data/ against its JSON Schema in a second or two, without
 * a build. Prints one line per problem (file, JSON path, what is wrong, what it found), and one line per
 * file laid out differently from the repository's form (which `npm run format` fixes), and exits 1 if
 * there are any. The build runs the same content check before it reads the content; the layout does not
 * stop a build.
 *
 * It also reminds editors of the articles whose last review is more than a year old, of the calculators whose
 * figures are for a tax year before last year, and of the plans whose fees have not changed for a year, by the
 * site's one clock in the firm's zone (src/lib/clock.ts: SOURCE_DATE_EPOCH or now; contact.json's reply promise
 * names the zone, UTC without one). A reminder only: it never fails the check, so that content that passes today
 * passes tomorrow.
 */
import { CONTENT_KINDS } from "../plugins/content-model/content-kinds"
import { clockOf, filesOfKind, readContentSnapshot } from "../plugins/content-model/content-snapshot"
import { DATA_DIR } from "../plugins/content-model/data-files"
import { REVIEW_REMINDER_MONTHS, articlesDueForReview } from "../plugins/content-model/entry-rules"
import { toolsDueForNewFigures } from "../src/calculators/rules"
import { plansDueForReview } from "../src/calculators/plan-rules"
import { checkContent, problemReport } from "../plugins/content-model/validate-content"
import { layoutProblems } from "../tools/data-layout"

const snapshot = readContentSnapshot(process.cwd())
const { checkedFiles, problems } = checkContent(snapshot)
const layout = layoutProblems(process.cwd())
const today = clockOf(snapshot).date

/** A reminder: a line saying what to do, then each file it concerns. */
function remind(heading: string, lines: string[]): void {
  if (lines.length > 0) console.log([`Reminder (not a problem): ${heading}`, ...lines].join("\n"))
}

const due = articlesDueForReview(filesOfKind(snapshot, CONTENT_KINDS.article.name), today)
remind(
  `${due.length === 1 ? "this article was" : "these articles were"} last reviewed more than ${REVIEW_REMINDER_MONTHS} months ago; check the advice and set a new review date:`,
  due.map(({ id, since }) => `  ${DATA_DIR}/${CONTENT_KINDS.article.folder}/${id}.json (since ${since})`)
)
const currentYear = Number(today.slice(0, 4))
const outdated = toolsDueForNewFigures(filesOfKind(snapshot, CONTENT_KINDS.tool.name), currentYear)
remind(
  `${outdated.length === 1 ? "this calculator's figures are" : "these calculators' figures are"} for a tax year before ${currentYear - 1}; enter the new year's figures, their source and a new review date:`,
  outdated.map(({ id, taxYear }) => `  ${DATA_DIR}/${CONTENT_KINDS.tool.folder}/${id}.json (tax year ${taxYear})`)
)
const unchanged = plansDueForReview(filesOfKind(snapshot, CONTENT_KINDS.plan.name), today, REVIEW_REMINDER_MONTHS)
remind(
  `${unchanged.length === 1 ? "this plan's fees have" : "these plans' fees have"} been in effect for more than ${REVIEW_REMINDER_MONTHS} months; check them, and announce a new schedule if they change:`,
  unchanged.map(({ id, since }) => `  ${DATA_DIR}/${CONTENT_KINDS.plan.folder}/${id}.json (in effect since ${since})`)
)
if (problems.length > 0) console.error(problemReport(problems))
if (layout.length > 0) console.error(layout.join("\n"))
if (problems.length > 0 || layout.length > 0) process.exit(1)
console.log(`${DATA_DIR}/: all ${checkedFiles.length} files match their schemas (${checkedFiles.join(", ")})`)
