#!/usr/bin/env bash
# A streaming read replica for Statecraft (deploy/README.md; docs/scaling.md, "PgBouncer and the read replica").
#
#   On the primary, as postgres:   REPLICATION_PASSWORD=… setup-replica.sh primary
#     creates the replication role and a physical slot (the primary keeps WAL the replica has not received,
#     so a replica that was away catches up instead of needing a new base backup). Then allow it in
#     pg_hba.conf:  host replication replicator <replica address>/32 scram-sha-256
#   On the replica, as postgres, with its server stopped and DATA_DIR empty:
#                                  PRIMARY_HOST=… REPLICATION_PASSWORD=… setup-replica.sh replica
#     copies the primary with pg_basebackup -R (which writes primary_conninfo and standby.signal), then start
#     the server (systemctl start postgresql@15-main). Allow the web machines' statecraft role in the
#     replica's pg_hba.conf, and set DATABASE_REPLICA_URL to it.
#
# lib/platform/db/replica.ts watches the replica: reads go to the primary while it is down, more than one
# turn behind, or REPLICA_MAX_LAG_SECONDS of replay behind. The CI test (lib/platform/db/replica.cluster.test.ts)
# builds its standby with this script.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
REPLICATION_USER="${REPLICATION_USER:-replicator}"
SLOT="${SLOT:-statecraft_replica}"
PRIMARY_PORT="${PRIMARY_PORT:-5432}"

case "${1:-}" in
  primary)
    : "${REPLICATION_PASSWORD:?set REPLICATION_PASSWORD}"
    # psql on the primary as a superuser (PGHOST/PGPORT/PGUSER as usual).
    "$PG_BIN/psql" -X -v ON_ERROR_STOP=1 -q -d postgres \
      -v user="$REPLICATION_USER" -v password="$REPLICATION_PASSWORD" -v slot="$SLOT" <<'SQL'
select format('create role %I replication login password %L', :'user', :'password')
  where not exists (select from pg_roles where rolname = :'user') \gexec
select format('alter role %I password %L', :'user', :'password')
  where exists (select from pg_roles where rolname = :'user') \gexec
select pg_create_physical_replication_slot(:'slot')
  where not exists (select from pg_replication_slots where slot_name = :'slot');
SQL
    echo "Replication role $REPLICATION_USER and slot $SLOT ready. Allow the replica in pg_hba.conf:"
    echo "  host replication $REPLICATION_USER <replica address>/32 scram-sha-256"
    ;;
  replica)
    : "${PRIMARY_HOST:?set PRIMARY_HOST}"
    : "${REPLICATION_PASSWORD:?set REPLICATION_PASSWORD}"
    DATA_DIR="${DATA_DIR:-/var/lib/postgresql/15/main}"
    if [ -n "$(ls -A "$DATA_DIR" 2>/dev/null)" ]; then
      echo "$DATA_DIR is not empty: stop the server and empty it first (this copies the whole primary)." >&2
      exit 1
    fi
    PGPASSWORD="$REPLICATION_PASSWORD" "$PG_BIN/pg_basebackup" -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" \
      -U "$REPLICATION_USER" -D "$DATA_DIR" -R -X stream -S "$SLOT" -c fast ${BASEBACKUP_FLAGS:-}
    # -R wrote primary_conninfo (with the password) and standby.signal; keep that file private.
    chmod 600 "$DATA_DIR/postgresql.auto.conf"
    cat >> "$DATA_DIR/postgresql.auto.conf" <<CONF
# Statecraft's replica: read-only queries; the primary keeps rows they still read from its vacuum.
hot_standby = on
hot_standby_feedback = on
# Replay waits at most this long for a conflicting read, then cancels it (the web retries it on the primary).
max_standby_streaming_delay = 30s
CONF
    echo "Replica copied into $DATA_DIR; start its server, then set DATABASE_REPLICA_URL."
    ;;
  *)
    echo "usage: $0 primary|replica  (see the comments at the top)" >&2
    exit 2
    ;;
esac
