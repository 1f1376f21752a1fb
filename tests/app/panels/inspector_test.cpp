// The inspector without a window: its turn helper, its rotation in the file's form, and the panel
// drawn with ImGui (no backend) for every kind with nothing touched changes nothing (no drift, no
// history entry).
#include "app/panels/inspector.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include <imgui.h>
#include <imgui_internal.h>  // FindWindowByName: whether the tooltip is up

#include "app/document/edit_builders.hpp"
#include "app/kinds/kind_table.hpp"
#include "core/math/bitwise_equal.hpp"
#include "core/scene/scene_json.hpp"
#include "tests/app/document/scene_bits.hpp"
#include "tests/app/support/headless_imgui.hpp"

namespace collide {
namespace {

TEST(Inspector, AQuarterTurnAboutZIsTheExactQuaternionComposedOntoTheStart) {
  const desc::Box start{{1, 2, 3}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}};
  const auto turned = std::get<desc::Box>(turned_by(start, {0, 0, 2}, 90));
  // q = (cos 45°, 0, 0, sin 45°) by hand; the centre (the pivot) stays.
  EXPECT_NEAR(turned.rotation.w, std::sqrt(0.5), 1e-15);
  EXPECT_NEAR(turned.rotation.z, std::sqrt(0.5), 1e-15);
  EXPECT_EQ(turned.rotation.x, 0.0);
  EXPECT_EQ(turned.rotation.y, 0.0);
  EXPECT_EQ(test::bits(turned.center), test::bits(start.center));
  // Twice: a half turn about z, (0, 0, 0, 1) up to sign.
  const auto half = std::get<desc::Box>(turned_by(turned, {0, 0, 1}, 90));
  EXPECT_NEAR(std::abs(half.rotation.z), 1.0, 1e-15);
  EXPECT_NEAR(half.rotation.w, 0.0, 1e-15);
}

TEST(Inspector, NoAngleOrNoAxisLeavesTheOrientationBitForBit) {
  const desc::Box start{{0, 0, 0}, {1, 2, 3}, glm::normalize(Quat<double>(0.9, 0.1, -0.3, 0.2))};
  EXPECT_EQ(test::bits(ObjectDesc(turned_by(start, {0, 1, 0}, 0))), test::bits(ObjectDesc(start)));
  EXPECT_EQ(test::bits(ObjectDesc(turned_by(start, {0, 0, 0}, 30))), test::bits(ObjectDesc(start)));
}

TEST(Inspector, DrawingEveryKindUntouchedChangesNothing) {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = ImVec2(1280, 720);
  io.DeltaTime = 1.0f / 60;
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  // Every kind: each Add entry's object (a sphere and a moving sphere among them).
  Scene s;
  const NewObjectFrame frame = new_object_frame(Camera{}, Viewport{});
  for (const AddEntry* e : add_entries())
    s.objects.push_back(
        {"o" + std::to_string(s.objects.size()), "", std::nullopt, true, e->make(frame)});
  Document doc(s);
  const std::string before = test::bits(doc.scene());
  Inspector inspector;
  for (const SceneObject& o : s.objects) {
    Selection sel;
    sel.select_only(o.id);
    for (int frame = 0; frame < 3; ++frame) {
      ImGui::NewFrame();
      inspector.draw(doc, sel);
      ImGui::Render();
      if (frame == 2) {  // drawn once settled
        EXPECT_GT(ImGui::GetDrawData()->TotalVtxCount, 0);
      }
    }
  }
  EXPECT_EQ(test::bits(doc.scene()), before);
  EXPECT_EQ(doc.history().size(), 0u);
  EXPECT_FALSE(doc.modified());
  ImGui::DestroyContext();
}

// A scrub of the centre field with ImGui's mouse (press, move over several frames, release) is
// one history entry; only x changed.
TEST(Inspector, AScrubOfAFieldIsOneHistoryStep) {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = ImVec2(1280, 720);
  io.DeltaTime = 1.0f / 60;
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  Scene s;
  s.objects.push_back({"b", "Box B", std::nullopt, true, desc::Box{}});
  Document doc(s);
  Selection sel;
  sel.select_only("b");
  Inspector inspector;
  auto frame = [&] {
    ImGui::NewFrame();
    inspector.draw(doc, sel);
    ImGui::Render();
  };
  for (int i = 0; i < 3; ++i)
    frame();
  const auto r = inspector.first_field_rect();
  ASSERT_GT(r[2], r[0]);
  // The first component (x): the left end of the row.
  const float x = r[0] + 10, y = (r[1] + r[3]) / 2;
  io.MousePos = ImVec2(x, y);
  frame();
  io.MouseDown[0] = true;
  frame();
  for (int i = 1; i <= 8; ++i) {
    io.MousePos = ImVec2(x + 5.0f * float(i), y);
    frame();
  }
  ASSERT_EQ(doc.history().size(), 0u);  // still scrubbing: nothing committed
  io.MouseDown[0] = false;
  frame();
  frame();
  const auto& box = std::get<desc::Box>(doc.scene().objects[0].desc);
  EXPECT_GT(box.center.x, 0.0);
  EXPECT_EQ(test::bits(box.center.y), test::bits(0.0));
  EXPECT_EQ(test::bits(box.center.z), test::bits(0.0));
  EXPECT_EQ(doc.history().size(), 1u);
  EXPECT_EQ(doc.history().undo_label(), "Edit Box B");
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(test::bits(doc.scene()), test::bits(s));
  ImGui::DestroyContext();
}

}  // namespace
}  // namespace collide

