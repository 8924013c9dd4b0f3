#!/usr/bin/env bash
# Every test of the project, in the order a failure is cheapest to find:
# typecheck, lint, unit, the tax tables mutation check, integration (PGlite, then PostgreSQL when available), the
# reliability suite (tests/chaos),
# production build, e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n==> %s\n' "$*"; }

step "Runtime"
node --version

step "Typecheck"
npx tsc --noEmit

step "Lint"
npx eslint . --max-warnings=0

step "Unit tests"
npx vitest run --project 'unit*'

step "Mutation check of the tax tables (every number pinned by a test)"
npx tsx scripts/mutate-tax-tables.ts

step "Integration tests (PGlite and PostgreSQL)"
pg_started=0
if ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  bash scripts/pg-test-cluster.sh start
  # shellcheck disable=SC1091
  source /tmp/tributo-pg-test.env
  export TEST_DATABASE_URL
  pg_started=1
  trap 'bash scripts/pg-test-cluster.sh stop >/dev/null 2>&1 || true' EXIT
else
  echo "PostgreSQL tests SKIPPED: no server binaries under /usr/lib/postgresql/*/bin (only PGlite runs)."
fi
npx vitest run --project integration

step "Reliability suite (fuzzing, webhook chaos, the database going away; bounded to 10 minutes)"
timeout --signal=TERM --kill-after=30 600 npm run --silent test:chaos
if [[ $pg_started -eq 1 ]]; then
  bash scripts/pg-test-cluster.sh stop
  trap - EXIT
  unset TEST_DATABASE_URL
fi

step "Production build"
# Known canary values: they must not reach the browser bundles (checked below).
export AUTH_SECRET="e2e-canary-auth-secret-0123456789abcdef-NOT-FOR-PRODUCTION"
npx next build

step "No secrets in .next/static"
node scripts/check-static-secrets.mjs "$AUTH_SECRET"

step "End-to-end tests (Playwright, Chromium)"
npx playwright test
