/**
 * Unit tests, following Gatsby's unit-testing recipe: Babel with babel-preset-gatsby compiles
 * TypeScript and JSX, `gatsby` itself is mocked (tests/unit/__mocks__/gatsby.ts), jsdom stands in for the browser.
 * Browser tests of the built site live in tests/browser and run with Playwright.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  // The test of a project file <path>/<name>.<ext> is tests/unit/<path>/<name>.test.ts(x); shared test support is in
  // tests/unit/support. tests/unit/jest.config.test.ts checks that every test file is named after what it tests.
  testMatch: ["<rootDir>/tests/unit/**/*.test.[jt]s?(x)"],
  // The project's code is in the module map too, so that `jest --findRelatedTests <module>` finds every test
  // whose imports reach that module (scripts/test-all.sh: the tests that read the content, per variant).
  roots: ["<rootDir>/tests/unit", "<rootDir>/src", "<rootDir>/plugins", "<rootDir>/adapters", "<rootDir>/tools"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/tests/unit/setup/jest-preprocess.js" },
  // gatsby ships untranspiled ES modules that Jest must compile too, and so do @netlify/headers-parser and redirect-parser
  // (read by tools/host-like-server.ts) and the packages it imports, and unified with its remark, rehype, micromark,
  // mdast, hast, unist and vfile packages and their small helpers (plugins/content-model/rich-text.ts).
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|@netlify/headers-parser|@netlify/redirect-parser|escape-string-regexp|is-plain-obj|map-obj|path-exists|unified|remark-[^/]+|rehype-[^/]+|micromark[^/]*|mdast-[^/]+|hast-[^/]+|unist-[^/]+|vfile[^/]*|html-void-elements|property-information|zwitch|stringify-entities|character-entities[^/]*|ccount|comma-separated-tokens|space-separated-tokens|devlop|markdown-table|longest-streak|decode-named-character-reference|trim-lines|bail|trough)/)",
  ],
  globals: { __PATH_PREFIX__: "" },
  // Every core: jest's default leaves one free, which on a 2-core machine runs the tests one file at a time
  // (measured: 49 s → 31 s for the whole suite).
  maxWorkers: "100%",
  // Mocks (gatsby's Link, spies) start each test with no calls from earlier ones.
  clearMocks: true,
  // Some tests run git, build folders or serve HTTP; on a busy machine these take several times the
  // default 5 s. Tests wait on states (promises, events), never on time, so a longer limit costs nothing.
  testTimeout: 30_000,
  // Each run's own temporary folder: the run fails if a test leaves anything in it (tests/unit/setup/global-*.ts).
  globalSetup: "<rootDir>/tests/unit/setup/global-setup.ts",
  globalTeardown: "<rootDir>/tests/unit/setup/global-teardown.ts",
  setupFiles: ["<rootDir>/tests/unit/setup/loader-shim.js", "<rootDir>/tests/unit/setup/text-encoding.js"],
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup/after-env.ts"],
}
