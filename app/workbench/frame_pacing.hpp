#pragma once
// When the viewer draws. A frame is drawn at once while something is happening — input queued
// or just replayed, a button or key held (a drag, a key's repeat), a file loading, a notice
// fading, a scripted run (--frames counts frames) — and otherwise the loop sleeps until the next
// event, waking now and then for what changes without input (a followed file rewritten, a
// notice's time up). A viewer left open beside an editor then costs nothing: under llvmpipe a
// frame of the default scene is about 60 ms of CPU, so drawing continuously kept a core busy.
//
// After input a few more frames are drawn before sleeping: ImGui lays out a window or a popup
// that appears over a frame or two (a menu opened by a click is sized on its first frame and
// shown on the next). GLFW-free, so the rule is tested on its own.
#include <limits>

namespace collide {

// What the frame about to be drawn has to show, besides the input it was woken by.
struct FrameDemand {
  bool scripted = false;       // --frames N: every frame drawn without waiting
  bool loading = false;        // a file loads on its thread: its progress is shown
  bool input_pending = false;  // queued input not replayed yet (a tap replayed over two frames)
  bool held = false;           // a mouse button or a key is down: drags and key repeat
  // Seconds until something drawn changes by itself (a notice begins to fade); 0 while it does.
  double next_change = std::numeric_limits<double>::infinity();
};

class FramePacing {
 public:
  static constexpr int kSettleFrames = 3;
  static constexpr double kIdleWakeSeconds = 0.25;

  // A window event arrived (input, a resize, a drop, a change of focus or scale).
  void woken() { quiet_frames_ = 0; }
  void frame_drawn() {
    if (quiet_frames_ < kSettleFrames) ++quiet_frames_;
  }
  // How long the loop may wait for an event before drawing the next frame: 0 to draw at once.
  double wait_seconds(const FrameDemand& d) const;

 private:
  int quiet_frames_ = 0;  // frames drawn since the last event (counting stops at kSettleFrames)
};

}  // namespace collide
