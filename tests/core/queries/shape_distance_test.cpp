// The core's distance query (the measuring tool's maths) against brute force (issue #22): for
// random pairs of every combination of kinds (all 100 ordered pairs, three pairs each), both shapes
// are sampled — surfaces of solids, lines of segments and rays, grids on triangles and planes — and
// each sample's exact distance to the other shape is taken (textbook formulas from the pair fuzzer,
// tests/fuzz/shape_distance.hpp, and the trust-region ellipsoid distance of
// tests/core/reference). The least of these, `sampled`, lies in [D, D + h] for the true
// distance D, h being the sampling's covering radius (a closest pair, or a boundary point of
// one shape inside the other, is within h of a sample, and a distance to a convex set moves by
// at most h over h). So the measured distance must be in [sampled − h, sampled], and its
// closest points must be on their shapes and that far apart.
#include "core/queries/shape_distance.hpp"
#include "core/queries/surface_normal.hpp"
#include "core/scene/scene.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <random>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "tests/core/reference/ellipsoid_distance.hpp"
#include "tests/fuzz/shape_distance.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;
using S = Shape<double>;

struct Sampler {
  std::mt19937_64 gen{20261126};
  double uniform(double lo, double hi) {
    return std::uniform_real_distribution<double>(lo, hi)(gen);
  }
  D3 point(double r = 2) { return {uniform(-r, r), uniform(-r, r), uniform(-r, r)}; }
  D3 unit() {
    for (;;) {
      const D3 v = point(1);
      const double l = glm::length(v);
      if (l > 0.1 && l <= 1) return v / l;
    }
  }
  std::array<D3, 3> axes() {
    const glm::dquat q =
        glm::normalize(glm::dquat(uniform(-1, 1), uniform(-1, 1), uniform(-1, 1), uniform(-1, 1)));
    const glm::dmat3 m = glm::mat3_cast(q);
    return {m[0], m[1], m[2]};
  }
  D3 sizes() { return {uniform(0.2, 1.2), uniform(0.2, 1.2), uniform(0.2, 1.2)}; }
  std::vector<std::shared_ptr<const MeshData>> meshes;  // the meshes drawn so far

  S shape(ShapeKind k) {
    switch (k) {
      case ShapeKind::point:
        return Point<double>{point()};
      case ShapeKind::segment:
        return Segment<double>{point(), point()};
      case ShapeKind::ray:
        return Ray<double>{point(), unit() * uniform(0.5, 2)};
      case ShapeKind::plane: {
        const D3 n = unit();
        return Plane<double>{n, uniform(-2, 2)};
      }
      case ShapeKind::sphere:
        return Sphere<double>{point(), uniform(0.2, 1.2)};
      case ShapeKind::moving_sphere:
        return MovingSphere<double>{{point(), uniform(0.2, 0.8)}, point(1.5)};
      case ShapeKind::aabb: {
        const D3 c = point(), e = sizes();
        return Aabb<double>{c - e, c + e};
      }
      case ShapeKind::obb:
        return Obb<double>{point(), axes(), sizes()};
      case ShapeKind::triangle:
        return Triangle<double>{point(), point(), point()};
      case ShapeKind::ellipsoid:
        return Ellipsoid<double>{point(), axes(), sizes()};
      case ShapeKind::capsule:
        return Capsule<double>{point(), point(), uniform(0.2, 0.8)};
      case ShapeKind::cylinder:
        return Cylinder<double>{point(), axes(), uniform(0.2, 1.2), uniform(0.2, 0.8)};
      case ShapeKind::convex_hull:  // the Add menu's hull, placed and sized by its shape
        return ConvexHull<double>{default_hull().get(), point(), uniform(0.5, 1.5)};
      case ShapeKind::mesh: {
        // Three triangles of points within 1 of a random centre (kept: the shape borrows it).
        const D3 c = point();
        std::vector<D3> v;
        for (int i = 0; i < 9; ++i)
          v.push_back(c + point(1));
        const std::array<std::uint32_t, 3> t[] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}};
        meshes.push_back(build_triangle_mesh(v, t).mesh);
        return TriangleMesh<double>{meshes.back().get()};
      }
      case ShapeKind::convex:  // a registered kind's: outside kShapeKindCount
        break;
    }
    return Point<double>{};
  }
};

