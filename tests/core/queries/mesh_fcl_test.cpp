// The triangle mesh against FCL 0.7 (Debian's libfcl-dev): the shipped level (assets/meshes/
// level.obj, 17,342 triangles) as our MeshData and as FCL's BVHModel<OBBRSS> built from the same
// vertices and triangles, against every kind FCL has — a box, a sphere, a capsule, a cylinder, an
// ellipsoid, a triangle (TriangleP), a convex hull (Convex), a plane and another mesh (BVHModel) —
// 100,000 random pairs near contact for each, in both precisions. Release only
// (tests/CMakeLists.txt: COLLIDE_RELEASE_ONLY_TESTS): it is a sampling run. (FCL has no point,
// segment, ray or moving sphere; those pairs are checked against brute force alone, in
// mesh_queries_test.cpp.)
//
// The pairs: a random triangle k of the level and a shape (0.05 to 0.5 in each size, turned
// anyhow) placed 0.5 to 2 away from a point of it along its normal; the double distance query
// between the shape and triangle k gives their closest points, and the shape is moved so that its
// gap to triangle k is δ = ±10^u, u in [−6, −1.3] (at most 0.05). The truth: δ < 0 meets the
// mesh when the double distance query finds it meets triangle k (a shape pushed in by |δ| across
// k's face does; a sharp one pushed in beside k's edge — a hull's vertex, a triangle's — can pass
// it by, and then is judged as δ > 0 is); δ > 0 is apart from triangle k by δ, and from the mesh
// by the least double shape_distance over every triangle whose box lies within 2δ of the shape's
// bounds (brute force, no hierarchy; a triangle that meets it makes the truth "meets", at EPA's
// depth).
//
// Stated bands (fcl_comparison.hpp's): our verdicts must be the truth's when its gap is beyond
// 1e-8 (double) or 1e-4 (float: the level's coordinates up to 20 rounded to float move by 1e-6,
// GJK's float run stops at 1e-5 of the distance) unless the result says it was decided within
// its tolerance (counted, printed); FCL's beyond 1e-5 (its GJK's tolerance is 1e-6). Distances,
// on every tenth pair (FCL's distance over its hierarchy is most of the run's time; of those,
// 1,600 to 2,700 per kind are apart), when apart by more than the band: ours (mesh_distance) never
// "meets", and within 1e-8 of the truth (double) or 1e-4 (float) unless it says `undecided` (float
// GJK stopped without progress against a triangle that the triangle's own test finds apart:
// counted, printed; see MeshQueriesRegression.FloatGjkUndecidedIsNotAContact); FCL's within
// fcl_band.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <random>
#include <vector>

#include <fcl/geometry/bvh/BVH_model.h>
#include <fcl/geometry/shape/plane.h>
#include <fcl/math/bv/OBBRSS.h>
#include <gtest/gtest.h>
#include <glm/geometric.hpp>

#include "core/queries/mesh_queries.hpp"
#include "core/queries/shape_distance.hpp"
#include "core/queries/support.hpp"
#include "core/scene/scene.hpp"
#include "core/shapes/convex_hull.hpp"
#include "core/shapes/mesh_file.hpp"
#include "tests/core/queries/fcl_comparison.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

using namespace fcl_comparison;

struct Level {
  std::shared_ptr<const MeshData> mesh;
  std::shared_ptr<fcl::BVHModel<fcl::OBBRSSd>> fcl;
  std::vector<Aabb<double>> triangle_boxes;
};

const Level& level() {
  static const Level l = [] {
    Level out;
    MeshFileBuild b = load_mesh_file(test::source_dir() + "/assets/meshes/level.obj");
    if (!b.build.mesh) throw std::runtime_error(b.error);
    out.mesh = b.build.mesh;
    std::vector<Eigen::Vector3d> points;
    for (const V& v : out.mesh->vertices)
      points.push_back(ev(v));
    std::vector<fcl::Triangle> triangles;
    for (const auto& t : out.mesh->triangles) {
      triangles.emplace_back(t[0], t[1], t[2]);
      const Triangle<double> tri =
          out.mesh->triangle<double>(static_cast<std::uint32_t>(out.triangle_boxes.size()));
      out.triangle_boxes.push_back(
          {glm::min(tri.a, glm::min(tri.b, tri.c)), glm::max(tri.a, glm::max(tri.b, tri.c))});
    }
    out.fcl = std::make_shared<fcl::BVHModel<fcl::OBBRSSd>>();
    out.fcl->beginModel();
    out.fcl->addSubModel(points, triangles);
    out.fcl->endModel();
    return out;
  }();
  return l;
}

