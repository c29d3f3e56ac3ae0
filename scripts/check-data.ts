/**
 * `npm run check:data`: checks every file in data/ against its JSON Schema in a second or two, without
 * a build. Prints one line per problem (file, JSON path, what is wrong, what it found), and one line per
 * file laid out differently from the repository's form (which `npm run format` fixes), and exits 1 if
 * there are any. The build runs the same content check before it reads the content; the layout does not
 * stop a build.
 *
 * It also reminds editors of the articles whose last review is more than a year old. A reminder only: it
 * never fails the check, so that content that passes today passes tomorrow.
 */
import { CONTENT_KINDS } from "../plugins/content-model/content-kinds"
import { filesOfKind, readContentSnapshot } from "../plugins/content-model/content-snapshot"
import { DATA_DIR } from "../plugins/content-model/data-files"
import { REVIEW_REMINDER_MONTHS, articlesDueForReview } from "../plugins/content-model/entry-rules"
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
if (problems.length > 0) console.error(problemReport(problems))
if (layout.length > 0) console.error(layout.join("\n"))
if (problems.length > 0 || layout.length > 0) process.exit(1)
console.log(`${DATA_DIR}/: all ${checkedFiles.length} files match their schemas (${checkedFiles.join(", ")})`)
