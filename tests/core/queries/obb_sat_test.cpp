// OBB–OBB separating-axis test: named edge cases, the evidence of every axis against a brute
// force over the 8 vertices, OBB–AABB, and every kind of invalid input, in float and double.
#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include <gtest/gtest.h>

#include "core/queries/obb_sat.hpp"
#include "tests/core/queries/query_test_support.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

template <class T>
class ObbSatTest : public ::testing::Test {};
TYPED_TEST_SUITE(ObbSatTest, test::Scalars);

template <class T>
Obb<T> axis_aligned(Vec3<T> center, Vec3<T> half) {
  Obb<T> box;
  box.center = center;
  box.half_extents = half;
  return box;
}

template <class T>
Obb<T> turned(Vec3<T> center, Vec3<T> half, double angle, glm::dvec3 about) {
  const glm::dquat q = glm::angleAxis(angle, glm::normalize(about));
  Obb<T> box;
  box.center = center;
  box.half_extents = half;
  for (int k = 0; k < 3; ++k) {
    glm::dvec3 unit(0);
    unit[k] = 1;
    box.axes[k] = Vec3<T>(q * unit);
  }
  return box;
}

// The verdict of every path must be the same; returns the explained result.
template <class T>
SatResult<T> sat(const Obb<T>& a, const Obb<T>& b) {
  const SatResult<T> r = obb_obb_sat(a, b);
  EXPECT_EQ(obb_obb_classify(a, b), r.verdict);
  if (r.verdict != SatVerdict::invalid) {
    EXPECT_EQ(obb_obb_overlap(a, b), r.intersects());
    ObbSoa<T> as, bs;
    as.push_back(a);
    bs.push_back(b);
    EXPECT_EQ(obb_obb_overlap_batch(as, bs), r.intersects() ? 1u : 0u);
    // Swapping the boxes changes the axis order, not the verdict.
    EXPECT_EQ(obb_obb_sat(b, a).verdict, r.verdict);
  }
  return r;
}

// Tolerance for comparing computed numbers: a few ulps of the scale of the scene.
template <class T>
double close(double scale = 4) {
  return 64 * double(std::numeric_limits<T>::epsilon()) * scale;
}

TYPED_TEST(ObbSatTest, AxisOrderAndKinds) {
  using T = TypeParam;
  const SatResult<T> r =
      sat(axis_aligned<T>({0, 0, 0}, {1, 1, 1}), turned<T>({0.5, 0, 0}, {1, 1, 1}, 0.3, {1, 2, 3}));
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(r.axis(sat_face_a_index(i)).kind, SatAxisKind::face_a);
    EXPECT_EQ(r.axis(sat_face_a_index(i)).i, i);
    EXPECT_EQ(r.axis(sat_face_b_index(i)).kind, SatAxisKind::face_b);
    EXPECT_EQ(r.axis(sat_face_b_index(i)).j, i);
    for (int j = 0; j < 3; ++j) {
      const SatAxis<T> e = r.axis(sat_edge_index(i, j));
      EXPECT_EQ(e.kind, SatAxisKind::edge);
      EXPECT_EQ(e.i, i);
      EXPECT_EQ(e.j, j);
    }
  }
  EXPECT_EQ(sat_edge_index(2, 2), kSatAxisCount - 1);
}