Aabb<double> bounds(const Shape<double>& s) {
  Aabb<double> b;
  for (int i = 0; i < 3; ++i) {
    V e(0);
    e[i] = 1;
    b.max[i] = (*support(s, e))[i];
    b.min[i] = (*support(s, -e))[i];
  }
  return b;
}

double box_gap(const Aabb<double>& a, const Aabb<double>& b) {
  const V d = glm::max(glm::max(a.min - b.max, b.min - a.max), V(0));
  return glm::length(d);
}

// The truth's signed gap for δ > 0: the least distance over the triangles near the shape, or
// minus the depth of one that meets it (the first deeper than 1e-4 settles it: the verdict is
// then "meets" beyond every band, and EPA runs once rather than for every such triangle).
double true_gap(const Shape<double>& s, double delta) {
  const Level& l = level();
  const Aabb<double> b = bounds(s);
  double best = std::numeric_limits<double>::infinity();
  for (std::uint32_t k = 0; k < l.triangle_boxes.size(); ++k) {
    if (box_gap(l.triangle_boxes[k], b) > 2 * delta) continue;
    const ShapeDistance<double> d = shape_distance(Shape<double>(l.mesh->triangle<double>(k)), s);
    if (d.intersecting && d.depth > 1e-4) return -d.depth;
    best = std::min(best, d.intersecting ? -d.depth : d.distance);
  }
  return best;
}

struct MeshTally {
  int pairs = 0, ours_wrong[2] = {0, 0}, flagged[2] = {0, 0}, fcl_wrong = 0;
  int distances = 0, undecided[2] = {0, 0};  // distances measured; ours undecided (GJK)
  int apart = 0;                             // pairs whose truth is apart (the rest meet)
  double ours_distance_error[2] = {0, 0}, fcl_distance_error = 0;
};

template <class T>
void check_ours(const Shape<double>& s, double gap, bool with_distances, MeshTally& tally, int p,
                const char* what) {
  const Shape<T> ts = [&] {
    if constexpr (std::is_same_v<T, double>)
      return s;
    else
      return round_to_float(s);
  }();
  const double band = std::is_same_v<T, double> ? 1e-8 : 1e-4;
  const MeshData& m = *level().mesh;
  const MeshOverlap<T> r = mesh_overlap(m, ts);
  if (std::abs(gap) > band && r.intersects != (gap <= 0)) {
    if (r.within_tolerance) {
      ++tally.flagged[p];
    } else if (++tally.ours_wrong[p] <= 3) {
      ADD_FAILURE() << what << (p ? " double" : " float") << ": gap " << gap << ", ours says "
                    << (r.intersects ? "meets" : "apart") << "; " << described(s);
    }
  }
  if (gap > band && with_distances) {
    const MeshDistance<T> d = mesh_distance(m, ts);
    EXPECT_FALSE(d.intersecting) << what << (p ? " double" : " float") << ": gap " << gap << "; "
                                 << described(s);
    if (d.undecided) {
      ++tally.undecided[p];
      return;
    }
    const double error = std::abs(double(d.distance) - gap);
    tally.ours_distance_error[p] = std::max(tally.ours_distance_error[p], error);
    EXPECT_LE(error, band) << what << (p ? " double" : " float") << " distance: gap " << gap << "; "
                           << described(s);
  }
}

