// The inspector without a window: its rotation helpers, and the panel drawn with ImGui (no
// backend) for every kind with nothing touched changes nothing (no drift, no history entry).
#include "app/panels/inspector.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include <imgui.h>

#include "app/kinds/kind_table.hpp"
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

TEST(Inspector, EulerAnglesReadTheQuaternion) {
  // 30° about x, by hand: (cos 15°, sin 15°, 0, 0).
  const Quat<double> q(std::cos(glm::radians(15.0)), std::sin(glm::radians(15.0)), 0, 0);
  const glm::dvec3 e = euler_degrees(q);
  EXPECT_NEAR(e.x, 30, 1e-12);
  EXPECT_NEAR(e.y, 0, 1e-12);
  EXPECT_NEAR(e.z, 0, 1e-12);
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
    // The turning kinds by hand: every kind with a rotation of its own, a plane, a sphere, a point.
    const bool turns = std::holds_alternative<desc::Box>(made.desc) ||
                       std::holds_alternative<desc::Ellipsoid>(made.desc) ||
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
  EXPECT_EQ(turning, 5);
  ImGui::DestroyContext();
}

}  // namespace
}  // namespace collide
