#include "core/queries/plane_box_queries.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "tests/core/queries/query_test_support.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

using test::Real;
using test::unit_box;
using test::VecL;
using test::wide;

template <class T>
class PlaneBoxQueriesTest : public ::testing::Test {};
TYPED_TEST_SUITE(PlaneBoxQueriesTest, test::Scalars);

// Seed 000: the box at (0,0,0) with lengths (1,1,1) along x, y, z, against the planes through
// (2,2,2), (0.5,0.5,0.5) and (−2,−2,−2) with normal (−1,−1,−1). The seed prints 0 (outside,
// the normal's side: front), 1 (intersecting) and −1 (inside: back).
TYPED_TEST(PlaneBoxQueriesTest, SeedCases) {
  using T = TypeParam;
  const Vec3<T> normal{-1, -1, -1};
  const Plane<T> p1 = Plane<T>::from_point_normal({2, 2, 2}, normal);
  const Plane<T> p2 = Plane<T>::from_point_normal({T(0.5), T(0.5), T(0.5)}, normal);
  const Plane<T> p3 = Plane<T>::from_point_normal({-2, -2, -2}, normal);
  const Aabb<T> aabb = unit_box<T>();
  const Obb<T> obb = Obb<T>::from_aabb(aabb);
  const double root3 = std::sqrt(3.0);
  // n = −(1,1,1)/√3: the n vertex (least n·x) is (1,1,1), the p vertex (0,0,0).
  // Plane 1: d = −2√3, so dist(n) = −√3 + 2√3 = √3 and dist(p) = 2√3.
  // Plane 2: d = −√3/2: dist(n) = −√3/2, dist(p) = √3/2. Plane 3: d = 2√3: −3√3 and −2√3.
  struct Expected {
    Plane<T> plane;
    PlaneSide side;
    double n_distance, p_distance;
  };
  const Expected cases[] = {{p1, PlaneSide::front, root3, 2 * root3},
                            {p2, PlaneSide::straddling, -root3 / 2, root3 / 2},
                            {p3, PlaneSide::back, -3 * root3, -2 * root3}};
  for (const Expected& e : cases) {
    for (const PlaneBoxSides<T>& r :
         {plane_box_sides(e.plane, aabb), plane_box_sides(e.plane, obb)}) {
      EXPECT_EQ(r.side, e.side);
      EXPECT_EQ(r.intersects, e.side == PlaneSide::straddling);
      EXPECT_FALSE(r.within_tolerance);
      EXPECT_TRUE(r.forms_agree);
      EXPECT_NEAR(r.n_vertex.x, 1, test::float_ulps<T>(1e-6));
      EXPECT_NEAR(r.n_vertex.y, 1, test::float_ulps<T>(1e-6));
      EXPECT_NEAR(r.n_vertex.z, 1, test::float_ulps<T>(1e-6));
      EXPECT_NEAR(glm::length(r.p_vertex), 0, test::float_ulps<T>(1e-6));
      EXPECT_NEAR(r.n_distance, e.n_distance, test::float_ulps<T>(1e-5));
      EXPECT_NEAR(r.p_distance, e.p_distance, test::float_ulps<T>(1e-5));
      EXPECT_NEAR(r.projected_radius, root3 / 2, test::float_ulps<T>(1e-6));  // Σ 0.5·|−1/√3|
      EXPECT_NEAR(r.center_distance, (e.n_distance + e.p_distance) / 2, test::float_ulps<T>(1e-5));
    }
  }
}

