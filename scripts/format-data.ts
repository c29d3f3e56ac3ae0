/**
 * The first step of `npm run format`: rewrites the data files (data/, or CONTENT_DIR) in the repository's
 * layout, the one the content manager writes (tools/data-layout.ts). Prettier, which runs next, keeps
 * that layout but would not put fields back in the schema's order. Files that are not valid JSON are left
 * as they are; `npm run check:data` says what is wrong with them.
 */
import { formatDataFiles } from "../tools/data-layout"

for (const name of formatDataFiles(process.cwd())) console.log(`${name}: rewritten in the repository's layout`)
