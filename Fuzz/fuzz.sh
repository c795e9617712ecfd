#!/usr/bin/env bash
# Builds the libFuzzer targets with AddressSanitizer and runs each one.
#
# usage: Fuzz/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]     (default: 60 s, every target)
#   FUZZ_JOBS=N runs N fuzzing processes per target.
# Leak detection is off: Swift keeps indirect-enum references with tag bits set, which
# LeakSanitizer does not see as pointers (false leaks of live plans); -rss_limit_mb catches real growth.
# Corpora grow in Fuzz/Corpus/TARGET (seeded from the samples and the regression inputs); logs go to
# Fuzz/Logs/TARGET; crashes are written to Fuzz/Crashes/ and make the script fail. Keep each crashing
# input in Tests/ReportGenCoreTests/Fuzz/Regressions/TARGET, which `swift test` replays through the
# same FuzzTargets code, and record its outcome there: RECORD_FUZZ_OUTCOMES=1 swift test --filter FuzzRegressionTests
set -euo pipefail
cd "$(dirname "$0")"
here=$(pwd)
seconds=${1:-60}
shift || true
targets=("$@")
((${#targets[@]})) || targets=(FuzzLayout FuzzCSV FuzzJSON FuzzExpression FuzzExpressionChain FuzzTemplate FuzzFont FuzzRender)
flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)

mkdir -p .build-links Crashes
ln -sfn ../.. .build-links/reportgen
# An incremental build once linked a fuzzer's entry point against an older layout of the
# library's types (ASan then reported a stack overflow that a clean build does not have): build
# afresh whenever the library's sources differ from the last build's.
sources=$(find ../Sources -name '*.swift' -print0 | sort -z | xargs -0 sha1sum | sha1sum | cut -d' ' -f1)
if [[ -f .build/fuzz-sources.sha1 && $(cat .build/fuzz-sources.sha1) != "$sources" ]]; then
  swift package clean >&2
fi
# SwiftPM may keep a path dependency's old file list after files move: clean and retry once.
swift build "${flags[@]}" >&2 || { swift package clean && swift build "${flags[@]}" >&2; }
echo "$sources" > .build/fuzz-sources.sha1
bin=$(swift build "${flags[@]}" --show-bin-path)

seed() {
  local target=$1 dir=Corpus/$1
  mkdir -p "$dir"
  cp ../Tests/ReportGenCoreTests/Fuzz/Regressions/"$target"/* "$dir/" 2>/dev/null || true
  case $target in
    FuzzLayout) cp fuzz-layout.yaml ../Layouts/*.yaml ../Tests/ReportGenCoreTests/Compilation/Corpus/*.yaml "$dir/" ;;
    FuzzCSV | FuzzRender) cp ../Samples/*.csv "$dir/" ;;
    FuzzJSON) printf '[{"group":"A","date":"2016-04-01","description":"x","amount":"3.10","debit":"D"}]' > "$dir/array.json"
              printf '{"group":"P","date":"2016-05-01","description":"y","amount":1.5,"debit":"C","count":2}\n' > "$dir/line.ndjson" ;;
    FuzzExpression) printf "if(debit == 'credit', -amount, amount)" > "$dir/if"; printf '{date:MMM dd, yyyy} {amount:,.2}' > "$dir/template"
                    printf 'MMM dd, yyyy' > "$dir/pattern"; printf -- '-12345.678' > "$dir/decimal" ;;
    # Count (2 bytes, scaled to 0...100,000), shape, then the bytes that pick operators and operands.
    FuzzExpressionChain) for shape in 0 1 2 3 4 5; do printf "\\377\\377\\$shape\\0\\1\\2\\3" > "$dir/shape-$shape"; done
                         printf '\000\053\000\000\000' > "$dir/chain-65" ;;
    # Real fonts where installed (Debian's fonts-dejavu-core, fonts-roboto-unhinted: Mac and Windows names).
    FuzzFont) for font in /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf \
                          /usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf; do
                [[ -f $font ]] && cp "$font" "$dir/"
              done
              printf '\000\001\000\000\000\000' > "$dir/empty-directory" ;;
  esac
}

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
failed=0
for target in "${targets[@]}"; do
  seed "$target"
  rm -rf "Logs/$target" && mkdir -p "Logs/$target"
  echo "== $target for ${seconds}s x ${FUZZ_JOBS:-1} job(s)" >&2
  # A font's tables lie all over the file: its inputs are whole fonts.
  max_len=8192
  if [[ $target == FuzzFont ]]; then max_len=1048576; fi
  # libFuzzer writes fuzz-N.log into the working directory when it runs jobs.
  (cd "Logs/$target" && "$bin/$target" "$here/Corpus/$target" -max_total_time="$seconds" \
    -jobs="${FUZZ_JOBS:-1}" -workers="${FUZZ_JOBS:-1}" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$here/Crashes/$target-" -print_final_stats=1 > run.log 2>&1) || true
  runs=$(cat "Logs/$target"/*.log | sed -n 's/^stat::number_of_executed_units: *//p' | awk '{s += $1} END {print s + 0}')
  echo "$target: $runs executions, corpus $(ls "Corpus/$target" | wc -l) inputs" >&2
  if ((runs == 0)); then
    echo "$target did not run: see Fuzz/Logs/$target/run.log" >&2
    failed=1
  fi
done
if compgen -G "Crashes/*" > /dev/null; then
  echo "crashing inputs in Fuzz/Crashes:" >&2
  ls Crashes >&2
  exit 1
fi
((failed == 0)) || exit 1
echo "no crashes" >&2
