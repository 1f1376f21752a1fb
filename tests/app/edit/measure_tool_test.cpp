// The measuring tool as the viewer drives it (InputRouter → EditSession): M, two clicks on two
// objects, the measurement (by ids, following edits), its drawing (a segment between the
// closest points with its length as a label) and its why rows; Esc clears it; while it picks,
// clicks neither select nor grab the gizmo.
#include "app/edit/measure_tool.hpp"

#include <gtest/gtest.h>

#include <glm/geometric.hpp>

#include "app/document/edit_builders.hpp"
#include "app/edit/edit_session.hpp"
#include "tests/app/edit/edit_test_support.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;

// Two unit spheres 4 apart along x (centres 6 apart), and a box to the side.
Scene two_spheres() {
  Scene s;
  s.objects.push_back(SceneObject("s1", "", std::nullopt, true, desc::Sphere{{-3, 0, 0}, 1}));
  s.objects.push_back(SceneObject("s2", "", std::nullopt, true, desc::Sphere{{3, 0, 0}, 1}));
  s.objects.push_back(SceneObject("b", "", std::nullopt, true,
                                  desc::Box{{0, 3, 0}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}}));
  return s;
}

struct Rig {
  Document doc{two_spheres()};
  Camera camera = test::front_camera({0, 0, 0}, 20);
  Viewport viewport = test::kViewport;
  Selection selection;
  EditSession session{doc, selection, camera, viewport};
  InputRouter router{camera};
  Rig() { router.set_edit(&session); }
  glm::dvec2 pixel_of(const D3& p) const { return *edit_view(camera, viewport).to_pixel(p); }
  void click(const glm::dvec2& px) {
    router.cursor_moved(float(px.x), float(px.y), viewport);
    router.mouse_button(MouseButton::left, true, false, false);
    router.mouse_button(MouseButton::left, false, false, false);
  }
};

TEST(MeasureTool, MThenTwoClicksMeasureTheObjectsAndTheDistanceFollowsEdits) {
  Rig r;
  ASSERT_TRUE(r.session.run(KeyAction::measure_mode, r.router));
  r.click(r.pixel_of({-3, 0, 0}));
  EXPECT_FALSE(r.session.measurement());  // one end so far
  r.click(r.pixel_of({3, 0, 0}));
  auto m = r.session.measurement();
  ASSERT_TRUE(m);
  EXPECT_EQ(m->a, "s1");
  EXPECT_EQ(m->b, "s2");
  EXPECT_TRUE(r.selection.empty());  // measuring clicks do not select
  // Surfaces 6 − 2 = 4 apart, at (−2, 0, 0) and (2, 0, 0) (GJK, to its tolerance).
  EXPECT_NEAR(m->m.distance, 4, 1e-9);
  EXPECT_NEAR(glm::length(m->m.on_a - D3(-2, 0, 0)), 0, 1e-6);
  EXPECT_NEAR(glm::length(m->m.on_b - D3(2, 0, 0)), 0, 1e-6);
  // The picked points are where the clicks hit the spheres: the ray from the eye (0, 0, 20)
  // through a centre meets the sphere at c + r·(eye − c)/|eye − c|.
  const D3 eye(0, 0, 20);
  const D3 hit_a = D3(-3, 0, 0) + glm::normalize(eye - D3(-3, 0, 0));
  const D3 hit_b = D3(3, 0, 0) + glm::normalize(eye - D3(3, 0, 0));
  EXPECT_NEAR(glm::length(m->picked_a - hit_a), 0, 1e-6);
  EXPECT_NEAR(glm::length(m->picked_b - hit_b), 0, 1e-6);
  // Moving s2 by 1 along x: the measurement follows, 5 apart, and the picked point moves too.
  ASSERT_FALSE(r.doc.apply(move_object(r.doc.scene(), "s2", desc::Sphere{{4, 0, 0}, 1})));
  m = r.session.measurement();
  ASSERT_TRUE(m);
  EXPECT_NEAR(m->m.distance, 5, 1e-9);
  EXPECT_NEAR(glm::length(m->picked_b - (hit_b + D3(1, 0, 0))), 0, 1e-6);
  // Between the picked points: the two hits, the second one moved with its sphere.
  r.session.measure_tool().between = MeasureBetween::points;
  m = r.session.measurement();
  EXPECT_NEAR(m->m.distance, glm::length(hit_b + D3(1, 0, 0) - hit_a), 1e-6);
  // A third click starts again from A.
  r.click(r.pixel_of({0, 3, 0}));
  EXPECT_FALSE(r.session.measurement());
  EXPECT_EQ(r.session.measure_tool().a()->id, "b");
  // Esc ends measuring and clears it; the next Esc clears the selection as before.
  r.session.run(KeyAction::escape, r.router);
  EXPECT_FALSE(r.session.measure_tool().active);
  EXPECT_FALSE(r.session.measure_tool().a());
  r.click(r.pixel_of({3, 0, 0}));
  EXPECT_EQ(r.selection.primary(), std::optional<std::string>("s2"));
}

TEST(MeasureTool, DrawnAsASegmentWithItsLengthAndListedAsWhyRows) {
  Rig r;
  r.session.run(KeyAction::measure_mode, r.router);
  r.click(r.pixel_of({-3, 0, 0}));
  r.click(r.pixel_of({3, 0, 0}));
  const auto m = r.session.measurement();
  ASSERT_TRUE(m);
  DrawList list;
  r.session.draw_measurement(list);
  const DrawLayer& o = list.layer(Layer::overlay);
  ASSERT_EQ(o.lines.size(), 1u);
  EXPECT_EQ(o.lines[0].a, m->m.on_a);
  EXPECT_EQ(o.lines[0].b, m->m.on_b);
  ASSERT_EQ(o.labels.size(), 1u);
  EXPECT_EQ(o.labels[0].text, "d = " + why_number(m->m.distance));
  EXPECT_EQ(o.labels[0].anchor, 0.5 * (m->m.on_a + m->m.on_b));
  // The rows carry the numbers: the distance, both closest points.
  const WhyRows rows = measure_rows(*m);
  ASSERT_GE(rows.size(), 4u);
  EXPECT_EQ(rows[0].kind, WhyRowKind::verdict);
  EXPECT_EQ(rows[0].number("distance")->value, m->m.distance);
  EXPECT_EQ(rows[1].label, "closest on A");
  EXPECT_EQ(rows[1].number("x")->value, m->m.on_a.x);
  EXPECT_EQ(rows[2].number("z")->value, m->m.on_b.z);
  EXPECT_NE(rows[0].formula.find("s1 – s2"), std::string::npos);
}

TEST(MeasureTool, WhilePickingTheGizmoTakesNoPressAndADeletedEndEndsTheMeasurement) {
  Rig r;
  r.selection.select_only("s1");
  r.session.run(KeyAction::measure_mode, r.router);
  // The gizmo's centre dot is on s1's centre: a press there picks instead of dragging.
  r.click(r.pixel_of({-3, 0, 0}));
  EXPECT_FALSE(r.router.gizmo_dragging());
  EXPECT_EQ(r.doc.history().size(), 0u);
  r.click(r.pixel_of({0, 3, 0}));
  ASSERT_TRUE(r.session.measurement());
  ASSERT_FALSE(r.doc.apply(delete_objects(r.doc.scene(), {"b"})));
  EXPECT_FALSE(r.session.measurement());
  DrawList list;
  r.session.draw_measurement(list);
  EXPECT_TRUE(list.layer(Layer::overlay).lines.empty());
}

}  // namespace
}  // namespace collide