TYPED_TEST(PlaneBoxQueriesTest, RotatedBoxReachesFurtherAlongItsDiagonal) {
  using T = TypeParam;
  // 45° about z: the box's vertex on the world x axis is at √2 ≈ 1.414.
  const Obb<T> box = Obb<T>::from_rotation(
      {0, 0, 0}, {1, 1, 1}, Quat<T>{T(std::cos(M_PI / 8)), 0, 0, T(std::sin(M_PI / 8))});
  auto cut = plane_box_sides(Plane<T>{{1, 0, 0}, T(1.3)}, box);
  EXPECT_EQ(cut.side, PlaneSide::straddling);
  EXPECT_NEAR(cut.p_distance, std::sqrt(2.0) - 1.3, test::float_ulps<T>(1e-5));
  EXPECT_NEAR(cut.p_vertex.x, std::sqrt(2.0), test::float_ulps<T>(1e-5));
  EXPECT_NEAR(cut.projected_radius, std::sqrt(2.0), test::float_ulps<T>(1e-5));
  auto clear = plane_box_sides(Plane<T>{{1, 0, 0}, T(1.5)}, box);
  EXPECT_EQ(clear.side, PlaneSide::back);
  EXPECT_EQ(clear.radius_form_side, PlaneSide::back);
  // −x = −1.5 is the plane x = 1.5 facing −x: the box is in front of it.
  auto front = plane_box_sides(Plane<T>{{-1, 0, 0}, T(-1.5)}, box);
  EXPECT_EQ(front.side, PlaneSide::front);
  EXPECT_NEAR(front.n_distance, 1.5 - std::sqrt(2.0), test::float_ulps<T>(1e-5));
}

TYPED_TEST(PlaneBoxQueriesTest, TouchingFaceEdgeAndCornerStraddle) {
  using T = TypeParam;
  const Aabb<T> box = unit_box<T>();
  // The face y = 1 lies in the plane y = 1.
  auto face = plane_box_sides(Plane<T>{{0, 1, 0}, 1}, box);
  EXPECT_EQ(face.side, PlaneSide::straddling);
  EXPECT_EQ(face.p_distance, T(0));
  EXPECT_TRUE(face.within_tolerance);
  EXPECT_TRUE(face.forms_agree);
  // The corner (1,1,1) touches the plane through it with normal (1,1,1).
  auto corner = plane_box_sides(Plane<T>::from_point_normal({1, 1, 1}, {1, 1, 1}), box);
  EXPECT_EQ(corner.side, PlaneSide::straddling);
  EXPECT_TRUE(corner.within_tolerance);
  EXPECT_NEAR(corner.p_distance, 0, test::float_ulps<T>(1e-6));
  EXPECT_EQ(corner.p_vertex, (Vec3<T>{1, 1, 1}));
  // The same through the OBB form.
  auto obb =
      plane_box_sides(Plane<T>::from_point_normal({1, 1, 1}, {1, 1, 1}), Obb<T>::from_aabb(box));
  EXPECT_EQ(obb.side, PlaneSide::straddling);
  EXPECT_TRUE(obb.forms_agree);
  // Just clear of the face by far more than the band.
  EXPECT_EQ(plane_box_sides(Plane<T>{{0, 1, 0}, T(1.001)}, box).side, PlaneSide::back);
}

TYPED_TEST(PlaneBoxQueriesTest, ZeroExtentBoxes) {
  using T = TypeParam;
  const Vec3<T> p{T(0.25), T(0.5), T(0.75)};
  const Aabb<T> dot{p, p};
  EXPECT_EQ(plane_box_sides(Plane<T>{{0, 0, 1}, T(0.75)}, dot).side, PlaneSide::straddling);
  EXPECT_EQ(plane_box_sides(Plane<T>{{0, 0, 1}, T(0.5)}, dot).side, PlaneSide::front);
  auto r = plane_box_sides(Plane<T>{{0, 0, 1}, 1}, dot);
  EXPECT_EQ(r.side, PlaneSide::back);
  EXPECT_EQ(r.n_vertex, r.p_vertex);
  EXPECT_EQ(r.projected_radius, T(0));
  // A flat OBB (a square) lying in the plane.
  const Obb<T> square{{0, 0, 2}, {Vec3<T>{1, 0, 0}, Vec3<T>{0, 1, 0}, Vec3<T>{0, 0, 1}}, {1, 1, 0}};
  auto in = plane_box_sides(Plane<T>{{0, 0, 1}, 2}, square);
  EXPECT_EQ(in.side, PlaneSide::straddling);
  EXPECT_EQ(in.n_distance, T(0));
  EXPECT_EQ(in.p_distance, T(0));
}

