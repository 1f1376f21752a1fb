#include "app/kinds/new_object.hpp"

#include <algorithm>

#include "app/kinds/edit_view.hpp"

namespace collide {

NewObjectFrame new_object_frame(const Camera& camera, const Viewport& viewport) {
  const EditView view = edit_view(camera, viewport);
  NewObjectFrame f;
  f.center = glm::dvec3(camera.target);
  f.right = view.right;
  f.up = view.up;
  f.toward_eye = -view.forward;
  const int smaller_side = std::max(1, std::min(viewport.width, viewport.height));
  f.size = view.pixel_size_at(f.center) * double(smaller_side) / 8.0;
  return f;
}

}  // namespace collide
