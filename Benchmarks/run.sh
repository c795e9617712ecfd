#!/usr/bin/env bash
# reportgen against a hand-written awk control-break script (Benchmarks/scripts/transactions.awk)
# on the same generated, date-sorted card transactions: wall time (hyperfine), peak memory
# (/usr/bin/time), and instruction counts (callgrind), which are repeatable on a busy machine.
#
# usage: Benchmarks/run.sh [RECORDS]     (default 2,000,000; needs hyperfine, valgrind, mawk or awk)
set -euo pipefail
cd "$(dirname "$0")/.."
records=${1:-2000000}
work=${TMPDIR:-/tmp}/reportgen-bench
mkdir -p "$work"
awk_bin=$(command -v mawk || command -v awk)

swift build -c release >&2
reportgen=.build/release/reportgen
data="$work/transactions-$records.csv"
[[ -f $data ]] || python3 Benchmarks/scripts/generate.py "$records" "$data"
echo "group,date,description,amount,debit" > "$work/empty.csv"
run=("$reportgen" --layout Layouts/transactions.yaml --input "authorized=$data" --input "posted=$work/empty.csv")

echo "== $records records ($(du -h "$data" | cut -f1)), $(nproc) cores"
echo "== peak memory"
/usr/bin/time -f "awk:                %M KB, %e s" "$awk_bin" -f Benchmarks/scripts/transactions.awk "$data" > /dev/null
/usr/bin/time -f "reportgen (text):   %M KB, %e s" "${run[@]}" > /dev/null
/usr/bin/time -f "reportgen (ndjson): %M KB, %e s" "${run[@]}" --format ndjson > /dev/null

if command -v hyperfine > /dev/null; then
  echo "== wall time"
  hyperfine -N -w 1 -r "${RUNS:-5}" --output /dev/null \
    -n awk "$awk_bin -f Benchmarks/scripts/transactions.awk $data" \
    -n "reportgen text" "${run[*]}" \
    -n "reportgen ndjson" "${run[*]} --format ndjson"
fi

if command -v valgrind > /dev/null; then
  echo "== instructions on the first 200,000 records (callgrind; repeatable)"
  head -200001 "$data" > "$work/small.csv"
  strip -o "$work/reportgen" "$reportgen"  # valgrind cannot read Swift's debug info
  small=("$work/reportgen" --layout Layouts/transactions.yaml --input "authorized=$work/small.csv" --input "posted=$work/empty.csv")
  count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 > /dev/null | sed -n 's/.*Collected : //p'; }
  echo "awk:                $(count "$awk_bin" -f Benchmarks/scripts/transactions.awk "$work/small.csv")"
  echo "reportgen (text):   $(count "${small[@]}")"
  echo "reportgen (ndjson): $(count "${small[@]}" --format ndjson)"
fi
