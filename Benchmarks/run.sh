#!/usr/bin/env bash
# reportgen against a lean mawk control-break script (scripts/transactions.awk) and a hand-written
# Swift program (Floor/main.swift, the floor) on the same report: the seeds' two-source
# transactions layout over 2 × N generated, date-sorted records (scripts/generate.py), and the
# same records as NDJSON and JSON input (scripts/to-json.py). In one run: wall time and its ratios
# to mawk and to the floor (and the JSON inputs' to the CSV's), peak RSS, cores used, start-up time
# (median of 20, scripts/startup.py), and callgrind instructions per record (repeatable on a busy
# machine). Prints Markdown tables.
#
# usage: Benchmarks/run.sh [-s N,N...] [-r RUNS] [-p PREFIX] [-C] [-W]
#   -s  records per source (default 250000,1000000: 2 × 250k and 2 × 1M)
#   -r  timed runs per command (default 5; hyperfine, else the best of RUNS with /usr/bin/time)
#   -p  records per source for callgrind (default 100000)
#   -C  no callgrind
#   -W  without the other workloads (Benchmarks/workloads.sh: monthly against DuckDB, a year held,
#       SQLite and PostgreSQL against CSV, PDF memory, distinct keys), which run last otherwise
# Needs python3, swiftc, /usr/bin/time and mawk (or awk); hyperfine and valgrind when present
# (otherwise their columns say why they are empty). Data is cached in ${TMPDIR:-/tmp}/reportgen-bench.
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=250000,1000000
runs=5
prefix=100000
callgrind=1
workloads=1
while getopts "s:r:p:CW" option; do
  case $option in
    s) sizes=$OPTARG ;;
    r) runs=$OPTARG ;;
    p) prefix=$OPTARG ;;
    C) callgrind=0 ;;
    W) workloads=0 ;;
    *) sed -n '10,16p' "$0" >&2; exit 64 ;;
  esac
