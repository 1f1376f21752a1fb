#include "app/view/verdict_marks.hpp"

#include <cmath>
#include <optional>
#include <string>

#include "core/shapes/shape.hpp"

namespace collide {

namespace {

// Where an object's mark goes: its box's centre, a plane's point; nothing when not finite.
std::optional<glm::dvec3> anchor_of(const ObjectDesc& d) {
  glm::dvec3 c;
  if (const auto* p = std::get_if<desc::Plane>(&d)) {
    c = glm::dvec3(p->point.x, p->point.y, p->point.z);
  } else if (const auto box = bounds_of(d)) {
    c = 0.5 * glm::dvec3(box->min.x + box->max.x, box->min.y + box->max.y, box->min.z + box->max.z);
  } else {
    return std::nullopt;
  }
  if (!std::isfinite(c.x) || !std::isfinite(c.y) || !std::isfinite(c.z)) return std::nullopt;
  return c;
}

}  // namespace

void draw_verdict_marks(DrawList& out, const Scene& scene, const std::vector<PairRow>& rows) {
  std::vector<unsigned char> hit(scene.objects.size(), 0);
  for (const PairRow& r : rows) {
    if (r.a >= scene.objects.size() || r.b >= scene.objects.size()) continue;
    if (r.verdict == PairVerdict::intersects) hit[r.a] = hit[r.b] = 1;
    if (r.expectation != ExpectationMark::failed && !r.disagreement) continue;
    const auto a = anchor_of(scene.objects[r.a].desc), b = anchor_of(scene.objects[r.b].desc);
    if (!a || !b) continue;
    // Both can hold: the labels sit above and below the line's middle.
    if (r.expectation == ExpectationMark::failed) {
      out.line(Layer::evidence, {*a, *b, kFailedMark, kFailedMark, 2.5f, 6});
      out.label(Layer::evidence, {0.5 * (*a + *b), {0, -14}, "expectation failed", kFailedMark});
    }
    if (r.disagreement) {
      out.line(Layer::evidence, {*a, *b, kDisagreementMark, kDisagreementMark, 2.0f, 3});
      out.label(Layer::evidence, {0.5 * (*a + *b), {0, 14}, "float ≠ double", kDisagreementMark});
    }
  }
  for (std::size_t i = 0; i < scene.objects.size(); ++i) {
    const SceneObject& o = scene.objects[i];
    if (!o.visible) continue;
    const auto at = anchor_of(o.desc);
    if (!at) continue;
    if (const Problem p = validate(to_shape<double>(o.desc)); p != Problem::none) {
      out.point(Layer::evidence, {*at, kInvalidMark, 12});
      out.label(Layer::evidence,
                {*at, {8, 8}, "invalid: " + std::string(describe(p)), kInvalidMark});
    } else if (hit[i]) {
      out.point(Layer::evidence, {*at, kIntersectingMark, 10});
    }
  }
}

}  // namespace collide