// Points of a shape and their covering radius h (every point of the shape's boundary, or of
// the shape for lines and flat shapes, is within h of one of them).
struct Samples {
  std::vector<D3> points;
  double h = 0;
};

void segment_samples(Samples& s, const D3& a, const D3& b, int n) {
  for (int i = 0; i <= n; ++i)
    s.points.push_back(a + (b - a) * (double(i) / n));
  s.h = std::max(s.h, glm::length(b - a) / (2.0 * n));
}

// Fibonacci points on the unit sphere; their covering radius is below sqrt(4π/n).
std::vector<D3> sphere_dirs(int n) {
  std::vector<D3> d;
  const double golden = M_PI * (3 - std::sqrt(5.0));
  for (int i = 0; i < n; ++i) {
    const double z = 1 - (2 * i + 1.0) / n, r = std::sqrt(1 - z * z);
    d.push_back({r * std::cos(golden * i), r * std::sin(golden * i), z});
  }
  return d;
}
double sphere_cover(int n) {
  return std::sqrt(4 * M_PI / n);
}

// A box's faces: an n×n grid on each (centre c, axes u, half extents e).
void box_samples(Samples& s, const D3& c, const std::array<D3, 3>& u, const D3& e, int n) {
  for (int f = 0; f < 3; ++f) {
    const int i = (f + 1) % 3, j = (f + 2) % 3;
    for (double side : {-1.0, 1.0})
      for (int a = 0; a <= n; ++a)
        for (int b = 0; b <= n; ++b)
          s.points.push_back(c + side * e[f] * u[f] + (2.0 * a / n - 1) * e[i] * u[i] +
                             (2.0 * b / n - 1) * e[j] * u[j]);
    s.h = std::max(s.h, std::hypot(e[i] / n, e[j] / n));
  }
}

