#include "core/queries/closest_points.hpp"

#include <cmath>
#include <limits>
#include <type_traits>

#include <gtest/gtest.h>

#include "tests/core/queries/query_test_support.hpp"
#include "tests/core/queries/reference_distance.hpp"
#include "tests/core/reference/polytope_distance.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

using test::Real;
using test::wide;

template <class T>
class ClosestPointsTest : public ::testing::Test {};
TYPED_TEST_SUITE(ClosestPointsTest, test::Scalars);

template <class T>
void expect_vec_near(const Vec3<T>& got, const Vec3<T>& want, double tol = 1e-5) {
  EXPECT_NEAR(got.x, want.x, tol);
  EXPECT_NEAR(got.y, want.y, tol);
  EXPECT_NEAR(got.z, want.z, tol);
}

TYPED_TEST(ClosestPointsTest, PointPoint) {
  using T = TypeParam;
  auto same = closest_points(Point<T>{{1, 2, 3}}, Point<T>{{1, 2, 3}});
  EXPECT_TRUE(same.intersects);
  EXPECT_EQ(same.distance, T(0));
  auto apart = closest_points(Point<T>{{0, 0, 0}}, Point<T>{{3, 4, 0}});
  EXPECT_FALSE(apart.intersects);
  EXPECT_EQ(apart.distance, T(5));
  // One ulp apart is apart: a point has no thickness.
  EXPECT_FALSE(
      closest_points(Point<T>{{1, 2, 3}}, Point<T>{{1, 2, std::nextafter(T(3), T(4))}}).intersects);
}

// Segment (0,0,0)–(4,0,0): the parameter is the projection clamped to [0, 1].
TYPED_TEST(ClosestPointsTest, PointSegmentHandWorked) {
  using T = TypeParam;
  const Segment<T> s{{0, 0, 0}, {4, 0, 0}};
  auto side = closest_points(Point<T>{{1, 2, 0}}, s);
  EXPECT_FALSE(side.intersects);
  EXPECT_EQ(side.t, T(0.25));
  expect_vec_near(side.on_b, Vec3<T>{1, 0, 0});
  EXPECT_EQ(side.distance, T(2));
  auto before = closest_points(Point<T>{{-3, 4, 0}}, s);
  EXPECT_EQ(before.t, T(0));
  EXPECT_EQ(before.distance, T(5));
  auto on = closest_points(Point<T>{{2, 0, 0}}, s);
  EXPECT_TRUE(on.intersects);
  EXPECT_EQ(on.t, T(0.5));
  auto end = closest_points(Point<T>{{4, 0, 0}}, s);
  EXPECT_TRUE(end.intersects) << "an end point belongs to the segment";
  EXPECT_EQ(end.t, T(1));
  // A zero-length segment is a point.
  const Segment<T> dot{{1, 1, 1}, {1, 1, 1}};
  EXPECT_TRUE(closest_points(Point<T>{{1, 1, 1}}, dot).intersects);
  auto off = closest_points(Point<T>{{1, 1, 2}}, dot);
  EXPECT_FALSE(off.intersects);
  EXPECT_EQ(off.distance, T(1));
}

