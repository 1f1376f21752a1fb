#include "core/queries/plane_queries.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "tests/core/queries/query_test_support.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

using test::Real;
using test::VecL;
using test::wide;

template <class T>
class PlaneQueriesTest : public ::testing::Test {};
TYPED_TEST_SUITE(PlaneQueriesTest, test::Scalars);

template <class T>
Plane<T> ground() {
  return {{0, 1, 0}, 0};  // y = 0, front is +y
}

template <class T>
Real wide_distance(const Plane<T>& plane, const VecL& x) {
  return glm::dot(wide(plane.n), x) - Real(plane.d);
}

// ---- point ------------------------------------------------------------------------------

TYPED_TEST(PlaneQueriesTest, PointSidesWithAThicknessBand) {
  using T = TypeParam;
  auto above = point_plane_side(Point<T>{{3, T(0.5), -2}}, ground<T>());
  EXPECT_EQ(above.side, PlaneSide::front);
  EXPECT_EQ(above.distance, T(0.5));
  EXPECT_EQ(above.projection, (Vec3<T>{3, 0, -2}));
  EXPECT_EQ(point_plane_side(Point<T>{{0, -2, 0}}, ground<T>()).side, PlaneSide::back);
  auto on = point_plane_side(Point<T>{{7, 0, 7}}, ground<T>());
  EXPECT_EQ(on.side, PlaneSide::on);
  EXPECT_TRUE(on.intersects);
  EXPECT_TRUE(on.within_tolerance);
  // A plane 1 thick on each side: 0.5 above is on it, 1 above is on its boundary, 1.5 is not.
  Tolerances<T> slab;
  slab.plane_thickness = 1;
  EXPECT_EQ(point_plane_side(Point<T>{{0, T(0.5), 0}}, ground<T>(), slab).side, PlaneSide::on);
  auto edge = point_plane_side(Point<T>{{0, -1, 0}}, ground<T>(), slab);
  EXPECT_EQ(edge.side, PlaneSide::on);
  EXPECT_TRUE(edge.within_tolerance);
  EXPECT_EQ(point_plane_side(Point<T>{{0, T(1.5), 0}}, ground<T>(), slab).side, PlaneSide::front);
}

// ---- segment ----------------------------------------------------------------------------

TYPED_TEST(PlaneQueriesTest, SegmentCrossesMissesIsParallelOrLiesInThePlane) {
  using T = TypeParam;
  auto cross = segment_plane_crossing(Segment<T>{{0, -1, 0}, {2, 3, 0}}, ground<T>());
  EXPECT_EQ(cross.kind, SegmentPlaneKind::crosses);
  EXPECT_TRUE(cross.intersects);
  EXPECT_EQ(cross.t, T(0.25));  // da = −1, db = 3: t = −1/(−1 − 3)
  EXPECT_EQ(cross.point, (Vec3<T>{T(0.5), 0, 0}));
  EXPECT_FALSE(cross.within_tolerance);
  auto miss = segment_plane_crossing(Segment<T>{{0, 1, 0}, {0, 3, 0}}, ground<T>());
  EXPECT_EQ(miss.kind, SegmentPlaneKind::misses);
  EXPECT_FALSE(miss.intersects);
  auto parallel = segment_plane_crossing(Segment<T>{{0, 1, 0}, {5, 1, 0}}, ground<T>());
  EXPECT_EQ(parallel.kind, SegmentPlaneKind::parallel);
  EXPECT_FALSE(parallel.intersects);
  auto lying = segment_plane_crossing(Segment<T>{{0, 0, 0}, {5, 0, 3}}, ground<T>());
  EXPECT_EQ(lying.kind, SegmentPlaneKind::in_plane);
  EXPECT_TRUE(lying.intersects);
  // Lying in a tilted plane: the plane through three points, and a segment between two.
  const Plane<T> tilted = Plane<T>::from_points({1, 0, 0}, {0, 1, 0}, {0, 0, 1});
  auto in = segment_plane_crossing(Segment<T>{{1, 0, 0}, {0, T(0.5), T(0.5)}}, tilted);
  EXPECT_EQ(in.kind, SegmentPlaneKind::in_plane);
  // An end point on the plane is a crossing at t = 1 (closed segment).
  auto end = segment_plane_crossing(Segment<T>{{0, 2, 0}, {1, 0, 1}}, ground<T>());
  EXPECT_EQ(end.kind, SegmentPlaneKind::crosses);
  EXPECT_EQ(end.t, T(1));
  EXPECT_EQ(end.point, (Vec3<T>{1, 0, 1}));
  // A zero-length segment is a point.
  EXPECT_EQ(segment_plane_crossing(Segment<T>{{1, 0, 1}, {1, 0, 1}}, ground<T>()).kind,
            SegmentPlaneKind::in_plane);
  EXPECT_EQ(segment_plane_crossing(Segment<T>{{1, 1, 1}, {1, 1, 1}}, ground<T>()).kind,
            SegmentPlaneKind::parallel);
}

