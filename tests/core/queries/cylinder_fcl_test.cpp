// The cylinder against FCL 0.7 (Debian's libfcl-dev): fcl::Cylinder (along its local z, lz its
// full length) against FCL's cylinder, sphere, box, capsule, ellipsoid, triangle and plane,
// 100,000 random pairs near contact for each, in both precisions. Release only (tests/
// CMakeLists.txt: COLLIDE_RELEASE_ONLY_TESTS): it is a sampling run.
//
// The pairs and the stated bands are fcl_comparison.hpp's: B is brought to a known signed gap δ
// from A along the double distance query's closest points (a cylinder meets every bounded kind
// through GJK/EPA and its support function), and our verdicts (float and double) and FCL's must
// be the truth's beyond the bands, our GJK bounds must hold δ, FCL's distance within fcl_band.
#include <cmath>
#include <cstdio>
#include <random>

#include <fcl/geometry/shape/cylinder.h>
#include <fcl/geometry/shape/plane.h>
#include <gtest/gtest.h>
#include <glm/geometric.hpp>

#include "core/queries/pair_test.hpp"
#include "core/queries/shape_distance.hpp"
#include "core/scene/scene.hpp"
#include "tests/core/queries/fcl_comparison.hpp"

namespace collide {
namespace {

using namespace fcl_comparison;

Shape<double> cylinder(Sampler& r) {
  return r.cylinder();
}

// FCL's GJK (libccd's) stops on the distance's change: its distances to 1e-2, as the capsule's
// box and ellipsoid pairs.
TEST(CylinderFcl, CylinderCylinder) {
  run("cylinder-cylinder", cylinder, cylinder_partner, 11, true, 1e-2);
}
TEST(CylinderFcl, CylinderSphere) {
  run("cylinder-sphere", cylinder, sphere_partner, 12, true, 1e-2);
}
TEST(CylinderFcl, CylinderBox) {
  // FCL's libccd was 0.0113 off δ = 0.097 once in 100,000 pairs here: its band 2e-2.
  run("cylinder-box", cylinder, box_partner, 13, true, 2e-2);
}
TEST(CylinderFcl, CylinderCapsule) {
  run("cylinder-capsule", cylinder, capsule_partner, 14, true, 1e-2);
}
TEST(CylinderFcl, CylinderEllipsoid) {
  run("cylinder-ellipsoid", cylinder, ellipsoid_partner, 15, true, 1e-2);
}
// FCL 0.7 has no cylinder–TriangleP test ("collision function between node type 14 and node
// type 18 is not supported"): checked against the truth only.
TEST(CylinderFcl, CylinderTriangle) {
  run("cylinder-triangle", cylinder, triangle_partner, 16, false);
}

// The plane: its offset set so that the cylinder's lowest point along n is exactly δ above it
// (lowest = n·c − e with e = |n·u|·h + r·√(1 − (n·u)²), so d = n·c − e − δ); two-sided, as FCL's
// Plane. The extent is hand-derived here from the cylinder's axis, not read from the result.
// FCL is asked for contacts: without them its cylinder–plane test (plane-inl.h,
// cylinderPlaneIntersect) takes |n·u|·lz, the full length, for the axis's half
// (FclDisagreements below).
TEST(CylinderFcl, CylinderPlane) {
  Sampler r{std::mt19937_64(17)};
  Tally tally;
  for (int i = 0; i < kPairs; ++i) {
    const Cylinder<double> a = r.cylinder();
    const V n = r.unit();
    const double delta = r.offset();
    const double cos = glm::dot(n, a.axes[1]);
    const double extent =
        std::abs(cos) * a.half_height + a.radius * std::sqrt(std::max(0.0, 1 - cos * cos));
    const Plane<double> plane{n, glm::dot(n, a.center) - extent - delta};
    const PairResult<float> f = pair_test(round_to_float(a), round_to_float(plane));
    const PairResult<double> d = pair_test(Shape<double>(a), Shape<double>(plane));
    // Float: δ within its contact band (1e-5 of the ~1 numbers summed) is a touch the result
    // flags; counted, as check_ours does, and wrong only unflagged.
    const bool float_off = std::abs(delta) > 1e-5 && f.intersects() != (delta < 0);
    if (float_off && f.within_tolerance) ++tally.flagged[0];
    if (float_off && !f.within_tolerance && ++tally.ours_wrong[0] <= 3) {
      const auto& fe = std::get<CylinderPlaneSide<float>>(f.evidence);
      ADD_FAILURE() << "float: δ = " << delta << ", s = " << fe.center_distance
                    << ", e = " << fe.extent << ", band " << fe.band << ", h = " << a.half_height
                    << ", r = " << a.radius << ", n·u = " << cos;
    }
    if (std::abs(delta) > 1e-12 && d.intersects() != (delta < 0)) ++tally.ours_wrong[1];
    const auto& e = std::get<CylinderPlaneSide<double>>(d.evidence);
    EXPECT_NEAR(e.center_distance - e.extent, delta, 1e-12);
    if (std::abs(delta) > 1e-5 &&
        fcl_collide(fcl_shape(a), fcl_shape(plane), true) != (delta < 0) && ++tally.fcl_wrong <= 3)
      ADD_FAILURE() << "FCL: δ = " << delta << ", h = " << a.half_height << ", r = " << a.radius
                    << ", n·u = " << cos;
    ++tally.pairs;
  }
  EXPECT_EQ(tally.ours_wrong[0], 0);
  EXPECT_EQ(tally.ours_wrong[1], 0);
  EXPECT_EQ(tally.fcl_wrong, 0);
  std::printf(
      "cylinder-plane: %d pairs; verdicts off: float %d (+%d flagged within tolerance), double %d, "
      "FCL %d\n",
      tally.pairs, tally.ours_wrong[0], tally.flagged[0], tally.ours_wrong[1], tally.fcl_wrong);
}

// Disagreements found on the way, each with its hand-worked answer.
//
// FCL's cylinder–plane test without contacts: an upright cylinder (h = 1, r = 0.5) and the plane
// y = −1.5 are 0.5 apart (its lowest point y = −1), and so are ours and FCL's contact path; FCL's
// boolean path adds |n·u|·lz = 2 (not h = 1) to r·0 and calls it colliding (1.5 <= 2).
TEST(FclDisagreements, CylinderPlaneIsApartByItsHalfHeightNotItsLength) {
  const Cylinder<double> c = Cylinder<double>::from_rotation({0, 0, 0}, 1, 0.5, {1, 0, 0, 0});
  const Plane<double> floor{{0, 1, 0}, -1.5};
  const PairResult<double> r = pair_test<double>(c, floor);
  EXPECT_FALSE(r.intersects());
  const auto& e = std::get<CylinderPlaneSide<double>>(r.evidence);
  EXPECT_EQ(e.center_distance - e.extent, 0.5);
  EXPECT_FALSE(pair_test<float>(round_to_float(c), round_to_float(floor)).intersects());
  EXPECT_FALSE(fcl_collide(fcl_shape(c), fcl_shape(floor), true));
  EXPECT_TRUE(fcl_collide(fcl_shape(c), fcl_shape(floor), false)) << "FCL 0.7's lz for lz/2";
}

// The truth built by pushing B by |δ| into A along n holds only while A is at least |δ| thick
// there: a flat triangle pushed 0.1 "into" a disc 0.04 thick comes out the other side. Upright,
// h = 0.02, r = 1; a triangle in the plane y = 0.05 is 0.03 above it, moved down 0.1 it is 0.03
// below: apart both times (the sampler's cylinders are at least 0.05 in each size, as the
// capsule's radii, so that |δ| <= 0.1 stays inside).
TEST(FclDisagreements, AFlatTrianglePushedThroughAThinDiscIsApartAgain) {
  const Cylinder<double> disc = Cylinder<double>::from_rotation({0, 0, 0}, 0.02, 1, {1, 0, 0, 0});
  for (const double y : {0.05, -0.05}) {
    const Triangle<double> t{{-0.5, y, -0.5}, {0.5, y, -0.5}, {0, y, 0.5}};
    const PairResult<double> r = pair_test<double>(disc, t);
    EXPECT_FALSE(r.intersects()) << y;
    EXPECT_NEAR(shape_distance<double>(disc, t).distance, 0.03, 1e-9) << y;
  }
}

}  // namespace
}  // namespace collide
