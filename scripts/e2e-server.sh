#!/usr/bin/env bash
# Production server for the Playwright suite, on a fresh embedded database of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
# E2E_BARE=1 starts the production defaults instead: no demo accounts, no sandbox payments, a data dir of its own.
data="$PWD/.data/e2e${E2E_BARE:+-bare}"
rm -rf "$data"
export PGLITE_DATA_DIR="$data/pglite"
export APP_URL="http://127.0.0.1:${E2E_PORT:-3100}"
export ENABLE_DEV_OUTBOX=true
# The suite signs in with the demo accounts and pays in the sandbox: both are opt-ins of a production start.
if [[ -z "${E2E_BARE:-}" ]]; then
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
exec node node_modules/next/dist/bin/next start -p "${E2E_PORT:-3100}" -H 127.0.0.1
