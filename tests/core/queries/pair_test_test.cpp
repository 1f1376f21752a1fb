#include "core/queries/pair_test.hpp"

#include <filesystem>
#include <fstream>
#include <limits>
#include <set>
#include <sstream>

#include <gtest/gtest.h>

#include "tests/core/queries/query_test_support.hpp"
#include "tests/support/scalars.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

template <class T>
class PairTestTest : public ::testing::Test {};
TYPED_TEST_SUITE(PairTestTest, test::Scalars);

// Which alternative of PairEvidence each test produces.
template <class T>
std::size_t evidence_index(PairTest t) {
  using E = PairEvidence<T>;
  auto index = [](auto result) { return E(result).index(); };
  switch (t) {
    case PairTest::unsupported:
      return 0;
    case PairTest::point_aabb:
    case PairTest::point_obb:
    case PairTest::sphere_aabb:
    case PairTest::sphere_obb:
      return index(BoxClosestPoint<T>{});
    case PairTest::aabb_aabb:
      return index(AabbOverlap<T>{});
    case PairTest::point_sphere:
    case PairTest::sphere_sphere:
      return index(CenterDistance<T>{});
    case PairTest::plane_aabb:
    case PairTest::plane_obb:
      return index(PlaneBoxSides<T>{});
    case PairTest::point_plane:
      return index(PointPlaneSide<T>{});
    case PairTest::segment_plane:
      return index(SegmentPlaneCrossing<T>{});
    case PairTest::sphere_plane:
      return index(SpherePlaneSide<T>{});
    case PairTest::moving_sphere_plane:
      return index(SweptSpherePlaneContact<T>{});
    case PairTest::ellipsoid_plane:
      return index(EllipsoidPlaneSide<T>{});
    case PairTest::triangle_plane:
      return index(TrianglePlaneCut<T>{});
    case PairTest::obb_obb:
    case PairTest::obb_aabb:
      return index(SatResult<T>{});
    case PairTest::capsule_plane:
      return index(CapsulePlaneSide<T>{});
    case PairTest::cylinder_plane:
      return index(CylinderPlaneSide<T>{});
    case PairTest::convex_hull_plane:
      return index(HullPlaneSide<T>{});
    case PairTest::point_capsule:
    case PairTest::segment_capsule:
    case PairTest::sphere_capsule:
    case PairTest::capsule_capsule:
    case PairTest::point_point:
    case PairTest::point_segment:
    case PairTest::point_triangle:
    case PairTest::segment_segment:
    case PairTest::segment_sphere:
    case PairTest::sphere_triangle:
      return index(ClosestPoints<T>{});
    case PairTest::segment_aabb:
    case PairTest::segment_obb:
      return index(SegmentBoxSlabs<T>{});
    case PairTest::segment_triangle:
      return index(SegmentTriangleHit<T>{});
    case PairTest::triangle_aabb:
    case PairTest::triangle_obb:
      return index(TriangleBoxSat<T>{});
    case PairTest::triangle_triangle:
      return index(TriangleTriangle<T>{});
    case PairTest::moving_sphere_point:
    case PairTest::moving_sphere_sphere:
    case PairTest::moving_sphere_moving_sphere:
      return index(SweptSphereContact<T>{});
    case PairTest::moving_sphere_segment:
    case PairTest::moving_sphere_aabb:
    case PairTest::moving_sphere_obb:
    case PairTest::moving_sphere_triangle:
    case PairTest::moving_sphere_ellipsoid:
      return index(SweptSphereShapeContact<T>{});
    case PairTest::plane_plane:
      return index(PlanePlane<T>{});
    case PairTest::point_ellipsoid:
      return index(PointEllipsoid<T>{});
    case PairTest::convex_convex:
      return index(ConvexProximity<T>{});
    case PairTest::mesh_any:
      return index(MeshOverlap<T>{});
    case PairTest::mesh_mesh:
      return index(MeshMeshOverlap<T>{});
    case PairTest::ray_mesh:
      return index(MeshRayHit<T>{});
    case PairTest::ray_point:
    case PairTest::ray_segment:
    case PairTest::ray_ray:
    case PairTest::ray_plane:
    case PairTest::ray_sphere:
    case PairTest::ray_moving_sphere:
    case PairTest::ray_aabb:
    case PairTest::ray_obb:
    case PairTest::ray_triangle:
    case PairTest::ray_ellipsoid:
    case PairTest::ray_capsule:
    case PairTest::ray_cylinder:
    case PairTest::ray_convex_hull:
      return index(RayCast<T>{});
  }
  return 0;
}

