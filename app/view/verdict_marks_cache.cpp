#include "app/view/verdict_marks_cache.hpp"

#include "app/view/verdict_marks.hpp"

namespace collide {

void VerdictMarksCache::note_changes(const std::optional<std::vector<std::size_t>>& modified) {
  if (!modified || !modified->empty()) key_.reset();
}

void VerdictMarksCache::draw(DrawList& out, const Scene& scene, const PairRowTable& rows,
                             const std::vector<ObjectMark>& marks, const Camera& camera,
                             const Viewport& viewport, std::span<const std::size_t> always) {
  Key key{rows.generation(), scene.objects.size(), camera, viewport,
          std::vector<std::size_t>(always.begin(), always.end())};
  if (!key_ || !(*key_ == key)) {
    kept_.clear();
    draw_verdict_marks(kept_, scene, rows.rows(), marks, ObjectView(camera, viewport), always);
    key_ = std::move(key);
    ++builds_;
  }
  out.append(kept_);
}

}  // namespace collide
