#!/usr/bin/env bash
# The five production servers of the Playwright suite (playwright.config.ts), started at once: their database
# copies, PGlite migrations and first requests overlap instead of running one after another (Playwright starts the
# servers of a `webServer` list one by one). Each is scripts/e2e-server.sh on a port from E2E_PORT:
#   +0 main      PostgreSQL, E2E_MAIN_DATABASE_URL
#   +1 bare      PGlite, the production defaults (E2E_BARE=1)
#   +2 settings  PostgreSQL, E2E_SETTINGS_DATABASE_URL
#   +3 smoke     PGlite, the embedded default
#   +4 supabase  PostgreSQL shaped like a Supabase project, E2E_SUPABASE_DATABASE_URL, with the Supabase Auth double
#                on +5
# Prints "e2e servers ready" once every one answers /api/health (what playwright.config.ts waits for), then runs
# until stopped; exits as soon as any server stops, which fails the run (Playwright stops the rest).
set -euo pipefail
cd "$(dirname "$0")/.."
port="${E2E_PORT:-3100}"
: "${E2E_MAIN_DATABASE_URL:?the main server database (playwright.config.ts sets it)}"
: "${E2E_SETTINGS_DATABASE_URL:?the settings server database (playwright.config.ts sets it)}"
: "${E2E_SUPABASE_DATABASE_URL:?the Supabase-mode server database (playwright.config.ts sets it)}"

pids=()
serve() { # PORT [NAME=VALUE...]
  local server_port=$1
  shift
  env "$@" E2E_PORT="$server_port" bash scripts/e2e-server.sh &
  pids+=("$!")
}
serve "$port" E2E_SERVER_DATABASE_URL="$E2E_MAIN_DATABASE_URL"
serve $((port + 1)) E2E_BARE=1
serve $((port + 2)) E2E_SERVER_DATABASE_URL="$E2E_SETTINGS_DATABASE_URL"
serve $((port + 3))
serve $((port + 4)) E2E_SUPABASE=1 E2E_SUPABASE_AUTH_PORT=$((port + 5))

# Ready as Playwright's own url check counts it: any answer from 200 to 403.
for server_port in "$port" $((port + 1)) $((port + 2)) $((port + 3)) $((port + 4)); do
  until status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$server_port/api/health") &&
    ((status >= 200 && status <= 403)); do
    for pid in "${pids[@]}"; do
      kill -0 "$pid" 2>/dev/null || { echo "an e2e server stopped before it was ready (port $server_port waited on)" >&2; exit 1; }
    done
    sleep 0.5
  done
done
echo "e2e servers ready"
wait -n
echo "an e2e server stopped during the run" >&2
exit 1
