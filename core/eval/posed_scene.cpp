#include "core/eval/posed_scene.hpp"

#include <algorithm>

#include "core/scene/pose.hpp"

namespace collide {

void PosedScene::pose(const Scene& scene, double t) {
  scene_ = &scene;
  t_ = t;
  posed_.reset();
  // At t = 0 every object is where its description puts it: nothing to copy.
  if (t == 0 || std::none_of(scene.objects.begin(), scene.objects.end(),
                             [](const SceneObject& o) { return o.motion.any(); }))
    return;
  posed_ = scene;
  for (SceneObject& o : posed_->objects)
    if (o.motion.any()) {
      o.desc = pose_at(o.desc, o.motion, t);
      o.motion = {};
    }
}

}  // namespace collide