TYPED_TEST(ObbSatTest, TouchingFacesIntersectInsideTheBand) {
  using T = TypeParam;
  // Unit cubes side by side: x = 1 is a face of both.
  const SatResult<T> r =
      sat(axis_aligned<T>({0, 0, 0}, {1, 1, 1}), axis_aligned<T>({2, 0.5, 0.25}, {1, 1, 1}));
  EXPECT_TRUE(r.intersects());
  EXPECT_TRUE(r.within_tolerance);
  EXPECT_EQ(r.least_overlap_axis, sat_face_a_index(0));
  EXPECT_EQ(r.depth, T(0));
  EXPECT_EQ(r.axis(0).gap, T(0));
  EXPECT_EQ(r.normal, Vec3<T>(1, 0, 0));
  // Apart by 1e-3: separated by the face axis x of A, the first in the order.
  const SatResult<T> apart =
      sat(axis_aligned<T>({0, 0, 0}, {1, 1, 1}), axis_aligned<T>({2.001, 0.5, 0.25}, {1, 1, 1}));
  EXPECT_EQ(apart.verdict, SatVerdict::separated);
  EXPECT_EQ(apart.separating_axis, sat_face_a_index(0));
  EXPECT_FALSE(apart.within_tolerance);
  EXPECT_NEAR(apart.axis(0).gap, 1e-3, close<T>());
  // Into each other by 1e-3: depth 1e-3 along x.
  const SatResult<T> into =
      sat(axis_aligned<T>({0, 0, 0}, {1, 1, 1}), axis_aligned<T>({1.999, 0.5, 0.25}, {1, 1, 1}));
  EXPECT_TRUE(into.intersects());
  EXPECT_FALSE(into.within_tolerance);
  EXPECT_EQ(into.least_overlap_axis, sat_face_a_index(0));
  EXPECT_NEAR(into.depth, 1e-3, close<T>());
}

// A's edge along x at y = −1, z = 1 and an edge of B along (0, 1, 1)/√2 cross at (0, −1, 1);
// L = (0, −1, 1)/√2 = A₀×B₀ is the only axis on which the boxes just touch.
template <class T>
Obb<T> edge_toucher(double shift) {
  const double c = std::cos(0.5), s = std::sin(0.5);
  const glm::dvec3 x(1, 0, 0), u0 = glm::dvec3(0, 1, 1) / std::sqrt(2.0);
  const glm::dvec3 l = glm::dvec3(0, -1, 1) / std::sqrt(2.0);
  const glm::dvec3 u1 = c * l + s * x, u2 = -s * l + c * x;
  const glm::dvec3 e(0.5, 0.4, 0.3);
  const glm::dvec3 center = glm::dvec3(0, -1, 1) + e.y * u1 - e.z * u2 + shift * l;
  Obb<T> b;
  b.center = Vec3<T>(center);
  b.axes = {Vec3<T>(u0), Vec3<T>(u1), Vec3<T>(u2)};
  b.half_extents = Vec3<T>(e);
  return b;
}

TYPED_TEST(ObbSatTest, TouchingEdgesIntersectInsideTheBand) {
  using T = TypeParam;
  const Obb<T> a = axis_aligned<T>({0, 0, 0}, {1, 1, 1});
  const SatResult<T> touch = sat(a, edge_toucher<T>(0));
  EXPECT_TRUE(touch.intersects());
  EXPECT_TRUE(touch.within_tolerance);
  EXPECT_EQ(touch.least_overlap_axis, sat_edge_index(0, 0));
  EXPECT_NEAR(touch.depth, 0, close<T>());
  const SatAxis<T> edge = touch.axis(sat_edge_index(0, 0));
  EXPECT_NEAR(std::abs(edge.axis.y), std::sqrt(0.5), close<T>(1));
  EXPECT_NEAR(std::abs(edge.axis.z), std::sqrt(0.5), close<T>(1));
  EXPECT_NEAR(edge.gap, 0, close<T>());

  const SatResult<T> apart = sat(a, edge_toucher<T>(1e-3));
  EXPECT_EQ(apart.verdict, SatVerdict::separated);
  EXPECT_EQ(apart.separating_axis, sat_edge_index(0, 0));
  EXPECT_NEAR(apart.axis(sat_edge_index(0, 0)).gap, 1e-3, close<T>());

  const SatResult<T> into = sat(a, edge_toucher<T>(-1e-3));
  EXPECT_TRUE(into.intersects());
  EXPECT_FALSE(into.within_tolerance);
  EXPECT_EQ(into.least_overlap_axis, sat_edge_index(0, 0));
  EXPECT_NEAR(into.depth, 1e-3, close<T>());
}

