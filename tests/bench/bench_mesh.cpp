// A triangle mesh against boxes on workload W5 "mesh-boxes" (assets/help/benchmark-workloads.md):
// the shipped level (assets/meshes/level.obj, 17,342 triangles) and 10,000 seeded boxes over it;
// the checksum is the number of boxes that meet the mesh. Timed on the same inputs, in one run:
//   ours_float/double       mesh_overlap (core/queries/mesh_queries.hpp) with MeshStop::first_hit:
//                           the verdict, as FCL's collide() with one contact asked for;
//   ours_all_hits_double    the same with every hit and the evidence the Why panel shows;
//   ours_double_median_split  first_hit on the level's hierarchy built by the median split
//                           instead of SAH (to measure which split the mesh should use);
//   fcl_bvh_obbrss          FCL 0.7's collide() of its BVHModel<OBBRSS> built from the same
//                           vertices and triangles against an fcl::Box (libfcl-dev, double).
// The hierarchies are built once, outside the timed loops (ours in the mesh's load, FCL's by
// endModel). Each reports ns per box and its count; at the end the medians and FCL's time over
// each of ours, all from the same run. Before timing, every method's verdict is compared box by
// box with ours in double (a differing count is a checksum mismatch).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <map>
#include <string>
#include <vector>

#include <glm/gtc/quaternion.hpp>

#include "core/queries/mesh_queries.hpp"
#include "core/shapes/mesh_file.hpp"
#include "tests/bench/bench_guard.hpp"
#include "tests/bench/splitmix64.hpp"

#ifdef COLLIDE_BENCH_HAVE_FCL
#include <fcl/geometry/bvh/BVH_model.h>
#include <fcl/geometry/shape/box.h>
#include <fcl/math/bv/OBBRSS.h>
#include <fcl/narrowphase/collision.h>
#endif

