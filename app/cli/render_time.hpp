#pragma once
// `render --time T` and `render --frames N --out DIR` (issue 37): a scene drawn at an instant of
// its interval t ∈ [0, 1], as the viewer's timeline shows it — every object where its motion puts
// it (SceneEvaluation::set_time, core's pose_at), the focused pair's still test there with its
// motion's evidence over the interval — and a numbered PNG sequence over the interval, for
// slides and bug reports. GL-free: the option values, the times, the file names and the frame's
// draw list; render_command.cpp draws and writes them.
#include <optional>
#include <string>
#include <string_view>

#include "app/session/live_evaluation.hpp"
#include "app/view/frame.hpp"
#include "core/scene/scene.hpp"
#include "render/camera.hpp"
#include "render/draw_list.hpp"

namespace collide {

// The most frames one `render --frames` writes (a number past it is a typo, not a film).
inline constexpr int kMaxRenderFrames = 10000;

// --time's value: a finite number in [0, 1] written in full ("0.5", "1", "2.5e-1"), nothing
// after it; nothing otherwise (NaN, infinity, out of range, not a number).
std::optional<double> parse_render_time(std::string_view text);
// --frames' value: a whole number in 1..kMaxRenderFrames; nothing otherwise.
std::optional<int> parse_frame_count(std::string_view text);
// Frame k of n: t = k/(n − 1), so the first is t = 0 and the last t = 1; one frame is t = 0.
double frame_time(int k, int n);
// Its file: "frame_007.png", numbered from 0 with as many digits as the last number needs, at
// least 3 (so the names sort in order: frame_0000 … frame_9999 for 10,000).
std::string frame_file_name(int k, int n);

// The scene evaluated at the instant t, as the viewer's timeline shows it.
class SceneAtTime {
 public:
  // `scene` must outlive this.
  SceneAtTime(const Scene& scene, double t);
  // Every object posed at t and standing still there, as the evaluation tests it (the scene
  // itself where nothing moves).
  const Scene& posed() const { return still_ ? *still_ : live_.evaluation().posed().scene(); }
  const SceneEvaluation& evaluation() const { return live_.evaluation(); }
  // The focused pair at t: its still test as posed there (FocusedPair::at_time), with its
  // motion's evidence over [0, 1] from the objects at t = 0; nothing when out of range.
  std::optional<FocusedPair> focused(const FrameFocus& focus) const;
  // The frame at t (build_frame of the posed scene, the focus's evidence as focused() gives it,
  // the octree read from this evaluation).
  void build_frame(DrawList& out, const Camera& camera, const Viewport& viewport,
                   ViewOptions options) const;

 private:
  const Scene& scene_;
  LiveEvaluation live_;
  // At t = 0 the evaluation's posed scene is the scene itself, motions included (PosedScene),
  // while it tests every object still: a copy without the motions, so that no sweep is drawn.
  std::optional<Scene> still_;
};

// The view of a sequence, the same for every frame: the file's camera, else the opening view's
// direction framing the scene at t = 0, 1/2 and 1 (what moves stays in the picture).
Camera interval_camera(const Scene& scene, const Viewport& viewport,
                       const OctreeDrawOptions& octree);

}  // namespace collide