TYPED_TEST(ObbSatTest, IdenticalBoxes) {
  using T = TypeParam;
  const Obb<T> a = turned<T>({0.3, -0.2, 0.1}, {0.5, 0.2, 0.9}, 0.7, {1, -1, 2});
  const SatResult<T> r = sat(a, a);
  EXPECT_TRUE(r.intersects());
  EXPECT_FALSE(r.within_tolerance);
  // Aᵢ×Aᵢ = 0: the three "same edge" axes are degenerate and skipped; the others are ±A_k.
  EXPECT_EQ(r.evidence.degenerate(), (1 << sat_edge_index(0, 0)) | (1 << sat_edge_index(1, 1)) |
                                         (1 << sat_edge_index(2, 2)));
  for (int i = 0; i < 3; ++i) {
    const SatAxis<T> d = r.axis(sat_edge_index(i, i));
    EXPECT_TRUE(d.degenerate);
    EXPECT_FALSE(d.separates);
    EXPECT_EQ(d.gap, T(0));
    EXPECT_EQ(d.axis, Vec3<T>(0));
  }
  // The least overlap is across the thinnest side, 2·0.2.
  EXPECT_NEAR(r.depth, 0.4, close<T>());
  EXPECT_EQ(r.least_overlap_axis % 3, 1);
}

TYPED_TEST(ObbSatTest, ExactlyParallelEdgesAgreeWithIntervals) {
  using T = TypeParam;
  // Axis-aligned boxes: all 9 edge axes are face axes or degenerate, and the answer is that of
  // the three intervals (closed). Coordinates are multiples of 1/8, exact in float.
  test::Random rng(3);
  for (int n = 0; n < 2000; ++n) {
    auto grid = [&] { return T(std::floor(rng.uniform(-16, 16)) / 8); };
    auto size = [&] { return T(std::floor(rng.uniform(0, 12)) / 8); };
    const Obb<T> a = axis_aligned<T>({grid(), grid(), grid()}, {size(), size(), size()});
    const Obb<T> b = axis_aligned<T>({grid(), grid(), grid()}, {size(), size(), size()});
    bool overlap = true;
    for (int k = 0; k < 3; ++k)
      overlap &= std::abs(a.center[k] - b.center[k]) <= a.half_extents[k] + b.half_extents[k];
    const SatResult<T> r = sat(a, b);
    ASSERT_EQ(r.intersects(), overlap) << test::str(a.center) << test::str(b.center);
    EXPECT_EQ(r.evidence.degenerate() & 0x7fc0, (1 << 6) | (1 << 10) | (1 << 14));
    if (!overlap) {
      EXPECT_LT(r.separating_axis, 3);
    }
  }
}

TYPED_TEST(ObbSatTest, NearlyParallelEdges) {
  using T = TypeParam;
  const Obb<T> a = axis_aligned<T>({0, 0, 0}, {1, 1, 1});
  // B turned about z by a tiny angle: A₀×B₀ has length sin(angle), below ε (degenerate, skipped)
  // for the smallest angles, a real but ill-conditioned axis for the others. The face axes
  // decide either way, and nothing is decided inside the band.
  for (double angle : {1e-9, 1e-7, 1e-5, 1e-3}) {
    for (double gap : {-1e-2, 1e-2}) {
      const double reach = 1 + std::cos(angle) + std::sin(angle);  // B's half width along x
      const Obb<T> b = turned<T>({T(reach + gap), 0.2, 0.1}, {1, 1, 1}, angle, {0, 0, 1});
      const SatResult<T> r = sat(a, b);
      EXPECT_EQ(r.intersects(), gap < 0) << angle << " " << gap;
      EXPECT_FALSE(r.within_tolerance);
      // Turning about z keeps B₂ = A₂ (A₂×B₂ = 0); A₀×B₀ = sin(angle)·z.
      EXPECT_TRUE((r.evidence.degenerate() >> sat_edge_index(2, 2)) & 1);
      const bool degenerate = (r.evidence.degenerate() >> sat_edge_index(0, 0)) & 1;
      EXPECT_EQ(degenerate, std::sin(angle) <= double(Tolerances<T>{}.sat_parallel)) << angle;
      if (gap > 0) {
        EXPECT_EQ(r.separating_axis, sat_face_a_index(0));
      }
    }
  }
}

