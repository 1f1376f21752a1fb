// Time of impact for every pair of kinds against a sampling oracle, in float and double.
//
// The oracle knows nothing of the methods: it samples the distance of the two posed objects
// (pose_at, then the static distance query in double) at 1,001 times over [0, 1], refines every
// sampled local minimum by golden section (a thin pair — two segments, a point and a triangle —
// touches only for an instant, between samples), and finds the first time the distance is
// within ε by bisection. Over random pairs of each pair of kinds, with random velocities and
// turns, it checks the promise of time_of_impact.hpp:
//   - the verdict: a touch when the least distance is <= ε/4 (an exact contact, <= ε/1000, for a
//     closed form), a miss when it is > 2ε; between them (a graze in the band) either, counted
//     against a ceiling derived from how many fall just outside it;
//   - touching at t = 0 the same way, by the distance at 0;
//   - the first time within ε is at or before t, and the first time within the method's graze
//     depth (ε/2 for the advancement, an exact contact for a closed form) at or after
//     t − t_error (to the oracle's resolution: the distance query's own error near a curved
//     contact, a fraction of ε, over the closing speed);
//   - before t the shapes are apart: the static pair test (pair_test, a second independent
//     query) says "intersecting" at no sample before t;
//   - at t they are within ε, the contact point is within ε of both, and for two bounded shapes
//     the normal nearly separates them (their projections on it overlap by no more than the band
//     and the normal's tilt);
//   - float against double: their difference is the oracle's between their two ε, to both
//     error bounds.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <glm/geometric.hpp>

#include "core/queries/pair_test.hpp"
#include "core/queries/shape_distance.hpp"
#include "core/queries/support.hpp"
#include "core/scene/kind_descriptor.hpp"
#include "core/scene/pose.hpp"
#include "core/shapes/convex_hull.hpp"
#include "core/time/time_of_impact.hpp"
#include "tests/core/queries/query_test_support.hpp"

