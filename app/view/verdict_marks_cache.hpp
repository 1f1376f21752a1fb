#pragma once
// The verdict marks (verdict_marks.hpp) as the last frame drew them, kept while nothing they
// depend on changed: in a 300,000-object scene drawing them walks every object and every pair
// row (about 7 ms a frame), and an idle frame would only draw the same marks again (issue #25).
//
// What they depend on: the pair rows (PairRowTable::generation counts the updates that changed
// them), the objects (any object modified in place, or the scene changed wholesale, as
// AppSession::take_object_changes reports: their anchors, sizes and visibility), the object
// count, the camera and viewport (a big scene marks only what is in view and large enough), and
// the objects always marked (the selection, the focused pair). GL-free: a DrawList.
#include <cstddef>
#include <optional>
#include <span>
#include <vector>

#include "app/session/object_marks.hpp"
#include "app/session/pair_rows.hpp"
#include "core/scene/scene.hpp"
#include "render/camera.hpp"
#include "render/draw_list.hpp"

namespace collide {

class VerdictMarksCache {
 public:
  // Objects modified in place since the last frame, by scene index; nothing: anything may have
  // changed. Either way the marks are drawn anew (unless nothing was modified).
  void note_changes(const std::optional<std::vector<std::size_t>>& modified);

  // Adds to out's evidence layer what draw_verdict_marks(out, scene, rows.rows(), marks,
  // ObjectView(camera, viewport), always) adds, drawing them only when something they depend on
  // changed since the last call.
  void draw(DrawList& out, const Scene& scene, const PairRowTable& rows,
            const std::vector<ObjectMark>& marks, const Camera& camera, const Viewport& viewport,
            std::span<const std::size_t> always);

  // How many times the marks were drawn anew (for tests: an idle frame should not).
  std::size_t builds() const { return builds_; }

 private:
  struct Key {
    std::size_t rows_generation = 0;
    std::size_t object_count = 0;
    Camera camera;
    Viewport viewport;
    std::vector<std::size_t> always;
    bool operator==(const Key&) const = default;
  };
  std::optional<Key> key_;  // what kept_ was drawn for; nothing: drawn anew next time
  DrawList kept_;
  std::size_t builds_ = 0;
};

}  // namespace collide
