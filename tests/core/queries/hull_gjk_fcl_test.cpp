// The convex hull kind's pairs answered by GJK/EPA (the pair table's fallback, through the
// dispatch: pair_test on its query shape ConvexHull<T>) against FCL 0.7's Convex (built from
// Qhull's faces): 100,000 random pairs near contact for each partner FCL answers (hull, sphere,
// box, capsule, cylinder, ellipsoid), and the triangle against the truth alone, both precisions.
// Release only (tests/CMakeLists.txt: COLLIDE_RELEASE_ONLY_TESTS). The hull is placed by its
// shape's own offset (x = offset + v), which GJK's re-centring moves.
//
// The truth is built as capsule_fcl_test.cpp's: B far off, the double distance query's closest
// points p_a, p_b, and B moved by p_a − p_b + δ·n, n = (p_b − p_a)/|·|, δ = ±10^u, u in [−6, −1].
// Apart (δ > 0) that is exact to GJK's 1e-10; overlapping (δ < 0) it is certified without GJK, by
// a ball in both shapes (certified_overlap), and judged only where the ball is wider than the
// band. Stated bands: our verdict must be the truth's when δ or the certified overlap exceeds 1e-4
// (float) or 1e-8 (double), unless flagged within its tolerance band (tallied); when apart by more
// than that, δ within GJK's bounds [lower bound, distance] to 5e-5 (float) or 1e-8 (double), and
// within gjk_relative·δ of the distance when GJK converged. FCL's verdict beyond 1e-5, and its
// distance within 5e-2 of δ: libccd's GJK stops on the distance's change (2.2e-2 seen for a
// sphere against a hull; the capsule's box: 1e-2).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include <fcl/geometry/shape/box.h>
#include <fcl/geometry/shape/capsule.h>
#include <fcl/geometry/shape/convex.h>
#include <fcl/geometry/shape/cylinder.h>
#include <fcl/geometry/shape/ellipsoid.h>
#include <fcl/geometry/shape/sphere.h>
#include <fcl/narrowphase/collision.h>
#include <fcl/narrowphase/distance.h>
#include <gtest/gtest.h>
#include <glm/geometric.hpp>

#include "core/queries/convex_proximity.hpp"
#include "core/queries/hull_queries.hpp"
#include "core/queries/pair_test.hpp"
#include "core/queries/shape_distance.hpp"
#include "core/scene/scene.hpp"
#include "tests/core/queries/fcl_comparison.hpp"
#include "tests/core/queries/query_test_support.hpp"