// `fcl_answers`: FCL 0.7 has a test of its BVHModel against the partner (none against a
// TriangleP: "collision function between node type 5 and node type 18 is not supported").
void run(const char* what, Partner partner, std::uint64_t seed, double fcl_band,
         bool fcl_answers = true) {
  const Level& l = level();
  const fcl::Transform3d identity = fcl::Transform3d::Identity();
  Sampler r{std::mt19937_64(seed)};
  MeshTally tally;
  std::uniform_int_distribution<std::uint32_t> pick(
      0, static_cast<std::uint32_t>(l.mesh->triangle_count() - 1));
  while (tally.pairs < kPairs) {
    const std::uint32_t k = pick(r.gen);
    const Triangle<double> tri = l.mesh->triangle<double>(k);
    double u = r.uniform(0, 1), v = r.uniform(0, 1);
    if (u + v > 1) u = 1 - u, v = 1 - v;
    const V p = tri.a + u * (tri.b - tri.a) + v * (tri.c - tri.a);
    // Along the triangle's normal, from the front four times in five: its closest point then
    // lies inside the face (from a random direction it mostly lies on an edge, and the shape,
    // brought to δ from that edge, overlaps the neighbour beneath it: few pairs would be apart).
    const V cross = glm::cross(tri.b - tri.a, tri.c - tri.a);
    if (!(glm::length(cross) > 0)) continue;  // a flat triangle has no face to stand off
    const V side = (r.uniform(0, 1) < 0.8 ? 1.0 : -1.0) * glm::normalize(cross);
    Shape<double> s = moved(partner(r), p + r.uniform(0.5, 2) * side);
    const ShapeDistance<double> far = shape_distance(Shape<double>(tri), s);
    if (far.intersecting || far.distance < 1e-3) continue;  // placed into the triangle: again
    const V n = (far.on_b - far.on_a) / double(far.distance);
    const double delta = (r.uniform(0, 1) < 0.5 ? -1 : 1) * std::pow(10.0, r.uniform(-6, -1.3));
    s = moved(s, far.on_a - far.on_b + delta * n);
    // Pushed in (δ < 0), the shape meets triangle k when its closest point lay inside k's face;
    // beside an edge or a vertex a sharp partner (a hull's vertex, a triangle's) can pass it by,
    // so that is checked, and otherwise the truth is the brute force's (after the push the shape
    // holds a point |δ| from triangle k, so no triangle whose box is further off can be nearer).
    const bool pushed_into_k = delta < 0 && shape_distance(Shape<double>(tri), s).intersecting;
    const double gap = pushed_into_k ? delta : true_gap(s, std::abs(delta));
    // Distances on every tenth pair: FCL's distance over its hierarchy costs most of the run.
    const bool with_distances = tally.pairs % 10 == 0;
    tally.distances += with_distances && gap > 1e-5;
    check_ours<float>(s, gap, with_distances, tally, 0, what);
    check_ours<double>(s, gap, with_distances, tally, 1, what);
    ++tally.pairs;
    tally.apart += gap > 0;

    if (!fcl_answers) continue;
    const FclShape fs = fcl_shape_of(s);
    fcl::CollisionRequestd request;
    fcl::CollisionResultd result;
    fcl::collide(l.fcl.get(), identity, fs.geometry.get(), fs.tf, request, result);
    if (std::abs(gap) > 1e-5 && result.isCollision() != (gap <= 0)) {
      if (++tally.fcl_wrong <= 3)
        ADD_FAILURE() << what << " FCL: gap " << gap << ", FCL says "
                      << (gap <= 0 ? "apart" : "colliding") << "; " << described(s);
    }
    if (gap > 1e-5 && with_distances) {
      fcl::DistanceRequestd dr;
      fcl::DistanceResultd dres;
      fcl::distance(l.fcl.get(), identity, fs.geometry.get(), fs.tf, dr, dres);
      const double error = std::abs(dres.min_distance - gap);
      tally.fcl_distance_error = std::max(tally.fcl_distance_error, error);
      EXPECT_LE(error, fcl_band) << what << " FCL distance: gap " << gap << "; " << described(s);
    }
  }
  EXPECT_EQ(tally.ours_wrong[0], 0);
  EXPECT_EQ(tally.ours_wrong[1], 0);
  EXPECT_EQ(tally.fcl_wrong, 0);
  std::printf(
      "%s: %d pairs (%d apart); verdicts off: float %d (+%d flagged within tolerance), double %d "
      "(+%d), FCL "
      "%d; %d distances, largest error: float %.3g (+%d undecided), double %.3g (+%d), FCL "
      "%.3g\n",
      what, tally.pairs, tally.apart, tally.ours_wrong[0], tally.flagged[0], tally.ours_wrong[1],
      tally.flagged[1], tally.fcl_wrong, tally.distances, tally.ours_distance_error[0],
      tally.undecided[0], tally.ours_distance_error[1], tally.undecided[1],
      tally.fcl_distance_error);
}

