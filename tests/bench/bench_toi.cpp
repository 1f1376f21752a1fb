// Time of impact of two translating boxes on workload W4 (shared/WORKLOADS.md): 100,000 W1-style
// box pairs, each box with a velocity over t ∈ [0, 1]; checksum 22,062 pairs touch in [0, 1],
// 13,438 of them already at t = 0. Timed on the same inputs, in one run:
//   reference_slabs   the workload's own reference, in double: B's centre relative to A moves on
//                     a segment, and the boxes touch at t when it lies in A ⊕ (−B), bounded by
//                     slabs on the 15 SAT axes; each axis L keeps |s₀ + t·w| <= r_A + r_B.
//   toi_float/double  the core's time_of_impact (core/time/), which picks the SAT sweep for two
//                     translating boxes and returns the first contact time, point and normal.
//   fcl_continuous    FCL's continuousCollide (libfcl-dev, double): translation motion,
//                     conservative advancement on libccd's GJK, as FCL offers for two boxes.
// Each reports ns per pair and its touching count; at the end the medians and each one's ratio
// to FCL's, all from the same run. Before
// timing, every method's verdict and first contact time are compared pair by pair with the
// reference (outside the timed loops): a verdict that differs is a checksum mismatch.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <limits>
#include <map>
#include <string>
#include <vector>

#include "core/time/box_sweep.hpp"
#include "core/time/time_of_impact.hpp"
#include "tests/bench/bench_guard.hpp"
#include "tests/bench/workload_w4.hpp"
#include "tests/support/box_sweep_reference.hpp"

#ifdef COLLIDE_BENCH_HAVE_FCL
#include <fcl/geometry/shape/box.h>
#include <fcl/narrowphase/collision.h>  // continuous_collision.h uses collide() undeclared
#include <fcl/narrowphase/continuous_collision.h>
#endif

