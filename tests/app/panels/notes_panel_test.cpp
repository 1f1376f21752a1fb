// The Scene notes panel with ImGui's own mouse and keyboard input (no window, the real workbench
// and panels): the notes read as wrapped text, "Edit notes" opens a field with the keyboard in
// it, and leaving the field after typing is one undoable "Describe scene" edit.
#include <string>
#include <string_view>

#include <gtest/gtest.h>

#include <imgui.h>
#include <imgui_internal.h>  // the Notes window's first item position

#include "app/workbench/workbench.hpp"
#include "tests/app/support/headless_imgui.hpp"

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

  void frame() {
    ImGui::NewFrame();
    const float bar = ImGui::GetFrameHeight();
    const ImVec2 d = ImGui::GetIO().DisplaySize;
    wb_.draw_panels({0, bar, d.x, d.y - bar}, 1);
    ImGui::EndFrame();
    wb_.session.update();
  }
  static ImGuiWindow* notes_window() {
    for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
      if (std::string_view(w->Name).ends_with("###notes") && w->Active) return w;
    return nullptr;
  }
  // A press and release at `p`, each in a frame of its own as ImGui needs.
  void click(ImVec2 p) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = p;
    frame();
    io.MouseDown[0] = true;
    frame();
    io.MouseDown[0] = false;
    frame();
  }

  Workbench wb_{described("A lesson's notes, long enough to need more than one line when read.")};
};

TEST_F(NotesPanelTest, EditNotesTypesIntoTheFieldAndLeavingItIsOneUndoableEdit) {
  ImGuiWindow* w = notes_window();
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

}  // namespace
}  // namespace collide
