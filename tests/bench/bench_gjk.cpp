// GJK on workload W1 (shared/WORKLOADS.md): its boolean answer (gjk_intersects) against the
// separating-axis test's (obb_obb_overlap) on the same 1,000,000 float box pairs, and, when
// libccd is installed, against libccd's GJK (ccdGJKIntersect, double, its box support through a
// function pointer, as libccd is used). Each reports ns per test, its ratio to the SAT measured
// in the same run, and its overlapping-pair count (checksum: 135,301); at the end, libccd's
// median time over gjk_intersects'. The explained run
// (convex_proximity: every step recorded, EPA for the intersecting pairs) is timed too.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/queries/convex_proximity.hpp"
#include "core/queries/gjk.hpp"
#include "core/queries/obb_sat.hpp"
#include "tests/bench/bench_guard.hpp"
#include "tests/bench/workload_w1.hpp"

#ifdef COLLIDE_BENCH_HAVE_CCD
#include <ccd/ccd.h>
#endif

namespace collide::bench {
namespace {

const W1& w1() {
  static const W1 w = make_w1();
  return w;
}

// This thread's CPU time: the machine is shared, and wall time counts the other processes.
double thread_seconds() {
  timespec now;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
}

double g_sat_ns = 0;  // set by the SAT, which runs first
std::vector<std::pair<std::string, std::size_t>> g_checksums;
std::map<std::string, std::vector<double>> g_ns;  // ns per test of every repetition, by method

// The median of a method's repetitions (0 when it did not run).
double median_ns(const std::string& name) {
  std::vector<double> v = g_ns[name];
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

// The boolean SAT's overlap count on the first `pairs` pairs of W1.
std::size_t sat_overlaps(std::size_t pairs) {
  const W1& w = w1();
  std::size_t count = 0;
  for (std::size_t k = 0; k < pairs; ++k)
    count += obb_obb_overlap(w.a[k], w.b[k]);
  return count;
}

template <class Pass>
void run(benchmark::State& state, const char* name, Pass pass, std::size_t pairs,
         bool baseline = false) {
  std::size_t overlaps = 0;
  double seconds = 0;
  for (auto _ : state) {
    const double start = thread_seconds();
    overlaps = pass();
    seconds += thread_seconds() - start;
  }
  const double ns =
      seconds * 1e9 / (static_cast<double>(pairs) * static_cast<double>(state.iterations()));
  if (baseline) g_sat_ns = ns;
  g_ns[name].push_back(ns);
  state.counters["ns_per_test"] = ns;
  state.counters["vs_sat"] = g_sat_ns > 0 ? ns / g_sat_ns : 0;
  state.counters["overlaps"] = static_cast<double>(overlaps);
  g_checksums.emplace_back(name, overlaps);
  // The whole workload: WORKLOADS.md's count; a prefix: the boolean SAT's count on it.
  const std::size_t expected = pairs == w1().a.size() ? kW1Overlapping : sat_overlaps(pairs);
  if (overlaps != expected)
    checksum_mismatch(state, std::string(name) + ": " + std::to_string(overlaps) +
                                 " overlapping pairs, expected " + std::to_string(expected));
}

void BM_W1_Sat(benchmark::State& state) {
  run(
      state, "boolean_sat",
      [] {
        const W1& w = w1();
        std::size_t count = 0;
        for (std::size_t k = 0; k < w.a.size(); ++k)
          count += obb_obb_overlap(w.a[k], w.b[k]);
        return count;
      },
      w1().a.size(), true);
}

void BM_W1_Gjk(benchmark::State& state) {
  run(
      state, "gjk_intersects",
      [] {
        const W1& w = w1();
        std::size_t count = 0;
        for (std::size_t k = 0; k < w.a.size(); ++k)
          count += gjk_intersects(w.a[k], w.b[k]);
        return count;
      },
      w1().a.size());
}

// The explained run on the first 100,000 pairs (its count is of those only).
void BM_W1_Explained(benchmark::State& state) {
  run(
      state, "convex_proximity_100k",
      [] {
        const W1& w = w1();
        std::size_t count = 0;
        for (std::size_t k = 0; k < 100'000; ++k)
          count += convex_proximity<float>(w.a[k], w.b[k]).intersects;
        return count;
      },
      100'000);
}

#ifdef COLLIDE_BENCH_HAVE_CCD
// libccd's view of a box: center, axes, half extents in its own (double) reals.
struct CcdBox {
  ccd_vec3_t center;
  ccd_vec3_t axes[3];
  ccd_real_t half[3];
};

void ccd_box_support(const void* obj, const ccd_vec3_t* dir, ccd_vec3_t* out) {
  const CcdBox* box = static_cast<const CcdBox*>(obj);
  ccdVec3Copy(out, &box->center);
  for (int i = 0; i < 3; ++i) {
    const ccd_real_t s = ccdVec3Dot(dir, &box->axes[i]) >= 0 ? box->half[i] : -box->half[i];
    ccd_vec3_t step;
    ccdVec3Copy(&step, &box->axes[i]);
    ccdVec3Scale(&step, s);
    ccdVec3Add(out, &step);
  }
}

CcdBox to_ccd(const Obb<float>& b) {
  CcdBox c;
  ccdVec3Set(&c.center, b.center.x, b.center.y, b.center.z);
  for (int i = 0; i < 3; ++i) {
    ccdVec3Set(&c.axes[i], b.axes[i].x, b.axes[i].y, b.axes[i].z);
    c.half[i] = b.half_extents[i];
  }
  return c;
}

void BM_W1_Libccd(benchmark::State& state) {
  static const auto boxes = [] {
    std::pair<std::vector<CcdBox>, std::vector<CcdBox>> out;
    for (std::size_t k = 0; k < w1().a.size(); ++k) {
      out.first.push_back(to_ccd(w1().a[k]));
      out.second.push_back(to_ccd(w1().b[k]));
    }
    return out;
  }();
  run(
      state, "libccd_gjk_intersect",
      [] {
        ccd_t ccd;
        CCD_INIT(&ccd);
        ccd.support1 = ccd_box_support;
        ccd.support2 = ccd_box_support;
        ccd.max_iterations = 100;
        std::size_t count = 0;
        for (std::size_t k = 0; k < boxes.first.size(); ++k)
          count += ccdGJKIntersect(&boxes.first[k], &boxes.second[k], &ccd) != 0;
        return count;
      },
      w1().a.size());
}
#endif

}  // namespace
}  // namespace collide::bench

int main(int argc, char** argv) {
  using namespace collide::bench;
  std::printf("W1: %zu pairs\n", w1().a.size());
  // The SAT first: the ratios use it.
  benchmark::RegisterBenchmark("W1/boolean_sat", BM_W1_Sat)->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("W1/gjk_intersects", BM_W1_Gjk)->Unit(benchmark::kMillisecond);
#ifdef COLLIDE_BENCH_HAVE_CCD
  benchmark::RegisterBenchmark("W1/libccd_gjk_intersect", BM_W1_Libccd)
      ->Unit(benchmark::kMillisecond);
#endif
  benchmark::RegisterBenchmark("W1/convex_proximity_100k", BM_W1_Explained)
      ->Unit(benchmark::kMillisecond);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  std::string last;
  for (const auto& [name, overlaps] : g_checksums)
    if (name != last)
      std::printf("checksum %s: %zu overlapping pairs\n", name.c_str(), overlaps), last = name;
  // The figure: libccd's time over ours, the medians of every timed pass of this run.
  const double ours = median_ns("gjk_intersects"), ccd = median_ns("libccd_gjk_intersect");
  if (ours > 0 && ccd > 0)
    std::printf("gjk_intersects %.1f ns, libccd %.1f ns (medians of %zu timed passes): %.2fx\n",
                ours, ccd, g_ns["gjk_intersects"].size(), ccd / ours);
  return exit_code();
}