TYPED_TEST(ObbSatTest, ZeroExtentBoxes) {
  using T = TypeParam;
  const Obb<T> box = turned<T>({0, 0, 0}, {1, 0.5, 0.25}, 0.4, {0, 1, 1});
  auto point = [](Vec3<T> p) { return axis_aligned<T>(p, {0, 0, 0}); };
  // A point inside, outside, and on a face (touching; exact numbers, so exactly touching).
  EXPECT_TRUE(sat(box, point({0.1, 0.1, 0.1})).intersects());
  EXPECT_FALSE(sat(box, point({0, 2, 0})).intersects());
  const SatResult<T> on_face =
      sat(axis_aligned<T>({0, 0, 0}, {1, 0.5, 0.25}), point({1, 0.25, -0.125}));
  EXPECT_TRUE(on_face.intersects());
  EXPECT_TRUE(on_face.within_tolerance);
  EXPECT_EQ(on_face.depth, T(0));
  // Two points: the same one, and two different ones.
  EXPECT_TRUE(sat(point({1, 2, 3}), point({1, 2, 3})).intersects());
  EXPECT_FALSE(sat(point({1, 2, 3}), point({1, 2, 3.5})).intersects());
  // A flat square crossing the box, and one beside it; a segment through it.
  const Obb<T> square = turned<T>({0, 0, 0.2}, {2, 2, 0}, 0.1, {1, 0, 0});
  EXPECT_TRUE(sat(box, square).intersects());
  const Obb<T> beside = turned<T>({0, 0, 3}, {2, 2, 0}, 0.1, {1, 0, 0});
  EXPECT_FALSE(sat(box, beside).intersects());
  const Obb<T> segment = turned<T>({0, 0, 0}, {0, 0, 5}, 0.3, {1, 1, 0});
  EXPECT_TRUE(sat(box, segment).intersects());
}

// Small boxes far from the origin. Float's spacing at 1e4 is 2⁻¹⁰ ≈ 9.8e-4, coarser than the
// boxes' gaps: B meant at 0.02001 from A (a gap of 1e-5 between half sizes 0.01) is stored at
// 20 spacings = 0.01953125, and then the boxes overlap by 4.7e-4. The SAT answers for the
// numbers it is given: double says separated (gap 1e-5), float says intersecting.
TYPED_TEST(ObbSatTest, SmallBoxesFarFromTheOrigin) {
  using T = TypeParam;
  const Obb<T> a = axis_aligned<T>({T(1e4), T(1e4), T(1e4)}, {T(0.01), T(0.01), T(0.01)});
  const Obb<T> b =
      axis_aligned<T>({T(1e4 + 0.02001), T(1e4 + 0.005), T(1e4)}, {T(0.01), T(0.01), T(0.01)});
  const SatResult<T> r = sat(a, b);
  if constexpr (sizeof(T) == 4) {
    EXPECT_EQ(b.center.x - a.center.x, 0.01953125f);
    EXPECT_TRUE(r.intersects());
    EXPECT_NEAR(r.depth, 2 * double(0.01f) - 0.01953125, 1e-9);
    EXPECT_EQ(r.least_overlap_axis, sat_face_a_index(0));
  } else {
    EXPECT_EQ(r.verdict, SatVerdict::separated);
    EXPECT_EQ(r.separating_axis, sat_face_a_index(0));
    EXPECT_NEAR(r.axis(0).gap, 1e-5, 1e-10);
  }
  // Turned, the same holds to within the spacing: both precisions agree when the gap is
  // several spacings.
  const Obb<T> c = turned<T>({T(1e4), T(1e4), T(1e4)}, {T(0.01), T(0.01), T(0.01)}, 0.5, {1, 2, 3});
  const Obb<T> d =
      turned<T>({T(1e4 + 0.06), T(1e4), T(1e4)}, {T(0.01), T(0.01), T(0.01)}, 1.0, {3, 1, 2});
  EXPECT_FALSE(sat(c, d).intersects());
  const Obb<T> e =
      turned<T>({T(1e4 + 0.01), T(1e4), T(1e4)}, {T(0.01), T(0.01), T(0.01)}, 1.0, {3, 1, 2});
  EXPECT_TRUE(sat(c, e).intersects());
}

