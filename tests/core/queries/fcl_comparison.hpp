#pragma once
// A kind against FCL 0.7 (Debian's libfcl-dev), shared by capsule_fcl_test.cpp and
// cylinder_fcl_test.cpp: random pairs near contact whose true signed gap is known without either
// library's answer, and our verdicts and distances (both precisions) and FCL's against it.
//
// B starts far from A, the distance query in double gives closest points p_a in A and p_b in B
// (GJK's: points of the shapes, convex mixes of support points; a capsule and a sphere or a
// capsule: the cores' closed form), and B is moved by p_a − p_b + δ·n, n = (p_b − p_a)/|·|.
// Then p_a is in both when δ = 0, and GJK's lower bound keeps the shapes apart along n to within
// gjk_relative of the distance (1e-10 of ~6): the true gap is δ to within 1e-9 (δ > 0 apart by
// δ, δ < 0 overlapping). δ = ±10^u, u uniform in [−6, −1] (a plane: its offset set exactly).
//
// Stated bands. Verdicts: ours in T must be the truth's when |δ| > 1e-4 (float: its inputs
// rounded to float move the shapes by ~1e-7 of their ~8 size, GJK stops at 1e-5 of the distance)
// or 1e-8 (double), unless the result says it was decided within its own tolerance band (float
// GJK/EPA against a triangle, at 1e-4 to 2.4e-4: counted and printed); FCL's (double) when |δ| >
// 1e-5 (its GJK's tolerance is 1e-6). Distances, when apart by more than the band: ours within 5e-5
// of δ (float) or 1e-8 (double) by a closed form; by GJK, δ within its bounds [lower bound,
// distance] (to that band), and when GJK converged its distance within gjk_relative of δ as well;
// FCL's within fcl_band (run()). FCL has no capsule–triangle test: that pair is checked against the
// truth only.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include <fcl/geometry/shape/box.h>
#include <fcl/geometry/shape/capsule.h>
#include <fcl/geometry/shape/convex.h>
#include <fcl/geometry/shape/cylinder.h>
#include <fcl/geometry/shape/ellipsoid.h>
#include <fcl/geometry/shape/plane.h>
#include <fcl/geometry/shape/sphere.h>
#include <fcl/geometry/shape/triangle_p.h>
#include <fcl/narrowphase/collision.h>
#include <fcl/narrowphase/distance.h>
#include <gtest/gtest.h>
#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "core/queries/convex_proximity.hpp"
#include "core/queries/gjk.hpp"
#include "core/queries/hull_queries.hpp"
#include "core/queries/pair_test.hpp"
#include "core/queries/shape_distance.hpp"
#include "core/scene/scene.hpp"

