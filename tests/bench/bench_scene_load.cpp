// Loading a scene file against its size (issue #25): W2's boxes written as scene files of
// 30,000, 100,000, 300,000 and 1,000,000 `aabb` objects (w2_scene_file.hpp), each loaded with
// load_scene as `check` and the viewer load them. The loader must be linear: the end of the run
// prints the 300k / 30k time ratio (target ≤ 12; the callback DOM parser it replaced took ×73)
// and the 1M time (target ≤ 3 s). The checksum is the number of objects loaded; a mismatch, or
// a file that does not load, fails the run and the exit code.
//
// The files are generated once, into a folder of the run's own (mkdtemp), removed at the end.
#include <benchmark/benchmark.h>
#include <malloc.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/scene/scene_io.hpp"
#include "tests/bench/w2_scene_file.hpp"

namespace collide::bench {
namespace {

namespace fs = std::filesystem;

const std::vector<std::int64_t> kSizes{30'000, 100'000, 300'000, 1'000'000};

// The run's folder of scene files, made on first use and removed with everything in it.
class SceneFiles {
 public:
  ~SceneFiles() {
    std::error_code ignored;  // a leftover folder in /tmp is harmless; a throwing exit is not
    if (!dir_.empty()) fs::remove_all(dir_, ignored);
  }
  const fs::path& file(std::uint32_t n) {
    auto it = files_.find(n);
    if (it != files_.end()) return it->second;
    const fs::path path = folder() / ("w2_" + std::to_string(n) + ".json");
    write_w2_scene(path, make_w2(n).boxes);
    return files_.emplace(n, path).first->second;
  }

 private:
  const fs::path& folder() {
    if (dir_.empty()) {
      std::string pattern =
          (fs::temp_directory_path() / "collide-bench-scene-load-XXXXXX").string();
      if (!mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed for " + pattern);
      dir_ = pattern;
    }
    return dir_;
  }
  fs::path dir_;
  std::map<std::uint32_t, fs::path> files_;
};

SceneFiles& scene_files() {
  static SceneFiles files;
  return files;
}

bool g_checksum_failed = false;

void load(benchmark::State& state) {
  const auto n = static_cast<std::uint32_t>(state.range(0));
  const fs::path& path = scene_files().file(n);
  std::size_t loaded = 0;
  std::string error;
  for (auto _ : state) {
    SceneLoad scene = load_scene(path);
    loaded = scene.ok() ? scene.scene->objects.size() : 0;
    if (!scene.ok()) error = scene.error->to_string();
    // Freeing a million objects is not loading them.
    state.PauseTiming();
    scene = {};
    state.ResumeTiming();
  }
  state.counters["objects"] = static_cast<double>(loaded);
  state.counters["MB"] = static_cast<double>(fs::file_size(path)) / 1e6;
  if (loaded != n) {
    g_checksum_failed = true;
    std::string why = "objects loaded " + std::to_string(loaded) + " != checksum " +
                      std::to_string(n) + (error.empty() ? "" : ": " + error);
    state.SkipWithError(why.c_str());
  }
}

// The console output, then the ratios that say whether loading is linear.
class LinearityReporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    for (const Run& run : runs) {
      // With --benchmark_repetitions the median stands for the size.
      const bool usable = !run.error_occurred &&
                          (run.run_type == Run::RT_Iteration || run.aggregate_name == "median");
      if (usable)
        times_[std::stoll(run.run_name.args)] = {run.GetAdjustedCPUTime(),
                                                 run.GetAdjustedRealTime()};
    }
    ConsoleReporter::ReportRuns(runs);
  }
  void Finalize() override {
    ConsoleReporter::Finalize();
    std::printf("\nScene load (W2 aabb scenes), CPU time; wall time in brackets\n");
    for (const auto& [n, t] : times_)
      std::printf("  N=%-9lld %9.1f ms  [%9.1f ms]  %6.2f us/object\n", n, t.cpu, t.real,
                  1e3 * t.cpu / static_cast<double>(n));
    auto small = times_.find(30'000), big = times_.find(300'000), huge = times_.find(1'000'000);
    if (small != times_.end() && big != times_.end()) {
      const double ratio = big->second.cpu / small->second.cpu;
      std::printf("  300k / 30k: x%.2f  [x%.2f]  (target <= 12, linear: %s)\n", ratio,
                  big->second.real / small->second.real, ratio <= 12 ? "held" : "MISSED");
    }
    if (huge != times_.end())
      std::printf("  1M: %.2f s  [%.2f s]  (target <= 3 s: %s)\n", huge->second.cpu / 1e3,
                  huge->second.real / 1e3, huge->second.cpu <= 3e3 ? "held" : "MISSED");
    std::fflush(stdout);
  }

 private:
  struct Times {
    double cpu, real;  // ms
  };
  std::map<long long, Times> times_;
};

}  // namespace
}  // namespace collide::bench

int main(int argc, char** argv) {
  // Every load gets fresh memory, as a load in a new process (`check`, the viewer's first open)
  // does. Otherwise glibc raises its mmap threshold to the size of the last buffer freed (up to
  // 32 MB), so that the small files' repeated loads reuse pages already mapped while the big
  // files' buffers are mapped anew each time: the 30k load would skip the page faults that the
  // 300k one pays, and the ratio would measure malloc, not the loader.
  mallopt(M_MMAP_THRESHOLD, 256 * 1024);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  auto* b = benchmark::RegisterBenchmark("scene_load/w2", collide::bench::load);
  for (std::int64_t n : collide::bench::kSizes)
    b->Arg(n);
  // CPU time of this (single) thread: the machine is shared, wall time is not ours alone.
  b->Unit(benchmark::kMillisecond)->MinTime(0.3);
  collide::bench::LinearityReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return collide::bench::g_checksum_failed ? 1 : 0;
}
