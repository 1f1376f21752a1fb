#include "app/panels/help_window.hpp"

#include <algorithm>
#include <span>
#include <string>

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

// The code's tables; false for a block drawn from the page's copy (the command line's words).
bool generated(const std::string& name) {
  if (name == "keys")
    keys_table();
  else if (name == "legend")
    legend_table();
  else
    return false;
  return true;
}

void open_page(HelpWindowState& s, std::size_t page, MdMark mark) {
  s.page = page;
  s.mark = mark;
  s.results = false;
}

// A page's title as a Selectable the width of the column, cut and marked when it does not fit
// (the whole title on hover).
bool page_entry(const std::string& title, bool chosen) {
  const FittedText shown = fitted_to_available(title);
  const bool clicked = ImGui::Selectable(shown.shown.c_str(), chosen);
  if (shown.cut && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", title.c_str());
  return clicked;
}

void section_heading(std::string_view text) {
  ImGui::Spacing();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  text_fitted(text);
  ImGui::PopStyleColor();
}

// The search box; a new query is searched at once. Enter opens the first hit.
void search_box(HelpWindowState& s, std::span<const HelpPage> pages) {
  const float clear = ImGui::CalcTextSize("Clear").x + ImGui::GetStyle().FramePadding.x * 2;
  ImGui::SetNextItemWidth(-(clear + ImGui::GetStyle().ItemSpacing.x));
  const bool enter = ImGui::InputTextWithHint("##search", "Search all pages (every word)", s.query,
                                              sizeof s.query, ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  if (ImGui::Button("Clear")) s.query[0] = '\0';
  if (s.searched != s.query) {
    s.searched = s.query;
    s.hits = search_help(pages, s.searched);
    s.results = !s.searched.empty();
  }
  if (enter && !s.hits.empty()) open_page(s, s.hits.front().page, {s.hits.front().block, true});
}

// The left column: every page under its section, or while searching, the pages hit.
void contents(HelpWindowState& s, std::span<const HelpPage> pages) {
  if (s.searched.empty()) {
    std::string_view section;
    for (std::size_t i = 0; i < pages.size(); ++i) {
      if (pages[i].section != section) section_heading(section = pages[i].section);
      ImGui::PushID(static_cast<int>(i));
      if (page_entry(pages[i].title, s.page == i)) open_page(s, i, {});
      ImGui::PopID();
    }
    return;
  }
  const std::string found =
      std::to_string(s.hits.size()) + " of " + std::to_string(pages.size()) + " pages";
  if (ImGui::Selectable(found.c_str(), s.results)) s.results = true;
  ImGui::Separator();
  for (std::size_t h = 0; h < s.hits.size(); ++h) {
    ImGui::PushID(static_cast<int>(h));
    const HelpHit& hit = s.hits[h];
    if (page_entry(pages[hit.page].title, !s.results && s.page == hit.page))
      open_page(s, hit.page, {hit.block, true});
    ImGui::PopID();
  }
}

// The hits, each its page's title (click: open it at the hit) over its line of context.
void results(HelpWindowState& s, std::span<const HelpPage> pages) {
  if (s.hits.empty()) {
    text_disabled_wrapped("No page holds every word of \"" + s.searched + "\".");
    return;
  }
  for (std::size_t h = 0; h < s.hits.size(); ++h) {
    const HelpHit& hit = s.hits[h];
    ImGui::PushID(static_cast<int>(h));
    if (page_entry(pages[hit.page].title, false)) open_page(s, hit.page, {hit.block, true});
    ImGui::PopID();
    ImGui::Indent();
    text_disabled_wrapped(hit.context);
    ImGui::Unindent();
    ImGui::Spacing();
  }
}

void page_view(HelpWindowState& s, const HelpPage& page) {
  if (s.parsed_for != page.path) {
    s.blocks = parse_markdown(page.text);
    s.parsed_for = page.path;
    ImGui::SetScrollY(0);  // another page starts at its top, unless a hit scrolls it
  }
  draw_markdown(s.blocks, generated, s.mark);
  s.mark.scroll = false;  // once: the reader scrolls on from there
}

// The left column as wide as its longest title (within 11 em and 40% of the window): a title
// cut short reads as another.
float contents_width(std::span<const HelpPage> pages) {
  float widest = 0;
  for (const HelpPage& p : pages)
    widest =
        std::max({widest, ImGui::CalcTextSize(p.title.c_str()).x,
                  ImGui::CalcTextSize(p.section.data(), p.section.data() + p.section.size()).x});
  const ImGuiStyle& style = ImGui::GetStyle();
  const float padded =
      widest + 2 * (style.WindowPadding.x + style.FramePadding.x) + style.ScrollbarSize;
  return std::min(std::max(padded, ImGui::GetFontSize() * 11),
                  ImGui::GetContentRegionAvail().x * 0.4f);
}

}  // namespace

void help_window(bool& open) {
  static HelpWindowState state;
  help_window(open, state);
}

void help_window(bool& open, HelpWindowState& s) {
  if (!open) return;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float room = std::max(vp->WorkSize.y - 16, 100.0f);
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + 8),
                          ImGuiCond_Appearing, ImVec2(0.5f, 0));
  ImGui::SetNextWindowSize(ImVec2(std::min(vp->WorkSize.x - 16, 900.0f), room),
                           ImGuiCond_Appearing);
  // Never taller or wider than the window below the menu bar: the page scrolls.
  ImGui::SetNextWindowSizeConstraints(ImVec2(200, 100), ImVec2(vp->WorkSize.x, room));
  ImGui::SetNextWindowBgAlpha(0.97f);  // text over the scene would be hard to read
  if (ImGui::Begin("Help", &open)) {
    const auto pages = help_pages();
    if (s.page >= pages.size()) s.page = 0;
    search_box(s, pages);
    // The pages listed on the left (they are too many for tabs), the chosen one on the right.
    ImGui::BeginChild("contents", ImVec2(contents_width(pages), 0), true);
    contents(s, pages);
    ImGui::EndChild();
    ImGui::SameLine();
    if (!pages.empty()) {
      ImGui::BeginChild(s.results ? "results" : "page");
      if (s.results)
        results(s, pages);
      else
        page_view(s, pages[s.page]);
      ImGui::EndChild();
    }
  }
  ImGui::End();
}

}  // namespace collide
