// Mutation testing (`npm run test:mutation`): Stryker changes the project's logic one small edit at a time
// (a mutant) and runs the unit tests that cover it; a mutant no test notices is a gap in the tests.
// What is mutated, and why the rest is not, is in docs/testing.md ("Mutation testing").
// Stryker checks this file against its own schema when it starts (node_modules/@stryker-mutator/core/schema).
export default {
  mutate: [
    "src/lib/**/*.ts",
    // The calculators' and plans' logic: their computations, views, rules, the estimate and what makes a page
    // respond, which unit tests judge on the server's HTML in jsdom (the page module's entry, src/page-modules/,
    // only the browser suite judges).
    "src/calculators/**/*.ts",
    "plugins/content-model/**/*.ts",
    // The content manager's Node side, and the logic of its admin that unit tests judge in jsdom: the
    // checked widgets, their checks, the reads of a form, their character count and problem summary, Decap's
    // internals, what is published,
    // addresses, previews' content, the editor's words, the reading status. Not its entry (cms.tsx), the
    // previews' components or the shim, which only the browser suite judges.
    "plugins/content-admin/{cms-config,site-entries,names,named-pictures,local-backend,review-repository,build-admin}.ts",
    "plugins/content-admin/admin/{checked-widgets,character-count,problem-summary}.tsx",
    "plugins/content-admin/admin/{decap-internals,field-checks,form-reads,published-content,entry-addresses,preview-content,editor-words,reading-status}.ts",
    "adapters/static-host/**/*.ts",
    // The search page's texts: what it shows of a query and an excerpt, and its results a few at a time (its DOM
    // entry only the browser judges).
    "src/search/{search-text,result-pager}.ts",
    "tools/**/*.ts",
    // Finds and launches Chromium: what it finds depends on what the machine has installed.
    "!tools/chromium.ts",
  ],
  testRunner: "jest",
  // The project's own Jest set-up (jest.config.js): Babel through babel-preset-gatsby, jsdom by default.
  jest: { projectType: "custom", configFile: "jest.config.js", enableFindRelatedTests: true },
  // Runs, for each mutant, only the tests that executed its code in the first, unmutated run.
  coverageAnalysis: "perTest",
  // How long a mutant's tests may run before it counts as timed out (and so as killed): 4 times their time in
  // the first run, plus 10 s. A mutant of code run when a module loads runs every related test, some 26 s
  // of them; on a busy 2-core machine they take several times that, and Stryker's default (1.5 times, plus
  // 5 s) counted such slow runs as timeouts. A slowdown multiplies a run's time, so the margin does too.
  timeoutFactor: 4,
  timeoutMS: 10_000,
  // Mutants that do not type-check are not counted: Babel would run them, TypeScript never would.
  checkers: ["typescript"],
  tsconfigFile: "tsconfig.json",
  // The sandbox is a copy of the project; builds, reports and caches are not needed in it.
  ignorePatterns: [
    "/public",
    "/.cache",
    "/test-results",
    "/playwright-report",
    "/bench-results",
    "/.cms",
    "/bench/*/public",
    "/bench/*/.cache",
  ],
  // Keeps each mutant's result, so a later run tests again only the mutants whose code or tests changed.
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  reporters: ["clear-text", "progress", "html", "json"],
  clearTextReporter: { allowColor: true, logTests: false, reportTests: false, reportMutants: true },
  thresholds: { high: 90, low: 85, break: 85 },
}
