#include "app/panels/toasts.hpp"

#include <algorithm>
#include <limits>

#include <imgui.h>

namespace collide {
namespace {

double lifetime(ToastKind kind) {
  return kind == ToastKind::error ? Toasts::kErrorSeconds : Toasts::kInfoSeconds;
}

}  // namespace

void Toasts::push(std::string text, ToastKind kind, double now) {
  shown_.push_back({std::move(text), kind, now});
  while (shown_.size() > kMaxShown)
    shown_.pop_front();
}

void Toasts::expire(double now) {
  std::erase_if(shown_, [&](const Toast& t) { return now - t.shown_at >= lifetime(t.kind); });
}

float Toasts::opacity(const Toast& t, double now) {
  const double left = lifetime(t.kind) - (now - t.shown_at);
  return static_cast<float>(std::clamp(left / kFadeSeconds, 0.0, 1.0));
}

double Toasts::seconds_until_fade(double now) const {
  double soonest = std::numeric_limits<double>::infinity();
  for (const Toast& t : shown_)
    soonest =
        std::min(soonest, std::max(0.0, lifetime(t.kind) - kFadeSeconds - (now - t.shown_at)));
  return soonest;
}

void Toasts::draw(double now, ImVec2 corner) {
  expire(now);
  const float margin = 12;
  float y = corner.y - margin;
  int index = 0;
  // Newest at the bottom, older ones stacked above it.
  for (auto it = shown_.rbegin(); it != shown_.rend(); ++it, ++index) {
    const float alpha = opacity(*it, now);
    ImGui::SetNextWindowPos(ImVec2(corner.x - margin, y), ImGuiCond_Always, ImVec2(1, 1));
    ImGui::SetNextWindowBgAlpha(0.85f * alpha);
    ImGui::PushStyleVar(ImGuiStyleVar_Alpha, alpha);
    const std::string id = "##toast" + std::to_string(index);
    ImGui::Begin(id.c_str(), nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                     ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoInputs);
    if (it->kind == ToastKind::error)
      ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.4f, 1), "%s", it->text.c_str());
    else
      ImGui::TextUnformatted(it->text.c_str());
    y -= ImGui::GetWindowHeight() + 6;
    ImGui::End();
    ImGui::PopStyleVar();
  }
}

}  // namespace collide
