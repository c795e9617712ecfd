#!/usr/bin/env bash
# The same rows read as CSV, from SQLite and from PostgreSQL: peak memory (RSS) and wall time of
# the sample report over each (release build), to show that database rows stream with flat memory
# and what reading them costs against the CSV reader.
#
# usage: Benchmarks/sources.sh [ROWS...]     (default: 100000 1000000; needs python3 and PostgreSQL's
#                                             server binaries: REPORTGEN_PG_BIN, pg_config, or
#                                             /usr/lib/postgresql/*/bin)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
sizes=("$@")
((${#sizes[@]})) || sizes=(100000 1000000)
work=${TMPDIR:-/tmp}/reportgen-bench-sources
mkdir -p "$work"

reportgen=$(bash "$root/Benchmarks/scripts/build-release.sh")

# A throwaway PostgreSQL server on a free loopback port (as `postgres` when run as root: initdb
# refuses root), stopped on exit.
pg_bin=${REPORTGEN_PG_BIN:-$(pg_config --bindir 2> /dev/null || ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)}
pg_dir=$(mktemp -d)
as_postgres=()
if [[ $(id -u) == 0 ]]; then
  chown postgres "$pg_dir"
  as_postgres=(runuser -u postgres --)
fi
"${as_postgres[@]}" "$pg_bin/initdb" -D "$pg_dir/data" -U bench -A trust -E UTF8 --locale=C -N > /dev/null
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w \
  -o "-p $port -c listen_addresses=127.0.0.1 -k $pg_dir -c fsync=off" start > /dev/null
stop_server() {
  "${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate stop > /dev/null || true
  rm -rf "$pg_dir"
}
trap stop_server EXIT
url="postgres://bench@127.0.0.1:$port/postgres"
psql=("$pg_bin/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U bench -d postgres)

# The sample report over one source (the other, posted, is empty), without its level by date: the
# engine remembers each closed group's key until the outer group ends (docs/layout.md), and a
# million records hold a quarter of a million dates, which would hide what the readers hold.
flat() { sed '/- by: date/,+2d' "$1"; }
csv_layout=$work/csv.yaml
sqlite_layout=$work/sqlite.yaml
postgres_layout=$work/postgres.yaml
flat Layouts/transactions.yaml > "$csv_layout"
flat Layouts/transactions-sqlite.yaml | sed "s|sqlite: ../Samples/transactions.sqlite|sqlite: $work/bench.sqlite|" \
  > "$sqlite_layout"
flat Layouts/transactions-sqlite.yaml \
  | sed -e "s|sqlite: ../Samples/transactions.sqlite|postgres: \"$url\"|" -e 's|date >= ?|date >= $1|' > "$postgres_layout"
echo "group,date,description,amount,debit" > "$work/empty.csv"

# Best wall time and largest peak RSS of three runs: "SECONDS KB".
measure() {
  local best="" rss=0 line seconds kb
  for _ in 1 2 3; do
    line=$( { /usr/bin/time -f "%e %M" "$@" > /dev/null; } 2>&1 | tail -1)
    read -r seconds kb <<< "$line"
    [[ -z $best ]] || (($(echo "$seconds < $best" | bc -l))) && best=$seconds
    ((kb > rss)) && rss=$kb
  done
  echo "$best $rss"
}

printf "%-10s %-10s %10s %12s %12s %14s\n" rows source seconds rows/s "peak RSS" "vs CSV"
for rows in "${sizes[@]}"; do
  data=$work/transactions-$rows.csv
  [[ -f $data ]] || python3 Benchmarks/scripts/generate.py "$rows" "$data"
  python3 - "$data" "$work/bench.sqlite" << 'PY'
import csv, os, sqlite3, sys
data, target = sys.argv[1], sys.argv[2]
if os.path.exists(target):
    os.remove(target)
db = sqlite3.connect(target)
for table in ("authorized", "posted"):
    db.execute(f"CREATE TABLE {table} (id INTEGER PRIMARY KEY, grp TEXT, date TEXT, description TEXT, "
               "amount REAL, debit TEXT)")
with open(data, newline="") as f:
    db.executemany("INSERT INTO authorized (grp, date, description, amount, debit) VALUES (?, ?, ?, ?, ?)",
                   ((r["group"], r["date"], r["description"], float(r["amount"]), r["debit"]) for r in csv.DictReader(f)))
db.commit()
db.close()
PY
  "${psql[@]}" -c "SET client_min_messages = warning" -c "DROP TABLE IF EXISTS authorized, posted" \
    -c "CREATE TABLE authorized (id serial PRIMARY KEY, grp text, date date, description text, amount numeric(12,2), debit text)" \
    -c "CREATE TABLE posted (LIKE authorized INCLUDING ALL)" \
    -c "\\copy authorized (grp, date, description, amount, debit) FROM '$data' CSV HEADER"
  read -r csv_s csv_kb <<< "$(measure "$reportgen" --layout "$csv_layout" \
    --input "authorized=$data" --input "posted=$work/empty.csv")"
  read -r sqlite_s sqlite_kb <<< "$(measure "$reportgen" --layout "$sqlite_layout" --param from=1900-01-01)"
  read -r pg_s pg_kb <<< "$(measure "$reportgen" --layout "$postgres_layout" --param from=1900-01-01)"
  for entry in "CSV $csv_s $csv_kb" "SQLite $sqlite_s $sqlite_kb" "PostgreSQL $pg_s $pg_kb"; do
    read -r name seconds kb <<< "$entry"
    printf "%-10s %-10s %10s %12.0f %9.1f MB %13.2fx\n" "$rows" "$name" "$seconds" \
      "$(echo "$rows / $seconds" | bc -l)" "$(echo "$kb / 1024" | bc -l)" "$(echo "$csv_s / $seconds" | bc -l)"
  done
done
