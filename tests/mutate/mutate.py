#!/usr/bin/env python3
"""Mutation check for core/: apply each mutation in mutations.py alone, rebuild the core test
executables, run them, and record which tests killed it (see REPORT in the build dir).

The live checkout is never edited: the tracked (and untracked, not ignored) files are copied to
BUILD/tree, the mutation is applied there, and the original text is written back after each
mutation whatever happens (an exception, Ctrl+C, SIGTERM). A killed run (SIGKILL) can leave one
file mutated in the copy; the next run re-copies every file that differs, so it heals itself.
One copy and one build directory serve every mutation, so each rebuild is incremental (and the
copy's paths are hashed relative to it by ccache, so restoring a file is a cache hit).

usage: mutate.py [--list] [--only NAME[,NAME…]] [--build-dir DIR] [--report FILE]
                 [--timeout SECONDS] [--jobs N]
"""

import argparse
import concurrent.futures
import fcntl
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from classify import is_property, test_files  # noqa: E402
from gtest_run import run_gtest  # noqa: E402
from mutations import MUTATIONS  # noqa: E402
from report import markdown  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The executables that link collide_core and test it without a window.
TARGETS = ["core_tests", "eval_tests", "octree_tests", "scene_tests"]
BINARIES = {
    "core_tests": "tests/core/core_tests",
    "eval_tests": "tests/core/eval/eval_tests",
    "octree_tests": "tests/core/octree/octree_tests",
    "scene_tests": "tests/core/scene/scene_tests",
}


def say(text):
    print(f"mutate: {text}", file=sys.stderr, flush=True)


def parse_args():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--list", action="store_true", help="list the mutations and whether each applies")
    p.add_argument("--only", action="append", default=[], metavar="NAME",
                   help="run only these mutations (repeat or comma-separate)")
    default_build = os.path.join(os.environ.get("COLLIDE_BUILD_DIR", os.path.join(ROOT, "build")),
                                 "mutate")
    p.add_argument("--build-dir", default=default_build,
                   help="holds the source copy and its build (default: %(default)s)")
    p.add_argument("--report", help="Markdown report path (default: BUILD_DIR/REPORT.md)")
    p.add_argument("--timeout", type=float, default=0,
                   help="seconds per test executable run (default: 10× its baseline time, ≥ 60)")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    return p.parse_args()


# ---- the private copy of the source tree ----

def tracked_files():
    out = subprocess.run(["git", "-C", ROOT, "ls-files", "-z", "-co", "--exclude-standard"],
                         check=True, capture_output=True).stdout
    return [f for f in out.decode().split("\0") if f and os.path.isfile(os.path.join(ROOT, f))]


def sync_tree(tree):
    """Makes tree's files equal to the checkout's, touching only those that differ (so that the
    incremental build recompiles only what changed)."""
    files = tracked_files()
    changed = 0
    for f in files:
        src, dst = os.path.join(ROOT, f), os.path.join(tree, f)
        with open(src, "rb") as s:
            data = s.read()
        if os.path.exists(dst):
            with open(dst, "rb") as d:
                if d.read() == data:
                    continue
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        with open(dst, "wb") as d:
            d.write(data)
        shutil.copymode(src, dst)
        changed += 1
    keep = set(files)
    for directory, dirs, names in os.walk(tree):
        rel_dir = os.path.relpath(directory, tree)
        if rel_dir == ".":
            dirs[:] = [d for d in dirs if d != "build"]  # the copy's own build tree
        for n in names:
            rel = os.path.normpath(os.path.join(rel_dir, n))
            if rel not in keep:
                os.remove(os.path.join(directory, n))
    return changed


def commit_of_checkout():
    head = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"],
                          capture_output=True, text=True).stdout.strip()
    # What decides the result: the core, its tests and the build.
    watched = ["core", "tests/core", "CMakeLists.txt", "tests/CMakeLists.txt"]
    dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--", *watched],
                           capture_output=True, text=True).stdout.strip() != ""
    return head, dirty