// ---- sphere ------------------------------------------------------------------------------

TYPED_TEST(PlaneQueriesTest, SphereThreeWayAndTangent) {
  using T = TypeParam;
  EXPECT_EQ(sphere_plane_side(Sphere<T>{{0, 3, 0}, 1}, ground<T>()).side, PlaneSide::front);
  EXPECT_EQ(sphere_plane_side(Sphere<T>{{0, -3, 0}, 1}, ground<T>()).side, PlaneSide::back);
  EXPECT_EQ(sphere_plane_side(Sphere<T>{{0, T(0.5), 0}, 1}, ground<T>()).side,
            PlaneSide::straddling);
  auto tangent = sphere_plane_side(Sphere<T>{{2, 1, 2}, 1}, ground<T>());
  EXPECT_EQ(tangent.side, PlaneSide::straddling);
  EXPECT_TRUE(tangent.intersects);
  EXPECT_TRUE(tangent.within_tolerance);
  EXPECT_EQ(tangent.projection, (Vec3<T>{2, 0, 2}));
  // Tangent to a tilted plane: n = (1, 2, 2)/3 through the origin, center (1, 2, 2) at
  // distance 3, radius 3 — exact in neither precision, decided inside the band.
  const Plane<T> tilted = Plane<T>::from_point_normal({0, 0, 0}, {1, 2, 2});
  auto tilted_tangent = sphere_plane_side(Sphere<T>{{1, 2, 2}, 3}, tilted);
  EXPECT_EQ(tilted_tangent.side, PlaneSide::straddling);
  EXPECT_TRUE(tilted_tangent.within_tolerance);
  EXPECT_EQ(sphere_plane_side(Sphere<T>{{1, 2, 2}, T(2.999)}, tilted).side, PlaneSide::front);
  // Tangent from behind also straddles (touching intersects).
  EXPECT_EQ(sphere_plane_side(Sphere<T>{{0, -1, 0}, 1}, ground<T>()).side, PlaneSide::straddling);
}

// ---- moving sphere -----------------------------------------------------------------------

TYPED_TEST(PlaneQueriesTest, MovingSphereFirstContact) {
  using T = TypeParam;
  const Sphere<T> s{{0, 5, 0}, 1};
  // d₀ = 5, r = 1: touches when the center is at y = 1.
  auto hit = swept_sphere_plane_contact(MovingSphere<T>{s, {0, -8, 0}}, ground<T>());
  EXPECT_EQ(hit.kind, SweepKind::hits);
  EXPECT_EQ(hit.t, T(0.5));
  EXPECT_EQ(hit.center_at_contact, (Vec3<T>{0, 1, 0}));
  EXPECT_EQ(hit.contact_point, (Vec3<T>{0, 0, 0}));
  EXPECT_FALSE(hit.within_tolerance);
  // Contact at exactly t = 1: the end position touches (closed in time too).
  auto at_end = swept_sphere_plane_contact(MovingSphere<T>{s, {3, -4, 0}}, ground<T>());
  EXPECT_EQ(at_end.kind, SweepKind::hits);
  EXPECT_EQ(at_end.t, T(1));
  EXPECT_EQ(at_end.contact_point, (Vec3<T>{3, 0, 0}));
  EXPECT_TRUE(at_end.within_tolerance);
  // Stopping short: it would touch at t = 4/3.9 > 1. The textbook code that forgets t <= 1
  // reports a hit here.
  auto short_of = swept_sphere_plane_contact(MovingSphere<T>{s, {0, T(-3.9), 0}}, ground<T>());
  EXPECT_EQ(short_of.kind, SweepKind::misses);
  EXPECT_FALSE(short_of.intersects);
  EXPECT_NEAR(short_of.t, 4 / 3.9, test::float_ulps<T>(1e-6));
  // Already touching at t = 0 (tangent), and already straddling.
  auto start = swept_sphere_plane_contact(MovingSphere<T>{{{0, 1, 0}, 1}, {0, 5, 0}}, ground<T>());
  EXPECT_EQ(start.kind, SweepKind::touching_at_start);
  EXPECT_EQ(start.t, T(0));
  EXPECT_EQ(start.contact_point, (Vec3<T>{0, 0, 0}));
  EXPECT_TRUE(start.within_tolerance);
  EXPECT_EQ(
      swept_sphere_plane_contact(MovingSphere<T>{{{0, T(0.2), 0}, 1}, {0, 5, 0}}, ground<T>()).kind,
      SweepKind::touching_at_start);
  // Moving away, and parallel.
  auto away = swept_sphere_plane_contact(MovingSphere<T>{s, {0, 1, 0}}, ground<T>());
  EXPECT_EQ(away.kind, SweepKind::moving_away);
  EXPECT_FALSE(away.intersects);
  auto parallel = swept_sphere_plane_contact(MovingSphere<T>{s, {3, 0, -4}}, ground<T>());
  EXPECT_EQ(parallel.kind, SweepKind::parallel);
  EXPECT_FALSE(parallel.intersects);
  // From behind: σ = −1, contact point on the plane under the sphere.
  auto below =
      swept_sphere_plane_contact(MovingSphere<T>{{{1, -3, 1}, T(0.5)}, {0, 5, 0}}, ground<T>());
  EXPECT_EQ(below.kind, SweepKind::hits);
  EXPECT_EQ(below.t, T(0.5));
  EXPECT_EQ(below.contact_point, (Vec3<T>{1, 0, 1}));
  // Passing right through in one frame is a hit at the first contact.
  auto through = swept_sphere_plane_contact(MovingSphere<T>{s, {0, -20, 0}}, ground<T>());
  EXPECT_EQ(through.kind, SweepKind::hits);
  EXPECT_EQ(through.t, T(0.2));
  // Zero velocity is parallel (nothing changes).
  EXPECT_EQ(swept_sphere_plane_contact(MovingSphere<T>{s, {0, 0, 0}}, ground<T>()).kind,
            SweepKind::parallel);
}

