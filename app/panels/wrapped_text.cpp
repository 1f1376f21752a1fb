#include "app/panels/wrapped_text.hpp"

#include <imgui.h>

namespace collide {

std::vector<std::string> wrap_at_spaces(std::string_view text, float width,
                                        const std::function<float(std::string_view)>& measure) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t nl = text.find('\n', start);
    const std::string_view para =
        text.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start);
    std::string line;
    std::size_t i = 0;
    while (i <= para.size()) {
      const std::size_t sp = para.find(' ', i);
      const std::string_view word =
          para.substr(i, sp == std::string_view::npos ? para.size() - i : sp - i);
      if (!word.empty()) {
        const std::string joined =
            line.empty() ? std::string(word) : line + " " + std::string(word);
        if (!line.empty() && measure(joined) > width) {
          lines.push_back(std::move(line));
          line = std::string(word);
        } else {
          line = joined;
        }
      }
      if (sp == std::string_view::npos) break;
      i = sp + 1;
    }
    lines.push_back(std::move(line));
    if (nl == std::string_view::npos) break;
    start = nl + 1;
  }
  return lines;
}

std::vector<ShownLine> wrap_and_fit(std::string_view text, float width,
                                    const std::function<float(std::string_view)>& measure) {
  std::vector<ShownLine> out;
  for (std::string& line : wrap_at_spaces(text, width, measure)) {
    FittedText shown = fit_text(line, width, measure);
    out.push_back({std::move(line), std::move(shown)});
  }
  return out;
}

float imgui_text_width(std::string_view s) {
  return ImGui::CalcTextSize(s.data(), s.data() + s.size()).x;
}

void text_wrapped_at_spaces(std::string_view text) {
  for (const ShownLine& line :
       wrap_and_fit(text, ImGui::GetContentRegionAvail().x, imgui_text_width)) {
    ImGui::TextUnformatted(line.shown.shown.c_str());
    if (line.shown.cut && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", line.whole.c_str());
  }
}

void text_disabled_wrapped(std::string_view text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  text_wrapped_at_spaces(text);
  ImGui::PopStyleColor();
}

FittedText fitted_to_available(std::string_view text) {
  return fit_text(text, ImGui::GetContentRegionAvail().x, imgui_text_width);
}

void text_fitted(std::string_view text) {
  const FittedText shown = fitted_to_available(text);
  ImGui::TextUnformatted(shown.shown.c_str());
  if (shown.cut && ImGui::IsItemHovered()) ImGui::SetTooltip("%.*s", int(text.size()), text.data());
}

}  // namespace collide
