#include "app/session/object_marks.hpp"

#include <cmath>

#include "core/shapes/shape.hpp"

namespace collide {

ObjectMark object_mark(const ObjectDesc& d, const Motion& motion) {
  ObjectMark m;
  m.problem = validate(to_shape<double>(d, motion));
  glm::dvec3 c;
  if (const auto* p = std::get_if<desc::Plane>(&d)) {
    c = glm::dvec3(p->point.x, p->point.y, p->point.z);
  } else if (const auto* r = std::get_if<desc::Ray>(&d)) {
    c = glm::dvec3(r->origin.x, r->origin.y, r->origin.z);  // unbounded: marked at its origin
  } else if (const auto box = bounds_of(d, motion)) {
    c = 0.5 * glm::dvec3(box->min.x + box->max.x, box->min.y + box->max.y, box->min.z + box->max.z);
  } else {
    return m;
  }
  if (std::isfinite(c.x) && std::isfinite(c.y) && std::isfinite(c.z)) m.anchor = c;
  return m;
}

void ObjectMarkTable::update(const Scene& scene,
                             const std::optional<std::vector<std::size_t>>& modified) {
  if (modified) {
    for (const std::size_t i : *modified)
      marks_[i] = object_mark(scene.objects[i].desc, scene.objects[i].motion);
    return;
  }
  marks_.clear();
  marks_.reserve(scene.objects.size());
  for (const SceneObject& o : scene.objects)
    marks_.push_back(object_mark(o.desc, o.motion));
}

}  // namespace collide
