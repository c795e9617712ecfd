#!/usr/bin/env bash
# The shapes of work beyond the transactions report, each against a peer in the same run: the
# monthly layout (counts and means in held headers) against DuckDB and against the transactions
# report's time a record; a year's rows held for its header (peak memory); the transactions
# report from SQLite and from PostgreSQL against the same rows from CSV; PDF memory at two sizes;
# a million distinct keys against mawk doing the same check. Prints a Markdown table of ratios.
#
# usage: Benchmarks/workloads.sh [-m N] [-y N] [-d N] [-p N,N] [-k N] [-r RUNS]
#   -m  records of the monthly run (default 8000000, one source)
#   -y  records of the one-year run (default 2000000)
#   -d  records per source from the databases and CSV (default 1000000: 2 × 1M)
#   -p  records per source for the two PDF runs (default 250000,4000000)
#   -k  distinct keys (default 1000000)
#   -r  timed runs per command, the best kept (default 1)
#   -w  the workloads to run, of monthly,year,sqlite,postgres,pdf,keys (default all)
# Needs python3 and /usr/bin/time; duckdb (pip install duckdb), sqlite3, PostgreSQL's server
# binaries (REPORTGEN_PG_BIN, pg_config or /usr/lib/postgresql/*/bin) and mawk for their rows
# (a row whose peer is missing says so). On a shared machine, run it under the build lock as
# run.sh is run (flock /tmp/reportgen-build.lock Benchmarks/workloads.sh). Data is cached in
# ${TMPDIR:-/tmp}/reportgen-bench.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
monthly=8000000
year=2000000
database=1000000
pdf=250000,4000000
keys=1000000
runs=1
only=monthly,year,sqlite,postgres,pdf,keys
while getopts "m:y:d:p:k:r:w:" option; do
  case $option in
    m) monthly=$OPTARG ;;
    y) year=$OPTARG ;;
    d) database=$OPTARG ;;
    p) pdf=$OPTARG ;;
    k) keys=$OPTARG ;;
    r) runs=$OPTARG ;;
    w) only=$OPTARG ;;
    *) sed -n '8,16p' "$0" >&2; exit 64 ;;
  esac
done
IFS=, read -r -a pdf <<< "$pdf"
work=${TMPDIR:-/tmp}/reportgen-bench
mkdir -p "$work"
scratch=$(mktemp -d "$work/workloads.XXXXXX")
server=
cleanup() {
  [[ -n $server ]] && "${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$server/data" -m immediate stop > /dev/null 2>&1
  [[ -n $server ]] && rm -rf "$server"
  rm -rf "$scratch"
}
trap cleanup EXIT
as_postgres=()

# REPORTGEN_BIN: a reportgen already built (then nothing is built).
if [[ -n ${REPORTGEN_BIN:-} ]]; then
  reportgen=$REPORTGEN_BIN
else
  reportgen=$(bash "$root/Benchmarks/scripts/build-release.sh")
fi
version=$(cksum < Benchmarks/scripts/generate.py | cut -d' ' -f1)
echo "group,date,description,amount,debit" > "$scratch/empty.csv"

# The generated files, cached by size and generator.
single() {  # single N -> a path: N records, one source
  local file=$work/single-$1-$version.csv
  [[ -f $file ]] || { python3 Benchmarks/scripts/generate.py "$1" "$file.tmp" && mv "$file.tmp" "$file"; }
  echo "$file"
}
one_year() {
  local file=$work/year-$1-$version.csv
  [[ -f $file ]] || { python3 Benchmarks/scripts/generate.py --year "$1" "$file.tmp" && mv "$file.tmp" "$file"; }
  echo "$file"
}
pair() {  # pair N -> sets authorized, posted
  authorized=$work/authorized-$1-$version.csv
  posted=$work/posted-$1-$version.csv
  if [[ ! -f $authorized || ! -f $posted ]]; then
    python3 Benchmarks/scripts/generate.py --pair "$1" "$authorized.tmp" "$posted.tmp"
    mv "$authorized.tmp" "$authorized"
    mv "$posted.tmp" "$posted"
  fi
}

# Best wall time of $runs runs and the largest peak RSS: "SECONDS MB"; the output goes to $out.
out=/dev/null
measure() {
  local best="" rss=0 line seconds kb
  for ((i = 0; i < runs; i++)); do
    line=$( { /usr/bin/time -f "%e %M" "$@" > "$out"; } 2>&1 | tail -1)
    read -r seconds kb <<< "$line"
    if [[ -z $best ]] || awk "BEGIN { exit !($seconds < $best) }"; then best=$seconds; fi
    ((kb > rss)) && rss=$kb
  done
  awk "BEGIN { printf \"%s %.1f\", $best, $rss / 1024 }"
}
wanted() { [[ ,$only, == *,$1,* ]]; }
ratio() { awk "BEGIN { printf \"%.2f\", $1 / ($2 > 0 ? $2 : 0.01) }"; }
row() { printf "| %s | %s | %s | %s |\n" "$@"; }

