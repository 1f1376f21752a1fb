// The mesh queries (core/queries/mesh_queries.hpp) through the hierarchy against brute force over
// every triangle, on many random poses of each kind of shape, in both precisions: the shipped
// level (17,000 triangles) and a random soup (slivers and repeated indices among them).
//
// Brute force is the pair dispatch (pair_test) of each triangle with the shape, an independent
// route: for the capsule, the cylinder and the ellipsoid it runs GJK where the mesh query may use
// a closed form, so a triangle whose brute-force verdict was decided inside its band may go
// either way; every other triangle's verdict must be the mesh query's. And the evidence adds up:
// the triangles tested and those under the pruned nodes are every triangle, each once.
#include "core/queries/mesh_queries.hpp"

#include <algorithm>
#include <random>
#include <set>
#include <vector>

#include <gtest/gtest.h>
#include <glm/geometric.hpp>

#include "core/queries/pair_test.hpp"
#include "core/queries/ray_cast.hpp"
#include "core/queries/shape_distance.hpp"
#include "core/queries/triangle_triangle.hpp"
#include "core/shapes/convex_hull.hpp"
#include "core/shapes/mesh_file.hpp"
#include "tests/support/scalars.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

using V = Vec3<double>;
using Tri = std::array<std::uint32_t, 3>;

const MeshData& level() {
  static const std::shared_ptr<const MeshData> mesh = [] {
    MeshFileBuild b = load_mesh_file(test::source_dir() + "/assets/meshes/level.obj");
    if (!b.build.mesh) throw std::runtime_error(b.error);
    return b.build.mesh;
  }();
  return *mesh;
}

std::shared_ptr<const MeshData> soup(std::size_t n, unsigned seed, double spread) {
  std::mt19937 gen(seed);
  std::uniform_real_distribution<double> u(-spread, spread), small(-1, 1);
  std::vector<V> v;
  std::vector<Tri> t;
  for (std::size_t k = 0; k < n; ++k) {
    const V c{u(gen), u(gen), u(gen)};
    const auto base = static_cast<std::uint32_t>(v.size());
    for (int i = 0; i < 3; ++i)
      v.push_back(c + V{small(gen), small(gen), small(gen)});
    t.push_back(k % 23 == 0 ? Tri{base, base + 1, base + 1} : Tri{base, base + 1, base + 2});
  }
  MeshBuild b = build_triangle_mesh(v, t);
  if (!b.mesh) throw std::runtime_error(b.message);
  return b.mesh;
}

const MeshData& small_soup() {
  static const auto m = soup(400, 11, 4);
  return *m;
}

template <class T>
struct Sampler {
  std::mt19937_64 gen{1234};
  T uniform(double lo, double hi) {
    return static_cast<T>(std::uniform_real_distribution<double>(lo, hi)(gen));
  }
  Vec3<T> vec(double lo, double hi) { return {uniform(lo, hi), uniform(lo, hi), uniform(lo, hi)}; }
  Vec3<T> unit() {
    for (;;) {
      const Vec3<T> v = vec(-1, 1);
      const T l = glm::length(v);
      if (l > T(0.1) && l <= 1) return v / l;
    }
  }
  Quat<T> rotation() {
    const Vec3<T> a = unit();
    return glm::angleAxis(uniform(0, 6.3), a);
  }
  // A point near the mesh: on a random triangle, moved by up to `spread`.
  Vec3<T> near(const MeshData& m, double spread) {
    const auto k = static_cast<std::uint32_t>(
        std::uniform_int_distribution<std::size_t>(0, m.triangle_count() - 1)(gen));
    const Triangle<T> t = m.triangle<T>(k);
    T a = uniform(0, 1), b = uniform(0, 1);
    if (a + b > 1) a = 1 - a, b = 1 - b;
    return t.a + a * (t.b - t.a) + b * (t.c - t.a) + vec(-spread, spread);
  }
  // One shape of the given kind near the mesh.
  Shape<T> shape(ShapeKind kind, const MeshData& m) {
    const Vec3<T> c = near(m, 1.0);
    const T size = uniform(0.05, 1.5);
    switch (kind) {
      case ShapeKind::sphere:
        return Sphere<T>{c, size};
      case ShapeKind::obb:
        return Obb<T>::from_rotation(c, vec(0.05, 1.5), rotation());
      case ShapeKind::aabb:
        return Aabb<T>::from_center_half(c, vec(0.05, 1.5));
      case ShapeKind::capsule: {
        const Vec3<T> h = unit() * uniform(0, 1.5);
        return Capsule<T>{c - h, c + h, size};
      }
      case ShapeKind::cylinder:
        return Cylinder<T>::from_rotation(c, uniform(0.05, 1.5), size, rotation());
      case ShapeKind::ellipsoid:
        return Ellipsoid<T>::from_rotation(c, vec(0.05, 1.5), rotation());
      case ShapeKind::triangle:
        return Triangle<T>{c, c + vec(-1.5, 1.5), c + vec(-1.5, 1.5)};
      case ShapeKind::segment:
        return Segment<T>{c, c + vec(-2, 2)};
      case ShapeKind::point:
        return Point<T>{near(m, 0.02)};
      case ShapeKind::plane:
        return Plane<T>::from_point_normal(c, unit());
      default:
        return Point<T>{c};
    }
  }
};

