/**
 * `npm run check:data`: checks every file in data/ against its JSON Schema in a second or two, without
 * a build. Prints one line per problem (file, JSON path, what is wrong, what it found), and one line per
 * file laid out differently from the repository's form (which `npm run format` fixes), and exits 1 if
 * there are any. The build runs the same content check before it reads the content; the layout does not
 * stop a build.
 */
import { DATA_DIR } from "../plugins/content-schema/data-files"
import { problemReport, validateContent } from "../plugins/content-schema/validate-content"
import { layoutProblems } from "../tools/data-layout"

const { checkedFiles, problems } = validateContent(process.cwd())
const layout = layoutProblems(process.cwd())
if (problems.length > 0) console.error(problemReport(problems))
if (layout.length > 0) console.error(layout.join("\n"))
if (problems.length > 0 || layout.length > 0) process.exit(1)
console.log(`${DATA_DIR}/: all ${checkedFiles.length} files match their schemas (${checkedFiles.join(", ")})`)