TEST(PairTable, EveryTestHasExactlyItsTwoCells) {
  const PairTable table = pair_table();
  std::set<PairTest> seen;
  int supported = 0;
  for (std::size_t a = 0; a < kShapeKindCount; ++a) {
    for (std::size_t b = 0; b < kShapeKindCount; ++b) {
      const PairCell cell = table[a][b];
      const PairCell mirror = table[b][a];
      EXPECT_EQ(cell.test, mirror.test) << "the table is symmetric";
      if (cell.test == PairTest::unsupported) continue;
      ++supported;
      seen.insert(cell.test);
      // The GJK/EPA fallback fills many cells (convex_fallback_test.cpp checks which), and so
      // does a mesh against every kind but a ray and a mesh (checked below).
      if (cell.test == PairTest::convex_convex) continue;
      if (cell.test == PairTest::mesh_any) {
        EXPECT_TRUE(a == std::size_t(ShapeKind::mesh) || b == std::size_t(ShapeKind::mesh));
        EXPECT_EQ(cell.swapped, b == std::size_t(ShapeKind::mesh)) << "the mesh first";
        continue;
      }
      const PairTestOperands ops = operands_of(cell.test);
      const ShapeKind ka = static_cast<ShapeKind>(a), kb = static_cast<ShapeKind>(b);
      if (cell.swapped) {
        EXPECT_EQ(ops.a, kb);
        EXPECT_EQ(ops.b, ka);
      } else {
        EXPECT_EQ(ops.a, ka);
        EXPECT_EQ(ops.b, kb);
      }
      if (a != b) {
        EXPECT_NE(cell.swapped, mirror.swapped);
      }
    }
  }
  EXPECT_EQ(seen.size(), kPairTestCount - 1) << "every test is reachable";
  // 55 pairs of different kinds (two cells each) and 11 on the diagonal (GJK/EPA's ellipsoid and
  // capsule pairs among them; the moving sphere against the ellipsoid by conservative advancement
  // on GJK's distance; the ray against every kind: 10 between different kinds, ray–ray on the
  // diagonal; the capsule's closed forms against the point, segment, sphere, plane, ray and
  // itself; the cylinder's against the plane and the ray, GJK/EPA against the other nine and
  // itself; the convex hull's likewise, GJK/EPA against the other ten and itself; the mesh's
  // mesh_any against the twelve kinds but the ray, ray_mesh, mesh_mesh). Every cell has a test.
  EXPECT_EQ(supported, 91 * 2 + 14);
  EXPECT_EQ(supported, int(kShapeKindCount * kShapeKindCount));
  EXPECT_EQ(pair_cell(ShapeKind::aabb, ShapeKind::plane).test, PairTest::plane_aabb);
  EXPECT_TRUE(pair_cell(ShapeKind::aabb, ShapeKind::plane).swapped);
  EXPECT_EQ(pair_cell(ShapeKind::aabb, ShapeKind::obb).test, PairTest::obb_aabb);
  EXPECT_TRUE(pair_cell(ShapeKind::aabb, ShapeKind::obb).swapped);
  EXPECT_EQ(pair_cell(ShapeKind::ray, ShapeKind::sphere).test, PairTest::ray_sphere);
  EXPECT_FALSE(pair_cell(ShapeKind::ray, ShapeKind::sphere).swapped);
  EXPECT_EQ(pair_cell(ShapeKind::point, ShapeKind::ray).test, PairTest::ray_point);
  EXPECT_TRUE(pair_cell(ShapeKind::point, ShapeKind::ray).swapped);
  EXPECT_EQ(name_of(PairTest::ray_moving_sphere), "ray-moving sphere");
  EXPECT_EQ(name_of(PairTest::moving_sphere_plane), "moving sphere-plane");
  EXPECT_EQ(name_of(PairTest::unsupported), "unsupported");
  // The capsule: closed forms where the literature has one, GJK/EPA for the convex rest.
  EXPECT_EQ(pair_cell(ShapeKind::capsule, ShapeKind::capsule).test, PairTest::capsule_capsule);
  EXPECT_EQ(pair_cell(ShapeKind::capsule, ShapeKind::sphere).test, PairTest::sphere_capsule);
  EXPECT_TRUE(pair_cell(ShapeKind::capsule, ShapeKind::sphere).swapped);
  EXPECT_EQ(pair_cell(ShapeKind::plane, ShapeKind::capsule).test, PairTest::capsule_plane);
  EXPECT_EQ(pair_cell(ShapeKind::capsule, ShapeKind::ray).test, PairTest::ray_capsule);
  EXPECT_EQ(pair_cell(ShapeKind::capsule, ShapeKind::obb).test, PairTest::convex_convex);
  EXPECT_EQ(test_name(PairTest::convex_convex, ShapeKind::capsule, ShapeKind::obb), "obb-capsule");
  EXPECT_EQ(pair_cell(ShapeKind::triangle, ShapeKind::capsule).test, PairTest::convex_convex);
  EXPECT_EQ(pair_cell(ShapeKind::ellipsoid, ShapeKind::capsule).test, PairTest::convex_convex);
  // The cylinder: closed forms against the plane and the ray, GJK/EPA for the convex rest.
  EXPECT_EQ(pair_cell(ShapeKind::plane, ShapeKind::cylinder).test, PairTest::cylinder_plane);
  EXPECT_TRUE(pair_cell(ShapeKind::plane, ShapeKind::cylinder).swapped);
  EXPECT_EQ(pair_cell(ShapeKind::cylinder, ShapeKind::ray).test, PairTest::ray_cylinder);
  EXPECT_TRUE(pair_cell(ShapeKind::cylinder, ShapeKind::ray).swapped);
  EXPECT_EQ(pair_cell(ShapeKind::cylinder, ShapeKind::cylinder).test, PairTest::convex_convex);
  EXPECT_EQ(test_name(PairTest::convex_convex, ShapeKind::capsule, ShapeKind::cylinder),
            "capsule-cylinder");
  // The convex hull: closed forms against the plane and the ray (by its vertices' extent, by its
  // faces' half-spaces), GJK/EPA through its support for every bounded kind and itself.
  EXPECT_EQ(pair_cell(ShapeKind::plane, ShapeKind::convex_hull).test, PairTest::convex_hull_plane);
  EXPECT_TRUE(pair_cell(ShapeKind::plane, ShapeKind::convex_hull).swapped);
  EXPECT_EQ(pair_cell(ShapeKind::convex_hull, ShapeKind::ray).test, PairTest::ray_convex_hull);
  EXPECT_TRUE(pair_cell(ShapeKind::convex_hull, ShapeKind::ray).swapped);
  EXPECT_EQ(pair_cell(ShapeKind::convex_hull, ShapeKind::convex_hull).test,
            PairTest::convex_convex);
  EXPECT_EQ(test_name(PairTest::convex_convex, ShapeKind::convex_hull, ShapeKind::cylinder),
            "cylinder-convex hull");
  // The mesh: through its hierarchy, the mesh first against every kind but a ray (the ray
  // first, as every ray test) and itself.
  EXPECT_EQ(pair_cell(ShapeKind::sphere, ShapeKind::mesh).test, PairTest::mesh_any);
  EXPECT_TRUE(pair_cell(ShapeKind::sphere, ShapeKind::mesh).swapped);
  EXPECT_EQ(pair_cell(ShapeKind::mesh, ShapeKind::plane).test, PairTest::mesh_any);
  EXPECT_FALSE(pair_cell(ShapeKind::mesh, ShapeKind::plane).swapped);
  EXPECT_EQ(pair_cell(ShapeKind::mesh, ShapeKind::moving_sphere).test, PairTest::mesh_any);
  EXPECT_EQ(pair_cell(ShapeKind::mesh, ShapeKind::convex).test, PairTest::mesh_any);
  EXPECT_EQ(pair_cell(ShapeKind::mesh, ShapeKind::ray).test, PairTest::ray_mesh);
  EXPECT_TRUE(pair_cell(ShapeKind::mesh, ShapeKind::ray).swapped);
  EXPECT_EQ(pair_cell(ShapeKind::mesh, ShapeKind::mesh).test, PairTest::mesh_mesh);
  EXPECT_EQ(test_name(PairTest::mesh_any, ShapeKind::capsule, ShapeKind::mesh), "mesh-capsule");
}

