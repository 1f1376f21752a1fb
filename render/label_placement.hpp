#pragma once
// Where labels go on screen. render/ draws no text (it must not include ImGui): the app asks for
// the labels' pixel positions and draws the text itself (the viewer through ImGui's background
// draw list). GL-free, so tests check the placement without a context.
#include <vector>

#include <glm/vec2.hpp>

#include "render/camera.hpp"
#include "render/draw_list.hpp"

namespace collide {

struct PlacedLabel {
  const DrawLabel* label = nullptr;  // points into the DrawList it was placed from
  Layer layer = Layer::scene;
  glm::vec2 pixel{0, 0};  // the text's top-left corner: the anchor's image plus the offset
};

// Every label whose anchor is in front of the eye and inside the image, in layer order (scene,
// evidence, overlay) and emission order within a layer. A hidden label is left out.
std::vector<PlacedLabel> place_labels(const DrawList& list, const Camera& camera,
                                      const Viewport& viewport);

}  // namespace collide
