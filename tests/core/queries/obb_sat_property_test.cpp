// OBB–OBB separating-axis test against an exact method that uses no separating axis: two closed
// convex polyhedra meet iff an edge of one meets the other (a vertex of one inside the other is
// an edge end inside it; otherwise an edge of one crosses a face of the other). Each edge is
// clipped against the other box's three slabs in long double. The boxes are taken as given (the
// rounded float or double numbers), as parallelepipeds: slab k of a box is bounded by the planes
// through c ± eₖuₖ with normal u_k1 × u_k2, so slightly non-orthonormal axes are handled too.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include <gtest/gtest.h>

#include "core/queries/obb_sat.hpp"
#include "tests/core/queries/query_test_support.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

using test::Real;
using test::VecL;

struct ExactBox {
  VecL c;
  VecL u[3];
  Real e[3];
  VecL n[3];  // slab normals u_k1 × u_k2
  Real h[3];  // slab half widths eₖ·|uₖ·nₖ|
};

template <class T>
ExactBox exact(const Obb<T>& box) {
  ExactBox x;
  x.c = test::wide(box.center);
  for (int k = 0; k < 3; ++k) {
    x.u[k] = test::wide(box.axes[k]);
    x.e[k] = Real(box.half_extents[k]);
  }
  for (int k = 0; k < 3; ++k) {
    x.n[k] = glm::cross(x.u[(k + 1) % 3], x.u[(k + 2) % 3]);
    x.h[k] = x.e[k] * std::abs(glm::dot(x.u[k], x.n[k]));
  }
  return x;
}

// Does the closed segment p→q meet the closed box? Liang–Barsky: the parameters s in [0, 1]
// with |(p + s·(q − p) − c)·nₖ| <= hₖ for the three slabs form an interval; is it non-empty?
bool segment_meets(const VecL& p, const VecL& q, const ExactBox& box) {
  Real lo = 0, hi = 1;
  for (int k = 0; k < 3; ++k) {
    const Real start = glm::dot(p - box.c, box.n[k]);
    const Real rate = glm::dot(q - p, box.n[k]);
    if (rate == 0) {
      if (std::abs(start) > box.h[k]) return false;
      continue;
    }
    Real s0 = (-box.h[k] - start) / rate, s1 = (box.h[k] - start) / rate;
    if (s0 > s1) std::swap(s0, s1);
    lo = std::max(lo, s0);
    hi = std::min(hi, s1);
    if (lo > hi) return false;
  }
  return true;
}

bool some_edge_meets(const ExactBox& x, const ExactBox& y) {
  for (int k = 0; k < 3; ++k) {
    const int k1 = (k + 1) % 3, k2 = (k + 2) % 3;
    for (int s1 = -1; s1 <= 1; s1 += 2)
      for (int s2 = -1; s2 <= 1; s2 += 2) {
        const VecL mid = x.c + Real(s1) * x.e[k1] * x.u[k1] + Real(s2) * x.e[k2] * x.u[k2];
        if (segment_meets(mid - x.e[k] * x.u[k], mid + x.e[k] * x.u[k], y)) return true;
      }
  }
  return false;
}

template <class T>
bool boxes_meet(const Obb<T>& a, const Obb<T>& b) {
  const ExactBox x = exact(a), y = exact(b);
  return some_edge_meets(x, y) || some_edge_meets(y, x);
}

template <class T>
Obb<T> random_box(test::Random& rng, double center, double lo, double hi) {
  return Obb<T>::from_rotation(rng.vec<T>(-center, center), rng.vec<T>(lo, hi), rng.rotation<T>());
}