namespace collide {
namespace {

// Issue #35: a centre of 10001.250449849926 in a third of the column was clipped to "10001.25".
// A vector whose component is too long for its third stands one component per row at the full
// width (the first field's rectangle is then three rows tall); a short one stays on one row.
TEST(Inspector, AVectorTooLongForItsThirdsStandsOneComponentPerRow) {
  test::start_headless_imgui();
  const auto rows_of_first_field = [&](const Vec3<double>& centre) {
    Scene s;
    s.objects.push_back({"b", "", std::nullopt, true, desc::Box{centre, {1, 1, 1}, {1, 0, 0, 0}}});
    Document doc(s);
    Selection sel;
    sel.select_only("b");
    Inspector inspector;
    for (int frame = 0; frame < 3; ++frame) {
      ImGui::NewFrame();
      ImGui::SetNextWindowSize(ImVec2(290, 600));  // the default layout's left column
      ImGui::Begin("Inspector");
      inspector.draw(doc, sel);
      ImGui::End();
      ImGui::Render();
    }
    const auto r = inspector.first_field_rect();
    return (r[3] - r[1]) / ImGui::GetFrameHeight();
  };
  EXPECT_LT(rows_of_first_field({0, 3, 0}), 1.5f);
  EXPECT_GT(rows_of_first_field({10001.250449849926, 3, -0.3535533905932738}), 2.5f);
  ImGui::DestroyContext();
}

}  // namespace
}  // namespace collide

