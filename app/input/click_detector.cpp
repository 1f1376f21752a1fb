#include "app/input/click_detector.hpp"

#include <glm/geometric.hpp>

namespace collide {

void ClickDetector::press(const glm::dvec2& pixel) {
  pressed_ = true;
  moved_ = false;
  at_ = pixel;
}

void ClickDetector::move(const glm::dvec2& pixel) {
  if (pressed_ && glm::length(pixel - at_) > threshold_px_) moved_ = true;
}

bool ClickDetector::release(const glm::dvec2& pixel) {
  move(pixel);
  const bool click = pressed_ && !moved_;
  pressed_ = false;
  return click;
}

}  // namespace collide
