#pragma once
// The timeline (issue 37, item 4): the time of the scene's interval [0, 1] at which the whole
// evaluation runs (AppSession::set_time: every evidence view, the Pairs panel, the marks), played,
// paused, stepped or scrubbed. Its state and rules only, without ImGui or GLFW: the timeline bar
// (app/panels/timeline_bar.cpp) and the keys (app/input/key_table.hpp) change it, the workbench
// advances it by each frame's seconds and hands its time to the session. A scene's view state
// (app/panels/scene_view_state.hpp): another scene starts at t = 0, paused.
#include <optional>

namespace collide {

class LiveEvidence;

// One step of the step buttons and keys: a hundredth of the interval.
inline constexpr double kTimelineStep = 0.01;
// The speed while playing, in intervals per second (0.25: [0, 1] in 4 s), and its range.
inline constexpr double kTimelineSpeed = 0.25;
inline constexpr double kTimelineMinSpeed = 0.02;
inline constexpr double kTimelineMaxSpeed = 2.0;

struct TimelineState {
  double time = 0;  // in [0, 1]
  bool playing = false;
  double speed = kTimelineSpeed;
};

// Play from where it is (from 0 when at the end), or pause.
void toggle_play(TimelineState& s);
// Moves on by `seconds` of playing; at t = 1 it stops there. Nothing while paused.
void advance(TimelineState& s, double seconds);
// Pauses and steps by `steps` steps (negative: back), to the step grid, within [0, 1].
void step(TimelineState& s, int steps);
// Pauses at t (clamped to [0, 1]): the slider, "jump to first contact".
void jump_to(TimelineState& s, double t);
// The focused pair's first contact in [0, 1] (its time of impact, when its objects touch over
// the interval: motion_evidence.hpp), or nothing.
std::optional<double> first_contact(const LiveEvidence& evidence);

}  // namespace collide
