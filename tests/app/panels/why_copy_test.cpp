// The Why panel's Copy (issue #22): the rows as text and as JSON — the JSON parsed back with
// nlohmann gives every row's kind, label, formula and numbers — and the buttons, clicked with
// ImGui's own mouse input, put exactly that on ImGui's clipboard.
#include "app/panels/why_copy.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include <imgui.h>
#include <nlohmann/json.hpp>

#include "tests/app/support/headless_imgui.hpp"

namespace collide {
namespace {

WhyRows sample_rows() {
  WhyRows rows;
  rows.emplace_back(WhyRowKind::verdict, "verdict", "plane-obb → intersects");
  rows.emplace_back(WhyRowKind::step, "n vertex", "v_n = (0.000, 2.293, -0.500): dist = -0.107",
                    std::vector<WhyNumber>{{"dist", -0.10710678118654757}, {"x", 5.55e-17}});
  WhyRow axis(WhyRowKind::axis, "A2×B0", "|T·L| = 3.000 > 2.828", {{"gap", 0.17157287525381}}, 13);
  axis.muted = true;
  rows.push_back(axis);
  rows.emplace_back(WhyRowKind::tolerance, "tolerance", "band ±2.98e-14; decided inside: no");
  return rows;
}

TEST(WhyCopy, TextHasATitleAndOneLabelledLinePerRow) {
  const std::string text = why_rows_text("Why: floor – turned_box", sample_rows());
  EXPECT_EQ(text,
            "Why: floor – turned_box\n"
            "  verdict: plane-obb → intersects\n"
            "  n vertex: v_n = (0.000, 2.293, -0.500): dist = -0.107\n"
            "  A2×B0: |T·L| = 3.000 > 2.828  (not tested)\n"
            "  tolerance: band ±2.98e-14; decided inside: no\n");
}

TEST(WhyCopy, JsonParsesBackToTheSameRowsAndNumbers) {
  const WhyRows rows = sample_rows();
  const auto j = nlohmann::json::parse(why_rows_json("Why: a – b", rows));
  EXPECT_EQ(j["title"], "Why: a – b");
  ASSERT_EQ(j["why"].size(), rows.size());
  const char* kinds[] = {"verdict", "step", "axis", "tolerance"};
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const auto& r = j["why"][i];
    EXPECT_EQ(r["kind"], kinds[i]);
    EXPECT_EQ(r["label"], rows[i].label);
    EXPECT_EQ(r["formula"], rows[i].formula);
    ASSERT_EQ(r["numbers"].size(), rows[i].numbers.size());
    for (const WhyNumber& n : rows[i].numbers)
      EXPECT_EQ(r["numbers"][n.name].get<double>(), n.value) << n.name;  // round trip, exact
  }
  EXPECT_EQ(j["why"][2]["axis"], 13);
  EXPECT_EQ(j["why"][2]["muted"], true);
  EXPECT_FALSE(j["why"][1].contains("axis"));
}

// Clicks a button of copy_buttons with ImGui's mouse: frames with the pointer at `at`, the
// button down, then up.
void click_at(const ImVec2& at, const WhyRows& rows, ImVec2* first, ImVec2* second) {
  for (int step = 0; step < 4; ++step) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = at;
    io.MouseDown[0] = step == 1 || step == 2;
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(500, 300));
    ImGui::Begin("Why");
    *first = ImGui::GetCursorScreenPos();
    copy_buttons("Why: a – b", rows);
    *second = ImGui::GetItemRectMin();  // the last button: Copy JSON
    ImGui::End();
    ImGui::EndFrame();
  }
}

TEST(WhyCopy, TheButtonsPutTheTextAndTheJsonOnTheClipboard) {
  test::start_headless_imgui();
  const WhyRows rows = sample_rows();
  ImVec2 copy, copy_json;
  click_at(ImVec2(-100, -100), rows, &copy, &copy_json);  // find the buttons
  ImGui::SetClipboardText("");
  click_at(ImVec2(copy.x + 5, copy.y + 5), rows, &copy, &copy_json);
  EXPECT_EQ(std::string(ImGui::GetClipboardText()), why_rows_text("Why: a – b", rows));
  click_at(ImVec2(copy_json.x + 5, copy_json.y + 5), rows, &copy, &copy_json);
  EXPECT_EQ(std::string(ImGui::GetClipboardText()), why_rows_json("Why: a – b", rows));
  EXPECT_EQ(nlohmann::json::parse(ImGui::GetClipboardText())["why"].size(), rows.size());
  ImGui::DestroyContext();
}

}  // namespace
}  // namespace collide
