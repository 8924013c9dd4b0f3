#!/usr/bin/env bash
# Every test of the project, in the order a failure is cheapest to find:
# typecheck, lint, unit, the tax tables mutation check, integration (PGlite, then PostgreSQL when available), the
# production build with the reliability suite (tests/chaos) beside it, e2e. Each step's wall-clock and CPU time is
# printed at the end, passed or not.
#   TRIBUTO_PG_STATE=/tmp/my-pg.env PGPORT=54340 npm test   # a PostgreSQL cluster of your own (default: the shared one)
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

times_dir=$(mktemp -d /tmp/tributo-test-times.XXXXXX)
suite_started=$(date +%s.%N)
pg_state="${TRIBUTO_PG_STATE:-/tmp/tributo-pg-test.env}"
pg_started=0

step() { printf '\n==> %s\n' "$*"; }

# a - b, in seconds with a decimal.
minus() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a - b }'; }

# Sets cpu_now to the CPU seconds (user + system) of this shell's finished children, from bash's `times`. Never in
# a pipe or a $(...): there it would run in a subshell, which has no children of its own.
cpu_now=0
read_cpu() {
  times >"$times_dir/times"
  cpu_now=$(awk 'NR == 2 { total = 0; for (i = 1; i <= 2; i++) { split($i, t, "m"); total += t[1] * 60 + t[2] } printf "%.1f", total }' "$times_dir/times")
}

# timed LABEL COMMAND...: one step, its wall-clock and CPU time recorded for the summary.
timed() {
  local label=$1 started cpu_before rc=0
  shift
  step "$label"
  started=$(date +%s.%N)
  read_cpu
  cpu_before=$cpu_now
  "$@" || rc=$?
  read_cpu
  printf '%s\t%s\t%s\t%s\n' "$label" "$(minus "$(date +%s.%N)" "$started")" "$(minus "$cpu_now" "$cpu_before")" \
    "$([[ $rc -eq 0 ]] && echo ok || echo "FAILED ($rc)")" >>"$times_dir/steps"
  return "$rc"
}

summary() {
  local rc=$?
  [[ -f "$times_dir/steps" ]] || return 0
  printf '\n==> Time per step (wall-clock and CPU seconds; CPU above wall means both cores worked)\n'
  awk -F'\t' '{ printf "  %-62s %7.1f s wall %7.1f s CPU  %s\n", $1, $2, $3, $4 }' "$times_dir/steps"
  printf '  %-62s %7.1f s wall\n' "Total" "$(minus "$(date +%s.%N)" "$suite_started")"
  [[ $rc -eq 0 ]] || printf '  (stopped by a failure, exit %s)\n' "$rc"
}

cleanup() {
  if [[ $pg_started -eq 1 ]]; then TRIBUTO_PG_STATE="$pg_state" bash scripts/pg-test-cluster.sh stop >/dev/null 2>&1 || true; fi
  rm -rf "$times_dir"
}
trap 'summary; cleanup' EXIT

step "Runtime"
node --version

timed "Typecheck (the build below skips its own)" npx tsc --noEmit

timed "Lint" npm run lint --silent

timed "Unit tests" npx vitest run --project 'unit*'

timed "Mutation check of the tax tables (incremental, see README)" npx tsx scripts/mutate-tax-tables.ts

# The shared cluster when one is already up (left running), else one of our own (stopped at the end).
start_postgres() {
  if [[ -f "$pg_state" ]]; then
    # shellcheck disable=SC1090
    (source "$pg_state" && "$PGBIN/pg_isready" -q -h 127.0.0.1 -p "$PGPORT") || pg_started=1
  else
    pg_started=1
  fi
  # (Steps run under `||`, where set -e does not stop a function: each failure returns by hand.)
  TRIBUTO_PG_STATE="$pg_state" bash scripts/pg-test-cluster.sh start || return
  # shellcheck disable=SC1090
  source "$pg_state" || return
  export TEST_DATABASE_URL
}

integration() {
  if ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
    start_postgres || return
  else
    echo "PostgreSQL tests SKIPPED: no server binaries under /usr/lib/postgresql/*/bin (only PGlite runs)."
  fi
  npx vitest run --project integration
}
timed "Integration tests (PGlite and PostgreSQL)" integration

build() {
  # A known canary value: it must not reach the browser bundles (checked below); the e2e servers use it too.
  export AUTH_SECRET="e2e-canary-auth-secret-0123456789abcdef-NOT-FOR-PRODUCTION"
  SKIP_BUILD_TYPECHECK=1 npx next build
}
chaos() {
  timeout --signal=TERM --kill-after=30 600 npm run --silent test:chaos
}
# The reliability suite mostly waits (a hanging provider, a database restarting): beside the build when there are
# two cores, its output shown once the build is done.
build_and_chaos() {
  if [[ $(nproc) -lt 2 ]]; then
    chaos || return
    build
    return
  fi
  local chaos_rc=0 build_rc=0
  chaos >"$times_dir/chaos.log" 2>&1 &
  local chaos_pid=$!
  build || build_rc=$?
  wait "$chaos_pid" || chaos_rc=$?
  step "Reliability suite output"
  cat "$times_dir/chaos.log"
  [[ $build_rc -eq 0 ]] || { echo "The production build failed (exit $build_rc)."; return "$build_rc"; }
  [[ $chaos_rc -eq 0 ]] || { echo "The reliability suite failed (exit $chaos_rc)."; return "$chaos_rc"; }
}
# The reliability suite: fuzzing, webhook chaos, the database going away.
timed "Production build, the reliability suite beside it" build_and_chaos

timed "No secrets in .next/static" node scripts/check-static-secrets.mjs "$AUTH_SECRET"

timed "End-to-end tests (Playwright, Chromium)" npx playwright test
