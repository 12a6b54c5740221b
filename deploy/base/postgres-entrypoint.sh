#!/bin/sh
# First start on an empty data folder: initdb with the superuser's password, create POSTGRES_DB,
# accept password connections from the network. Then run the server (as the official image does).
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  password=${POSTGRES_PASSWORD:-}
  [ -n "${POSTGRES_PASSWORD_FILE:-}" ] && password=$(cat "$POSTGRES_PASSWORD_FILE")
  [ -n "$password" ] || { echo "Set POSTGRES_PASSWORD or POSTGRES_PASSWORD_FILE" >&2; exit 1; }
  pwfile=$(mktemp)
  printf '%s\n' "$password" > "$pwfile"
  initdb --username=postgres --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  if [ -n "${POSTGRES_DB:-}" ] && [ "$POSTGRES_DB" != postgres ]; then
    postgres --single -D "$PGDATA" postgres <<SQL >/dev/null
CREATE DATABASE "$POSTGRES_DB";
SQL
  fi
fi
if [ "$1" = postgres ]; then
  shift
  exec postgres -c listen_addresses="${POSTGRES_LISTEN_ADDRESSES:-*}" "$@"
fi
exec "$@"