// Far from the origin with small sizes. A plane distance n·x − d subtracts numbers of size 1e4,
// so its rounding is about 1e4 times float's epsilon: the contact band there is ~0.04 in float
// (16 ulps of the terms), wider than the 1e-2 box. What float answers: "straddling, within
// tolerance" for a box clear of the plane by 0.0078; double resolves it as front.
TYPED_TEST(PlaneBoxQueriesTest, FarFromTheOriginWithSmallSizes) {
  using T = TypeParam;
  const T base = 10000;
  const Aabb<T> box{{base + T(0.0078125), base, base},
                    {base + T(0.015625), base + T(0.0078125), base + T(0.0078125)}};
  auto r = plane_box_sides(Plane<T>{{1, 0, 0}, base}, box);
  EXPECT_EQ(r.n_distance, T(0.0078125));  // exact: n is a coordinate axis
  if constexpr (std::is_same_v<T, float>) {
    EXPECT_GT(r.band, 0.0078125);
    EXPECT_EQ(r.side, PlaneSide::straddling);
    EXPECT_TRUE(r.within_tolerance);
  } else {
    EXPECT_LT(r.band, 1e-9);
    EXPECT_EQ(r.side, PlaneSide::front);
    EXPECT_FALSE(r.within_tolerance);
  }
  // A tilted plane through (1e4, 1e4, 1e4) and a box 0.035 in front of it (half size 0.01).
  const Plane<T> tilted = Plane<T>::from_point_normal({base, base, base}, {1, 1, 1});
  const Vec3<T> c{base + T(0.02), base + T(0.02), base + T(0.02)};
  const Obb<T> small = Obb<T>::from_aabb(Aabb<T>::from_center_half(c, {T(0.01), T(0.01), T(0.01)}));
  auto t = plane_box_sides(tilted, small);
  if constexpr (std::is_same_v<T, float>) {
    EXPECT_EQ(t.side, PlaneSide::straddling);
    EXPECT_TRUE(t.within_tolerance);
  } else {
    EXPECT_EQ(t.side, PlaneSide::front);
    EXPECT_NEAR(t.n_distance, 0.01 * std::sqrt(3.0), 1e-9);
  }
}

TYPED_TEST(PlaneBoxQueriesTest, InvalidInputNamesTheProblemAndTheOperand) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  auto r = plane_box_sides(Plane<T>{{0, 0, 0}, 1}, unit_box<T>());
  EXPECT_EQ(r.input.problem, Problem::zero_normal);
  EXPECT_EQ(r.input.operand, Operand::a);
  EXPECT_FALSE(r.intersects);
  r = plane_box_sides(Plane<T>{{0, 2, 0}, 1}, Obb<T>{});
  EXPECT_EQ(r.input.problem, Problem::non_unit_normal);
  r = plane_box_sides(Plane<T>{{0, 1, 0}, nan}, unit_box<T>());
  EXPECT_EQ(r.input.problem, Problem::non_finite);
  EXPECT_EQ(r.input.operand, Operand::a);
  r = plane_box_sides(Plane<T>{}, Aabb<T>{{0, 0, 0}, {-1, 1, 1}});
  EXPECT_EQ(r.input.problem, Problem::inverted_bounds);
  EXPECT_EQ(r.input.operand, Operand::b);
  Obb<T> box;
  box.half_extents.z = -1;
  r = plane_box_sides(Plane<T>{}, box);
  EXPECT_EQ(r.input.problem, Problem::negative_extent);
  EXPECT_EQ(r.input.operand, Operand::b);
  box = Obb<T>::from_rotation({}, {1, 1, 1}, Quat<T>{1, 1, 0, 0});
  EXPECT_EQ(plane_box_sides(Plane<T>{}, box).input.problem, Problem::non_orthonormal_axes);
}

