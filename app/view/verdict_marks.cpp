#include "app/view/verdict_marks.hpp"

#include <algorithm>
#include <string>

#include "app/view/draw_settings.hpp"
#include "app/view/scene_drawing.hpp"

namespace collide {

namespace {

// `shown(i)`: whether objects[i]'s "intersects something" dot is drawn.
template <class Shown>
void draw_marks(DrawList& out, const Scene& scene, const std::vector<PairRow>& rows,
                const std::vector<ObjectMark>& marks, const Shown& shown) {
  if (marks.size() != scene.objects.size()) return;
  std::vector<unsigned char> hit(scene.objects.size(), 0);
  for (const PairRow& r : rows) {
    if (r.a >= scene.objects.size() || r.b >= scene.objects.size()) continue;
    if (r.verdict == PairVerdict::intersects) hit[r.a] = hit[r.b] = 1;
    if (r.expectation != ExpectationMark::failed && !r.disagreement) continue;
    const auto &a = marks[r.a].anchor, &b = marks[r.b].anchor;
    if (!a || !b) continue;
    // Both can hold: the labels sit above and below the line's middle.
    if (r.expectation == ExpectationMark::failed) {
      out.line(Layer::evidence, {*a, *b, kFailedMark, kFailedMark, 2.5f, 6});
      out.label(
          Layer::evidence,
          {0.5 * (*a + *b), {0, -14}, "expectation failed", kFailedMark, LabelPriority::mark});
    }
    if (r.disagreement) {
      out.line(Layer::evidence, {*a, *b, kDisagreementMark, kDisagreementMark, 2.0f, 3});
      out.label(
          Layer::evidence,
          {0.5 * (*a + *b), {0, 14}, "float ≠ double", kDisagreementMark, LabelPriority::mark});
    }
  }
  for (std::size_t i = 0; i < scene.objects.size(); ++i) {
    const SceneObject& o = scene.objects[i];
    if (!o.visible) continue;
    const auto& at = marks[i].anchor;
    if (!at) continue;
    if (const Problem p = marks[i].problem; p != Problem::none) {
      out.point(Layer::evidence, {*at, kInvalidMark, 12});
      out.label(
          Layer::evidence,
          {*at, {8, 8}, "invalid: " + std::string(describe(p)), kInvalidMark, LabelPriority::mark});
    } else if (hit[i] && shown(i)) {
      out.point(Layer::evidence, {*at, kIntersectingMark, 10});
    }
  }
}

bool every(std::size_t) {
  return true;
}

}  // namespace

void draw_verdict_marks(DrawList& out, const Scene& scene, const std::vector<PairRow>& rows,
                        const std::vector<ObjectMark>& marks) {
  draw_marks(out, scene, rows, marks, every);
}

void draw_verdict_marks(DrawList& out, const Scene& scene, const std::vector<PairRow>& rows,
                        const std::vector<ObjectMark>& marks, const ObjectView& view,
                        std::span<const std::size_t> always) {
  const std::size_t visible = std::size_t(
      std::ranges::count_if(scene.objects, [](const SceneObject& o) { return o.visible; }));
  if (visible <= kOutlineObjectLimit) {
    draw_marks(out, scene, rows, marks, every);
    return;
  }
  // Sorted, so a select-all of 300,000 objects is a binary search per object, not a scan.
  std::vector<std::size_t> kept(always.begin(), always.end());
  std::ranges::sort(kept);
  draw_marks(out, scene, rows, marks, [&](std::size_t i) {
    if (std::binary_search(kept.begin(), kept.end(), i)) return true;
    const auto s = marker_sphere(scene.objects[i].desc);
    if (!s) return true;  // points and segments: drawn in pixels, never too small
    return !outside_view(*s, view) && projected_diameter_px(*s, view) >= kBigSceneMarkPx;
  });
}

void draw_verdict_marks(DrawList& out, const Scene& scene, const std::vector<PairRow>& rows) {
  std::vector<ObjectMark> marks;
  marks.reserve(scene.objects.size());
  for (const SceneObject& o : scene.objects)
    marks.push_back(object_mark(o.desc, o.motion));
  draw_verdict_marks(out, scene, rows, marks);
}

}  // namespace collide