// ---- ellipsoid ---------------------------------------------------------------------------

TYPED_TEST(PlaneQueriesTest, EllipsoidEffectiveRadiusAndSupport) {
  using T = TypeParam;
  Ellipsoid<T> e;
  e.center = {0, 5, 0};
  e.radii = {3, 2, 1};
  auto front = ellipsoid_plane_side(e, ground<T>());
  EXPECT_EQ(front.side, PlaneSide::front);
  EXPECT_EQ(front.effective_radius, T(2));  // n = y: the y radius
  EXPECT_EQ(front.support_back, (Vec3<T>{0, 3, 0}));
  EXPECT_EQ(front.support_front, (Vec3<T>{0, 7, 0}));
  e.center.y = 2;  // tangent
  auto tangent = ellipsoid_plane_side(e, ground<T>());
  EXPECT_EQ(tangent.side, PlaneSide::straddling);
  EXPECT_TRUE(tangent.within_tolerance);
  // Turned 90° about z, the x radius (3) points along y.
  Ellipsoid<T> turned = Ellipsoid<T>::from_rotation(
      {0, T(2.5), 0}, {3, 2, 1}, Quat<T>{T(std::sqrt(0.5)), 0, 0, T(std::sqrt(0.5))});
  auto cut = ellipsoid_plane_side(turned, ground<T>());
  EXPECT_EQ(cut.side, PlaneSide::straddling);
  EXPECT_NEAR(cut.effective_radius, 3, test::float_ulps<T>(1e-6));
  EXPECT_NEAR(cut.support_back.y, -0.5, test::float_ulps<T>(1e-6));
  // A tilted normal n = (1, 1, 0)/√2 against radii (3, 2, 1): r = √(9/2 + 4/2) = √6.5.
  e.center = {0, 0, 0};
  auto tilted = ellipsoid_plane_side(e, Plane<T>::from_point_normal({4, 0, 0}, {1, 1, 0}));
  EXPECT_NEAR(tilted.effective_radius, std::sqrt(6.5), test::float_ulps<T>(1e-6));
  EXPECT_NEAR(tilted.center_distance, -4 / std::sqrt(2.0), test::float_ulps<T>(1e-6));
  EXPECT_EQ(tilted.side, PlaneSide::back);  // |s| = 2.83 > r = 2.55: entirely behind
  // Support along +n: A²n/r = (9, 4, 0)/√2/√6.5.
  EXPECT_NEAR(tilted.support_front.x, 9 / std::sqrt(2.0) / std::sqrt(6.5),
              test::float_ulps<T>(1e-5));
  EXPECT_NEAR(tilted.support_front.y, 4 / std::sqrt(2.0) / std::sqrt(6.5),
              test::float_ulps<T>(1e-5));
  // A flat ellipsoid (a disc of radius 1 in the x–z plane) lying in the plane straddles it.
  Ellipsoid<T> disc;
  disc.radii = {1, 0, 1};
  auto flat = ellipsoid_plane_side(disc, ground<T>());
  EXPECT_EQ(flat.effective_radius, T(0));
  EXPECT_EQ(flat.side, PlaneSide::straddling);
  EXPECT_EQ(flat.support_back, (Vec3<T>{0, 0, 0}));
}

