"""Running one GoogleTest executable and reading which tests failed.

Kept apart from the mutation loop so that the parsing rules (what counts as a failure, a crash,
a timeout) are in one place and can be read on their own.
"""

import os
import re
import signal
import subprocess
from dataclasses import dataclass, field

# `[  FAILED  ] Suite.Name` (plus ", where TypeParam = …" for typed tests). The summary repeats
# each failed test after "N tests, listed below:", so names are kept in a set.
_FAILED = re.compile(r"^\[  FAILED  \] ([\w/]+\.[\w/]+)")


@dataclass
class GtestRun:
    binary: str
    status: str  # "passed", "failed", "crashed", "timeout"
    failed: set = field(default_factory=set)
    detail: str = ""  # the signal or exit code when the run did not end normally


def run_gtest(binary, timeout, cwd, shard=None):
    """Runs `binary --gtest_brief=1` in cwd with a wall-clock limit (a mutation can loop forever).
    shard = (index, total) runs that GoogleTest shard only (GTEST_SHARD_INDEX/TOTAL_SHARDS)."""
    cmd = [binary, "--gtest_brief=1", "--gtest_color=no"]
    env = dict(os.environ)
    name = os.path.basename(binary)
    if shard:
        env.update(GTEST_SHARD_INDEX=str(shard[0]), GTEST_TOTAL_SHARDS=str(shard[1]))
        name += f"[{shard[0] + 1}/{shard[1]}]"
    # A session of its own, so that a timeout kills the test and anything it started.
    proc = subprocess.Popen(
        cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        start_new_session=True
    )
    try:
        out, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        run = GtestRun(name, "timeout", detail=f"> {timeout:g} s")
        run.failed = _failed_names(out)
        return run
    except BaseException:
        # Ctrl+C or SIGTERM: the test must not outlive the script.
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        raise
    run = GtestRun(name, "passed")
    run.failed = _failed_names(out)
    if proc.returncode < 0:
        run.status = "crashed"
        run.detail = signal.Signals(-proc.returncode).name
    elif proc.returncode != 0:
        run.status = "failed"
        if not run.failed:
            # A non-zero exit with no failed test named: a fatal error outside a test.
            run.status = "crashed"
            run.detail = f"exit {proc.returncode}"
    return run


def _failed_names(out):
    names = set()
    for line in out.decode("utf-8", "replace").splitlines():
        m = _FAILED.match(line)
        if m:
            names.add(m.group(1))
    return names
