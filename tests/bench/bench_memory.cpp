// What the evaluation (core/eval/scene_evaluation.hpp) costs in memory, per object and per
// candidate pair, measured as resident memory (VmRSS) on W2 scenes (shared/WORKLOADS.md) of
// N = 100,000 and 1,000,000 `aabb` objects. Each case runs in a child process of its own (freed
// memory kept by malloc would hide the next case's growth):
// - "W2": the workload's boxes; candidate pairs as the evaluation pads them;
// - "apart": the same N objects shrunk to points (half size 1e-6 around the same centres), so
//   that almost no pair is a candidate: its growth is the per-object cost.
// Per object = apart's growth / N; per pair = (W2's growth − apart's) / (W2's candidates −
// apart's). Checksum: W2's intersecting pairs are the workload's (65,244 and 658,887); a mismatch
// fails the run. Not a Google Benchmark: nothing is timed.
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include "core/eval/scene_evaluation.hpp"
#include "tests/bench/workload_w2.hpp"

namespace collide::bench {
namespace {

// Resident memory of this process in bytes (/proc/self/status VmRSS).
double rss_bytes() {
  std::ifstream in("/proc/self/status");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("VmRSS:", 0) == 0) return std::atof(line.c_str() + 6) * 1024.0;
  return 0;
}

struct Measured {
  double grown = 0;  // bytes
  double candidates = 0, intersecting = 0;
};

Measured measure(std::uint32_t n, bool apart) {
  const W2 w = make_w2(n);
  Scene scene;
  scene.objects.reserve(n);
  for (std::uint32_t i = 0; i < n; ++i) {
    Vec3<double> lo(w.boxes[i].min), hi(w.boxes[i].max);
    if (apart) {
      const Vec3<double> c = (lo + hi) * 0.5;
      lo = c - Vec3<double>(1e-6);
      hi = c + Vec3<double>(1e-6);
    }
    scene.objects.push_back(
        {"w2-" + std::to_string(i), "", std::nullopt, true, desc::Aabb{lo, hi}});
  }
  const double before = rss_bytes();
  SceneEvaluation eval;
  eval.build(scene);
  Measured m;
  m.grown = rss_bytes() - before;
  m.candidates = double(eval.counts().candidates);
  m.intersecting = double(eval.counts().intersecting);
  return m;
}

// Runs measure() in a child process and reads its figures back through a pipe.
bool measure_apart(std::uint32_t n, bool apart, Measured& out) {
  int fd[2];
  if (pipe(fd) != 0) return false;
  const pid_t pid = fork();
  if (pid == 0) {
    close(fd[0]);
    const Measured m = measure(n, apart);
    const bool ok = write(fd[1], &m, sizeof m) == ssize_t(sizeof m);
    _exit(ok ? 0 : 1);
  }
  close(fd[1]);
  const bool ok = read(fd[0], &out, sizeof out) == ssize_t(sizeof out);
  close(fd[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  return ok && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

}  // namespace
}  // namespace collide::bench

int main() {
  using namespace collide::bench;
  int failures = 0;
  std::printf("%-10s %12s %12s %14s %14s %16s %14s\n", "N", "candidates", "intersecting", "W2 MB",
              "apart MB", "bytes/object", "bytes/pair");
  for (std::uint32_t n : {100'000u, 1'000'000u}) {
    Measured w2, apart;
    if (!measure_apart(n, false, w2) || !measure_apart(n, true, apart)) {
      std::fprintf(stderr, "N=%u: a measuring process failed\n", n);
      ++failures;
      continue;
    }
    const double per_object = apart.grown / n;
    const double per_pair = (w2.grown - apart.grown) / (w2.candidates - apart.candidates);
    std::printf("%-10u %12.0f %12.0f %14.1f %14.1f %16.0f %14.0f\n", n, w2.candidates,
                w2.intersecting, w2.grown / 1e6, apart.grown / 1e6, per_object, per_pair);
    if (w2.intersecting != double(w2_checksum(n).pairs)) {
      std::fprintf(stderr, "CHECKSUM MISMATCH: N=%u: %.0f intersecting pairs != %llu\n", n,
                   w2.intersecting, static_cast<unsigned long long>(w2_checksum(n).pairs));
      ++failures;
    }
  }
  return failures == 0 ? 0 : 1;
}
