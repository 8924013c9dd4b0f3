#!/usr/bin/env bash
# Production server for the Playwright suite, on a fresh embedded database of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .data/e2e
export PGLITE_DATA_DIR="$PWD/.data/e2e/pglite"
export APP_URL="http://127.0.0.1:${E2E_PORT:-3100}"
export ENABLE_DEV_OUTBOX=true
# The reconcile route is closed without a secret; e2e/billing.spec.ts calls it with this one.
export CRON_SECRET="${CRON_SECRET:-e2e-reconcile-secret-0123456789}"
exec node node_modules/next/dist/bin/next start -p "${E2E_PORT:-3100}" -H 127.0.0.1