// The partners, about the origin, 0.05 to 0.5 in each size (half extent, radius, half length):
// the size of the level's features (steps 0.2 high, cells 0.5), so that most shapes brought to δ
// from a triangle's face meet no other triangle first.
Shape<double> box(Sampler& r) {
  return Obb<double>::from_rotation(V(0), r.vec(0.05, 0.5), r.rotation());
}
Shape<double> sphere(Sampler& r) {
  return Sphere<double>{V(0), r.uniform(0.05, 0.5)};
}
Shape<double> capsule(Sampler& r) {
  const V h = r.uniform(0, 0.5) * r.unit();
  return Capsule<double>{-h, h, r.uniform(0.05, 0.5)};
}
Shape<double> cylinder(Sampler& r) {
  return Cylinder<double>::from_rotation(V(0), r.uniform(0.05, 0.5), r.uniform(0.05, 0.5),
                                         r.rotation());
}

Shape<double> ellipsoid(Sampler& r) {
  return Ellipsoid<double>::from_rotation(V(0), r.vec(0.05, 0.5), r.rotation());
}
// A triangle 0.05 to 0.5 across, about the origin (flat ones now and then, as drawn).
Shape<double> triangle(Sampler& r) {
  const double size = r.uniform(0.05, 0.5);
  return Triangle<double>{size * r.vec(-1, 1), size * r.vec(-1, 1), size * r.vec(-1, 1)};
}
// A hull of 5 to 12 points in a box of random proportions (0.05 to 0.5 half sizes), drawn from a
// pool built once: a hull's shape borrows its HullData, which the pool keeps, and the shape
// itself has no rotation (a random pool stands in for turning one).
Shape<double> hull(Sampler& r) {
  static const std::vector<std::shared_ptr<const HullData>> pool = [] {
    Sampler g{std::mt19937_64(2538)};
    std::vector<std::shared_ptr<const HullData>> out;
    while (out.size() < 512) {
      std::vector<V> points(static_cast<std::size_t>(g.uniform(5, 13)));
      const V size = g.vec(0.05, 0.5);
      for (V& p : points)
        p = size * g.vec(-1, 1);
      if (auto h = build_convex_hull(points).hull) out.push_back(std::move(h));
    }
    return out;
  }();
  const auto& h = pool[static_cast<std::size_t>(r.uniform(0, double(pool.size()))) % pool.size()];
  return ConvexHull<double>{h.get(), V(0), 1};
}

// FCL's box, capsule and cylinder against a triangle run libccd's GJK, which stops on the
// distance's change: its distances to 1e-2 (as in capsule_fcl_test.cpp); its sphere's is a
// closed form.
TEST(MeshFcl, MeshBox) {
  run("mesh-box", box, 21, 1e-2);
}
TEST(MeshFcl, MeshSphere) {
  run("mesh-sphere", sphere, 22, 1e-8);
}
TEST(MeshFcl, MeshCapsule) {
  run("mesh-capsule", capsule, 23, 1e-2);
}
TEST(MeshFcl, MeshCylinder) {
  run("mesh-cylinder", cylinder, 24, 1e-2);
}
// libccd's GJK for the ellipsoid, the triangle and the Convex, as for the box.
TEST(MeshFcl, MeshEllipsoid) {
  run("mesh-ellipsoid", ellipsoid, 25, 1e-2);
}
TEST(MeshFcl, MeshTriangle) {
  run("mesh-triangle", triangle, 26, 1e-2, /*fcl_answers=*/false);
}
TEST(MeshFcl, MeshConvexHull) {
  run("mesh-convex hull", hull, 27, 5e-2);
}

