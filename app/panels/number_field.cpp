#include "app/panels/number_field.hpp"

#include <cstdio>

#include <imgui.h>

#include "app/input/number_text.hpp"
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
  // While the field is active ImGui edits its own copy of the text: `buf` only seeds it, and
  // receives each edit.
  if (ImGui::InputText(label, buf, sizeof buf,
                       ImGuiInputTextFlags_AutoSelectAll | ImGuiInputTextFlags_CallbackCharFilter,
                       keep_number_characters))
    text_ = buf;
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