// Every axis' evidence against a brute force: the 8 vertices of each box projected on the axis.
TYPED_TEST(ObbSatTest, EvidenceMatchesVertexProjections) {
  using T = TypeParam;
  test::Random rng(5);
  auto vertices = [](const Obb<T>& box) {
    std::vector<glm::dvec3> out;
    for (int s = 0; s < 8; ++s) {
      glm::dvec3 v(box.center);
      for (int k = 0; k < 3; ++k)
        v += glm::dvec3(box.axes[k]) * double(box.half_extents[k]) * ((s >> k) & 1 ? 1.0 : -1.0);
      out.push_back(v);
    }
    return out;
  };
  for (int n = 0; n < 2000; ++n) {
    const Obb<T> a = rng.obb<T>(1, 1);
    const Obb<T> b = rng.obb<T>(1, 1);
    const SatResult<T> r = sat(a, b);
    double least = std::numeric_limits<double>::infinity();
    for (int k = 0; k < kSatAxisCount; ++k) {
      const SatAxis<T> x = r.axis(k);
      if (x.degenerate) continue;
      const glm::dvec3 l(x.axis);
      EXPECT_NEAR(glm::length(l), 1, close<T>(1));
      if (x.kind == SatAxisKind::face_a) {
        EXPECT_EQ(x.axis, a.axes[x.i]);
      }
      if (x.kind == SatAxisKind::face_b) {
        EXPECT_EQ(x.axis, b.axes[x.j]);
      }
      if (x.kind == SatAxisKind::edge) {  // ⟂ to both edges (to rounding over |Aᵢ×Bⱼ|)
        const double slack =
            close<T>(1) / glm::length(glm::cross(glm::dvec3(a.axes[x.i]), glm::dvec3(b.axes[x.j])));
        EXPECT_NEAR(glm::dot(l, glm::dvec3(a.axes[x.i])), 0, slack);
        EXPECT_NEAR(glm::dot(l, glm::dvec3(b.axes[x.j])), 0, slack);
      }
      double lo[2], hi[2];
      int side = 0;
      for (const Obb<T>* box : {&a, &b}) {
        lo[side] = std::numeric_limits<double>::infinity();
        hi[side] = -lo[side];
        for (const glm::dvec3& v : vertices(*box)) {
          lo[side] = std::min(lo[side], glm::dot(v, l));
          hi[side] = std::max(hi[side], glm::dot(v, l));
        }
        ++side;
      }
      const double tol = close<T>(8);
      EXPECT_NEAR(x.a.min, lo[0], tol) << k;
      EXPECT_NEAR(x.a.max, hi[0], tol) << k;
      EXPECT_NEAR(x.b.min, lo[1], tol) << k;
      EXPECT_NEAR(x.b.max, hi[1], tol) << k;
      const double gap = std::max(lo[1] - hi[0], lo[0] - hi[1]);
      EXPECT_NEAR(x.gap, gap, tol) << k;
      if (x.separates) {
        EXPECT_GT(x.gap, T(0)) << k;
      }
      least = std::min(least, -gap);
    }
    if (r.intersects()) {
      EXPECT_NEAR(r.depth, least, close<T>(8));
      EXPECT_GE(glm::dot(glm::dvec3(r.normal), glm::dvec3(b.center - a.center)), -close<T>(8));
    } else {
      ASSERT_GE(r.separating_axis, 0);
      for (int k = 0; k < r.separating_axis; ++k)
        EXPECT_FALSE(r.axis(k).separates);
    }
  }
}

