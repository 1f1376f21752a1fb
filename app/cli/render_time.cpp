#include "app/cli/render_time.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <vector>

#include "app/view/view_framing.hpp"

namespace collide {

std::optional<double> parse_render_time(std::string_view text) {
  double t = 0;
  const char* end = text.data() + text.size();
  const auto [at, ec] = std::from_chars(text.data(), end, t);
  // from_chars reads "nan" and "inf" too: the range check refuses them.
  if (text.empty() || ec != std::errc() || at != end || !(t >= 0 && t <= 1)) return std::nullopt;
  return t;
}

std::optional<int> parse_frame_count(std::string_view text) {
  int n = 0;
  const char* end = text.data() + text.size();
  const auto [at, ec] = std::from_chars(text.data(), end, n);
  if (text.empty() || ec != std::errc() || at != end || n < 1 || n > kMaxRenderFrames)
    return std::nullopt;
  return n;
}

double frame_time(int k, int n) {
  return n <= 1 ? 0.0 : double(k) / double(n - 1);
}

std::string frame_file_name(int k, int n) {
  std::size_t digits = 3;
  for (int last = n - 1; last >= 1000; last /= 10)
    ++digits;
  std::string number = std::to_string(k);
  if (number.size() < digits) number.insert(0, digits - number.size(), '0');
  return "frame_" + number + ".png";
}

SceneAtTime::SceneAtTime(const Scene& scene, double t) : scene_(scene), live_(false) {
  live_.set_time(scene, t);
  if (live_.evaluation().posed().copied()) return;
  const auto moves = [](const SceneObject& o) { return o.motion.any(); };
  if (std::none_of(scene.objects.begin(), scene.objects.end(), moves)) return;
  still_ = scene;
  for (SceneObject& o : still_->objects)
    o.motion = Motion{};
}

std::optional<FocusedPair> SceneAtTime::focused(const FrameFocus& focus) const {
  return live_.focused(scene_, focus.a, focus.b);
}

void SceneAtTime::build_frame(DrawList& out, const Camera& camera, const Viewport& viewport,
                              ViewOptions options) const {
  options.evaluation = &evaluation();
  const std::optional<FocusedPair> pair =
      options.focus ? focused(*options.focus) : std::optional<FocusedPair>();
  if (pair)
    collide::build_frame(out, posed(), camera, viewport, options, *pair);
  else
    collide::build_frame(out, posed(), camera, viewport, options);
}

Camera interval_camera(const Scene& scene, const Viewport& viewport,
                       const OctreeDrawOptions& octree) {
  const SceneAtTime start(scene, 0);
  Camera camera = opening_camera(scene, viewport, &start.evaluation(), octree);
  if (scene.camera) return camera;
  std::vector<glm::dvec3> points;
  for (const double t : {0.0, 0.5, 1.0}) {
    const SceneAtTime at(scene, t);
    const auto more = view_framing_points(at.posed(), &at.evaluation(), octree);
    points.insert(points.end(), more.begin(), more.end());
  }
  frame_view(camera, viewport, points);
  return camera;
}

}  // namespace collide
