#!/usr/bin/env bash
# Throwaway PostgreSQL cluster for the integration tests (initdb + pg_ctl on a free local port).
#   bash scripts/pg-test-cluster.sh start   # prints TEST_DATABASE_URL=...
#   bash scripts/pg-test-cluster.sh stop    # stops it and deletes its data
# State is kept in /tmp/tributo-pg-test.env (PGTMP, PGBIN, PGPORT, TEST_DATABASE_URL).
# Works as root (runs the server as the postgres OS user) and as a normal user.
# A second cluster beside the shared one: another state file and port, e.g.
#   TRIBUTO_PG_STATE=/tmp/my-pg.env PGPORT=54340 bash scripts/pg-test-cluster.sh start
set -euo pipefail

STATE_FILE="${TRIBUTO_PG_STATE:-/tmp/tributo-pg-test.env}"
PGPORT="${PGPORT:-54329}"

pg_bin_dir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [[ -z "$dir" ]]; then
    echo "No PostgreSQL binaries under /usr/lib/postgresql/*/bin" >&2
    exit 1
  fi
  echo "$dir"
}

as_pg_user() {
  if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start() {
  if [[ -f "$STATE_FILE" ]]; then
    # shellcheck disable=SC1090
    source "$STATE_FILE"
    if "$PGBIN/pg_isready" -q -h 127.0.0.1 -p "$PGPORT"; then
      echo "TEST_DATABASE_URL=$TEST_DATABASE_URL"
      return
    fi
    echo "Stale $STATE_FILE found; cleaning up." >&2
    stop
  fi
  PGBIN=$(pg_bin_dir)
  PGTMP=$(mktemp -d /tmp/tributo-pg-test.XXXXXX)
  if [[ $(id -u) -eq 0 ]]; then chown postgres:postgres "$PGTMP"; fi
  as_pg_user "$PGBIN/initdb" -D "$PGTMP/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$PGTMP/initdb.log"
  as_pg_user "$PGBIN/pg_ctl" -D "$PGTMP/data" -l "$PGTMP/server.log" \
    -o "-p $PGPORT -k $PGTMP -c listen_addresses=127.0.0.1 -c fsync=off" -w start >/dev/null
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"
  cat >"$STATE_FILE" <<STATE
PGTMP=$PGTMP
PGBIN=$PGBIN
PGPORT=$PGPORT
TEST_DATABASE_URL=$TEST_DATABASE_URL
STATE
  echo "TEST_DATABASE_URL=$TEST_DATABASE_URL"
}

stop() {
  if [[ ! -f "$STATE_FILE" ]]; then
    echo "No test cluster recorded in $STATE_FILE." >&2
    return
  fi
  # shellcheck disable=SC1090
  source "$STATE_FILE"
  if [[ -d "$PGTMP/data" ]]; then
    as_pg_user "$PGBIN/pg_ctl" -D "$PGTMP/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  if [[ "$PGTMP" == /tmp/tributo-pg-test.* ]]; then rm -rf "$PGTMP"; fi
  rm -f "$STATE_FILE"
  echo "Test cluster stopped."
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