// The triangles under node i.
void triangles_under(const MeshData& m, std::uint32_t i, std::vector<int>& count) {
  const BvhNode& n = m.nodes[i];
  if (n.leaf()) {
    for (std::uint32_t k = n.first; k < n.first + n.count; ++k)
      ++count[m.order[k]];
    return;
  }
  triangles_under(m, n.first, count);
  triangles_under(m, n.first + 1, count);
}

template <class T>
void expect_matches_brute_force(const MeshData& m, const Shape<T>& s, const std::string& what) {
  const MeshOverlap<T> r = mesh_overlap(m, s);
  ASSERT_TRUE(r.input.valid()) << what;
  std::vector<int> covered(m.triangle_count(), 0);
  for (std::uint32_t t : r.tested)
    ++covered[t];
  for (std::uint32_t i : r.pruned)
    triangles_under(m, i, covered);
  const std::set<std::uint32_t> hits(r.hit.begin(), r.hit.end());
  bool any_clear_hit = false, all_clear = true;
  for (std::uint32_t k = 0; k < m.triangle_count(); ++k) {
    ASSERT_EQ(covered[k], 1) << what << ": triangle " << k << " tested or pruned once";
    const PairResult<T> bf = pair_test(Shape<T>(m.triangle<T>(k)), s);
    if (bf.within_tolerance) {
      all_clear = false;
      continue;
    }
    any_clear_hit = any_clear_hit || bf.intersects();
    EXPECT_EQ(hits.count(k) == 1, bf.intersects()) << what << ": triangle " << k;
  }
  if (all_clear || any_clear_hit) {
    EXPECT_EQ(r.intersects, any_clear_hit) << what;
  }
}

template <class T>
class MeshQueries : public ::testing::Test {};
TYPED_TEST_SUITE(MeshQueries, test::Scalars);

TYPED_TEST(MeshQueries, OverlapMatchesBruteForceOnTheSoup) {
  using T = TypeParam;
  Sampler<T> sampler;
  int hits = 0, total = 0;
  for (ShapeKind kind : {ShapeKind::sphere, ShapeKind::obb, ShapeKind::aabb, ShapeKind::capsule,
                         ShapeKind::cylinder, ShapeKind::ellipsoid, ShapeKind::triangle,
                         ShapeKind::segment, ShapeKind::point, ShapeKind::plane})
    for (int i = 0; i < 60; ++i) {
      const Shape<T> s = sampler.shape(kind, small_soup());
      expect_matches_brute_force(small_soup(), s,
                                 std::string(name_of(kind)) + " #" + std::to_string(i));
      hits += mesh_overlap(small_soup(), s).intersects;
      ++total;
    }
  // Near the surface, both verdicts are common: the test sees hits and misses alike.
  EXPECT_GT(hits, total / 5);
  EXPECT_LT(hits, total * 4 / 5 + total / 10);
}