echo "# $(date -u +%Y-%m-%d), commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- Sources || echo ' (modified)'), $(nproc) cores, best of $runs"
echo
echo "| workload | reportgen (s, peak MB) | peer (s, peak MB) | ratio |"
echo "|---|---|---|---|"

# 1. monthly over M records, against DuckDB and against the transactions report a record.
if wanted monthly; then
file=$(single "$monthly")
read -r m_s m_mb <<< "$(measure "$reportgen" --layout Layouts/monthly.yaml --input "authorized=$file" --input "posted=$scratch/empty.csv")"
read -r t_s t_mb <<< "$(measure "$reportgen" --layout Layouts/transactions.yaml --input "authorized=$file" --input "posted=$scratch/empty.csv")"
if python3 -c 'import duckdb' 2> /dev/null; then
  sed "s|\$FILE|$file|" Benchmarks/scripts/monthly.sql > "$scratch/monthly.sql"
  read -r d_s d_mb <<< "$(measure python3 -c 'import duckdb, sys; duckdb.sql(open(sys.argv[1]).read())' "$scratch/monthly.sql")"
  row "monthly, $monthly records, text" "$m_s, $m_mb" "DuckDB $d_s, $d_mb" "$(ratio "$m_s" "$d_s") × DuckDB"
else
  row "monthly, $monthly records, text" "$m_s, $m_mb" "DuckDB not installed (pip install duckdb)" "—"
fi
row "the same against the transactions report" "$m_s" "transactions $t_s, $t_mb" "$(ratio "$m_s" "$t_s") × a record"
fi

# 2. One year held for its header: memory.
if wanted year; then
file=$(one_year "$year")
read -r y_s y_mb <<< "$(measure "$reportgen" --layout Layouts/monthly.yaml --input "authorized=$file" --input "posted=$scratch/empty.csv")"
row "monthly, one year of $year records" "$y_s, $y_mb" "—" "peak $y_mb MB (16 MiB of held rows in memory)"
fi

# 3 and 4. The transactions report from SQLite and PostgreSQL against CSV, 2 × D records.
if wanted sqlite || wanted postgres; then
pair "$database"
read -r c_s c_mb <<< "$(measure "$reportgen" --layout Layouts/transactions.yaml --input "authorized=$authorized" --input "posted=$posted")"
database_layout() {  # database_layout SOURCE-LINE PLACEHOLDER
  sed -e "s|sqlite: ../Samples/transactions.sqlite|$1|" -e "s|date >= ?|date >= $2|" Layouts/transactions-sqlite.yaml
}
if ! wanted sqlite; then
  :
elif command -v sqlite3 > /dev/null; then
  db=$work/transactions-$database-$version.sqlite
  if [[ ! -f $db ]]; then
    for table in authorized posted; do
      echo "CREATE TABLE $table (id INTEGER PRIMARY KEY, grp TEXT, date TEXT, description TEXT, amount REAL, debit TEXT);"
    done > "$scratch/schema.sql"
    sqlite3 "$db.tmp" < "$scratch/schema.sql"
    for table in authorized posted; do
      source=$authorized
      [[ $table == posted ]] && source=$posted
      tail -n +2 "$source" > "$scratch/rows.csv"
      sqlite3 "$db.tmp" ".mode csv" "CREATE TEMP TABLE r (grp, date, description, amount, debit)" \
        ".import $scratch/rows.csv r" \
        "INSERT INTO $table (grp, date, description, amount, debit) SELECT grp, date, description, CAST(amount AS REAL), debit FROM r" \
        "CREATE INDEX ${table}_date ON $table (date, id)"
    done
    mv "$db.tmp" "$db"
  fi
  database_layout "sqlite: $db" "?" > "$scratch/sqlite.yaml"
  read -r s_s s_mb <<< "$(measure "$reportgen" --layout "$scratch/sqlite.yaml" --param from=1900-01-01)"
  read -r p_s _ <<< "$(measure sh -c "sqlite3 -csv -header '$db' 'SELECT grp AS \"group\", date, description, amount, debit FROM authorized ORDER BY date, id' > '$scratch/a.csv'; sqlite3 -csv -header '$db' 'SELECT grp AS \"group\", date, description, amount, debit FROM posted ORDER BY date, id' > '$scratch/p.csv'; '$reportgen' --layout Layouts/transactions.yaml --input authorized='$scratch/a.csv' --input posted='$scratch/p.csv'")"
  row "transactions from SQLite, 2 × $database" "$s_s, $s_mb" "CSV $c_s, $c_mb; sqlite3 CLI into the CSV input $p_s" "$(ratio "$s_s" "$c_s") × CSV"