// A plane against the level: a random unit normal n, the plane n·x = d placed δ = ±10^u beyond
// the level's furthest vertex along n (or along −n), so it grazes the top of a step, a pillar or
// the floor's rim. The truth, by brute force over the vertices: the plane meets a triangle iff
// its vertices are not all strictly on one side, so the mesh iff min over the vertices of
// n·v − d <= 0 <= max; its gap is the nearer side's margin (apart: the least |n·v − d|; meeting:
// how far the plane would move to leave, min(max, −min)).
TEST(MeshFcl, MeshPlane) {
  const Level& l = level();
  const fcl::Transform3d identity = fcl::Transform3d::Identity();
  Sampler r{std::mt19937_64(28)};
  int pairs = 0, apart = 0, ours_wrong[2] = {0, 0}, flagged[2] = {0, 0}, fcl_wrong = 0;
  while (pairs < kPairs) {
    const V n = r.unit();
    double top = -std::numeric_limits<double>::infinity();
    for (const V& v : l.mesh->vertices)
      top = std::max(top, glm::dot(n, v));
    // Just beyond the top (δ > 0: apart), or just below it (δ < 0: through the top's triangles).
    const double delta = (r.uniform(0, 1) < 0.5 ? -1 : 1) * std::pow(10.0, r.uniform(-6, -1.3));
    const Plane<double> plane{n, top + delta};
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const V& v : l.mesh->vertices) {
      const double s = glm::dot(n, v) - plane.d;
      lo = std::min(lo, s);
      hi = std::max(hi, s);
    }
    const bool meets = lo <= 0 && 0 <= hi;
    const double gap = meets ? -std::min(hi, -lo) : std::min(std::abs(lo), std::abs(hi));
    ++pairs;
    apart += !meets;
    const auto check = [&](auto precision, int p) {
      using T = decltype(precision);
      const double band = p ? 1e-8 : 1e-4;
      const Plane<T> tp{Vec3<T>(plane.n), T(plane.d)};
      const MeshOverlap<T> o = mesh_overlap(*l.mesh, tp);
      if (std::abs(gap) > band && o.intersects != meets) {
        if (o.within_tolerance)
          ++flagged[p];
        else if (++ours_wrong[p] <= 3)
          ADD_FAILURE() << "mesh-plane " << (p ? "double" : "float") << ": gap " << gap
                        << ", ours says " << (o.intersects ? "meets" : "apart") << "; n (" << n.x
                        << ", " << n.y << ", " << n.z << ") d " << plane.d;
      }
    };
    check(float{}, 0);
    check(double{}, 1);
    const FclShape fs = fcl_shape(plane);
    fcl::CollisionRequestd request;
    fcl::CollisionResultd result;
    fcl::collide(l.fcl.get(), identity, fs.geometry.get(), fs.tf, request, result);
    if (std::abs(gap) > 1e-5 && result.isCollision() != meets && ++fcl_wrong <= 3)
      ADD_FAILURE() << "mesh-plane FCL: gap " << gap << ", FCL says "
                    << (meets ? "apart" : "colliding");
  }
  EXPECT_EQ(ours_wrong[0], 0);
  EXPECT_EQ(ours_wrong[1], 0);
  EXPECT_EQ(fcl_wrong, 0);
  std::printf(
      "mesh-plane: %d pairs (%d apart); verdicts off: float %d (+%d flagged within tolerance), "
      "double %d (+%d), FCL %d\n",
      pairs, apart, ours_wrong[0], flagged[0], ours_wrong[1], flagged[1], fcl_wrong);
}

