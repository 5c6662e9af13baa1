#!/usr/bin/env bash
# `npm test`: every check in turn, stopping at the first that fails. How long each took is printed last, pass or fail:
# CI shows only the tail of its log, and the whole run must stay under 40 minutes on two cores.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
times=()
summary() { ((${#times[@]})) && printf '\n==== npm test, seconds per step ====\n%s\n' "$(printf '%s\n' "${times[@]}")"; }
trap summary EXIT
run() {
  local name=$1 start=$SECONDS rc=0
  shift
  "$@" || rc=$?
  times+=("$(printf '%-11s %5d s  %s' "$name" $((SECONDS - start)) "$([[ $rc == 0 ]] && echo ok || echo "FAILED (exit $rc)")")")
  ((rc == 0)) || exit "$rc"
}
run typecheck npm run typecheck
run lint npm run lint
run cycles npm run check:cycles
run vitest npx vitest run
run build npm run build
run size npm run check:size
run e2e npm run test:e2e