// Triangle a(0,0,0), b(4,0,0), c(0,4,0): one point in each Voronoi region.
TYPED_TEST(ClosestPointsTest, PointTriangleRegions) {
  using T = TypeParam;
  const Triangle<T> tri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
  struct Case {
    Vec3<T> p, closest;
    TriangleRegion region;
    double distance;
  };
  const Case cases[] = {
      {{1, 1, 3}, {1, 1, 0}, TriangleRegion::face, 3},
      {{-1, -1, 0}, {0, 0, 0}, TriangleRegion::vertex_a, std::sqrt(2.0)},
      {{5, -1, 0}, {4, 0, 0}, TriangleRegion::vertex_b, std::sqrt(2.0)},
      {{0, 5, 0}, {0, 4, 0}, TriangleRegion::vertex_c, 1},
      {{2, -3, 0}, {2, 0, 0}, TriangleRegion::edge_ab, 3},
      {{3, 3, 1}, {2, 2, 0}, TriangleRegion::edge_bc, std::sqrt(3.0)},
      {{-2, 2, 0}, {0, 2, 0}, TriangleRegion::edge_ca, 2},
  };
  for (const Case& c : cases) {
    auto r = closest_points(Point<T>{c.p}, tri);
    EXPECT_EQ(r.region, c.region) << test::str(c.p);
    expect_vec_near(r.on_b, c.closest);
    EXPECT_NEAR(r.distance, c.distance, test::float_ulps<T>(1e-6));
    EXPECT_FALSE(r.intersects);
    const Vec3<T> from_bary =
        r.barycentric.x * tri.a + r.barycentric.y * tri.b + r.barycentric.z * tri.c;
    expect_vec_near(from_bary, r.on_b);
  }
  auto face = closest_points(Point<T>{{1, 1, 3}}, tri);
  expect_vec_near(face.barycentric, Vec3<T>{0.5, 0.25, 0.25});
  // On an edge and on a vertex: closed sets, so both intersect.
  auto edge = closest_points(Point<T>{{2, 0, 0}}, tri);
  EXPECT_TRUE(edge.intersects);
  EXPECT_EQ(edge.region, TriangleRegion::edge_ab);
  EXPECT_EQ(edge.distance, T(0));
  EXPECT_TRUE(closest_points(Point<T>{{0, 4, 0}}, tri).intersects);
  EXPECT_FALSE(closest_points(Point<T>{{2, 2, T(1e-3)}}, tri).intersects);
}

TYPED_TEST(ClosestPointsTest, DegenerateTriangles) {
  using T = TypeParam;
  const Triangle<T> line{{0, 0, 0}, {1, 0, 0}, {2, 0, 0}};
  auto above = closest_points(Point<T>{{1.5, 1, 0}}, line);
  EXPECT_EQ(above.distance, T(1));
  EXPECT_EQ(above.region, TriangleRegion::edge_bc);
  auto beyond = closest_points(Point<T>{{3, 0, 0}}, line);
  EXPECT_EQ(beyond.distance, T(1));
  EXPECT_EQ(beyond.region, TriangleRegion::vertex_c);
  EXPECT_TRUE(closest_points(Point<T>{{0.5, 0, 0}}, line).intersects);
  const Triangle<T> dot{{1, 1, 1}, {1, 1, 1}, {1, 1, 1}};
  EXPECT_TRUE(closest_points(Point<T>{{1, 1, 1}}, dot).intersects);
  EXPECT_EQ(closest_points(Point<T>{{1, 1, 3}}, dot).distance, T(2));
}

TYPED_TEST(ClosestPointsTest, SphereTriangle) {
  using T = TypeParam;
  const Triangle<T> tri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
  auto touch = closest_points(Sphere<T>{{1, 1, 2}, 2}, tri);
  EXPECT_TRUE(touch.intersects);
  EXPECT_TRUE(touch.within_tolerance);
  EXPECT_EQ(touch.gap, T(0));
  EXPECT_EQ(touch.region, TriangleRegion::face);
  EXPECT_FALSE(closest_points(Sphere<T>{{1, 1, 2}, T(1.99)}, tri).intersects);
  // Beyond edge bc: center (3,3,0), nearest (2,2,0) at √2.
  EXPECT_TRUE(closest_points(Sphere<T>{{3, 3, 0}, T(1.5)}, tri).intersects);
  auto edge = closest_points(Sphere<T>{{3, 3, 0}, T(1.4)}, tri);
  EXPECT_FALSE(edge.intersects);
  EXPECT_EQ(edge.region, TriangleRegion::edge_bc);
  EXPECT_TRUE(closest_points(Sphere<T>{{1, 1, 0}, 0}, tri).intersects) << "zero radius";
}

