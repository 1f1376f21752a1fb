// GJK and EPA against libccd (Debian's libccd-dev, double precision) on the same random pairs:
// boxes and ellipsoids, placed to touch, to overlap or to be apart by 0, 1e-9, 1e-6, 1e-3 and
// 0.1 of their size along a random direction (by support points: see gjk_property_test.cpp).
//
// What is compared and why they differ (the counts are printed; seeds fixed):
// - The verdict (ours: convex_proximity in double; libccd: ccdGJKIntersect). They must agree
//   unless the pair is within 1e-6 of touching, and there they do differ:
//   * touching (gap 0): ours intersecting (closed sets; the band is 8 ulps of the pair's size),
//     libccd "not intersecting" for 43% of the boxes and 83% of the ellipsoids: libccd calls
//     a pair intersecting only when its simplex strictly encloses the origin;
//   * ellipsoids overlapping by 1e-9 or 1e-6: libccd misses 80% and 17% of them. Its loop
//     gives up when the new support point is not past the origin along the search direction,
//     which for a curved surface grazing the origin happens before the simplex encloses it;
//   * ellipsoids apart by 1e-9: libccd says intersecting for 12%: its CCD_EPS (DBL_EPSILON,
//     absolute) is then larger than its remaining progress. Ours, at 1e-9 (far above the band),
//     is disjoint with the distance.
// - The depth (ours: EPA's lower bound, converged to 1e-6 of the size; libccd:
//   ccdGJKPenetration). Both are distances to a face of a polytope inside A − B, so lower
//   bounds; the construction gives −gap as an upper bound. Ours must lie in
//   [libccd − tol, −gap + tol], tol = 1e-4 (boxes) or 1e-3 (ellipsoids) of the size. libccd's
//   epa_tolerance applies to *squared* distances (its default 1e-4 left depths 5% short), so it
//   is set to 1e-12 here; even so, on a few deep ellipsoid overlaps its EPA stops with a face
//   well inside (0.444 where the depth is 0.5): those are counted and must stay under 1%.
#include <cfloat>
#include <cmath>

#include <gtest/gtest.h>

#include <ccd/ccd.h>

#include "core/queries/convex_proximity.hpp"
#include "core/queries/support.hpp"
#include "tests/core/queries/query_test_support.hpp"