// Another mesh against the level: a soup of 4 random triangles 0.05 to 0.5 across (flat ones
// and slivers as drawn), placed as the shapes above — one of its triangles brought to δ from a
// random triangle of the level along their closest points' direction. The truth, by brute force
// over every pair of a soup triangle and a level triangle whose boxes are within 2|δ| + 1e-3:
// the pair meets when the double distance query (GJK/EPA, not the mesh's Möller test) says so,
// else its distance, the least over pairs. FCL: both as BVHModel<OBBRSS>.
TEST(MeshFcl, MeshMesh) {
  const Level& l = level();
  const fcl::Transform3d identity = fcl::Transform3d::Identity();
  Sampler r{std::mt19937_64(29)};
  std::uniform_int_distribution<std::uint32_t> pick(
      0, static_cast<std::uint32_t>(l.mesh->triangle_count() - 1));
  int pairs = 0, apart = 0, ours_wrong[2] = {0, 0}, flagged[2] = {0, 0}, fcl_wrong = 0;
  int distances = 0;
  double fcl_distance_error = 0;
  while (pairs < kPairs) {
    std::vector<V> vertices;
    std::vector<std::array<std::uint32_t, 3>> triangles;
    for (std::uint32_t t = 0; t < 4; ++t) {
      const Triangle<double> tri = std::get<Triangle<double>>(triangle(r));
      for (const V& v : {tri.a, tri.b, tri.c})
        vertices.push_back(v);
      triangles.push_back({3 * t, 3 * t + 1, 3 * t + 2});
    }
    // Bring soup triangle 0 from beside level triangle k to δ from it.
    const std::uint32_t k = pick(r.gen);
    const Triangle<double> target = l.mesh->triangle<double>(k);
    const V cross = glm::cross(target.b - target.a, target.c - target.a);
    if (!(glm::length(cross) > 0)) continue;
    const V place =
        (target.a + target.b + target.c) / 3.0 +
        r.uniform(0.5, 2) * (r.uniform(0, 1) < 0.8 ? 1.0 : -1.0) * glm::normalize(cross);
    for (V& v : vertices)
      v += place;
    const Triangle<double> mine{vertices[0], vertices[1], vertices[2]};
    const ShapeDistance<double> far = shape_distance(Shape<double>(target), Shape<double>(mine));
    if (far.intersecting || far.distance < 1e-3) continue;
    const V n = (far.on_b - far.on_a) / double(far.distance);
    const double delta = (r.uniform(0, 1) < 0.5 ? -1 : 1) * std::pow(10.0, r.uniform(-6, -1.3));
    const V shift = far.on_a - far.on_b + delta * n;
    for (V& v : vertices)
      v += shift;
    const MeshBuild soup = build_triangle_mesh(vertices, triangles);
    ASSERT_TRUE(soup.mesh) << soup.message;

    // The truth over the near pairs (a pair further apart than its boxes' gap cannot be nearer).
    double gap = std::numeric_limits<double>::infinity();
    for (std::uint32_t j = 0; j < 4 && gap > 0; ++j) {
      const Triangle<double> a = soup.mesh->triangle<double>(j);
      const Aabb<double> box{glm::min(a.a, glm::min(a.b, a.c)), glm::max(a.a, glm::max(a.b, a.c))};
      for (std::uint32_t t = 0; t < l.triangle_boxes.size(); ++t) {
        if (box_gap(l.triangle_boxes[t], box) > 2 * std::abs(delta) + 1e-3) continue;
        const ShapeDistance<double> d =
            shape_distance(Shape<double>(l.mesh->triangle<double>(t)), Shape<double>(a));
        if (d.intersecting) {
          gap = delta < 0 ? delta : -1e-9;  // meets; by how much the flat pair cannot say
          break;
        }
        gap = std::min(gap, double(d.distance));
      }
    }
    ++pairs;
    apart += gap > 0;
    const auto check = [&](auto precision, int p) {
      using T = decltype(precision);
      const double band = p ? 1e-8 : 1e-4;
      const MeshMeshOverlap<T> o = mesh_mesh_overlap<T>(*l.mesh, *soup.mesh);
      if (std::abs(gap) > band && o.intersects != (gap <= 0)) {
        if (o.within_tolerance)
          ++flagged[p];
        else if (++ours_wrong[p] <= 3)
          ADD_FAILURE() << "mesh-mesh " << (p ? "double" : "float") << ": gap " << gap
                        << ", ours says " << (o.intersects ? "meets" : "apart");
      }
    };
    check(float{}, 0);
    check(double{}, 1);

    fcl::BVHModel<fcl::OBBRSSd> other;
    std::vector<Eigen::Vector3d> points;
    for (const V& v : soup.mesh->vertices)
      points.push_back(ev(v));
    std::vector<fcl::Triangle> fcl_triangles;
    for (const auto& t : triangles)
      fcl_triangles.emplace_back(t[0], t[1], t[2]);
    other.beginModel();
    other.addSubModel(points, fcl_triangles);
    other.endModel();
    fcl::CollisionRequestd request;
    fcl::CollisionResultd result;
    fcl::collide(l.fcl.get(), identity, &other, identity, request, result);
    if (std::abs(gap) > 1e-5 && result.isCollision() != (gap <= 0) && ++fcl_wrong <= 3)
      ADD_FAILURE() << "mesh-mesh FCL: gap " << gap << ", FCL says "
                    << (gap <= 0 ? "apart" : "colliding");
    if (gap > 1e-5 && pairs % 10 == 0) {
      fcl::DistanceRequestd dr;
      fcl::DistanceResultd dres;
      fcl::distance(l.fcl.get(), identity, &other, identity, dr, dres);
      ++distances;
      fcl_distance_error = std::max(fcl_distance_error, std::abs(dres.min_distance - gap));
      EXPECT_LE(std::abs(dres.min_distance - gap), 1e-8) << "mesh-mesh FCL distance: gap " << gap;
    }
  }
  EXPECT_EQ(ours_wrong[0], 0);
  EXPECT_EQ(ours_wrong[1], 0);
  EXPECT_EQ(fcl_wrong, 0);
  std::printf(
      "mesh-mesh: %d pairs (%d apart); verdicts off: float %d (+%d flagged within tolerance), "
      "double %d (+%d), FCL %d; %d FCL distances, largest error %.3g\n",
      pairs, apart, ours_wrong[0], flagged[0], ours_wrong[1], flagged[1], fcl_wrong, distances,
      fcl_distance_error);
}

}  // namespace
}  // namespace collide
