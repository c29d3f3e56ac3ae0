#!/usr/bin/env bash
# Starts the Chromium that CHROMIUM_BINARY names with the arguments given, its --disable-features switches
# joined into one. Chromium reads only the last such switch, and Playwright passes a list of its own before
# the project's (tools/chromium.ts): without the join, one list would silently replace the other.
set -euo pipefail
features=()
others=()
for argument in "$@"; do
  case "${argument}" in
    --disable-features=*) features+=("${argument#--disable-features=}") ;;
    *) others+=("${argument}") ;;
  esac
done
if [ ${#features[@]} -gt 0 ]; then
  others+=("--disable-features=$(IFS=,; echo "${features[*]}")")
fi
exec "${CHROMIUM_BINARY:?CHROMIUM_BINARY names the Chromium to start}" "${others[@]}"
