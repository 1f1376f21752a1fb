// Pinning from the Why panel with ImGui's own mouse input (no window, the real workbench and
// panels): a click on "Pin this verdict", then on "Pin numbers", writes the focused pair's
// expectation as undoable edits, the panel shows it held, the scene saves, and `check` holds
// the saved file; a move that breaks the pin makes `check` fail with the pair's FAILED line.
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <imgui.h>

#include "app/cli/cli.hpp"
#include "app/document/edit_builders.hpp"
#include "app/document/pin_edits.hpp"
#include "app/panels/pin_controls.hpp"
#include "app/workbench/workbench.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/app/support/panel_clicks.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

desc::Box box_at(double x) {
  desc::Box b;
  b.center = {x, 0, 0};
  return b;
}

Scene two_boxes() {
  Scene s;
  s.objects.push_back({"wall", "", std::nullopt, true, box_at(0)});
  s.objects.push_back({"crate", "", std::nullopt, true, box_at(2.5)});
  return s;
}

int check(const std::string& file, std::string& out) {
  std::ostringstream o, e;
  const std::vector<std::string> args = {"check", file};
  const int code = run_cli(args, o, e);
  out = o.str() + e.str();
  return code;
}

class PinFromPanelsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    test::start_headless_imgui();
    wb_.session.update();
    wb_.session.focus_pair(0, 1);  // what a click on the pair's row does
    frame();
  }
  void TearDown() override { ImGui::DestroyContext(); }

  void frame() {
    refused_ = test::panels_frame(wb_);
    export_asked_ |= wb_.panel_out.export_focused;
  }

  // Where the pin controls start in the Why panel: below its line of Copy buttons (small
  // buttons, a text line high).
  static ImVec2 pin_controls_at() {
    ImGuiWindow* w = test::panel_window("why");
    if (!w) return ImVec2(-1, -1);
    const float copy_line = ImGui::GetTextLineHeight() + ImGui::GetStyle().ItemSpacing.y;
    return ImVec2(w->DC.CursorStartPos.x, w->DC.CursorStartPos.y + copy_line);
  }

  // A press and release over the `k`-th pin button of the Why panel (the controls' first line:
  // "Pin this verdict", "Pin numbers", ...), each in a frame of its own as ImGui needs.
  void click_pin_button(int k) {
    ASSERT_NE(test::panel_window("why"), nullptr);
    const ImGuiStyle& st = ImGui::GetStyle();
    const char* labels[] = {"Pin this verdict", "Pin numbers"};
    const ImVec2 at = pin_controls_at();
    float x = at.x;
    for (int i = 0; i < k; ++i)
      x += ImGui::CalcTextSize(labels[i]).x + 2 * st.FramePadding.x + st.ItemSpacing.x;
    test::click(ImVec2(x + 6, at.y + ImGui::GetTextLineHeight() / 2), [this] { frame(); });
    ImGui::GetIO().MousePos = ImVec2(-1, -1);
    frame();
  }

  // A click in the ± field (after the two pin buttons), then `text` typed and Return.
  void type_tolerance(const std::string& text) {
    const ImGuiStyle& st = ImGui::GetStyle();
    const ImVec2 at = pin_controls_at();
    float x = at.x;
    for (const char* label : {"Pin this verdict", "Pin numbers"})
      x += ImGui::CalcTextSize(label).x + 2 * st.FramePadding.x + st.ItemSpacing.x;
    test::click(ImVec2(x + 12, at.y + ImGui::GetTextLineHeight() / 2), [this] { frame(); });
    ImGuiIO& io = ImGui::GetIO();
    for (int k = 0; k < 24; ++k) {  // clear what the field holds
      io.KeysDown[io.KeyMap[ImGuiKey_Backspace]] = true;
      frame();
      io.KeysDown[io.KeyMap[ImGuiKey_Backspace]] = false;
      frame();
    }
    test::type_then_return(text, [this] { frame(); });
    io.MousePos = ImVec2(-1, -1);
    frame();
  }

  Workbench wb_{two_boxes()};
  std::vector<std::string> refused_;
  bool export_asked_ = false;  // a frame's panels asked for "Export as test..."
};

// The pin controls' second line, "not pinned" then "Export as test...": a click asks the viewer
// to export the focused pair (its dialog and files: case_export_ui_test), and pins nothing.
TEST_F(PinFromPanelsTest, ExportAsTestOnTheWhyPanelAsksForTheExport) {
  ASSERT_NE(test::panel_window("why"), nullptr);
  const ImGuiStyle& st = ImGui::GetStyle();
  const float line = ImGui::GetFrameHeight() + st.ItemSpacing.y;  // the buttons' line
  const ImVec2 at = pin_controls_at();
  const float x = at.x + ImGui::CalcTextSize("not pinned").x + st.ItemSpacing.x;
  const float y = at.y + line + ImGui::GetTextLineHeight() / 2;
  EXPECT_FALSE(export_asked_);
  test::click(ImVec2(x + 6, y), [this] { frame(); });
  EXPECT_TRUE(export_asked_);
  EXPECT_TRUE(wb_.session.document().scene().expect.empty());
}

