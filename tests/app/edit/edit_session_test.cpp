// The viewer's editing session driven as the GLFW callbacks drive it (InputRouter + key
// actions), against a real Document: selection, a gizmo drag as one history entry, Esc, undo,
// add, delete, duplicate, select all, the Scene panel's row clicks.
#include "app/edit/edit_session.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "app/document/edit_builders.hpp"
#include "app/kinds/kind_table.hpp"

#include "tests/app/document/scene_bits.hpp"
#include "tests/app/edit/edit_test_support.hpp"

namespace collide {
namespace {

using test::front_camera;
using test::kViewport;
using test::same_bits;

Scene box_scene() {
  Scene s;
  s.objects.push_back(SceneObject("a", "Box A", std::nullopt, true,
                                  desc::Box{{0, 0, 0}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}}));
  s.objects.push_back(SceneObject("s", "", std::nullopt, true, desc::Sphere{{3, 2, 0}, 0.5}));
  return s;
}

struct Rig {
  Document doc{box_scene()};
  Camera camera = front_camera({0, 0, 0});
  Viewport viewport = kViewport;
  Selection selection;
  EditSession session{doc, selection, camera, viewport};
  InputRouter router{camera};
  Rig() { router.set_edit(&session); }

  void move(double x, double y) { router.cursor_moved(float(x), float(y), viewport); }
  void click(double x, double y, bool shift = false) {
    move(x, y);
    router.mouse_button(MouseButton::left, true, shift, false);
    router.mouse_button(MouseButton::left, false, shift, false);
  }
  // Press at x0, move in 10 steps to x1 (same row), release unless `hold`.
  void drag(double x0, double x1, double y, bool hold = false) {
    move(x0, y);
    router.mouse_button(MouseButton::left, true, false, false);
    for (int i = 1; i <= 10; ++i)
      move(x0 + (x1 - x0) * i / 10.0, y);
    if (!hold) router.mouse_button(MouseButton::left, false, false, false);
  }
  const desc::Box& box() const { return std::get<desc::Box>(doc.scene().objects[0].desc); }
};

constexpr double kCx = 640, kCy = 360;  // the origin's pixel for front_camera

TEST(EditSession, ClickSelectsAndEmptySpaceClears) {
  Rig r;
  r.click(kCx, kCy);
  ASSERT_EQ(r.session.selection().primary(), std::optional<std::string>("a"));
  r.click(10, 700);
  EXPECT_TRUE(r.session.selection().empty());
}

TEST(EditSession, DragOfTheXArrowIsOneHistoryEntryAlongXOnly) {
  Rig r;
  r.click(kCx, kCy);
  r.session.run(KeyAction::scale_mode, r.router);
  r.session.run(KeyAction::translate_mode, r.router);
  r.drag(kCx + 50, kCx + 150, kCy);
  // 100 px at depth 10 is 100 · 2·10·tan(fov/2) / 720 world units (pinhole camera).
  const double expected = 100.0 * 2.0 * 10.0 * std::tan(double(r.camera.fov_y) / 2) / 720.0;
  EXPECT_NEAR(r.box().center.x, expected, 1e-6);
  EXPECT_TRUE(same_bits(r.box().center.y, 0.0));
  EXPECT_TRUE(same_bits(r.box().center.z, 0.0));
  EXPECT_EQ(r.doc.history().size(), 1u);
  EXPECT_EQ(r.doc.history().undo_label(), "Move Box A");
  ASSERT_TRUE(r.doc.undo());
  EXPECT_TRUE(same_bits(r.box().center, glm::dvec3(0, 0, 0)));
}

// Issue 37: the handle on a moving box's t = 1 ghost (its centre plus its velocity) dragged sets
// the velocity, as one history entry that undo takes back exactly; the box itself stays.
TEST(EditSession, TheTimeOneGhostsHandleSetsTheVelocityUndoably) {
  Rig r;
  const Vec3<double> v0(2, 0, 0);
  r.doc.apply(pose_object(r.doc.scene(), "a", ObjectPose{r.box(), Motion{v0, std::nullopt}}));
  const std::size_t entries = r.doc.history().size();
  r.click(kCx, kCy);
  ASSERT_EQ(r.session.selection().primary(), std::optional<std::string>("a"));
  // 1 world unit at depth 10 is 720 / (2·10·tan(fov/2)) pixels: the tip is 2 units right.
  const double px_per_unit = 720.0 / (2.0 * 10.0 * std::tan(double(r.camera.fov_y) / 2));
  const double tip_x = kCx + 2 * px_per_unit;
  r.drag(tip_x, tip_x + 50, kCy);
  const Motion& m = r.doc.scene().objects[0].motion;
  ASSERT_TRUE(m.velocity);
  EXPECT_NEAR(m.velocity->x, 2 + 50 / px_per_unit, 1e-6);
  EXPECT_NEAR(m.velocity->y, 0, 1e-9);
  EXPECT_TRUE(same_bits(r.box().center, glm::dvec3(0, 0, 0)));
  EXPECT_EQ(r.doc.history().size(), entries + 1);
  ASSERT_TRUE(r.doc.undo());
  EXPECT_TRUE(same_bits(*r.doc.scene().objects[0].motion.velocity, v0));
}

TEST(EditSession, EscDuringADragRestoresTheStartExactlyAndLeavesNoEntry) {
  Rig r;
  r.click(kCx, kCy);
  r.drag(kCx + 50, kCx + 150, kCy, /*hold=*/true);
  ASSERT_TRUE(r.router.gizmo_dragging());
  ASSERT_NE(r.box().center.x, 0.0);
  r.session.run(KeyAction::escape, r.router);
  EXPECT_FALSE(r.router.gizmo_dragging());
  EXPECT_TRUE(same_bits(r.box().center, glm::dvec3(0, 0, 0)));
  EXPECT_EQ(r.doc.history().size(), 0u);
  EXPECT_FALSE(r.doc.modified());
  // The selection stays; a second Esc clears it.
  EXPECT_FALSE(r.session.selection().empty());
  r.session.run(KeyAction::escape, r.router);
  EXPECT_TRUE(r.session.selection().empty());
}

TEST(EditSession, SelectModeShowsNoGizmoSoAPressOrbits) {
  Rig r;
  r.click(kCx, kCy);
  r.session.run(KeyAction::select_mode, r.router);
  DrawList list;
  r.session.draw_gizmo(list);
  EXPECT_TRUE(list.layer(Layer::overlay).lines.empty());
  r.drag(kCx + 50, kCx + 150, kCy);
  EXPECT_EQ(r.doc.history().size(), 0u);
  EXPECT_TRUE(same_bits(r.box().center, glm::dvec3(0, 0, 0)));
}

TEST(EditSession, HoverHighlightsTheObjectUnderThePointer) {
  Rig r;
  r.move(kCx, kCy);
  EXPECT_EQ(r.session.highlighted(-1), 0);
  r.move(10, 700);
  EXPECT_EQ(r.session.highlighted(-1), -1);
  EXPECT_EQ(r.session.highlighted(1), 1);  // the Scene panel's hovered row
}

// Every Add entry of the kind table: its object's pivot (where its gizmo appears) is the view's
// centre, the orbit target (tests/app/kinds/new_object_test.cpp checks the pixels).
TEST(EditSession, AddPlacesEachKindAtTheViewCentreSelectedWithAFreshId) {
  Rig r;
  r.camera.target = glm::dvec3(5, 6, 7);
  std::size_t n = r.doc.scene().objects.size();
  const std::vector<const AddEntry*> entries = add_entries();
  for (const AddEntry* entry : entries) {
    ASSERT_EQ(r.session.add(*entry), std::nullopt) << entry->title;
    ASSERT_EQ(r.doc.scene().objects.size(), ++n);
    const SceneObject& o = r.doc.scene().objects.back();
    EXPECT_EQ(r.session.selection().ids(), std::vector<std::string>{o.id});
    EXPECT_EQ(kind_title(o.desc, o.motion), entry->title);  // a moving sphere's velocity: o.motion
    EXPECT_EQ(r.doc.history().undo_label(), std::string("Add ") + entry->title);
    const glm::dvec3 c = pivot_of(o.desc);
    EXPECT_NEAR(c.x, 5, 1e-9) << entry->title;
    EXPECT_NEAR(c.y, 6, 1e-9) << entry->title;
    EXPECT_NEAR(c.z, 7, 1e-9) << entry->title;
  }
  // Twice the same kind: two different ids.
  const AddEntry& box = *entries.front();
  ASSERT_EQ(r.session.add(box), std::nullopt);
  ASSERT_EQ(r.session.add(box), std::nullopt);
  const auto& objs = r.doc.scene().objects;
  EXPECT_NE(objs[objs.size() - 1].id, objs[objs.size() - 2].id);
  EXPECT_EQ(r.doc.history().size(), entries.size() + 2);
}

TEST(EditSession, DeleteDuplicateSelectAllAreOneStepEach) {
  Rig r;
  r.session.select_all();
  EXPECT_EQ(r.session.selection().ids(), (std::vector<std::string>{"a", "s"}));
  ASSERT_EQ(r.session.duplicate_selection(), std::nullopt);
  ASSERT_EQ(r.doc.scene().objects.size(), 4u);
  EXPECT_EQ(r.doc.history().size(), 1u);
  EXPECT_EQ(r.session.selection().ids().size(), 2u);
  EXPECT_FALSE(r.session.selection().contains("a"));
  // The copies are the originals with new ids.
  EXPECT_EQ(test::bits(r.doc.scene().objects[2].desc), test::bits(r.doc.scene().objects[0].desc));
  ASSERT_EQ(r.session.delete_selection(), std::nullopt);
  EXPECT_EQ(r.doc.scene().objects.size(), 2u);
  EXPECT_TRUE(r.session.selection().empty());
  EXPECT_EQ(r.doc.history().size(), 2u);
  ASSERT_TRUE(r.doc.undo());
  ASSERT_TRUE(r.doc.undo());
  EXPECT_EQ(r.doc.scene().objects.size(), 2u);
  EXPECT_EQ(r.doc.history().undo_label(), "");
}

TEST(EditSession, SceneRowClicksShareTheSelection) {
  Rig r;
  r.session.row_clicked(1, false);
  EXPECT_EQ(r.session.selection().ids(), std::vector<std::string>{"s"});
  r.session.row_clicked(0, true);
  EXPECT_EQ(r.session.selection().ids(), (std::vector<std::string>{"s", "a"}));
  r.session.row_clicked(1, true);
  EXPECT_EQ(r.session.selection().ids(), std::vector<std::string>{"a"});
  // The gizmo is on the primary selection, picked in the panel.
  DrawList list;
  r.session.draw_gizmo(list);
  EXPECT_FALSE(list.layer(Layer::overlay).lines.empty());
}

TEST(EditSession, FFramesTheSelectionOrTheSceneAndLTogglesTheFrame) {
  Rig r;
  r.session.row_clicked(1, false);  // the sphere at (3, 2, 0), radius 0.5
  ASSERT_TRUE(r.session.run(KeyAction::frame, r.router));
  EXPECT_NEAR(r.camera.target.x, 3, 1e-9);
  EXPECT_NEAR(r.camera.target.y, 2, 1e-9);
  EXPECT_NEAR(r.camera.target.z, 0, 1e-9);
  const double near_distance = r.camera.distance;
  r.session.selection().clear();
  r.session.run(KeyAction::frame, r.router);
  // The whole scene: the box (−0.5…0.5) and the sphere (2.5…3.5 in x): centred between them.
  EXPECT_NEAR(r.camera.target.x, 1.5, 1e-9);
  EXPECT_GT(r.camera.distance, near_distance);
  EXPECT_EQ(r.session.controller().gizmo.space(), GizmoSpace::world);
  r.session.run(KeyAction::toggle_space, r.router);
  EXPECT_EQ(r.session.controller().gizmo.space(), GizmoSpace::local);
  r.session.run(KeyAction::toggle_space, r.router);
  EXPECT_EQ(r.session.controller().gizmo.space(), GizmoSpace::world);
}

TEST(EditSession, DeleteKeyRemovesTheSelectionAndUndoBringsItBack) {
  Rig r;
  r.click(kCx, kCy);
  ASSERT_TRUE(r.session.run(KeyAction::delete_selection, r.router));
  ASSERT_EQ(r.doc.scene().objects.size(), 1u);
  EXPECT_EQ(r.doc.scene().objects[0].id, "s");
  EXPECT_EQ(r.doc.history().undo_label(), "Delete Box A");
  ASSERT_TRUE(r.doc.undo());
  EXPECT_EQ(test::bits(r.doc.scene()), test::bits(box_scene()));
}

}  // namespace
}  // namespace collide
