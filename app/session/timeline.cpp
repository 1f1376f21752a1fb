#include "app/session/timeline.hpp"

#include <algorithm>
#include <cmath>
#include <variant>

#include "app/session/live_evidence.hpp"

namespace collide {

void toggle_play(TimelineState& s) {
  if (s.playing) {
    s.playing = false;
    return;
  }
  if (s.time >= 1) s.time = 0;  // played to the end: again from the start
  s.playing = true;
}

void advance(TimelineState& s, double seconds) {
  if (!s.playing || !(seconds > 0)) return;
  s.time += std::clamp(s.speed, kTimelineMinSpeed, kTimelineMaxSpeed) * seconds;
  if (s.time >= 1) {
    s.time = 1;
    s.playing = false;
  }
}

void step(TimelineState& s, int steps) {
  s.playing = false;
  // To the grid first, so steps from a played time land on round times.
  const double k = std::round(s.time / kTimelineStep) + steps;
  s.time = std::clamp(k * kTimelineStep, 0.0, 1.0);
}

void jump_to(TimelineState& s, double t) {
  s.playing = false;
  s.time = std::clamp(t, 0.0, 1.0);
}

std::optional<double> first_contact(const LiveEvidence& evidence) {
  const auto& f = evidence.focused();
  if (!f || !f->motion) return std::nullopt;
  return std::visit(
      [](const auto& r) -> std::optional<double> {
        if (!r.touches()) return std::nullopt;
        return double(r.t);
      },
      f->motion->toi);
}

}  // namespace collide