TYPED_TEST(MeshQueries, OverlapMatchesBruteForceOnTheLevel) {
  using T = TypeParam;
  Sampler<T> sampler;
  for (ShapeKind kind :
       {ShapeKind::sphere, ShapeKind::obb, ShapeKind::aabb, ShapeKind::capsule, ShapeKind::cylinder,
        ShapeKind::triangle, ShapeKind::segment, ShapeKind::point, ShapeKind::plane})
    for (int i = 0; i < 6; ++i)
      expect_matches_brute_force(level(), sampler.shape(kind, level()),
                                 std::string(name_of(kind)) + " #" + std::to_string(i));
}

// A box resting on the level's floor (y = 0) far from everything else meets only floor triangles
// under it, and the hierarchy tests few of the 17,000: the pruning does prune.
TYPED_TEST(MeshQueries, ABoxOnTheFloorTestsAFewTriangles) {
  using T = TypeParam;
  const Obb<T> box = Obb<T>::from_aabb(Aabb<T>{{T(14.2), T(0), T(0.2)}, {T(14.8), T(1), T(0.8)}});
  const MeshOverlap<T> r = mesh_overlap(level(), box);
  EXPECT_TRUE(r.intersects);
  EXPECT_LT(r.tested.size(), 64u);
  for (std::uint32_t t : r.hit) {
    const Triangle<T> tri = level().triangle<T>(t);
    EXPECT_EQ(tri.a.y, T(0));  // a floor triangle
    EXPECT_EQ(tri.b.y, T(0));
    EXPECT_EQ(tri.c.y, T(0));
  }
  // Lifted by 1 mm it meets nothing.
  const Obb<T> lifted =
      Obb<T>::from_aabb(Aabb<T>{{T(14.2), T(0.001), T(0.2)}, {T(14.8), T(1), T(0.8)}});
  EXPECT_FALSE(mesh_overlap(level(), lifted).intersects);
  // first_hit stops at one.
  EXPECT_EQ(mesh_overlap(level(), box, {}, MeshStop::first_hit).hit.size(), 1u);
}

TYPED_TEST(MeshQueries, InvalidShapeIsReported) {
  using T = TypeParam;
  const MeshOverlap<T> r = mesh_overlap(small_soup(), Sphere<T>{{0, 0, 0}, T(-1)});
  EXPECT_FALSE(r.input.valid());
  EXPECT_EQ(r.input.operand, Operand::b);
  EXPECT_FALSE(r.intersects);
  EXPECT_TRUE(r.tested.empty());
}

// The first hit is brute force's: the least t over every triangle the ray meets (the least
// triangle index among equal t), the same t to the bit.
TYPED_TEST(MeshQueries, RayFirstHitMatchesBruteForce) {
  using T = TypeParam;
  Sampler<T> sampler;
  int hits = 0;
  for (const MeshData* m : {&small_soup(), &level()})
    for (int i = 0; i < (m == &level() ? 40 : 300); ++i) {
      const Vec3<T> target = sampler.near(*m, 0.5);
      const Vec3<T> origin = target + sampler.unit() * sampler.uniform(0.5, 20);
      const Ray<T> ray{origin, (target - origin) * sampler.uniform(0.1, 3)};
      const MeshRayHit<T> r = mesh_ray_cast(*m, ray);
      bool found = false;
      T best = 0;
      std::uint32_t best_k = 0;
      for (std::uint32_t k = 0; k < m->triangle_count(); ++k) {
        const RayCast<T> c = ray_cast(ray, m->triangle<T>(k));
        if (c.intersects && (!found || c.t_enter < best))
          found = true, best = c.t_enter, best_k = k;
      }
      ASSERT_EQ(r.intersects, found) << "ray " << i;
      hits += found;
      if (!found) continue;
      EXPECT_EQ(r.t, best) << "ray " << i;
      EXPECT_EQ(r.triangle, best_k) << "ray " << i;
      EXPECT_TRUE(std::find(r.hit.begin(), r.hit.end(), best_k) != r.hit.end());
    }
  EXPECT_GT(hits, 100);
}

