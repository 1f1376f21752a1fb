#include "core/queries/triangle_triangle.hpp"

#include <cmath>
#include <limits>
#include <type_traits>

#include <gtest/gtest.h>

#include "tests/core/queries/query_test_support.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

using test::Real;
using test::VecL;
using test::wide;

template <class T>
class TriangleTriangleTest : public ::testing::Test {};
TYPED_TEST_SUITE(TriangleTriangleTest, test::Scalars);

// a: (0,0,0), (4,0,0), (0,4,0) in z = 0.
TYPED_TEST(TriangleTriangleTest, HandWorked) {
  using T = TypeParam;
  const Triangle<T> a{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
  // Upright in y = 1, from x = 1 to 3, z from −1 to 1: crosses a along y = 1, x in [1, 3].
  auto cross = triangle_triangle(a, Triangle<T>{{1, 1, -1}, {3, 1, -1}, {2, 1, 1}});
  EXPECT_EQ(cross.kind, TriangleTriangleKind::intervals_overlap);
  EXPECT_TRUE(cross.intersects);
  // The shared segment lies on y = 1, z = 0 between x = 1.5 and 2.5 (b's cut of z = 0).
  for (const Vec3<T>& p : cross.shared) {
    EXPECT_NEAR(p.y, 1, test::float_ulps<T>(1e-6));
    EXPECT_NEAR(p.z, 0, test::float_ulps<T>(1e-6));
  }
  EXPECT_NEAR(std::min(cross.shared[0].x, cross.shared[1].x), 1.5, test::float_ulps<T>(1e-6));
  EXPECT_NEAR(std::max(cross.shared[0].x, cross.shared[1].x), 2.5, test::float_ulps<T>(1e-6));
  // Above the plane of a.
  auto above = triangle_triangle(a, Triangle<T>{{1, 1, 1}, {3, 1, 1}, {2, 1, 2}});
  EXPECT_EQ(above.kind, TriangleTriangleKind::apart_by_plane_a);
  EXPECT_FALSE(above.intersects);
  // Crosses a's plane beyond the hypotenuse: both cut the line, in intervals apart.
  auto beside = triangle_triangle(a, Triangle<T>{{3, 3, -1}, {5, 3, -1}, {4, 3, 1}});
  EXPECT_FALSE(beside.intersects);
  EXPECT_EQ(beside.kind, TriangleTriangleKind::intervals_apart);
  // Touching: b's lowest vertex on a's face.
  auto vertex = triangle_triangle(a, Triangle<T>{{1, 1, 0}, {3, 1, 2}, {1, 3, 2}});
  EXPECT_TRUE(vertex.intersects);
  // Coplanar: overlapping, sharing only an edge point, and apart.
  auto overlap = triangle_triangle(a, Triangle<T>{{1, 1, 0}, {5, 1, 0}, {1, 5, 0}});
  EXPECT_EQ(overlap.kind, TriangleTriangleKind::coplanar);
  EXPECT_TRUE(overlap.intersects);
  auto inside = triangle_triangle(a, Triangle<T>{{0.5, 0.5, 0}, {1, 0.5, 0}, {0.5, 1, 0}});
  EXPECT_TRUE(inside.intersects) << "one inside the other: no edges cross";
  auto touch = triangle_triangle(a, Triangle<T>{{4, 0, 0}, {6, 0, 0}, {5, 2, 0}});
  EXPECT_TRUE(touch.intersects) << "they share the vertex (4, 0, 0)";
  auto apart = triangle_triangle(a, Triangle<T>{{3, 3, 0}, {6, 3, 0}, {3, 6, 0}});
  EXPECT_EQ(apart.kind, TriangleTriangleKind::coplanar);
  EXPECT_FALSE(apart.intersects);
  EXPECT_NEAR(apart.gap, std::sqrt(2.0), test::float_ulps<T>(1e-6));
  // Degenerate: a segment through a's face, a point on its edge, a point above it.
  EXPECT_TRUE(triangle_triangle(Triangle<T>{{1, 1, -1}, {1, 1, 1}, {1, 1, 0}}, a).intersects);
  EXPECT_TRUE(triangle_triangle(a, Triangle<T>{{2, 0, 0}, {2, 0, 0}, {2, 0, 0}}).intersects);
  EXPECT_FALSE(triangle_triangle(a, Triangle<T>{{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}).intersects);
  // Invalid input.
  const T nan = std::numeric_limits<T>::quiet_NaN();
  auto bad = triangle_triangle(a, Triangle<T>{{0, 0, 0}, {0, nan, 0}, {0, 0, 0}});
  EXPECT_EQ(bad.input.problem, Problem::non_finite);
  EXPECT_EQ(bad.input.operand, Operand::b);
  EXPECT_FALSE(bad.intersects);
}

// b lies in a's plane (within the band) but 1.5 beside it; b's plane z = m·y is tilted by m
// (m = 2⁻¹⁵) about the x axis, so a's far vertices are 20·m = 6.1e-4 from it, beyond the float
// band (16 ε · 52.5 = 1.0e-4), while b's heights 2m..3m = 9.2e-5 are inside it. Judged from a's
// distances alone this was not coplanar: a's cut of b's plane is its apex, [0, 0] along x,
// and b, wholly "on" a's plane, cut it in its whole shadow [−1, 1], so the intervals
// "overlapped". In double, 2m is 1e8 bands: b is above a's plane.
TYPED_TEST(TriangleTriangleTest, InOnePlaneOnlyJudgedBothWays) {
  using T = TypeParam;
  const T m = T(1) / 32768;
  const Triangle<T> a{{-1, -20, 0}, {1, -20, 0}, {0, T(0.5), 0}};
  const Triangle<T> b{{-1, 2, 2 * m}, {1, 2, 2 * m}, {0, 3, 3 * m}};
  for (const auto& r : {triangle_triangle(a, b), triangle_triangle(b, a)}) {
    EXPECT_FALSE(r.intersects) << name_of(r.kind) << " gap " << r.gap;
    if constexpr (std::is_same_v<T, float>) {
      EXPECT_EQ(r.kind, TriangleTriangleKind::coplanar);
      EXPECT_NEAR(r.gap, 1.5, 1e-5);  // a's apex (0, 0.5, 0) to b's edge y = 2
    }
  }
}

// The float property test's cases 3901 (b in a's float plane, 0.698085 beside a: was
// "intervals overlap, gap −1.09") and 7393 (overlapping in one plane: was a shared segment
// outside the triangles), now both decided in the plane.
TEST(TriangleTriangleFloat, NearlyCoplanarPropertyCases) {
  const Triangle<float> a1{{-0.29251515865325928f, -0.17426474392414093f, -1.8972005844116211f},
                           {1.3206591606140137f, 0.45124751329421997f, 0.9769166111946106f},
                           {-1.489013671875f, -0.57594567537307739f, -1.0680798292160034f}};
  const Triangle<float> b1{{-0.45794200897216797f, -0.29661259055137634f, -4.9596848487854004f},
                           {-1.8983896970748901f, -0.73424834012985229f, -1.7768118381500244f},
                           {-2.1318964958190918f, -0.80512279272079468f, -1.2575442790985107f}};
  const auto r1 = triangle_triangle(a1, b1);
  EXPECT_FALSE(r1.intersects) << name_of(r1.kind) << " gap " << r1.gap;
  EXPECT_EQ(r1.kind, TriangleTriangleKind::coplanar);
  EXPECT_NEAR(r1.gap, 0.698085, 4 * r1.band);
  const Triangle<float> a2{{0.37453556060791016f, 1.0344113111495972f, 1.055058479309082f},
                           {0.80405670404434204f, 0.50787049531936646f, 1.202564001083374f},
                           {-1.2310466766357422f, -0.52444815635681152f, -0.47405314445495605f}};
  const Triangle<float> b2{{-1.8488569259643555f, -2.1473462581634521f, -1.346035361289978f},
                           {0.72746032476425171f, 1.2566831111907959f, 1.3578037023544312f},
                           {1.2556214332580566f, 1.9467387199401855f, 1.9099476337432861f}};
  const auto r2 = triangle_triangle(a2, b2);
  EXPECT_TRUE(r2.intersects) << name_of(r2.kind) << " gap " << r2.gap;
  EXPECT_EQ(r2.kind, TriangleTriangleKind::coplanar);
  EXPECT_LE(r2.gap, r2.band);
}

// The property test against a certified distance: triangle_triangle_property_test.cpp.
// Found by the pair fuzzer (a free run, assets/help/the-test-suite.md) and by a search like it:
// lattice triangles, exact in float as in double, on which float and double disagreed with
// neither flagging its band. a.c is 7.8e-5 from b's plane: inside float's band (2.3e-4), so float
// takes it as on the plane and its cut is that vertex alone; double crosses the shallow edge
// a.b → a.c (it falls 0.071 over 25 units) 0.027 from a.c, and the two cuts then overlap. The
// interval test is ill conditioned there: a distance off by the band moves that edge's crossing
// by band/0.071 of the edge, so float's gap of 0.004 is within that error and decided inside the
// band. (A search of 20 million such pairs for disagreements outside every band found none
// after the fix; 5 in minutes before it.)
TEST(TriangleTriangleFloat, IllConditionedIntervalsAreWithinTolerance) {
  const Triangle<double> a{{0, 30.9619140625, -8.2548828125},
                           {-16.48828125, 18.4326171875, 0.25},
                           {0.25, -0.125, -0.125}};
  const Triangle<double> b{
      {-0.125, -0.125, -0.125}, {-0.25, 15.591796875, 0.25}, {28.6708984375, 0.125, -0.125}};
  auto to_float = [](const Triangle<double>& t) {
    return Triangle<float>{Vec3<float>(t.a), Vec3<float>(t.b), Vec3<float>(t.c)};
  };
  const TriangleTriangle<double> d = triangle_triangle(a, b);
  const TriangleTriangle<float> f = triangle_triangle(to_float(a), to_float(b));
  // The disagreement itself (the triangles are exact in float: only the arithmetic differs).
  ASSERT_NE(f.intersects, d.intersects);
  EXPECT_EQ(d.kind, TriangleTriangleKind::intervals_overlap);
  EXPECT_EQ(f.kind, TriangleTriangleKind::intervals_apart);
  EXPECT_GT(f.gap, f.band);  // outside the contact band alone: the flag is the cuts' error
  EXPECT_TRUE(f.within_tolerance);
}

}  // namespace
}  // namespace collide
