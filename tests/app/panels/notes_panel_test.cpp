// The Scene notes panel with ImGui's own mouse and keyboard input (no window, the real workbench
// and panels): the notes read as wrapped text, "Edit notes" opens a field with the keyboard in
// it, and leaving the field after typing is one undoable "Describe scene" edit.
#include <string>
#include <string_view>

#include <gtest/gtest.h>

#include <imgui.h>
#include <imgui_internal.h>  // the panel's width and contents

#include "app/workbench/workbench.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/app/support/panel_clicks.hpp"

namespace collide {
namespace {

Scene described(const std::string& text) {
  Scene s;
  s.description = text;
  s.objects.push_back({"a", "", std::nullopt, true, desc::Box{}});
  return s;
}

class NotesPanelTest : public ::testing::Test {
 protected:
  void SetUp() override {
    test::start_headless_imgui();
    frame();
    frame();
  }
  void TearDown() override { ImGui::DestroyContext(); }

  void frame() { test::panels_frame(wb_); }
  void click(ImVec2 p) {
    test::click(p, [this] { frame(); });
  }

  Workbench wb_{described("A lesson's notes, long enough to need more than one line when read.")};
};

TEST_F(NotesPanelTest, EditNotesTypesIntoTheFieldAndLeavingItIsOneUndoableEdit) {
  ImGuiWindow* w = test::panel_window("notes");
  ASSERT_NE(w, nullptr);
  Document& doc = wb_.session.document();
  const std::string before = doc.scene().description;
  // Reading: no field has the keyboard, nothing is edited by being shown.
  EXPECT_EQ(ImGui::GetActiveID(), 0u);
  click(ImVec2(w->DC.CursorStartPos.x + 8, w->DC.CursorStartPos.y + 4));  // "Edit notes"
  frame();  // the field appears, asking for the keyboard
  frame();  // which it has from the next frame (ImGui's focus request takes one)
  EXPECT_NE(ImGui::GetActiveID(), 0u) << "the field takes the keyboard when it opens";
  ImGui::GetIO().AddInputCharacter('!');
  frame();
  frame();
  EXPECT_EQ(doc.scene().description, before) << "no edit per keystroke";
  click(ImVec2(ImGui::GetIO().DisplaySize.x / 2, ImGui::GetIO().DisplaySize.y / 2));  // leave
  frame();
  EXPECT_EQ(doc.scene().description, before + "!");
  EXPECT_EQ(doc.history().undo_label(), "Describe scene");
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(doc.scene().description, before);
}

// The panel's grey lines wrap at its width like its notes: "This scene has no description:
// Edit notes to write what it shows." and a long saved focus were one line each, cut silently
// at the panel's edge ("… what it sho"). Nothing the panel draws is wider than the panel: ImGui's
// measure of the window's contents (its widest item) is within its width.
TEST(NotesPanelGreyLines, WrapAtThePanelsWidth) {
  test::start_headless_imgui();
  Scene s;  // no description, and a focus whose ids are long
  for (const char* id : {"the-first-object-with-a-long-id", "the-second-object-with-a-long-id"})
    s.objects.push_back({id, "", std::nullopt, true, desc::Box{}});
  s.focus = SceneFocus{s.objects[0].id, s.objects[1].id, std::nullopt};
  Workbench wb(s);
  for (int frame = 0; frame < 3; ++frame)
    test::panels_frame(wb);
  const ImGuiWindow* notes = test::panel_window("notes");
  ASSERT_NE(notes, nullptr);
  const float width = notes->WorkRect.GetWidth();
  // The premise: the line is wider than the panel.
  ASSERT_GT(
      ImGui::CalcTextSize("This scene has no description: Edit notes to write what it shows.").x,
      width);
  EXPECT_LE(notes->ContentSize.x, width);
  ImGui::DestroyContext();
}

}  // namespace
}  // namespace collide