# ---- building and testing the copy ----

def build_env(tree):
    env = dict(os.environ)
    # ccache hashes paths below the copy relative to it, as ./lab does for the checkout.
    env.update(CCACHE_BASEDIR=tree, CCACHE_NOHASHDIR="1")
    return env


def configure(tree, build):
    # The options of ./lab's release tree, without the viewer and benchmarks (not needed here).
    args = ["cmake", "-S", tree, "-B", build, "-DCMAKE_BUILD_TYPE=Release",
            "-DCOLLIDE_BUILD_VIEWER=OFF", "-DCOLLIDE_BUILD_TESTS=ON", "-DCOLLIDE_BUILD_BENCH=OFF",
            "-DCOLLIDE_SANITIZE=OFF", "-DCOLLIDE_FUZZ=OFF"]
    if not os.path.exists(os.path.join(build, "CMakeCache.txt")):
        args.insert(1, "-GNinja")
    if shutil.which("ccache"):
        args += ["-DCMAKE_CXX_COMPILER_LAUNCHER=ccache", "-DCMAKE_C_COMPILER_LAUNCHER=ccache"]
    subprocess.run(args, check=True, env=build_env(tree), stdout=subprocess.DEVNULL)


def build_targets(tree, build, jobs):
    """True if the test executables built; else the tail of the compiler's output."""
    p = subprocess.run(["cmake", "--build", build, "-j", str(jobs), "--target", *TARGETS],
                       env=build_env(tree), capture_output=True, text=True)
    if p.returncode == 0:
        return True, ""
    return False, "\n".join((p.stdout + p.stderr).splitlines()[-15:])


def test_jobs():
    """(target, shard) pairs: core_tests, the longest by far, in two GoogleTest shards so that
    two workers finish together."""
    return [("core_tests", (0, 2)), ("core_tests", (1, 2))] + [(t, None) for t in TARGETS[1:]]


def run_tests(build, timeouts, jobs):
    """Every executable (shard) once, `jobs` at a time, each in a fresh temporary directory
    (tests write only below it or their own mkdtemp)."""

    def one(job):
        target, shard = job
        with tempfile.TemporaryDirectory(prefix="run-", dir=build) as cwd:
            started = time.monotonic()
            run = run_gtest(os.path.join(build, BINARIES[target]), timeouts.get(job, 3600), cwd,
                            shard)
            run.seconds = time.monotonic() - started
            run.job = job
        return run

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        return list(pool.map(one, test_jobs()))


# ---- one mutation ----

def stale_reason(tree, m):
    path = os.path.join(tree, m.path)
    if not os.path.exists(path):
        return "file missing"
    with open(path, encoding="utf-8") as f:
        count = f.read().count(m.find)
    return "" if count == 1 else f"find text occurs {count} times"


def run_one(m, tree, build, jobs, timeouts, baseline_failed, files):
    result = {"mutation": m, "status": "", "how": "", "property_killers": set(),
              "case_killers": set()}
    if reason := stale_reason(tree, m):
        result.update(status="stale", how=reason)
        return result
    path = os.path.join(tree, m.path)
    with open(path, encoding="utf-8") as f:
        original = f.read()
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(original.replace(m.find, m.replace, 1))
        ok, log = build_targets(tree, build, jobs)
        if not ok:
            result.update(status="build failed", how=log.splitlines()[-1] if log else "")
            say(f"  build failed:\n{log}")
            return result
        runs = run_tests(build, timeouts, jobs)
    finally:
        with open(path, "w", encoding="utf-8") as f:
            f.write(original)
    killers = set().union(*(r.failed for r in runs)) - baseline_failed
    abnormal = [f"{r.binary} {r.status} {r.detail}".strip() for r in runs
                if r.status in ("crashed", "timeout")]
    result["property_killers"] = {k for k in killers if is_property(k, files)}
    result["case_killers"] = killers - result["property_killers"]
    result["status"] = "killed" if killers or abnormal else "survived"
    result["how"] = "; ".join(abnormal)
    return result