// `around`: where the interesting part of an unbounded shape is (the other shape's centre).
// A ray or a plane is sampled only against another ray or plane: against a bounded shape B the
// samples of B's boundary alone are within h of the answer (apart: B's closest point is on its
// boundary; meeting: a line or a plane that meets B crosses its boundary), so the unbounded
// side gives no samples and no h.
Samples samples_of(const S& shape, const D3& around, bool other_bounded) {
  Samples s;
  const bool unbounded =
      std::holds_alternative<Ray<double>>(shape) || std::holds_alternative<Plane<double>>(shape);
  if (unbounded && other_bounded) return s;
  std::visit(
      [&](const auto& x) {
        using T = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<T, Point<double>>) {
          s.points.push_back(x.p);
        } else if constexpr (std::is_same_v<T, Segment<double>>) {
          segment_samples(s, x.a, x.b, 1000);
        } else if constexpr (std::is_same_v<T, Ray<double>>) {
          // Only against a ray or a plane (see samples_of): the crossing may be far out.
          const double reach = 400 / glm::length(x.direction);
          segment_samples(s, x.origin, x.origin + reach * x.direction, 400000);
        } else if constexpr (std::is_same_v<T, Plane<double>>) {
          // A grid around the foot of `around`, 20 either way, spacing 0.05.
          const D3 foot = around - (glm::dot(x.n, around) - x.d) * x.n;
          const D3 u =
              glm::normalize(glm::cross(x.n, std::abs(x.n.x) < 0.9 ? D3(1, 0, 0) : D3(0, 1, 0)));
          const D3 v = glm::cross(x.n, u);
          const int n = 400;
          for (int a = 0; a <= n; ++a)
            for (int b = 0; b <= n; ++b)
              s.points.push_back(foot + (40.0 * a / n - 20) * u + (40.0 * b / n - 20) * v);
          s.h = std::hypot(20.0 / n, 20.0 / n);
        } else if constexpr (std::is_same_v<T, Sphere<double>>) {
          for (const D3& d : sphere_dirs(1500))
            s.points.push_back(x.center + x.radius * d);
          s.h = x.radius * sphere_cover(1500);
        } else if constexpr (std::is_same_v<T, MovingSphere<double>>) {
          // The capsule: spheres along the path (the union's boundary is among their points).
          const int k = 30, n = 400;
          const auto dirs = sphere_dirs(n);
          for (int i = 0; i <= k; ++i)
            for (const D3& d : dirs)
              s.points.push_back(x.sphere.center + x.velocity * (double(i) / k) +
                                 x.sphere.radius * d);
          s.h = x.sphere.radius * sphere_cover(n) + glm::length(x.velocity) / (2.0 * k);
        } else if constexpr (std::is_same_v<T, Capsule<double>>) {
          // Balls along the segment, as the moving sphere's path.
          const int k = 30, n = 400;
          const auto dirs = sphere_dirs(n);
          for (int i = 0; i <= k; ++i)
            for (const D3& d : dirs)
              s.points.push_back(x.a + (x.b - x.a) * (double(i) / k) + x.radius * d);
          s.h = x.radius * sphere_cover(n) + glm::length(x.b - x.a) / (2.0 * k);
        } else if constexpr (std::is_same_v<T, Cylinder<double>>) {
          // Its side on a grid of heights and angles, its caps on rings of radii and angles.
          const int k = 40, n = 240, rings = 20;
          const auto rim = [&](double a) {
            return std::cos(a) * x.axes[0] + std::sin(a) * x.axes[2];
          };
          for (int j = 0; j < n; ++j) {
            const D3 w = rim(2 * std::numbers::pi * j / n);
            for (int i = 0; i <= k; ++i)
              s.points.push_back(x.center + x.half_height * (2.0 * i / k - 1) * x.axes[1] +
                                 x.radius * w);
            for (int i = 0; i < rings; ++i)
              for (const double side : {-1.0, 1.0})
                s.points.push_back(x.center + side * x.half_height * x.axes[1] +
                                   x.radius * (double(i) / rings) * w);
          }
          const double arc = x.radius * std::numbers::pi / n;
          s.h = std::max(std::hypot(arc, x.half_height / k),
                         std::hypot(arc, x.radius / (2.0 * rings)));
        } else if constexpr (std::is_same_v<T, Aabb<double>>) {
          box_samples(s, 0.5 * (x.min + x.max), {D3(1, 0, 0), D3(0, 1, 0), D3(0, 0, 1)},
                      0.5 * (x.max - x.min), 30);
        } else if constexpr (std::is_same_v<T, Obb<double>>) {
          box_samples(s, x.center, x.axes, x.half_extents, 30);
        } else if constexpr (std::is_same_v<T, Triangle<double>>) {
          const int n = 80;
          for (int a = 0; a <= n; ++a)
            for (int b = 0; a + b <= n; ++b)
              s.points.push_back(x.a + (x.b - x.a) * (double(a) / n) +
                                 (x.c - x.a) * (double(b) / n));
          s.h = std::max({glm::length(x.b - x.a), glm::length(x.c - x.a), glm::length(x.c - x.b)}) /
                n;
        } else if constexpr (std::is_same_v<T, ConvexHull<double>>) {
          // Each face a fan of triangles, each sampled as a triangle is.
          const int n = 40;
          for (const HullFace& f : x.hull->faces) {
            const auto loop = x.hull->face_loop(f);
            for (std::size_t k = 1; k + 1 < loop.size(); ++k) {
              const D3 a = hull_point(x, loop[0]), b = hull_point(x, loop[k]),
                       c = hull_point(x, loop[k + 1]);
              for (int i = 0; i <= n; ++i)
                for (int j = 0; i + j <= n; ++j)
                  s.points.push_back(a + (b - a) * (double(i) / n) + (c - a) * (double(j) / n));
              s.h = std::max(
                  s.h, std::max({glm::length(b - a), glm::length(c - a), glm::length(c - b)}) / n);
            }
          }
        } else if constexpr (std::is_same_v<T, TriangleMesh<double>>) {
          // Each triangle sampled as a triangle is.
          const int n = 80;
          for (std::uint32_t k = 0; k < x.mesh->triangles.size(); ++k) {
            const Triangle<double> t = x.mesh->template triangle<double>(k);
            for (int a = 0; a <= n; ++a)
              for (int b = 0; a + b <= n; ++b)
                s.points.push_back(t.a + (t.b - t.a) * (double(a) / n) +
                                   (t.c - t.a) * (double(b) / n));
            s.h = std::max(s.h, std::max({glm::length(t.b - t.a), glm::length(t.c - t.a),
                                          glm::length(t.c - t.b)}) /
                                    n);
          }
        } else if constexpr (std::is_same_v<T, Ellipsoid<double>>) {
          const int n = 1500;
          for (const D3& d : sphere_dirs(n))
            s.points.push_back(x.center + d.x * x.radii[0] * x.axes[0] +
                               d.y * x.radii[1] * x.axes[1] + d.z * x.radii[2] * x.axes[2]);
          s.h = std::max({x.radii[0], x.radii[1], x.radii[2]}) * sphere_cover(n);
        }
      },
      shape);
  return s;
}