done
IFS=, read -r -a sizes <<< "$sizes"
work=${TMPDIR:-/tmp}/reportgen-bench
mkdir -p "$work"
# This run's own files (outputs to compare, prefixes, the stripped binary), apart from other runs'.
scratch=$(mktemp -d "$work/run.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
awk_bin=$(command -v mawk || command -v awk)
layout=Layouts/transactions.yaml

echo "building (release) ..." >&2
reportgen=$(bash Benchmarks/scripts/build-release.sh)
floor=$work/floor
if [[ ! -x $floor || Benchmarks/Floor/main.swift -nt $floor ]]; then
  swiftc -O -o "$floor" Benchmarks/Floor/main.swift >&2
fi

# The data: cached per size and per version of the generator.
version=$(cksum < Benchmarks/scripts/generate.py | cut -d' ' -f1)
data() {  # data N -> sets authorized, posted (CSV), and writes their NDJSON and JSON next to them
  authorized=$work/authorized-$1-$version.csv
  posted=$work/posted-$1-$version.csv
  if [[ ! -f $authorized || ! -f $posted ]]; then
    echo "generating 2 × $1 records ..." >&2
    python3 Benchmarks/scripts/generate.py --pair "$1" "$authorized.tmp" "$posted.tmp"
    mv "$authorized.tmp" "$authorized"
    mv "$posted.tmp" "$posted"
  fi
  as_json "$authorized"
  as_json "$posted"
}
as_json() {  # as_json FILE.csv -> FILE.ndjson and FILE.json, the same records (scripts/to-json.py)
  local extension
  for extension in ndjson json; do
    if [[ ! -f ${1%.csv}.$extension || ${1%.csv}.$extension -ot $1 ]]; then
      python3 Benchmarks/scripts/to-json.py "$1" "${1%.csv}.$extension.tmp.$extension"
      mv "${1%.csv}.$extension.tmp.$extension" "${1%.csv}.$extension"
    fi
  done
}

# The commands, as words (no file name here has a space).
# The last two read the same records as NDJSON and as a JSON array (the text report).
commands() {  # commands AUTHORIZED.csv POSTED.csv -> sets names[] and lines[]
  local run="$reportgen --layout $layout --input authorized=$1 --input posted=$2"
  names=("mawk" "floor" "reportgen text" "reportgen ndjson" "reportgen text, NDJSON input" "reportgen text, JSON input")
  lines=("$awk_bin -f Benchmarks/scripts/transactions.awk $1 $2" "$floor $1 $2" "$run" "$run --format ndjson"
    "$reportgen --layout $layout --input authorized=${1%.csv}.ndjson --input posted=${2%.csv}.ndjson"
    "$reportgen --layout $layout --input authorized=${1%.csv}.json --input posted=${2%.csv}.json")
}

# Best wall time of $runs runs (or $2), in seconds.
best() {
  local count=${2:-$runs}
  if command -v hyperfine > /dev/null; then
    hyperfine -N -w 1 -r "$count" --style none --output null --export-json "$scratch/hyperfine.json" -- "$1" > /dev/null
    python3 -c 'import json,sys; print(min(json.load(open(sys.argv[1]))["results"][0]["times"]))' "$scratch/hyperfine.json"
  else
    local t fastest=
    for ((i = 0; i < count; i++)); do
      # shellcheck disable=SC2086  # the command is words
      t=$(/usr/bin/time -f %e $1 2>&1 > /dev/null | tail -1)
      if [[ -z $fastest ]] || awk "BEGIN { exit !($t < $fastest) }"; then fastest=$t; fi
    done
    echo "$fastest"
  fi
}

ratio() { awk "BEGIN { printf \"%.2f\", $1 / $2 }"; }

echo "# $(date -u +%Y-%m-%d), commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- Sources || echo ' (modified)'), $(nproc) cores"
echo "# $($awk_bin -W version 2>&1 | head -1), $(swift --version 2>&1 | head -1)"
if command -v hyperfine > /dev/null; then
  timer="best of $runs, hyperfine"
else
  timer="best of $runs, /usr/bin/time (hyperfine not installed)"
fi
echo
echo "| records | program | wall s ($timer) | × mawk | × floor | peak RSS MB | cores used |"
echo "|---|---|---|---|---|---|---|"
inputs=
for n in "${sizes[@]}"; do
  data "$n"
  commands "$authorized" "$posted"
  # The floor must print exactly what reportgen prints; the awk script should (doubles aside).
  # shellcheck disable=SC2086
  ${lines[2]} > "$scratch/reportgen.txt"
  # shellcheck disable=SC2086
  ${lines[1]} > "$scratch/floor.txt"
  if ! cmp "$scratch/reportgen.txt" "$scratch/floor.txt" >&2; then
    echo "run.sh: the floor's output differs from reportgen's at 2 × $n records:" >&2
    diff "$scratch/reportgen.txt" "$scratch/floor.txt" | head -20 >&2
    exit 1
  fi
  # The same records as NDJSON and as JSON must make the same report.
  for i in 4 5; do
    # shellcheck disable=SC2086
    ${lines[$i]} > "$scratch/json.txt"
    if ! cmp "$scratch/reportgen.txt" "$scratch/json.txt" >&2; then
      echo "run.sh: ${names[$i]}'s output differs from the CSV input's at 2 × $n records" >&2
      exit 1
    fi
  done
  # shellcheck disable=SC2086
  ${lines[0]} > "$scratch/awk.txt"
  if ! cmp -s "$scratch/reportgen.txt" "$scratch/awk.txt"; then
    echo "note: the awk script's output differs from reportgen's in $(diff "$scratch/reportgen.txt" "$scratch/awk.txt" | grep -c '^<') lines at 2 × $n records" >&2
  fi
  wall=()
  for i in "${!names[@]}"; do wall[$i]=$(best "${lines[$i]}"); done
  for i in "${!names[@]}"; do
    # shellcheck disable=SC2086
    read -r elapsed user system rss < <(/usr/bin/time -f "%e %U %S %M" ${lines[$i]} 2>&1 > /dev/null | tail -1)
    cores=$(awk "BEGIN { printf \"%.2f\", ($user + $system) / ($elapsed > 0 ? $elapsed : 0.01) }")
    printf "| 2 × %s | %s | %.3f | %s | %s | %.1f | %s |\n" "$n" "${names[$i]}" "${wall[$i]}" \
      "$(ratio "${wall[$i]}" "${wall[0]}")" "$(ratio "${wall[$i]}" "${wall[1]}")" \
      "$(awk "BEGIN { print $rss / 1024 }")" "$cores"
  done
  inputs="$inputs; 2 × $n: NDJSON $(ratio "${wall[4]}" "${wall[2]}") ×, JSON $(ratio "${wall[5]}" "${wall[2]}") ×"
done
echo
echo "input read as NDJSON and as JSON, wall time over the CSV input's (text report)${inputs#;}"

# Start-up: the report over two sources with no records.
head -1 "$authorized" > "$scratch/empty-authorized.csv"
head -1 "$posted" > "$scratch/empty-posted.csv"
as_json "$scratch/empty-authorized.csv"
as_json "$scratch/empty-posted.csv"
commands "$scratch/empty-authorized.csv" "$scratch/empty-posted.csv"
echo
# Twenty runs at least, on a monotonic clock (scripts/startup.py): a start-up takes a few
# milliseconds, and three runs on a busy machine can all be slow.
startup_runs=$((runs > 20 ? runs : 20))
# shellcheck disable=SC2086
read -r median fastest < <(python3 Benchmarks/scripts/startup.py "$startup_runs" ${lines[2]})
echo "start-up (reportgen text, two CSV sources without records, $startup_runs runs): median $median ms, best $fastest ms"

echo
if ((!callgrind)); then
  echo "(callgrind skipped: -C)"
elif ! command -v valgrind > /dev/null; then
  echo "(callgrind skipped: valgrind is not installed; apt-get install valgrind)"
else
  head -$((prefix + 1)) "$authorized" > "$scratch/prefix-authorized.csv"
  head -$((prefix + 1)) "$posted" > "$scratch/prefix-posted.csv"
  as_json "$scratch/prefix-authorized.csv"
  as_json "$scratch/prefix-posted.csv"
  # valgrind cannot read Swift's debug info: count a stripped copy (with its symbols, for the
  # calls below: the counts are the same either way).
  strip --strip-debug -o "$scratch/reportgen" "$reportgen"
  reportgen=$scratch/reportgen
  instructions() {  # instructions COMMAND [PROFILE] -> the count callgrind collects (the profile kept in PROFILE)
    # shellcheck disable=SC2086
    valgrind --tool=callgrind --callgrind-out-file="${2:-/dev/null}" $1 2>&1 > /dev/null | sed -n 's/.*Collected : //p'
  }
  commands "$scratch/empty-authorized.csv" "$scratch/empty-posted.csv"
  empty=("${lines[@]}")
  commands "$scratch/prefix-authorized.csv" "$scratch/prefix-posted.csv"
  echo "| program | instructions, 2 × $prefix records (callgrind) | start-up (no records) | per record, less start-up |"
  echo "|---|---|---|---|"
  for i in "${!names[@]}"; do
    count=$(instructions "${lines[$i]}")
    base=$(instructions "${empty[$i]}")
    printf "| %s | %s | %s | %s |\n" "${names[$i]}" "$count" "$base" "$(((count - base) / (2 * prefix)))"
  done
  # On one thread: the instructions a record, and its calls by callee (scripts/callgrind-calls.py).
  count=$(instructions "${lines[2]} --no-threads" "$scratch/one-thread.cg")
  base=$(instructions "${empty[2]} --no-threads" "$scratch/one-thread-empty.cg")
  echo
  echo "reportgen text, one thread (--no-threads): $(((count - base) / (2 * prefix))) instructions a record;" \
    "$(python3 Benchmarks/scripts/callgrind-calls.py "$scratch/one-thread.cg" $((2 * prefix)) "$scratch/one-thread-empty.cg" 0)"
  for i in 4 5; do
    count=$(instructions "${lines[$i]} --no-threads")
    base=$(instructions "${empty[$i]} --no-threads")
    echo "${names[$i]}, one thread: $(((count - base) / (2 * prefix))) instructions a record"
  done
fi

if ((workloads)); then
  echo
  echo "## The other workloads (Benchmarks/workloads.sh)"
  echo
  Benchmarks/workloads.sh
fi
