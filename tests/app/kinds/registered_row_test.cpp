// A kind registered at run time in the app (tests/support/rounded_box_kind.hpp, the rounded box
// that exists only in the tests): the generic row gives it a title from its name and an Add entry
// that puts it at the view's centre; it is drawn as its support's image of a sphere mesh (every
// vertex on its surface: the radius away from its inner box), picked by that mesh, and the
// Inspector shows its fields and edits them.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include <imgui.h>
#include <imgui_internal.h>
#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "app/kinds/kind_table.hpp"
#include "app/panels/inspector.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/support/rounded_box_kind.hpp"

namespace collide {
namespace {

using test_kind::kRoundedBox;

// The rounded box at the origin: inner box ±1, radius 0.5.
desc::Convex unit_rounded_box() {
  desc::Convex c = std::get<desc::Convex>(default_description(kRoundedBox));
  c.vec[0] = {0, 0, 0};
  c.vec[1] = {1, 1, 1};
  c.num[0] = 0.5;
  return c;
}

TEST(RegisteredKindRow, ItsAddEntryIsTitledByItsNameAndCentresItInTheView) {
  const test_kind::RoundedBoxRegistration registration;
  const auto entries = add_entries();
  const auto it = std::find_if(entries.begin(), entries.end(), [](const AddEntry* e) {
    return std::string(e->title) == "Rounded box";
  });
  ASSERT_NE(it, entries.end()) << "no Add entry for the registered kind";
  EXPECT_STREQ((*it)->id_stem, "rounded_box");
  Camera camera;
  camera.target = glm::dvec3(2, -1, 3);
  const NewObjectFrame frame = new_object_frame(camera, Viewport{1280, 720});
  const ObjectDesc d = (*it)->make(frame).desc;
  ASSERT_TRUE(std::holds_alternative<desc::Convex>(d));
  EXPECT_EQ(kind_name(d), "rounded box");
  EXPECT_EQ(kind_of(d).title(d), "Rounded box");
  // Its box's centre is the frame's centre, and it is sized to the view (not a speck).
  const auto box = bounds_of(d);
  ASSERT_TRUE(box);
  EXPECT_NEAR(glm::length(0.5 * (box->min + box->max) - frame.center), 0, 1e-9);
  EXPECT_NEAR(box->max.x - box->min.x, 2 * (0.4 + 0.1) * frame.size, 1e-9);
}

TEST(RegisteredKindRow, ItIsDrawnOnItsSurfaceAndPickedByWhatIsDrawn) {
  const test_kind::RoundedBoxRegistration registration;
  const ObjectDesc d = unit_rounded_box();
  const KindRow& row = kind_of(d);
  const Camera camera;
  const Viewport viewport{1280, 720};
  const ObjectView object_view(camera, viewport);
  const DrawnSizes sizes{1.6, 1.0, 10.0};
  DrawList list;
  row.draw(d, {list, object_view, sizes, Color(1, 0, 0, 1), kOutlineColor, kOutlineWidth, false});
  const auto& triangles = list.layer(Layer::scene).triangles;
  ASSERT_GT(triangles.size(), 100u);
  // Every vertex is on the surface: 0.5 from the inner box [−1, 1]³ (the distance to its clamp).
  double top = -1;
  for (const DrawTriangle& t : triangles)
    for (const glm::dvec3& v : {t.a, t.b, t.c}) {
      EXPECT_NEAR(glm::length(v - glm::clamp(v, glm::dvec3(-1), glm::dvec3(1))), 0.5, 1e-12);
      top = std::max(top, v.y);
    }
  EXPECT_DOUBLE_EQ(top, 1.5);  // the support straight up is on the top face

  // A ray down the z axis from z = 10 meets the drawn front near z = 1.5 (t = 8.5): inside the
  // shape, as the mesh is the hull of points on its surface, and not deeper than a cell.
  const EditView view = edit_view(camera, viewport);
  const Ray<double> ray{{0, 0, 10}, {0, 0, -1}};
  const auto hit = row.pick(d, {ray, view, 7, sizes.plane_half_size, sizes.ray_length});
  ASSERT_TRUE(hit);
  EXPECT_GE(hit->t, 8.5 - 1e-9);
  EXPECT_LE(hit->t, 8.5 + 0.1);
  const Ray<double> beside{{3, 0, 10}, {0, 0, -1}};
  EXPECT_FALSE(row.pick(d, {beside, view, 7, sizes.plane_half_size, sizes.ray_length}));

  // Moved and resized through its descriptor.
  const ObjectDesc moved = kinds::translated(d, {1, 2, 3});
  EXPECT_NEAR(glm::length(row.pivot(moved) - glm::dvec3(1, 2, 3)), 0, 1e-12);
  bool clamped = false;
  const auto grown = std::get<desc::Convex>(row.scaled(d, {-1, 2.0, 1e-6}, clamped));
  EXPECT_EQ(grown.vec[1], glm::dvec3(2, 2, 2));
  EXPECT_EQ(grown.num[0], 1.0);
}

// The Inspector's text, captured through ImGui's log while it is drawn.
struct RoundedBoxInspector {
  RoundedBoxInspector() : doc(scene()) {
    test::start_headless_imgui();
    sel.select_only("rb");
    for (int i = 0; i < 3; ++i)
      frame();
  }
  ~RoundedBoxInspector() { ImGui::DestroyContext(); }
  static Scene scene() {
    Scene s;
    s.objects.push_back({"rb", "", std::nullopt, true, unit_rounded_box()});
    return s;
  }
  std::string frame() {
    ImGui::NewFrame();
    ImGui::LogToBuffer();
    inspector.draw(doc, sel);
    std::string text = GImGui->LogBuffer.c_str();
    ImGui::LogFinish();
    ImGui::Render();
    return text;
  }
  Document doc;
  Selection sel;
  Inspector inspector;
};

TEST(RegisteredKindInspector, ShowsItsFieldsAndATypedValueChangesTheField) {
  const test_kind::RoundedBoxRegistration registration;
  RoundedBoxInspector ui;
  const std::string shown = ui.frame();
  for (const char* label : {"centre", "half extents", "radius", "quaternion"})
    EXPECT_NE(shown.find(label), std::string::npos) << label << " not shown in:\n" << shown;

  // Ctrl+click the first field (the centre's x) and type a number: the slot changes, one step.
  ImGuiIO& io = ImGui::GetIO();
  const auto r = ui.inspector.first_field_rect();
  io.MousePos = ImVec2(r[0] + 10, r[1] + ImGui::GetFrameHeight() / 2);
  ui.frame();
  io.KeyCtrl = true;
  io.MouseDown[0] = true;
  ui.frame();
  io.MouseDown[0] = false;
  io.KeyCtrl = false;
  ui.frame();
  test::type_then_return("-2e-7", [&] { ui.frame(); });
  const auto& rb = std::get<desc::Convex>(ui.doc.scene().objects[0].desc);
  EXPECT_EQ(rb.vec[0].x, -2e-7);
  EXPECT_EQ(rb.vec[1], glm::dvec3(1, 1, 1));
  EXPECT_EQ(rb.registered, &kRoundedBox);
  EXPECT_EQ(ui.doc.history().size(), 1u);
}

}  // namespace
}  // namespace collide
