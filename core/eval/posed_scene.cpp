#include "core/eval/posed_scene.hpp"

#include <algorithm>

#include "core/scene/pose.hpp"

namespace collide {

void PosedScene::pose(const Scene& scene, double t) {
  scene_ = &scene;
  t_ = t;
  posed_.reset();
  moving_.clear();
  // At t = 0 every object is where its description puts it: nothing to copy.
  if (t == 0 || std::none_of(scene.objects.begin(), scene.objects.end(),
                             [](const SceneObject& o) { return o.motion.any(); }))
    return;
  posed_ = scene;
  ++whole_copies_;
  for (std::uint32_t i = 0; i < posed_->objects.size(); ++i)
    if (SceneObject& o = posed_->objects[i]; o.motion.any()) {
      o.desc = pose_at(o.desc, o.motion, t);
      o.motion = {};  // standing at its pose of t: tested still (SceneEvaluation's instant)
      moving_.push_back(i);
    }
}

void PosedScene::repose(const Scene& scene, double t, std::span<const std::uint32_t> changed) {
  if (!posed_ || t == 0 || scene_ != &scene || posed_->objects.size() != scene.objects.size()) {
    pose(scene, t);
    return;
  }
  t_ = t;
  // The changed objects as the scene has them now; which of them move may have changed too.
  for (const std::uint32_t i : changed) {
    posed_->objects[i] = scene.objects[i];
    const auto at = std::lower_bound(moving_.begin(), moving_.end(), i);
    const bool listed = at != moving_.end() && *at == i;
    if (scene.objects[i].motion.any() && !listed)
      moving_.insert(at, i);
    else if (!scene.objects[i].motion.any() && listed)
      moving_.erase(at);
  }
  if (moving_.empty()) {  // nothing moves any more: the scene itself
    posed_.reset();
    return;
  }
  for (const std::uint32_t i : moving_) {
    posed_->objects[i].desc = pose_at(scene.objects[i].desc, scene.objects[i].motion, t);
    posed_->objects[i].motion = {};
  }
}

}  // namespace collide
