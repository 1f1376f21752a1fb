// The pair table's GJK/EPA fallback (pair_test.hpp): a cell without a closed form gets
// convex_convex exactly when both of its kinds have a support function — read here from the
// support overloads themselves (support.hpp's HasSupport on each Shape alternative), not from
// the table's code — and the fallback's result is bit for bit a direct convex_proximity call on
// the two shapes in ShapeKind order.
#include <array>
#include <cstddef>
#include <string>
#include <utility>
#include <variant>

#include <gtest/gtest.h>

#include "core/queries/pair_test.hpp"
#include "core/queries/support.hpp"
#include "tests/core/eval/pair_result_equality.hpp"
#include "tests/core/queries/query_test_support.hpp"
#include "tests/support/scalars.hpp"

namespace collide {
namespace {

// Whether kind k's shape type has a support overload, straight from the overload set.
template <class T, std::size_t... I>
constexpr std::array<bool, sizeof...(I)> supported_kinds(std::index_sequence<I...>) {
  return {HasSupport<std::variant_alternative_t<I, Shape<T>>, T>...};
}
template <class T>
bool supported(ShapeKind k) {
  constexpr auto kinds = supported_kinds<T>(std::make_index_sequence<kShapeKindCount>{});
  return kinds[static_cast<std::size_t>(k)];
}

ShapeKind kind(std::size_t i) {
  return static_cast<ShapeKind>(i);
}

std::string cell_text(ShapeKind a, ShapeKind b) {
  return std::string(name_of(a)) + " × " + std::string(name_of(b));
}

TEST(ConvexFallback, TheSupportTraitFindsTheBoundedKinds) {
  // Rays and planes are unbounded: no support function; a mesh is not convex: none either; every
  // other kind today has one.
  for (std::size_t i = 0; i < kShapeKindCount; ++i) {
    const bool unbounded =
        kind(i) == ShapeKind::ray || kind(i) == ShapeKind::plane || kind(i) == ShapeKind::mesh;
    EXPECT_EQ(supported<double>(kind(i)), !unbounded) << name_of(kind(i));
    EXPECT_EQ(supported<float>(kind(i)), !unbounded) << name_of(kind(i));
    EXPECT_EQ(has_support(kind(i)), !unbounded) << name_of(kind(i));
  }
}

TEST(ConvexFallback, EveryCellIsAClosedFormOrTheFallbackExactlyWhenBothKindsHaveSupport) {
  const PairTable table = pair_table();
  for (std::size_t a = 0; a < kShapeKindCount; ++a) {
    for (std::size_t b = 0; b < kShapeKindCount; ++b) {
      SCOPED_TRACE(cell_text(kind(a), kind(b)));
      const PairCell cell = table[a][b];
      const bool both = supported<double>(kind(a)) && supported<double>(kind(b));
      if (cell.test == PairTest::convex_convex) {
        EXPECT_TRUE(both) << "the fallback needs both support functions";
        EXPECT_EQ(cell.swapped, a > b) << "the fallback takes its operands in ShapeKind order";
      } else if (cell.test == PairTest::unsupported) {
        EXPECT_FALSE(both) << "two kinds with support functions always have a test";
      } else if (cell.test == PairTest::mesh_any) {
        // A mesh against many kinds: pair_test_test.cpp checks its cells.
        EXPECT_TRUE(kind(a) == ShapeKind::mesh || kind(b) == ShapeKind::mesh);
      } else {
        // A closed form: registered for exactly these two kinds, in its order.
        const PairTestOperands ops = operands_of(cell.test);
        EXPECT_EQ(ops.a, cell.swapped ? kind(b) : kind(a));
        EXPECT_EQ(ops.b, cell.swapped ? kind(a) : kind(b));
      }
    }
  }
}

// Today's fallback cells are the six that GJK/EPA has always answered (the ellipsoid against
// every bounded kind but the point), under the names check has always printed, and the capsule
// against the bounded kinds it has no closed form with (the boxes, the triangle, the ellipsoid,
// the moving sphere), and the cylinder and the convex hull against every bounded kind.
TEST(ConvexFallback, FillsTheEllipsoidsCellsUnderTheirOldNames) {
  const std::pair<ShapeKind, std::string> expected[] = {
      {ShapeKind::segment, "segment-ellipsoid"},   {ShapeKind::sphere, "sphere-ellipsoid"},
      {ShapeKind::aabb, "aabb-ellipsoid"},         {ShapeKind::obb, "obb-ellipsoid"},
      {ShapeKind::triangle, "triangle-ellipsoid"}, {ShapeKind::ellipsoid, "ellipsoid-ellipsoid"}};
  int fallback_cells = 0;
  for (std::size_t a = 0; a < kShapeKindCount; ++a)
    for (std::size_t b = 0; b < kShapeKindCount; ++b)
      fallback_cells += pair_cell(kind(a), kind(b)).test == PairTest::convex_convex;
  EXPECT_EQ(fallback_cells, 5 * 2 + 1 + 5 * 2 + 9 * 2 + 1 + 10 * 2 + 1);
  // The convex hull: every bounded kind and itself (its closed forms: the plane and the ray).
  for (const ShapeKind k :
       {ShapeKind::obb, ShapeKind::aabb, ShapeKind::sphere, ShapeKind::point, ShapeKind::segment,
        ShapeKind::triangle, ShapeKind::ellipsoid, ShapeKind::capsule, ShapeKind::cylinder,
        ShapeKind::convex_hull, ShapeKind::moving_sphere})
    EXPECT_EQ(pair_cell(k, ShapeKind::convex_hull).test, PairTest::convex_convex) << name_of(k);
  // The cylinder: every bounded kind and itself (its closed forms: the plane and the ray).
  for (const ShapeKind k : {ShapeKind::obb, ShapeKind::aabb, ShapeKind::sphere, ShapeKind::point,
                            ShapeKind::segment, ShapeKind::triangle, ShapeKind::ellipsoid,
                            ShapeKind::capsule, ShapeKind::cylinder, ShapeKind::moving_sphere})
    EXPECT_EQ(pair_cell(k, ShapeKind::cylinder).test, PairTest::convex_convex) << name_of(k);
  for (const ShapeKind k : {ShapeKind::obb, ShapeKind::aabb, ShapeKind::triangle,
                            ShapeKind::ellipsoid, ShapeKind::moving_sphere})
    EXPECT_EQ(pair_cell(k, ShapeKind::capsule).test, PairTest::convex_convex) << name_of(k);
  EXPECT_EQ(test_name(PairTest::convex_convex, ShapeKind::capsule, ShapeKind::moving_sphere),
            "capsule-moving sphere");
  for (const auto& [k, name] : expected) {
    for (const bool ellipsoid_first : {false, true}) {
      const ShapeKind a = ellipsoid_first ? ShapeKind::ellipsoid : k;
      const ShapeKind b = ellipsoid_first ? k : ShapeKind::ellipsoid;
      const PairCell cell = pair_cell(a, b);
      EXPECT_EQ(cell.test, PairTest::convex_convex) << name;
      EXPECT_EQ(cell.swapped, ellipsoid_first && k != ShapeKind::ellipsoid) << name;
      EXPECT_EQ(test_name(cell.test, a, b), name);
    }
    EXPECT_NE(pair_table_markdown().find("*" + name + "*"), std::string::npos) << name;
  }
  EXPECT_EQ(name_of(PairTest::convex_convex), "convex-convex");
  // A closed form keeps its own name whatever kinds are passed.
  EXPECT_EQ(test_name(PairTest::point_ellipsoid, ShapeKind::ellipsoid, ShapeKind::point),
            "point-ellipsoid");
  EXPECT_EQ(test_name(PairTest::unsupported, ShapeKind::ray, ShapeKind::plane), "unsupported");
}

template <class T>
class ConvexFallbackTest : public ::testing::Test {};
TYPED_TEST_SUITE(ConvexFallbackTest, test::Scalars);

// Every fallback cell, in both orders, with and without rounded inputs: the dispatch's
// evidence is the direct call's on the operands in ShapeKind order, bit for bit, and so are its
// verdict and flag.
TYPED_TEST(ConvexFallbackTest, TheFallbackIsTheDirectConvexProximityCall) {
  using T = TypeParam;
  test::Random random(0xFA11);
  Tolerances<T> rounded;
  rounded.input_rounding = T(1) / T(1 << 24);
  int compared = 0, hits = 0;
  for (std::size_t a = 0; a < kShapeKindCount; ++a) {
    for (std::size_t b = 0; b < kShapeKindCount; ++b) {
      if (pair_cell(kind(a), kind(b)).test != PairTest::convex_convex) continue;
      SCOPED_TRACE(cell_text(kind(a), kind(b)));
      for (int i = 0; i < 200; ++i) {
        const Shape<T> sa = test::random_shape<T>(random, kind(a));
        const Shape<T> sb = test::random_shape<T>(random, kind(b));
        const Tolerances<T> tol = i % 2 ? rounded : Tolerances<T>{};
        const PairResult<T> r = pair_test(sa, sb, tol);
        const ConvexProximity<T> direct =
            a <= b ? convex_proximity(sa, sb, tol) : convex_proximity(sb, sa, tol);
        ASSERT_EQ(r.test, PairTest::convex_convex);
        EXPECT_EQ(r.swapped, a > b);
        const auto* e = std::get_if<ConvexProximity<T>>(&r.evidence);
        ASSERT_NE(e, nullptr);
        EXPECT_TRUE(eval_test::same(*e, direct)) << "case " << i;
        EXPECT_TRUE(eval_test::same(e->input_band, direct.input_band)) << "case " << i;
        EXPECT_EQ(r.verdict, direct.intersects ? PairVerdict::intersects : PairVerdict::disjoint);
        EXPECT_EQ(r.within_tolerance, direct.within_tolerance);
        ++compared;
        hits += direct.intersects;
      }
    }
  }
  EXPECT_EQ(compared, 61 * 200);
  // Both verdicts were sampled.
  EXPECT_GT(hits, compared / 10);
  EXPECT_LT(hits, compared - compared / 10);
}

}  // namespace
}  // namespace collide
