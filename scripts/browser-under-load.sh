#!/usr/bin/env bash
# Runs the browser suite several times in a row while busy loops keep the processor's cores loaded, to
# show that no test depends on the machine being quiet (docs/testing.md, "Under load").
# Usage: bash scripts/browser-under-load.sh [runs, 3] [busy loops, 2] [spec files, all]
#   after a build of data/ (npm run build), or of a content variant, with the same CONTENT_DIR for both.
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
loops=${2:-2}
specs=("${@:3}")
export GATSBY_TELEMETRY_DISABLED=1 CI=1

if [ ! -f public/index.html ]; then
  echo "No build in public/: run npm run build first."
  exit 1
fi

busy=()
stop_loops() {
  if [ ${#busy[@]} -gt 0 ]; then kill "${busy[@]}" 2>/dev/null; fi
}
trap stop_loops EXIT
for _ in $(seq "${loops}"); do
  node -e 'for (;;);' &
  busy+=($!)
done
echo "Busy loops running: ${busy[*]} ($(nproc) cores)"

failed=0
for run in $(seq "${runs}"); do
  started=$SECONDS
  npx --no-install playwright test --reporter=dot "${specs[@]}" > "test-results/under-load-${run}.log" 2>&1
  code=$?
  summary=$(grep -E "^ +[0-9]+ (passed|failed|flaky|skipped)" "test-results/under-load-${run}.log" | tr -s ' ' | paste -sd, -)
  echo "run ${run}/${runs}: exit ${code} in $((SECONDS - started)) s:${summary} (load average $(cut -d' ' -f1-3 /proc/loadavg))"
  [ "${code}" -eq 0 ] || failed=1
done
exit "${failed}"