// ---- triangle ----------------------------------------------------------------------------

TYPED_TEST(PlaneQueriesTest, TriangleCuts) {
  using T = TypeParam;
  const Plane<T> z0{{0, 0, 1}, 0};
  auto none = triangle_plane_cut(Triangle<T>{{0, 0, 1}, {1, 0, 1}, {0, 1, 2}}, z0);
  EXPECT_EQ(none.side, PlaneSide::front);
  EXPECT_EQ(none.cut, TriangleCut::none);
  EXPECT_EQ(triangle_plane_cut(Triangle<T>{{0, 0, -1}, {1, 0, -1}, {0, 1, -2}}, z0).side,
            PlaneSide::back);
  // A vertex on the plane, the others in front: the plane cuts that vertex only.
  auto vertex = triangle_plane_cut(Triangle<T>{{0, 0, 1}, {1, 0, 0}, {0, 1, 1}}, z0);
  EXPECT_EQ(vertex.side, PlaneSide::straddling);
  EXPECT_EQ(vertex.cut, TriangleCut::vertex);
  EXPECT_EQ(vertex.points[0], (Vec3<T>{1, 0, 0}));
  EXPECT_EQ(vertex.vertex_sides[1], PlaneSide::on);
  EXPECT_TRUE(vertex.within_tolerance);
  // A vertex on the plane, the other two on opposite sides: from the vertex to the far edge.
  auto through = triangle_plane_cut(Triangle<T>{{0, 0, 0}, {1, 0, 1}, {0, 1, -1}}, z0);
  EXPECT_EQ(through.cut, TriangleCut::segment);
  EXPECT_EQ(through.points[0], (Vec3<T>{0, 0, 0}));
  EXPECT_EQ(through.points[1], (Vec3<T>{T(0.5), T(0.5), 0}));
  // An edge in the plane.
  auto edge = triangle_plane_cut(Triangle<T>{{0, 0, 0}, {1, 0, 0}, {0, 1, 1}}, z0);
  EXPECT_EQ(edge.cut, TriangleCut::segment);
  EXPECT_EQ(edge.points[0], (Vec3<T>{0, 0, 0}));
  EXPECT_EQ(edge.points[1], (Vec3<T>{1, 0, 0}));
  // Two edges crossed.
  auto crossed = triangle_plane_cut(Triangle<T>{{0, 0, -1}, {2, 0, 1}, {0, 2, 1}}, z0);
  EXPECT_EQ(crossed.cut, TriangleCut::segment);
  EXPECT_FALSE(crossed.within_tolerance);
  EXPECT_EQ(crossed.points[0], (Vec3<T>{1, 0, 0}));
  EXPECT_EQ(crossed.points[1], (Vec3<T>{0, 1, 0}));
  // The whole triangle in the plane.
  auto whole = triangle_plane_cut(Triangle<T>{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}, z0);
  EXPECT_EQ(whole.cut, TriangleCut::triangle);
  EXPECT_EQ(whole.side, PlaneSide::on);
  EXPECT_TRUE(whole.intersects);
  // A thick plane (0.5) swallows a vertex 0.25 away.
  Tolerances<T> slab;
  slab.plane_thickness = T(0.5);
  EXPECT_EQ(triangle_plane_cut(Triangle<T>{{0, 0, T(0.25)}, {1, 0, 1}, {0, 1, 1}}, z0, slab).cut,
            TriangleCut::vertex);
}

// ---- invalid input -----------------------------------------------------------------------