// Near-degenerate pairs: B is A moved and turned by a little, so that faces touch, edges are
// exactly or nearly parallel, gaps are tiny; some boxes are flat, thin or points.
template <class T>
std::pair<Obb<T>, Obb<T>> near_degenerate_pair(test::Random& rng) {
  Obb<T> a = random_box<T>(rng, 2, 0.05, 1);
  const int kind = static_cast<int>(rng.uniform(0, 5));
  if (rng.one_in(4)) a.axes = {Vec3<T>{1, 0, 0}, Vec3<T>{0, 1, 0}, Vec3<T>{0, 0, 1}};
  Obb<T> b = a;
  b.half_extents = rng.vec<T>(0.05, 1);
  if (kind == 1) {  // nearly parallel: a tiny turn of B about one of A's axes
    const double angle = std::pow(10.0, rng.uniform(-9, -2));
    const int k = static_cast<int>(rng.uniform(0, 3));
    const Quat<double> turn = glm::angleAxis(angle, glm::dvec3(a.axes[k]));
    for (auto& axis : b.axes)
      axis = Vec3<T>(glm::normalize(turn * glm::dvec3(axis)));
  } else if (kind == 2) {  // a random other orientation
    b.axes = random_box<T>(rng, 1, 1, 1).axes;
  } else if (kind == 3) {  // flat, thin or a point
    for (int k = 0; k < 3; ++k)
      if (rng.one_in(2)) b.half_extents[k] = 0;
  }
  // Place B so that along one axis of A the faces are within ±1e-3 of touching (kinds 0, 3:
  // exactly parallel edges), or anywhere near A (kind 4).
  const int k = static_cast<int>(rng.uniform(0, 3));
  double along = double(a.half_extents[k]);
  for (int j = 0; j < 3; ++j)
    along += double(b.half_extents[j]) * std::abs(double(glm::dot(a.axes[k], b.axes[j])));
  const double gap = rng.one_in(3) ? 0.0 : std::pow(10.0, rng.uniform(-7, -3));
  const double side = rng.one_in(2) ? 1 : -1;
  glm::dvec3 offset = glm::dvec3(a.axes[k]) * (side * (along + (rng.one_in(2) ? gap : -gap)));
  offset += glm::dvec3(a.axes[(k + 1) % 3]) * rng.uniform(-0.5, 0.5) +
            glm::dvec3(a.axes[(k + 2) % 3]) * rng.uniform(-0.5, 0.5);
  if (kind == 4)
    offset = glm::dvec3(rng.uniform(-1.5, 1.5), rng.uniform(-1.5, 1.5), rng.uniform(-1.5, 1.5));
  b.center = Vec3<T>(glm::dvec3(a.center) + offset);
  return {a, b};
}

template <class T>
class ObbSatPropertyTest : public ::testing::Test {};
TYPED_TEST_SUITE(ObbSatPropertyTest, test::Scalars);

// The three SAT paths on one set of pairs: the explained verdict against the exact method
// (disagreements inside the tolerance band counted apart: real ones must be zero), and the
// boolean path, the classification and the batch against the explained verdict (all equal).
// `max_in_band`: the ceiling on disagreements the result's own tolerance excuses (see each
// caller for its derivation).
template <class T>
void check_pairs(const std::vector<std::pair<Obb<T>, Obb<T>>>& pairs, const char* name,
                 long max_in_band) {
  test::Tally tally(std::string(name) + (sizeof(T) == 4 ? " float" : " double"), max_in_band);
  ObbSoa<T> as, bs;
  std::vector<bool> verdicts;
  long boolean_differs = 0, classify_differs = 0;
  for (const auto& pair : pairs) {
    const Obb<T>& a = pair.first;
    const Obb<T>& b = pair.second;
    ASSERT_EQ(validate(a), Problem::none);
    ASSERT_EQ(validate(b), Problem::none);
    const SatResult<T> r = obb_obb_sat(a, b);
    ASSERT_NE(r.verdict, SatVerdict::invalid);
    tally.add(r.intersects(), boxes_meet(a, b), r.within_tolerance, [&](std::ostream& out) {
      out << "A c=" << test::str(a.center) << " e=" << test::str(a.half_extents) << " axes "
          << test::str(a.axes[0]) << test::str(a.axes[1]) << test::str(a.axes[2])
          << "; B c=" << test::str(b.center) << " e=" << test::str(b.half_extents) << " axes "
          << test::str(b.axes[0]) << test::str(b.axes[1]) << test::str(b.axes[2]) << "; SAT says "
          << (r.intersects() ? "intersecting" : "separated");
    });
    boolean_differs += obb_obb_overlap(a, b) != r.intersects();
    classify_differs += obb_obb_classify(a, b) != r.verdict;
    as.push_back(a);
    bs.push_back(b);
    verdicts.push_back(r.intersects());
  }
  EXPECT_EQ(tally.real(), 0) << "first real disagreement: " << tally.first_real();
  EXPECT_EQ(boolean_differs, 0);
  EXPECT_EQ(classify_differs, 0);
  std::vector<std::uint8_t> batch(pairs.size());
  const std::size_t count = obb_obb_overlap_batch(as, bs, batch);
  long batch_differs = 0;
  for (std::size_t k = 0; k < pairs.size(); ++k)
    batch_differs += (batch[k] != 0) != verdicts[k];
  EXPECT_EQ(batch_differs, 0);
  EXPECT_EQ(count, static_cast<std::size_t>(std::count(verdicts.begin(), verdicts.end(), true)));
}