namespace collide {
namespace {

constexpr int kOracleSamples = 1000;
// 200 random cases per pair of kinds in the suite; COLLIDE_TOI_ORACLE_CASES=N runs N (the issue's
// 10,000 per pair: a run of about half an hour, recorded in the time-of-impact help page).
int cases_per_pair() {
  if (const char* n = std::getenv("COLLIDE_TOI_ORACLE_CASES")) {
    const int cases = std::atoi(n);
    if (cases > 0) return cases;
  }
  return 200;
}

// A random description of kind `k` (ObjectDesc's alternative) about `c`.
ObjectDesc random_description(test::Random& rng, std::size_t k, const Vec3<double>& c) {
  switch (k) {
    case kind_index<desc::Box>():
      return desc::Box{c, rng.vec<double>(0.1, 0.8), rng.rotation<double>()};
    case kind_index<desc::Aabb>(): {
      const Vec3<double> h = rng.vec<double>(0.1, 0.8);
      return desc::Aabb{c - h, c + h};
    }
    case kind_index<desc::Sphere>():
      return desc::Sphere{c, rng.uniform(0.1, 0.8)};
    case kind_index<desc::Plane>():
      return desc::Plane{rng.unit<double>(), c};
    case kind_index<desc::Point>():
      return desc::Point{c};
    case kind_index<desc::Segment>(): {
      const Vec3<double> h = rng.vec<double>(-0.8, 0.8);
      return desc::Segment{c - h, c + h};
    }
    case kind_index<desc::Triangle>():
      return desc::Triangle{c + rng.vec<double>(-0.8, 0.8), c + rng.vec<double>(-0.8, 0.8),
                            c + rng.vec<double>(-0.8, 0.8)};
    case kind_index<desc::Ellipsoid>():
      return desc::Ellipsoid{c, rng.vec<double>(0.1, 0.8), rng.rotation<double>()};
    case kind_index<desc::Capsule>(): {
      const Vec3<double> h = rng.vec<double>(-0.6, 0.6);
      return desc::Capsule{c - h, c + h, rng.uniform(0.1, 0.5)};
    }
    case kind_index<desc::Cylinder>():
      return desc::Cylinder{c, rng.uniform(0.1, 0.6), rng.uniform(0.1, 0.5),
                            rng.rotation<double>()};
    case kind_index<desc::Ray>():
      return desc::Ray{c, rng.unit<double>()};
    case kind_index<desc::ConvexHull>():
      // 5 to 12 points within 0.8 of c (a draw Qhull refuses, all on a plane, is drawn again).
      for (;;) {
        std::vector<Vec3<double>> points(5 + std::size_t(rng.uniform(0, 8)));
        for (Vec3<double>& p : points)
          p = c + rng.vec<double>(-0.8, 0.8);
        if (HullBuild built = build_convex_hull(points); built.hull)
          return desc::ConvexHull{built.hull};
      }
    case kind_index<desc::Mesh>(): {
      // 2 to 6 triangles of points within 0.8 of c, some sharing a vertex with the one before.
      const std::uint32_t n = 2 + std::uint32_t(rng.uniform(0, 5));
      std::vector<Vec3<double>> v;
      std::vector<std::array<std::uint32_t, 3>> t;
      for (std::uint32_t i = 0; i < 2 * n + 1; ++i)
        v.push_back(c + rng.vec<double>(-0.8, 0.8));
      for (std::uint32_t i = 0; i < n; ++i)
        t.push_back({2 * i, 2 * i + 1, 2 * i + 2});
      return desc::Mesh{mesh_of_triangles(v, t)};
    }
  }
  // A kind added without a case here must not be tested as another kind under its name.
  ADD_FAILURE() << "the oracle has no random description of kind " << k;
  return desc::Point{c};
}

// The distance of the two posed objects at t, in double (0 when they intersect).
// A posed object's shape with its description: a posed hull is a new HullData, which the shape
// borrows, so the description must outlive it (a shape of a temporary description dangles).
struct Posed {
  ObjectDesc desc;
  Shape<double> shape;
  Posed(const ObjectDesc& o, const Motion& m, double t)
      : desc(pose_at(o, m, t)), shape(to_shape<double>(desc)) {}
};

struct PosedDistance {
  const ObjectDesc &a, &b;
  const Motion &ma, &mb;
  Posed posed_a(double t) const { return {a, ma, t}; }
  Posed posed_b(double t) const { return {b, mb, t}; }
  double operator()(double t) const {
    const ShapeDistance<double> d = shape_distance(posed_a(t).shape, posed_b(t).shape);
    return d.intersecting ? 0.0 : d.distance;
  }
};

class SamplingOracle {
 public:
  explicit SamplingOracle(const PosedDistance& d) : d_(d) {
    for (int i = 0; i <= kOracleSamples; ++i)
      samples_.push_back(d(time(i)));
    least_ = *std::min_element(samples_.begin(), samples_.end());
    for (int i = 0; i <= kOracleSamples; ++i) {
      // A sample below its neighbours (the ends have one: a contact between t = 0 and the
      // first sample, or the last and t = 1, shows only as a falling end).
      const bool below_before = i == 0 || samples_[i] < samples_[i - 1];
      const bool below_after = i == kOracleSamples || samples_[i] <= samples_[i + 1];
      if (!(below_before && below_after) || samples_[i] == 0) continue;
      // Golden section for the least distance between the neighbouring samples.
      double lo = time(std::max(i - 1, 0)), hi = time(std::min(i + 1, kOracleSamples));
      const double g = (std::sqrt(5.0) - 1) / 2;
      double x1 = hi - g * (hi - lo), x2 = lo + g * (hi - lo);
      double f1 = d(x1), f2 = d(x2);
      for (int k = 0; k < 60; ++k) {
        if (f1 <= f2) {
          hi = x2, x2 = x1, f2 = f1, x1 = hi - g * (hi - lo), f1 = d(x1);
        } else {
          lo = x1, x1 = x2, f1 = f2, x2 = lo + g * (hi - lo), f2 = d(x2);
        }
      }
      const double at = f1 <= f2 ? x1 : x2;
      minima_.push_back({i, at, std::min(f1, f2)});
      least_ = std::min(least_, std::min(f1, f2));
    }
  }

  double least() const { return least_; }
  double at_start() const { return samples_[0]; }
  const std::vector<double>& samples() const { return samples_; }
  static double time(int i) { return double(i) / kOracleSamples; }

  // The first time the distance is within e, knowing that an answer under test found them
  // within e at `seen`: a dip narrower than the samples' spacing on a falling stretch (a point
  // passing one mesh triangle's edge while the samples fall towards another triangle: the least
  // of convex distances need not be convex) is not seen by the sampling, so when the distance at
  // `seen`, measured here, is within e and no sample before it is, the first time is bisected
  // from the sample before `seen`. (Found at 10,000 cases: point–mesh and segment–mesh answers
  // within ε at t, the sampling's first 0.0015 later.)
  std::optional<double> first_within(double e, double seen) const {
    const std::optional<double> first = first_within(e);
    if ((first && *first <= seen) || !(d_(seen) <= e)) return first;
    const int before = std::clamp(int(std::floor(seen * kOracleSamples)), 0, kOracleSamples);
    return bisect(time(before), seen, e);
  }