def _interrupt(signum, frame):
    raise KeyboardInterrupt


def main():
    args = parse_args()
    selected = MUTATIONS
    if args.only:
        wanted = {n for arg in args.only for n in arg.split(",") if n}
        unknown = wanted - {m.name for m in MUTATIONS}
        if unknown:
            say(f"no such mutation: {', '.join(sorted(unknown))} (see --list)")
            return 2
        selected = [m for m in MUTATIONS if m.name in wanted]

    build_dir = os.path.abspath(args.build_dir)
    tree = os.path.join(build_dir, "tree")
    # The copy's build dir sits at the same depth as the checkout's build/release, so the
    # relative paths ccache hashes are the same and a compile done elsewhere is reused.
    build = os.path.join(tree, "build", "mutate")
    report_path = os.path.abspath(args.report or os.path.join(build_dir, "REPORT.md"))

    if args.list:
        # Read from the checkout: the copy may hold another run's mutation right now.
        for m in MUTATIONS:
            reason = stale_reason(ROOT, m)
            print(f"{m.name:42} {'STALE (' + reason + ')' if reason else 'ok':10} {m.description}")
        return 0

    os.makedirs(tree, exist_ok=True)
    # One run per copy: a second one would rewrite files under the first one's build.
    lock = open(os.path.join(build_dir, ".lock"), "w")
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        say(f"another mutation run is using {build_dir}; wait for it or pass --build-dir")
        return 1
    sync_tree(tree)

    # SIGTERM ends the run the way Ctrl+C does, so the finally blocks restore the copy.
    signal.signal(signal.SIGTERM, _interrupt)
    started = time.monotonic()
    head, dirty = commit_of_checkout()
    say(f"source copy: {tree}; build: {build}")
    configure(tree, build)
    ok, log = build_targets(tree, build, args.jobs)
    if not ok:
        say(f"the unmutated tree does not build:\n{log}")
        return 1
    say("baseline: running the unmutated tests")
    base = run_tests(build, {}, args.jobs)
    for r in base:
        if r.status in ("crashed", "timeout"):
            say(f"baseline {r.binary} {r.status} {r.detail}: fix that before mutating")
            return 1
    baseline_failed = set().union(*(r.failed for r in base))
    baseline = ", ".join(f"{r.binary} {r.seconds:.0f} s" for r in base)
    baseline += (f"; already failing (ignored): {', '.join(sorted(baseline_failed))}"
                 if baseline_failed else "; all passed")
    timeouts = {r.job: args.timeout or max(60.0, 10 * r.seconds) for r in base}
    files = test_files(os.path.join(tree, "tests"))
    context = {"commit": head, "dirty": dirty, "binaries": TARGETS,
               "timeout": max(timeouts.values()), "baseline": baseline, "elapsed": 0}

    results = []
    os.makedirs(os.path.dirname(report_path), exist_ok=True)
    try:
        for i, m in enumerate(selected, 1):
            say(f"[{i}/{len(selected)}] {m.name}: {m.description}")
            t0 = time.monotonic()
            r = run_one(m, tree, build, args.jobs, timeouts, baseline_failed, files)
            results.append(r)
            n = len(r["property_killers"]) + len(r["case_killers"])
            say(f"  {r['status']} {r['how']} ({n} failing tests, "
                f"{len(r['property_killers'])} property; {time.monotonic() - t0:.0f} s)")
            # Written after every mutation, so an interrupted run keeps what it found.
            context["elapsed"] = time.monotonic() - started
            with open(report_path, "w", encoding="utf-8") as f:
                f.write(markdown(results, context))
    except KeyboardInterrupt:
        say("interrupted: the copy is restored; the report holds the mutations done so far")
        return 130
    say(f"report: {report_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