TYPED_TEST(ObbSatPropertyTest, RandomPairsAgreeWithEdgeClipping) {
  using T = TypeParam;
  test::Random rng(20261122);
  std::vector<std::pair<Obb<T>, Obb<T>>> pairs;
  for (int n = 0; n < test::kPropertyCases; ++n) {
    Obb<T> a = random_box<T>(rng, 2, 0.05, 1);
    Obb<T> b = random_box<T>(rng, 2, 0.05, 1);
    pairs.emplace_back(a, b);
  }
  // Random boxes touch within a band (~1e-6 of their size in float) by chance only: 1e-4.
  check_pairs(pairs, "obb-obb random", test::boundary_ceiling(test::kPropertyCases, 0, 1e-4));
}

TYPED_TEST(ObbSatPropertyTest, NearDegeneratePairsAgreeWithEdgeClipping) {
  using T = TypeParam;
  test::Random rng(7);
  std::vector<std::pair<Obb<T>, Obb<T>>> pairs;
  constexpr long n = 30'000;
  for (int i = 0; i < n; ++i)
    pairs.push_back(near_degenerate_pair<T>(rng));
  // Built within the band: kinds 0–3 (4/5) placed at gap 0 (1/3 of them), and, in float, at a
  // gap 10^U(−7, −3) under the band (~2e-5 for these sizes: (log10 2e-5 + 7)/4 = 0.58 of the
  // other 2/3). Only those may disagree inside it; plus 0.1% for the random placements (kind 4).
  const double built = 4.0 / 5 * (1.0 / 3 + (sizeof(T) == 4 ? 2.0 / 3 * 0.58 : 0));
  check_pairs(pairs, "obb-obb near-degenerate", test::boundary_ceiling(n, built, 1e-3));
}

// Far from the origin, small: what float resolution (1/1024 at 1e4) does to the answer is the
// rounded input's answer, exactly.
TYPED_TEST(ObbSatPropertyTest, SmallBoxesFarFromTheOriginAgreeWithEdgeClipping) {
  using T = TypeParam;
  test::Random rng(11);
  std::vector<std::pair<Obb<T>, Obb<T>>> pairs;
  for (int n = 0; n < 20'000; ++n) {
    Obb<T> a = random_box<T>(rng, 0.02, 0.001, 0.01);
    Obb<T> b = random_box<T>(rng, 0.02, 0.001, 0.01);
    a.center += Vec3<T>(T(1e4));
    b.center += Vec3<T>(T(1e4));
    pairs.emplace_back(a, b);
  }
  check_pairs(pairs, "obb-obb far and small", test::boundary_ceiling(20'000, 0, 1e-4));
}

}  // namespace
}  // namespace collide