namespace collide::bench {
namespace {

const W4& w4() {
  static const W4 w = make_w4();
  return w;
}

// This thread's CPU time: the machine is shared, and wall time counts the other processes.
double thread_seconds() {
  timespec now;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
}

// The reference (tests/support/box_sweep_reference.hpp) on W4's boxes in double: the stored
// floats, the axes from the stored quaternion promoted to double (as the core's scene box makes
// them).
test::BoxSweepReference reference(std::size_t k) {
  auto box = [](const W4Box& w) {
    Obb<double> o;
    o.center = Vec3<double>(w.box.center);
    o.half_extents = Vec3<double>(w.box.half_extents);
    const double qw = w.q.w, x = w.q.x, y = w.q.y, z = w.q.z;
    o.axes[0] = {1 - 2 * (y * y + z * z), 2 * (x * y + z * qw), 2 * (x * z - y * qw)};
    o.axes[1] = {2 * (x * y - z * qw), 1 - 2 * (x * x + z * z), 2 * (y * z + x * qw)};
    o.axes[2] = {2 * (x * z + y * qw), 2 * (y * z - x * qw), 1 - 2 * (x * x + y * y)};
    return o;
  };
  const W4Box &a = w4().a[k], &b = w4().b[k];
  return {box(a), box(b), Vec3<double>(b.velocity) - Vec3<double>(a.velocity)};
}

bool reference_touches(std::size_t k) {
  const auto [first, last] = reference(k).window();
  return first <= last;
}

// The core's view of one W4 box: a scene box (its quaternion promoted, as W1's axes are made)
// and its motion.
struct MovingBox {
  ObjectDesc desc;
  Motion motion;
};

MovingBox moving_box(const W4Box& w) {
  desc::Box box;
  box.center = {w.box.center.x, w.box.center.y, w.box.center.z};
  box.half_extents = {w.box.half_extents.x, w.box.half_extents.y, w.box.half_extents.z};
  box.rotation = Quat<double>(w.q.w, w.q.x, w.q.y, w.q.z);
  Motion m;
  m.velocity = Vec3<double>(w.velocity.x, w.velocity.y, w.velocity.z);
  return {box, m};
}

const std::vector<MovingBox>& moving_boxes(bool first) {
  static const auto make = [](const std::vector<W4Box>& boxes) {
    std::vector<MovingBox> out;
    out.reserve(boxes.size());
    for (const W4Box& b : boxes)
      out.push_back(moving_box(b));
    return out;
  };
  static const std::vector<MovingBox> a = make(w4().a), b = make(w4().b);
  return first ? a : b;
}

// One method's answer for one pair, as the comparison needs it.
struct Answer {
  bool touches = false;
  double t = 0;          // first contact
  double t_error = 0;    // the method's own bound on t
  double tolerance = 0;  // the distance it calls a contact (ε)
};

template <class T>
Answer core_answer(std::size_t k) {
  const MovingBox &a = moving_boxes(true)[k], &b = moving_boxes(false)[k];
  const TimeOfImpact<T> r = time_of_impact<T>(a.desc, a.motion, b.desc, b.motion);
  return {r.touches(), static_cast<double>(r.t), static_cast<double>(r.t_error),
          static_cast<double>(r.tolerance)};
}

// The lean sweep's boxes: W4's float boxes as stored, and in double the scene boxes' own.
template <class T>
const std::vector<Obb<T>>& sweep_boxes(bool first) {
  static const auto make = [](bool a) {
    std::vector<Obb<T>> out;
    for (std::size_t k = 0; k < w4().a.size(); ++k) {
      if constexpr (sizeof(T) == 4)
        out.push_back((a ? w4().a : w4().b)[k].box);
      else
        out.push_back(std::get<Obb<T>>(to_shape<T>(moving_boxes(a)[k].desc)));
    }
    return out;
  };
  static const std::vector<Obb<T>> a = make(true), b = make(false);
  return first ? a : b;
}

template <class T>
Vec3<T> relative_velocity(std::size_t k) {
  return Vec3<T>(w4().b[k].velocity) - Vec3<T>(w4().a[k].velocity);
}

template <class T>
Answer sweep_answer(std::size_t k) {
  const BoxSweep<T> r =
      box_sweep(sweep_boxes<T>(true)[k], sweep_boxes<T>(false)[k], relative_velocity<T>(k));
  // Its promise is the explained sweep's: the exact contact, within the band (no ε here).
  return {r.touches, static_cast<double>(r.t), 0, 0};
}

#ifdef COLLIDE_BENCH_HAVE_FCL
struct FclPair {
  fcl::Boxd a, b;
  fcl::Transform3d a0, a1, b0, b1;
};

fcl::Transform3d fcl_pose(const W4Box& w, double t) {
  fcl::Transform3d tf = fcl::Transform3d::Identity();
  fcl::Matrix3d r;
  for (int i = 0; i < 3; ++i)
    for (int k = 0; k < 3; ++k)
      r(k, i) = w.box.axes[i][k];  // the axes are the rotation's columns
  tf.linear() = r;
  tf.translation() = fcl::Vector3d(w.box.center.x + t * double(w.velocity.x),
                                   w.box.center.y + t * double(w.velocity.y),
                                   w.box.center.z + t * double(w.velocity.z));
  return tf;
}

const std::vector<FclPair>& fcl_pairs() {
  static const std::vector<FclPair> pairs = [] {
    std::vector<FclPair> out;
    out.reserve(w4().a.size());
    for (std::size_t k = 0; k < w4().a.size(); ++k) {
      const W4Box &a = w4().a[k], &b = w4().b[k];
      auto box = [](const W4Box& w) {
        return fcl::Boxd(2.0 * w.box.half_extents.x, 2.0 * w.box.half_extents.y,
                         2.0 * w.box.half_extents.z);
      };
      out.push_back(
          {box(a), box(b), fcl_pose(a, 0), fcl_pose(a, 1), fcl_pose(b, 0), fcl_pose(b, 1)});
    }
    return out;
  }();
  return pairs;
}

fcl::ContinuousCollisionRequestd fcl_request() {
  fcl::ContinuousCollisionRequestd request;
  request.ccd_motion_type = fcl::CCDM_TRANS;
  request.ccd_solver_type = fcl::CCDC_CONSERVATIVE_ADVANCEMENT;
  request.gjk_solver_type = fcl::GST_LIBCCD;
  return request;
}

Answer fcl_answer(std::size_t k) {
  const FclPair& p = fcl_pairs()[k];
  fcl::ContinuousCollisionResultd result;
  fcl::continuousCollide(&p.a, p.a0, p.a1, &p.b, p.b0, p.b1, fcl_request(), result);
  return {result.is_collide, result.time_of_contact, fcl_request().toc_err, 0};
}
#endif

// Each method's ns per pair, one entry per repetition (in any order, repetitions may be
// interleaved): main() prints the medians and their ratios to FCL's.
std::map<std::string, std::vector<double>> g_ns;
// FCL's own count, from the comparison: it misses contacts (see the README's benchmarks page),
// so its timed runs are checked against what it answered there, not against the workload's.
std::size_t g_fcl_touching = 0;

template <class Pass>
void run(benchmark::State& state, const char* name, Pass pass, bool is_fcl = false) {
  const std::size_t pairs = w4().a.size();
  std::size_t touching = 0;
  double seconds = 0;
  for (auto _ : state) {
    const double start = thread_seconds();
    touching = pass();
    seconds += thread_seconds() - start;
  }
  const double ns =
      seconds * 1e9 / (static_cast<double>(pairs) * static_cast<double>(state.iterations()));
  g_ns[name].push_back(ns);
  state.counters["ns_per_pair"] = ns;
  state.counters["touching"] = static_cast<double>(touching);
  const std::size_t expected = is_fcl ? g_fcl_touching : kW4Touching;
  if (touching != expected)
    checksum_mismatch(state, std::string(name) + ": " + std::to_string(touching) +
                                 " pairs touch in [0, 1], expected " + std::to_string(expected));
}

void BM_W4_Reference(benchmark::State& state) {
  run(state, "reference_slabs", [] {
    std::size_t count = 0;
    for (std::size_t k = 0; k < w4().a.size(); ++k)
      count += reference_touches(k);
    return count;
  });
}

template <class T>
void BM_W4_Core(benchmark::State& state) {
  run(state, sizeof(T) == 4 ? "toi_float" : "toi_double", [] {
    const std::vector<MovingBox>&a = moving_boxes(true), &b = moving_boxes(false);
    std::size_t count = 0;
    for (std::size_t k = 0; k < a.size(); ++k)
      count += time_of_impact<T>(a[k].desc, a[k].motion, b[k].desc, b[k].motion).touches();
    return count;
  });
}

template <class T>
void BM_W4_Sweep(benchmark::State& state) {
  run(state, sizeof(T) == 4 ? "box_sweep_float" : "box_sweep_double", [] {
    const std::vector<Obb<T>>&a = sweep_boxes<T>(true), &b = sweep_boxes<T>(false);
    std::size_t count = 0;
    for (std::size_t k = 0; k < a.size(); ++k)
      count += box_sweep(a[k], b[k], relative_velocity<T>(k)).touches;
    return count;
  });
}

#ifdef COLLIDE_BENCH_HAVE_FCL
void BM_W4_Fcl(benchmark::State& state) {
  run(
      state, "fcl_continuous",
      [] {
        const fcl::ContinuousCollisionRequestd request = fcl_request();
        std::size_t count = 0;
        for (const FclPair& p : fcl_pairs()) {
          fcl::ContinuousCollisionResultd result;
          fcl::continuousCollide(&p.a, p.a0, p.a1, &p.b, p.b0, p.b1, request, result);
          count += result.is_collide;
        }
        return count;
      },
      true);
}
#endif

// Every method against the reference, pair by pair (not timed). Verdicts must agree on every
// pair (WORKLOADS.md: no pair's window is shorter than 1e-6 or misses by less). A reported first
// contact t must keep the method's promise (time_of_impact.hpp): never after the exact first
// contact, and at t the boxes within its ε (the reference's widest slab gap at t, a lower bound
// on their distance, at most ε). Prints what it found; a differing verdict of a method that must
// agree is a checksum mismatch.
template <class Method>
std::size_t compare_with_reference(const char* name, Method method, bool must_agree) {
  std::size_t touching = 0, at_start = 0, missed = 0, invented = 0, late = 0, not_within = 0;
  double earliest = 0, latest = 0;
  std::size_t first_bad = std::numeric_limits<std::size_t>::max();
  for (std::size_t k = 0; k < w4().a.size(); ++k) {
    const test::BoxSweepReference slabs = reference(k);
    const auto [first, last] = slabs.window();
    const bool ref_touches = first <= last;
    const Answer got = method(k);
    touching += got.touches;
    at_start += got.touches && got.t == 0;
    if (got.touches != ref_touches) {
      ++(ref_touches ? missed : invented);
      first_bad = std::min(first_bad, k);
      continue;
    }
    if (!ref_touches) continue;
    if (got.t > first + 1e-9) ++late, latest = std::max(latest, got.t - first);
    if (got.tolerance > 0 && slabs.separation_at(got.t) > got.tolerance * (1 + 1e-6) + 1e-9)
      ++not_within;
    earliest = std::max(earliest, first - got.t);
  }
  std::printf(
      "%-16s touching %zu (at t = 0: %zu); against the reference: %zu contacts missed, %zu "
      "invented%s; first contact after the exact one: %zu (by up to %.3g); not within its ε at t: "
      "%zu; "
      "earliest by %.3g\n",
      name, touching, at_start, missed, invented,
      missed + invented ? (" (first: pair " + std::to_string(first_bad) + ")").c_str() : "", late,
      latest, not_within, earliest);
  if (must_agree && (missed || invented || late || not_within))
    record_mismatch(std::string(name) + ": disagrees with the reference (above)");
  return touching;
}

}  // namespace
}  // namespace collide::bench

