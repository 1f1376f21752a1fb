#include "app/panels/help_window.hpp"

#include <algorithm>

#include <imgui.h>

#include "app/input/key_table.hpp"
#include "app/panels/help_pages.hpp"
#include "app/panels/markdown_view.hpp"
#include "app/panels/wrapped_text.hpp"
#include "app/view/legend.hpp"

namespace collide {

namespace {

ImU32 to_u32(const Color& c) {
  return ImGui::ColorConvertFloat4ToU32(ImVec4(c.r, c.g, c.b, c.a));
}

// A square of `c` the height of a line (nothing for alpha 0).
void swatch(const Color& c) {
  const float h = ImGui::GetTextLineHeight();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  if (c.a > 0)
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(p.x, p.y + 1), ImVec2(p.x + h, p.y + h - 1),
                                              to_u32(c), 2.0f);
  ImGui::Dummy(ImVec2(h, h));
}

void keys_table() {
  if (!ImGui::BeginTable("keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp))
    return;
  ImGui::TableSetupColumn("keys", ImGuiTableColumnFlags_WidthStretch, 0.4f);
  ImGui::TableSetupColumn("action", ImGuiTableColumnFlags_WidthStretch, 0.6f);
  ImGui::TableHeadersRow();
  for (const KeyBinding& b : key_table()) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    text_wrapped_at_spaces(b.keys);
    ImGui::TableNextColumn();
    text_wrapped_at_spaces(b.what);
  }
  ImGui::EndTable();
}

void legend_table() {
  if (!ImGui::BeginTable("legend", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp))
    return;
  const float h = ImGui::GetTextLineHeight();
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, 2 * h + 4);
  ImGui::TableSetupColumn("mark", ImGuiTableColumnFlags_WidthStretch, 0.35f);
  ImGui::TableSetupColumn("meaning", ImGuiTableColumnFlags_WidthStretch, 0.65f);
  ImGui::TableHeadersRow();
  for (const LegendEntry& e : legend()) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    swatch(e.color);
    ImGui::SameLine(0, 2);
    swatch(e.second);
    ImGui::TableNextColumn();
    text_wrapped_at_spaces(plain_inline(e.mark));
    ImGui::TableNextColumn();
    text_wrapped_at_spaces(plain_inline(e.meaning));
  }
  ImGui::EndTable();
}

void generated(const std::string& name) {
  if (name == "keys")
    keys_table();
  else if (name == "legend")
    legend_table();
}

}  // namespace

void help_window(bool& open) {
  if (!open) return;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float room = std::max(vp->WorkSize.y - 16, 100.0f);
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + 8),
                          ImGuiCond_Appearing, ImVec2(0.5f, 0));
  ImGui::SetNextWindowSize(ImVec2(std::min(vp->WorkSize.x - 16, 760.0f), room),
                           ImGuiCond_Appearing);
  // Never taller or wider than the window below the menu bar: the page scrolls.
  ImGui::SetNextWindowSizeConstraints(ImVec2(200, 100), ImVec2(vp->WorkSize.x, room));
  ImGui::SetNextWindowBgAlpha(0.97f);  // text over the scene would be hard to read
  if (ImGui::Begin("Help", &open)) {
    // The pages listed on the left (they are too many for tabs), the chosen one on the right.
    static std::size_t chosen = 0;
    const auto pages = help_pages();
    if (chosen >= pages.size()) chosen = 0;
    ImGui::BeginChild("contents", ImVec2(ImGui::GetFontSize() * 11, 0), true);
    for (std::size_t i = 0; i < pages.size(); ++i) {
      ImGui::PushID(static_cast<int>(i));
      if (ImGui::Selectable(pages[i].title.c_str(), chosen == i)) chosen = i;
      ImGui::PopID();
    }
    ImGui::EndChild();
    ImGui::SameLine();
    if (!pages.empty()) {
      const HelpPage& page = pages[chosen];
      ImGui::BeginChild("page");
      static std::string parsed_for;
      static std::vector<MdBlock> blocks;
      if (parsed_for != page.path) {
        blocks = parse_markdown(page.text);
        parsed_for = page.path;
      }
      draw_markdown(blocks, generated);
      ImGui::EndChild();
    }
  }
  ImGui::End();
}

}  // namespace collide
