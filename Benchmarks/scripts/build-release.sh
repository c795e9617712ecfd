#!/usr/bin/env bash
# Builds reportgen as shipped and prints the program's path. On Linux that is with the Swift
# runtime and Foundation linked in (`--static-swift-stdlib`: a start-up about a third of one that
# maps them), and libReportGenNetworking.so, from an ordinary build, beside it (see
# ARCHITECTURE.md, "Libraries loaded when a run needs them"); elsewhere an ordinary release build.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [[ $(uname) == Linux ]]; then
  swift build -c release --static-swift-stdlib --product reportgen --build-path .build/static >&2
  swift build -c release --product ReportGenNetworking >&2
  cp .build/release/libReportGenNetworking.so .build/static/release/
  echo "$PWD/.build/static/release/reportgen"
else
  swift build -c release >&2
  echo "$PWD/.build/release/reportgen"
fi