namespace collide::bench {
namespace {

// W5's checksum: the boxes that meet the level (closed sets), of kW5Boxes.
constexpr std::size_t kW5Boxes = 10'000;
constexpr std::size_t kW5Meeting = 5'127;

std::shared_ptr<const MeshData> load_level(BvhSplit split) {
  MeshFileBuild b = load_mesh_file(COLLIDE_SOURCE_DIR "/assets/meshes/level.obj", split);
  if (!b.build.mesh) {
    std::fprintf(stderr, "%s\n", b.error.c_str());
    std::exit(1);
  }
  return b.build.mesh;
}
// The level's hierarchy by SAH (the default), and by the median split (to measure which).
const MeshData& level(BvhSplit split = BvhSplit::sah) {
  static const std::shared_ptr<const MeshData> sah = load_level(BvhSplit::sah);
  static const std::shared_ptr<const MeshData> median = load_level(BvhSplit::median);
  return split == BvhSplit::sah ? *sah : *median;
}

// W5's boxes, in double, as benchmark-workloads.md writes them.
const std::vector<Obb<double>>& boxes() {
  static const std::vector<Obb<double>> out = [] {
    SplitMix64 g(5);
    const double pi = M_PI;
    std::vector<Obb<double>> v;
    v.reserve(kW5Boxes);
    for (std::size_t k = 0; k < kW5Boxes; ++k) {
      Vec3<double> c;
      c.x = 40 * g.u() - 20;
      c.y = 3 * g.u() - 0.5;
      c.z = 40 * g.u() - 20;
      Vec3<double> e;
      e.x = 0.1 + 0.9 * g.u();
      e.y = 0.1 + 0.9 * g.u();
      e.z = 0.1 + 0.9 * g.u();
      const double u1 = g.u(), u2 = g.u(), u3 = g.u();
      const Quat<double> q(
          std::sqrt(u1) * std::cos(2 * pi * u3), std::sqrt(1 - u1) * std::sin(2 * pi * u2),
          std::sqrt(1 - u1) * std::cos(2 * pi * u2), std::sqrt(u1) * std::sin(2 * pi * u3));
      v.push_back(Obb<double>::from_rotation(c, e, q));
    }
    return v;
  }();
  return out;
}

const std::vector<Obb<float>>& boxes_float() {
  static const std::vector<Obb<float>> out = [] {
    std::vector<Obb<float>> v;
    for (const Obb<double>& b : boxes())
      v.push_back({Vec3<float>(b.center),
                   {Vec3<float>(b.axes[0]), Vec3<float>(b.axes[1]), Vec3<float>(b.axes[2])},
                   Vec3<float>(b.half_extents)});
    return v;
  }();
  return out;
}

double thread_seconds() {
  timespec now;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
}

template <class T>
bool ours(std::size_t k, MeshStop stop = MeshStop::first_hit, BvhSplit split = BvhSplit::sah) {
  if constexpr (sizeof(T) == 4)
    return mesh_overlap(level(split), boxes_float()[k], {}, stop).intersects;
  else
    return mesh_overlap(level(split), boxes()[k], {}, stop).intersects;
}

#ifdef COLLIDE_BENCH_HAVE_FCL
struct FclScene {
  std::shared_ptr<fcl::BVHModel<fcl::OBBRSSd>> mesh;
  std::vector<fcl::Boxd> boxes;
  std::vector<fcl::Transform3d> poses;
};
const FclScene& fcl_scene() {
  static const FclScene s = [] {
    FclScene out;
    std::vector<fcl::Vector3d> points;
    for (const Vec3<double>& v : level().vertices)
      points.emplace_back(v.x, v.y, v.z);
    std::vector<fcl::Triangle> triangles;
    for (const auto& t : level().triangles)
      triangles.emplace_back(t[0], t[1], t[2]);
    out.mesh = std::make_shared<fcl::BVHModel<fcl::OBBRSSd>>();
    out.mesh->beginModel();
    out.mesh->addSubModel(points, triangles);
    out.mesh->endModel();
    for (const Obb<double>& b : boxes()) {
      out.boxes.emplace_back(2 * b.half_extents.x, 2 * b.half_extents.y, 2 * b.half_extents.z);
      fcl::Transform3d tf = fcl::Transform3d::Identity();
      fcl::Matrix3d r;
      for (int i = 0; i < 3; ++i)
        r.col(i) = fcl::Vector3d(b.axes[i].x, b.axes[i].y, b.axes[i].z);
      tf.linear() = r;
      tf.translation() = fcl::Vector3d(b.center.x, b.center.y, b.center.z);
      out.poses.push_back(tf);
    }
    return out;
  }();
  return s;
}
bool fcl_meets(std::size_t k) {
  const FclScene& s = fcl_scene();
  fcl::CollisionRequestd request;  // one contact: it stops at the first triangle that meets
  fcl::CollisionResultd result;
  fcl::collide(s.mesh.get(), fcl::Transform3d::Identity(), &s.boxes[k], s.poses[k], request,
               result);
  return result.isCollision();
}
#endif

std::size_t g_expected = 0;  // ours in double, counted before timing
std::map<std::string, std::vector<double>> g_ns;

template <class Method>
void run(benchmark::State& state, const char* name, Method method) {
  std::size_t meeting = 0;
  double seconds = 0;
  for (auto _ : state) {
    const double start = thread_seconds();
    meeting = 0;
    for (std::size_t k = 0; k < kW5Boxes; ++k)
      meeting += method(k);
    seconds += thread_seconds() - start;
  }
  const double ns =
      seconds * 1e9 / (static_cast<double>(kW5Boxes) * static_cast<double>(state.iterations()));
  g_ns[name].push_back(ns);
  state.counters["ns_per_box"] = ns;
  state.counters["meeting"] = static_cast<double>(meeting);
  if (meeting != g_expected)
    checksum_mismatch(state, std::string(name) + ": " + std::to_string(meeting) +
                                 " boxes meet the mesh, expected " + std::to_string(g_expected));
}

void BM_W5_OursFloat(benchmark::State& state) {
  run(state, "ours_float", [](std::size_t k) { return ours<float>(k); });
}
void BM_W5_OursDouble(benchmark::State& state) {
  run(state, "ours_double", [](std::size_t k) { return ours<double>(k); });
}
void BM_W5_OursAllHits(benchmark::State& state) {
  run(state, "ours_all_hits_double",
      [](std::size_t k) { return ours<double>(k, MeshStop::all_hits); });
}
void BM_W5_OursMedian(benchmark::State& state) {
  run(state, "ours_double_median_split",
      [](std::size_t k) { return ours<double>(k, MeshStop::first_hit, BvhSplit::median); });
}
#ifdef COLLIDE_BENCH_HAVE_FCL
void BM_W5_Fcl(benchmark::State& state) {
  run(state, "fcl_bvh_obbrss", fcl_meets);
}
#endif

// Box by box, each method's verdict against ours in double (not timed): prints the count and
// the boxes that differ; a difference is a checksum mismatch.
template <class Method>
void compare(const char* name, Method method) {
  std::size_t meeting = 0, differ = 0, first = kW5Boxes;
  for (std::size_t k = 0; k < kW5Boxes; ++k) {
    const bool m = method(k);
    meeting += m;
    if (m != ours<double>(k)) ++differ, first = std::min(first, k);
  }
  std::printf("%-22s meeting %zu; differs from ours_double on %zu boxes%s\n", name, meeting, differ,
              differ ? (" (first: box " + std::to_string(first) + ")").c_str() : "");
  if (differ) record_mismatch(std::string(name) + " differs from ours_double (above)");
}

}  // namespace
}  // namespace collide::bench