// The manual's pair table is generated from pair_table(): they must not drift apart.
TEST(PairTable, TheManualHoldsTheGeneratedTable) {
  const auto readme = std::filesystem::path(test::source_dir()) / "assets/help/collision-core.md";
  std::ifstream in(readme);
  ASSERT_TRUE(in) << readme;
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_NE(text.str().find(pair_table_markdown()), std::string::npos)
      << readme << " should contain exactly:\n"
      << pair_table_markdown();
}

TYPED_TEST(PairTestTest, RunsTheTestOfTheTableInEitherOrder) {
  using T = TypeParam;
  test::Random random(0xD15);
  for (std::size_t a = 0; a < kShapeKindCount; ++a) {
    for (std::size_t b = 0; b < kShapeKindCount; ++b) {
      const ShapeKind ka = static_cast<ShapeKind>(a), kb = static_cast<ShapeKind>(b);
      const PairCell cell = pair_cell(ka, kb);
      const Shape<T> sa = test::random_shape<T>(random, ka), sb = test::random_shape<T>(random, kb);
      const PairResult<T> r = pair_test(sa, sb);
      EXPECT_EQ(r.test, cell.test);
      EXPECT_EQ(r.swapped, cell.swapped);
      EXPECT_EQ(r.evidence.index(), evidence_index<T>(cell.test)) << name_of(cell.test);
      if (cell.test == PairTest::unsupported) {
        EXPECT_EQ(r.verdict, PairVerdict::unsupported) << name_of(ka) << '-' << name_of(kb);
        EXPECT_FALSE(r.reason.empty());
        EXPECT_FALSE(r.intersects());
      } else {
        EXPECT_TRUE(r.verdict == PairVerdict::intersects || r.verdict == PairVerdict::disjoint);
        EXPECT_TRUE(r.input.valid());
        // Swapping the operands changes nothing but the flag.
        const PairResult<T> back = pair_test(sb, sa);
        EXPECT_EQ(back.verdict, r.verdict);
        EXPECT_EQ(back.test, r.test);
        if (a != b) {
          EXPECT_NE(back.swapped, r.swapped);
        }
      }
    }
  }
}