TYPED_TEST(ObbSatTest, ObbAabbUsesTheSameRoutine) {
  using T = TypeParam;
  test::Random rng(9);
  for (int n = 0; n < 2000; ++n) {
    const Obb<T> a = rng.obb<T>(2, 1);
    const Aabb<T> box = rng.aabb<T>(2, 1);
    const SatResult<T> direct = obb_aabb_sat(a, box);
    const SatResult<T> via = obb_obb_sat(a, Obb<T>::from_aabb(box));
    ASSERT_EQ(direct.verdict, via.verdict);
    EXPECT_EQ(direct.separating_axis, via.separating_axis);
    EXPECT_EQ(direct.least_overlap_axis, via.least_overlap_axis);
    EXPECT_EQ(obb_aabb_overlap(a, box), direct.intersects());
  }
  // Touching: the AABB [1, 3] × [−1, 1]² and the unit box.
  const Aabb<T> touching{{1, -1, -1}, {3, 1, 1}};
  EXPECT_TRUE(obb_aabb_sat(axis_aligned<T>({0, 0, 0}, {1, 1, 1}), touching).within_tolerance);
}

TYPED_TEST(ObbSatTest, EveryInvalidInputIsNamed) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  const T inf = std::numeric_limits<T>::infinity();
  const Obb<T> good = axis_aligned<T>({0, 0, 0}, {1, 1, 1});
  struct Case {
    Obb<T> box;
    Problem problem;
  };
  std::vector<Case> cases;
  auto with = [&](auto change, Problem p) {
    Obb<T> box = good;
    change(box);
    cases.push_back({box, p});
  };
  with([&](Obb<T>& b) { b.center.y = nan; }, Problem::non_finite);
  with([&](Obb<T>& b) { b.center.z = -inf; }, Problem::non_finite);
  with([&](Obb<T>& b) { b.half_extents.x = inf; }, Problem::non_finite);
  with([&](Obb<T>& b) { b.axes[1].z = nan; }, Problem::non_finite);
  with([&](Obb<T>& b) { b.half_extents.z = T(-0.1); }, Problem::negative_extent);
  with([&](Obb<T>& b) { b.axes[0] = {2, 0, 0}; }, Problem::non_orthonormal_axes);
  with([&](Obb<T>& b) { b.axes[2] = {0, 0.6f, 0.8f}; }, Problem::non_orthonormal_axes);
  with([&](Obb<T>& b) { b.axes[1] = {0, 0, 0}; }, Problem::non_orthonormal_axes);
  for (const Case& c : cases) {
    for (bool first : {true, false}) {
      const SatResult<T> r = first ? sat(c.box, good) : sat(good, c.box);
      EXPECT_EQ(r.verdict, SatVerdict::invalid);
      EXPECT_FALSE(r.intersects());
      EXPECT_EQ(r.input.problem, c.problem);
      EXPECT_EQ(r.input.operand, first ? Operand::a : Operand::b);
      EXPECT_EQ(r.separating_axis, -1);
      EXPECT_EQ(r.least_overlap_axis, -1);
      EXPECT_EQ(r.evidence.separates() | r.evidence.in_band() | r.evidence.degenerate(), 0);
      EXPECT_EQ(r.axis(3).gap, T(0));
    }
  }
  // Both bad: A is named. An inverted AABB is operand b of obb_aabb_sat.
  const SatResult<T> both = obb_obb_sat(cases[0].box, cases[4].box);
  EXPECT_EQ(both.input.operand, Operand::a);
  const SatResult<T> inverted = obb_aabb_sat(good, Aabb<T>{{1, 0, 0}, {0, 1, 1}});
  EXPECT_EQ(inverted.verdict, SatVerdict::invalid);
  EXPECT_EQ(inverted.input.problem, Problem::inverted_bounds);
  EXPECT_EQ(inverted.input.operand, Operand::b);
  const SatResult<T> bad_obb = obb_aabb_sat(cases[1].box, Aabb<T>{{0, 0, 0}, {1, 1, 1}});
  EXPECT_EQ(bad_obb.input.operand, Operand::a);
  // A sum of finite numbers that overflows is still valid input (the quick filter's slow path).
  const T big = std::numeric_limits<T>::max() / 2;
  const Obb<T> far = axis_aligned<T>({big, big, big}, {big, big, big});
  EXPECT_EQ(obb_obb_sat(far, far).verdict, SatVerdict::intersecting);
}

