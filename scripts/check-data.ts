/**
 * `npm run check:data`: checks every file in data/ against its JSON Schema in a second or two, without
 * a build. Prints one line per problem (file, JSON path, what is wrong, what it found) and exits 1 if
 * there are any. The build runs the same check before it reads the content.
 */
import { DATA_DIR } from "../plugins/content-schema/data-files"
import { problemReport, validateContent } from "../plugins/content-schema/validate-content"

const { checkedFiles, problems } = validateContent(process.cwd())
if (problems.length > 0) {
  console.error(problemReport(problems))
  process.exit(1)
}
console.log(`${DATA_DIR}/: all ${checkedFiles.length} files match their schemas (${checkedFiles.join(", ")})`)