TEST_F(PinFromPanelsTest, PinVerdictAndNumbersFromTheWhyPanelThenCheckHoldsTheSavedFile) {
  Document& doc = wb_.session.document();
  click_pin_button(0);
  EXPECT_TRUE(refused_.empty());
  ASSERT_EQ(doc.scene().expect.size(), 1u);
  EXPECT_EQ(doc.scene().expect[0].a, "wall");
  EXPECT_EQ(doc.scene().expect[0].b, "crate");
  EXPECT_FALSE(doc.scene().expect[0].intersects);  // 1.5 apart
  EXPECT_FALSE(doc.scene().expect[0].separating_axis);
  EXPECT_EQ(doc.history().undo_label(), "Pin wall – crate");
  EXPECT_TRUE(doc.modified());

  click_pin_button(1);
  ASSERT_EQ(doc.scene().expect.size(), 1u);  // the same pair's pin, replaced
  const Expectation& pinned = doc.scene().expect[0];
  ASSERT_TRUE(pinned.gap);
  EXPECT_DOUBLE_EQ(pinned.gap->value, 1.5);  // faces at x = 0.5 and 2.0
  EXPECT_EQ(pinned.gap->tolerance, 1e-9);    // the default for a scene checked in double
  ASSERT_TRUE(pinned.axis);
  EXPECT_EQ(*pinned.axis, "A0");
  EXPECT_EQ(doc.history().undo_label(), "Pin numbers of wall – crate");
  EXPECT_TRUE(pin_status(doc.scene(), wb_.session.evidence().live().report(), 0, 1).held);

  const test::ScratchDir dir;
  const std::string file = (dir / "pinned.json").string();
  ASSERT_FALSE(doc.save_as(file));
  std::string out;
  EXPECT_EQ(check(file, out), kExitOk) << out;

  // Undo steps back through both pins.
  ASSERT_TRUE(doc.undo());
  EXPECT_FALSE(doc.scene().expect.at(0).gap);
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(doc.scene().expect.empty());
  ASSERT_TRUE(doc.redo());
  ASSERT_TRUE(doc.redo());

  // The crate moves 1e-3 away: the verdict stands, the gap does not; `check` fails on the gap
  // and prints both numbers in full.
  ASSERT_FALSE(doc.apply(move_object(doc.scene(), "crate", box_at(2.5 + 1e-3))));
  frame();
  EXPECT_FALSE(pin_status(doc.scene(), wb_.session.evidence().live().report(), 0, 1).held);
  ASSERT_FALSE(doc.save());
  EXPECT_EQ(check(file, out), kExitFailure) << out;
  const double moved_gap = *pair_outcome(wb_.session.evaluation(), 0, 1).measures.gap;
  EXPECT_NEAR(moved_gap, 1.501, 1e-12);
  EXPECT_NE(out.find("gap"), std::string::npos) << out;
  EXPECT_NE(out.find(exact_number_text(1.5)), std::string::npos) << out;
  EXPECT_NE(out.find(exact_number_text(moved_gap)), std::string::npos) << out;

  // The crate slides into the wall: the pin is FAILED live, and `check` of the saved file fails.
  ASSERT_FALSE(doc.apply(move_object(doc.scene(), "crate", box_at(0.75))));
  frame();
  const PinStatus st = pin_status(doc.scene(), wb_.session.evidence().live().report(), 0, 1);
  EXPECT_TRUE(st.pinned);
  EXPECT_FALSE(st.held);
  ASSERT_FALSE(doc.save());
  EXPECT_EQ(check(file, out), kExitFailure) << out;
  EXPECT_NE(out.find("FAILED"), std::string::npos) << out;
  EXPECT_NE(out.find("wall"), std::string::npos) << out;
}

// The ± field is typed exactly (1e-12 is 1e-12, not "%.3g"'s rounding) and refuses, saying so,
// what is not a tolerance, keeping the one it had: before, ImGui's InputDouble dropped bad text
// silently.
TEST_F(PinFromPanelsTest, TheToleranceFieldTakesScientificNotationAndRefusesWhatIsNotATolerance) {
  PinControlsState& pin = wb_.scene_view.pins;  // the Why panel's
  type_tolerance("-3e-7");
  EXPECT_FALSE(pin.tolerance);
  ASSERT_TRUE(pin.refused);
  EXPECT_NE(pin.refused->find("a tolerance is a finite number >= 0"), std::string::npos)
      << *pin.refused;
  type_tolerance("2e");
  ASSERT_TRUE(pin.refused);
  EXPECT_NE(pin.refused->find("\"2e\" is not a number"), std::string::npos) << *pin.refused;
  EXPECT_FALSE(pin.tolerance);

  type_tolerance("1.2345678e-12");
  EXPECT_FALSE(pin.refused);
  ASSERT_TRUE(pin.tolerance);
  EXPECT_EQ(*pin.tolerance, 1.2345678e-12);
  click_pin_button(1);
  const Document& doc = wb_.session.document();
  ASSERT_EQ(doc.scene().expect.size(), 1u);
  ASSERT_TRUE(doc.scene().expect[0].gap);
  EXPECT_EQ(doc.scene().expect[0].gap->tolerance, 1.2345678e-12);

  // With numbers pinned, a new value is an edit of the pin's tolerance.
  type_tolerance("5e-9");
  EXPECT_EQ(doc.scene().expect[0].gap->tolerance, 5e-9);
  EXPECT_EQ(doc.history().undo_label(), "Set tolerance of wall – crate");
}

}  // namespace
}  // namespace collide