TYPED_TEST(ClosestPointsTest, SegmentSegmentHandWorked) {
  using T = TypeParam;
  const Segment<T> x{{0, 0, 0}, {2, 0, 0}};
  auto skew = closest_points(x, Segment<T>{{1, -1, 1}, {1, 1, 1}});
  EXPECT_FALSE(skew.intersects);
  EXPECT_EQ(skew.s, T(0.5));
  EXPECT_EQ(skew.t, T(0.5));
  EXPECT_EQ(skew.distance, T(1));
  EXPECT_FALSE(skew.parallel);
  auto cross = closest_points(x, Segment<T>{{1, -1, 0}, {1, 1, 0}});
  EXPECT_TRUE(cross.intersects);
  EXPECT_EQ(cross.distance, T(0));
  auto parallel = closest_points(x, Segment<T>{{1, 1, 0}, {3, 1, 0}});
  EXPECT_TRUE(parallel.parallel);
  EXPECT_FALSE(parallel.intersects);
  EXPECT_NEAR(parallel.distance, 1, test::float_ulps<T>(1e-6));
  // Collinear, end to end: they share the point (2, 0, 0).
  auto chain = closest_points(x, Segment<T>{{2, 0, 0}, {3, 0, 0}});
  EXPECT_TRUE(chain.intersects);
  EXPECT_TRUE(chain.parallel);
  auto gap = closest_points(x, Segment<T>{{3, 0, 0}, {4, 0, 0}});
  EXPECT_FALSE(gap.intersects);
  EXPECT_EQ(gap.distance, T(1));
  // Zero-length segments.
  const Segment<T> p{{1, 0, 0}, {1, 0, 0}};
  EXPECT_TRUE(closest_points(p, x).intersects);
  EXPECT_TRUE(closest_points(x, p).intersects);
  EXPECT_EQ(closest_points(p, Segment<T>{{1, 0, 2}, {1, 0, 2}}).distance, T(2));
}

// Nearly parallel segments that cross (the property test's cases, its certified distance
// <= 7e-10 in float, 4.2e-18 in double, sinθ ≈ 0.028 and 0.003): a·e − b² cancelled to an
// error of ε/sin²θ, moving s so far that the core said 1.8e-5 (band 1.54e-5) and 1.95e-13
// (band 4.4e-14). The cross-product form keeps the distance within rounding of 0.
TYPED_TEST(ClosestPointsTest, SegmentSegmentNearlyParallelTouching) {
  using T = TypeParam;
  Segment<T> a, b;
  if constexpr (std::is_same_v<T, float>) {
    a = {{1.8514695167541504f, -1.8520127534866333f, 0.13250821828842163f},
         {1.7704542875289917f, 0.63749194145202637f, 0.83505046367645264f}};
    b = {{1.8016575574874878f, 1.5102050304412842f, 1.101027250289917f},
         {1.8178778886795044f, -1.5421717166900635f, 0.212177574634552f}};
  } else {
    a = {{1.0758788054053552, -0.14864205480558024, 1.2845763866092046},
         {0.091157288232612821, 1.0619877793532946, -0.82320908733161913}};
    b = {{-0.26734723607692157, 1.5167521272028952, -1.6083981106794201},
         {1.5957328502237356, -0.79559874864547542, 2.4072855311415182}};
  }
  const auto r = closest_points(a, b);
  EXPECT_TRUE(r.intersects) << "distance " << r.distance << " band " << r.band;
  EXPECT_FALSE(r.parallel);
  EXPECT_LE(r.distance, r.band / 4);
  EXPECT_GT(r.s, T(0));
  EXPECT_LT(r.s, T(1));
  EXPECT_GT(r.t, T(0));
  EXPECT_LT(r.t, T(1));
}

TYPED_TEST(ClosestPointsTest, SegmentSphereGrazes) {
  using T = TypeParam;
  const Sphere<T> unit{{0, 0, 0}, 1};
  auto graze = closest_points(Segment<T>{{-2, 1, 0}, {2, 1, 0}}, unit);
  EXPECT_TRUE(graze.intersects);
  EXPECT_TRUE(graze.within_tolerance);
  EXPECT_EQ(graze.s, T(0.5));
  expect_vec_near(graze.on_a, Vec3<T>{0, 1, 0});
  EXPECT_FALSE(
      closest_points(Segment<T>{{-2, 1, 0}, {2, 1, 0}}, Sphere<T>{{0, 0, 0}, T(0.999)}).intersects);
  EXPECT_TRUE(closest_points(Segment<T>{{-3, 0, 0}, {-1, 0, 0}}, unit).intersects)
      << "ends on the surface";
  EXPECT_FALSE(closest_points(Segment<T>{{-3, 0, 0}, {T(-1.001), 0, 0}}, unit).intersects);
  EXPECT_TRUE(closest_points(Segment<T>{{0, 0, 0}, {0, 0, 0}}, unit).intersects);
}

