#!/bin/sh
# Starts PostgreSQL on 127.0.0.1:$PGPORT. On a fresh cluster, first creates $POSTGRES_USER (a superuser
# with $POSTGRES_PASSWORD, as the official image does) and runs /docker-entrypoint-initdb.d/*.sql.
set -e
bin=/usr/lib/postgresql/15/bin
data=/var/lib/postgresql/15/main
conf=/etc/postgresql/15/main/postgresql.conf
single() { "$bin/postgres" --single -D "$data" -c config_file="$conf" postgres >/dev/null; }
if [ ! -f "$data/.initialised" ]; then
  if [ -n "$POSTGRES_USER" ] && [ "$POSTGRES_USER" != postgres ]; then
    echo "CREATE ROLE \"$POSTGRES_USER\" LOGIN SUPERUSER PASSWORD '${POSTGRES_PASSWORD:-}'" | single
  fi
  for f in /docker-entrypoint-initdb.d/*.sql; do
    # --single reads one statement per line: the init files hold one-line statements.
    [ -f "$f" ] && single < "$f"
  done
  touch "$data/.initialised"
fi
exec "$bin/postgres" -D "$data" -c config_file="$conf" -c port="$PGPORT" -c listen_addresses=127.0.0.1 \
  -c unix_socket_directories=/tmp -c max_connections=200
