// A question's choices resolved in the step's scene (core/lesson/lesson_choice.hpp): objects by
// id, SAT axes of the focused pair by name (with × or x), octree cells by their octant path.
// Hand-worked: an AABB and a box turned 45° about z, whose axes are known without the test;
// eight small boxes, one per octant, in a tree that splits at one object, whose children halve
// the root.
#include <gtest/gtest.h>

#include <cmath>

#include "core/lesson/lesson_choice.hpp"

namespace collide {
namespace {

SceneObject object(std::string id, ObjectDesc d) {
  return {std::move(id), "", std::nullopt, true, std::move(d)};
}

TEST(LessonChoice, AxesAreTheFocusedPairsNamedFromItsAAndB) {
  Scene s;
  const double h = std::sqrt(0.5);  // cos 45° = sin 45°
  s.objects = {
      object("cube", desc::Aabb{{-1, -1, -1}, {1, 1, 1}}),
      object("turned",
             desc::Box{{4, 0, 0}, {1, 1, 1}, {std::cos(M_PI / 8), 0, 0, std::sin(M_PI / 8)}})};
  s.focus = SceneFocus{"turned", "cube", std::nullopt};  // a is the box: its axes are "A"
  const auto t = choice_targets(s, {"A0", "B1", "A0×B0", "A2xB2", "cube", "maybe"});
  ASSERT_EQ(t.size(), 6u);
  // A0: the turned box's first axis (cos 45°, sin 45°, 0), up to sign.
  EXPECT_EQ(t[0].kind, ChoiceKind::axis);
  EXPECT_NEAR(std::abs(t[0].direction.x), h, 1e-12);
  EXPECT_NEAR(std::abs(t[0].direction.y), h, 1e-12);
  EXPECT_NEAR(t[0].direction.z, 0, 1e-12);
  // B1: the cube's y.
  EXPECT_EQ(t[1].kind, ChoiceKind::axis);
  EXPECT_NEAR(std::abs(t[1].direction.y), 1, 1e-12);
  // A0×B0: (h, h, 0) × (1, 0, 0) = (0, 0, −h), unit ±z.
  EXPECT_EQ(t[2].kind, ChoiceKind::axis);
  EXPECT_NEAR(std::abs(t[2].direction.z), 1, 1e-12);
  // A2×B2: z × z, parallel edges: an axis with no direction.
  EXPECT_EQ(t[3].kind, ChoiceKind::axis);
  EXPECT_EQ(t[3].direction, Vec3<double>{});
  // Through the middle of the pair's bounds: x from −1 to 4 + √2.
  EXPECT_NEAR(t[0].origin.x, (-1 + 4 + 2 * h) / 2, 1e-12);
  EXPECT_EQ(t[4].kind, ChoiceKind::object);
  EXPECT_EQ(t[4].object, 0u);
  EXPECT_EQ(t[5].kind, ChoiceKind::text);
  EXPECT_EQ(t[5].label, "maybe");
  // The test's own order differs from the focus's: axis indices follow the test.
  EXPECT_NE(t[0].sat_axis, t[1].sat_axis);

  // Without a focused pair, an axis name is only text.
  s.focus.reset();
  EXPECT_EQ(choice_targets(s, {"A0"})[0].kind, ChoiceKind::text);
}

TEST(LessonChoice, CellsByTheirOctantsFromTheRoot) {
  Scene s;
  s.settings.octree.split_threshold = 1;
  for (int o = 0; o < 8; ++o) {
    const Vec3<double> c{o & 1 ? 8.0 : 2.0, o & 2 ? 8.0 : 2.0, o & 4 ? 8.0 : 2.0};
    s.objects.push_back(object("b" + std::to_string(o), desc::Aabb{c - 0.5, c + 0.5}));
  }
  const auto t = choice_targets(s, {"cell:", "cell:5", "cell:3", "cell:9", "cell:55555", "cellar"});
  ASSERT_EQ(t.size(), 6u);
  ASSERT_EQ(t[0].kind, ChoiceKind::cell);
  const Aabb<double> root = t[0].cell;
  const Vec3<double> mid = (root.min + root.max) * 0.5;
  // Octant 5 = +x and +z: from the middle up in x and z, from the bottom up to the middle in y.
  ASSERT_EQ(t[1].kind, ChoiceKind::cell);
  EXPECT_NEAR(t[1].cell.min.x, mid.x, 1e-4);
  EXPECT_NEAR(t[1].cell.max.x, root.max.x, 1e-4);
  EXPECT_NEAR(t[1].cell.min.y, root.min.y, 1e-4);
  EXPECT_NEAR(t[1].cell.max.y, mid.y, 1e-4);
  EXPECT_NEAR(t[1].cell.min.z, mid.z, 1e-4);
  // Octant 3 = +x and +y.
  ASSERT_EQ(t[2].kind, ChoiceKind::cell);
  EXPECT_NEAR(t[2].cell.min.y, mid.y, 1e-4);
  EXPECT_NEAR(t[2].cell.max.z, mid.z, 1e-4);
  EXPECT_NE(t[1].node, t[2].node);
  EXPECT_TRUE(t[1].label.starts_with("cell ("));
  // No octant 9; no cell five levels down; not a cell name.
  EXPECT_EQ(t[3].kind, ChoiceKind::text);
  EXPECT_EQ(t[4].kind, ChoiceKind::text);
  EXPECT_EQ(t[5].kind, ChoiceKind::text);
  EXPECT_EQ(cell_path("cell:52"), (std::vector<int>{5, 2}));
  EXPECT_FALSE(cell_path("cell 5"));
}

}  // namespace
}  // namespace collide
