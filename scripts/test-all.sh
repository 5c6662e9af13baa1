#!/usr/bin/env bash
# `npm test`: every check in turn, stopping at the first that fails. How long each took is printed last, pass or fail:
# CI shows only the tail of its log, and the whole run must stay under 40 minutes on two cores.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
times=()
summary() { ((${#times[@]})) && printf '\n==== npm test, seconds per step ====\n%s\n' "$(printf '%s\n' "${times[@]}")"; }
trap summary EXIT
record() { times+=("$(printf '%-11s %5d s  %s' "$1" "$2" "$([[ $3 == 0 ]] && echo ok || echo "FAILED (exit $3)")")"); }
run() {
  local name=$1 start=$SECONDS rc=0
  shift
  "$@" || rc=$?
  record "$name" $((SECONDS - start)) "$rc"
  ((rc == 0)) || exit "$rc"
}

# The static checks each keep one core busy: side by side they take the time of the longest (typecheck), not the sum.
# Each one's output is printed whole once it ends, in this order, so the log reads as if they ran in turn.
static_checks() {
  local dir names=(typecheck lint cycles) scripts=(typecheck lint check:cycles) failed=0 i seconds rc
  dir=$(mktemp -d)
  for i in "${!names[@]}"; do
    (start=$SECONDS; rc=0; npm run "${scripts[$i]}" >"$dir/$i.log" 2>&1 || rc=$?; echo "$((SECONDS - start)) $rc" >"$dir/$i.done") &
  done
  wait
  for i in "${!names[@]}"; do
    cat "$dir/$i.log"
    # A check that left no result (killed) failed.
    seconds=0 rc=1
    [[ -f $dir/$i.done ]] && read -r seconds rc <"$dir/$i.done"
    record "${names[$i]}" "$seconds" "$rc"
    ((rc == 0)) || failed=$rc
  done
  rm -rf "$dir"
  ((failed == 0)) || exit "$failed"
}

static_checks
run vitest npx vitest run
run build npm run build
run size npm run check:size
run e2e npm run test:e2e