namespace collide {
namespace {

using V = Vec3<double>;
using E3 = Eigen::Vector3d;

constexpr int kPairs = 100'000;

// The hulls of the current pair: A's and, for hull-hull, B's (each pair builds new ones; the
// shapes borrow them, as a scene's hull shape borrows its object's).
std::shared_ptr<const HullData> hull_a, hull_b;

// A new hull of 4 to 30 points in a box of random proportions, kept in `keep`: the kind's query
// shape, placed at `place` by its own offset (what GJK's re-centring moves).
Shape<double> new_hull(test::Random& r, std::shared_ptr<const HullData>& keep, const V& place) {
  std::vector<V> points(static_cast<std::size_t>(r.uniform(4, 31)));
  const V size = r.vec<double>(0.05, 1);
  for (V& p : points)
    p = size * r.vec<double>(-1, 1);
  keep = build_convex_hull(points).hull;
  return ConvexHull<double>{keep.get(), place, 1};
}
E3 ev(const V& v) {
  return {v.x, v.y, v.z};
}
fcl::Transform3d at(const V& centre, const std::array<V, 3>& axes) {
  fcl::Transform3d tf = fcl::Transform3d::Identity();
  for (int i = 0; i < 3; ++i)
    tf.linear().col(i) = ev(axes[static_cast<std::size_t>(i)]);
  tf.translation() = ev(centre);
  return tf;
}
struct Fcl {
  std::shared_ptr<fcl::CollisionGeometryd> geometry;
  fcl::Transform3d tf = fcl::Transform3d::Identity();
};
// FCL's geometry of B (none for a triangle: FCL 0.7 has no Convex–TriangleP test).
Fcl fcl_of(const Shape<double>& b) {
  const std::array<V, 3> id{V(1, 0, 0), V(0, 1, 0), V(0, 0, 1)};
  if (const auto* s = std::get_if<Sphere<double>>(&b))
    return {std::make_shared<fcl::Sphered>(s->radius), at(s->center, id)};
  if (const auto* o = std::get_if<Obb<double>>(&b))
    return {std::make_shared<fcl::Boxd>(ev(2.0 * o->half_extents)), at(o->center, o->axes)};
  if (const auto* e = std::get_if<Ellipsoid<double>>(&b))
    return {std::make_shared<fcl::Ellipsoidd>(ev(e->radii)), at(e->center, e->axes)};
  if (const auto* c = std::get_if<Capsule<double>>(&b)) {
    const V axis = c->b - c->a;
    const double length = glm::length(axis);
    const V z = length > 0 ? axis / length : V(0, 0, 1);
    const V x = glm::normalize(glm::cross(std::abs(z.x) < 0.9 ? V(1, 0, 0) : V(0, 1, 0), z));
    return {std::make_shared<fcl::Capsuled>(c->radius, length),
            at(0.5 * (c->a + c->b), {x, glm::cross(z, x), z})};
  }
  if (const auto* c = std::get_if<Cylinder<double>>(&b))  // FCL's axis is its z, ours our y
    return {std::make_shared<fcl::Cylinderd>(c->radius, 2 * c->half_height),
            at(c->center, {c->axes[2], c->axes[0], c->axes[1]})};
  if (const auto* h = std::get_if<ConvexHull<double>>(&b))
    return {fcl_comparison::fcl_shape(*h).geometry};
  return {};
}

Shape<double> moved(Shape<double> s, const V& t) {
  std::visit(
      [&](auto& x) {
        using S = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<S, ConvexHull<double>>)
          x.offset += t;
        else if constexpr (std::is_same_v<S, Capsule<double>> ||
                           std::is_same_v<S, Triangle<double>>)
          x.a += t, x.b += t;
        else if constexpr (requires { x.center; })
          x.center += t;
        if constexpr (std::is_same_v<S, Triangle<double>>) x.c += t;
      },
      s);
  return s;
}

using Partner = Shape<double> (*)(test::Random&);
Shape<double> sphere(test::Random& r) {
  return Sphere<double>{r.vec<double>(-1, 1), r.uniform(0.05, 1)};
}
Shape<double> box(test::Random& r) {
  return Obb<double>::from_rotation(r.vec<double>(-1, 1), r.vec<double>(0.05, 1),
                                    r.rotation<double>());
}
Shape<double> ellipsoid(test::Random& r) {
  return Ellipsoid<double>::from_rotation(r.vec<double>(-1, 1), r.vec<double>(0.05, 1),
                                          r.rotation<double>());
}
Shape<double> capsule(test::Random& r) {
  const V c = r.vec<double>(-1, 1), u = r.unit<double>() * r.uniform(0, 1);
  return Capsule<double>{c - u, c + u, r.uniform(0.05, 1)};
}
Shape<double> cylinder(test::Random& r) {
  return Cylinder<double>::from_rotation(r.vec<double>(-1, 1), r.uniform(0.05, 1),
                                         r.uniform(0.05, 1), r.rotation<double>());
}
Shape<double> triangle(test::Random& r) {
  return Triangle<double>{r.vec<double>(-1, 1), r.vec<double>(-1, 1), r.vec<double>(-1, 1)};
}
Shape<double> hull(test::Random& r) {
  return new_hull(r, hull_b, r.vec<double>(-1, 1));
}

// How deep x lies in a shape: the radius of a ball about x that the shape holds (<= 0: on it or
// outside). A hull by its faces' planes, placed as the shape places it; an ellipsoid by a lower
// bound, (1 − ρ)·min rᵢ with ρ its scaled radius of x (a path of length L in x moves the scaled
// point by at most L / min rᵢ, and the surface is 1 − ρ away in scaled space).
double depth_in(const Shape<double>& shape, const V& x) {
  if (const auto* h = std::get_if<ConvexHull<double>>(&shape)) {
    double m = std::numeric_limits<double>::infinity();
    for (const HullFace& f : h->hull->faces)
      m = std::min(m, h->scale * f.offset + glm::dot(f.normal, h->offset - x));
    return m;
  }
  if (const auto* c = std::get_if<Cylinder<double>>(&shape)) {
    const V m = x - c->center;
    const double along = glm::dot(m, c->axes[1]);
    return std::min(c->half_height - std::abs(along),
                    c->radius - glm::length(m - along * c->axes[1]));
  }
  if (const auto* s = std::get_if<Sphere<double>>(&shape))
    return s->radius - glm::length(x - s->center);
  if (const auto* o = std::get_if<Obb<double>>(&shape)) {
    double m = std::numeric_limits<double>::infinity();
    for (int i = 0; i < 3; ++i)
      m = std::min(m, o->half_extents[i] -
                          std::abs(glm::dot(o->axes[static_cast<std::size_t>(i)], x - o->center)));
    return m;
  }
  if (const auto* c = std::get_if<Capsule<double>>(&shape)) {
    const V ab = c->b - c->a;
    const double len2 = glm::dot(ab, ab);
    const double t = len2 > 0 ? std::clamp(glm::dot(x - c->a, ab) / len2, 0.0, 1.0) : 0.0;
    return c->radius - glm::length(x - (c->a + t * ab));
  }
  if (const auto* e = std::get_if<Ellipsoid<double>>(&shape)) {
    double rho2 = 0;
    for (int i = 0; i < 3; ++i) {
      const double u = glm::dot(e->axes[static_cast<std::size_t>(i)], x - e->center) / e->radii[i];
      rho2 += u * u;
    }
    return (1 - std::sqrt(rho2)) * std::min({e->radii.x, e->radii.y, e->radii.z});
  }
  return -std::numeric_limits<double>::infinity();  // a triangle holds no ball
}

// A point well inside a shape (its centre), to step into it from its boundary.
V inner_point(const Shape<double>& shape) {
  if (const auto* h = std::get_if<ConvexHull<double>>(&shape))
    return h->offset + h->scale * h->hull->centroid;
  if (const auto* c = std::get_if<Capsule<double>>(&shape)) return 0.5 * (c->a + c->b);
  if (const auto* t = std::get_if<Triangle<double>>(&shape)) return (t->a + t->b + t->c) / 3.0;
  return std::visit(
      [](const auto& x) -> V {
        if constexpr (requires { x.center; })
          return x.center;
        else
          return V(0);
      },
      shape);
}

// For δ < 0, how deeply the pair is certified to overlap, without GJK: the largest m such that a
// ball of radius m about some candidate point lies in both shapes (B a triangle: a point of it,
// B's witness p_b, and the ball in A). Candidates: the witnesses p_a and p_b, their midpoint, and
// points |δ|/8, |δ|/4 and |δ|/2 from each witness towards its shape's centre (a vertex of B
// poking into a face of A is overlap whose common points are near that vertex, inside B). Moving
// B along −n from a touching contact need not make them overlap at all (at a sharp vertex of
// A − B, −n can point out of it): pairs without a certificate are counted, not judged.
double certified_overlap(const Shape<double>& a, const Shape<double>& b, const V& p_a,
                         const V& p_b) {
  constexpr double inf = std::numeric_limits<double>::infinity();
  const bool triangle = std::holds_alternative<Triangle<double>>(b);
  const double step = glm::length(p_b - p_a);
  std::vector<V> candidates{p_a, p_b, 0.5 * (p_a + p_b)};
  for (const auto& [from, towards] :
       {std::pair{p_a, inner_point(a)}, std::pair{p_b, inner_point(b)}}) {
    const double l = glm::length(towards - from);
    if (l > 0 && !(triangle && from == p_b))
      for (double k : {0.125, 0.25, 0.5})
        candidates.push_back(from + (k * step / l) * (towards - from));
  }
  double m = -inf;
  for (const V& x : candidates) {
    const double in_b = triangle ? (x == p_b ? inf : -inf) : depth_in(b, x);
    m = std::max(m, std::min(depth_in(a, x), in_b));
  }
  return m;
}

struct Tally {
  int wrong[2] = {0, 0}, flagged[2] = {0, 0}, fcl_wrong = 0;
  int uncertified = 0;  // δ < 0 without a certified overlap deeper than the verdict band
  double distance_error[2] = {0, 0}, fcl_distance_error = 0;
};

// GJK/EPA in T on the pair (rounded to float for T = float) against the truth δ.
template <class T>
void check(const Shape<double>& a, const Shape<double>& b, double delta, double overlap, Tally& t,
           const char* what) {
  const bool is_float = std::is_same_v<T, float>;
  const int p = is_float ? 0 : 1;
  Shape<T> ta, tb;
  if constexpr (is_float)
    ta = round_to_float(a), tb = round_to_float(b);
  else
    ta = a, tb = b;
  const double verdict_band = is_float ? 1e-4 : 1e-8, distance_band = is_float ? 5e-5 : 1e-8;
  // Through the pair dispatch, as check and the viewer run it: the GJK/EPA fallback's cell.
  const PairResult<T> result = pair_test(ta, tb);
  ASSERT_EQ(result.test, PairTest::convex_convex) << what;
  const auto* evidence = std::get_if<ConvexProximity<T>>(&result.evidence);
  ASSERT_NE(evidence, nullptr) << what;
  const ConvexProximity<T>& c = *evidence;
  // The truth: apart by δ when δ > 0; overlapping by at least `overlap` when δ < 0.
  const bool judged = delta > 0 ? delta > verdict_band : overlap > verdict_band;
  if (judged && c.intersects != (delta < 0)) {
    if (c.within_tolerance)
      ++t.flagged[p];
    else if (++t.wrong[p] <= 3)
      ADD_FAILURE() << what << (is_float ? " float" : " double") << ": δ = " << delta;
  }
  if (delta > verdict_band && !c.intersects) {
    EXPECT_LE(double(c.gjk.lower_bound), delta + distance_band) << what << ": δ = " << delta;
    EXPECT_GE(double(c.distance), delta - distance_band) << what << ": δ = " << delta;
    const double error = std::abs(double(c.distance) - delta);
    if (c.converged) {
      EXPECT_LE(error, distance_band + double(GjkSettings<T>{}.gjk_relative) * delta)
          << what << ": δ = " << delta;
    }
    t.distance_error[p] = std::max(t.distance_error[p], error);
  }
}

void run(const char* what, Partner partner, std::uint64_t seed, bool fcl_answers = true) {
  test::Random r(seed);
  Tally t;
  for (int i = 0; i < kPairs; ++i) {
    const Shape<double> a = new_hull(r, hull_a, r.vec<double>(-1, 1));
    // B far off (nothing reaches 3 from the origin), then brought to δ from A.
    Shape<double> b = moved(partner(r), 8.0 * r.unit<double>());
    const ShapeDistance<double> far = shape_distance(a, b);
    ASSERT_FALSE(far.intersecting) << what;
    const V n = (far.on_b - far.on_a) / far.distance;
    const double delta = (r.uniform(0, 1) < 0.5 ? -1 : 1) * std::pow(10.0, r.uniform(-6, -1));
    b = moved(b, far.on_a - far.on_b + delta * n);
    const double overlap = delta < 0 ? certified_overlap(a, b, far.on_a, far.on_a + delta * n) : 0;
    if (delta < 0 && overlap <= 1e-8) ++t.uncertified;
    check<float>(a, b, delta, overlap, t, what);
    check<double>(a, b, delta, overlap, t, what);
    if (!fcl_answers) continue;
    const Fcl fa{fcl_comparison::fcl_shape(std::get<ConvexHull<double>>(a)).geometry};
    const Fcl fb = fcl_of(b);
    fcl::CollisionRequestd creq;
    fcl::CollisionResultd cres;
    fcl::collide(fa.geometry.get(), fa.tf, fb.geometry.get(), fb.tf, creq, cres);
    const bool fcl_judged = delta > 0 ? delta > 1e-5 : overlap > 1e-5;
    if (fcl_judged && cres.isCollision() != (delta < 0) && ++t.fcl_wrong <= 3)
      ADD_FAILURE() << what << " FCL: δ = " << delta;
    if (delta > 1e-5) {
      fcl::DistanceRequestd dreq;
      fcl::DistanceResultd dres;
      fcl::distance(fa.geometry.get(), fa.tf, fb.geometry.get(), fb.tf, dreq, dres);
      const double error = std::abs(dres.min_distance - delta);
      t.fcl_distance_error = std::max(t.fcl_distance_error, error);
      EXPECT_LE(error, 5e-2) << what << " FCL distance: δ = " << delta;
    }
  }
  EXPECT_EQ(t.wrong[0], 0);
  EXPECT_EQ(t.wrong[1], 0);
  EXPECT_EQ(t.fcl_wrong, 0);
  std::printf(
      "%s: %d pairs (%d overlapping ones uncertified); verdicts off: float %d (+%d flagged within "
      "tolerance), double %d (+%d), FCL %d; largest distance error: float %.3g, double %.3g, FCL "
      "%.3g\n",
      what, kPairs, t.uncertified, t.wrong[0], t.flagged[0], t.wrong[1], t.flagged[1], t.fcl_wrong,
      t.distance_error[0], t.distance_error[1], t.fcl_distance_error);
}

TEST(HullFcl, HullHull) {
  run("hull-hull", hull, 11);
}
TEST(HullFcl, HullSphere) {
  run("hull-sphere", sphere, 12);
}
TEST(HullFcl, HullBox) {
  run("hull-box", box, 13);
}
TEST(HullFcl, HullCapsule) {
  run("hull-capsule", capsule, 14);
}
TEST(HullFcl, HullCylinder) {
  run("hull-cylinder", cylinder, 17);
}
TEST(HullFcl, HullEllipsoid) {
  run("hull-ellipsoid", ellipsoid, 15);
}
TEST(HullFcl, HullTriangle) {
  run("hull-triangle", triangle, 16, false);
}

}  // namespace
}  // namespace collide
