/**
 * `npm run check:data`: checks every file in data/ against its JSON Schema in a second or two, without
 * a build. Prints one line per problem (file, JSON path, what is wrong, what it found), and one line per
 * file laid out differently from the repository's form (which `npm run format` fixes), and exits 1 if
 * there are any. The build runs the same content check before it reads the content; the layout does not
 * stop a build.
 *
 * It also reminds editors of the articles whose last review is more than a year old, and of the calculators
 * whose figures are for a tax year before last year in the firm's zone (contact.json's reply promise names
 * it; UTC without one). A reminder only: it never fails the check, so that content that passes today passes
 * tomorrow.
 */
import { CONTENT_KINDS } from "../plugins/content-model/content-kinds"
import { dataOf, filesOfKind, readContentSnapshot } from "../plugins/content-model/content-snapshot"
import { DATA_DIR } from "../plugins/content-model/data-files"
import { REVIEW_REMINDER_MONTHS, articlesDueForReview } from "../plugins/content-model/entry-rules"
import { toolsDueForNewFigures } from "../src/calculators/rules"
import { checkContent, problemReport } from "../plugins/content-model/validate-content"
import { layoutProblems } from "../tools/data-layout"

const snapshot = readContentSnapshot(process.cwd())
const { checkedFiles, problems } = checkContent(snapshot)
const layout = layoutProblems(process.cwd())
const due = articlesDueForReview(
  filesOfKind(snapshot, CONTENT_KINDS.article.name),
  new Date().toISOString().slice(0, 10)
)
if (due.length > 0)
  console.log(
    [
      `Reminder (not a problem): ${due.length === 1 ? "this article was" : "these articles were"} last reviewed more than ${REVIEW_REMINDER_MONTHS} months ago; check the advice and set a new review date:`,
      ...due.map(({ id, since }) => `  ${DATA_DIR}/${CONTENT_KINDS.article.folder}/${id}.json (since ${since})`),
    ].join("\n")
  )
const contact = dataOf(snapshot, "contact.json") as { replyPromise?: { timeZone?: string } } | undefined
const firmZone = contact?.replyPromise?.timeZone ?? "UTC"
const currentYear = Number(new Intl.DateTimeFormat("en", { timeZone: firmZone, year: "numeric" }).format(new Date()))
const outdated = toolsDueForNewFigures(filesOfKind(snapshot, CONTENT_KINDS.tool.name), currentYear)
if (outdated.length > 0)
  console.log(
    [
      `Reminder (not a problem): ${outdated.length === 1 ? "this calculator's figures are" : "these calculators' figures are"} for a tax year before ${currentYear - 1}; enter the new year's figures, their source and a new review date:`,
      ...outdated.map(
        ({ id, taxYear }) => `  ${DATA_DIR}/${CONTENT_KINDS.tool.folder}/${id}.json (tax year ${taxYear})`
      ),
    ].join("\n")
  )
if (problems.length > 0) console.error(problemReport(problems))
if (layout.length > 0) console.error(layout.join("\n"))
if (problems.length > 0 || layout.length > 0) process.exit(1)
console.log(`${DATA_DIR}/: all ${checkedFiles.length} files match their schemas (${checkedFiles.join(", ")})`)