namespace collide::fcl_comparison {

using V = Vec3<double>;

constexpr int kPairs = 100'000;

struct Sampler {
  std::mt19937_64 gen;
  double uniform(double lo, double hi) {
    return std::uniform_real_distribution<double>(lo, hi)(gen);
  }
  V vec(double lo, double hi) { return {uniform(lo, hi), uniform(lo, hi), uniform(lo, hi)}; }
  V unit() {
    for (;;) {
      const V v = vec(-1, 1);
      const double l = glm::length(v);
      if (l > 0.1 && l <= 1) return v / l;
    }
  }
  Quat<double> rotation() {
    for (;;) {
      const glm::dvec4 v{uniform(-1, 1), uniform(-1, 1), uniform(-1, 1), uniform(-1, 1)};
      const double l = glm::length(v);
      if (l > 0.1 && l <= 1) return Quat<double>(v.w / l, v.x / l, v.y / l, v.z / l);
    }
  }
  // A capsule about the origin: its half length 0 (a ball) one time in twenty.
  Capsule<double> capsule() {
    const double half = uniform(0, 20) < 1 ? 0.0 : uniform(0.01, 1);
    const V c = vec(-1, 1), u = unit();
    return {c - half * u, c + half * u, uniform(0.05, 1)};
  }
  // A cylinder about the origin, turned anyhow: flat (h ≪ r) or thin (r ≪ h) now and then, but
  // at least 0.05 in each size (as a capsule's radius), so that B pushed |δ| <= 0.1 into it
  // stays inside it (cylinder_fcl_test.cpp: FclDisagreements).
  Cylinder<double> cylinder() {
    return Cylinder<double>::from_rotation(vec(-1, 1), uniform(0.05, 1), uniform(0.05, 1),
                                           rotation());
  }
  // δ = ±10^u, u in [−6, −1].
  double offset() { return (uniform(0, 1) < 0.5 ? -1 : 1) * std::pow(10.0, uniform(-6, -1)); }
};

// FCL's geometry and pose of each of our shapes (double).
inline Eigen::Vector3d ev(const V& v) {
  return {v.x, v.y, v.z};
}
inline fcl::Transform3d pose(const V& centre, const std::array<V, 3>& axes) {
  fcl::Transform3d tf = fcl::Transform3d::Identity();
  fcl::Matrix3d r;
  for (int i = 0; i < 3; ++i)
    r.col(i) = ev(axes[static_cast<std::size_t>(i)]);
  tf.linear() = r;
  tf.translation() = ev(centre);
  return tf;
}
struct FclShape {
  std::shared_ptr<fcl::CollisionGeometryd> geometry;
  fcl::Transform3d tf = fcl::Transform3d::Identity();
};
// fcl::Capsule lies along its local z, centred, lz its segment's full length.
inline FclShape fcl_shape(const Capsule<double>& c) {
  const V axis = c.b - c.a;
  const double length = glm::length(axis);
  const V z = length > 0 ? axis / length : V{0, 0, 1};
  const V x =
      glm::normalize(std::abs(z.x) < 0.9 ? glm::cross(V{1, 0, 0}, z) : glm::cross(V{0, 1, 0}, z));
  return {std::make_shared<fcl::Capsuled>(c.radius, length),
          pose(0.5 * (c.a + c.b), {x, glm::cross(z, x), z})};
}
// fcl::Cylinder lies along its local z, centred, lz its full length; ours along its own y:
// FCL's frame is (u₂, u₀, u₁), right-handed as ours.
inline FclShape fcl_shape(const Cylinder<double>& c) {
  return {std::make_shared<fcl::Cylinderd>(c.radius, 2 * c.half_height),
          pose(c.center, {c.axes[2], c.axes[0], c.axes[1]})};
}
inline FclShape fcl_shape(const Sphere<double>& s) {
  return {std::make_shared<fcl::Sphered>(s.radius),
          pose(s.center, {V{1, 0, 0}, V{0, 1, 0}, V{0, 0, 1}})};
}
inline FclShape fcl_shape(const Obb<double>& b) {
  const V size = 2.0 * b.half_extents;
  return {std::make_shared<fcl::Boxd>(size.x, size.y, size.z), pose(b.center, b.axes)};
}
inline FclShape fcl_shape(const Ellipsoid<double>& e) {
  return {std::make_shared<fcl::Ellipsoidd>(e.radii.x, e.radii.y, e.radii.z),
          pose(e.center, e.axes)};
}
inline FclShape fcl_shape(const Triangle<double>& t) {
  return {std::make_shared<fcl::TrianglePd>(ev(t.a), ev(t.b), ev(t.c))};
}
inline FclShape fcl_shape(const Plane<double>& p) {
  return {std::make_shared<fcl::Planed>(ev(p.n), p.d)};
}
// FCL's Convex of a hull where its shape now is: its vertices placed (hull_point), its faces as
// Qhull made them (each face's vertex count, then its loop).
inline FclShape fcl_shape(const ConvexHull<double>& s) {
  const HullData& hull = *s.hull;
  auto vertices = std::make_shared<std::vector<Eigen::Vector3d>>();
  for (std::uint32_t i = 0; i < hull.vertices.size(); ++i)
    vertices->push_back(ev(hull_point(s, i)));
  auto faces = std::make_shared<std::vector<int>>();
  for (const HullFace& f : hull.faces) {
    faces->push_back(static_cast<int>(f.count));
    for (std::uint32_t i : hull.face_loop(f))
      faces->push_back(static_cast<int>(i));
  }
  return {
      std::make_shared<fcl::Convexd>(vertices, static_cast<int>(hull.faces.size()), faces, true)};
}

// Any of the kinds above (none for the others).
inline FclShape fcl_shape_of(const Shape<double>& s) {
  return std::visit(
      [](const auto& x) -> FclShape {
        if constexpr (requires { fcl_shape(x); })
          return fcl_shape(x);
        else
          return {};
      },
      s);
}

// `contacts`: FCL's path that also makes contact points (its cylinder–plane test without them
// takes the cylinder's full length for its half: cylinder_fcl_test.cpp).
inline bool fcl_collide(const FclShape& a, const FclShape& b, bool contacts = false) {
  fcl::CollisionRequestd request;
  request.enable_contact = contacts;
  fcl::CollisionResultd result;
  fcl::collide(a.geometry.get(), a.tf, b.geometry.get(), b.tf, request, result);
  return result.isCollision();
}
inline double fcl_distance(const FclShape& a, const FclShape& b) {
  fcl::DistanceRequestd request;
  fcl::DistanceResultd result;
  fcl::distance(a.geometry.get(), a.tf, b.geometry.get(), b.tf, request, result);
  return result.min_distance;
}

// Moved by t (each kind's positions).
inline Shape<double> moved(const Shape<double>& s, const V& t) {
  return std::visit(
      [&](auto x) -> Shape<double> {
        using S = decltype(x);
        if constexpr (std::is_same_v<S, Capsule<double>>) {
          x.a += t, x.b += t;
        } else if constexpr (std::is_same_v<S, Sphere<double>> || std::is_same_v<S, Obb<double>> ||
                             std::is_same_v<S, Ellipsoid<double>> ||
                             std::is_same_v<S, Cylinder<double>>) {
          x.center += t;
        } else if constexpr (std::is_same_v<S, Triangle<double>>) {
          x.a += t, x.b += t, x.c += t;
        } else if constexpr (std::is_same_v<S, ConvexHull<double>>) {
          x.offset += t;
        }
        return x;
      },
      s);
}

// The partner of each test, about the origin, of size about 1.
using Partner = Shape<double> (*)(Sampler&);
inline Shape<double> capsule_partner(Sampler& r) {
  return r.capsule();
}
inline Shape<double> cylinder_partner(Sampler& r) {
  return r.cylinder();
}
inline Shape<double> sphere_partner(Sampler& r) {
  return Sphere<double>{r.vec(-1, 1), r.uniform(0.05, 1)};
}
inline Shape<double> box_partner(Sampler& r) {
  return Obb<double>::from_rotation(r.vec(-1, 1), r.vec(0.05, 1), r.rotation());
}
inline Shape<double> ellipsoid_partner(Sampler& r) {
  return Ellipsoid<double>::from_rotation(r.vec(-1, 1), r.vec(0.05, 1), r.rotation());
}
inline Shape<double> triangle_partner(Sampler& r) {
  return Triangle<double>{r.vec(-1, 1), r.vec(-1, 1), r.vec(-1, 1)};
}

// A shape's numbers, for a failure's message (to rebuild the case).
inline std::string described(const Shape<double>& s) {
  char buf[512] = "";
  std::string out;
  const auto v = [](const V& x) { return std::array<double, 3>{x.x, x.y, x.z}; };
  std::visit(
      [&](const auto& x) {
        using S = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<S, Cylinder<double>>) {
          const auto c = v(x.center), u0 = v(x.axes[0]), u1 = v(x.axes[1]), u2 = v(x.axes[2]);
          std::snprintf(buf, sizeof buf,
                        "cylinder c (%.17g, %.17g, %.17g) u0 (%.17g, %.17g, %.17g) u1 (%.17g, "
                        "%.17g, %.17g) u2 (%.17g, %.17g, %.17g) h %.17g r %.17g",
                        c[0], c[1], c[2], u0[0], u0[1], u0[2], u1[0], u1[1], u1[2], u2[0], u2[1],
                        u2[2], x.half_height, x.radius);
        } else if constexpr (std::is_same_v<S, Obb<double>>) {
          const auto c = v(x.center), u0 = v(x.axes[0]), u1 = v(x.axes[1]), u2 = v(x.axes[2]),
                     e = v(x.half_extents);
          std::snprintf(buf, sizeof buf,
                        "obb c (%.17g, %.17g, %.17g) u0 (%.17g, %.17g, %.17g) u1 (%.17g, %.17g, "
                        "%.17g) u2 (%.17g, %.17g, %.17g) e (%.17g, %.17g, %.17g)",
                        c[0], c[1], c[2], u0[0], u0[1], u0[2], u1[0], u1[1], u1[2], u2[0], u2[1],
                        u2[2], e[0], e[1], e[2]);
        } else if constexpr (std::is_same_v<S, Sphere<double>>) {
          const auto c = v(x.center);
          std::snprintf(buf, sizeof buf, "sphere c (%.17g, %.17g, %.17g) r %.17g", c[0], c[1], c[2],
                        x.radius);
        } else if constexpr (std::is_same_v<S, ConvexHull<double>>) {
          const auto o = v(x.offset);
          std::snprintf(buf, sizeof buf, "hull offset (%.17g, %.17g, %.17g) scale %.17g, points",
                        o[0], o[1], o[2], x.scale);
          out = buf;
          for (const V& q : x.hull->points) {
            std::snprintf(buf, sizeof buf, " (%.17g, %.17g, %.17g)", q.x, q.y, q.z);
            out += buf;
          }
          buf[0] = 0;
        }
      },
      s);
  return out + buf;
}

