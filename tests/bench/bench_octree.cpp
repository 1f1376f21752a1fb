// The octree broadphase on workload W2 (shared/WORKLOADS.md) at N = 10,000, 100,000 and
// 1,000,000: build, all pairs, and update-after-move plus all pairs. Baselines measured in the
// same run: brute force (10,000 only) and a plain sort-and-sweep on x; peers when built with
// them: FCL's DynamicAABBTreeCollisionManager and Bullet's btDbvtBroadphase. Every run checks
// its pair count against the checksum (Bullet after the move excepted: see there), and the end of
// the run prints the ratios of each baseline and peer to the octree.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <memory>
#include <numeric>
#include <string>
#include <vector>

#include "core/octree/octree.hpp"
#include "tests/bench/bench_guard.hpp"
#include "tests/bench/workload_w2.hpp"

#ifdef COLLIDE_BENCH_HAVE_FCL
#include <fcl/broadphase/broadphase_dynamic_AABB_tree.h>
#include <fcl/geometry/shape/box.h>
#endif
#ifdef COLLIDE_BENCH_HAVE_BULLET
#include <BulletCollision/BroadphaseCollision/btDbvtBroadphase.h>
#endif

namespace collide::bench {
namespace {

const W2& w2(std::uint32_t n) {
  static std::map<std::uint32_t, W2> cache;
  auto it = cache.find(n);
  if (it == cache.end()) it = cache.emplace(n, make_w2(n)).first;
  return it->second;
}

std::vector<OctreeEntry> entries(const std::vector<Aabb<float>>& boxes) {
  std::vector<OctreeEntry> e(boxes.size());
  for (std::uint32_t i = 0; i < boxes.size(); ++i)
    e[i] = {i, boxes[i]};
  return e;
}

// Records the count and fails the run when it is not the workload's checksum.
void check(benchmark::State& state, std::uint64_t pairs, std::uint64_t expected) {
  state.counters["pairs"] = static_cast<double>(pairs);
  if (pairs != expected) {
    checksum_mismatch(state, "N=" + std::to_string(state.range(0)) + ": pair count " +
                                 std::to_string(pairs) + " != checksum " +
                                 std::to_string(expected));
  }
}

auto n_of(const benchmark::State& state) {
  return static_cast<std::uint32_t>(state.range(0));
}

// ---- the octree (default parameters: looseness 2) -------------------------------------------

OctreeParams octree_params(std::uint32_t looseness) {
  OctreeParams p;
  p.looseness = looseness;
  return p;
}

void octree_build(benchmark::State& state, std::uint32_t looseness) {
  const std::vector<OctreeEntry> e = entries(w2(n_of(state)).boxes);
  for (auto _ : state) {
    Octree tree(octree_params(looseness));
    tree.build(e);
    benchmark::DoNotOptimize(tree.size());
  }
}

void octree_pairs(benchmark::State& state, std::uint32_t looseness) {
  const std::vector<OctreeEntry> e = entries(w2(n_of(state)).boxes);
  Octree tree(octree_params(looseness));
  tree.build(e);
  std::vector<OctreePair> pairs;
  for (auto _ : state) {
    tree.all_pairs(pairs);
    benchmark::DoNotOptimize(pairs.data());
  }
  check(state, pairs.size(), w2_checksum(n_of(state)).pairs);
  PairStats s;
  tree.all_pairs(pairs, &s);
  OctreeStats t = tree.stats();
  state.counters["box_tests"] = static_cast<double>(s.box_tests);
  state.counters["node_tests"] = static_cast<double>(s.node_tests);
  state.counters["tests/brute"] =
      static_cast<double>(s.box_tests) / static_cast<double>(s.brute_force_tests);
  state.counters["nodes"] = t.node_count;
  state.counters["depth"] = t.max_depth;
}

void octree_build_pairs(benchmark::State& state, std::uint32_t looseness) {
  const std::vector<OctreeEntry> e = entries(w2(n_of(state)).boxes);
  std::vector<OctreePair> pairs;
  for (auto _ : state) {
    Octree tree(octree_params(looseness));
    tree.build(e);
    tree.all_pairs(pairs);
    benchmark::DoNotOptimize(pairs.data());
  }
  check(state, pairs.size(), w2_checksum(n_of(state)).pairs);
}

void octree_update_pairs(benchmark::State& state, std::uint32_t looseness) {
  const std::vector<OctreeEntry> e = entries(w2(n_of(state)).boxes);
  const std::vector<OctreeEntry> moved = entries(w2(n_of(state)).moved);
  std::vector<OctreePair> pairs;
  for (auto _ : state) {
    state.PauseTiming();
    auto tree = std::make_unique<Octree>(octree_params(looseness));
    tree->build(e);
    state.ResumeTiming();
    tree->update(moved);
    tree->all_pairs(pairs);
    benchmark::DoNotOptimize(pairs.data());
    state.PauseTiming();
    tree.reset();
    state.ResumeTiming();
  }
  check(state, pairs.size(), w2_checksum(n_of(state)).pairs_moved);
}

// ---- baselines --------------------------------------------------------------------------------

std::uint64_t brute_force(const std::vector<Aabb<float>>& b) {
  std::uint64_t pairs = 0;
  for (std::size_t i = 0; i < b.size(); ++i)
    for (std::size_t j = i + 1; j < b.size(); ++j)
      pairs += (b[i].min.x <= b[j].max.x) & (b[j].min.x <= b[i].max.x) &
               (b[i].min.y <= b[j].max.y) & (b[j].min.y <= b[i].max.y) &
               (b[i].min.z <= b[j].max.z) & (b[j].min.z <= b[i].max.z);
  return pairs;
}

void brute_pairs(benchmark::State& state) {
  const std::vector<Aabb<float>>& b = w2(n_of(state)).boxes;
  std::uint64_t pairs = 0;
  for (auto _ : state)
    benchmark::DoNotOptimize(pairs = brute_force(b));
  check(state, pairs, w2_checksum(n_of(state)).pairs);
}

// Sort by min.x, then sweep: each box is tested against the following boxes until their min.x
// passes its max.x (closed: equal counts).
struct SortAndSweep {
  std::vector<std::uint32_t> order;
  void sort(const std::vector<Aabb<float>>& b) {
    if (order.size() != b.size()) {
      order.resize(b.size());
      std::iota(order.begin(), order.end(), 0u);
    }
    std::sort(order.begin(), order.end(),
              [&b](std::uint32_t i, std::uint32_t j) { return b[i].min.x < b[j].min.x; });
  }
  void pairs(const std::vector<Aabb<float>>& b, std::vector<OctreePair>& out) const {
    out.clear();
    for (std::size_t k = 0; k < order.size(); ++k) {
      const Aabb<float>& x = b[order[k]];
      for (std::size_t m = k + 1; m < order.size() && b[order[m]].min.x <= x.max.x; ++m) {
        const Aabb<float>& y = b[order[m]];
        if ((x.min.y <= y.max.y) & (y.min.y <= x.max.y) & (x.min.z <= y.max.z) &
            (y.min.z <= x.max.z))
          out.push_back({std::min(order[k], order[m]), std::max(order[k], order[m])});
      }
    }
  }
};

void sweep_build_pairs(benchmark::State& state) {
  const std::vector<Aabb<float>>& b = w2(n_of(state)).boxes;
  std::vector<OctreePair> pairs;
  for (auto _ : state) {
    SortAndSweep s;
    s.sort(b);
    s.pairs(b, pairs);
    benchmark::DoNotOptimize(pairs.data());
  }
  check(state, pairs.size(), w2_checksum(n_of(state)).pairs);
}

void sweep_update_pairs(benchmark::State& state) {
  const W2& w = w2(n_of(state));
  std::vector<OctreePair> pairs;
  for (auto _ : state) {
    state.PauseTiming();
    SortAndSweep s;
    s.sort(w.boxes);
    state.ResumeTiming();
    s.sort(w.moved);  // from the previous order, nearly sorted
    s.pairs(w.moved, pairs);
    benchmark::DoNotOptimize(pairs.data());
  }
  check(state, pairs.size(), w2_checksum(n_of(state)).pairs_moved);
}

// ---- peers ------------------------------------------------------------------------------------

#ifdef COLLIDE_BENCH_HAVE_FCL
// Boxes whose AABB is exactly the float box: side and center are exact in double.
struct FclScene {
  std::vector<std::unique_ptr<fcl::CollisionObjectd>> objects;
  std::vector<fcl::CollisionObjectd*> raw;
  explicit FclScene(const std::vector<Aabb<float>>& boxes) {
    for (const Aabb<float>& b : boxes) {
      Vec3<double> lo(b.min), hi(b.max);
      auto shape = std::make_shared<fcl::Boxd>(hi.x - lo.x, hi.y - lo.y, hi.z - lo.z);
      auto o = std::make_unique<fcl::CollisionObjectd>(shape);
      place(*o, b);
      raw.push_back(o.get());
      objects.push_back(std::move(o));
    }
  }
  static void place(fcl::CollisionObjectd& o, const Aabb<float>& b) {
    Vec3<double> c = (Vec3<double>(b.min) + Vec3<double>(b.max)) * 0.5;
    o.setTranslation(fcl::Vector3d(c.x, c.y, c.z));
    o.computeAABB();
  }
};

std::uint64_t fcl_pairs(fcl::DynamicAABBTreeCollisionManagerd& manager) {
  std::uint64_t pairs = 0;
  manager.collide(&pairs, [](fcl::CollisionObjectd*, fcl::CollisionObjectd*, void* data) {
    ++*static_cast<std::uint64_t*>(data);
    return false;
  });
  return pairs;
}

void fcl_build(benchmark::State& state) {
  FclScene scene(w2(n_of(state)).boxes);
  for (auto _ : state) {
    fcl::DynamicAABBTreeCollisionManagerd manager;
    manager.registerObjects(scene.raw);
    manager.setup();
  }
}

void fcl_pairs_only(benchmark::State& state) {
  FclScene scene(w2(n_of(state)).boxes);
  fcl::DynamicAABBTreeCollisionManagerd manager;
  manager.registerObjects(scene.raw);
  manager.setup();
  std::uint64_t pairs = 0;
  for (auto _ : state)
    pairs = fcl_pairs(manager);
  check(state, pairs, w2_checksum(n_of(state)).pairs);
}

void fcl_build_pairs(benchmark::State& state) {
  FclScene scene(w2(n_of(state)).boxes);
  std::uint64_t pairs = 0;
  for (auto _ : state) {
    fcl::DynamicAABBTreeCollisionManagerd manager;
    manager.registerObjects(scene.raw);
    manager.setup();
    pairs = fcl_pairs(manager);
  }
  check(state, pairs, w2_checksum(n_of(state)).pairs);
}

void fcl_update_pairs(benchmark::State& state) {
  const W2& w = w2(n_of(state));
  std::uint64_t pairs = 0;
  for (auto _ : state) {
    state.PauseTiming();
    FclScene scene(w.boxes);
    auto manager = std::make_unique<fcl::DynamicAABBTreeCollisionManagerd>();
    manager->registerObjects(scene.raw);
    manager->setup();
    state.ResumeTiming();
    for (std::size_t i = 0; i < w.moved.size(); ++i)
      FclScene::place(*scene.raw[i], w.moved[i]);
    manager->update();
    pairs = fcl_pairs(*manager);
    state.PauseTiming();
    manager.reset();
    scene.objects.clear();
    state.ResumeTiming();
  }
  check(state, pairs, w2_checksum(n_of(state)).pairs_moved);
}
#endif

#ifdef COLLIDE_BENCH_HAVE_BULLET
btVector3 bt(const Vec3<float>& v) {
  return {v.x, v.y, v.z};
}

struct BulletScene {
  btDbvtBroadphase broadphase;
  std::vector<btBroadphaseProxy*> proxies;
  explicit BulletScene(const std::vector<Aabb<float>>& boxes) {
    proxies.reserve(boxes.size());
    for (std::size_t i = 0; i < boxes.size(); ++i)
      proxies.push_back(broadphase.createProxy(bt(boxes[i].min), bt(boxes[i].max), 0,
                                               reinterpret_cast<void*>(i), 1, -1, nullptr));
    broadphase.calculateOverlappingPairs(nullptr);
  }
  std::uint64_t pairs() { return broadphase.getOverlappingPairCache()->getNumOverlappingPairs(); }
};

// Bullet finds pairs while proxies are created, so build and pair search are one figure.
void bullet_build_pairs(benchmark::State& state) {
  const std::vector<Aabb<float>>& b = w2(n_of(state)).boxes;
  std::uint64_t pairs = 0;
  for (auto _ : state) {
    auto scene = std::make_unique<BulletScene>(b);
    pairs = scene->pairs();
    state.PauseTiming();
    scene.reset();
    state.ResumeTiming();
  }
  check(state, pairs, w2_checksum(n_of(state)).pairs);
}

void bullet_update_pairs(benchmark::State& state) {
  const W2& w = w2(n_of(state));
  std::uint64_t pairs = 0;
  for (auto _ : state) {
    state.PauseTiming();
    auto scene = std::make_unique<BulletScene>(w.boxes);
    state.ResumeTiming();
    for (std::size_t i = 0; i < w.moved.size(); ++i)
      scene->broadphase.setAabb(scene->proxies[i], bt(w.moved[i].min), bt(w.moved[i].max), nullptr);
    scene->broadphase.calculateOverlappingPairs(nullptr);
    pairs = scene->pairs();
    state.PauseTiming();
    scene.reset();
    state.ResumeTiming();
  }
  // Not checked: Bullet keeps enlarged boxes for moved proxies and reports their overlaps.
  state.counters["pairs"] = static_cast<double>(pairs);
}
#endif

// ---- registration and the ratio table ---------------------------------------------------------

const std::vector<std::int64_t> kSizes{10'000, 100'000, 1'000'000};

void register_all() {
  auto add = [](const std::string& name, auto fn, bool small_only = false) {
    auto* b = benchmark::RegisterBenchmark(name.c_str(), fn);
    for (std::int64_t n : kSizes)
      if (!small_only || n == 10'000) b->Arg(n);
    // CPU time of this (single) thread: the machine is shared, wall time is not ours alone.
    // Every method first runs unmeasured for a while: the first builds of a big structure touch
    // memory the process has never used, and on a virtual machine those first touches cost
    // more than the work (measured: 480 ms for the octree's first build + pairs at N = 1M,
    // 160-180 ms from the third on). Without the warm-up, a run of one iteration per
    // repetition reported that first touch instead of the method.
    b->Unit(benchmark::kMillisecond)->MinTime(0.3)->MinWarmUpTime(0.5);
  };
  for (std::uint32_t looseness : {2u, 1u}) {
    std::string name = looseness == 2 ? "W2/octree" : "W2/octree_strict";
    add(name + "/build", [=](benchmark::State& s) { octree_build(s, looseness); });
    add(name + "/pairs", [=](benchmark::State& s) { octree_pairs(s, looseness); });
    add(name + "/build_pairs", [=](benchmark::State& s) { octree_build_pairs(s, looseness); });
    add(name + "/update_pairs", [=](benchmark::State& s) { octree_update_pairs(s, looseness); });
  }
  add("W2/brute_force/pairs", brute_pairs, true);
  add("W2/sweep/build_pairs", sweep_build_pairs);
  add("W2/sweep/update_pairs", sweep_update_pairs);
#ifdef COLLIDE_BENCH_HAVE_FCL
  add("W2/fcl_dynamic_tree/build", fcl_build);
  add("W2/fcl_dynamic_tree/pairs", fcl_pairs_only);
  add("W2/fcl_dynamic_tree/build_pairs", fcl_build_pairs);
  add("W2/fcl_dynamic_tree/update_pairs", fcl_update_pairs);
#endif
#ifdef COLLIDE_BENCH_HAVE_BULLET
  add("W2/bullet_dbvt/build_pairs", bullet_build_pairs);
  add("W2/bullet_dbvt/update_pairs", bullet_update_pairs);
#endif
}

// The console output, plus at the end each method's time over the octree's for the same task.
class RatioReporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    for (const Run& run : runs) {
      // With --benchmark_repetitions the median stands for the method.
      bool usable = !run.error_occurred &&
                    (run.run_type == Run::RT_Iteration || run.aggregate_name == "median");
      if (usable)
        times_[run.run_name.function_name + "/" + run.run_name.args] = run.GetAdjustedCPUTime();
    }
    ConsoleReporter::ReportRuns(runs);
  }
  void Finalize() override {
    ConsoleReporter::Finalize();
    std::printf(
        "\nW2: CPU time of each method / CPU time of the octree (looseness 2), same task\n");
    for (const char* task : {"build_pairs", "update_pairs"}) {
      for (std::int64_t n : kSizes) {
        // append() rather than operator+ chains: g++ 12 warns falsely (-Wrestrict) on those.
        std::string suffix("/");
        suffix.append(task).append("/").append(std::to_string(n));
        auto base = times_.find("W2/octree" + suffix);
        if (base == times_.end()) continue;
        std::printf("%-13s N=%-8lld octree %9.2f ms", task, static_cast<long long>(n),
                    base->second);
        for (const char* m : {"octree_strict", "sweep", "fcl_dynamic_tree", "bullet_dbvt"}) {
          std::string name("W2/");
          name.append(m).append(suffix);
          auto it = times_.find(name);
          if (it != times_.end()) std::printf("  %s x%.2f", m, it->second / base->second);
        }
        auto brute = times_.find("W2/brute_force/pairs/" + std::to_string(n));
        if (brute != times_.end() && std::string(task) == "build_pairs")
          std::printf("  brute_force x%.1f", brute->second / base->second);
        std::printf("\n");
      }
    }
    std::fflush(stdout);
  }

 private:
  std::map<std::string, double> times_;
};

}  // namespace
}  // namespace collide::bench

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  collide::bench::register_all();
  collide::bench::RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return collide::bench::exit_code();
}
