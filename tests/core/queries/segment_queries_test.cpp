#include "core/queries/segment_queries.hpp"

#include <cmath>
#include <limits>
#include <random>

#include <gtest/gtest.h>

#include "core/queries/convex_proximity.hpp"
#include "tests/core/queries/query_test_support.hpp"
#include "tests/core/queries/reference_distance.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

using test::Real;
using test::VecL;
using test::wide;

template <class T>
class SegmentQueriesTest : public ::testing::Test {};
TYPED_TEST_SUITE(SegmentQueriesTest, test::Scalars);

// Box [0,1]³; the segment y = z = 0.5 from x = −1 to 3 enters at x = 0 (t = 0.25) and leaves
// at x = 1 (t = 0.5).
TYPED_TEST(SegmentQueriesTest, SlabsHandWorked) {
  using T = TypeParam;
  const Aabb<T> box = test::unit_box<T>();
  auto through = segment_box_slabs(Segment<T>{{-1, 0.5, 0.5}, {3, 0.5, 0.5}}, box);
  EXPECT_TRUE(through.intersects);
  EXPECT_EQ(through.t_enter, T(0.25));
  EXPECT_EQ(through.t_exit, T(0.5));
  EXPECT_EQ(through.enter_axis, 0);
  EXPECT_EQ(through.exit_axis, 0);
  EXPECT_TRUE(through.slabs[1].parallel);
  EXPECT_FALSE(through.slabs[1].outside);
  EXPECT_EQ(through.enter_point, (Vec3<T>{0, 0.5, 0.5}));
  // Parallel to x and above the box: the y slab rules it out.
  auto above = segment_box_slabs(Segment<T>{{-1, 2, 0.5}, {3, 2, 0.5}}, box);
  EXPECT_FALSE(above.intersects);
  EXPECT_TRUE(above.slabs[1].outside);
  // Along an edge of the box (y = 1, z = 1): closed sets, it touches.
  EXPECT_TRUE(segment_box_slabs(Segment<T>{{-1, 1, 1}, {3, 1, 1}}, box).intersects);
  // Inside entirely: t_enter = 0, t_exit = 1, no slab decides.
  auto inside = segment_box_slabs(Segment<T>{{0.2, 0.2, 0.2}, {0.8, 0.7, 0.6}}, box);
  EXPECT_TRUE(inside.intersects);
  EXPECT_EQ(inside.t_enter, T(0));
  EXPECT_EQ(inside.t_exit, T(1));
  EXPECT_EQ(inside.enter_axis, -1);
  // Ends on the face x = 0: t_enter = t_exit = 1.
  auto ends = segment_box_slabs(Segment<T>{{-1, 0.5, 0.5}, {0, 0.5, 0.5}}, box);
  EXPECT_TRUE(ends.intersects);
  EXPECT_EQ(ends.t_enter, T(1));
  EXPECT_FALSE(segment_box_slabs(Segment<T>{{-1, 0.5, 0.5}, {-0.001, 0.5, 0.5}}, box).intersects);
  // Diagonal past the corner (1,1,·): x + y = 2.5 misses; x + y = 2 touches the edge.
  EXPECT_FALSE(segment_box_slabs(Segment<T>{{2.5, 0, 0.5}, {0, 2.5, 0.5}}, box).intersects);
  EXPECT_TRUE(segment_box_slabs(Segment<T>{{2, 0, 0.5}, {0, 2, 0.5}}, box).intersects);
  // A zero-length segment is a point.
  EXPECT_TRUE(segment_box_slabs(Segment<T>{{1, 1, 1}, {1, 1, 1}}, box).intersects);
  EXPECT_FALSE(segment_box_slabs(Segment<T>{{1, 1, 2}, {1, 1, 2}}, box).intersects);
  // A zero-extent box is a point.
  const Aabb<T> dot{{0, 0, 0}, {0, 0, 0}};
  EXPECT_TRUE(segment_box_slabs(Segment<T>{{-1, -1, -1}, {1, 1, 1}}, dot).intersects);
}

TYPED_TEST(SegmentQueriesTest, SlabsObb) {
  using T = TypeParam;
  // The unit cube turned 45° about z: its corners reach x = ±√2.
  const T h = std::sqrt(T(0.5));
  const Obb<T> box{{0, 0, 0}, {Vec3<T>{h, h, 0}, Vec3<T>{-h, h, 0}, Vec3<T>{0, 0, 1}}, {1, 1, 1}};
  auto hit = segment_box_slabs(Segment<T>{{-3, 0, 0}, {3, 0, 0}}, box);
  EXPECT_TRUE(hit.intersects);
  EXPECT_NEAR(hit.t_enter, (3 - std::sqrt(2.0)) / 6, test::float_ulps<T>(1e-6));
  EXPECT_NEAR(hit.t_exit, (3 + std::sqrt(2.0)) / 6, test::float_ulps<T>(1e-6));
  EXPECT_FALSE(segment_box_slabs(Segment<T>{{-3, 1.5, 0}, {3, 1.5, 0}}, box).intersects);
  EXPECT_TRUE(segment_box_slabs(Segment<T>{{-3, 1.4, 0}, {3, 1.4, 0}}, box).intersects);
}

