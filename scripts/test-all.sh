#!/usr/bin/env bash
# `npm test`: everything CI checks, in order, on a fresh clone after `npm ci`.
# Stops at the first failing step and says which it was.
set -uo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 CI=1

step() {
  local name=$1
  shift
  echo
  echo "▶ ${name}"
  local started=$SECONDS
  if ! "$@"; then
    echo
    echo "✘ FAILED: ${name} (see the output above for why)"
    exit 1
  fi
  echo "✔ ${name} ($((SECONDS - started)) s)"
}

ensure_chromium() {
  if [ -n "${CHROME_PATH:-}" ] && [ -x "${CHROME_PATH}" ]; then return 0; fi
  if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then return 0; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Chromium is missing: installing Debian's chromium package (root, apt-get)."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
    return $?
  fi
  echo "The browser tests need Chromium. Install Debian's package as root:"
  echo "  apt-get update && apt-get install -y chromium fonts-dejavu-core"
  echo "or point CHROME_PATH at a Chromium or Chrome executable."
  return 1
}

step "Chromium for the browser tests" ensure_chromium
step "content in data/ matches its schemas (npm run check:data)" npm run --silent check:data
step "unit tests (jest)" npx --no-install jest
# Copies of data/ that the site is built from before data/ itself (tools/content-variants.ts), each with
# CONTENT_DIR naming the copy; the tests read their texts and the delivery mode from the same copy.
# 1. Every free text changed, and the whole browser suite: no test depends on today's wording, so any
#    valid edit by an editor passes.
EDITED_CONTENT=test-results/content-edited
step "content with every free text edited (scripts/write-content-variant.ts → ${EDITED_CONTENT})" \
  npx --no-install tsx scripts/write-content-variant.ts --out "${EDITED_CONTENT}" --variant edited
step "production build of the edited content" env CONTENT_DIR="${EDITED_CONTENT}" npx --no-install gatsby build
step "browser tests of the edited content's build" env CONTENT_DIR="${EDITED_CONTENT}" npx --no-install playwright test
# 2. The contact form's other delivery mode, Netlify Forms ("delivery": "netlify"), and the tests that
#    concern it, against the local stand-in (tools/netlify-forms-stand-in.ts); they skip what does not apply.
NETLIFY_CONTENT=test-results/content-netlify
step "content with Netlify Forms delivery (scripts/write-content-variant.ts → ${NETLIFY_CONTENT})" \
  npx --no-install tsx scripts/write-content-variant.ts --out "${NETLIFY_CONTENT}" --set contact.delivery=netlify
step "production build with Netlify Forms delivery" env CONTENT_DIR="${NETLIFY_CONTENT}" npx --no-install gatsby build
step "browser tests of the Netlify Forms build: delivery, published files, structured data, hosting, quality" \
  env CONTENT_DIR="${NETLIFY_CONTENT}" npx --no-install playwright test tests/browser/delivery.spec.ts \
  tests/browser/published-output.spec.ts tests/browser/structured-data.spec.ts tests/browser/hosting.spec.ts \
  tests/browser/quality.spec.ts
# 3. data/ as it is: the build that public/ keeps.
step "production build (gatsby build)" npx --no-install gatsby build
step "type check (npm run typecheck, after the build wrote the GraphQL types)" npm run --silent typecheck
step "lint: ESLint with zero warnings, Prettier's formatting (npm run lint)" npm run --silent lint
step "every import declared, no unused file, export or dependency (npm run check:deps, knip)" npm run --silent check:deps
step "browser tests of the production build (Playwright, Chromium)" npx --no-install playwright test
echo
echo "All checks passed."