  // The first time the distance is within e, or nothing.
  std::optional<double> first_within(double e) const {
    for (int i = 0; i <= kOracleSamples; ++i) {
      if (samples_[i] <= e) return i == 0 ? 0.0 : bisect(time(i - 1), time(i), e);
      // A refined minimum about sample i, within e while the samples are not: the first time
      // lies between the sample before it and it.
      for (const Minimum& m : minima_)
        if (m.sample == i && m.distance <= e)
          return m.time <= time(i) && i > 0 ? bisect(time(i - 1), m.time, e)
                                            : bisect(time(i), m.time, e);
    }
    return std::nullopt;
  }

 private:
  struct Minimum {
    int sample;
    double time, distance;
  };
  // lo apart by more than e, hi within e.
  double bisect(double lo, double hi, double e) const {
    if (!(d_(hi) <= e)) return hi;
    for (int k = 0; k < 50; ++k) {
      const double mid = (lo + hi) / 2;
      (d_(mid) <= e ? hi : lo) = mid;
    }
    return hi;
  }

  const PosedDistance& d_;
  std::vector<double> samples_;
  std::vector<Minimum> minima_;
  double least_ = 0;
};

std::string num(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.10g", x);
  return text;
}

struct KindPair {
  std::size_t a, b;
};

std::string pair_name(const ::testing::TestParamInfo<KindPair>& info) {
  return std::string(kind_descriptors()[info.param.a]->name) + "_" +
         std::string(kind_descriptors()[info.param.b]->name);
}

std::vector<KindPair> every_pair_of_kinds() {
  std::vector<KindPair> pairs;
  for (std::size_t a = 0; a < kKindCount; ++a)
    for (std::size_t b = a; b < kKindCount; ++b)
      pairs.push_back({a, b});
  return pairs;
}

// Everything one precision's answers add up to over a kind pair.
struct PrecisionTally {
  explicit PrecisionTally(const char* n) : name(n) {}
  const char* name;
  long cases = 0, touches = 0, at_start = 0, band = 0, near = 0, unsupported = 0, unresolved = 0;
  long verdict_off = 0, start_off = 0, time_off = 0, early_touch = 0, far_at_t = 0, point_off = 0,
       normal_off = 0, versus_double = 0;
  int most_steps = 0;
  long steps = 0;
  std::string first_failure;
  void fail(long& counter, const std::string& what) {
    if (++counter == 1 && first_failure.empty()) first_failure = what;
  }
};

// The oracle's resolution in time at s for a distance ε: the distance query's error near a
// contact (a fraction of ε; √ulp of the size for curved shapes) over the speed it closes at.
double resolution_at(const PosedDistance& d, double s, double eps) {
  const double h = std::max(1e-6, s * 1e-3);
  const double closing = s > h ? std::max((d(s - h) - d(s)) / h, 1e-3) : 1.0;
  return 0.3 * eps / closing + 1e-12;
}

template <class T>
void check_one(PrecisionTally& tally, const TimeOfImpact<T>& r, const PosedDistance& d,
               const SamplingOracle& oracle, bool bounded_pair, bool any_turn, bool unbounded_pair,
               const std::string& case_name) {
  ++tally.cases;
  const std::string what = std::string(tally.name) + " " + std::string(name_of(r.method)) + " " +
                           case_name + " (ε " + num(double(r.tolerance)) + ")";
  if (r.method == ToiMethod::conservative_advancement) {
    tally.most_steps = std::max(tally.most_steps, int(r.steps.size()));
    tally.steps += long(r.steps.size());
  }
  if (r.verdict == ToiVerdict::unsupported) {
    ++tally.unsupported;
    if (!(unbounded_pair && any_turn)) tally.fail(tally.verdict_off, "unsupported: " + what);
    return;
  }
  ASSERT_NE(r.verdict, ToiVerdict::invalid) << r.problem << " " << what;
  if (r.verdict == ToiVerdict::unresolved) {
    ++tally.unresolved;
    return;
  }
  const double eps = double(r.tolerance);
  const double least = oracle.least();
  // The advancement reports a touch whenever the least distance is <= ε/2, a closed form only on
  // an exact contact: between that and 2ε (a graze) either verdict keeps the promise.
  const bool closed_form = r.method != ToiMethod::conservative_advancement;
  const bool touch = least <= (closed_form ? 1e-3 * eps : eps / 4), miss = least > 2 * eps;
  if (least > 2 * eps && least <= 4 * eps) ++tally.near;
  if (!touch && !miss) {
    ++tally.band;
    return;
  }
  if (r.touches() != touch) {
    tally.fail(tally.verdict_off, std::string(name_of(r.verdict)) + " but least distance " +
                                      num(least) + " (ε " + num(eps) + "): " + what);
    return;
  }
  if (!touch) return;
  ++tally.touches;
  const double start = oracle.at_start();
  if (start <= eps / 4 || start > 2 * eps) {
    if (r.touching_at_start() != (start <= eps / 4))
      tally.fail(tally.start_off, "start " + num(start) + ": " + what);
  }
  if (r.touching_at_start()) {
    ++tally.at_start;
    return;
  }
  const double t = double(r.t);
  // Within ε at or before t; and not closer than the method's graze depth before t − t_error
  // (the advancement may step past an earlier graze that stays above ε/2, a closed form past
  // any that is not an exact contact: the promise of time_of_impact.hpp).
  const std::optional<double> first = oracle.first_within(eps, t);
  const double graze = closed_form ? 1e-3 * eps : eps / 2;
  const std::optional<double> first_close = oracle.first_within(graze, t);
  ASSERT_TRUE(first.has_value() && first_close.has_value()) << what;
  const double resolution = resolution_at(d, *first, eps);
  const double close_resolution = resolution_at(d, *first_close, eps);
  if (!(*first <= t + resolution && *first_close >= t - double(r.t_error) - close_resolution))
    tally.fail(tally.time_off,
               "t " + num(t) + " ± " + num(double(r.t_error)) + ", oracle's first within ε " +
                   num(*first) + " (res " + num(resolution) + "), within " + num(graze) + " " +
                   num(*first_close) + " (res " + num(close_resolution) + "): " + what);
  // Apart before t, by the static pair test.
  for (int i = 0; i <= kOracleSamples && SamplingOracle::time(i) < t - resolution; ++i) {
    const double s = SamplingOracle::time(i);
    const PairResult<double> p = pair_test(d.posed_a(s).shape, d.posed_b(s).shape);
    if (p.intersects() && !p.within_tolerance) {
      tally.fail(tally.early_touch, "intersecting at " + num(s) + ": " + what);
      break;
    }
  }
  const Posed posed_a = d.posed_a(t), posed_b = d.posed_b(t);
  const Shape<double>&sa = posed_a.shape, &sb = posed_b.shape;
  const double slack = r.within_tolerance ? 2 : 1.01;
  if (!(double(r.distance_at_t) <= slack * eps) || !(d(t) <= slack * eps))
    tally.fail(tally.far_at_t, "distance at t " + num(d(t)) + ": " + what);
  const Shape<double> point = Point<double>{Vec3<double>(r.point)};
  const double to_a = shape_distance(point, sa).distance, to_b = shape_distance(point, sb).distance;
  if (!(to_a <= slack * eps && to_b <= slack * eps))
    tally.fail(tally.point_off, "point " + num(to_a) + ", " + num(to_b) + " from A, B: " + what);
  if (bounded_pair) {
    const Vec3<double> n = Vec3<double>(r.normal);
    const double gap = glm::dot(n, *support(sb, -n)) - glm::dot(n, *support(sa, n));
    // The normal comes from the nearest points at a distance within ε, whose direction the
    // distance query knows to about √ulp radians: tilted by α, a separating direction lets the
    // projections overlap by up to α times the shapes' size.
    const double alpha = std::is_same_v<T, float> ? 3e-2 : 1e-3;
    const double size = glm::length(*support(sa, n) - *support(sa, -n)) +
                        glm::length(*support(sb, n) - *support(sb, -n));
    if (!(std::abs(glm::length(n) - 1) < 1e-3 && gap >= -4 * eps - alpha * size))
      tally.fail(tally.normal_off, "normal's gap " + num(gap) + ": " + what);
  }
}

void report(const PrecisionTally& t, const std::string& pair) {
  std::printf(
      "[ toi      ] %s %s: %ld cases, %ld touch (%ld at start), %ld graze in the band (%ld just "
      "outside), %ld "
      "unsupported, %ld unresolved; advancement steps: most %d, mean %.1f\n",
      pair.c_str(), t.name, t.cases, t.touches, t.at_start, t.band, t.near, t.unsupported,
      t.unresolved, t.most_steps, t.cases ? double(t.steps) / double(t.cases) : 0.0);
  EXPECT_EQ(t.verdict_off, 0) << t.first_failure;
  EXPECT_EQ(t.start_off, 0) << t.first_failure;
  EXPECT_EQ(t.time_off, 0) << t.first_failure;
  EXPECT_EQ(t.early_touch, 0) << t.first_failure;
  EXPECT_EQ(t.far_at_t, 0) << t.first_failure;
  EXPECT_EQ(t.point_off, 0) << t.first_failure;
  EXPECT_EQ(t.normal_off, 0) << t.first_failure;
  EXPECT_EQ(t.versus_double, 0) << t.first_failure;
  // Grazes in the band, the least distance within (ε/4, 2ε] (closed forms: (ε/1000, 2ε]): about
  // as many as just outside it, within (2ε, 4ε], as the least distances spread evenly near 0.
  // Both are counts of rare cases (about 1 in 100 in float), so the slack grows as their noise
  // does, two standard deviations of a count of cases/100: at the default 200 cases box–mesh
  // float drew 6 in the band and 0 outside, at 1,000 cases 10 and 12.
  EXPECT_LE(double(t.band), 2 * double(t.near) + 5 + 2 * std::sqrt(double(t.cases) / 100))
      << t.near << " just outside the band";
  EXPECT_LE(t.unresolved, t.cases / 100);
}

class ToiOracleTest : public ::testing::TestWithParam<KindPair> {};

// One random moving pair of the kinds (in either order).
struct RandomCase {
  ObjectDesc a, b;
  Motion ma, mb;
};

RandomCase draw_case(test::Random& rng, const KindPair& kinds) {
  const Vec3<double> ca = rng.vec<double>(-0.5, 0.5), cb = rng.vec<double>(-2.5, 2.5);
  const bool swap = rng.one_in(2);
  RandomCase c;
  c.a = random_description(rng, swap ? kinds.b : kinds.a, ca);
  c.b = random_description(rng, swap ? kinds.a : kinds.b, cb);
  c.ma.velocity = rng.vec<double>(-1.5, 1.5);
  // Mostly towards A, so that most pairs meet.
  c.mb.velocity = (ca - cb) * rng.uniform(0.3, 1.7) + rng.vec<double>(-1, 1);
  if (rng.one_in(2)) c.ma.angular_velocity = rng.vec<double>(-4, 4);
  if (rng.one_in(2)) c.mb.angular_velocity = rng.vec<double>(-4, 4);
  return c;
}

// The random stream of a pair of kinds: the same cases whatever how many are drawn.
test::Random random_stream(const KindPair& kinds) {
  return test::Random(0x7017 + 31 * kinds.a + kinds.b);
}

// Both precisions' answers for one case, against the oracle and each other.
void check_case(PrecisionTally& in_double, PrecisionTally& in_float, const RandomCase& c,
                const std::string& what) {
  const PosedDistance d{c.a, c.b, c.ma, c.mb};
  const SamplingOracle oracle(d);
  const bool bounded_a = descriptor_of(c.a).support != nullptr;
  const bool bounded_b = descriptor_of(c.b).support != nullptr;
  const bool turns = (c.ma.angular_velocity && descriptor_of(c.a).rotated) ||
                     (c.mb.angular_velocity && descriptor_of(c.b).rotated);
  const TimeOfImpact<double> rd = time_of_impact<double>(c.a, c.ma, c.b, c.mb);
  const TimeOfImpact<float> rf = time_of_impact<float>(c.a, c.ma, c.b, c.mb);
  check_one(in_double, rd, d, oracle, bounded_a && bounded_b, turns, !bounded_a && !bounded_b,
            what);
  check_one(in_float, rf, d, oracle, bounded_a && bounded_b, turns, !bounded_a && !bounded_b, what);
  // Float against double: each answer is its first time within its own ε, to its t_error,
  // so their difference is the oracle's between those two times, to both t_errors (and the
  // oracle's resolution at each) — unless either stepped past an earlier graze, as the promise
  // allows (check_one holds each to its graze depth).
  if (rd.verdict == ToiVerdict::hits && rf.verdict == ToiVerdict::hits) {
    const double td = rd.t, tf = double(rf.t);
    const std::optional<double> od = oracle.first_within(rd.tolerance, td);
    const std::optional<double> of = oracle.first_within(double(rf.tolerance), tf);
    const double resolution = resolution_at(d, td, double(rf.tolerance));
    if (od && of && *od >= td - rd.t_error - resolution &&
        *of >= tf - double(rf.t_error) - resolution) {
      const double off = (td - tf) - (*od - *of);
      if (!(std::abs(off) <= double(rf.t_error) + rd.t_error + resolution))
        in_float.fail(in_float.versus_double, "float " + num(tf) + " ± " + num(double(rf.t_error)) +
                                                  ", double " + num(td) + " ± " + num(rd.t_error) +
                                                  ", oracle's " + num(*of) + ", " + num(*od) +
                                                  ": " + what);
    }
  }
}

std::string pair_label(const KindPair& kinds) {
  return std::string(kind_descriptors()[kinds.a]->name) + "-" +
         std::string(kind_descriptors()[kinds.b]->name);
}

TEST_P(ToiOracleTest, AgreesWithSamplingInBothPrecisions) {
  const KindPair kinds = GetParam();
  test::Random rng = random_stream(kinds);
  PrecisionTally in_double("double"), in_float("float");
  const int cases = cases_per_pair();
  for (int i = 0; i < cases; ++i)
    check_case(in_double, in_float, draw_case(rng, kinds), "case " + std::to_string(i));
  report(in_double, pair_label(kinds));
  report(in_float, pair_label(kinds));
}

// The six cases the 10,000-per-pair run (COLLIDE_TOI_ORACLE_CASES) first failed, drawn from their
// streams as that run drew them, so the suite keeps them at 200 per pair:
//   box–box float 6653: a graze whose least distance (double 0.00774) is just inside ε = 0.00775
//     and float GJK's (0.00780) just outside, so float advancement steps past it to the contact
//     at 0.446 — the promise's graze depth (time_of_impact.hpp), not a late contact;
//   plane–point double 3863, ray–ray double 5316: contacts between t = 0 and the oracle's first
//     sample, and between its last and t = 1, which its refinement missed (the oracle's defect);
//   sphere–ray float 2096: the point 0.06 off the sphere (float GJK's nearest point on a sphere
//     against the cut ray; now the closed form of shape_distance.hpp);
//   segment–ellipsoid double 9410, triangle–ellipsoid double 6750: a normal from nearest points
//     3e-7 apart, tilted 1.5e-3 rad (now the ellipsoid's own normal, surface_normal.hpp);
//   triangle–cylinder double 4454: a triangle's edge at the rim, the normal tilted 0.003 rad —
//     GJK's witness points on a sliver simplex, 2e-9 off at 2.6e-7 apart (now v's own direction,
//     gjk.cpp; GjkWitness.* in core_tests).
TEST(ToiOracleRegression, CasesTheTenThousandRunFound) {
  struct Found {
    std::size_t a, b;
    int index;
  };
  const Found found[] = {
      {kind_index<desc::Box>(), kind_index<desc::Box>(), 6653},
      {kind_index<desc::Plane>(), kind_index<desc::Point>(), 3863},
      {kind_index<desc::Ray>(), kind_index<desc::Ray>(), 5316},
      {kind_index<desc::Sphere>(), kind_index<desc::Ray>(), 2096},
      {kind_index<desc::Segment>(), kind_index<desc::Ellipsoid>(), 9410},
      {kind_index<desc::Triangle>(), kind_index<desc::Ellipsoid>(), 6750},
      {kind_index<desc::Triangle>(), kind_index<desc::Cylinder>(), 4454},
  };
  for (const Found& f : found) {
    const KindPair kinds{std::min(f.a, f.b), std::max(f.a, f.b)};
    test::Random rng = random_stream(kinds);
    for (int i = 0; i < f.index; ++i)
      draw_case(rng, kinds);
    PrecisionTally in_double("double"), in_float("float");
    check_case(in_double, in_float, draw_case(rng, kinds), "case " + std::to_string(f.index));
    SCOPED_TRACE(pair_label(kinds) + " case " + std::to_string(f.index));
    report(in_double, pair_label(kinds));
    report(in_float, pair_label(kinds));
  }
}

INSTANTIATE_TEST_SUITE_P(EveryPairOfKinds, ToiOracleTest,
                         ::testing::ValuesIn(every_pair_of_kinds()), pair_name);

}  // namespace
}  // namespace collide