// The 8 vertices of a box, in extended precision.
std::array<VecL, 8> vertices(const VecL& c, const std::array<VecL, 3>& axes, const VecL& e) {
  std::array<VecL, 8> out;
  for (int k = 0; k < 8; ++k) {
    out[k] = c;
    for (int i = 0; i < 3; ++i)
      out[k] += ((k >> i) & 1 ? e[i] : -e[i]) * axes[i];
  }
  return out;
}

template <class T>
void check_against_vertices(const Plane<T>& plane, const std::array<VecL, 8>& corners,
                            const PlaneBoxSides<T>& r, test::Tally& tally, test::Tally& forms) {
  Real least = std::numeric_limits<Real>::infinity(), greatest = -least;
  for (const VecL& v : corners) {
    const Real d = glm::dot(wide(plane.n), v) - Real(plane.d);
    least = std::min(least, d);
    greatest = std::max(greatest, d);
  }
  const PlaneSide reference = least > 0      ? PlaneSide::front
                              : greatest < 0 ? PlaneSide::back
                                             : PlaneSide::straddling;
  const bool in_band = std::abs(least) <= r.band || std::abs(greatest) <= r.band;
  tally.add(r.side == reference, true, in_band, [&](std::ostream& out) {
    out << "plane " << test::str(plane.n) << ' ' << plane.d << " least " << double(least)
        << " greatest " << double(greatest) << " ours " << name_of(r.side);
  });
  // The n/p-vertex form and the projected-radius form agree except inside the band.
  forms.add(r.forms_agree, true, r.within_tolerance);
}

TYPED_TEST(PlaneBoxQueriesTest, PropertyAgainstAllEightVertices) {
  using T = TypeParam;
  test::Random random(0x9E3A);
  // Half the planes pass through a vertex (below): at most those, plus 0.1% by chance.
  const long ceiling = test::boundary_ceiling(test::kPropertyCases, 0.5, 1e-3);
  test::Tally aabbs("plane-aabb vs 8 vertices", ceiling), obbs("plane-obb vs 8 vertices", ceiling);
  test::Tally aabb_forms("plane-aabb n/p vs radius", ceiling),
      obb_forms("plane-obb n/p vs radius", ceiling);
  const std::array<VecL, 3> world{VecL{1, 0, 0}, VecL{0, 1, 0}, VecL{0, 0, 1}};
  for (int i = 0; i < test::kPropertyCases; ++i) {
    const Aabb<T> aabb = random.aabb<T>(3, 2);
    const Obb<T> obb = random.obb<T>(3, 2);
    Plane<T> plane = random.plane<T>(3);
    const auto a_corners = vertices((wide(aabb.min) + wide(aabb.max)) / Real(2), world,
                                    (wide(aabb.max) - wide(aabb.min)) / Real(2));
    const auto o_corners =
        vertices(wide(obb.center), {wide(obb.axes[0]), wide(obb.axes[1]), wide(obb.axes[2])},
                 wide(obb.half_extents));
    // Half the planes pass through a vertex of the box (up to rounding d to T): touching.
    Plane<T> a_plane = plane, o_plane = plane;
    if (random.one_in(2)) {
      const int k = int(random.uniform(0, 8));
      a_plane.d = T(glm::dot(wide(plane.n), a_corners[k]));
      o_plane.d = T(glm::dot(wide(plane.n), o_corners[k]));
    }
    check_against_vertices(a_plane, a_corners, plane_box_sides(a_plane, aabb), aabbs, aabb_forms);
    check_against_vertices(o_plane, o_corners, plane_box_sides(o_plane, obb), obbs, obb_forms);
  }
  EXPECT_NO_REAL_DISAGREEMENT(aabbs);
  EXPECT_NO_REAL_DISAGREEMENT(obbs);
  EXPECT_NO_REAL_DISAGREEMENT(aabb_forms);
  EXPECT_NO_REAL_DISAGREEMENT(obb_forms);
}

}  // namespace
}  // namespace collide