// Each of the 15 numbers of either box, made NaN or infinite, is reported: the explained test
// reads the boxes with wide loads and a quick filter, so a number left out of either would let
// a bad box through.
TYPED_TEST(ObbSatTest, EveryNumberOfEitherBoxIsChecked) {
  using T = TypeParam;
  const Obb<T> good = turned<T>({T(0.5), 0, 0}, {1, 2, 3}, 0.3, {1, 2, 3});
  auto number = [](Obb<T>& box, int k) -> T& {
    if (k < 3) return box.center[k];
    if (k < 12) return box.axes[static_cast<std::size_t>((k - 3) / 3)][(k - 3) % 3];
    return box.half_extents[k - 12];
  };
  const T bad[] = {std::numeric_limits<T>::quiet_NaN(), std::numeric_limits<T>::infinity(),
                   -std::numeric_limits<T>::infinity()};
  for (int k = 0; k < 15; ++k) {
    for (const T value : bad) {
      for (const bool first : {true, false}) {
        Obb<T> box = good;
        number(box, k) = value;
        const SatResult<T> r = first ? sat(box, good) : sat(good, box);
        EXPECT_EQ(r.verdict, SatVerdict::invalid) << "number " << k << " = " << value;
        EXPECT_EQ(r.input.problem, Problem::non_finite) << "number " << k << " = " << value;
        EXPECT_EQ(r.input.operand, first ? Operand::a : Operand::b) << "number " << k;
      }
    }
  }
}

// Axes a little off orthonormal, on both sides of validate()'s tolerances (|Xᵢ·Xᵢ − 1| <= 2e-4,
// |Xᵢ·Xⱼ| <= 1e-4): the explained verdict is invalid exactly when validate() says so, with its
// Problem and operand.
TYPED_TEST(ObbSatTest, ValidityAgreesWithValidateAtItsTolerances) {
  using T = TypeParam;
  test::Random random(0x5a7f11e5);
  auto nearly_orthonormal = [&](Obb<T> box) {
    for (auto& axis : box.axes) {
      const glm::dvec3 other = glm::dvec3(box.axes[0] + box.axes[1] + box.axes[2]);
      axis = Vec3<T>(glm::dvec3(axis) * (1 + random.uniform(-1.2e-4, 1.2e-4)) +
                     other * random.uniform(-3e-5, 3e-5));
    }
    return box;
  };
  int valid = 0, invalid = 0;
  for (int n = 0; n < 20'000; ++n) {
    const Obb<T> a = nearly_orthonormal(random.obb<T>(2, 1));
    const Obb<T> b = nearly_orthonormal(random.obb<T>(2, 1));
    const InputCheck expected = check_inputs(a, b);
    const SatResult<T> r = obb_obb_sat(a, b);
    EXPECT_EQ(obb_obb_classify(a, b), r.verdict) << "case " << n;
    ASSERT_EQ(r.verdict == SatVerdict::invalid, !expected.valid()) << "case " << n;
    EXPECT_EQ(r.input.problem, expected.problem) << "case " << n;
    EXPECT_EQ(r.input.operand, expected.operand) << "case " << n;
    ++(expected.valid() ? valid : invalid);
  }
  // Both outcomes are common, so the filter is tested on both sides of its thresholds.
  EXPECT_GT(valid, 2'000);
  EXPECT_GT(invalid, 2'000);
}

TYPED_TEST(ObbSatTest, ToleranceIsTheNamedParameter) {
  using T = TypeParam;
  const Obb<T> a = axis_aligned<T>({0, 0, 0}, {1, 1, 1});
  const Obb<T> b = axis_aligned<T>({T(2.01), 0, 0}, {1, 1, 1});
  EXPECT_EQ(obb_obb_sat(a, b).parallel_tolerance, Tolerances<T>{}.sat_parallel);
  // ε widens B's radius on A's face axes by ε·Σe_B = 3ε: with ε = 0.01 a gap of 0.01 closes.
  Tolerances<T> wide;
  wide.sat_parallel = T(0.01);
  const SatResult<T> r = obb_obb_sat(a, b, wide);
  EXPECT_TRUE(r.intersects());
  EXPECT_TRUE(r.within_tolerance);
  EXPECT_TRUE(r.axis(0).in_band);
  EXPECT_FALSE(obb_obb_overlap(a, b));
  EXPECT_TRUE(obb_obb_overlap(a, b, wide));
}

}  // namespace
}  // namespace collide