TYPED_TEST(PlaneQueriesTest, InvalidInputNamesTheProblemAndTheOperand) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  const T inf = std::numeric_limits<T>::infinity();
  const Plane<T> zero{{0, 0, 0}, 0}, scaled{{0, 3, 0}, 0}, good = ground<T>();
  auto p = point_plane_side(Point<T>{{nan, 0, 0}}, good);
  EXPECT_EQ(p.input.problem, Problem::non_finite);
  EXPECT_EQ(p.input.operand, Operand::a);
  EXPECT_FALSE(p.intersects);
  p = point_plane_side(Point<T>{}, zero);
  EXPECT_EQ(p.input.problem, Problem::zero_normal);
  EXPECT_EQ(p.input.operand, Operand::b);
  auto s = segment_plane_crossing(Segment<T>{{0, 0, 0}, {0, inf, 0}}, good);
  EXPECT_EQ(s.input.problem, Problem::non_finite);
  EXPECT_FALSE(s.intersects);
  EXPECT_EQ(segment_plane_crossing(Segment<T>{}, scaled).input.problem, Problem::non_unit_normal);
  auto sp = sphere_plane_side(Sphere<T>{{0, 0, 0}, -1}, good);
  EXPECT_EQ(sp.input.problem, Problem::negative_radius);
  EXPECT_EQ(sp.input.operand, Operand::a);
  EXPECT_FALSE(sp.intersects);
  auto m = swept_sphere_plane_contact(MovingSphere<T>{{}, {0, nan, 0}}, good);
  EXPECT_EQ(m.input.problem, Problem::non_finite);
  EXPECT_FALSE(m.intersects);
  EXPECT_EQ(swept_sphere_plane_contact(MovingSphere<T>{{{0, 0, 0}, -2}, {}}, good).input.problem,
            Problem::negative_radius);
  EXPECT_EQ(swept_sphere_plane_contact(MovingSphere<T>{}, Plane<T>{{0, 1, 0}, inf}).input.operand,
            Operand::b);
  Ellipsoid<T> e;
  e.radii.y = -1;
  EXPECT_EQ(ellipsoid_plane_side(e, good).input.problem, Problem::negative_radius);
  e = Ellipsoid<T>::from_rotation({}, {1, 1, 1}, Quat<T>{1, 0, 1, 0});
  auto ep = ellipsoid_plane_side(e, good);
  EXPECT_EQ(ep.input.problem, Problem::non_orthonormal_axes);
  EXPECT_FALSE(ep.intersects);
  auto t = triangle_plane_cut(Triangle<T>{{0, 0, 0}, {1, 0, 0}, {0, nan, 0}}, good);
  EXPECT_EQ(t.input.problem, Problem::non_finite);
  EXPECT_EQ(t.cut, TriangleCut::none);
  EXPECT_EQ(triangle_plane_cut(Triangle<T>{}, zero).input.operand, Operand::b);
}

// ---- far from the origin -----------------------------------------------------------------

// A plane distance subtracts numbers of size 1e4: the contact band there is ~0.04 in float
// (16 ulps of the terms) and ~7e-11 in double. What float answers for a sphere of radius 0.01
// whose surface is 0.005 from a tilted plane through (1e4, 1e4, 1e4): straddling, within
// tolerance; double: front. The moving sphere's time of impact is resolved to the same band.
TYPED_TEST(PlaneQueriesTest, FarFromTheOriginWithSmallSizes) {
  using T = TypeParam;
  const double base = 10000;
  const Plane<T> tilted = Plane<T>::from_point_normal({T(base), T(base), T(base)}, {1, 1, 1});
  const double step = 0.015 / std::sqrt(3.0);  // the center 0.015 along n
  const Sphere<T> s{{T(base + step), T(base + step), T(base + step)}, T(0.01)};
  auto r = sphere_plane_side(s, tilted);
  if constexpr (std::is_same_v<T, float>) {
    EXPECT_GT(r.band, 0.005);
    EXPECT_EQ(r.side, PlaneSide::straddling);
    EXPECT_TRUE(r.within_tolerance);
  } else {
    EXPECT_LT(r.band, 1e-9);
    EXPECT_EQ(r.side, PlaneSide::front);
    EXPECT_NEAR(r.center_distance, 0.015, 1e-9);
  }
  // Axis-aligned plane x = 1e4 and a segment from 1e4 − 0.1 to 1e4 + 0.3: t = 0.25 in both
  // precisions (float stores the ends at 1e4 − 0.0996 and 1e4 + 0.2998).
  const Plane<T> x0{{1, 0, 0}, T(base)};
  auto cross = segment_plane_crossing(
      Segment<T>{{T(base - 0.1), T(base), T(base)}, {T(base + 0.3), T(base), T(base)}}, x0);
  EXPECT_EQ(cross.kind, SegmentPlaneKind::crosses);
  EXPECT_NEAR(cross.t, 0.25, (std::is_same_v<T, float> ? 0.002 : 1e-9));
  // Ten times shorter, its ends are within float's band (~0.04) of the plane: float answers
  // "lies in the plane, within tolerance"; double still finds the crossing at t = 0.25.
  auto short_cross = segment_plane_crossing(
      Segment<T>{{T(base - 0.01), T(base), T(base)}, {T(base + 0.03), T(base), T(base)}}, x0);
  if constexpr (std::is_same_v<T, float>) {
    EXPECT_EQ(short_cross.kind, SegmentPlaneKind::in_plane);
    EXPECT_TRUE(short_cross.within_tolerance);
  } else {
    EXPECT_EQ(short_cross.kind, SegmentPlaneKind::crosses);
    EXPECT_NEAR(short_cross.t, 0.25, 1e-9);
  }
}

