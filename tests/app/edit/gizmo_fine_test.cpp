// Fine control (issue #22): Shift while dragging a gizmo handle makes the pointer's moves count
// 1/100, and pressing or releasing Shift mid-drag never makes the object jump. Driven as the
// viewer drives it (InputRouter → EditSession → Gizmo) with synthetic pointer events; the
// expected moves come from the camera's ray and the drag plane, not from the gizmo.
#include <cmath>

#include <gtest/gtest.h>
#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "app/edit/edit_session.hpp"
#include "core/queries/ray_queries.hpp"
#include "tests/app/edit/edit_test_support.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;

struct Rig {
  explicit Rig(const D3& c) : doc(scene_at(c)), camera(test::front_camera(c)) {
    router.set_edit(&session);
  }
  static Scene scene_at(const D3& c) {
    Scene s;
    s.objects.push_back(
        SceneObject("a", "Box A", std::nullopt, true, desc::Box{c, {0.5, 0.5, 0.5}, {1, 0, 0, 0}}));
    return s;
  }
  Document doc;
  Camera camera;
  Viewport viewport = test::kViewport;
  Selection selection;
  EditSession session{doc, selection, camera, viewport};
  InputRouter router{camera};

  void move(double x, double y, bool shift = false) {
    router.cursor_moved(float(x), float(y), viewport, false, false, shift);
  }
  void press(double x, double y) {
    move(x, y);
    router.mouse_button(MouseButton::left, true, false, false);
  }
  void release() { router.mouse_button(MouseButton::left, false, false, false); }
  const desc::Box& box() const { return std::get<desc::Box>(doc.scene().objects[0].desc); }
};

// Where the ray through `pixel` meets the plane z = c.z (the X arrow's drag plane from a
// camera looking down −z), by the ray–plane formula t = n·(p − o)/n·d.
double x_on_drag_plane(const Camera& cam, double px, double py, const D3& c) {
  const Ray<double> ray = edit_view(cam, test::kViewport).ray_through({px, py});
  const double t = (c.z - ray.origin.z) / ray.direction.z;
  return ray.origin.x + t * ray.direction.x;
}

// The numbers: a 4 px drag moved a box by 0.016; with Shift it moves 1/100 of that.
TEST(GizmoFine, AFourPixelDragWithShiftMovesAHundredthOfTheDistanceWithout) {
  for (const D3 c : {D3(0, 0, 0), D3(1e4, 1e4, 1e4)}) {
    double moved[2] = {0, 0};
    for (int fine = 0; fine < 2; ++fine) {
      Rig r(c);
      r.selection.select_only("a");
      const double x0 = 640 + 50, y = 360;  // on the X arrow
      r.press(x0, y);
      ASSERT_TRUE(r.router.gizmo_dragging());
      for (int i = 1; i <= 4; ++i)
        r.move(x0 + i, y, fine == 1);
      r.release();
      moved[fine] = r.box().center.x - c.x;
      // Only x moves.
      EXPECT_EQ(r.box().center.y, c.y);
      EXPECT_EQ(r.box().center.z, c.z);
      // The ray–plane answer for the pointer the drag reads: 4 px, or 4 × 0.01 px with Shift.
      const double to = fine ? x0 + 4 * 0.01 : x0 + 4;
      const double ideal =
          x_on_drag_plane(r.camera, to, y, c) - x_on_drag_plane(r.camera, x0, y, c);
      EXPECT_NEAR(moved[fine], ideal, 1e-9 * std::abs(ideal) + 1e-12 * (1 + std::abs(c.x)));
      EXPECT_EQ(r.doc.history().size(), 1u);  // one gesture either way
    }
    // 4 px at depth 10 with a 45° view on 720 rows: 4 · 20·tan(22.5°)/720 ≈ 0.0460.
    EXPECT_NEAR(moved[0], 4 * 20 * std::tan(0.785398 / 2) / 720, 1e-6);
    // The plane faces the eye, so pixels map to it linearly: exactly a hundredth, to rounding.
    EXPECT_NEAR(moved[1], moved[0] / 100, 1e-9 * moved[0] + 1e-11 * (1 + std::abs(c.x))) << c.x;
  }
}

// Shift pressed and released mid-drag: the pose stays where it is at each switch (same bits),
// and the drag goes on from there at the new speed: coarse to 740, fine for 50 px (0.5 px),
// coarse for 10 px more — the effective pointer ends at 750.5.
TEST(GizmoFine, ShiftPressedOrReleasedMidDragNeverJumps) {
  const D3 c(0, 0, 0);
  Rig r(c);
  r.selection.select_only("a");
  r.press(690, 360);
  r.move(740, 360);
  const desc::Box before_shift = r.box();
  r.move(740, 360, true);  // Shift goes down without a move
  EXPECT_TRUE(test::same_bits(r.box().center, before_shift.center));
  for (int x = 745; x <= 790; x += 5)
    r.move(x, 360, true);
  const desc::Box fine_end = r.box();
  EXPECT_NEAR(fine_end.center.x - before_shift.center.x,
              x_on_drag_plane(r.camera, 740.5, 360, c) - x_on_drag_plane(r.camera, 740, 360, c),
              1e-12);
  r.move(790, 360, false);  // Shift goes up without a move
  EXPECT_TRUE(test::same_bits(r.box().center, fine_end.center));
  r.move(800, 360, false);
  r.release();
  EXPECT_NEAR(r.box().center.x,
              x_on_drag_plane(r.camera, 750.5, 360, c) - x_on_drag_plane(r.camera, 690, 360, c),
              1e-12);
  // Esc-free and one entry: undo gives the start back bit for bit.
  ASSERT_TRUE(r.doc.undo());
  EXPECT_TRUE(test::same_bits(r.box().center, c));
}

// The same for a turn: the trackball turns |Δpx|/100 radians, so 100 px with Shift turn 0.01.
TEST(GizmoFine, TrackballWithShiftTurnsAHundredth) {
  Gizmo g;
  const EditView v = test::front_view({0, 0, 0});
  g.set_mode(GizmoMode::rotate);
  const desc::Box start{{0, 0, 0}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}};
  ASSERT_TRUE(g.press(start, v, {670, 400}));  // inside the rings: the trackball
  const auto b = std::get<desc::Box>(g.drag(v, {770, 400}, false, true));
  const glm::dquat q = b.rotation;
  EXPECT_NEAR(glm::angle(q), 0.01, 1e-12);
  EXPECT_NEAR(std::abs(glm::dot(glm::axis(q), v.up)), 1, 1e-9);  // a move right turns about up
}

}  // namespace
}  // namespace collide
