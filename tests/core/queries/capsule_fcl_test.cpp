// The capsule against FCL 0.7 (Debian's libfcl-dev): fcl::Capsule (along its local z, lz the
// full length of its segment) against FCL's capsule, sphere, box, ellipsoid, triangle and plane,
// 100,000 random pairs near contact for each, in both precisions. Release only (tests/
// CMakeLists.txt: COLLIDE_RELEASE_ONLY_TESTS): it is a sampling run.
//
// Each pair is placed so that its true signed gap is known without either library's answer:
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
#include <cstdio>
#include <random>

#include <fcl/geometry/shape/capsule.h>
#include <fcl/geometry/shape/plane.h>
#include <gtest/gtest.h>
#include <glm/geometric.hpp>

#include "core/queries/pair_test.hpp"
#include "core/scene/scene.hpp"
#include "tests/core/queries/fcl_comparison.hpp"

namespace collide {
namespace {

using namespace fcl_comparison;

Shape<double> capsule(Sampler& r) {
  return r.capsule();
}

TEST(CapsuleFcl, CapsuleCapsule) {
  run("capsule-capsule", capsule, capsule_partner, 1);
}
TEST(CapsuleFcl, CapsuleSphere) {
  run("capsule-sphere", capsule, sphere_partner, 2);
}
TEST(CapsuleFcl, CapsuleBox) {
  run("capsule-box", capsule, box_partner, 3, true, 1e-2);
}
TEST(CapsuleFcl, CapsuleEllipsoid) {
  run("capsule-ellipsoid", capsule, ellipsoid_partner, 4, true, 1e-2);
}
TEST(CapsuleFcl, CapsuleTriangle) {
  run("capsule-triangle", capsule, triangle_partner, 5, false);
}

// The plane: its offset set so that the capsule's lowest point along n is exactly δ above it
// (lowest = min(n·a, n·b) − r − d, so d = min(n·a, n·b) − r − δ); the plane is two-sided, as
// FCL's Plane (not its Halfspace, which holds everything behind it).
TEST(CapsuleFcl, CapsulePlane) {
  Sampler r{std::mt19937_64(6)};
  Tally tally;
  for (int i = 0; i < kPairs; ++i) {
    const Capsule<double> a = r.capsule();
    const V n = r.unit();
    const double delta = r.offset();
    const Plane<double> plane{n, std::min(glm::dot(n, a.a), glm::dot(n, a.b)) - a.radius - delta};
    const PairResult<float> f = pair_test(round_to_float(a), round_to_float(plane));
    const PairResult<double> d = pair_test(Shape<double>(a), Shape<double>(plane));
    if (std::abs(delta) > 1e-5 && f.intersects() != (delta < 0)) ++tally.ours_wrong[0];
    if (std::abs(delta) > 1e-12 && d.intersects() != (delta < 0)) ++tally.ours_wrong[1];
    // The extent's lowest end is δ (exact in double up to the sums' rounding).
    EXPECT_NEAR(std::get<CapsulePlaneSide<double>>(d.evidence).lowest, delta, 1e-12);
    if (std::abs(delta) > 1e-5 && fcl_collide(fcl_shape(a), fcl_shape(plane)) != (delta < 0))
      ++tally.fcl_wrong;
    ++tally.pairs;
  }
  EXPECT_EQ(tally.ours_wrong[0], 0);
  EXPECT_EQ(tally.ours_wrong[1], 0);
  EXPECT_EQ(tally.fcl_wrong, 0);
  std::printf("capsule-plane: %d pairs; verdicts off: float %d, double %d, FCL %d\n", tally.pairs,
              tally.ours_wrong[0], tally.ours_wrong[1], tally.fcl_wrong);
}

}  // namespace
}  // namespace collide