// Two soups, one turned and moved over the other: the pairs that meet are exactly those of
// triangle_triangle over all 150 × 150 pairs (the same test: pruning drops none of them).
TYPED_TEST(MeshQueries, MeshMeshMatchesBruteForce) {
  using T = TypeParam;
  Sampler<T> sampler;
  const auto a = soup(150, 5, 3);
  int hits = 0;
  for (int i = 0; i < 40; ++i) {
    const MeshBuild moved = transformed(*soup(150, 6 + static_cast<unsigned>(i), 3),
                                        V(sampler.vec(-2, 2)), Quat<double>(sampler.rotation()));
    ASSERT_TRUE(moved.mesh);
    const MeshData& b = *moved.mesh;
    const MeshMeshOverlap<T> r = mesh_mesh_overlap<T>(*a, b);
    std::set<std::array<std::uint32_t, 2>> want;
    for (std::uint32_t x = 0; x < a->triangle_count(); ++x)
      for (std::uint32_t y = 0; y < b.triangle_count(); ++y)
        if (triangle_triangle(a->triangle<T>(x), b.triangle<T>(y)).intersects) want.insert({x, y});
    const std::set<std::array<std::uint32_t, 2>> got(r.hit.begin(), r.hit.end());
    EXPECT_EQ(got, want) << "pose " << i;
    EXPECT_EQ(r.intersects, !want.empty());
    hits += !want.empty();
    // Every pair is tested or under a pruned node pair once: tested + pruned pairs' products.
    std::size_t covered = r.tested.size();
    for (const auto& [i_a, i_b] : r.pruned) {
      std::vector<int> ca(a->triangle_count(), 0), cb(b.triangle_count(), 0);
      triangles_under(*a, i_a, ca);
      triangles_under(b, i_b, cb);
      covered += static_cast<std::size_t>(std::count(ca.begin(), ca.end(), 1)) *
                 static_cast<std::size_t>(std::count(cb.begin(), cb.end(), 1));
    }
    EXPECT_EQ(covered, a->triangle_count() * b.triangle_count());
  }
  EXPECT_GT(hits, 10);
}

// The distance is brute force's least shape_distance over every triangle.
TYPED_TEST(MeshQueries, DistanceMatchesBruteForce) {
  using T = TypeParam;
  Sampler<T> sampler;
  for (ShapeKind kind : {ShapeKind::sphere, ShapeKind::obb, ShapeKind::capsule, ShapeKind::cylinder,
                         ShapeKind::point, ShapeKind::segment})
    for (int i = 0; i < 25; ++i) {
      Shape<T> s = sampler.shape(kind, small_soup());
      const MeshDistance<T> r = mesh_distance(small_soup(), s);
      ASSERT_TRUE(r.supported);
      T best = std::numeric_limits<T>::infinity();
      for (std::uint32_t k = 0; k < small_soup().triangle_count(); ++k) {
        const ShapeDistance<T> d = shape_distance(Shape<T>(small_soup().triangle<T>(k)), s);
        best = std::min(best, d.intersecting ? T(0) : d.distance);
      }
      EXPECT_EQ(r.intersecting || r.undecided, best == T(0)) << name_of(kind) << " #" << i;
      EXPECT_EQ(r.distance, best) << name_of(kind) << " #" << i;
      if (!r.intersecting) {
        EXPECT_NEAR(glm::length(r.on_mesh - r.on_shape), r.distance, T(1e-4) * (1 + r.distance));
      }
    }
  EXPECT_FALSE(mesh_distance(small_soup(), Shape<T>(Plane<T>{})).supported);
}

