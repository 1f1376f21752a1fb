#include "render/debug_draw_adapter.hpp"

namespace collide {

void forward_to_debug_draw(const DrawList& list, DebugDraw& dd) {
  for (Layer layer : {Layer::scene, Layer::evidence, Layer::overlay}) {
    for (const DrawLine& l : list.layer(layer).lines)
      dd.line(glm::vec3(l.a), glm::vec3(l.b), l.color_a, l.color_b, l.width_px);
    for (const DrawPoint& p : list.layer(layer).points)
      dd.point(glm::vec3(p.p), p.color, p.size_px);
  }
}

}  // namespace collide