namespace collide {
namespace {

template <class T>
class ObbSatTermsTest : public ::testing::Test {};
TYPED_TEST_SUITE(ObbSatTermsTest, test::Scalars);

// An axis' own terms (issue #35): |s|, r_A, r_B and 1/|L| as the decision used them, by hand for
// a face and for the lesson's edge axis, and the gap is their arithmetic in T, bit for bit.
TYPED_TEST(ObbSatTermsTest, AnAxisCarriesTheDecisionsOwnTerms) {
  using T = TypeParam;
  // A (half 1) at the origin, B (half 0.5) at (2, 0, 0): along A0, |s| = 2, r_A = 1, r_B = 0.5.
  const SatAxis<T> face = obb_obb_sat(axis_aligned<T>({0, 0, 0}, {1, 1, 1}),
                                      axis_aligned<T>({2, 0, 0}, {0.5, 0.5, 0.5}))
                              .axis(0);
  EXPECT_EQ(face.distance, T(2));
  EXPECT_EQ(face.ra, T(1));
  EXPECT_EQ(face.rb, T(0.5));
  EXPECT_EQ(face.inverse_length, T(1));
  // The lesson: A turned 45° about z, B at (0, 3, 0) turned 45° about x; A2×B0 is along y
  // (|L| = 1): |s| = 3, r_A = cos 45° + sin 45° = √2 = r_B.
  const SatResult<T> lesson = obb_obb_sat(turned<T>({0, 0, 0}, {1, 1, 1}, M_PI / 4, {0, 0, 1}),
                                          turned<T>({0, 3, 0}, {1, 1, 1}, M_PI / 4, {1, 0, 0}));
  const SatAxis<T> edge = lesson.axis(sat_edge_index(2, 0));
  const T eps = std::numeric_limits<T>::epsilon();
  EXPECT_NEAR(edge.distance, 3, 8 * eps);
  EXPECT_NEAR(edge.ra, std::sqrt(2.0), 8 * eps);
  EXPECT_NEAR(edge.rb, std::sqrt(2.0), 8 * eps);
  EXPECT_NEAR(edge.inverse_length, 1, 8 * eps);
  // Every axis of both: gap = (|s| − (r_A + r_B))·(1/|L|), each step rounded in T.
  for (const SatResult<T>& r :
       {lesson, obb_obb_sat(turned<T>({1e4, 1e4, 1e4}, {1, 2, 3}, 0.3, {1, 2, 3}),
                            turned<T>({1e4 + 2, 1e4 + 1, 1e4}, {1, 1, 2}, 1.1, {-1, 0, 2}))})
    for (const SatAxis<T>& ax : r.axes()) {
      if (ax.degenerate) continue;
      const T sum = ax.ra + ax.rb, along = ax.distance - sum;
      EXPECT_EQ(ax.gap, along * ax.inverse_length);
    }
}

}  // namespace
}  // namespace collide
