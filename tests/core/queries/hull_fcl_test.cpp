// The convex hull against FCL 0.7 (Debian's libfcl-dev), where it can be compared before the hull
// is a registered kind: the hull against a plane by its extent along the normal
// (hull_plane_side), 100,000 random hulls and planes near contact, both precisions, against
// fcl::Convex (built from Qhull's faces, which FCL validates: throw_if_invalid) and
// fcl::Halfspace n·x <= d. Not fcl::Plane: FCL 0.7 has no Convex–Plane test and hands the pair to
// libccd's MPR with the plane's support function unset, which crashes (a null call). Near the
// hull's lowest vertex the two agree: the hull meets the plane iff its lowest vertex is not above
// it (its highest is far above), which is when it meets the half-space behind it.
// Release only (tests/CMakeLists.txt: COLLIDE_RELEASE_ONLY_TESTS): it is a sampling run.
//
// The truth is exact by construction: the plane's offset is set so that the hull's lowest vertex
// along n is δ above it, d = min over the points of n·p − δ (brute force over every point, the
// interior ones included: the hull's lowest point is a vertex, and a vertex is one of the
// points). δ = ±10^u, u uniform in [−6, −1]. Stated bands: our verdict in double must be the
// truth's when |δ| > 1e-12 and its lowest end within 1e-12 of δ; in float (the hull's vertices
// and the plane rounded to float: moved by ~1e-7 of their size ~2) when |δ| > 1e-5; FCL's (double)
// when |δ| > 1e-5.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include <fcl/geometry/shape/convex.h>
#include <fcl/geometry/shape/halfspace.h>
#include <fcl/narrowphase/collision.h>
#include <gtest/gtest.h>
#include <glm/geometric.hpp>

#include "core/queries/hull_queries.hpp"
#include "tests/core/queries/query_test_support.hpp"

namespace collide {
namespace {

using V = Vec3<double>;

constexpr int kPairs = 100'000;

// 4 to 40 points in a box of random proportions about a centre within 1 of the origin.
std::vector<V> cloud(test::Random& r) {
  const V c = r.vec<double>(-1, 1), size = r.vec<double>(0.05, 1);
  std::vector<V> p(static_cast<std::size_t>(r.uniform(4, 41)));
  for (V& x : p)
    x = c + size * r.vec<double>(-1, 1);
  return p;
}
// δ = ±10^u, u in [−6, −1].
double offset(test::Random& r) {
  return (r.uniform(0, 1) < 0.5 ? -1 : 1) * std::pow(10.0, r.uniform(-6, -1));
}

Eigen::Vector3d ev(const V& v) {
  return {v.x, v.y, v.z};
}

// FCL's Convex from the hull's vertices and faces: each face as its vertex count, then its loop
// (counter-clockwise seen from outside, as FCL asks).
std::shared_ptr<fcl::Convexd> fcl_convex(const HullData& h) {
  auto vertices = std::make_shared<std::vector<Eigen::Vector3d>>();
  for (const V& v : h.vertices)
    vertices->push_back(ev(v));
  auto faces = std::make_shared<std::vector<int>>();
  for (const HullFace& f : h.faces) {
    faces->push_back(static_cast<int>(f.count));
    for (std::uint32_t i : h.face_loop(f))
      faces->push_back(static_cast<int>(i));
  }
  return std::make_shared<fcl::Convexd>(vertices, static_cast<int>(h.faces.size()), faces, true);
}

bool fcl_collide(const fcl::CollisionGeometryd& a, const fcl::CollisionGeometryd& b) {
  fcl::CollisionRequestd request;
  fcl::CollisionResultd result;
  fcl::collide(&a, fcl::Transform3d::Identity(), &b, fcl::Transform3d::Identity(), request, result);
  return result.isCollision();
}

TEST(HullFcl, HullPlane) {
  test::Random r(38);
  int wrong[3] = {0, 0, 0};  // float, double, FCL
  int pairs = 0;
  double lowest_error = 0;
  for (int i = 0; i < kPairs; ++i) {
    const std::vector<V> points = cloud(r);
    const HullBuild b = build_convex_hull(points);
    ASSERT_TRUE(b.hull) << b.message;
    const V n = r.unit<double>();
    const double delta = offset(r);
    double lowest = std::numeric_limits<double>::infinity();
    for (const V& p : points)
      lowest = std::min(lowest, glm::dot(n, p));
    const Plane<double> plane{n, lowest - delta};
    const Plane<float> plane_f{Vec3<float>(n), float(plane.d)};
    const HullPlaneSide<float> f = hull_plane_side(*b.hull, plane_f);
    const HullPlaneSide<double> d = hull_plane_side(*b.hull, plane);
    if (std::abs(delta) > 1e-5 && f.intersects != (delta < 0) && ++wrong[0] <= 3)
      ADD_FAILURE() << "float: δ = " << delta << ", lowest " << f.lowest;
    if (std::abs(delta) > 1e-12 && d.intersects != (delta < 0) && ++wrong[1] <= 3)
      ADD_FAILURE() << "double: δ = " << delta << ", lowest " << d.lowest;
    lowest_error = std::max(lowest_error, std::abs(d.lowest - delta));
    EXPECT_NEAR(d.lowest, delta, 1e-12);
    if (std::abs(delta) > 1e-5 &&
        fcl_collide(*fcl_convex(*b.hull), fcl::Halfspaced(ev(n), plane.d)) != (delta < 0) &&
        ++wrong[2] <= 3)
      ADD_FAILURE() << "FCL: δ = " << delta;
    ++pairs;
  }
  EXPECT_EQ(wrong[0], 0);
  EXPECT_EQ(wrong[1], 0);
  EXPECT_EQ(wrong[2], 0);
  std::printf(
      "hull-plane: %d pairs; verdicts off: float %d, double %d, FCL %d; largest |lowest - δ| "
      "(double) %.3g\n",
      pairs, wrong[0], wrong[1], wrong[2], lowest_error);
}

}  // namespace
}  // namespace collide