// The exact distance from p to the shape (the ellipsoid's from its trust-region reference).
double distance_to(const S& shape, const D3& p) {
  if (const auto* e = std::get_if<Ellipsoid<double>>(&shape))
    return double(test::distance_to(test::ellipsoid_l(*e), test::wide(p)).upper);
  return fuzz::distance_to(shape, p);
}

D3 centre_of(const S& shape) {
  return std::visit(
      [](const auto& x) -> D3 {
        using T = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<T, Point<double>>)
          return x.p;
        else if constexpr (std::is_same_v<T, Segment<double>>)
          return 0.5 * (x.a + x.b);
        else if constexpr (std::is_same_v<T, Ray<double>>)
          return x.origin;
        else if constexpr (std::is_same_v<T, Plane<double>>)
          return x.d * x.n;
        else if constexpr (std::is_same_v<T, Sphere<double>>)
          return x.center;
        else if constexpr (std::is_same_v<T, MovingSphere<double>>)
          return x.sphere.center;
        else if constexpr (std::is_same_v<T, Aabb<double>>)
          return 0.5 * (x.min + x.max);
        else if constexpr (std::is_same_v<T, Triangle<double>>)
          return (x.a + x.b + x.c) / 3.0;
        else if constexpr (std::is_same_v<T, Capsule<double>>)
          return 0.5 * (x.a + x.b);
        else if constexpr (std::is_same_v<T, SupportShape<double>>)  // not drawn here
          return x.vec[0];
        else if constexpr (std::is_same_v<T, ConvexHull<double>>)
          return x.offset + x.scale * x.hull->centroid;
        else if constexpr (std::is_same_v<T, TriangleMesh<double>>)
          return x.mesh->centroid;
        else
          return x.center;
      },
      shape);
}

double sampled_distance(const S& from, const S& to, const Samples& s) {
  (void)from;
  double best = INFINITY;
  for (const D3& p : s.points)
    best = std::min(best, distance_to(to, p));
  return best;
}

TEST(ShapeDistance, EveryPairOfKindsAgreesWithBruteForceSampling) {
  Sampler rng;
  int intersecting = 0, apart = 0;
  for (std::size_t ka = 0; ka < kShapeKindCount; ++ka) {
    for (std::size_t kb = 0; kb < kShapeKindCount; ++kb) {
      for (int n = 0; n < 3; ++n) {
        const S a = rng.shape(ShapeKind(ka)), b = rng.shape(ShapeKind(kb));
        SCOPED_TRACE(std::string(name_of(ShapeKind(ka))) + " – " +
                     std::string(name_of(ShapeKind(kb))) + " #" + std::to_string(n));
        auto bounded = [](std::size_t k) {
          return k != std::size_t(ShapeKind::ray) && k != std::size_t(ShapeKind::plane);
        };
        const bool bounded_a = bounded(ka), bounded_b = bounded(kb);
        const Samples sa = samples_of(a, centre_of(b), bounded_b);
        const Samples sb = samples_of(b, centre_of(a), bounded_a);
        const double sampled = std::min(sampled_distance(a, b, sa), sampled_distance(b, a, sb));
        const double h = std::max(sa.h, sb.h);
        const ShapeDistance<double> m = shape_distance<double>(a, b);
        ASSERT_TRUE(m.valid) << m.problem;
        EXPECT_LE(m.distance, sampled + 1e-9) << m.method;
        EXPECT_GE(m.distance, sampled - h - 1e-9) << m.method << " h " << h;
        // The closest points are on their shapes and the distance apart.
        EXPECT_LE(distance_to(a, m.on_a), 1e-7) << m.method;
        EXPECT_LE(distance_to(b, m.on_b), 1e-7) << m.method;
        if (m.intersecting) {
          ++intersecting;
          EXPECT_EQ(m.distance, 0.0);
          EXPECT_LE(sampled, h + 1e-9);
        } else {
          ++apart;
          EXPECT_NEAR(glm::length(m.on_b - m.on_a), m.distance, 1e-12 * (1 + m.distance));
          EXPECT_GT(sampled, 0.0);
        }
      }
    }
  }
  // Both outcomes are exercised (planes and rays meet most shapes; solids are often apart).
  EXPECT_GT(intersecting, 40);
  EXPECT_GT(apart, 40);
}

