#include "app/session/live_evaluation.hpp"

#include <cstdint>

namespace collide {

LiveEvaluation::LiveEvaluation(bool both_precisions) {
  eval_.set_both_precisions(both_precisions);
}

bool LiveEvaluation::update(Document& doc) {
  return update(doc.scene(), doc.take_delta());
}

bool LiveEvaluation::update(const Scene& scene, const SceneDelta& delta) {
  if (built_ && delta.empty()) return false;
  if (!built_ || delta.everything)
    eval_.build(scene);
  else
    eval_.update(scene, delta);
  built_ = true;
  CheckOptions options;
  options.keep_pairs = false;  // the pairs are the evaluation's; only the expectations are read
  report_ = check_scene(scene, eval_, options);
  ++generation_;
  return true;
}

void LiveEvaluation::set_time(const Scene& scene, double t) {
  eval_.set_time(scene, t);
  built_ = true;
  CheckOptions options;
  options.keep_pairs = false;
  report_ = check_scene(scene, eval_, options);
  ++generation_;
}

template <class T>
FocusedPair LiveEvaluation::make(std::size_t a, std::size_t b) const {
  EvaluatedPair<T> p{
      eval_.evaluate<T>(static_cast<std::uint32_t>(a), static_cast<std::uint32_t>(b)),
      eval_.posed().shape<T>(a), eval_.posed().shape<T>(b)};
  FocusedPair f;
  f.a = a;
  f.b = b;
  f.pair = std::move(p);
  f.timed = eval_.timed(static_cast<std::uint32_t>(a), static_cast<std::uint32_t>(b));
  if (eval_.at_instant()) f.at_time = eval_.time();
  return f;
}

bool LiveEvaluation::has_pair(const Scene& scene, std::size_t a, std::size_t b) const {
  return built_ && a != b && a < scene.objects.size() && b < scene.objects.size() &&
         a < eval_.object_count() && b < eval_.object_count();
}

std::optional<FocusedPair> LiveEvaluation::focused(const Scene& scene, std::size_t a,
                                                   std::size_t b) const {
  if (!has_pair(scene, a, b)) return std::nullopt;
  FocusedPair f = eval_.precision() == Precision::float32 ? make<float>(a, b) : make<double>(a, b);
  // The motion's evidence starts from the objects at t = 0 (the document's), whatever the time.
  f.motion = moving_pair(scene.objects[a], scene.objects[b], scene.settings);
  return f;
}

std::optional<FocusedPair> LiveEvaluation::focused_other(const Scene& scene, std::size_t a,
                                                         std::size_t b) const {
  if (!eval_.both_precisions() || !has_pair(scene, a, b)) return std::nullopt;
  const bool in_float = eval_.precision() == Precision::float32;
  FocusedPair f = in_float ? make<double>(a, b) : make<float>(a, b);
  // Its motion in the same (other) precision: a timed pair's verdict is that time of impact's.
  SceneSettings other = scene.settings;
  other.precision = in_float ? Precision::float64 : Precision::float32;
  f.motion = moving_pair(scene.objects[a], scene.objects[b], other);
  return f;
}

}  // namespace collide
