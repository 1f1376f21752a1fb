// GJK and EPA beside the closed-form tests, on random pairs (fixed seeds): the same verdict
// outside the tolerance band, and a distance (or depth) within the documented tolerance of an
// independent answer in extended precision — exact formulas for spheres, points and AABBs, the
// brute-force minimum over vertex–box and edge–edge distances for two OBBs, the SAT's least
// overlap for the depth of two boxes, and the point–ellipsoid distance by bisection on the
// Lagrange condition for spheres against ellipsoids.
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "core/queries/box_queries.hpp"
#include "core/queries/convex_proximity.hpp"
#include "core/queries/obb_sat.hpp"
#include "core/queries/sphere_queries.hpp"
#include "core/queries/support.hpp"
#include "tests/bench/workload_w1.hpp"
#include "tests/core/queries/query_test_support.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

using test::Real;
using test::VecL;
using test::wide;

template <class T>
class GjkPropertyTest : public ::testing::Test {};
TYPED_TEST_SUITE(GjkPropertyTest, test::Scalars);

constexpr int kCases = 10'000;

Real len(const VecL& v) {
  return std::sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
}
Real dotl(const VecL& a, const VecL& b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

// Distance from p to a box (center, axes, half extents) by clamping in the box's frame.
template <class T>
Real point_box_distance(const VecL& p, const Obb<T>& box) {
  const VecL d = p - wide(box.center);
  Real sum = 0;
  for (int i = 0; i < 3; ++i) {
    const Real s = dotl(d, wide(box.axes[i])), e = Real(box.half_extents[i]);
    const Real excess = std::max(std::abs(s) - e, Real(0));
    sum += excess * excess;
  }
  return std::sqrt(sum);
}

// Ericson 5.1.9: the distance between segments p1q1 and p2q2.
Real segment_distance(const VecL& p1, const VecL& q1, const VecL& p2, const VecL& q2) {
  const VecL d1 = q1 - p1, d2 = q2 - p2, r = p1 - p2;
  const Real a = dotl(d1, d1), e = dotl(d2, d2), f = dotl(d2, r);
  Real s = 0, t = 0;
  if (a <= 0 && e <= 0) return len(r);
  if (a <= 0) {
    t = std::clamp(f / e, Real(0), Real(1));
  } else {
    const Real c = dotl(d1, r);
    if (e <= 0) {
      s = std::clamp(-c / a, Real(0), Real(1));
    } else {
      const Real b = dotl(d1, d2), den = a * e - b * b;
      s = den > 0 ? std::clamp((b * f - c * e) / den, Real(0), Real(1)) : 0;
      t = (b * s + f) / e;
      if (t < 0) {
        t = 0, s = std::clamp(-c / a, Real(0), Real(1));
      } else if (t > 1) {
        t = 1, s = std::clamp((b - c) / a, Real(0), Real(1));
      }
    }
  }
  return len((p1 + d1 * s) - (p2 + d2 * t));
}

template <class T>
std::array<VecL, 8> corners(const Obb<T>& box) {
  std::array<VecL, 8> out;
  for (int k = 0; k < 8; ++k) {
    VecL p = wide(box.center);
    for (int i = 0; i < 3; ++i)
      p +=
          wide(box.axes[i]) * (k >> i & 1 ? Real(box.half_extents[i]) : -Real(box.half_extents[i]));
    out[k] = p;
  }
  return out;
}

// Two disjoint convex polyhedra are nearest at a vertex–face or an edge–edge pair: the minimum
// of every corner's distance to the other box and every edge pair's distance.
template <class T>
Real box_box_distance(const Obb<T>& a, const Obb<T>& b) {
  Real best = std::numeric_limits<Real>::max();
  const auto ca = corners(a), cb = corners(b);
  for (const VecL& p : ca)
    best = std::min(best, point_box_distance(p, b));
  for (const VecL& p : cb)
    best = std::min(best, point_box_distance(p, a));
  auto edges = [](const std::array<VecL, 8>& c, auto&& f) {
    for (int k = 0; k < 8; ++k)
      for (int i = 0; i < 3; ++i)
        if (!(k >> i & 1)) f(c[k], c[k | 1 << i]);
  };
  edges(ca, [&](const VecL& p1, const VecL& q1) {
    edges(cb, [&](const VecL& p2, const VecL& q2) {
      best = std::min(best, segment_distance(p1, q1, p2, q2));
    });
  });
  return best;
}

// Distance from p to an ellipsoid (0 inside): in its frame, y = Uᵀ(p − c), the nearest point
// is xᵢ = rᵢ²yᵢ/(t + rᵢ²) for the t >= 0 with Σ (rᵢyᵢ/(t + rᵢ²))² = 1, whose left side falls
// with t: bisection in extended precision (Eberly, "Distance from a point to an ellipsoid").
template <class T>
Real point_ellipsoid_distance(const VecL& p, const Ellipsoid<T>& e) {
  VecL y, r;
  for (int i = 0; i < 3; ++i)
    y[i] = dotl(p - wide(e.center), wide(e.axes[i])), r[i] = Real(e.radii[i]);
  auto g = [&](Real t) {
    Real s = 0;
    for (int i = 0; i < 3; ++i) {
      const Real q = r[i] * y[i] / (t + r[i] * r[i]);
      s += q * q;
    }
    return s - 1;
  };
  if (g(0) <= 0) return 0;
  Real lo = 0, hi = 1;
  while (g(hi) > 0)
    hi *= 2;
  for (int k = 0; k < 200; ++k) {
    const Real mid = (lo + hi) / 2;
    (g(mid) > 0 ? lo : hi) = mid;
  }
  Real d2 = 0;
  for (int i = 0; i < 3; ++i) {
    const Real x = r[i] * r[i] * y[i] / (hi + r[i] * r[i]);
    d2 += (y[i] - x) * (y[i] - x);
  }
  return std::sqrt(d2);
}

// The verdict and, for disjoint pairs, the distance against a reference gap (> 0 apart,
// <= 0 intersecting; when apart its value is the distance). Disagreements on the verdict are
// allowed when |gap| <= 2·band (the band is GJK's own). The distance: GJK's bracket
// [lower_bound, distance] holds the reference (to 2·band), and when the run says it converged
// the bracket is within gjk_relative·distance + band. Runs stopped by rounding's floor
// (no_progress before the bracket met the tolerance) are counted: they must stay rare.
template <class T>
struct Compare {
  test::Tally tally;
  long distance_errors = 0, not_converged = 0;
  std::string first_distance_error;
  // Every pair here is random (none built touching): in the band only by chance, a shell of
  // 2 bands (~1e-5 of the size in float) — an allowance of 0.1% of the cases.
  explicit Compare(std::string name)
      : tally(std::move(name), test::boundary_ceiling(kCases, 0, 1e-3)) {}

  void add(const ConvexProximity<T>& r, Real gap, const std::string& what) {
    const Real band = 2 * Real(r.band);
    tally.add(r.intersects, gap <= 0, std::abs(gap) <= band, [&](std::ostream& o) {
      o << what << " gap " << double(gap) << " distance " << double(r.distance);
    });
    if (!r.intersects && gap > band) {
      const Real upper = Real(r.distance), lower = Real(r.gjk.lower_bound);
      // Besides the band: the distance to a sliver face of the simplex (a long box face and a
      // point of a sphere) comes from its normal, whose direction is good to ε/sin θ; in double
      // that is up to about 1e-12 of the pair's size s (in float the band is larger).
      const Real slack = band + Real(1e-11) * Real(r.gjk.scale);
      bool ok = lower <= gap + slack && gap <= upper + slack;
      if (r.converged)
        ok = ok && upper - lower <= Real(GjkSettings<T>{}.gjk_relative) * upper + slack;
      else
        ++not_converged;
      if (!ok && distance_errors++ == 0)
        first_distance_error = what + " bracket [" +
                               test::str(Vec3<double>(double(lower), double(upper), double(gap))) +
                               " converged " + std::to_string(r.converged) + " band " +
                               std::to_string(double(band)) + " [" + std::to_string(double(lower)) +
                               ", " + std::to_string(double(upper)) + "] reference " +
                               std::to_string(double(gap));
    }
  }
  void expect() {
    EXPECT_EQ(tally.cases(), kCases);
    EXPECT_EQ(tally.real(), 0) << tally.first_real();
    EXPECT_EQ(distance_errors, 0) << first_distance_error;
    EXPECT_LE(not_converged, kCases / 100);
    std::printf("[ gjk      ] not converged (rounding's floor): %ld\n", not_converged);
  }
};

TYPED_TEST(GjkPropertyTest, SpheresAndPointsAgainstSpheresAndBoxes) {
  using T = TypeParam;
  test::Random random(0x6A1);
  Compare<T> ss("gjk vs sphere-sphere"), ps("gjk vs point-sphere"), sa("gjk vs sphere-aabb"),
      so("gjk vs sphere-obb"), pa("gjk vs point-aabb"), po("gjk vs point-obb"),
      aa("gjk vs aabb-aabb");
  for (int i = 0; i < kCases; ++i) {
    const Sphere<T> s1 = random.sphere<T>(2, 1.5), s2 = random.sphere<T>(2, 1.5);
    const Point<T> p{random.vec<T>(-2, 2)};
    const Aabb<T> box = random.aabb<T>(2, 1.5), box2 = random.aabb<T>(2, 1.5);
    const Obb<T> obb = random.obb<T>(2, 1.5);
    // Closed-form verdicts: the same as the extended-precision gap outside their bands (their
    // own tests check that); here GJK is held to the reference gap.
    const Real center_gap =
        len(wide(s1.center) - wide(s2.center)) - Real(s1.radius) - Real(s2.radius);
    ss.add(convex_proximity<T>(s1, s2), center_gap, "spheres " + test::str(s1.center));
    ps.add(convex_proximity<T>(p, s1), len(wide(p.p) - wide(s1.center)) - Real(s1.radius), "point");
    const Obb<T> as_obb = Obb<T>::from_aabb(box);
    sa.add(convex_proximity<T>(s1, box),
           point_box_distance(wide(s1.center), as_obb) - Real(s1.radius), "sphere-aabb");
    // Inside a box, point_box_distance is 0: the reference gap is then −r (or 0 for a point),
    // on the intersecting side as it should be.
    so.add(convex_proximity<T>(s1, obb), point_box_distance(wide(s1.center), obb) - Real(s1.radius),
           "sphere-obb");
    pa.add(convex_proximity<T>(p, box), point_box_distance(wide(p.p), as_obb), "point-aabb");
    po.add(convex_proximity<T>(p, obb), point_box_distance(wide(p.p), obb), "point-obb");
    // AABBs: per-axis gaps gᵢ; apart, the distance is |max(g, 0)|; intersecting, max gᵢ <= 0.
    Real sum = 0, worst = -1e30L;
    for (int k = 0; k < 3; ++k) {
      const Real g =
          std::max(Real(box.min[k]) - Real(box2.max[k]), Real(box2.min[k]) - Real(box.max[k]));
      worst = std::max(worst, g);
      sum += g > 0 ? g * g : 0;
    }
    aa.add(convex_proximity<T>(box, box2), worst > 0 ? std::sqrt(sum) : worst, "aabbs");
    // The dispatch's closed forms agree with the same references (so GJK agrees with them).
    if (std::abs(center_gap) > 2 * Real(contact_band(Tolerances<T>{}, T(20)))) {
      EXPECT_EQ(center_distance(s1, s2).intersects, center_gap <= 0);
    }
  }
  for (Compare<T>* c : {&ss, &ps, &sa, &so, &pa, &po, &aa})
    c->expect();
}

TYPED_TEST(GjkPropertyTest, BoxesAgainstTheSatAndBruteForce) {
  using T = TypeParam;
  test::Random random(0x6A2);
  Compare<T> cmp("gjk vs obb-obb brute force");
  test::Tally sat("gjk vs obb-obb sat verdict", test::boundary_ceiling(kCases, 0, 1e-3));  // random
  long depth_errors = 0, not_converged = 0;
  std::string first_depth;
  for (int i = 0; i < kCases; ++i) {
    const Obb<T> a = random.obb<T>(2, 1.5), b = random.obb<T>(2, 1.5);
    const auto r = convex_proximity<T>(a, b);
    const SatResult<T> s = obb_obb_sat(a, b);
    const Real distance = s.intersects() ? Real(0) : box_box_distance(a, b);
    // SAT's depth (least overlap, an exact minimum for boxes) as the gap when intersecting.
    cmp.add(r, s.intersects() ? -Real(s.depth) : distance, "boxes " + test::str(a.center));
    const bool near = s.within_tolerance || distance <= 2 * Real(r.band) ||
                      (s.intersects() && Real(s.depth) <= 2 * Real(r.band));
    sat.add(r.intersects, s.intersects(), near);
    if (r.intersects && s.intersects()) {
      if (!r.converged) {
        ++not_converged;
        continue;
      }
      // EPA's bracket: upper − lower <= epa_scale_relative·s + band; the SAT's depth is exact
      // to its rounding and its ε widening (sat_parallel times the extents).
      const Real tol = Real(GjkSettings<T>{}.epa_scale_relative) * Real(r.gjk.scale) +
                       2 * Real(r.band) + 8 * Real(Tolerances<T>{}.sat_parallel) * 3;
      if (std::abs(Real(r.depth) - Real(s.depth)) > tol && depth_errors++ == 0)
        first_depth =
            "EPA " + std::to_string(double(r.depth)) + " SAT " + std::to_string(double(s.depth));
    }
  }
  cmp.expect();
  EXPECT_EQ(sat.real(), 0) << sat.first_real();
  EXPECT_EQ(depth_errors, 0) << first_depth;
  EXPECT_EQ(not_converged, 0) << "EPA converges exactly on polytopes";
}

// The 15 separating axes of two boxes in extended precision: the largest separation along a unit
// axis, > 0 when they are apart (a lower bound on the distance), <= 0 when they meet (then minus
// the depth: the least overlap, exact for boxes). Axes from parallel edges are skipped.
template <class T>
Real sat_gap_wide(const Obb<T>& a, const Obb<T>& b) {
  std::array<VecL, 15> axes;
  int n = 0;
  for (int i = 0; i < 3; ++i)
    axes[n++] = wide(a.axes[i]), axes[n++] = wide(b.axes[i]);
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      axes[n++] = glm::cross(wide(a.axes[i]), wide(b.axes[j]));
  const VecL d = wide(b.center) - wide(a.center);
  Real best = -std::numeric_limits<Real>::max();
  for (const VecL& l : axes) {
    const Real ll = dotl(l, l);
    if (!(ll > Real(1e-16))) continue;
    Real reach = 0;
    for (int i = 0; i < 3; ++i)
      reach += Real(a.half_extents[i]) * std::abs(dotl(l, wide(a.axes[i]))) +
               Real(b.half_extents[i]) * std::abs(dotl(l, wide(b.axes[i])));
    best = std::max(best, (std::abs(dotl(l, d)) - reach) / std::sqrt(ll));
  }
  return best;
}

// The boolean path (gjk_intersects: its own frame, sub-algorithm and first step) on pairs built
// near contact: B slid along a random direction to where the boxes touch (bisection on the
// extended-precision SAT), then moved off by 0, 1e-5 (a few float bands) or 1e-3 of the size either
// way, at sizes from 1e-20 to 1e20. Against the extended-precision SAT's verdict and the
// brute-force distance: touching (within the band) is intersecting, and outside twice the band the
// verdicts agree.
TYPED_TEST(GjkPropertyTest, TheVerdictAloneOnBoxesNearContact) {
  using T = TypeParam;
  test::Random random(0x6A5);
  long real = 0, touching_missed = 0, in_band = 0;
  std::string first_real, first_touching;
  for (int i = 0; i < kCases; ++i) {
    const T scale = T(std::array<double, 3>{1, 1e-20, 1e20}[i % 3]);
    Obb<T> a = random.obb<T>(1, 1.5), b = random.obb<T>(1, 1.5);
    const Vec3<T> u = random.unit<T>();
    a.center *= scale, a.half_extents *= scale, b.half_extents *= scale;
    auto place = [&](Real t) {  // B's center at A's + t·u (t in units of the size)
      Obb<T> x = b;
      x.center = Vec3<T>(wide(a.center) + wide(u) * (t * Real(scale)));
      return x;
    };
    Real lo = 0, hi = 8;  // overlapping at the same center, apart beyond both diagonals
    for (int k = 0; k < 80; ++k) {
      const Real mid = (lo + hi) / 2;
      (sat_gap_wide(a, place(mid)) > 0 ? hi : lo) = mid;
    }
    // The run's band (gjk.hpp) is contact/2 · s, with s the power of two above the pair's size
    // in A's frame, m = max(Σ e_A, |c|∞ + Σ e_B), where |c|₂/√3 <= |c|∞ <= |c|₂: bounds on it.
    auto sum = [](const Obb<T>& x) {
      return Real(x.half_extents.x) + Real(x.half_extents.y) + Real(x.half_extents.z);
    };
    auto band_bounds = [&](const Obb<T>& x) {
      const Real moved = len(wide(x.center) - wide(a.center));
      const Real contact = Real(Tolerances<T>{}.contact);
      return std::pair(contact / 2 * std::max(sum(a), moved / std::sqrt(Real(3)) + sum(x)),
                       contact * std::max(sum(a), moved + sum(x)));
    };
    const Real size = Real(scale) * 3;
    const Real offsets[] = {0, Real(1e-5) * size, -Real(1e-5) * size, Real(1e-3) * size,
                            -Real(1e-3) * size};
    const Obb<T> placed = place(hi + offsets[i / 3 % 5] / Real(scale));
    const auto [band_low, band] = band_bounds(placed);
    const Real sat = sat_gap_wide(a, placed);
    const bool meet = sat <= 0;
    const Real gap = meet ? sat : box_box_distance(a, placed);
    const bool ours = gjk_intersects(a, placed);
    auto describe = [&] {
      return "pair " + std::to_string(i) + " gap " + std::to_string(double(gap / Real(scale))) +
             " (of the size) ours " + std::to_string(ours);
    };
    if (std::abs(gap) <= band_low / 2 && !ours && touching_missed++ == 0)
      first_touching = describe();
    if (ours != meet && !(ours && std::abs(gap) <= band_low / 2)) {  // touching: intersecting
      if (std::abs(gap) <= 2 * band)
        ++in_band;
      else if (real++ == 0)
        first_real = describe();
    }
  }
  EXPECT_EQ(real, 0) << first_real;
  EXPECT_EQ(touching_missed, 0) << first_touching;
  std::printf("[ gjk      ] verdict alone near contact: %ld disagreements inside the band\n",
              in_band);
}

TYPED_TEST(GjkPropertyTest, SpheresAndPointsAgainstEllipsoids) {
  using T = TypeParam;
  test::Random random(0x6A3);
  Compare<T> se("gjk vs sphere-ellipsoid (bisection)"), pe("gjk vs point-ellipsoid (bisection)");
  for (int i = 0; i < kCases; ++i) {
    const Ellipsoid<T> e = Ellipsoid<T>::from_rotation(
        random.vec<T>(-1, 1), random.vec<T>(0.1, 1.5), random.rotation<T>());
    const Sphere<T> s = random.sphere<T>(2.5, 1);
    const Point<T> p{random.vec<T>(-2.5, 2.5)};
    const Real d = point_ellipsoid_distance(wide(s.center), e);
    // Inside the ellipsoid the sphere intersects: any negative gap will do.
    se.add(convex_proximity<T>(s, e), d > 0 ? d - Real(s.radius) : -1, "sphere-ellipsoid");
    const Real dp = point_ellipsoid_distance(wide(p.p), e);
    pe.add(convex_proximity<T>(p, e), dp > 0 ? dp : -1, "point-ellipsoid");
  }
  se.expect();
  pe.expect();
}

// A random bounded shape of any kind (a moving sphere is its swept capsule).
template <class T>
Shape<T> random_convex(test::Random& random, int kind) {
  switch (kind) {
    case 0:
      return Point<T>{random.vec<T>(-2, 2)};
    case 1:
      return Segment<T>{random.vec<T>(-2, 2), random.vec<T>(-2, 2)};
    case 2:
      return Triangle<T>{random.vec<T>(-2, 2), random.vec<T>(-2, 2), random.vec<T>(-2, 2)};
    case 3:
      return random.sphere<T>(2, 1.5);
    case 4:
      return MovingSphere<T>{random.sphere<T>(2, 1), random.vec<T>(-1, 1)};
    case 5:
      return random.aabb<T>(2, 1.5);
    case 6:
      return random.obb<T>(2, 1.5);
    default:
      return Ellipsoid<T>::from_rotation(random.vec<T>(-2, 2), random.vec<T>(0.05, 1.5),
                                         random.rotation<T>());
  }
}

template <class T>
Shape<T> moved(const Shape<T>& s, const Vec3<T>& t) {
  return std::visit(
      [&](auto x) -> Shape<T> {
        using S = decltype(x);
        if constexpr (std::is_same_v<S, Point<T>>)
          x.p += t;
        else if constexpr (std::is_same_v<S, Segment<T>>)
          x.a += t, x.b += t;
        else if constexpr (std::is_same_v<S, Triangle<T>>)
          x.a += t, x.b += t, x.c += t;
        else if constexpr (std::is_same_v<S, MovingSphere<T>>)
          x.sphere.center += t;
        else if constexpr (std::is_same_v<S, Aabb<T>>)
          x.min += t, x.max += t;
        else if constexpr (std::is_same_v<S, Sphere<T>> || std::is_same_v<S, Obb<T>> ||
                           std::is_same_v<S, Ellipsoid<T>>)
          x.center += t;
        return x;
      },
      s);
}

// Touching and apart by construction, for every pair of kinds: with a = A's support in u and
// b = B's in −u, B moved by a − b + g·u lies in the half-space {x·u >= a·u + g} and A in
// {x·u <= a·u}, and a and the moved b are g apart: the distance is exactly g (and 0, touching,
// for g = 0). The only error is the rounding of the move, far inside the band.
TYPED_TEST(GjkPropertyTest, TouchingAndApartByConstruction) {
  using T = TypeParam;
  test::Random random(0x6A4);
  long touching_misses = 0, apart_errors = 0, not_converged = 0;
  std::string first_touch, first_apart;
  for (int i = 0; i < kCases; ++i) {
    const Shape<T> a = random_convex<T>(random, int(random.uniform(0, 8)));
    const Shape<T> b = random_convex<T>(random, int(random.uniform(0, 8)));
    const Vec3<T> u = random.unit<T>();
    const Vec3<T> move = *support(a, u) - *support(b, -u);
    const auto touch = convex_proximity(a, moved(b, move));
    auto describe = [&](const ConvexProximity<T>& r) {
      return std::to_string(a.index()) + "-" + std::to_string(b.index()) + " intersects " +
             std::to_string(r.intersects) + " distance, depth, band " +
             test::str(Vec3<double>(double(r.distance), double(r.depth), double(r.band))) +
             " lower " + std::to_string(double(r.gjk.lower_bound)) + " stop " +
             std::string(name_of(r.gjk.stop)) + " iterations " + std::to_string(r.gjk.iterations);
    };
    // The move itself rounds (b + (a − b) need not be a): by a few ulps of the coordinates,
    // which for a small pair (two points) can exceed its band. Touching then means within that.
    const T eps = std::numeric_limits<T>::epsilon();
    const T moved_by = 4 * eps * (l1_norm(*support(a, u)) + l1_norm(move));
    const bool touching = touch.intersects ? touch.depth <= moved_by + touch.band
                                           : touch.distance <= moved_by + touch.band;
    if (!touching && touching_misses++ == 0) first_touch = describe(touch);
    // Apart by 1e-3 (float: 1e-2, above its band); the shapes' size is about 2. A run that
    // converged has the distance to its tolerance; one stopped by rounding (not converged)
    // brackets it, and must be rare.
    const T g = T(std::is_same_v<T, float> ? 1e-2 : 1e-3);
    const auto apart = convex_proximity(a, moved(b, move + u * g));
    const T tol = GjkSettings<T>{}.gjk_relative * g + 2 * apart.band + moved_by;
    bool ok = !apart.intersects;
    if (apart.converged)
      ok = ok && std::abs(apart.distance - g) <= tol;
    else
      ++not_converged, ok = ok && apart.gjk.lower_bound <= g + tol && g <= apart.distance + tol;
    if (!ok && apart_errors++ == 0)
      first_apart = describe(apart) + " expected " + std::to_string(double(g));
  }
  EXPECT_EQ(touching_misses, 0) << first_touch;
  EXPECT_EQ(apart_errors, 0) << first_apart;
  EXPECT_LE(not_converged, kCases / 100);
  std::printf("[ gjk      ] apart by construction, not converged: %ld\n", not_converged);
}

// W1's boxes (shared/WORKLOADS.md), pair by pair: GJK's boolean path, its explained run and the
// SAT give the same verdict on each of the first 50,000 pairs (bench_gjk checks all 1,000,000
// by their count, 135,301).
TEST(GjkW1Test, TheVerdictIsTheSatsPairByPair) {
  const bench::W1 w = bench::make_w1(50'000);
  long differ = 0, explained_differ = 0, overlapping = 0;
  for (std::size_t k = 0; k < w.a.size(); ++k) {
    const bool sat = obb_obb_overlap(w.a[k], w.b[k]);
    const bool gjk = gjk_intersects(w.a[k], w.b[k]);
    overlapping += sat;
    differ += sat != gjk;
    if (k % 10 == 0) explained_differ += convex_proximity<float>(w.a[k], w.b[k]).intersects != gjk;
  }
  EXPECT_EQ(differ, 0);
  EXPECT_EQ(explained_differ, 0);
  EXPECT_GT(overlapping, 5000);
}

}  // namespace
}  // namespace collide
