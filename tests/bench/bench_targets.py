#!/usr/bin/env python3
"""Issue 25's targets, all from one run: what `./lab bench` prints at its end.

Runs, from a built Release tree, the benchmarks the targets are read from (medians of 5, the
repetitions of each program's benchmarks interleaved at random; JSON into OUT), measures the peak resident memory of `check --summary` and of the viewer on a W2 file
of 1,000,000 boxes (each in a process of its own, through wait4's rusage), and prints one
Markdown table: workload, measured, target, held or MISSED. Every ratio is formed from times of
the same run, so the machine's speed cancels out. Exit status: 0 when every benchmark ran with
its checksum held (a missed target is reported, not a failure: the numbers are for people), 1
when one failed or a figure could not be measured.

    tests/bench/bench_targets.py BUILD_DIR OUT_DIR

The viewer's figures need an OpenGL window: under xvfb-run when DISPLAY is not set. FCL's rows
need Debian's libfcl-dev (else they say so).
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_check import load_results  # noqa: E402  (the JSON read as --check reads it)

# Repetitions interleaved at random across the benchmarks of a job: this machine drifts between
# slower and faster phases within a minute, and with each benchmark's repetitions run back to
# back a ratio's two sides could land in different phases (the default scene's frame in a fast
# one, the 300k frame in a slow one). Interleaved, both sides sample the same stretch of time.
REPS = ["--benchmark_repetitions=5", "--benchmark_enable_random_interleaving=true",
        "--benchmark_report_aggregates_only=true", "--benchmark_out_format=json"]


def say(text):
    print("\033[1mbench targets:\033[0m " + text, file=sys.stderr, flush=True)


def with_display(cmd):
    """`cmd` under xvfb-run when there is no display (the viewer needs an OpenGL window)."""
    if os.environ.get("DISPLAY"):
        return cmd
    return ["xvfb-run", "-a", "-s", "-screen 0 1280x720x24"] + cmd


def run_bench(exe, args, out, under_x=False):
    cmd = [exe] + args + REPS + ["--benchmark_out=" + out]
    if under_x:
        cmd = with_display(cmd)
    say(" ".join(os.path.basename(c) if c == exe else c for c in cmd))
    return subprocess.run(cmd, stdout=subprocess.DEVNULL).returncode == 0


def peak_resident_mib(cmd, env=None):
    """The peak resident set of `cmd` and what it waits for, in MiB, or None."""
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        return None
    # ru_maxrss is in KiB on Linux; xvfb-run's own rusage covers the viewer it waited for.
    return usage.ru_maxrss / 1024


def target_rows(results, check_mb, viewer_mb):
    """The table's rows (workload, measured, target, "held" / "MISSED" / "—") from the medians
    of each group of benchmarks ({"w1"|"w2"|"load"|"viewer": bench_check.load_results}, times
    in ms) and the two peak
    memories in MiB (None: not measured, which is MISSED). The issue's MB are binary: its
    "304k (50 MB)" file is 52.4 million bytes, 49.96 MiB."""
    rows = []

    def ratio(group, num, den, field="cpu_time"):
        a, b = results[group].get(num), results[group].get(den)
        if not a or not b or field not in a or field not in b or not b[field]:
            return None
        return a[field] / b[field]

    def value(group, name, field):
        r = results[group].get(name)
        return r.get(field) if r else None

    def row(what, measured, shown, target, held):
        if measured is None:
            rows.append((what, "not measured", target, "MISSED"))
        else:
            rows.append((what, shown, target, "held" if held(measured) else "MISSED"))

    load_ratio = ratio("load", "scene_load/w2/300000", "scene_load/w2/30000")
    row("load W2 scene, 300k / 30k objects", load_ratio, "×%.2f" % (load_ratio or 0), "≤ ×12",
        lambda v: v <= 12)
    load_1m = value("load", "scene_load/w2/1000000", "cpu_time")
    row("load W2 scene, 1M objects", load_1m, "%.2f s" % ((load_1m or 0) / 1e3), "≤ 3 s",
        lambda v: v <= 3000)
    for n, limit in ((300000, 10), (20000, 3)):
        x = ratio("viewer", "BM_ViewerFrame/%d/manual_time" % n, "BM_ViewerFrame/0/manual_time",
                  "real_time")
        row("viewer frame, %s W2 boxes / default scene" % format(n, ","), x, "×%.2f" % (x or 0),
            "≤ ×%d" % limit, lambda v, limit=limit: v <= limit)
    row("resident memory, viewer with 1M objects", viewer_mb, "%.0f MiB" % (viewer_mb or 0),
        "≤ 1.5 GiB (1,536 MiB)", lambda v: v <= 1536)
    row("resident memory, check --summary 1M", check_mb, "%.0f MiB" % (check_mb or 0),
        "≤ 600 MiB", lambda v: v <= 600)
    w1b = ratio("w1", "W1/boolean_sat", "W1/reference_sat", "ns_per_test")
    row("W1 boolean SAT / Ericson reference", w1b, "%.3f" % (w1b or 0), "≤ 0.42",
        lambda v: v <= 0.42)
    w1x = ratio("w1", "W1/batch_sat", "W1/reference_sat", "ns_per_test")
    row("W1 batch SAT / Ericson reference", w1x, "%.3f" % (w1x or 0), "≤ 0.20",
        lambda v: v <= 0.20)
    has_fcl = any(k.startswith("W2/fcl_dynamic_tree/") for k in results["w2"])
    for what, kind, limit in (("update", "update_pairs", 3), ("build", "build_pairs", 8)):
        label = "W2 %s + pairs at 100k, FCL / octree" % what
        if not has_fcl:
            rows.append((label, "skipped: FCL not installed (libfcl-dev)", "≥ ×%d" % limit, "—"))
            continue
        x = ratio("w2", "W2/fcl_dynamic_tree/%s/100000" % kind, "W2/octree/%s/100000" % kind)
        row(label, x, "×%.2f" % (x or 0), "≥ ×%d" % limit, lambda v, limit=limit: v >= limit)
    w2_1m = value("w2", "W2/octree/build_pairs/1000000", "cpu_time")
    row("W2 build + pairs at 1M", w2_1m, "%.0f ms" % (w2_1m or 0), "≤ 200 ms",
        lambda v: v <= 200)
    # Issue 37: the linear OBB–OBB time of impact on W4, FCL's continuousCollide / ours.
    label = "W4 time of impact, 100k moving box pairs, FCL / box_sweep"
    if not any(k.startswith("W4/fcl_continuous") for k in results.get("w4", {})):
        rows.append((label, "skipped: FCL not installed (libfcl-dev)", "≥ ×5", "—"))
    else:
        x = ratio("w4", "W4/fcl_continuous", "W4/box_sweep_float", "ns_per_pair")
        row(label, x, "×%.2f" % (x or 0), "≥ ×5", lambda v: v >= 5)

    return rows


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    build, out = sys.argv[1], sys.argv[2]
    bench = os.path.join(build, "tests", "bench")
    os.makedirs(out, exist_ok=True)
    ok = True
    jobs = [
        ("w1", "bench_obb_sat", ["--benchmark_filter=W1/(reference|boolean|batch)_sat$"], False),
        ("w2", "bench_octree",
         ["--benchmark_filter=W2/(octree|fcl_dynamic_tree)/(build|update)_pairs/100000/"
          "|W2/octree/build_pairs/1000000/"], False),
        ("load", "bench_scene_load", [], False),
        ("w4", "bench_toi", ["--benchmark_filter=W4/(fcl_continuous|box_sweep_float)$"], False),
        ("viewer", "bench_viewer_frame", ["--benchmark_filter=BM_ViewerFrame"], True),
    ]
    results = {}
    for key, exe, args, under_x in jobs:
        path = os.path.join(out, key + ".json")
        if os.path.exists(path):
            os.remove(path)
        if not run_bench(os.path.join(bench, exe), args, path, under_x):
            say(exe + " failed (a checksum mismatch or no window: see above)")
            ok = False
        results[key] = load_results([path])[0] if os.path.exists(path) else {}

    # Peak memory on a W2 file of 1,000,000 boxes, written by the project's own generator.
    scene = os.path.join(out, "w2_1000000.json")
    if not os.path.exists(scene):
        subprocess.run([os.path.join(bench, "make_w2_scene"), "1000000", scene], check=True,
                       stdout=subprocess.DEVNULL)
    app = os.path.join(build, "app", "collision-lab")
    say("check --summary and the viewer on " + scene)
    check_mb = peak_resident_mib([app, "check", "--summary", scene])
    env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(out, "config"))
    viewer = with_display(
        [app, scene, "--frames", "3", "--screenshot", os.path.join(out, "w2_1m.png")])
    viewer_mb = peak_resident_mib(viewer, env)

    rows = target_rows(results, check_mb, viewer_mb)
    ok = ok and not any(shown == "not measured" for _, shown, _, _ in rows)
    print("\n| workload | measured | target | |\n|---|---|---|---|")
    for what, shown, target, verdict in rows:
        print("| %s | %s | %s | %s |" % (what, shown, target, verdict))
    print("\n(medians of 5, repetitions interleaved; CPU time of the benchmark's thread, the viewer's wall time per frame; "
          "memory: peak resident set, MiB = 2^20 bytes)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
