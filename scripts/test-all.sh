#!/usr/bin/env bash
# Every test of the project, the cheapest failures first:
#   1. typecheck, lint, unit tests and the tax tables mutation check, side by side;
#   2. the integration tests (PGlite, then PostgreSQL when available);
#   3. the bundles' secret check, then e2e (Playwright).
# On two cores the production build and the reliability suite (tests/chaos) start with stage 1 and run beside the
# stages: the build has long stretches on one core and the reliability suite mostly waits (a hanging provider, a
# database restarting), so together they fill the gaps the other jobs leave. The build is awaited before the secret
# check and e2e, the reliability suite at the very end.
# Jobs side by side write to logs of their own, printed in order once all are done. Each step's and each job's
# wall-clock and CPU time is printed at the end, passed or not.
#   TRIBUTO_PG_STATE=/tmp/my-pg.env PGPORT=54340 npm test   # a PostgreSQL cluster of your own (default: the shared one)
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

times_dir=$(mktemp -d /tmp/tributo-test-times.XXXXXX)
suite_started=$(date +%s.%N)
pg_state="${TRIBUTO_PG_STATE:-/tmp/tributo-pg-test.env}"
pg_started=0
running_jobs=""

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
  # The jobs it ran side by side, under it.
  if [[ -f "$times_dir/jobs" ]]; then
    cat "$times_dir/jobs" >>"$times_dir/steps"
    rm "$times_dir/jobs"
  fi
  return "$rc"
}

summary() {
  local rc=$?
  [[ -f "$times_dir/steps" ]] || return 0
  printf '\n==> Time per step (wall-clock and CPU seconds; CPU above wall means both cores worked; "- " lines: jobs run beside it, a job started earlier counted where it ended)\n'
  awk -F'\t' '{ printf "  %-62s %7.1f s wall %7.1f s CPU  %s\n", $1, $2, $3, $4 }' "$times_dir/steps"
  printf '  %-62s %7.1f s wall\n' "Total" "$(minus "$(date +%s.%N)" "$suite_started")"
  [[ $rc -eq 0 ]] || printf '  (stopped by a failure, exit %s)\n' "$rc"
}

cleanup() {
  local pid
  for pid in $running_jobs; do kill_tree "$pid"; done
  if [[ $pg_started -eq 1 ]]; then TRIBUTO_PG_STATE="$pg_state" bash scripts/pg-test-cluster.sh stop >/dev/null 2>&1 || true; fi
  rm -rf "$times_dir"
}
trap 'summary; cleanup' EXIT

step "Runtime"
node --version

# launch FUNCTION: starts FUNCTION in the background, its output and its times into files of its own; sets job_id
# and job_pid for collect.
job_seq=0
launch() {
  job_id=$((job_seq += 1))
  (
    TIMEFORMAT=$'%R\t%U\t%S'
    { time "$1" >"$times_dir/job-$job_id.log" 2>&1; } 2>"$times_dir/job-$job_id.time"
  ) &
  job_pid=$!
  running_jobs+=" $job_pid "
}

# collect ID PID LABEL: waits for a launched job, prints its log and records its wall-clock and CPU time (indented
# under the step that collects it, in the summary). Returns the job's exit code.
collect() {
  local id=$1 pid=$2 label=$3 rc=0
  wait "$pid" || rc=$?
  running_jobs=${running_jobs/ $pid / }
  step "$label (output)"
  cat "$times_dir/job-$id.log"
  awk -F'\t' -v label="$label" -v ok="$([[ $rc -eq 0 ]] && echo ok || echo "FAILED ($rc)")" \
    'END { printf "  - %s\t%.1f\t%.1f\t%s\n", label, $1, $2 + $3, ok }' "$times_dir/job-$id.time" >>"$times_dir/jobs"
  return "$rc"
}

# side_by_side LABEL FUNCTION [LABEL FUNCTION...]: runs the functions at once, then prints their logs in order.
# Fails with the first failure's exit code once all are done.
side_by_side() {
  local labels=() ids=() pids=() i rc=0 job_rc
  while [[ $# -gt 0 ]]; do
    labels+=("$1")
    launch "$2"
    ids+=("$job_id")
    pids+=("$job_pid")
    shift 2
  done
  for i in "${!ids[@]}"; do
    job_rc=0
    collect "${ids[$i]}" "${pids[$i]}" "${labels[$i]}" || job_rc=$?
    [[ $job_rc -eq 0 || $rc -ne 0 ]] || rc=$job_rc
  done
  return "$rc"
}

# A job still running when the suite stops early (the reliability suite after a failure in stage 1) is stopped
# with its children.
kill_tree() {
  local child
  for child in $(pgrep -P "$1" 2>/dev/null); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}

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
if ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  timed "PostgreSQL test cluster" start_postgres
else
  echo "PostgreSQL tests SKIPPED: no server binaries under /usr/lib/postgresql/*/bin (only PGlite runs)."
fi

# A known canary value: it must not reach the browser bundles (checked below); the e2e servers use it too.
export AUTH_SECRET="e2e-canary-auth-secret-0123456789abcdef-NOT-FOR-PRODUCTION"

typecheck() { npx tsc --noEmit; }
lint() { npm run lint --silent; }
unit() { npx vitest run --project 'unit*'; }
mutation() { npx tsx scripts/mutate-tax-tables.ts; }
checks() {
  side_by_side "Typecheck (the build skips its own)" typecheck "Lint" lint "Unit tests" unit \
    "Mutation check of the tax tables (incremental, see docs/testing.md)" mutation
}
build() { SKIP_BUILD_TYPECHECK=1 npx next build; }
integration() { npx vitest run --project 'integration*'; }
# The reliability suite: fuzzing, webhook chaos, the database going away. No deadline over the whole suite (a
# loaded machine would fail it): a hang ends on the test's own timeout (vitest.config.ts).
chaos() { npm run --silent test:chaos; }
e2e() { npx playwright test; }

# One core: one job at a time, the cheapest failures first.
if [[ $(nproc) -lt 2 ]]; then
  timed "Typecheck, lint, unit tests, mutation check" checks
  timed "Integration tests (PGlite and PostgreSQL)" integration
  timed "Reliability suite (tests/chaos)" chaos
  timed "Production build" build
  timed "No secrets in .next/static" node scripts/check-static-secrets.mjs "$AUTH_SECRET"
  timed "End-to-end tests (Playwright, Chromium)" e2e
  exit 0
fi

# Two cores or more: the build and the reliability suite start now and run beside the stages below (the build has
# long stretches on one core; the reliability suite mostly waits), each collected where what follows needs it.
launch build
build_id=$job_id
build_pid=$job_pid
launch chaos
chaos_id=$job_id
chaos_pid=$job_pid

timed "Typecheck, lint, unit tests, mutation check" checks

# then_collect FUNCTION ID PID LABEL: runs FUNCTION, then collects the job launched earlier; fails with the first
# failure once both are done.
then_collect() {
  local rc=0 job_rc=0
  "$1" || rc=$?
  collect "$2" "$3" "$4" || job_rc=$?
  [[ $rc -ne 0 ]] || rc=$job_rc
  return "$rc"
}
timed "Integration tests (PGlite and PostgreSQL)" then_collect integration "$build_id" "$build_pid" \
  "Production build (started with the checks)"

timed "No secrets in .next/static" node scripts/check-static-secrets.mjs "$AUTH_SECRET"

timed "End-to-end tests (Playwright, Chromium)" then_collect e2e "$chaos_id" "$chaos_pid" \
  "Reliability suite (tests/chaos, started with the checks)"
