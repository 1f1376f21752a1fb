#include "render/label_placement.hpp"

#include "render/eye_relative.hpp"

namespace collide {

std::vector<PlacedLabel> place_labels(const DrawList& list, const Camera& camera,
                                      const Viewport& viewport) {
  std::vector<PlacedLabel> placed;
  for (Layer layer : {Layer::scene, Layer::evidence, Layer::overlay})
    for (const DrawLabel& l : list.layer(layer).labels) {
      const auto px = eye_relative_to_pixel(camera, viewport, l.anchor);
      if (!px || px->x < 0 || px->y < 0 || px->x >= viewport.width || px->y >= viewport.height)
        continue;
      placed.push_back({&l, layer, glm::vec2(*px) + l.offset_px});
    }
  return placed;
}

}  // namespace collide