namespace collide {
namespace {

using S = Shape<double>;

void ccd_support(const void* obj, const ccd_vec3_t* dir, ccd_vec3_t* out) {
  const S& s = *static_cast<const S*>(obj);
  const Vec3<double> p = *support(s, Vec3<double>(ccdVec3X(dir), ccdVec3Y(dir), ccdVec3Z(dir)));
  ccdVec3Set(out, p.x, p.y, p.z);
}

void ccd_center(const void* obj, ccd_vec3_t* out) {
  // Any interior point: the midpoint of two opposite support points.
  const S& s = *static_cast<const S*>(obj);
  const Vec3<double> p =
      (*support(s, Vec3<double>(1, 0, 0)) + *support(s, Vec3<double>(-1, 0, 0))) * 0.5;
  ccdVec3Set(out, p.x, p.y, p.z);
}

ccd_t make_ccd() {
  ccd_t ccd;
  CCD_INIT(&ccd);
  ccd.support1 = ccd_support;
  ccd.support2 = ccd_support;
  ccd.center1 = ccd_center;
  ccd.center2 = ccd_center;
  ccd.max_iterations = 500;
  // libccd compares its EPA tolerance with *squared* distances (0.0001 is a depth of 0.01 at
  // depth 1): without this its depths fall short by up to 5% here.
  ccd.epa_tolerance = 1e-12;
  return ccd;
}

// Boxes and ellipsoids (the only kinds generated here) moved by t.
S moved(const S& s, const Vec3<double>& t) {
  return std::visit(
      [&](auto x) -> S {
        if constexpr (requires { x.center; }) x.center += t;
        return x;
      },
      s);
}

S random_shape(test::Random& random, bool box) {
  if (box) return random.obb<double>(1, 1.5);
  return Ellipsoid<double>::from_rotation(random.vec<double>(-1, 1), random.vec<double>(0.2, 1.5),
                                          random.rotation<double>());
}

void compare(bool boxes, std::uint64_t seed) {
  test::Random random(seed);
  const ccd_t ccd = make_ccd();
  const double gaps[] = {0.1, 1e-3, 1e-6, 1e-9, 0, -1e-9, -1e-6, -1e-3, -0.1, -0.5};
  // "Near" is 5 of the 10 gaps (|gap| <= 1e-6), taken in turn: at most half the cases.
  test::Tally verdicts(boxes ? "gjk vs libccd verdict, boxes" : "gjk vs libccd verdict, ellipsoids",
                       4000 / 2);
  long depth_cases = 0, depth_errors = 0, near_disagreements = 0, libccd_short = 0;
  long by_gap[std::size(gaps)][2] = {};
  std::string first;
  for (int i = 0; i < 4000; ++i) {
    const S a = random_shape(random, boxes), b0 = random_shape(random, boxes);
    const Vec3<double> u = random.unit<double>();
    const double gap = gaps[i % std::size(gaps)];
    // B touching A along u, then moved by gap (negative: into A).
    const S b = moved(b0, *support(a, u) - *support(b0, -u) + u * gap);
    const auto ours = convex_proximity(a, b);
    const bool theirs = ccdGJKIntersect(&a, &b, &ccd) != 0;
    const bool near = std::abs(gap) <= 1e-6;
    verdicts.add(ours.intersects, theirs, near);
    near_disagreements += near && ours.intersects != theirs;
    if (ours.intersects != theirs) ++by_gap[i % std::size(gaps)][ours.intersects];
    // The depth of the pairs both call intersecting, apart from the near-touching ones.
    if (ours.intersects && theirs && gap <= -1e-3) {
      ccd_real_t depth = 0;
      ccd_vec3_t dir, pos;
      if (ccdGJKPenetration(&a, &b, &ccd, &depth, &dir, &pos) != 0) continue;
      ++depth_cases;
      // Both depths are the distance to a face of a polytope inside A − B around the origin,
      // so both are lower bounds, and B moved by −gap along u touches A, so −gap is an upper
      // bound: ours must lie in [libccd − tol, −gap + tol], and match libccd to tol but where
      // libccd's EPA stops early.
      const double tol = (boxes ? 1e-4 : 1e-3) * ours.gjk.scale;
      if ((ours.depth < depth - tol || ours.depth > -gap + tol) && depth_errors++ == 0)
        first = "depth ours " + std::to_string(ours.depth) + " libccd " + std::to_string(depth) +
                " gap " + std::to_string(gap) + " converged " + std::to_string(ours.converged);
      libccd_short += ours.depth > depth + tol;
    }
  }
  EXPECT_EQ(verdicts.real(), 0) << verdicts.first_real();
  EXPECT_GT(depth_cases, 1000);
  EXPECT_EQ(depth_errors, 0) << first;
  EXPECT_LE(libccd_short, boxes ? 0 : depth_cases / 100);
  std::printf(
      "[ libccd   ] %s: %ld depths compared (libccd's shallower: %ld), %ld verdicts differ within "
      "1e-6 of touching\n",
      boxes ? "boxes" : "ellipsoids", depth_cases, libccd_short, near_disagreements);
  for (std::size_t g = 0; g < std::size(gaps); ++g)
    if (by_gap[g][0] + by_gap[g][1] > 0)
      std::printf("[ libccd   ]   gap %g: ours intersecting, libccd not: %ld; the reverse: %ld\n",
                  gaps[g], by_gap[g][1], by_gap[g][0]);
}

TEST(GjkLibccdTest, BoxesAgreeOnVerdictAndDepth) {
  compare(true, 0xCCD1);
}

TEST(GjkLibccdTest, EllipsoidsAgreeOnVerdictAndDepth) {
  compare(false, 0xCCD2);
}

}  // namespace
}  // namespace collide
