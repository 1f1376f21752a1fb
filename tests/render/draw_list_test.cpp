// The draw list as plain data: what goes in comes out, in its layer, in emission order.
#include <gtest/gtest.h>

#include "render/draw_list.hpp"

namespace collide {
namespace {

const Color kRed{1, 0, 0, 1}, kGreen{0, 1, 0, 1};

TEST(DrawList, EachPrimitiveLandsInItsLayerWithEverythingItCarries) {
  DrawList list;
  list.line(Layer::evidence, {{1, 2, 3}, {4, 5, 6}, kRed, kGreen, 2.5f, 6.0f});
  list.point(Layer::overlay, {{7, 8, 9}, kGreen, 11.0f});
  list.triangle(Layer::scene, {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, kRed});
  list.solid(Layer::scene, {Solid::cone, {1e7, 0, 0}, glm::mat3(2.0f), kGreen});
  list.label(Layer::evidence, {{0, 1, 0}, {4, -3}, "n", kRed});

  const DrawLayer& evidence = list.layer(Layer::evidence);
  ASSERT_EQ(evidence.lines.size(), 1u);
  EXPECT_EQ(evidence.lines[0].a, glm::dvec3(1, 2, 3));
  EXPECT_EQ(evidence.lines[0].color_b, kGreen);
  EXPECT_EQ(evidence.lines[0].width_px, 2.5f);
  EXPECT_EQ(evidence.lines[0].dash_px, 6.0f);
  ASSERT_EQ(evidence.labels.size(), 1u);
  EXPECT_EQ(evidence.labels[0].text, "n");
  EXPECT_EQ(evidence.labels[0].offset_px, glm::vec2(4, -3));
  EXPECT_TRUE(evidence.points.empty());

  const DrawLayer& overlay = list.layer(Layer::overlay);
  ASSERT_EQ(overlay.points.size(), 1u);
  EXPECT_EQ(overlay.points[0].size_px, 11.0f);

  const DrawLayer& scene = list.layer(Layer::scene);
  EXPECT_EQ(scene.triangles.size(), 1u);
  EXPECT_EQ(scene.solid_count(), 1u);
  // Solids are batched by kind: the cone sits in the cone batch, the others are empty.
  EXPECT_EQ(scene.solids[std::size_t(Solid::cone)].size(), 1u);
  EXPECT_EQ(scene.solids[std::size_t(Solid::cone)][0].center.x, 1e7);
  EXPECT_TRUE(scene.solids[std::size_t(Solid::box)].empty());
  EXPECT_TRUE(scene.lines.empty());
}

TEST(DrawList, PositionsStayDoubleFarFromTheOrigin) {
  // 1e7 + 2^-20 is exact in double and not in float (whose spacing there is 1).
  const double x = 1e7 + 0x1p-20;
  ASSERT_NE(double(float(x)), x);
  DrawList list;
  list.point(Layer::scene, {{x, 0, 0}, kRed});
  EXPECT_EQ(list.layer(Layer::scene).points[0].p.x, x);
}

TEST(DrawList, ClearEmptiesEveryLayerAndEqualityComparesContents) {
  DrawList a, b;
  EXPECT_EQ(a, b);
  a.line(Layer::scene, {{0, 0, 0}, {1, 0, 0}, kRed, kRed});
  EXPECT_NE(a, b);
  b.line(Layer::scene, {{0, 0, 0}, {1, 0, 0}, kRed, kRed});
  EXPECT_EQ(a, b);
  b.line(Layer::scene, {{0, 0, 0}, {1, 0, 0}, kRed, kRed, 1.5f, 4.0f});  // only the dash differs
  EXPECT_NE(a, b);
  a.label(Layer::overlay, {{0, 0, 0}, {0, 0}, "x"});
  a.solid(Layer::evidence, {Solid::sphere, {0, 0, 0}, glm::mat3(1.0f), kRed});
  a.clear();
  b.clear();
  EXPECT_EQ(a, b);
  EXPECT_EQ(a, DrawList{});
  for (Layer l : {Layer::scene, Layer::evidence, Layer::overlay}) {
    EXPECT_TRUE(a.layer(l).lines.empty());
    EXPECT_TRUE(a.layer(l).labels.empty());
    EXPECT_EQ(a.layer(l).solid_count(), 0u);
  }
}

// A list appended to another: the same as emitting both lists' primitives into one, in order,
// layer by layer; the background stays the receiver's.
TEST(DrawList, AppendAddsEveryLayersPrimitivesAfterTheListsOwn) {
  const auto emit_first = [](DrawList& l) {
    l.line(Layer::scene, {{0, 0, 0}, {1, 0, 0}, kRed, kRed});
    l.solid(Layer::scene, {Solid::box, {1, 2, 3}, glm::mat3(1.0f), kRed});
    l.point(Layer::overlay, {{0, 1, 0}, kGreen, 4.0f});
  };
  const auto emit_second = [](DrawList& l) {
    l.line(Layer::scene, {{0, 0, 1}, {1, 1, 0}, kGreen, kGreen});
    l.solid(Layer::scene, {Solid::sphere, {4, 5, 6}, glm::mat3(2.0f), kGreen});
    l.solid(Layer::scene, {Solid::box, {7, 8, 9}, glm::mat3(1.0f), kGreen});
    l.triangle(Layer::evidence, {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, kRed});
    l.label(Layer::overlay, {{0, 1, 0}, {4, -3}, "a", kRed});
    l.point(Layer::overlay, {{2, 1, 0}, kRed, 6.0f});
  };
  DrawList both, first, second;
  emit_first(both);
  emit_second(both);
  emit_first(first);
  emit_second(second);
  second.background_top = kGreen;
  first.append(second);
  EXPECT_EQ(first, both);
  EXPECT_EQ(first.background_top, kBackgroundTop);
  EXPECT_EQ(second.layer(Layer::scene).solid_count(), 2u);  // the appended list is unchanged
}

}  // namespace
}  // namespace collide
