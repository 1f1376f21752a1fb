// The scene model: descriptions become the core's shapes, and bounds hold the whole object.
#include "core/scene/scene.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "tests/bench/splitmix64.hpp"

namespace collide {
namespace {

// The shape of a description written in place, for kinds whose shape holds its own numbers
// (to_shape refuses a temporary description: a hull's or a mesh's shape borrows its data).
template <class T>
Shape<T> shape_of(const ObjectDesc& d) {
  EXPECT_FALSE(std::holds_alternative<desc::ConvexHull>(d) ||
               std::holds_alternative<desc::Mesh>(d));
  return to_shape<T>(d);
}
template <class T>
Shape<T> shape_of(const ObjectDesc& d, const Motion& m) {
  EXPECT_FALSE(std::holds_alternative<desc::ConvexHull>(d) ||
               std::holds_alternative<desc::Mesh>(d));
  return to_shape<T>(d, m);
}

TEST(Scene, KindNamesFollowTheVariant) {
  EXPECT_EQ(kind_name(desc::Box{}), "box");
  EXPECT_EQ(kind_name(desc::Aabb{}), "aabb");
  EXPECT_EQ(kind_name(desc::Sphere{}), "sphere");
  EXPECT_EQ(kind_name(desc::Plane{}), "plane");
  EXPECT_EQ(kind_name(desc::Point{}), "point");
  EXPECT_EQ(kind_name(desc::Segment{}), "segment");
  EXPECT_EQ(kind_name(desc::Triangle{}), "triangle");
  EXPECT_EQ(kind_name(desc::Ellipsoid{}), "ellipsoid");
  EXPECT_EQ(kind_name(desc::Ray{}), "ray");
}

// A ray description is the core's ray as written (the direction is not normalised: a ray's t
// is along the direction as given); a zero or NaN direction is kept and validate() reports it.
TEST(Scene, ARayBecomesTheCoreRayAndAnInvalidOneIsReported) {
  const desc::Ray r{{1, -2, 3}, {0, 0.5, -4}};
  const auto d = std::get<Ray<double>>(shape_of<double>(r));
  EXPECT_EQ(d.origin, Vec3<double>(1, -2, 3));
  EXPECT_EQ(d.direction, Vec3<double>(0, 0.5, -4));
  EXPECT_EQ(validate(d), Problem::none);
  const auto f = std::get<Ray<float>>(shape_of<float>(r));
  EXPECT_EQ(f.origin, Vec3<float>(1, -2, 3));
  EXPECT_EQ(f.direction, Vec3<float>(0, 0.5f, -4));
  EXPECT_NE(validate(std::get<Ray<double>>(shape_of<double>(desc::Ray{{0, 0, 0}, {0, 0, 0}}))),
            Problem::none);
  EXPECT_NE(
      validate(std::get<Ray<float>>(shape_of<float>(desc::Ray{{0, 0, 0}, {std::nan(""), 0, 1}}))),
      Problem::none);
  // Unbounded one way: no box, so the broadphase pairs it with everything (like a plane).
  EXPECT_FALSE(bounds_of(r));
}

TEST(Scene, EveryDescriptionBecomesItsShapeInBothPrecisions) {
  const double h = std::sqrt(0.5);
  desc::Box box{{1, 2, 3}, {0.5, 1, 2}, {h, 0, 0, h}};  // 90° about z
  auto obb = std::get<Obb<double>>(shape_of<double>(box));
  EXPECT_EQ(obb.center, Vec3<double>(1, 2, 3));
  EXPECT_NEAR(obb.axes[0].y, 1, 1e-15);  // x turns to y
  EXPECT_NEAR(obb.axes[1].x, -1, 1e-15);
  EXPECT_EQ(validate(obb), Problem::none);
  auto obbf = std::get<Obb<float>>(shape_of<float>(box));
  EXPECT_EQ(obbf.half_extents, Vec3<float>(0.5f, 1, 2));
  EXPECT_EQ(validate(obbf), Problem::none);

  EXPECT_EQ(kind_of(shape_of<double>(desc::Aabb{})), ShapeKind::aabb);
  EXPECT_EQ(kind_of(shape_of<float>(desc::Sphere{{0, 0, 0}, 2})), ShapeKind::sphere);
  auto moving = shape_of<double>(desc::Sphere{{0, 0, 0}, 2}, Motion{Vec3<double>(1, 0, 0), {}});
  ASSERT_EQ(kind_of(moving), ShapeKind::moving_sphere);
  EXPECT_EQ(std::get<MovingSphere<double>>(moving).velocity, Vec3<double>(1, 0, 0));

  // A plane from an unnormalised (even tiny) normal and a point: n·x = d with |n| = 1.
  for (double scale : {1e-300, 1.0, 3.0, 1e300}) {
    auto p = std::get<Plane<double>>(shape_of<double>(desc::Plane{{0, 0, scale}, {5, 6, 7}}));
    EXPECT_EQ(p.n, Vec3<double>(0, 0, 1)) << scale;
    EXPECT_EQ(p.d, 7) << scale;
    EXPECT_EQ(validate(std::get<Plane<float>>(shape_of<float>(desc::Plane{{0, 0, scale}, {}}))),
              Problem::none);
  }
  EXPECT_EQ(kind_of(shape_of<double>(desc::Point{})), ShapeKind::point);
  EXPECT_EQ(kind_of(shape_of<double>(desc::Segment{})), ShapeKind::segment);
  EXPECT_EQ(kind_of(shape_of<float>(desc::Triangle{})), ShapeKind::triangle);
  auto e = std::get<Ellipsoid<float>>(shape_of<float>(desc::Ellipsoid{}));
  EXPECT_EQ(e.radii, Vec3<float>(1, 0.5f, 0.5f));
  EXPECT_EQ(validate(e), Problem::none);
}

// Sampled points of a rotated box and ellipsoid all lie inside bounds_of; a corner or extreme
// point touches them (the bounds are tight to a few ulps).
TEST(Scene, BoundsHoldEveryPointAndAreTight) {
  bench::SplitMix64 rng(5);
  auto u = [&] { return rng.u() * 2 - 1; };
  for (int trial = 0; trial < 200; ++trial) {
    Quat<double> q = glm::normalize(Quat<double>(u(), u(), u(), u()));
    Vec3<double> c{u() * 100, u() * 100, u() * 100}, e{rng.u() + 0.1, rng.u() + 0.1, rng.u()};
    auto axes = rotation_axes(q);
    auto check = [&](const ObjectDesc& d, bool ellipsoid) {
      Aabb<double> b = *bounds_of(d);
      Vec3<double> lo(1e300), hi(-1e300);
      for (int k = 0; k < 2000; ++k) {
        Vec3<double> s{u(), u(), u()};
        if (ellipsoid) {
          s /= glm::length(s);
        } else {
          for (int i = 0; i < 3; ++i)
            s[i] = k < 8 ? ((k >> i) & 1 ? 1 : -1) : s[i];
        }
        Vec3<double> p = c + axes[0] * (s.x * e.x) + axes[1] * (s.y * e.y) + axes[2] * (s.z * e.z);
        for (int i = 0; i < 3; ++i) {
          EXPECT_GE(p[i], b.min[i]);
          EXPECT_LE(p[i], b.max[i]);
        }
        lo = glm::min(lo, p);
        hi = glm::max(hi, p);
      }
      for (int i = 0; i < 3; ++i) {
        double slack = ellipsoid ? 0.05 * (b.max[i] - b.min[i]) : 1e-9;
        EXPECT_LE(lo[i] - b.min[i], slack);
        EXPECT_LE(b.max[i] - hi[i], slack);
      }
    };
    check(desc::Box{c, e, q}, false);
    check(desc::Ellipsoid{c, e, q}, true);
  }
}

TEST(Scene, BoundsOfTheOtherKinds) {
  EXPECT_FALSE(bounds_of(desc::Plane{}));
  auto m = *bounds_of(desc::Sphere{{0, 0, 0}, 1}, Motion{Vec3<double>(4, 0, 0), {}});
  EXPECT_LE(m.min.x, -1);
  EXPECT_GE(m.max.x, 5);
  EXPECT_NEAR(m.max.x, 5, 1e-12);
  auto t = *bounds_of(desc::Triangle{{0, 0, 0}, {2, -1, 0}, {0, 3, 1}});
  EXPECT_NEAR(t.min.y, -1, 1e-12);
  EXPECT_NEAR(t.max.y, 3, 1e-12);
  auto p = *bounds_of(desc::Point{{1, 2, 3}});
  EXPECT_LE(p.min.x, 1);
  EXPECT_GE(p.max.x, 1);
  EXPECT_GT(p.max.x, p.min.x);  // padded, never empty
}

// index_of against the position each object was put at, through the changes that make a
// remembered answer stale: an object removed before it, the scene reordered, the scene shrunk
// below the remembered position, another scene, an id that is not there.
TEST(Scene, IndexOfFindsTheObjectWhereverItIsNow) {
  Scene s;
  for (const char* id : {"a", "b", "c", "d"})
    s.objects.push_back({id, "", std::nullopt, true, desc::Point{}});
  for (std::size_t i = 0; i < s.objects.size(); ++i)
    EXPECT_EQ(index_of(s, s.objects[i].id), i);
  EXPECT_EQ(index_of(s, "d"), 3u);
  EXPECT_EQ(index_of(s, "d"), 3u);  // asked again
  s.objects.erase(s.objects.begin());
  EXPECT_EQ(index_of(s, "d"), 2u);  // b c d
  std::swap(s.objects[0], s.objects[2]);
  EXPECT_EQ(index_of(s, "d"), 0u);  // d c b
  EXPECT_EQ(index_of(s, "b"), 2u);
  s.objects.resize(1);
  EXPECT_EQ(index_of(s, "b"), std::nullopt);  // the remembered 2 is past the end now
  EXPECT_EQ(index_of(s, "d"), 0u);
  Scene other;
  other.objects.push_back({"x", "", std::nullopt, true, desc::Point{}});
  EXPECT_EQ(index_of(other, "d"), std::nullopt);  // d was found at 0 in s, not here
  EXPECT_EQ(index_of(other, ""), std::nullopt);
  EXPECT_EQ(index_of(Scene{}, "x"), std::nullopt);
}

}  // namespace
}  // namespace collide
