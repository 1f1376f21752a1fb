#!/usr/bin/env python3
"""Tests of bench_targets.py's table (what `./lab bench` prints) on fake medians: every target
held at its limit, each one MISSED alone just past it, a figure that was not measured, FCL absent;
and the JSON read as bench_check reads it (the median aggregate, both times in ms, names)."""
import json
import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench_targets  # noqa: E402


def cpu(ms):
    return {"cpu_time": ms, "real_time": ms}


def at_limits():
    """Medians that put every target exactly at its limit."""
    return {
        "load": {"scene_load/w2/30000": cpu(100.0), "scene_load/w2/300000": cpu(1200.0),
                 "scene_load/w2/1000000": cpu(3000.0)},
        "viewer": {"BM_ViewerFrame/0/manual_time": cpu(20.0),
                   "BM_ViewerFrame/20000/manual_time": cpu(60.0),
                   "BM_ViewerFrame/300000/manual_time": cpu(200.0)},
        # (42 / 100 rounds to the double nearest 0.42, as the literal does)
        "w1": {"W1/reference_sat": {"ns_per_test": 100.0},
               "W1/boolean_sat": {"ns_per_test": 42.0},
               "W1/batch_sat": {"ns_per_test": 20.0}},
        "w2": {"W2/octree/update_pairs/100000": cpu(10.0),
               "W2/fcl_dynamic_tree/update_pairs/100000": cpu(30.0),
               "W2/octree/build_pairs/100000": cpu(10.0),
               "W2/fcl_dynamic_tree/build_pairs/100000": cpu(80.0),
               "W2/octree/build_pairs/1000000": cpu(200.0)},
        "w4": {"W4/fcl_continuous": {"ns_per_pair": 500.0},
               "W4/box_sweep_float": {"ns_per_pair": 100.0}},
    }


def verdicts(rows):
    return {what: verdict for what, _, _, verdict in rows}


class TargetTable(unittest.TestCase):
    def test_every_target_held_at_its_limit(self):
        rows = bench_targets.target_rows(at_limits(), 600.0, 1536.0)
        self.assertEqual(len(rows), 12)
        self.assertEqual(set(verdicts(rows).values()), {"held"}, rows)

    def test_each_target_missed_alone_just_past_its_limit(self):
        # (group, benchmark, field, factor that makes it worse)
        worse = [
            ("load", "scene_load/w2/300000", "cpu_time", 1.01, "load W2 scene, 300k / 30k objects"),
            ("load", "scene_load/w2/1000000", "cpu_time", 1.01, "load W2 scene, 1M objects"),
            ("viewer", "BM_ViewerFrame/300000/manual_time", "real_time", 1.01,
             "viewer frame, 300,000 W2 boxes / default scene"),
            ("viewer", "BM_ViewerFrame/20000/manual_time", "real_time", 1.01,
             "viewer frame, 20,000 W2 boxes / default scene"),
            ("w1", "W1/boolean_sat", "ns_per_test", 1.01, "W1 boolean SAT / Ericson reference"),
            ("w1", "W1/batch_sat", "ns_per_test", 1.01, "W1 batch SAT / Ericson reference"),
            ("w2", "W2/octree/update_pairs/100000", "cpu_time", 1.01,
             "W2 update + pairs at 100k, FCL / octree"),
            ("w2", "W2/octree/build_pairs/100000", "cpu_time", 1.01,
             "W2 build + pairs at 100k, FCL / octree"),
            ("w2", "W2/octree/build_pairs/1000000", "cpu_time", 1.01, "W2 build + pairs at 1M"),
            ("w4", "W4/box_sweep_float", "ns_per_pair", 1.01,
             "W4 time of impact, 100k moving box pairs, FCL / box_sweep"),
        ]
        for group, name, field, factor, label in worse:
            with self.subTest(label):
                results = at_limits()
                results[group][name][field] *= factor
                v = verdicts(bench_targets.target_rows(results, 600.0, 1536.0))
                self.assertEqual(v[label], "MISSED")
                self.assertEqual(sum(x == "MISSED" for x in v.values()), 1, v)
        for check_mb, viewer_mb, label in ((601.0, 1536.0, "resident memory, check --summary 1M"),
                                           (600.0, 1537.0,
                                            "resident memory, viewer with 1M objects")):
            with self.subTest(label):
                v = verdicts(bench_targets.target_rows(at_limits(), check_mb, viewer_mb))
                self.assertEqual(v[label], "MISSED")
                self.assertEqual(sum(x == "MISSED" for x in v.values()), 1, v)

    def test_a_figure_not_measured_is_missed_and_says_so(self):
        results = at_limits()
        del results["load"]["scene_load/w2/1000000"]
        rows = bench_targets.target_rows(results, None, 1536.0)
        shown = {what: m for what, m, _, _ in rows}
        self.assertEqual(shown["load W2 scene, 1M objects"], "not measured")
        self.assertEqual(shown["resident memory, check --summary 1M"], "not measured")
        self.assertEqual(verdicts(rows)["load W2 scene, 1M objects"], "MISSED")

    def test_without_fcl_its_rows_are_skipped_not_missed(self):
        results = at_limits()
        results["w2"] = {k: v for k, v in results["w2"].items() if "fcl" not in k}
        results["w4"] = {k: v for k, v in results["w4"].items() if "fcl" not in k}
        v = verdicts(bench_targets.target_rows(results, 600.0, 1536.0))
        self.assertEqual(v["W4 time of impact, 100k moving box pairs, FCL / box_sweep"], "—")
        self.assertEqual(v["W2 update + pairs at 100k, FCL / octree"], "—")
        self.assertEqual(v["W2 build + pairs at 100k, FCL / octree"], "—")
        self.assertEqual(v["W2 build + pairs at 1M"], "held")


class Results(unittest.TestCase):
    """The JSON is read by bench_check.load_results, as `--check` reads it."""

    def test_reads_the_median_aggregate_in_milliseconds_under_its_base_name(self):
        runs = [
            {"run_name": "W2/octree/build_pairs/100000/min_time:0.300", "run_type": "aggregate",
             "aggregate_name": "mean", "cpu_time": 9.0, "real_time": 9.5, "time_unit": "ms"},
            {"run_name": "W2/octree/build_pairs/100000/min_time:0.300", "run_type": "aggregate",
             "aggregate_name": "median", "cpu_time": 8000.0, "real_time": 9000.0,
             "time_unit": "us"},
            {"run_name": "W1/batch_sat", "run_type": "aggregate", "aggregate_name": "median",
             "cpu_time": 5.0, "real_time": 5.0, "time_unit": "ms", "ns_per_test": 7.5},
            {"run_name": "W1/broken", "run_type": "aggregate", "aggregate_name": "median",
             "error_occurred": True, "cpu_time": 1, "real_time": 1, "time_unit": "ms"},
        ]
        for r in runs:  # as Google Benchmark writes them: the aggregate's name too
            r["name"] = r["run_name"] + "_" + r["aggregate_name"]
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "run.json")
            with open(path, "w") as f:
                json.dump({"benchmarks": runs}, f)
            m, failed = bench_targets.load_results([path])
        self.assertEqual(set(m), {"W2/octree/build_pairs/100000", "W1/batch_sat"})
        self.assertEqual(failed, {"W1/broken"})
        self.assertAlmostEqual(m["W2/octree/build_pairs/100000"]["cpu_time"], 8.0)
        self.assertAlmostEqual(m["W2/octree/build_pairs/100000"]["real_time"], 9.0)
        self.assertEqual(m["W1/batch_sat"]["ns_per_test"], 7.5)


if __name__ == "__main__":
    unittest.main()