// Float against double on the same random pairs of every combination of kinds: the float
// answer for the shapes rounded to float is within float's reach of the double answer (checked
// against sampling above). The shapes move by at most 2^-24 of their size (about 2e-7 here) in
// rounding, GJK stops within its float tolerance, so 1e-3 is loose for a correct answer and far
// tighter than any wrong closest pair or verdict.
TEST(ShapeDistance, FloatAgreesWithDoubleForEveryPairOfKinds) {
  Sampler rng;
  const double reach = 1e-3;
  int compared = 0;
  for (std::size_t ka = 0; ka < kShapeKindCount; ++ka) {
    for (std::size_t kb = 0; kb < kShapeKindCount; ++kb) {
      for (int n = 0; n < 20; ++n) {
        const S a = rng.shape(ShapeKind(ka)), b = rng.shape(ShapeKind(kb));
        SCOPED_TRACE(std::string(name_of(ShapeKind(ka))) + " – " +
                     std::string(name_of(ShapeKind(kb))) + " #" + std::to_string(n));
        const ShapeDistance<double> d = shape_distance(a, b);
        const ShapeDistance<float> f = shape_distance(round_to_float(a), round_to_float(b));
        ASSERT_TRUE(d.valid && f.valid) << f.problem;
        EXPECT_NEAR(double(f.distance), d.distance, reach) << f.method << " / " << d.method;
        if (d.distance > reach) {
          EXPECT_FALSE(f.intersecting) << f.method;
        }
        if (d.intersecting && d.has_depth && d.depth > reach) {
          EXPECT_TRUE(f.intersecting);
        }
        // The float closest points lie on the (double) shapes, and as far apart as it says.
        EXPECT_LE(distance_to(a, D3(f.on_a)), reach) << f.method;
        EXPECT_LE(distance_to(b, D3(f.on_b)), reach) << f.method;
        if (!f.intersecting) {
          EXPECT_NEAR(glm::length(D3(f.on_b) - D3(f.on_a)), double(f.distance), reach);
        }
        ++compared;
      }
    }
  }
  EXPECT_EQ(compared, int(kShapeKindCount * kShapeKindCount * 20));
}

// Hand-worked cases for the reductions of unbounded shapes.
// Exactly touching, GJK decides "intersecting" within its band without a simplex around the
// origin, so EPA does not run: the contact points are GJK's nearest points, on the shapes where
// they touch (they were left at the origin, and the measuring tool showed them there).
template <class T>
void expect_touching_contact(const Shape<T>& a, const Shape<T>& b, const Vec3<T>& lo,
                             const Vec3<T>& hi) {
  const ShapeDistance<T> m = shape_distance<T>(a, b);
  ASSERT_TRUE(m.intersecting);
  // Near a curved contact GJK's nearest points slide along the surface by about the square root
  // of its band (6.9e-6 in double, 3.7e-3 in float for the sphere below), though they stay on
  // the shapes and within the band of each other.
  const T slack = sizeof(T) == sizeof(double) ? T(1e-4) : T(1e-2);
  EXPECT_LE(glm::length(m.on_a - m.on_b), slack / 100);
  for (const Vec3<T>& p : {m.on_a, m.on_b})
    for (int i = 0; i < 3; ++i) {
      EXPECT_GE(p[i], lo[i] - slack) << "axis " << i;
      EXPECT_LE(p[i], hi[i] + slack) << "axis " << i;
    }
}

