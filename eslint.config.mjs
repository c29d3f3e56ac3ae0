// ESLint flat config: type-aware TypeScript rules, React, hooks and accessibility for every file that
// renders; formatting is Prettier's (eslint-config-prettier turns off the rules that would disagree).
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

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