// Found by mesh_fcl_test.cpp (MeshFcl.MeshBox): a box placed 5.705e-4 from the level's triangle
// 11356 (δ by construction, along the closest points of the double distance query). The float
// distance query's GJK against the neighbouring triangle 11358 stops without progress and calls
// the pair touching, while the exact SAT of the float overlap query finds the box apart: the mesh
// distance must not say the box meets the mesh, only that its 0 is undecided (a lower bound); in
// double it is δ.
TEST(MeshQueriesRegression, FloatGjkUndecidedIsNotAContact) {
  Obb<double> box;
  box.center = {-12.737964904408514, 2.2538955839520001, 8.3694335975774301};
  box.axes = {V{-0.4871201104557441, -0.71048648296181005, -0.50786115771748186},
              V{0.040279365948598544, 0.56262315122733297, -0.82573165276729243},
              V{0.87240562278584743, -0.42268681932558905, -0.24544710652206558}};
  box.half_extents = {0.93674553574548214, 0.23701880600838299, 0.18188138190440178};
  const double delta = 0.00057050089849157925;
  const MeshDistance<double> d = mesh_distance(level(), Shape<double>(box));
  EXPECT_FALSE(d.intersecting);
  EXPECT_FALSE(d.undecided);
  EXPECT_NEAR(d.distance, delta, 1e-9);
  EXPECT_EQ(d.triangle, 11356u);
  const Obb<float> f{Vec3<float>(box.center),
                     {Vec3<float>(box.axes[0]), Vec3<float>(box.axes[1]), Vec3<float>(box.axes[2])},
                     Vec3<float>(box.half_extents)};
  EXPECT_FALSE(mesh_overlap(level(), f).intersects);
  const MeshDistance<float> df = mesh_distance(level(), Shape<float>(f));
  EXPECT_FALSE(df.intersecting);
  // Since GJK takes a step level within rounding of its points (GjkLevel.*), the float run
  // against triangle 11358 converges too: the distance, not undecided.
  EXPECT_FALSE(df.undecided);
  EXPECT_NEAR(df.distance, float(delta), 1e-6f);
}

// Found by mesh_fcl_test.cpp (MeshFcl.MeshConvexHull): a hull placed 1.1012e-4 from the level's
// triangle 11584 (along the closest points of the double distance query). In float, GJK against
// that triangle reaches |v| = 1.098e-4 and then stops without progress: at coordinates near 8 its
// simplex's closest point is too coarse to bound the distance (lower bound −7.9e-4), so it calls
// the pair touching by default, and the triangle's own test is that same GJK. The mesh distance
// must not say the hull meets the mesh, only that its 0 is undecided; in double it is the gap.
TEST(MeshQueriesRegression, FloatGjkStalledIsNotAContact) {
  const std::vector<V> points = {
      {0.12174867166105573, -0.18076190152144933, -0.32726422050203302},
      {-0.20823614392428155, 0.025610740248926067, -0.057940256578416532},
      {-0.047354247553003381, -0.13048141832145349, -0.23772800716814504},
      {-0.0140522640085953, 0.018338138752432055, 0.20546501142658927},
      {0.15020838421209831, 0.061076756099116003, 0.34692127688460594},
      {0.24966831265474249, 0.15779874829758619, -0.075843161910214438},
      {0.25615071352834795, -0.24043454560433436, 0.07043396126750931}};
  const HullBuild hull = build_convex_hull(points);
  ASSERT_TRUE(hull.hull);
  const V offset{-4.6469388537648149, 1.1385130832232484, 8.3944126854856975};
  const MeshDistance<double> d =
      mesh_distance(level(), Shape<double>(ConvexHull<double>{hull.hull.get(), offset, 1}));
  EXPECT_FALSE(d.intersecting);
  EXPECT_FALSE(d.undecided);
  EXPECT_NEAR(d.distance, 1.1012286045255556e-4, 1e-9);
  EXPECT_EQ(d.triangle, 11584u);
  const MeshDistance<float> df = mesh_distance(
      level(), Shape<float>(ConvexHull<float>{hull.hull.get(), Vec3<float>(offset), 1}));
  EXPECT_FALSE(df.intersecting);
  // Since GJK takes a step level within rounding of its points (GjkLevel.*) it converges: the
  // float numbers' distance (1.0983e-4: rounding to float moves the pair by 3e-7).
  EXPECT_FALSE(df.undecided);
  EXPECT_NEAR(df.distance, 1.1012e-4f, 1e-6f);
}

}  // namespace
}  // namespace collide