// ---- properties --------------------------------------------------------------------------

TYPED_TEST(PlaneQueriesTest, PropertyPointAndSphereAgainstExtremePoints) {
  using T = TypeParam;
  test::Random random(0x97A2E);
  // Points: in the band (of the surface of a thick plane) by chance only, 0.1%; spheres: half
  // built tangent, at most those, plus 0.1%.
  test::Tally points("point-plane", test::boundary_ceiling(test::kPropertyCases, 0, 1e-3)),
      spheres("sphere-plane", test::boundary_ceiling(test::kPropertyCases, 0.5, 1e-3));
  for (int i = 0; i < test::kPropertyCases; ++i) {
    const Plane<T> plane = random.plane<T>(3);
    Tolerances<T> tol;
    if (random.one_in(4)) tol.plane_thickness = random.scalar<T>(0, 0.5);
    const Point<T> point{random.vec<T>(-4, 4)};
    const Real pd = wide_distance(plane, wide(point.p));
    const PlaneSide pref = pd > Real(tol.plane_thickness)    ? PlaneSide::front
                           : pd < -Real(tol.plane_thickness) ? PlaneSide::back
                                                             : PlaneSide::on;
    auto pr = point_plane_side(point, plane, tol);
    points.add(pr.side == pref, true,
               std::abs(std::abs(pd) - Real(tol.plane_thickness)) <= pr.band);
    // The sphere's extreme points along the normal, c − r·n and c + r·n, in extended precision.
    Sphere<T> sphere = random.sphere<T>(4, 2);
    const Real cd = wide_distance(plane, wide(sphere.center));
    if (random.one_in(2)) sphere.radius = T(std::abs(cd));  // tangent, up to rounding r
    const Real lo = wide_distance(plane, wide(sphere.center) - Real(sphere.radius) * wide(plane.n));
    const Real hi = wide_distance(plane, wide(sphere.center) + Real(sphere.radius) * wide(plane.n));
    const PlaneSide sref = lo > 0   ? PlaneSide::front
                           : hi < 0 ? PlaneSide::back
                                    : PlaneSide::straddling;
    auto sr = sphere_plane_side(sphere, plane);
    spheres.add(sr.side == sref, true, std::min(std::abs(lo), std::abs(hi)) <= sr.band,
                [&](std::ostream& out) {
                  out << "sphere " << test::str(sphere.center) << " r " << sphere.radius << " lo "
                      << double(lo) << " hi " << double(hi);
                });
  }
  EXPECT_NO_REAL_DISAGREEMENT(points);
  EXPECT_NO_REAL_DISAGREEMENT(spheres);
}

TYPED_TEST(PlaneQueriesTest, PropertySegmentAgainstEndSigns) {
  using T = TypeParam;
  test::Random random(0x5E6);
  // A quarter end on the plane: at most those, plus 0.1% by chance.
  test::Tally tally("segment-plane", test::boundary_ceiling(test::kPropertyCases, 0.25, 1e-3));
  for (int i = 0; i < test::kPropertyCases; ++i) {
    const Plane<T> plane = random.plane<T>(3);
    Segment<T> seg{random.vec<T>(-4, 4), random.vec<T>(-4, 4)};
    // A quarter of the segments end on the plane (up to rounding).
    if (random.one_in(4)) seg.b = seg.b - T(glm::dot(plane.n, seg.b) - plane.d) * plane.n;
    const Real da = wide_distance(plane, wide(seg.a)), db = wide_distance(plane, wide(seg.b));
    const bool reference = std::min(da, db) <= 0 && std::max(da, db) >= 0;
    auto r = segment_plane_crossing(seg, plane);
    tally.add(r.intersects, reference, std::min(std::abs(da), std::abs(db)) <= r.band);
    if (r.kind == SegmentPlaneKind::crosses) {
      // The evidence: the crossing point is on the plane and on the segment at t.
      ASSERT_GE(r.t, T(0));
      ASSERT_LE(r.t, T(1));
      const Real off = wide_distance(plane, wide(r.point));
      ASSERT_LE(std::abs(off), 4 * Real(r.band) + 1e-5L * (std::abs(da) + std::abs(db)));
    }
  }
  EXPECT_NO_REAL_DISAGREEMENT(tally);
}