// Triangle a(0,0,0), b(4,0,0), c(0,4,0) in z = 0.
TYPED_TEST(SegmentQueriesTest, SegmentTriangleHandWorked) {
  using T = TypeParam;
  const Triangle<T> tri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
  auto pierce = segment_triangle_hit(Segment<T>{{1, 1, -1}, {1, 1, 3}}, tri);
  EXPECT_EQ(pierce.kind, SegmentTriangleKind::crosses_face);
  EXPECT_EQ(pierce.t, T(0.25));
  EXPECT_EQ(pierce.point, (Vec3<T>{1, 1, 0}));
  EXPECT_NEAR(pierce.barycentric.x, 0.5, test::float_ulps<T>(1e-6));
  EXPECT_NEAR(pierce.barycentric.y, 0.25, test::float_ulps<T>(1e-6));
  EXPECT_NEAR(pierce.barycentric.z, 0.25, test::float_ulps<T>(1e-6));
  EXPECT_EQ(pierce.distance_a, T(-1));
  // Through the plane outside the triangle: apart by the distance to edge bc.
  auto outside = segment_triangle_hit(Segment<T>{{3, 3, -1}, {3, 3, 1}}, tri);
  EXPECT_EQ(outside.kind, SegmentTriangleKind::misses);
  EXPECT_NEAR(outside.distance, std::sqrt(2.0), test::float_ulps<T>(1e-6));
  // Through the edge ab at (2, 0, 0).
  auto edge = segment_triangle_hit(Segment<T>{{2, -1, -1}, {2, 1, 1}}, tri);
  EXPECT_TRUE(edge.intersects);
  // Ends on the face.
  auto end = segment_triangle_hit(Segment<T>{{1, 1, 2}, {1, 1, 0}}, tri);
  EXPECT_EQ(end.kind, SegmentTriangleKind::meets);
  EXPECT_EQ(end.t, T(1));
  // In the plane: across the triangle, inside it, and beside it.
  EXPECT_TRUE(segment_triangle_hit(Segment<T>{{-1, 1, 0}, {5, 1, 0}}, tri).intersects);
  EXPECT_TRUE(segment_triangle_hit(Segment<T>{{0.5, 0.5, 0}, {1, 1, 0}}, tri).intersects);
  auto beside = segment_triangle_hit(Segment<T>{{3, 3, 0}, {5, 1, 0}}, tri);
  EXPECT_FALSE(beside.intersects);
  EXPECT_NEAR(beside.distance, std::sqrt(2.0), test::float_ulps<T>(1e-6));
  // Parallel above the face.
  EXPECT_FALSE(segment_triangle_hit(Segment<T>{{0.5, 0.5, 1}, {1, 1, 1}}, tri).intersects);
  // A degenerate triangle (a segment) crossed by the segment.
  const Triangle<T> flat{{0, 0, 0}, {2, 0, 0}, {1, 0, 0}};
  EXPECT_TRUE(segment_triangle_hit(Segment<T>{{1, -1, 0}, {1, 1, 0}}, flat).intersects);
  EXPECT_FALSE(segment_triangle_hit(Segment<T>{{1, -1, 1}, {1, 1, 1}}, flat).intersects);
  // A zero-length segment on the face.
  EXPECT_TRUE(segment_triangle_hit(Segment<T>{{1, 1, 0}, {1, 1, 0}}, tri).intersects);
}

TYPED_TEST(SegmentQueriesTest, InvalidInput) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  auto r = segment_box_slabs(Segment<T>{}, Aabb<T>{{1, 0, 0}, {0, 1, 1}});
  EXPECT_FALSE(r.intersects);
  EXPECT_EQ(r.input.problem, Problem::inverted_bounds);
  EXPECT_EQ(r.input.operand, Operand::b);
  Obb<T> obb;
  obb.half_extents.y = -1;
  EXPECT_EQ(segment_box_slabs(Segment<T>{}, obb).input.problem, Problem::negative_extent);
  auto t = segment_triangle_hit(Segment<T>{{nan, 0, 0}, {0, 0, 0}}, Triangle<T>{});
  EXPECT_EQ(t.input.problem, Problem::non_finite);
  EXPECT_EQ(t.input.operand, Operand::a);
  EXPECT_FALSE(t.intersects);
}