struct Tally {
  int pairs = 0, ours_wrong[2] = {0, 0}, fcl_wrong = 0, distances = 0;
  double ours_distance_error[2] = {0, 0}, fcl_distance_error = 0;
  double gjk_width[2] = {0, 0};  // GJK's widest [lower bound, distance]
  int flagged[2] = {0, 0};       // off the truth, but flagged within its tolerance band
};

// Our verdict and distance in T against the truth δ.
template <class T>
void check_ours(const Shape<double>& a, const Shape<double>& b, double delta, Tally& tally, int p,
                const char* what) {
  const Shape<T> ta = [&] {
    if constexpr (std::is_same_v<T, double>)
      return a;
    else
      return round_to_float(a);
  }();
  const Shape<T> tb = [&] {
    if constexpr (std::is_same_v<T, double>)
      return b;
    else
      return round_to_float(b);
  }();
  const bool is_float = std::is_same_v<T, float>;
  const double verdict_band = is_float ? 1e-4 : 1e-8, distance_band = is_float ? 5e-5 : 1e-8;
  const PairResult<T> r = pair_test(ta, tb);
  // A verdict against the truth outside the band is wrong unless the result says it was decided
  // inside its own tolerance band (GJK/EPA's in float reaches 2e-4 here): those are tallied.
  if (std::abs(delta) > verdict_band && r.intersects() != (delta < 0)) {
    if (r.within_tolerance) {
      ++tally.flagged[p];
    } else if (++tally.ours_wrong[p] <= 3) {
      ADD_FAILURE() << what << (is_float ? " float" : " double") << ": δ = " << delta
                    << ", verdict " << name_of(r.verdict) << " by " << name_of(r.test);
    }
  }
  if (delta > verdict_band && !r.intersects()) {
    // In the test's operand order, so that GJK runs on the same operands as the verdict.
    const Shape<T>& x = r.swapped ? tb : ta;
    const Shape<T>& y = r.swapped ? ta : tb;
    const ShapeDistance<T> d = shape_distance(x, y);
    ASSERT_FALSE(d.intersecting) << what << ": δ = " << delta << ", " << d.method;
    const double error = std::abs(double(d.distance) - delta);
    tally.ours_distance_error[p] = std::max(tally.ours_distance_error[p], error);
    if (const auto* e = std::get_if<ClosestPoints<T>>(&r.evidence)) {
      // A closed form: the distance itself, and the test's own gap.
      EXPECT_LE(error, distance_band) << what << ": δ = " << delta << ", " << d.method;
      EXPECT_NEAR(double(e->gap), delta, distance_band) << what;
    } else {
      // GJK: its bounds hold the truth, [lower bound, distance] ∋ δ, to the inputs' rounding
      // (the distance is an upper bound within gjk_relative of the truth when GJK converged;
      // stopped without progress in float it may be wider: the width is tallied).
      const ConvexProximity<T> c = convex_proximity(x, y);
      EXPECT_LE(double(c.gjk.lower_bound), delta + distance_band) << what << ": δ = " << delta;
      EXPECT_GE(double(c.distance), delta - distance_band) << what << ": δ = " << delta << "\n"
                                                           << described(a) << "\n"
                                                           << described(b);
      if (c.converged) {
        EXPECT_LE(error, distance_band + double(GjkSettings<T>{}.gjk_relative) * delta)
            << what << ": δ = " << delta << " (converged)";
      }
      tally.gjk_width[p] = std::max(tally.gjk_width[p], double(c.distance - c.gjk.lower_bound));
    }
  }
}