TYPED_TEST(PlaneQueriesTest, PropertyMovingSphereAgainstDenseSamplingOfT) {
  using T = TypeParam;
  test::Random random(0x70C);
  // A quarter are built to graze the plane: at most those, plus 0.1%; times are never excused.
  test::Tally verdicts("moving sphere-plane",
                       test::boundary_ceiling(test::kPropertyCases, 0.25, 1e-3)),
      times("moving sphere first t vs samples", 0);
  constexpr int kSamples = 256;
  for (int i = 0; i < test::kPropertyCases; ++i) {
    const Plane<T> plane = random.plane<T>(2);
    MovingSphere<T> m{random.sphere<T>(4, 1.5), random.vec<T>(-8, 8)};
    const Real d0w = wide_distance(plane, wide(m.sphere.center));
    // A quarter of the spheres end exactly touching at t = 1 (up to rounding).
    if (random.one_in(4)) {
      const Vec3<T> end = m.sphere.center + m.velocity;
      const T sigma = d0w > 0 ? T(1) : T(-1);
      const T shift = T(glm::dot(plane.n, end) - plane.d) - sigma * m.sphere.radius;
      m.velocity -= shift * plane.n;
    }
    const VecL c = wide(m.sphere.center), v = wide(m.velocity);
    const Real r = m.sphere.radius;
    // Dense sampling of t: the first sample in contact, or the first interval the center
    // crosses the plane in (dist is linear in t, so no contact can hide between samples).
    int first = -1;
    Real previous = 0;
    for (int k = 0; k <= kSamples; ++k) {
      const Real dist = wide_distance(plane, c + (Real(k) / kSamples) * v);
      if (std::abs(dist) <= r || (k > 0 && (dist < 0) != (previous < 0))) {
        first = k;
        break;
      }
      previous = dist;
    }
    auto res = swept_sphere_plane_contact(m, plane);
    const Real d1w = wide_distance(plane, c + v);
    const Real sigma = d0w > 0 ? 1 : -1;
    const bool in_band =
        std::abs(std::abs(d0w) - r) <= res.band || std::abs(sigma * d1w - r) <= res.band;
    verdicts.add(res.intersects, first >= 0, in_band, [&](std::ostream& out) {
      out << "c " << test::str(m.sphere.center) << " r " << m.sphere.radius << " v "
          << test::str(m.velocity) << " ours " << name_of(res.kind);
    });
    if (res.intersects && first >= 0) {
      // Our t lies in the sampled interval (t_{k−1}, t_k], up to the band in time.
      const Real speed = std::abs(d1w - d0w);
      const Real slack = speed > 0 ? Real(res.band) / speed + 1e-6L : 1;
      const Real lo = first == 0 ? 0 : Real(first - 1) / kSamples, hi = Real(first) / kSamples;
      times.add(Real(res.t) >= lo - slack && Real(res.t) <= hi + slack, true, false,
                [&](std::ostream& out) {
                  out << "t " << double(res.t) << " outside [" << double(lo) << ", " << double(hi)
                      << "]";
                });
    } else {
      times.add(true, true, false);
    }
  }
  EXPECT_NO_REAL_DISAGREEMENT(verdicts);
  EXPECT_NO_REAL_DISAGREEMENT(times);
}