TYPED_TEST(PairTestTest, VerdictAndEvidenceAreTheTestsOwn) {
  using T = TypeParam;
  const Sphere<T> sphere{{2, T(0.5), T(0.5)}, 1};
  const Aabb<T> box{{0, 0, 0}, {1, 1, 1}};
  // (aabb, sphere) runs sphere–aabb with the operands swapped; touching intersects.
  const PairResult<T> r = pair_test<T>(box, sphere);
  EXPECT_EQ(r.test, PairTest::sphere_aabb);
  EXPECT_TRUE(r.swapped);
  EXPECT_EQ(r.verdict, PairVerdict::intersects);
  EXPECT_TRUE(r.within_tolerance);
  const auto& evidence = std::get<BoxClosestPoint<T>>(r.evidence);
  EXPECT_EQ(evidence.closest, (Vec3<T>{1, T(0.5), T(0.5)}));
  // The seed's plane case through dispatch, box first.
  const Plane<T> plane = Plane<T>::from_point_normal({2, 2, 2}, {-1, -1, -1});
  const PairResult<T> p = pair_test<T>(Obb<T>::from_aabb(box), plane);
  EXPECT_EQ(p.test, PairTest::plane_obb);
  EXPECT_EQ(p.verdict, PairVerdict::disjoint);
  EXPECT_EQ(std::get<PlaneBoxSides<T>>(p.evidence).side, PlaneSide::front);
  // OBB–OBB and AABB–OBB go to the separating-axis test.
  const Obb<T> o = Obb<T>::from_rotation({T(1.5), 0, 0}, {1, 1, 1},
                                         Quat<T>{T(std::sqrt(0.5)), 0, 0, T(std::sqrt(0.5))});
  const PairResult<T> s = pair_test<T>(box, o);
  EXPECT_EQ(s.test, PairTest::obb_aabb);
  EXPECT_TRUE(s.swapped);
  EXPECT_EQ(s.intersects(), obb_aabb_sat(o, box).intersects());
  EXPECT_EQ(pair_test<T>(o, o).test, PairTest::obb_obb);
  EXPECT_TRUE(pair_test<T>(o, o).intersects());
  // A tolerance passed in reaches the test: a thick plane takes in a point 0.5 away.
  Tolerances<T> slab;
  slab.plane_thickness = 1;
  const Plane<T> ground{{0, 1, 0}, 0};
  EXPECT_EQ(pair_test<T>(Point<T>{{0, T(0.5), 0}}, ground).verdict, PairVerdict::disjoint);
  EXPECT_EQ(pair_test<T>(Point<T>{{0, T(0.5), 0}}, ground, slab).verdict, PairVerdict::intersects);
}

