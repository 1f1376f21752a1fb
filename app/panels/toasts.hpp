#pragma once
// Short notices in the corner of the window ("Saved lesson.json", "Screenshot written to …",
// an error): they appear, stay long enough to read, fade and go, instead of lines in a terminal
// nobody watches. Errors stay longer than confirmations. Times are in seconds of any clock
// (the viewer passes glfwGetTime()), so tests drive them with made-up times.
#include <cstddef>
#include <deque>
#include <string>

#include <imgui.h>

namespace collide {

enum class ToastKind { info, error };

struct Toast {
  std::string text;
  ToastKind kind = ToastKind::info;
  double shown_at = 0;
};

class Toasts {
 public:
  static constexpr double kInfoSeconds = 3, kErrorSeconds = 8, kFadeSeconds = 0.5;
  static constexpr std::size_t kMaxShown = 4;  // older ones make room for newer ones

  void push(std::string text, ToastKind kind, double now);
  // Drops the notices whose time is up.
  void expire(double now);
  const std::deque<Toast>& shown() const { return shown_; }
  // 1 while a notice is fresh, falling to 0 over its last kFadeSeconds.
  static float opacity(const Toast& t, double now);
  // Seconds until a shown notice begins to fade (0 while one fades; infinity with none shown):
  // until then the notices look the same, and the viewer need not draw them again.
  double seconds_until_fade(double now) const;

  // Draws the shown notices stacked up from `corner` (ImGui coordinates: the 3D view's
  // bottom-right corner, so they cover no panel).
  void draw(double now, ImVec2 corner);

 private:
  std::deque<Toast> shown_;
};

}  // namespace collide
