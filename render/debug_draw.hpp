#pragma once
// A small emitter for code that works in float world positions (the ground grid): it widens
// them to double and appends to one layer of a DrawList. The GL drawing itself is GlRenderer's
// (gl_renderer.hpp); new code emits into the DrawList directly, in double.
#include <glm/vec3.hpp>

#include "render/draw_list.hpp"

namespace collide {

class DebugDraw {
 public:
  explicit DebugDraw(DrawList& list, Layer layer = Layer::scene) : list_(list), layer_(layer) {}

  void line(const glm::vec3& a, const glm::vec3& b, const Color& color, float width_px = 1.5f) {
    line(a, b, color, color, width_px);
  }
  // A line with nothing to show (both ends fully transparent) is not emitted.
  void line(const glm::vec3& a, const glm::vec3& b, const Color& color_a, const Color& color_b,
            float width_px) {
    if (color_a.a <= 0 && color_b.a <= 0) return;
    list_.line(layer_, {glm::dvec3(a), glm::dvec3(b), color_a, color_b, width_px});
  }
  void point(const glm::vec3& p, const Color& color, float size_px = 9.0f) {
    list_.point(layer_, {glm::dvec3(p), color, size_px});
  }
  void triangle(const glm::vec3& a, const glm::vec3& b, const glm::vec3& c, const Color& color) {
    list_.triangle(layer_, {glm::dvec3(a), glm::dvec3(b), glm::dvec3(c), color});
  }

 private:
  DrawList& list_;
  Layer layer_;
};

}  // namespace collide
