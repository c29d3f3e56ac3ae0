// ESLint flat config: type-aware TypeScript rules, React, hooks and accessibility for every file that
// renders; formatting is Prettier's (eslint-config-prettier turns off the rules that would disagree).
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

// Node's own modules, which no code that reaches a browser may import: it would fail to bundle, or bundle a
// stand-in. tests/unit/eslint.config.test.ts follows the imports from the browser's entry points (the pages,
// the templates, gatsby-browser.tsx, the content manager's admin/cms.tsx) and fails for a file they reach
// that BROWSER_CODE leaves out.
const NODE_ONLY = [
  "fs",
  "path",
  "os",
  "child_process",
  "http",
  "https",
  "net",
  "zlib",
  "crypto",
  "url",
  "module",
  "worker_threads",
]
export const BROWSER_CODE = [
  "src/**/*.{ts,tsx}",
  "gatsby-browser.tsx",
  "plugins/content-admin/admin/**/*.{ts,tsx}",
  "plugins/content-admin/names.ts",
  "plugins/content-model/{canonical-json,content-kinds,content-entries,content-rules,content-shape,site-facts,entry-rules,rich-text}.ts",
  "plugins/build-time-icons/{icon-markup,icon-set}.ts",
]
const nodeOnlyImports = {
  paths: NODE_ONLY.map(name => ({
    name,
    message: `${name} is Node's: this file reaches the browser (eslint.config.mjs, BROWSER_CODE).`,
  })),
  patterns: [
    {
      group: ["node:*"],
      message: "Node's modules stay out of files that reach the browser (eslint.config.mjs, BROWSER_CODE).",
    },
  ],
}

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      ".cache/",
      "public/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      ".cms/",
      "bench/*/public/",
      "bench/*/.cache/",
      "src/gatsby-types.d.ts",
      // Stryker's sandbox (a copy of the project) and its reports (npm run test:mutation).
      ".stryker-tmp/",
      "reports/",
    ],
  },
  js.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // `const { used, ...rest } = props` drops props on purpose.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    // Unit tests break content on purpose through untyped JSON, and hand jest mocks' methods to expect().
    files: ["tests/unit/**"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/unbound-method": "off",
    },
  },
  {
    // scripts/test-all.sh runs, on each content variant, only the unit tests whose imports reach the module
    // that reads CONTENT_DIR (jest --findRelatedTests plugins/content-model/data-files.ts). Code or a test
    // that read it itself would escape those runs: everything else takes the folder from data-files.ts.
    // Setting CONTENT_DIR for a child process (`env: { ...process.env, CONTENT_DIR: folder }`) is allowed.
    files: ["**/*.{js,cjs,mjs,ts,tsx}"],
    ignores: ["plugins/content-model/data-files.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          // process.env.CONTENT_DIR, env.CONTENT_DIR, process.env[CONTENT_DIR]
          "MemberExpression[property.name='CONTENT_DIR']",
          // process.env["CONTENT_DIR"], a key kept in a constant, a quoted key in a pattern
          "Literal[value='CONTENT_DIR']",
          "TemplateLiteral[expressions.length=0][quasis.0.value.cooked='CONTENT_DIR']",
          // const { CONTENT_DIR } = process.env
          "ObjectPattern > Property[key.name='CONTENT_DIR']",
        ].map(selector => ({
          selector,
          message:
            "Only plugins/content-model/data-files.ts reads CONTENT_DIR: import DATA_DIR from it. scripts/test-all.sh runs on each content variant only the unit tests whose imports reach that module (jest --findRelatedTests).",
        })),
      ],
    },
  },
  { files: BROWSER_CODE, rules: { "no-restricted-imports": ["error", nodeOnlyImports] } },
  {
    // The pages render from their query's props, never from the build's code: a component that needs a value
    // the build computes gets it through GraphQL (a node field, a resolver), so nothing under src/ imports
    // from plugins/ (and the components would move with the content if the framework changed).
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          ...nodeOnlyImports,
          patterns: [
            ...nodeOnlyImports.patterns,
            {
              group: ["**/plugins/**"],
              message: "src/ takes what the build computes from GraphQL, not from plugins/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.tsx"],
    extends: [react.configs.flat.recommended, reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    settings: { react: { version: "detect" } },
    languageOptions: { globals: globals.browser },
    rules: {
      // Types, not propTypes, describe the props.
      "react/prop-types": "off",
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  prettier
)
