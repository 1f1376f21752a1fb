// The moving sphere's controls (every test that takes it first: against a plane, a point, a
// sphere, a moving sphere, a segment, a box, a triangle, an ellipsoid): a time scrubber. With
// "scrub t" on, the visualizers draw the sphere at t ∈ [0, 1] as well and add its row.
#include <imgui.h>

#include "app/visualize/visual_families.hpp"

namespace collide::visual {
namespace {

bool scrubber(EvidenceStyle& style) {
  bool changed = false;
  bool scrub = style.sweep_t >= 0;
  if (ImGui::Checkbox("scrub t", &scrub)) {
    style.sweep_t = scrub ? 0.5 : -1;
    changed = true;
  }
  if (scrub) {
    float t = float(style.sweep_t);
    if (ImGui::SliderFloat("t", &t, 0.0f, 1.0f, "%.3f")) {
      style.sweep_t = double(t);
      changed = true;
    }
  }
  return changed;
}

}  // namespace

template <class T>
bool controls_swept_sphere(const SweptSpherePlaneContact<T>&, const WhyRows&,
                           EvidenceStyle& style) {
  return scrubber(style);
}
template <class T>
bool controls_swept_contact(const SweptSphereContact<T>&, const WhyRows&, EvidenceStyle& style) {
  return scrubber(style);
}
template <class T>
bool controls_swept_shape(const SweptSphereShapeContact<T>&, const WhyRows&, EvidenceStyle& style) {
  return scrubber(style);
}

COLLIDE_INSTANTIATE_CONTROLS_BOTH(swept_sphere, SweptSpherePlaneContact)
COLLIDE_INSTANTIATE_CONTROLS_BOTH(swept_contact, SweptSphereContact)
COLLIDE_INSTANTIATE_CONTROLS_BOTH(swept_shape, SweptSphereShapeContact)

}  // namespace collide::visual
