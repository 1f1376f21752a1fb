// One Sutherland–Hodgman step (polygon_clip.hpp).
#include "core/queries/polygon_clip.hpp"

#include <glm/geometric.hpp>

namespace collide {

template <class T>
ClipStep<T> clip(const std::vector<Vec3<T>>& polygon, const Vec3<T>& n, T offset) {
  ClipStep<T> step;
  step.normal = n;
  step.offset = offset;
  const std::size_t count = polygon.size();
  // A segment has one edge, a→b: its first point has no edge into it.
  const bool segment = count == 2;
  for (std::size_t i = 0; i < count; ++i) {
    const Vec3<T>& e = polygon[i];
    const T de = glm::dot(n, e) - offset;
    if (!(segment && i == 0) && count > 1) {
      const Vec3<T>& s = polygon[(i + count - 1) % count];
      const T ds = glm::dot(n, s) - offset;
      // The crossing of S→E with the plane, when they lie on its two sides.
      if ((ds <= 0) != (de <= 0)) step.kept.push_back(s + (ds / (ds - de)) * (e - s));
    }
    if (de <= 0)
      step.kept.push_back(e);
    else
      step.cut.push_back(e);
  }
  return step;
}

template ClipStep<float> clip(const std::vector<Vec3<float>>&, const Vec3<float>&, float);
template ClipStep<double> clip(const std::vector<Vec3<double>>&, const Vec3<double>&, double);

}  // namespace collide