TEST(ShapeDistance, ExactlyTouchingShapesMeetWhereTheyTouch) {
  // A unit sphere at (2, 0, 0) on the cube [−1, 1]³: they touch at (1, 0, 0) alone.
  expect_touching_contact<double>(Sphere<double>{{2, 0, 0}, 1},
                                  Obb<double>::from_rotation({0, 0, 0}, {1, 1, 1}, {1, 0, 0, 0}),
                                  {1, 0, 0}, {1, 0, 0});
  expect_touching_contact<float>(Sphere<float>{{2, 0, 0}, 1},
                                 Obb<float>::from_rotation({0, 0, 0}, {1, 1, 1}, {1, 0, 0, 0}),
                                 {1, 0, 0}, {1, 0, 0});
  // Two unit cubes face to face on x = 1: the contact is somewhere on the shared face.
  expect_touching_contact<double>(Aabb<double>{{0, 0, 0}, {1, 1, 1}},
                                  Aabb<double>{{1, 0, 0}, {2, 1, 1}}, {1, 0, 0}, {1, 1, 1});
}

TEST(ShapeDistance, UnboundedShapesByHand) {
  // A unit sphere at (0, 5, 0) over the floor y = 0: 4 apart, at (0, 1, 0) and its foot.
  ShapeDistance<double> m =
      shape_distance<double>(Plane<double>{{0, 1, 0}, 0}, Sphere<double>{{0, 5, 0}, 1});
  EXPECT_FALSE(m.intersecting);
  EXPECT_DOUBLE_EQ(m.distance, 4);
  EXPECT_EQ(m.on_a, D3(0, 0, 0));
  EXPECT_EQ(m.on_b, D3(0, 4, 0));
  // Straddling: a box from y = −0.25 to 1.75 is 0.25 deep on its shallow side.
  m = shape_distance<double>(Aabb<double>{{0, -0.25, 0}, {1, 1.75, 1}},
                             Plane<double>{{0, 1, 0}, 0});
  EXPECT_TRUE(m.intersecting);
  EXPECT_DOUBLE_EQ(m.depth, 0.25);
  // A ray pointing away from a point behind its origin: the origin is nearest.
  m = shape_distance<double>(Ray<double>{{0, 0, 0}, {1, 0, 0}}, Point<double>{{-3, 4, 0}});
  EXPECT_DOUBLE_EQ(m.distance, 5);
  // Two skew rays along x (from x = −5) and along y (from y = −5) 2 apart in z: meet at s = t = 5.
  m = shape_distance<double>(Ray<double>{{-5, 0, 0}, {1, 0, 0}},
                             Ray<double>{{0, -5, 2}, {0, 1, 0}});
  EXPECT_NEAR(m.distance, 2, 1e-15);
  EXPECT_NEAR(glm::length(m.on_a - D3(0, 0, 0)), 0, 1e-15);
  // The same rays turned away from each other: the origins' nearest points decide.
  m = shape_distance<double>(Ray<double>{{-5, 0, 0}, {-1, 0, 0}},
                             Ray<double>{{0, -5, 2}, {0, -1, 0}});
  EXPECT_NEAR(m.distance, std::sqrt(25.0 + 25.0 + 4.0), 1e-12);
  // Parallel planes y = 1 and −y = 2 (y = −2): 3 apart.
  m = shape_distance<double>(Plane<double>{{0, 1, 0}, 1}, Plane<double>{{0, -1, 0}, 2});
  EXPECT_DOUBLE_EQ(m.distance, 3);
  // A ray along the floor y = 0.5 above y = 0: parallel, 0.5 apart; turned down, it crosses.
  m = shape_distance<double>(Ray<double>{{0, 0.5, 0}, {1, 0, 0}}, Plane<double>{{0, 1, 0}, 0});
  EXPECT_DOUBLE_EQ(m.distance, 0.5);
  m = shape_distance<double>(Ray<double>{{0, 0.5, 0}, {1, -1, 0}}, Plane<double>{{0, 1, 0}, 0});
  EXPECT_TRUE(m.intersecting);
  EXPECT_EQ(m.on_a, D3(0.5, 0, 0));
  // An invalid shape says which and why.
  m = shape_distance<double>(Sphere<double>{{0, 0, 0}, -1}, Point<double>{});
  EXPECT_FALSE(m.valid);
  EXPECT_EQ(m.problem.substr(0, 3), "A: ");
}

