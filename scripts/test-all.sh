#!/usr/bin/env bash
# `npm test`: everything CI checks, in order, on a fresh clone after `npm ci`.
# Stops at the first failing step and says which it was.
set -uo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 CI=1
# One instant for the whole run (src/lib/clock.ts): every variant, build and test reads its dates from it, so
# that a fee schedule or a deadline that falls due while the run goes on cannot make a build and its tests
# disagree. A run given one (a rerun of a failure) keeps it.
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(date +%s)}"

# Each passed step's name and seconds, one per line (tab-separated), and the total last: what
# `npm run test:cost` reads (docs/testing.md, "What it costs").
TIMES=test-results/test-times.tsv
mkdir -p test-results && : >"${TIMES}"
passed() { printf '%s\t%s\n' "$1" "$2" >>"${TIMES}"; }

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
  passed "${name}" $((SECONDS - started))
}

# Runs steps side by side, then prints each one's output in the order given, and stops naming every step
# that failed. Arguments: a name, then its command as one string, for each step.
steps_side_by_side() {
  local names=() pids=() logs=() started=$SECONDS failed=()
  while [ $# -gt 0 ]; do
    names+=("$1")
    logs+=("$(mktemp)")
    (
      bash -c "$2" >"${logs[-1]}" 2>&1
      code=$?
      echo $((SECONDS - started)) >"${logs[-1]}.seconds"
      exit "${code}"
    ) &
    pids+=($!)
    shift 2
  done
  for index in "${!names[@]}"; do
    echo
    echo "▶ ${names[index]}"
    wait "${pids[index]}"
    local code=$?
    cat "${logs[index]}"
    if [ "${code}" -eq 0 ]; then
      echo "✔ ${names[index]} ($(cat "${logs[index]}.seconds") s)"
      passed "${names[index]} (side by side)" "$(cat "${logs[index]}.seconds")"
    else
      echo "✘ ${names[index]} failed"
      failed+=("${names[index]}")
    fi
    rm -f "${logs[index]}" "${logs[index]}.seconds"
  done
  if [ ${#failed[@]} -gt 0 ]; then
    echo
    printf '✘ FAILED: %s (see the output above for why)\n' "${failed[@]}"
    exit 1
  fi
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

# The content checks and unit tests run against each content below (CONTENT_DIR names the folder a step
# reads; tests take every text, count, link and mode from it, tools/content.ts). The variants are generated
# from data/ and the schemas (tools/content-variants.ts), so they follow both; each also proves that no
# test depends on today's wording, since every free text in them differs from data/'s.
#   1. "fewest": every list at its schema minimum, every text at its shortest (one character), no service
#      page, and the other delivery mode, Netlify Forms (with the local stand-in);
#   2. "most": every list longer than today, every text edited and at its longest, more service pages,
#      one renamed and one retired, people, articles and pages, a reply promise, who answers each service and
#      booking pages, sent through Netlify Forms too (with the local stand-in);
#   3. data/ as it is: its content check, the type check, lint, knip and unit tests first (the quickest
#      answer, before any build), its build and browser tests last, so that public/ keeps its build.
# Every browser spec runs on data/; each spec whose pages change with the content runs on one variant
# too, the one that tests it hardest: the delivery mode and the emptiest lists on "fewest", the layout
# of the longest texts, more pages and their redirects, every page served under its headers, and the byte
# budgets with every kind of page in use on "most". The contact form's (interactions) and the byte budgets
# run on both: "most" is what a firm's first content holds (its people, who answers what, a reply promise),
# and "fewest" has every text at one character, the budgets' fixed content. The specs of what does not
# depend on the content (the admin's guard and review, the test browser) run once, on data/.
FEWEST_SPECS=(delivery keyboard-send before-hydration error-boundary interactions canonical-addresses every-page budget)
MOST_SPECS=(tools plans pages entries search quality structured-data published-output redirects hosting cms-rules inquiries interactions every-page budget)

content_run() {
  local name=$1 folder=$2 specs_name=$3
  shift 3
  local -n specs=$specs_name
  step "content ${name}: write it (scripts/write-content-variant.ts → ${folder})" \
    npx --no-install tsx scripts/write-content-variant.ts --out "${folder}" "$@"
  step "content ${name}: matches its schemas, in the repository's layout (npm run check:data)" \
    env CONTENT_DIR="${folder}" npm run --silent check:data
  # The unit tests whose imports reach the module that reads CONTENT_DIR (data-files.ts); the others, which
  # no content reaches, ran on data/ in the first steps.
  step "content ${name}: unit tests that read the content (jest --findRelatedTests)" \
    env CONTENT_DIR="${folder}" npx --no-install jest --findRelatedTests plugins/content-model/data-files.ts
  step "content ${name}: production build" env CONTENT_DIR="${folder}" npx --no-install gatsby build
  step "content ${name}: the GraphQL types its build wrote (.cache/gatsby-types.d.ts) are the committed ones" \
    types_unchanged .cache/gatsby-types.d.ts
  step "content ${name}: browser tests of its specs (${specs[*]})" \
    env CONTENT_DIR="${folder}" npx --no-install playwright test "${specs[@]/#/tests/browser/}"
}

# The GraphQL types (src/gatsby-types.d.ts) are committed, so that the type check and lint answer before
# any build; each build writes them again (a variant's into .cache, gatsby-config.ts), and the step after
# each build checks that they did not change: not with a schema left uncommitted, nor with the content.
committed_types=test-results/gatsby-types.committed.d.ts
types_unchanged() {
  local written=$1
  if cmp -s "${committed_types}" "${written}"; then return 0; fi
  if [ "${written}" = src/gatsby-types.d.ts ]; then
    echo "The build wrote other GraphQL types than the committed src/gatsby-types.d.ts (a schema changed?)."
    echo "Commit the file the build wrote:"
  else
    echo "This content's GraphQL types (${written}) are not the committed src/gatsby-types.d.ts: the types"
    echo "depend on what the content holds (a type or field inferred from it?); declare them in the schemas:"
  fi
  diff -u "${committed_types}" "${written}" | head -40
  return 1
}

mkdir -p test-results && cp src/gatsby-types.d.ts "${committed_types}"
step "content in data/ matches its schemas, in the repository's layout (npm run check:data)" npm run --silent check:data
# Before the checks of the code: knip loads playwright.config.ts, which names the browser it starts.
step "Chromium for the browser tests" ensure_chromium
# Four checks of the code at once: together they keep every core busy, and answer sooner than one by one.
steps_side_by_side \
  "type check (npm run typecheck)" "npm run --silent typecheck" \
  "lint: ESLint with zero warnings, Prettier's formatting (npm run lint)" "npm run --silent lint" \
  "every import declared, no unused file, export or dependency (npm run check:deps, knip)" "npm run --silent check:deps" \
  "unit tests (jest)" "npx --no-install jest"
content_run "fewest, with Netlify Forms delivery" test-results/content-fewest FEWEST_SPECS --variant fewest --set contact.delivery=netlify
content_run "most, with Netlify Forms delivery" test-results/content-most MOST_SPECS --variant most --set contact.delivery=netlify
step "production build (gatsby build)" npx --no-install gatsby build
step "the GraphQL types the build wrote are the committed ones (src/gatsby-types.d.ts)" types_unchanged src/gatsby-types.d.ts
step "browser tests of the production build (Playwright, Chromium)" npx --no-install playwright test
# Not a test: pictures of every page at 360 and 1280 px, to look at (test-results/screenshots/).
step "screenshots of the production build's pages (npm run screenshots)" npm run --silent screenshots
echo
passed "npm test" "${SECONDS}"
echo "All checks passed in $((SECONDS / 60)) min $((SECONDS % 60)) s."