TYPED_TEST(ClosestPointsTest, InvalidInput) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  auto r = closest_points(Point<T>{{nan, 0, 0}}, Segment<T>{});
  EXPECT_FALSE(r.intersects);
  EXPECT_EQ(r.input.problem, Problem::non_finite);
  EXPECT_EQ(r.input.operand, Operand::a);
  auto s = closest_points(Segment<T>{}, Sphere<T>{{0, 0, 0}, -1});
  EXPECT_EQ(s.input.problem, Problem::negative_radius);
  EXPECT_EQ(s.input.operand, Operand::b);
  auto t = closest_points(Sphere<T>{}, Triangle<T>{{0, 0, 0}, {1, 0, 0}, {0, 0, nan}});
  EXPECT_EQ(t.input.problem, Problem::non_finite);
  EXPECT_EQ(t.input.operand, Operand::b);
  EXPECT_FALSE(t.intersects);
}

// A point at barycentrics (u, v, 1 − u − v) of a triangle, or on a segment: puts a quarter of
// the random cases on the boundary, where the band matters.
template <class T>
Vec3<T> on_triangle(test::Random& random, const Triangle<T>& tri) {
  double u = random.uniform(0, 1), v = random.uniform(0, 1);
  if (u + v > 1) u = 1 - u, v = 1 - v;
  if (random.one_in(3)) v = 0;  // on an edge
  const glm::dvec3 a(tri.a), b(tri.b), c(tri.c);
  return Vec3<T>((1 - u - v) * a + u * b + v * c);
}

