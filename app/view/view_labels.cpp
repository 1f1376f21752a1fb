#include "app/view/view_labels.hpp"

namespace collide {

std::vector<glm::dvec3> label_keep_clear_points(const Scene& scene,
                                                const std::vector<ObjectMark>& marks) {
  std::vector<glm::dvec3> points;
  if (marks.size() != scene.objects.size() || marks.size() > kMaxKeepClearObjects) return points;
  for (std::size_t i = 0; i < marks.size(); ++i)
    if (scene.objects[i].visible && marks[i].anchor) points.push_back(*marks[i].anchor);
  return points;
}

}  // namespace collide