// Every pair of kinds now has a test (the README's table has no `·`), so no pair answers
// unsupported; the verdict and its name remain for a result no test filled.
TYPED_TEST(PairTestTest, NoPairOfKindsIsUnsupported) {
  using T = TypeParam;
  for (std::size_t a = 0; a < kShapeKindCount; ++a)
    for (std::size_t b = 0; b < kShapeKindCount; ++b)
      EXPECT_NE(pair_cell(static_cast<ShapeKind>(a), static_cast<ShapeKind>(b)).test,
                PairTest::unsupported)
          << name_of(static_cast<ShapeKind>(a)) << '-' << name_of(static_cast<ShapeKind>(b));
  EXPECT_EQ(pair_test<T>(Ray<T>{}, Ray<T>{}).test, PairTest::ray_ray);
  const PairResult<T> none;
  EXPECT_EQ(none.verdict, PairVerdict::unsupported);
  EXPECT_FALSE(none.intersects());
  EXPECT_TRUE(std::holds_alternative<std::monostate>(none.evidence));
  EXPECT_EQ(pair_table_markdown().find("·"), std::string::npos);
  EXPECT_EQ(name_of(PairVerdict::unsupported), "unsupported");
}

TYPED_TEST(PairTestTest, InvalidInputNamesTheCallersOperand) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  // (aabb, point) runs point–aabb swapped; the bad AABB is still the caller's operand a.
  const PairResult<T> r = pair_test<T>(Aabb<T>{{0, 0, 0}, {-1, 1, 1}}, Point<T>{});
  EXPECT_EQ(r.verdict, PairVerdict::invalid);
  EXPECT_EQ(r.test, PairTest::point_aabb);
  EXPECT_EQ(r.input.problem, Problem::inverted_bounds);
  EXPECT_EQ(r.input.operand, Operand::a);
  EXPECT_EQ(r.reason, describe(Problem::inverted_bounds));
  EXPECT_FALSE(r.intersects());
  const PairResult<T> b = pair_test<T>(Sphere<T>{}, Plane<T>{{0, 0, 0}, 0});
  EXPECT_EQ(b.input.problem, Problem::zero_normal);
  EXPECT_EQ(b.input.operand, Operand::b);
  // Bad input is invalid before the test runs (here ray–segment).
  const PairResult<T> u = pair_test<T>(Ray<T>{}, Segment<T>{{0, 0, 0}, {nan, 0, 0}});
  EXPECT_EQ(u.verdict, PairVerdict::invalid);
  EXPECT_EQ(u.input.operand, Operand::b);
  EXPECT_EQ(u.input.problem, Problem::non_finite);
  EXPECT_EQ(pair_test<T>(Ray<T>{{}, {0, 0, 0}}, Point<T>{}).input.problem, Problem::zero_direction);
  // Every kind's invalid input goes through, in both positions.
  Obb<T> obb;
  obb.half_extents.x = -1;
  Ellipsoid<T> ellipsoid;
  ellipsoid.radii.z = -1;
  const Shape<T> bad[] = {Point<T>{{nan, 0, 0}},
                          Segment<T>{{0, 0, 0}, {0, nan, 0}},
                          Ray<T>{{0, 0, 0}, {0, 0, 0}},
                          Plane<T>{{0, 2, 0}, 0},
                          Sphere<T>{{0, 0, 0}, -1},
                          MovingSphere<T>{{}, {nan, 0, 0}},
                          Aabb<T>{{1, 0, 0}, {0, 1, 1}},
                          obb,
                          Triangle<T>{{0, 0, 0}, {0, 0, 0}, {0, 0, nan}},
                          ellipsoid};
  test::Random random(0xBAD);
  for (const Shape<T>& s : bad) {
    const Problem p = validate(s);
    ASSERT_NE(p, Problem::none) << name_of(kind_of(s));
    for (std::size_t k = 0; k < kShapeKindCount; ++k) {
      const Shape<T> other = test::random_shape<T>(random, static_cast<ShapeKind>(k));
      const PairResult<T> first = pair_test(s, other), second = pair_test(other, s);
      EXPECT_EQ(first.verdict, PairVerdict::invalid);
      EXPECT_EQ(first.input.problem, p);
      EXPECT_EQ(first.input.operand, Operand::a);
      EXPECT_EQ(second.verdict, PairVerdict::invalid);
      EXPECT_EQ(second.input.operand, Operand::b);
    }
  }
}

