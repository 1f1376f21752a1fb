#!/usr/bin/env bash
# What `./lab bench --check` runs once the Release tree is built: the W1-W3 ratios (each against
# a baseline in the same run, medians of 3) written as JSON, then bench_check.py compares them
# with the values recorded in assets/help/benchmarks.md. Fails when a benchmark fails (a checksum
# mismatch) or a ratio is more than 20% worse than recorded.
#   tests/bench/bench_check.sh BUILD_DIR OUT_DIR
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
bench="$1/tests/bench"
out="$2"
mkdir -p "$out"
rm -f "$out"/w1.json "$out"/w2.json "$out"/w3.json
reps=(--benchmark_repetitions=3 --benchmark_report_aggregates_only=true
  --benchmark_out_format=json)
status=0
say() { printf '\033[1mbench --check:\033[0m %s\n' "$*" >&2; }
say "W1 (1,000,000 box pairs)"
"$bench/bench_obb_sat" --benchmark_filter='W1/(reference|boolean|batch)_sat$' "${reps[@]}" \
  --benchmark_out="$out/w1.json" || status=1
say "W2 at 100,000 boxes"
"$bench/bench_octree" \
  --benchmark_filter='W2/(octree|sweep|fcl_dynamic_tree)/(build|update)_pairs/100000/' \
  "${reps[@]}" --benchmark_out="$out/w2.json" || status=1
say "W3 at 10,000 objects"
"$bench/bench_interactive_frame" --benchmark_filter='W3/(incremental|full)/10000/' \
  "${reps[@]}" --benchmark_out="$out/w3.json" || status=1
[ $status -eq 0 ] || say "a benchmark failed (a checksum mismatch: see above)"
python3 "$ROOT/tests/bench/bench_check.py" --readme "$ROOT/assets/help/benchmarks.md" \
  "$out/w1.json" "$out/w2.json" "$out/w3.json" || status=1
exit $status