// A float sphere against a long segment (a ray cut at t_max is one): the nearest point on the
// sphere is c + r·u, u towards the segment's point nearest c, worked in double here. GJK on the
// curved surface knew it only to √ulp of the size along it (0.06 off once, issue 37's oracle);
// the closed form of the cores is exact to rounding.
TEST(ShapeDistance, FloatNearestPointOnASphereIsWhereItsNormalPointsAtTheSegment) {
  Sampler rng;
  double worst = 0;
  for (int i = 0; i < 2000; ++i) {
    const D3 c = rng.point(1), from = rng.point(3), dir = rng.unit();
    const double r = rng.uniform(0.1, 0.8), length = rng.uniform(5, 20);
    const D3 to = from + length * dir;
    const double s = std::clamp(glm::dot(c - from, to - from) / (length * length), 0.0, 1.0);
    const D3 nearest = from + s * (to - from);
    if (glm::length(nearest - c) < r + 0.01) continue;  // apart only, by a margin
    const D3 expected = c + r * glm::normalize(nearest - c);
    const ShapeDistance<float> m = shape_distance<float>(
        Sphere<float>{glm::vec3(c), float(r)}, Segment<float>{glm::vec3(from), glm::vec3(to)});
    ASSERT_FALSE(m.intersecting) << i;
    worst = std::max(worst, glm::length(D3(m.on_a) - expected));
  }
  EXPECT_LT(worst, 1e-5);
}

// surface_normal by hand: a sphere's radial direction; an ellipsoid's gradient Σ uᵢ·sᵢ/rᵢ²
// (radii 2, 1, 1 turned 90° about z, so its long axis is y: at (0, 2, 0) the normal is +y, at
// (1, 0, 0) +x, and at the point s = (√2, √0.5, 0) in its frame, (√2/4, √0.5, 0) normalised, in
// the world (−√0.5, √2/4, 0)/|·|); a capsule's direction from its segment; none for a box, at the
// centre, or for a flat ellipsoid.
TEST(ShapeDistance, SurfaceNormalsOfTheCurvedKindsByHand) {
  const auto near = [](const std::optional<D3>& n, const D3& expected) {
    return n && glm::length(*n - glm::normalize(expected)) < 1e-12;
  };
  EXPECT_TRUE(near(surface_normal<double>(Sphere<double>{{1, 1, 1}, 2}, D3(1, 1, 3)), D3(0, 0, 1)));
  const Ellipsoid<double> e{{0, 0, 0}, {D3(0, 1, 0), D3(-1, 0, 0), D3(0, 0, 1)}, {2, 1, 1}};
  EXPECT_TRUE(near(surface_normal<double>(e, D3(0, 2, 0)), D3(0, 1, 0)));
  EXPECT_TRUE(near(surface_normal<double>(e, D3(1, 0, 0)), D3(1, 0, 0)));
  const D3 local(std::sqrt(2.0), std::sqrt(0.5), 0);
  const D3 world = local.x * e.axes[0] + local.y * e.axes[1];
  EXPECT_TRUE(near(surface_normal<double>(e, world), D3(-std::sqrt(0.5), std::sqrt(2.0) / 4, 0)));
  const Capsule<double> cap{{0, 0, 0}, {4, 0, 0}, 1};
  EXPECT_TRUE(near(surface_normal<double>(cap, D3(2, 0, -1)), D3(0, 0, -1)));
  EXPECT_TRUE(near(surface_normal<double>(cap, D3(5, 0, 0)), D3(1, 0, 0)));
  EXPECT_FALSE(surface_normal<double>(Obb<double>{}, D3(1, 0, 0)));
  EXPECT_FALSE(surface_normal<double>(Sphere<double>{{1, 1, 1}, 2}, D3(1, 1, 1)));
  EXPECT_FALSE(surface_normal<double>(
      Ellipsoid<double>{{0, 0, 0}, {D3(1, 0, 0), D3(0, 1, 0), D3(0, 0, 1)}, {1, 0, 1}},
      D3(1, 0, 0)));
}

}  // namespace
}  // namespace collide