// Every closest-point query against the extended-precision reference: the verdict must agree
// whenever the true gap is outside the band, and the distance within a few bands always.
TYPED_TEST(ClosestPointsTest, PropertyAgainstReferenceDistances) {
  using T = TypeParam;
  test::Random random(0xC105E);
  // The spheres: a quarter are built touching (`boundary` below): at most those may disagree
  // inside the band, plus 0.1% of the others by chance. The point and segment pairs are
  // decided by the certified distance (tests/core/reference/polytope_distance.hpp), which
  // proves the built touches (within rounding, far below band/2): only chance puts a case
  // between band/2 and 2 bands, 0.1%.
  const long ceiling = test::boundary_ceiling(test::kPropertyCases, 0.25, 1e-3);
  const long proven = test::boundary_ceiling(test::kPropertyCases, 0, 1e-3);
  test::Tally pp("point-segment", proven), pt("point-triangle", proven),
      ss("segment-segment", proven), sp("segment-sphere", ceiling), st("sphere-triangle", ceiling);
  int distance_errors = 0;
  const double slack = std::is_same_v<T, float> ? 1e-4 : 1e-12;
  auto check = [&](test::Tally& tally, const ClosestPoints<T>& r, Real ref_distance, Real radius) {
    const Real ref_gap = ref_distance - radius;
    tally.add(r.intersects, ref_gap <= 0, std::abs(ref_gap) <= Real(r.band) * 4,
              [&](std::ostream& out) { out << "gap " << r.gap << " vs " << double(ref_gap); });
    if (std::abs(Real(r.distance) - ref_distance) > Real(slack) * (1 + ref_distance) &&
        ++distance_errors == 1)
      ADD_FAILURE() << "s " << r.s << " t " << r.t << " region " << name_of(r.region)
                    << " distance " << r.distance << " vs " << double(ref_distance);
  };
  // Point and segment pairs: "meet" proven by a pair of points within band/2, "apart" by a
  // separating plane leaving 2 bands (band: 16 ulps of the query's documented scale, the
  // coordinate differences from one vertex); unproven cases are counted in the band.
  auto check_proven = [&](test::Tally& tally, const ClosestPoints<T>& r, const test::Polytope& a,
                          const test::Polytope& b, Real scale) {
    const test::DistanceInterval d = test::distance_interval(a, b);
    const test::Proven p = test::proven(d, test::specified_band<T>(scale));
    const bool either = p == test::Proven::either;
    tally.add(r.intersects, either ? !r.intersects : p == test::Proven::intersects, either,
              [&](std::ostream& out) {
                for (const test::Polytope* x : {&a, &b})
                  for (int k = 0; k < x->count; ++k)
                    out << test::str(Vec3<double>(x->v[k])) << (k + 1 < x->count ? "-" : " / ");
                out << "distance " << r.distance << " vs [" << double(d.lower) << ", "
                    << double(d.upper) << "]";
              });
    if (std::abs(Real(r.distance) - d.upper) > Real(slack) * (1 + d.upper) &&
        ++distance_errors == 1)
      ADD_FAILURE() << "s " << r.s << " t " << r.t << " region " << name_of(r.region)
                    << " distance " << r.distance << " vs " << double(d.upper);
  };
  for (int i = 0; i < test::kPropertyCases; ++i) {
    const Triangle<T> tri{random.vec<T>(-2, 2), random.vec<T>(-2, 2), random.vec<T>(-2, 2)};
    const Segment<T> seg{random.vec<T>(-2, 2), random.vec<T>(-2, 2)};
    const bool boundary = random.one_in(4);
    const Point<T> p{boundary ? on_triangle(random, tri) : random.vec<T>(-2, 2)};
    {
      Segment<T> s = seg;
      if (boundary) s.b = p.p + (p.p - s.a) * T(0.5);  // passes through p
      auto r = closest_points(p, s);
      check_proven(pp, r, test::polytope(p.p), test::polytope(s.a, s.b),
                   test::l1(p.p - s.a) + test::l1(s.b - s.a));
    }
    {
      auto r = closest_points(p, tri);
      check_proven(pt, r, test::polytope(p.p), test::polytope(tri.a, tri.b, tri.c),
                   test::l1(p.p - tri.a) + test::l1(tri.b - tri.a) + test::l1(tri.c - tri.a));
      const Vec3<T> from_bary =
          r.barycentric.x * tri.a + r.barycentric.y * tri.b + r.barycentric.z * tri.c;
      if (glm::length(from_bary - r.on_b) > T(slack) * 10 && ++distance_errors == 1)
        ADD_FAILURE() << "barycentric " << test::str(r.barycentric) << " of " << test::str(tri.a)
                      << test::str(tri.b) << test::str(tri.c);
    }
    {
      Segment<T> other{random.vec<T>(-2, 2), random.vec<T>(-2, 2)};
      if (boundary) {
        const Vec3<T> x = seg.a + random.scalar<T>(0, 1) * (seg.b - seg.a);
        other.b = x + (x - other.a) * random.scalar<T>(0, 1);
      }
      auto r = closest_points(seg, other);
      check_proven(ss, r, test::polytope(seg.a, seg.b), test::polytope(other.a, other.b),
                   test::l1(seg.b - seg.a) + test::l1(other.a - seg.a) + test::l1(other.b - seg.a));
    }
    {
      Sphere<T> sphere = random.sphere<T>(2, 1.5);
      const Real d = test::point_segment_distance(wide(sphere.center), wide(seg.a), wide(seg.b));
      if (boundary) sphere.radius = T(d);
      auto r = closest_points(seg, sphere);
      check(sp, r, d, Real(sphere.radius));
    }
    {
      Sphere<T> sphere = random.sphere<T>(2, 1.5);
      const Real d =
          test::point_triangle_distance(wide(sphere.center), wide(tri.a), wide(tri.b), wide(tri.c));
      if (boundary) sphere.radius = T(d);
      auto r = closest_points(sphere, tri);
      check(st, r, d, Real(sphere.radius));
    }
  }
  EXPECT_NO_REAL_DISAGREEMENT(pp);
  EXPECT_NO_REAL_DISAGREEMENT(pt);
  EXPECT_NO_REAL_DISAGREEMENT(ss);
  EXPECT_NO_REAL_DISAGREEMENT(sp);
  EXPECT_NO_REAL_DISAGREEMENT(st);
  EXPECT_EQ(distance_errors, 0);
}

}  // namespace
}  // namespace collide
