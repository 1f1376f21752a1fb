#!/usr/bin/env python3
"""`./lab bench --check`: compares the W1-W3 ratios of one benchmark run with the values
recorded in the manual (assets/help/benchmarks.md) and fails when one is more than 20% worse.

Every ratio is a method's time over a baseline's time measured in the same run (so the
machine's speed cancels out). The recorded values are that page's table that follows the line
`<!-- bench-check: recorded ratios -->` in "Benchmarks"; each row is

    | `KEY` | RECORDED | lower or higher (which way is better) | what it is |

Input: the README and the JSON files that Google Benchmark wrote (--benchmark_out=F
--benchmark_out_format=json). Output: one line per ratio; exit status 0 when every ratio is
within 20% of its recorded value (or better), 1 when one is worse or could not be computed
(its benchmark missing or failed), 2 on unreadable input. A ratio whose baseline is an optional
peer (FCL) is skipped, with a line saying so, when the run has no such benchmark at all.
"""
import argparse
import json
import re
import sys

MARKER = "<!-- bench-check: recorded ratios -->"
TOLERANCE = 0.20  # a ratio may be this much worse than recorded before the check fails


class Ratio:
    def __init__(self, key, numerator, denominator, field, optional_peer=None):
        self.key = key
        self.numerator = numerator  # benchmark name (without /min_time:… and aggregate suffix)
        self.denominator = denominator
        self.field = field  # "cpu_time" (in ms) or a counter's name
        self.optional_peer = optional_peer  # a prefix: absent from the run -> skipped


# What `./lab bench --check` runs, and how each ratio is formed from it.
RATIOS = [
    Ratio("w1_boolean_vs_reference", "W1/boolean_sat", "W1/reference_sat", "ns_per_test"),
    Ratio("w1_batch_vs_reference", "W1/batch_sat", "W1/reference_sat", "ns_per_test"),
    Ratio("w2_fcl_over_octree_build_pairs_100k", "W2/fcl_dynamic_tree/build_pairs/100000",
          "W2/octree/build_pairs/100000", "cpu_time", optional_peer="W2/fcl_dynamic_tree/"),
    Ratio("w2_fcl_over_octree_update_pairs_100k", "W2/fcl_dynamic_tree/update_pairs/100000",
          "W2/octree/update_pairs/100000", "cpu_time", optional_peer="W2/fcl_dynamic_tree/"),
    Ratio("w2_sweep_over_octree_build_pairs_100k", "W2/sweep/build_pairs/100000",
          "W2/octree/build_pairs/100000", "cpu_time"),
    Ratio("w3_full_over_incremental_frame_10k", "W3/full/10000", "W3/incremental/10000",
          "cpu_time"),
]

UNIT_TO_MS = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}


def parse_recorded(readme_text):
    """{key: (value, better)} from the README's table after MARKER."""
    lines = readme_text.splitlines()
    try:
        start = next(i for i, line in enumerate(lines) if line.strip() == MARKER)
    except StopIteration:
        raise ValueError("the README has no line " + MARKER)
    recorded = {}
    row = re.compile(r"^\|\s*`([a-z0-9_]+)`\s*\|\s*([0-9.]+)\s*\|\s*(lower|higher)\s*\|")
    for number, line in enumerate(lines[start + 1:], start + 2):
        if not line.strip().startswith("|"):
            if recorded:
                break
            continue
        m = row.match(line.strip())
        if m:
            recorded[m.group(1)] = (float(m.group(2)), m.group(3))
        elif not re.match(r"^\|[\s|:-]*\|$", line.strip()) and "`" in line:
            raise ValueError("README line %d: a bench-check row must read "
                             "| `key` | number | lower or higher | … |" % number)
    if not recorded:
        raise ValueError("the README's bench-check table (after %s) has no rows" % MARKER)
    return recorded


def base_name(run_name):
    """W2/octree/build_pairs/100000/min_time:0.300 -> W2/octree/build_pairs/100000."""
    return "/".join(p for p in run_name.split("/") if ":" not in p)


def load_results(paths):
    """{name: {field: value}} from benchmark JSON files: the median when repetitions ran,
    else the iteration's value (cpu_time and real_time in ms); names of runs that failed
    (error_occurred) in a set."""
    medians, singles, failed = {}, {}, set()
    for path in paths:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        for b in data.get("benchmarks", []):
            name = base_name(b.get("run_name", b["name"]))
            if b.get("error_occurred"):
                failed.add(name)
                continue
            values = {k: v for k, v in b.items() if isinstance(v, (int, float))}
            for time in ("cpu_time", "real_time"):
                if time in b:
                    values[time] = b[time] * UNIT_TO_MS[b.get("time_unit", "ns")]
            if b.get("run_type") == "aggregate":
                if b.get("aggregate_name") == "median":
                    medians[name] = values
            else:
                singles.setdefault(name, values)
    singles.update(medians)
    return singles, failed


def check(recorded, results, failed, out=sys.stdout):
    """Prints one line per ratio; returns True when all pass."""
    ok = True
    for r in RATIOS:
        if r.key not in recorded:
            print("FAIL %s: no recorded value in the README's table" % r.key, file=out)
            ok = False
            continue
        value, better = recorded[r.key]
        if r.optional_peer and not any(n.startswith(r.optional_peer)
                                       for n in list(results) + list(failed)):
            print("skip %s: %s not in this run (its package is not installed)"
                  % (r.key, r.optional_peer.rstrip("/")), file=out)
            continue
        missing = [n for n in (r.numerator, r.denominator)
                   if n not in results or r.field not in results[n]]
        if missing:
            why = ", ".join(n + (" failed" if n in failed else " missing") for n in missing)
            print("FAIL %s: %s" % (r.key, why), file=out)
            ok = False
            continue
        denominator = results[r.denominator][r.field]
        if denominator <= 0:
            print("FAIL %s: %s's %s is %g" % (r.key, r.denominator, r.field, denominator),
                  file=out)
            ok = False
            continue
        measured = results[r.numerator][r.field] / denominator
        # "Worse by more than 20%": a lower-is-better ratio above 1.2x the recorded one, a
        # higher-is-better one below recorded / 1.2.
        if better == "lower":
            limit = value * (1 + TOLERANCE)
            passed = measured <= limit
        else:
            limit = value / (1 + TOLERANCE)
            passed = measured >= limit
        print("%s %s: %.4g (recorded %.4g, %s is better, limit %.4g)"
              % ("ok  " if passed else "FAIL", r.key, measured, value, better, limit), file=out)
        ok = ok and passed
    return ok


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--readme", required=True)
    parser.add_argument("results", nargs="+", help="Google Benchmark JSON output files")
    args = parser.parse_args(argv)
    try:
        with open(args.readme, encoding="utf-8") as f:
            recorded = parse_recorded(f.read())
        results, failed = load_results(args.results)
    except (OSError, ValueError, KeyError) as e:
        print("bench_check: %s" % e, file=sys.stderr)
        return 2
    return 0 if check(recorded, results, failed) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
