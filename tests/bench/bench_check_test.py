#!/usr/bin/env python3
"""Tests of bench_check.py on fake Google Benchmark JSON: a run at the recorded ratios passes,
one 25% worse fails (each ratio, both directions), 15% worse still passes, and a missing or
failed benchmark, a missing README row or an absent optional peer are handled as documented.
Runs bench_check.py as `./lab bench --check` does (a subprocess, its exit status)."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "bench_check.py")
sys.path.insert(0, HERE)
import bench_check  # noqa: E402

# Recorded values, chosen by hand for this test (not the README's).
RECORDED = {
    "w1_boolean_vs_reference": (0.40, "lower"),
    "w1_batch_vs_reference": (0.20, "lower"),
    "w2_fcl_over_octree_build_pairs_100k": (8.0, "higher"),
    "w2_fcl_over_octree_update_pairs_100k": (3.0, "higher"),
    "w2_sweep_over_octree_build_pairs_100k": (12.0, "higher"),
    "w3_full_over_incremental_frame_10k": (40.0, "higher"),
}

README = """# Somewhere

## Benchmarks

Text before.

<!-- bench-check: recorded ratios -->
| ratio | recorded | better | what |
|---|---|---|---|
""" + "".join("| `%s` | %g | %s | a ratio |\n" % (k, v, b) for k, (v, b) in RECORDED.items()) + """
After the table: | `not_a_row` | 1 | lower | is outside the table.
"""


def w1_json(boolean_ratio=0.40, batch_ratio=0.20, reference_ns=33.5):
    def run(name, ns, aggregate="median"):
        return {"name": name + "_" + aggregate, "run_name": name, "run_type": "aggregate",
                "aggregate_name": aggregate, "cpu_time": ns * 1e6 / 1e6, "time_unit": "ms",
                "ns_per_test": ns}
    out = []
    for name, ns in (("W1/reference_sat", reference_ns),
                     ("W1/boolean_sat", reference_ns * boolean_ratio),
                     ("W1/batch_sat", reference_ns * batch_ratio)):
        # The mean is deliberately off: only the median may be read.
        out += [run(name, ns * 3, "mean"), run(name, ns), run(name, ns * 5, "stddev")]
    return {"context": {}, "benchmarks": out}


def w2_json(fcl_build=8.0, fcl_update=3.0, sweep=12.0, with_fcl=True):
    octree_build, octree_update = 20.0, 15.0
    runs = [("W2/octree/build_pairs/100000", octree_build),
            ("W2/octree/update_pairs/100000", octree_update),
            ("W2/sweep/build_pairs/100000", octree_build * sweep)]
    if with_fcl:
        runs += [("W2/fcl_dynamic_tree/build_pairs/100000", octree_build * fcl_build),
                 ("W2/fcl_dynamic_tree/update_pairs/100000", octree_update * fcl_update)]
    # One repetition, no aggregates; time in microseconds to exercise the unit conversion.
    return {"benchmarks": [{"name": n + "/min_time:0.300", "run_name": n + "/min_time:0.300",
                            "run_type": "iteration", "cpu_time": ms * 1e3, "time_unit": "us",
                            "pairs": 65244} for n, ms in runs]}


def w3_json(ratio=40.0):
    return {"benchmarks": [
        {"name": "W3/incremental/10000/min_time:0.300", "run_name":
         "W3/incremental/10000/min_time:0.300", "run_type": "iteration", "cpu_time": 0.5,
         "time_unit": "ms"},
        {"name": "W3/full/10000/min_time:0.300", "run_name": "W3/full/10000/min_time:0.300",
         "run_type": "iteration", "cpu_time": 0.5 * ratio * 1e3, "time_unit": "us"}]}


class BenchCheck(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory(prefix="bench_check_test_")
        self.dir = self.tmp.name
        self.readme = os.path.join(self.dir, "README.md")
        with open(self.readme, "w", encoding="utf-8") as f:
            f.write(README)

    def tearDown(self):
        self.tmp.cleanup()

    def run_check(self, w1=None, w2=None, w3=None):
        paths = []
        for name, data in (("w1", w1 or w1_json()), ("w2", w2 or w2_json()),
                           ("w3", w3 or w3_json())):
            path = os.path.join(self.dir, name + ".json")
            with open(path, "w", encoding="utf-8") as f:
                json.dump(data, f)
            paths.append(path)
        p = subprocess.run([sys.executable, SCRIPT, "--readme", self.readme] + paths,
                           capture_output=True, text=True, check=False)
        return p.returncode, p.stdout + p.stderr

    def test_reads_the_recorded_table_only(self):
        self.assertEqual(bench_check.parse_recorded(README), RECORDED)

    def test_passes_at_the_recorded_values(self):
        code, out = self.run_check()
        self.assertEqual(code, 0, out)
        self.assertEqual(out.count("ok  "), len(RECORDED), out)

    def test_passes_15_percent_worse(self):
        code, out = self.run_check(w1_json(boolean_ratio=0.40 * 1.15, batch_ratio=0.20 * 1.15),
                                   w2_json(8.0 / 1.15, 3.0 / 1.15, 12.0 / 1.15),
                                   w3_json(40.0 / 1.15))
        self.assertEqual(code, 0, out)

    def test_better_than_recorded_passes(self):
        code, out = self.run_check(w1_json(0.2, 0.1), w2_json(16, 6, 24), w3_json(80))
        self.assertEqual(code, 0, out)

    def test_each_ratio_25_percent_worse_fails(self):
        worse = {
            "w1_boolean_vs_reference": dict(w1=w1_json(boolean_ratio=0.40 * 1.25)),
            "w1_batch_vs_reference": dict(w1=w1_json(batch_ratio=0.20 * 1.25)),
            "w2_fcl_over_octree_build_pairs_100k": dict(w2=w2_json(fcl_build=8.0 / 1.25)),
            "w2_fcl_over_octree_update_pairs_100k": dict(w2=w2_json(fcl_update=3.0 / 1.25)),
            "w2_sweep_over_octree_build_pairs_100k": dict(w2=w2_json(sweep=12.0 / 1.25)),
            "w3_full_over_incremental_frame_10k": dict(w3=w3_json(40.0 / 1.25)),
        }
        self.assertEqual(set(worse), set(RECORDED))
        for key, inputs in worse.items():
            with self.subTest(key=key):
                code, out = self.run_check(**inputs)
                self.assertEqual(code, 1, out)
                failing = [line for line in out.splitlines() if line.startswith("FAIL")]
                self.assertEqual(len(failing), 1, out)
                self.assertIn(key, failing[0])

    def test_a_failed_benchmark_fails_the_check(self):
        w1 = w1_json()
        for b in w1["benchmarks"]:
            if b["run_name"] == "W1/batch_sat":
                b["error_occurred"] = True
        code, out = self.run_check(w1=w1)
        self.assertEqual(code, 1, out)
        self.assertIn("W1/batch_sat failed", out)

    def test_a_missing_benchmark_fails_the_check(self):
        w3 = w3_json()
        w3["benchmarks"] = w3["benchmarks"][:1]
        code, out = self.run_check(w3=w3)
        self.assertEqual(code, 1, out)
        self.assertIn("W3/full/10000 missing", out)

    def test_without_fcl_its_ratios_are_skipped(self):
        code, out = self.run_check(w2=w2_json(with_fcl=False))
        self.assertEqual(code, 0, out)
        self.assertEqual(out.count("skip "), 2, out)

    def test_a_readme_without_the_table_is_an_input_error(self):
        with open(self.readme, "w", encoding="utf-8") as f:
            f.write("# No table\n")
        code, out = self.run_check()
        self.assertEqual(code, 2, out)
        self.assertIn("bench-check", out)


if __name__ == "__main__":
    unittest.main()
