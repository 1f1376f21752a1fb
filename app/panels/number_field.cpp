#include "app/panels/number_field.hpp"

#include <cstdio>

#include <imgui.h>

#include "app/input/number_text.hpp"
#include "app/panels/wrapped_text.hpp"
#include "core/math/number_format.hpp"

namespace collide {

namespace {
int keep_number_characters(ImGuiInputTextCallbackData* data) {
  return number_character(data->EventChar) ? 0 : 1;  // non-zero: the character is dropped
}
}  // namespace

bool NumberField::draw(const char* label, double& value) {
  // A field that was not drawn last frame (another object selected mid-edit) starts afresh.
  if (last_frame_ != ImGui::GetFrameCount() - 1) editing_ = false;
  last_frame_ = ImGui::GetFrameCount();
  if (!editing_) text_ = format_number(value);
  char buf[64];
  std::snprintf(buf, sizeof buf, "%s", text_.c_str());
  // ImGui clips the text at the field's edge without a sign: a value that does not fit is drawn
  // cut and marked over ImGui's own text, hidden (see the header).
  const ImGuiStyle& style = ImGui::GetStyle();
  const float room = ImGui::CalcItemWidth() - 2 * style.FramePadding.x;
  shown_ = editing_ ? FittedText{text_, false} : fit_text(text_, room, imgui_text_width);
  if (shown_.cut) ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(0, 0, 0, 0));
  // While the field is active ImGui edits its own copy of the text: `buf` only seeds it, and
  // receives each edit.
  if (ImGui::InputText(label, buf, sizeof buf,
                       ImGuiInputTextFlags_AutoSelectAll | ImGuiInputTextFlags_CallbackCharFilter,
                       keep_number_characters))
    text_ = buf;
  if (shown_.cut) {
    ImGui::PopStyleColor();
    if (!ImGui::IsItemActive()) {  // a click this frame: ImGui's editor shows the whole text
      const ImVec2 at = ImGui::GetItemRectMin();
      ImGui::GetWindowDrawList()->AddText(
          ImVec2(at.x + style.FramePadding.x, at.y + style.FramePadding.y),
          ImGui::GetColorU32(ImGuiCol_Text), shown_.shown.c_str());
    }
    if (ImGui::IsItemHovered() && !ImGui::IsItemActive()) ImGui::SetTooltip("%s", text_.c_str());
  }
  if (ImGui::IsItemActivated()) editing_ = true;
  if (!ImGui::IsItemDeactivated()) return false;
  editing_ = false;
  const TypedNumber typed = read_typed_number(text_);
  if (!typed.value) {
    error_ = typed.error;
    return false;
  }
  error_.reset();
  if (*typed.value == value) return false;
  value = *typed.value;
  return true;
}

}  // namespace collide