// `fcl_answers`: FCL 0.7 has a collision function for the pair (it has none for a capsule and a
// TriangleP: "collision function between node type 12 and node type 18 is not supported", and
// its distance is then DBL_MAX); `fcl_band`: how near δ its distance is (its closed forms for
// capsule–capsule and capsule–sphere to 1e-8; libccd's GJK for the box and the ellipsoid, which
// stops on the distance's change, to 1e-2).
inline void run(const char* what, Partner first, Partner partner, std::uint64_t seed,
                bool fcl_answers = true, double fcl_band = 1e-8) {
  Sampler r{std::mt19937_64(seed)};
  Tally tally;
  for (int i = 0; i < kPairs; ++i) {
    const Shape<double> a = first(r);
    // B far off (no shape reaches 2.8 from the origin), then brought to δ from A.
    Shape<double> b = moved(partner(r), 8.0 * r.unit());
    const ShapeDistance<double> far = shape_distance(a, b);
    ASSERT_FALSE(far.intersecting) << what;
    const V n = (far.on_b - far.on_a) / double(far.distance);
    const double delta = r.offset();
    b = moved(b, far.on_a - far.on_b + delta * n);
    check_ours<float>(a, b, delta, tally, 0, what);
    check_ours<double>(a, b, delta, tally, 1, what);
    ++tally.pairs;
    if (!fcl_answers) continue;
    const FclShape fa = fcl_shape_of(a), fb = fcl_shape_of(b);
    if (std::abs(delta) > 1e-5 && fcl_collide(fa, fb) != (delta < 0)) {
      if (++tally.fcl_wrong <= 3)
        ADD_FAILURE() << what << " FCL: δ = " << delta << ", FCL says "
                      << (delta < 0 ? "apart" : "colliding");
    }
    if (delta > 1e-5) {
      const double error = std::abs(fcl_distance(fa, fb) - delta);
      tally.fcl_distance_error = std::max(tally.fcl_distance_error, error);
      EXPECT_LE(error, fcl_band) << what << " FCL distance: δ = " << delta;
    }
  }
  EXPECT_EQ(tally.ours_wrong[0], 0);
  EXPECT_EQ(tally.ours_wrong[1], 0);
  EXPECT_EQ(tally.fcl_wrong, 0);
  std::printf(
      "%s: %d pairs; verdicts off: float %d (+%d flagged within tolerance), double %d, FCL %d; "
      "largest distance error: "
      "float %.3g, double %.3g, FCL %.3g; GJK's widest bounds: float %.3g, double %.3g\n",
      what, tally.pairs, tally.ours_wrong[0], tally.flagged[0], tally.ours_wrong[1],
      tally.fcl_wrong, tally.ours_distance_error[0], tally.ours_distance_error[1],
      tally.fcl_distance_error, tally.gjk_width[0], tally.gjk_width[1]);
}

}  // namespace collide::fcl_comparison
