#!/usr/bin/env bash
# Production server for the Playwright suite, on a fresh database of its own: a copy of the migrated template on
# PostgreSQL when E2E_SERVER_DATABASE_URL names one (playwright.config.ts: the main and the settings servers), else
# an embedded PGlite data dir (the smoke and the bare servers).
set -euo pipefail
cd "$(dirname "$0")/.."
# E2E_BARE=1 starts the production defaults instead: no demo accounts, no sandbox payments, a data dir of its own.
# E2E_SUPABASE=1 starts Supabase mode (below).
port="${E2E_PORT:-3100}"
if [[ -n "${E2E_SUPABASE:-}" ]]; then
  # Supabase mode (e2e/supabase-mode.spec.ts): the Supabase Auth double (tests/doubles/supabase-auth) makes a database
  # shaped like a new Supabase project and serves Auth on E2E_SUPABASE_AUTH_PORT; the app migrates that database on
  # its first request, as it would a real project's. The double dies with this script's process group.
  auth_port="${E2E_SUPABASE_AUTH_PORT:?the port of the Supabase Auth double, set by scripts/e2e-servers.sh}"
  : "${E2E_SUPABASE_DATABASE_URL:?the database of the Supabase-mode server, set by playwright.config.ts}"
  node_modules/.bin/tsx tests/doubles/supabase-auth/serve.ts "$E2E_SUPABASE_DATABASE_URL" "http://127.0.0.1:$port" \
    "$auth_port" &
  until curl -sf -o /dev/null "http://127.0.0.1:$auth_port/auth/v1/health"; do
    kill -0 "$!" 2>/dev/null || { echo "the Supabase Auth double stopped before it was ready" >&2; exit 1; }
    sleep 0.3
  done
  export DATABASE_URL="$E2E_SUPABASE_DATABASE_URL"
  export NEXT_PUBLIC_SUPABASE_URL="http://127.0.0.1:$auth_port"
  export NEXT_PUBLIC_SUPABASE_ANON_KEY="sb_publishable_double_0123456789abcdef"
  export SETTINGS_ENCRYPTION_KEY="${SETTINGS_ENCRYPTION_KEY:-ZTJlLXNldHRpbmdzLWtleS0wMTIzNDU2Nzg5YWJjZGU=}"
elif [[ -n "${E2E_SERVER_DATABASE_URL:-}" ]]; then
  node_modules/.bin/tsx --conditions=react-server scripts/e2e-db.ts "$E2E_SERVER_DATABASE_URL"
  export DATABASE_URL="$E2E_SERVER_DATABASE_URL"
  # Production with a DATABASE_URL requires the key that encrypts the API keys saved in /admin/settings: a test one.
  export SETTINGS_ENCRYPTION_KEY="${SETTINGS_ENCRYPTION_KEY:-ZTJlLXNldHRpbmdzLWtleS0wMTIzNDU2Nzg5YWJjZGU=}"
  # ...and the local auth's signing secret (npm test exports its canary one; a standalone `npx playwright test` has
  # none, and the server would refuse to start): a test one.
  export AUTH_SECRET="${AUTH_SECRET:-e2e-local-auth-secret-0123456789abcdef-NOT-FOR-PRODUCTION}"
else
  data="$PWD/.data/e2e-$port${E2E_BARE:+-bare}"
  rm -rf "$data"
  export PGLITE_DATA_DIR="$data/pglite"
fi
export APP_URL="http://127.0.0.1:$port"
export ENABLE_DEV_OUTBOX=true
# The suite signs in with the demo accounts and pays in the sandbox: both are opt-ins of a production start. (In
# Supabase mode Supabase Auth owns the accounts: no demo accounts, and admin:create refuses to run.)
if [[ -n "${E2E_SUPABASE:-}" ]]; then
  export PAYMENTS_PROVIDER=sandbox
elif [[ -z "${E2E_BARE:-}" ]]; then
  export DEMO_ACCOUNTS=true
  export PAYMENTS_PROVIDER=sandbox
  # A fresh administrator of its own for e2e/account-security.spec.ts, which turns on two-factor authentication (no
  # other spec may find admin@demo asking for a code), made by the same script an operator runs (npm run admin:create).
  printf '%s\n' admin-2fa@e2e.tributocerto.com.br "Admin 2FA E2E" Admin2fa2026 Admin2fa2026 |
    node_modules/.bin/tsx --conditions=react-server scripts/admin-create.ts >/dev/null
fi
# A low daily limit for the assistant, so e2e/ai-assistant.spec.ts reaches it in a few questions (no key: basic mode).
export AI_DAILY_MESSAGE_LIMIT="${AI_DAILY_MESSAGE_LIMIT:-3}"
# The reconcile route is closed without a secret; e2e/billing.spec.ts calls it with this one.
export CRON_SECRET="${CRON_SECRET:-e2e-reconcile-secret-0123456789}"
# ...and a background run of the in-process scheduler would take the reconcile lock under it.
export JOBS_SCHEDULER=off
# The specs start every demo account from zero (plan limits, empty states): no living demo data here.
export DEMO_DATA=false
# npm start's own path, with its memory settings (docs/performance.md, "Memory").
exec bash scripts/start.sh -p "$port" -H 127.0.0.1