TYPED_TEST(PlaneQueriesTest, PropertyEllipsoidAgainstItsQuadraticForm) {
  using T = TypeParam;
  test::Random random(0xE111);
  // Half are built tangent: at most those, plus 0.1%.
  test::Tally tally("ellipsoid-plane", test::boundary_ceiling(test::kPropertyCases, 0.5, 1e-3));
  for (int i = 0; i < test::kPropertyCases; ++i) {
    const Plane<T> plane = random.plane<T>(3);
    Ellipsoid<T> e = Ellipsoid<T>::from_rotation(random.vec<T>(-3, 3), random.vec<T>(0.05, 2),
                                                 random.rotation<T>());
    // Independent: the effective radius as √(nᵀ·M·n) with M = U·diag(a²)·Uᵀ built as a matrix.
    Real m[3][3] = {};
    for (int k = 0; k < 3; ++k)
      for (int p = 0; p < 3; ++p)
        for (int q = 0; q < 3; ++q)
          m[p][q] += Real(e.radii[k]) * Real(e.radii[k]) * Real(e.axes[k][p]) * Real(e.axes[k][q]);
    Real quad = 0;
    for (int p = 0; p < 3; ++p)
      for (int q = 0; q < 3; ++q)
        quad += Real(plane.n[p]) * m[p][q] * Real(plane.n[q]);
    const Real radius = std::sqrt(quad);
    Real s = wide_distance(plane, wide(e.center));
    if (random.one_in(2)) {  // tangent, up to rounding the center
      e.center -= T(s - radius) * plane.n;
      s = wide_distance(plane, wide(e.center));
    }
    const PlaneSide reference = s - radius > 0   ? PlaneSide::front
                                : s + radius < 0 ? PlaneSide::back
                                                 : PlaneSide::straddling;
    auto r = ellipsoid_plane_side(e, plane);
    tally.add(r.side == reference, true,
              std::min(std::abs(s - radius), std::abs(s + radius)) <= r.band);
    // √(Σ (aᵢ n·uᵢ)²) against √(nᵀMn): both a few roundings of numbers of size <= the radius
    // (+1 for |n|): 64 ulps.
    const double ulp = std::numeric_limits<T>::epsilon();
    ASSERT_NEAR(double(r.effective_radius), double(radius), 64 * ulp * (1 + double(radius)));
    // The evidence: the back support point is on the surface, at distance s − r.
    if (i % 8 == 0) {
      Real on_surface = 0;
      for (int k = 0; k < 3; ++k) {
        const Real local = glm::dot(wide(r.support_back) - wide(e.center), wide(e.axes[k]));
        on_surface += (local / Real(e.radii[k])) * (local / Real(e.radii[k]));
      }
      // The point's coordinates carry rounding of size ulp·(|c| + a_max); in the unit frame
      // that is divided by a_min, and Σ(xᵢ/aᵢ)² doubles it, three times over: 64 of that.
      const double a_min = double(std::min({e.radii.x, e.radii.y, e.radii.z}));
      const double a_max = double(std::max({e.radii.x, e.radii.y, e.radii.z}));
      ASSERT_NEAR(double(on_surface), 1,
                  64 * ulp * (1 + (double(l1_norm(e.center)) + a_max) / a_min));
      ASSERT_NEAR(double(wide_distance(plane, wide(r.support_back))), double(s - radius),
                  1e-4 * (1 + std::abs(double(s))));
    }
  }
  EXPECT_NO_REAL_DISAGREEMENT(tally);
}

TYPED_TEST(PlaneQueriesTest, PropertyTriangleAgainstVertexSigns) {
  using T = TypeParam;
  test::Random random(0x7A1);
  // A third have a vertex put on the plane: at most those, plus 0.1%.
  test::Tally sides("triangle-plane side",
                    test::boundary_ceiling(test::kPropertyCases, 1.0 / 3, 1e-3)),
      cuts("triangle-plane cut", test::boundary_ceiling(test::kPropertyCases, 1.0 / 3, 1e-3));
  for (int i = 0; i < test::kPropertyCases; ++i) {
    const Plane<T> plane = random.plane<T>(2);
    std::array<Vec3<T>, 3> v{random.vec<T>(-3, 3), random.vec<T>(-3, 3), random.vec<T>(-3, 3)};
    // A third of the triangles get a vertex on the plane (up to rounding).
    if (random.one_in(3)) v[0] -= T(glm::dot(plane.n, v[0]) - plane.d) * plane.n;
    const Triangle<T> tri{v[0], v[1], v[2]};
    std::array<Real, 3> d;
    for (int k = 0; k < 3; ++k)
      d[k] = wide_distance(plane, wide(v[k]));
    const Real lo = std::min({d[0], d[1], d[2]}), hi = std::max({d[0], d[1], d[2]});
    const PlaneSide reference = lo > 0   ? PlaneSide::front
                                : hi < 0 ? PlaneSide::back
                                         : PlaneSide::straddling;
    auto r = triangle_plane_cut(tri, plane);
    const bool in_band = std::min({std::abs(d[0]), std::abs(d[1]), std::abs(d[2])}) <= r.band;
    sides.add(r.side == reference, true, in_band);
    // Outside the band a straddling triangle is cut along a segment whose ends are on the
    // plane and on two edges; a vertex or whole-triangle cut needs a vertex in the band.
    const TriangleCut ref_cut =
        reference == PlaneSide::straddling ? TriangleCut::segment : TriangleCut::none;
    cuts.add(r.cut == ref_cut, true, in_band);
    if (r.cut == TriangleCut::segment) {
      for (const Vec3<T>& p : r.points)
        ASSERT_LE(std::abs(wide_distance(plane, wide(p))), 1e-4 * (1 + std::abs(double(hi - lo))));
    }
  }
  EXPECT_NO_REAL_DISAGREEMENT(sides);
  EXPECT_NO_REAL_DISAGREEMENT(cuts);
}

}  // namespace
}  // namespace collide
