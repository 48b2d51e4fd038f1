#!/usr/bin/env bash
# Starts a private, throw-away PostgreSQL cluster on a spare port for the database integration tests.
# Prints two lines on stdout: the cluster's folder (stop it with `pg_ctl -D <folder>/data stop`), then the connection
# URL. Usage: { read -r dir; read -r url; } < <(scripts/start-test-postgres.sh [port])
# (No shared file names the folder: several runs on one machine, e.g. CI beside a developer's, would overwrite it.)
set -euo pipefail
port="${1:-55432}"
bindir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -x "$bindir/initdb" ] || { echo "PostgreSQL server binaries not found under /usr/lib/postgresql" >&2; exit 1; }
dir="$(mktemp -d /tmp/reelcraft-pg-XXXXXX)"
run=()
# initdb and postgres refuse to run as root: use the postgres system user when we are root.
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  run=(runuser -u postgres --)
fi
"${run[@]}" "$bindir/initdb" -D "$dir/data" -U reelcraft --auth=trust --encoding=UTF8 --no-locale >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
"${run[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >&2 \
  || { cat "$dir/server.log" >&2; exit 1; }
echo "$dir"
echo "postgres://reelcraft@127.0.0.1:$port/postgres"