namespace collide {
namespace {

// Issue 38, item 4: a rotation is shown in the form its file wrote it, edited in that form, and
// its exact quaternion is the hover's.
struct RotationInspector {
  explicit RotationInspector(const std::string& rotation)
      : doc(*parse_scene(R"({"format": "collision-lab-scene", "version": 1, "objects": [
          {"id": "b", "kind": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1],
           "rotation": )" + rotation +
                             "}]}",
                         "r.json")
                 .scene) {
    sel.select_only("b");
  }
  void frame() {
    ImGui::NewFrame();
    inspector.draw(doc, sel);
    ImGui::Render();
  }
  Document doc;
  Selection sel;
  Inspector inspector;
};

TEST(Inspector, EveryRotationFormDrawnUntouchedChangesNothing) {
  test::start_headless_imgui();
  for (const std::string rotation :
       {R"({"w": 0.9238795325112867, "x": 0, "y": 0.3826834323650898, "z": 0})",
        R"({"euler_deg": [30, 45, -60.5], "order": "ZXY"})",
        R"({"euler_deg": [10, 90, 20], "order": "XYZ"})", R"({"axis": [1, 2, 3], "angle_deg": 45})",
        R"({"matrix": [[0.7071, -0.7071, 0], [0.7071, 0.7071, 0], [0, 0, 1]]})"}) {
    RotationInspector r(rotation);
    const std::string before = test::bits(r.doc.scene());
    for (int i = 0; i < 3; ++i)
      r.frame();
    EXPECT_EQ(test::bits(r.doc.scene()), before) << rotation;
    EXPECT_EQ(r.doc.history().size(), 0u) << rotation;
  }
  ImGui::DestroyContext();
}

TEST(Inspector, AnEulerAngleTypedIsThatAngleAndTheFileKeepsTheOthers) {
  test::start_headless_imgui();
  ImGuiIO& io = ImGui::GetIO();
  RotationInspector r(R"({"euler_deg": [30, 45, -60.5], "order": "XYZ"})");
  for (int i = 0; i < 3; ++i)
    r.frame();
  const auto rect = r.inspector.rotation_rect();
  ASSERT_GT(rect[2], rect[0]);
  // Ctrl+click on the first angle (the left end of the Euler row) types into it.
  io.MousePos = ImVec2(rect[0] + 10, (rect[1] + rect[3]) / 2);
  r.frame();
  io.KeyCtrl = true;
  io.MouseDown[0] = true;
  r.frame();
  io.MouseDown[0] = false;
  r.frame();
  io.KeyCtrl = false;
  // ImGui 1.86's text input opens with the whole value selected: typing replaces it.
  test::type_then_return("12.5", [&] { r.frame(); });
  r.frame();
  const SceneObject& o = r.doc.scene().objects[0];
  EXPECT_EQ(o.rotation_form, RotationForm::euler_xyz);
  EXPECT_TRUE(bitwise_equal(std::get<desc::Box>(o.desc).rotation,
                            quat_from_euler_deg({12.5, 45, -60.5}, EulerOrder::xyz)));
  EXPECT_EQ(r.doc.history().size(), 1u);
  const SceneText saved = format_scene(r.doc.scene());
  ASSERT_FALSE(saved.error);
  EXPECT_NE(saved.text.find(R"("rotation": {"euler_deg": [12.5, 45, -60.5], "order": "XYZ"})"),
            std::string::npos)
      << saved.text;
  ImGui::DestroyContext();
}

// "written as" is an edit of its own: one history step, undone bit for bit (an edit that changed
// only the form counted as none while undo's equality ignored it).
TEST(Inspector, ChoosingAnotherFormIsAnUndoableEdit) {
  RotationInspector r(R"({"euler_deg": [30, 45, -60.5], "order": "XYZ"})");
  const std::string before = test::bits(r.doc.scene());
  SceneObject after = r.doc.scene().objects[0];
  after.rotation_form = RotationForm::matrix;
  EXPECT_FALSE(r.doc.apply(edit_object(r.doc.scene(), "b", after, "Write as matrix")));
  EXPECT_EQ(r.doc.history().size(), 1u);
  EXPECT_EQ(r.doc.scene().objects[0].rotation_form, RotationForm::matrix);
  const SceneText saved = format_scene(r.doc.scene());
  ASSERT_FALSE(saved.error);
  EXPECT_NE(saved.text.find(R"("rotation": {"matrix": [[)"), std::string::npos) << saved.text;
  ASSERT_TRUE(r.doc.undo());
  EXPECT_EQ(test::bits(r.doc.scene()), before);
}

TEST(Inspector, HoveringTheRotationShowsItsExactQuaternion) {
  EXPECT_EQ(exact_quaternion_text({0.9238795325112867, 0, 0.3826834323650898, -0.0}),
            "w 0.9238795325112867  x 0  y 0.3826834323650898  z -0");
  test::start_headless_imgui();
  ImGuiIO& io = ImGui::GetIO();
  RotationInspector r(R"({"axis": [0, 0, 1], "angle_deg": 45})");
  for (int i = 0; i < 3; ++i)
    r.frame();
  const auto tooltip_shown = [] {
    const ImGuiWindow* w = ImGui::FindWindowByName("##Tooltip_00");
    return w && w->WasActive;
  };
  EXPECT_FALSE(tooltip_shown());
  const auto rect = r.inspector.rotation_rect();
  io.MousePos = ImVec2((rect[0] + rect[2]) / 2, rect[1] + 3);
  for (int i = 0; i < 3; ++i)
    r.frame();
  EXPECT_TRUE(tooltip_shown());
  ImGui::DestroyContext();
}

// Issue 37, item 1: the Inspector edits a velocity for every kind and an angular velocity for the
// kinds that turn (core/scene/motion_fields.cpp), each switched on by its checkbox as one edit.
TEST(Inspector, EveryKindTakesAVelocityAndTheTurningKindsAnAngularVelocity) {
  test::start_headless_imgui();
  ImGuiIO& io = ImGui::GetIO();
  const NewObjectFrame at = new_object_frame(Camera{}, Viewport{});
  int kinds = 0, turning = 0;
  for (const AddEntry* e : add_entries()) {
    const ObjectPose made = e->make(at);
    if (made.motion.any()) continue;  // the moving sphere: its velocity is on already
    Scene s;
    s.objects.push_back({"o", "", std::nullopt, true, made.desc});
    Document doc(s);
    Selection sel;
    sel.select_only("o");
    Inspector inspector;
    const auto frame = [&] {
      ImGui::NewFrame();
      ImGui::SetNextWindowPos(ImVec2(0, 0));
      ImGui::SetNextWindowSize(ImVec2(400, 720));
      ImGui::Begin("Inspector");
      inspector.draw(doc, sel);
      ImGui::End();
      ImGui::Render();
    };
    const auto click = [&](std::string_view field) {
      for (int i = 0; i < 3; ++i)
        frame();
      const auto it = inspector.toggle_rects().find(field);
      if (it == inspector.toggle_rects().end()) return false;
      const auto& r = it->second;
      io.MousePos = ImVec2((r[0] + r[2]) / 2, (r[1] + r[3]) / 2);
      frame();
      io.MouseDown[0] = true;
      frame();
      io.MouseDown[0] = false;
      frame();
      frame();
      return true;
    };
    const std::string kind(kind_name(made.desc));
    SCOPED_TRACE(kind);
    ++kinds;
    ASSERT_TRUE(click("velocity")) << "no velocity checkbox";
    ASSERT_TRUE(doc.scene().objects[0].motion.velocity);
    EXPECT_EQ(test::bits(*doc.scene().objects[0].motion.velocity),
              test::bits(Vec3<double>(1, 0, 0)));
    EXPECT_EQ(doc.history().size(), 1u);
    // The turning kinds by hand: a box, an ellipsoid, a capsule, a cylinder, a convex hull, a
    // mesh, a plane, a sphere, a point.
    const bool turns = std::holds_alternative<desc::Box>(made.desc) ||
                       std::holds_alternative<desc::Ellipsoid>(made.desc) ||
                       std::holds_alternative<desc::Capsule>(made.desc) ||
                       std::holds_alternative<desc::Cylinder>(made.desc) ||
                       std::holds_alternative<desc::ConvexHull>(made.desc) ||
                       std::holds_alternative<desc::Mesh>(made.desc) ||
                       std::holds_alternative<desc::Plane>(made.desc) ||
                       std::holds_alternative<desc::Sphere>(made.desc) ||
                       std::holds_alternative<desc::Point>(made.desc);
    ASSERT_EQ(click("angular_velocity"), turns);
    turning += turns;
    EXPECT_EQ(doc.scene().objects[0].motion.angular_velocity.has_value(), turns);
    EXPECT_EQ(doc.history().size(), turns ? 2u : 1u);
    // The description itself untouched: the motion is the object's, not its kind's.
    EXPECT_EQ(test::bits(doc.scene().objects[0].desc), test::bits(made.desc));
  }
  EXPECT_GE(kinds, 9);
  EXPECT_EQ(turning, 9);
  ImGui::DestroyContext();
}

}  // namespace
}  // namespace collide