else
  row "transactions from SQLite, 2 × $database" "—" "sqlite3 not installed" "—"
fi
pg_bin=${REPORTGEN_PG_BIN:-$(pg_config --bindir 2> /dev/null || ls -d /usr/lib/postgresql/*/bin 2> /dev/null | sort -V | tail -1)}
if ! wanted postgres; then
  :
elif [[ -n $pg_bin && -x $pg_bin/initdb ]]; then
  server=$(mktemp -d)
  if [[ $(id -u) == 0 ]]; then
    chown postgres "$server"
    as_postgres=(runuser -u postgres --)
  fi
  "${as_postgres[@]}" "$pg_bin/initdb" -D "$server/data" -U bench -A trust -E UTF8 --locale=C -N > /dev/null
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  "${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$server/data" -l "$server/server.log" -w \
    -o "-p $port -c listen_addresses=127.0.0.1 -k $server -c fsync=off" start > /dev/null
  psql=("$pg_bin/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U bench -d postgres)
  "${psql[@]}" -c "SET client_min_messages = warning" \
    -c "CREATE TABLE authorized (id serial PRIMARY KEY, grp text, date date, description text, amount numeric(12,2), debit text)" \
    -c "CREATE TABLE posted (LIKE authorized INCLUDING ALL)" \
    -c "\\copy authorized (grp, date, description, amount, debit) FROM '$authorized' CSV HEADER" \
    -c "\\copy posted (grp, date, description, amount, debit) FROM '$posted' CSV HEADER" \
    -c "CREATE INDEX ON authorized (date, id)" -c "CREATE INDEX ON posted (date, id)" -c "ANALYZE"
  database_layout "postgres: \"postgres://bench@127.0.0.1:$port/postgres\"" '$1' > "$scratch/postgres.yaml"
  read -r g_s g_mb <<< "$(measure "$reportgen" --layout "$scratch/postgres.yaml" --param from=1900-01-01)"
  copy() { echo "\\copy (SELECT grp AS \"group\", date, description, amount, debit FROM $1 ORDER BY date, id) TO '$scratch/$1.csv' CSV HEADER"; }
  read -r q_s _ <<< "$(measure sh -c "$(printf '%q ' "${psql[@]}") -c \"$(copy authorized)\" -c \"$(copy posted)\" && '$reportgen' --layout Layouts/transactions.yaml --input authorized='$scratch/authorized.csv' --input posted='$scratch/posted.csv'")"
  row "transactions from PostgreSQL, 2 × $database" "$g_s, $g_mb" "CSV $c_s; psql COPY into the CSV input $q_s" "$(ratio "$g_s" "$c_s") × CSV"
else
  row "transactions from PostgreSQL, 2 × $database" "—" "PostgreSQL's server binaries not found" "—"
fi
fi

# 5. PDF memory at two sizes.
if wanted pdf; then
pdf_mb=()
for n in "${pdf[@]}"; do
  pair "$n"
  out=$scratch/report.pdf
  read -r f_s f_mb <<< "$(measure "$reportgen" --layout Layouts/transactions.yaml --input "authorized=$authorized" --input "posted=$posted" --format pdf --output "$scratch/report.pdf")"
  out=/dev/null
  pdf_mb+=("$f_mb")
  row "PDF, 2 × $n records" "$f_s, $f_mb" "—" "$(ratio "$f_mb" "${pdf_mb[0]}") × the first size's peak"
done
rm -f "$scratch/report.pdf"
fi

# 6. Distinct keys under one outer group.
if wanted keys; then
file=$work/keys-$keys.csv
[[ -f $file ]] || python3 Benchmarks/scripts/keys.py "$keys" "$file"
read -r k_s k_mb <<< "$(measure "$reportgen" --layout Benchmarks/scripts/keys.yaml --input "$file")"
awk_bin=$(command -v mawk || command -v awk)
read -r a_s a_mb <<< "$(measure "$awk_bin" -f Benchmarks/scripts/keys.awk "$file")"
row "$keys distinct unsorted keys, one outer group" "$k_s, $k_mb" "mawk $a_s, $a_mb" "$(ratio "$k_mb" "$a_mb") × mawk's memory"
fi