int main(int argc, char** argv) {
  using namespace collide::bench;
  using collide::BvhSplit;
  using collide::MeshStop;
  const collide::Obb<double>& b0 = boxes()[0];
  std::printf(
      "W5: level.obj %zu triangles, %zu boxes; box 0: c = (%.9g, %.9g, %.9g), e = (%.9g, "
      "%.9g, %.9g)\n",
      level().triangle_count(), kW5Boxes, b0.center.x, b0.center.y, b0.center.z, b0.half_extents.x,
      b0.half_extents.y, b0.half_extents.z);
  for (std::size_t k = 0; k < kW5Boxes; ++k)
    g_expected += ours<double>(k);
  std::printf("ours_double            meeting %zu\n", g_expected);
  if (g_expected != kW5Meeting)
    record_mismatch("ours_double: " + std::to_string(g_expected) +
                    " boxes meet, the workload says " + std::to_string(kW5Meeting));
  compare("ours_float", [](std::size_t k) { return ours<float>(k); });
  compare("ours_all_hits_double",
          [](std::size_t k) { return ours<double>(k, MeshStop::all_hits); });
  compare("ours_double_median_split",
          [](std::size_t k) { return ours<double>(k, MeshStop::first_hit, BvhSplit::median); });
  // The two splits' work (not timed): nodes visited and triangles tested per box, all hits.
  for (BvhSplit split : {BvhSplit::sah, BvhSplit::median}) {
    std::size_t nodes = 0, tested = 0;
    for (const collide::Obb<double>& b : boxes()) {
      const collide::MeshOverlap<double> r = collide::mesh_overlap(level(split), b);
      nodes += r.nodes_visited;
      tested += r.tested.size();
    }
    std::printf(
        "%-6s split: %zu nodes, depth %d; per box (all hits): %.1f nodes visited, %.1f "
        "triangles tested\n",
        std::string(name_of(split)).c_str(), level(split).nodes.size(), level(split).depth(),
        double(nodes) / kW5Boxes, double(tested) / kW5Boxes);
  }
#ifdef COLLIDE_BENCH_HAVE_FCL
  compare("fcl_bvh_obbrss", fcl_meets);
  benchmark::RegisterBenchmark("W5/fcl_bvh_obbrss", BM_W5_Fcl)->Unit(benchmark::kMillisecond);
#endif
  benchmark::RegisterBenchmark("W5/ours_float", BM_W5_OursFloat)->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("W5/ours_double", BM_W5_OursDouble)->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("W5/ours_all_hits_double", BM_W5_OursAllHits)
      ->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("W5/ours_double_median_split", BM_W5_OursMedian)
      ->Unit(benchmark::kMillisecond);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  auto median = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
  };
  std::printf("\nW5 medians (ns per box, thread CPU time):\n");
  const double fcl = median(g_ns["fcl_bvh_obbrss"]);
  for (const auto& [name, ns] : g_ns) {
    const double m = median(ns);
    if (fcl > 0 && name != "fcl_bvh_obbrss")
      std::printf("  %-22s %9.1f   FCL / this = %.2fx\n", name.c_str(), m, fcl / m);
    else
      std::printf("  %-22s %9.1f\n", name.c_str(), m);
  }
  return exit_code();
}
