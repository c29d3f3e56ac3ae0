/**
 * Jest's globalTeardown: a run whose tests left anything in its temporary folder (global-setup.ts) fails, naming
 * what was left, so that a leak fails every run rather than slowly filling the machines' temporary folders. The
 * folder goes either way. Not under Stryker (its workers have STRYKER_MUTATOR_WORKER): there a mutant that fails a
 * test before that test's clean-up leaves a folder, and the failure would count as a crash of the test runner, not
 * as the mutant killed; the plain runs of `npm test` keep the check.
 */
import fs from "fs"
import { runFolder } from "./global-setup"

export default function globalTeardown(): void {
  const run = runFolder.jestRunFolder
  if (!run) return
  delete runFolder.jestRunFolder
  if (run.outer === undefined) delete process.env.TMPDIR
  else process.env.TMPDIR = run.outer
  const left = fs.readdirSync(run.folder)
  fs.rmSync(run.folder, { recursive: true, force: true })
  if (left.length > 0 && process.env.STRYKER_MUTATOR_WORKER === undefined)
    throw new Error(
      `The unit tests left ${left.join(", ")} in the temporary folder; a test makes its temporary folders with tests/unit/support/scratch-folder.ts, which removes them`
    )
}