// Dispatch against the direct call, on random pairs of every supported cell.
TYPED_TEST(PairTestTest, PropertyDispatchAgreesWithTheDirectCall) {
  using T = TypeParam;
  test::Random random(0xD1);
  test::Tally tally("pair dispatch vs direct call", 0);  // the same call: never excused
  const Tolerances<T> tol;
  for (int i = 0; i < test::kPropertyCases; ++i) {
    const ShapeKind ka = static_cast<ShapeKind>(random.uniform(0, kShapeKindCount));
    const ShapeKind kb = static_cast<ShapeKind>(random.uniform(0, kShapeKindCount));
    const Shape<T> a = test::random_shape<T>(random, ka), b = test::random_shape<T>(random, kb);
    const PairResult<T> r = pair_test(a, b);
    const PairCell cell = pair_cell(ka, kb);
    const Shape<T>& x = cell.swapped ? b : a;
    const Shape<T>& y = cell.swapped ? a : b;
    bool direct = false;
    switch (cell.test) {
      case PairTest::unsupported:
        tally.add(r.verdict == PairVerdict::unsupported, true, false);
        continue;
      case PairTest::point_aabb:
        direct = box_closest_point(std::get<Point<T>>(x), std::get<Aabb<T>>(y), tol).intersects;
        break;
      case PairTest::point_obb:
        direct = box_closest_point(std::get<Point<T>>(x), std::get<Obb<T>>(y), tol).intersects;
        break;
      case PairTest::sphere_aabb:
        direct = box_closest_point(std::get<Sphere<T>>(x), std::get<Aabb<T>>(y), tol).intersects;
        break;
      case PairTest::sphere_obb:
        direct = box_closest_point(std::get<Sphere<T>>(x), std::get<Obb<T>>(y), tol).intersects;
        break;
      case PairTest::aabb_aabb:
        direct = aabb_overlap(std::get<Aabb<T>>(x), std::get<Aabb<T>>(y)).intersects;
        break;
      case PairTest::point_sphere:
        direct = center_distance(std::get<Point<T>>(x), std::get<Sphere<T>>(y), tol).intersects;
        break;
      case PairTest::sphere_sphere:
        direct = center_distance(std::get<Sphere<T>>(x), std::get<Sphere<T>>(y), tol).intersects;
        break;
      case PairTest::plane_aabb:
        direct = plane_box_sides(std::get<Plane<T>>(x), std::get<Aabb<T>>(y), tol).intersects;
        break;
      case PairTest::plane_obb:
        direct = plane_box_sides(std::get<Plane<T>>(x), std::get<Obb<T>>(y), tol).intersects;
        break;
      case PairTest::point_plane:
        direct = point_plane_side(std::get<Point<T>>(x), std::get<Plane<T>>(y), tol).intersects;
        break;
      case PairTest::segment_plane:
        direct =
            segment_plane_crossing(std::get<Segment<T>>(x), std::get<Plane<T>>(y), tol).intersects;
        break;
      case PairTest::sphere_plane:
        direct = sphere_plane_side(std::get<Sphere<T>>(x), std::get<Plane<T>>(y), tol).intersects;
        break;
      case PairTest::moving_sphere_plane:
        direct =
            swept_sphere_plane_contact(std::get<MovingSphere<T>>(x), std::get<Plane<T>>(y), tol)
                .intersects;
        break;
      case PairTest::ellipsoid_plane:
        direct =
            ellipsoid_plane_side(std::get<Ellipsoid<T>>(x), std::get<Plane<T>>(y), tol).intersects;
        break;
      case PairTest::triangle_plane:
        direct =
            triangle_plane_cut(std::get<Triangle<T>>(x), std::get<Plane<T>>(y), tol).intersects;
        break;
      case PairTest::obb_obb:
        direct = obb_obb_sat(std::get<Obb<T>>(x), std::get<Obb<T>>(y), tol).intersects();
        break;
      case PairTest::obb_aabb:
        direct = obb_aabb_sat(std::get<Obb<T>>(x), std::get<Aabb<T>>(y), tol).intersects();
        break;
      // The closed-form tests of points, segments and triangles.
      case PairTest::point_point:
        direct = closest_points(std::get<Point<T>>(x), std::get<Point<T>>(y), tol).intersects;
        break;
      case PairTest::point_segment:
        direct = closest_points(std::get<Point<T>>(x), std::get<Segment<T>>(y), tol).intersects;
        break;
      case PairTest::point_triangle:
        direct = closest_points(std::get<Point<T>>(x), std::get<Triangle<T>>(y), tol).intersects;
        break;
      case PairTest::segment_segment:
        direct = closest_points(std::get<Segment<T>>(x), std::get<Segment<T>>(y), tol).intersects;
        break;
      case PairTest::segment_sphere:
        direct = closest_points(std::get<Segment<T>>(x), std::get<Sphere<T>>(y), tol).intersects;
        break;
      case PairTest::sphere_triangle:
        direct = closest_points(std::get<Sphere<T>>(x), std::get<Triangle<T>>(y), tol).intersects;
        break;
      case PairTest::segment_aabb:
        direct = segment_box_slabs(std::get<Segment<T>>(x), std::get<Aabb<T>>(y), tol).intersects;
        break;
      case PairTest::segment_obb:
        direct = segment_box_slabs(std::get<Segment<T>>(x), std::get<Obb<T>>(y), tol).intersects;
        break;
      case PairTest::segment_triangle:
        direct =
            segment_triangle_hit(std::get<Segment<T>>(x), std::get<Triangle<T>>(y), tol).intersects;
        break;
      case PairTest::triangle_aabb:
        direct = triangle_box_sat(std::get<Triangle<T>>(x), std::get<Aabb<T>>(y), tol).intersects;
        break;
      case PairTest::triangle_obb:
        direct = triangle_box_sat(std::get<Triangle<T>>(x), std::get<Obb<T>>(y), tol).intersects;
        break;
      case PairTest::triangle_triangle:
        direct =
            triangle_triangle(std::get<Triangle<T>>(x), std::get<Triangle<T>>(y), tol).intersects;
        break;
      case PairTest::moving_sphere_point:
        direct = swept_sphere_contact(std::get<MovingSphere<T>>(x), std::get<Point<T>>(y), tol)
                     .intersects;
        break;
      case PairTest::moving_sphere_sphere:
        direct = swept_sphere_contact(std::get<MovingSphere<T>>(x), std::get<Sphere<T>>(y), tol)
                     .intersects;
        break;
      case PairTest::moving_sphere_moving_sphere:
        direct =
            swept_sphere_contact(std::get<MovingSphere<T>>(x), std::get<MovingSphere<T>>(y), tol)
                .intersects;
        break;
      case PairTest::moving_sphere_segment:
        direct = swept_sphere_contact(std::get<MovingSphere<T>>(x), std::get<Segment<T>>(y), tol)
                     .intersects;
        break;
      case PairTest::moving_sphere_aabb:
        direct = swept_sphere_contact(std::get<MovingSphere<T>>(x), std::get<Aabb<T>>(y), tol)
                     .intersects;
        break;
      case PairTest::moving_sphere_obb:
        direct =
            swept_sphere_contact(std::get<MovingSphere<T>>(x), std::get<Obb<T>>(y), tol).intersects;
        break;
      case PairTest::moving_sphere_triangle:
        direct = swept_sphere_contact(std::get<MovingSphere<T>>(x), std::get<Triangle<T>>(y), tol)
                     .intersects;
        break;
      case PairTest::plane_plane:
        direct = plane_plane(std::get<Plane<T>>(x), std::get<Plane<T>>(y), tol).intersects;
        break;
      case PairTest::point_ellipsoid:
        direct = point_ellipsoid(std::get<Point<T>>(x), std::get<Ellipsoid<T>>(y), tol).intersects;
        break;
      case PairTest::point_capsule:
        direct = closest_points(std::get<Point<T>>(x), std::get<Capsule<T>>(y), tol).intersects;
        break;
      case PairTest::segment_capsule:
        direct = closest_points(std::get<Segment<T>>(x), std::get<Capsule<T>>(y), tol).intersects;
        break;
      case PairTest::sphere_capsule:
        direct = closest_points(std::get<Sphere<T>>(x), std::get<Capsule<T>>(y), tol).intersects;
        break;
      case PairTest::capsule_capsule:
        direct = closest_points(std::get<Capsule<T>>(x), std::get<Capsule<T>>(y), tol).intersects;
        break;
      case PairTest::capsule_plane:
        direct = capsule_plane_side(std::get<Capsule<T>>(x), std::get<Plane<T>>(y), tol).intersects;
        break;
      case PairTest::ray_capsule:
        direct = ray_cast(std::get<Ray<T>>(x), std::get<Capsule<T>>(y), tol).intersects;
        break;
      case PairTest::cylinder_plane:
        direct =
            cylinder_plane_side(std::get<Cylinder<T>>(x), std::get<Plane<T>>(y), tol).intersects;
        break;
      case PairTest::ray_cylinder:
        direct = ray_cast(std::get<Ray<T>>(x), std::get<Cylinder<T>>(y), tol).intersects;
        break;
      case PairTest::convex_hull_plane:
        direct = hull_plane_side(std::get<ConvexHull<T>>(x), std::get<Plane<T>>(y), tol).intersects;
        break;
      case PairTest::ray_convex_hull:
        direct = ray_cast(std::get<Ray<T>>(x), std::get<ConvexHull<T>>(y), tol).intersects;
        break;
      case PairTest::convex_convex:
        direct = convex_proximity(x, y, tol).intersects;
        break;
      case PairTest::mesh_any:
        direct = mesh_overlap(*std::get<TriangleMesh<T>>(x).mesh, y, tol).intersects;
        break;
      case PairTest::mesh_mesh:
        direct = mesh_mesh_overlap(*std::get<TriangleMesh<T>>(x).mesh,
                                   *std::get<TriangleMesh<T>>(y).mesh, tol)
                     .intersects;
        break;
      case PairTest::ray_mesh:
        direct =
            mesh_ray_cast(*std::get<TriangleMesh<T>>(y).mesh, std::get<Ray<T>>(x), tol).intersects;
        break;
      case PairTest::moving_sphere_ellipsoid:
        direct = swept_sphere_contact(std::get<MovingSphere<T>>(x), std::get<Ellipsoid<T>>(y), tol)
                     .intersects;
        break;
      case PairTest::ray_point:
      case PairTest::ray_segment:
      case PairTest::ray_ray:
      case PairTest::ray_plane:
      case PairTest::ray_sphere:
      case PairTest::ray_moving_sphere:
      case PairTest::ray_aabb:
      case PairTest::ray_obb:
      case PairTest::ray_triangle:
      case PairTest::ray_ellipsoid:
        direct = std::visit(
            [&](const auto& other) {
              // (A registered kind's SupportShape, never drawn here, has no ray cast.)
              if constexpr (requires { ray_cast(std::get<Ray<T>>(x), other, tol); })
                return ray_cast(std::get<Ray<T>>(x), other, tol).intersects;
              else
                return false;
            },
            y);
        break;
    }
    tally.add(r.intersects(), direct, false);
  }
  EXPECT_NO_REAL_DISAGREEMENT(tally);
}

}  // namespace
}  // namespace collide
