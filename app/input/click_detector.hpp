#pragma once
// A click, told from the end of a camera drag by how far the pointer moved while pressed.
#include <glm/vec2.hpp>

namespace collide {

// Tells a click from the end of a camera drag: a press and release of the left button are a
// click only if the pointer never moved more than `threshold_px` from where it was pressed.
class ClickDetector {
 public:
  explicit ClickDetector(double threshold_px = 4) : threshold_px_(threshold_px) {}
  void press(const glm::dvec2& pixel);
  void move(const glm::dvec2& pixel);
  // True when this release ends a click (and forgets the press).
  bool release(const glm::dvec2& pixel);
  bool pressed() const { return pressed_; }

 private:
  double threshold_px_;
  bool pressed_ = false;
  bool moved_ = false;
  glm::dvec2 at_{0, 0};
};

}  // namespace collide