int main(int argc, char** argv) {
  using namespace collide::bench;
  using collide::Vec3;
  std::printf("W4: %zu pairs; pair 0, box A: c = (%.9g, %.9g, %.9g), v = (%.9g, %.9g, %.9g)\n",
              w4().a.size(), w4().a[0].box.center.x, w4().a[0].box.center.y, w4().a[0].box.center.z,
              w4().a[0].velocity.x, w4().a[0].velocity.y, w4().a[0].velocity.z);
  {
    std::size_t touching = 0, at_start = 0;
    for (std::size_t k = 0; k < w4().a.size(); ++k) {
      const auto [first, last] = reference(k).window();
      touching += first <= last;
      at_start += first <= last && first == 0;
    }
    std::printf("reference_slabs  touching %zu (at t = 0: %zu)\n", touching, at_start);
    if (touching != kW4Touching || at_start != kW4TouchingAtStart)
      record_mismatch("reference_slabs: " + std::to_string(touching) + " touching, " +
                      std::to_string(at_start) + " at t = 0; expected " +
                      std::to_string(kW4Touching) + ", " + std::to_string(kW4TouchingAtStart));
  }
  compare_with_reference("toi_float", core_answer<float>, true);
  compare_with_reference("toi_double", core_answer<double>, true);
  compare_with_reference("box_sweep_float", sweep_answer<float>, true);
  compare_with_reference("box_sweep_double", sweep_answer<double>, true);
#ifdef COLLIDE_BENCH_HAVE_FCL
  g_fcl_touching = compare_with_reference("fcl_continuous", fcl_answer, false);
  benchmark::RegisterBenchmark("W4/fcl_continuous", BM_W4_Fcl)->Unit(benchmark::kMillisecond);
#endif
  benchmark::RegisterBenchmark("W4/reference_slabs", BM_W4_Reference)
      ->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("W4/box_sweep_float", BM_W4_Sweep<float>)
      ->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("W4/box_sweep_double", BM_W4_Sweep<double>)
      ->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("W4/toi_float", BM_W4_Core<float>)->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("W4/toi_double", BM_W4_Core<double>)->Unit(benchmark::kMillisecond);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  auto median = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
  };
  const double fcl = g_ns.count("fcl_continuous") ? median(g_ns["fcl_continuous"]) : 0.0;
  for (const auto& [name, runs] : g_ns)
    std::printf("%-16s median %8.1f ns per pair over %zu run(s)%s\n", name.c_str(), median(runs),
                runs.size(),
                fcl > 0 ? (", FCL / this = " + std::to_string(fcl / median(runs))).c_str() : "");
  return exit_code();
}