// Segment to box [lo, hi] in the box frame, by golden section along the segment.
Real segment_box_distance(const VecL& a, const VecL& b, const VecL& lo, const VecL& hi) {
  return test::minimise_convex(
      [&](Real t) { return test::point_box_distance(a + t * (b - a), lo, hi); });
}

// Slabs against the reference distances (segment–triangle: segment_triangle_property_test.cpp); for
// the boxes, a case within `slack` of touching (from outside, or barely inside: missing the box
// shrunk by it) may go either way.
TYPED_TEST(SegmentQueriesTest, PropertyAgainstReferenceDistances) {
  using T = TypeParam;
  test::Random random(0x5E6);
  constexpr int kCases = 30'000;  // two golden-section references a case
  // Random segments (an eighth parallel to a face): in the reference's band by chance only.
  test::Tally aabb("segment-aabb", test::boundary_ceiling(kCases, 0, 1e-3)),
      obb("segment-obb", test::boundary_ceiling(kCases, 0, 1e-3));
  const Real slack = std::is_same_v<T, float> ? 1e-5L : 1e-13L;
  int bad_points = 0;
  for (int i = 0; i < kCases; ++i) {
    Segment<T> seg{random.vec<T>(-3, 3), random.vec<T>(-3, 3)};
    if (random.one_in(8)) seg.b[i % 3] = seg.a[i % 3];  // parallel to a face
    {
      const Aabb<T> box = random.aabb<T>(1, 1.5);
      auto r = segment_box_slabs(seg, box);
      const VecL lo = wide(box.min), hi = wide(box.max), grow(slack * 8);
      const Real d = segment_box_distance(wide(seg.a), wide(seg.b), lo, hi);
      const Real shrunk =
          segment_box_distance(wide(seg.a), wide(seg.b), lo + grow, glm::max(hi - grow, lo + grow));
      aabb.add(r.intersects, d <= 0, d <= slack * 8 && shrunk > 0, [&](std::ostream& out) {
        out << test::str(seg.a) << "-" << test::str(seg.b) << " d " << double(d);
      });
      if (r.intersects && test::point_box_distance(wide(r.enter_point), lo, hi) > slack * 100)
        ++bad_points;
    }
    {
      const Obb<T> box = random.obb<T>(1, 1.5);
      auto r = segment_box_slabs(seg, box);
      auto local = [&](const Vec3<T>& p) {
        const VecL o = wide(p) - wide(box.center);
        return VecL{glm::dot(o, wide(box.axes[0])), glm::dot(o, wide(box.axes[1])),
                    glm::dot(o, wide(box.axes[2]))};
      };
      const VecL e = wide(box.half_extents), grow(slack * 8);
      const Real d = segment_box_distance(local(seg.a), local(seg.b), -e, e);
      const Real shrunk = segment_box_distance(local(seg.a), local(seg.b), -e + grow,
                                               glm::max(e - grow, -e + grow));
      // The axes are orthonormal only to rounding: the band covers that too.
      obb.add(r.intersects, d <= 0, d <= slack * 8 && shrunk > 0, [&](std::ostream& out) {
        out << test::str(seg.a) << "-" << test::str(seg.b) << " d " << double(d);
      });
    }
  }
  for (const test::Tally* t : {&aabb, &obb}) {
    EXPECT_EQ(t->cases(), kCases);
    EXPECT_EQ(t->real(), 0) << t->first_real();
  }
  EXPECT_EQ(bad_points, 0);
}

// segment_triangle_depth (the input band of segment–triangle and ray–triangle) is the penetration
// depth of the two: against EPA's on random crossings (EPA's depth is a lower bound within
// epa_scale_relative of the pair's size).
TEST(SegmentTriangleDepth, IsThePenetrationDepth) {
  std::mt19937_64 rng(31);
  std::uniform_real_distribution<double> u(-1, 1);
  auto v = [&] { return Vec3<double>(u(rng), u(rng), u(rng)); };
  int crossings = 0;
  for (int k = 0; k < 10000; ++k) {
    const Triangle<double> tri{v(), v(), v()};
    const Segment<double> seg{2.0 * v(), 2.0 * v()};
    if (segment_triangle_hit(seg, tri).kind != SegmentTriangleKind::crosses_face) continue;
    ++crossings;
    const double depth = segment_triangle_depth(seg, tri);
    const ConvexProximity<double> epa = convex_proximity<double>(seg, tri);
    ASSERT_TRUE(epa.intersects && epa.epa_ran);
    const double size = 8;  // both within the box of half-width 2
    EXPECT_GE(depth, epa.depth - 1e-9 * size) << k;
    EXPECT_LE(depth, epa.depth + 2 * GjkSettings<double>{}.epa_scale_relative * size) << k;
  }
  EXPECT_GT(crossings, 200);
}

}  // namespace
}  // namespace collide
